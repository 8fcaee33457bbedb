import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContractDocument, serializeContract } from '../../src/contract-document.js';
import { createHarness, type Harness } from '../support/harness.js';

type Operation = { operationId?: string; security?: Record<string, string[]>[]; responses: Record<string, unknown>; tags?: string[] };

function operations(doc: ReturnType<typeof generateContractDocument>): [string, string, Operation][] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => [path, method, op] as [string, string, Operation]),
  );
}

describe('the contract document', () => {
  const doc = generateContractDocument();
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('is OpenAPI 3.1.0 with info version 0.1.0', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('0.1.0');
  });

  it('is committed as openapi.json, unchanged (run `npm run openapi` after changing a route)', () => {
    expect(fs.readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')).toBe(serializeContract(doc));
  });

  it('is served at /v1/openapi.json', async () => {
    const res = await h.request('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(Object.keys(doc.paths ?? {}));
  });

  it('gives every operation an id, a tag, and the errors it can produce', () => {
    for (const [path, method, op] of operations(doc)) {
      expect(op.operationId, `${method} ${path}`).toBeTruthy();
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['500', '503']));
    }
  });

  it('documents every route the app serves, except the few that are not part of the contract', () => {
    const documented = new Set(operations(doc).map(([path, method]) => `${method.toUpperCase()} ${path}`));
    const served = h.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:([^/]+)/g, '{$1}')}`);
    // The GoTrue protocol (docs/identity.md), the Phoenix channel protocol (docs/realtime.md), the
    // contract itself and its two explorers, and the portal's static files (README, "Portal").
    const outside = (route: string) =>
      / \/(auth|realtime)\/v1\//.test(route) ||
      ['GET /v1/openapi.json', 'GET /reference', 'GET /docs', 'GET /docs/assets/init.js', 'GET /docs/assets/scalar-standalone.js', 'GET /portal', 'GET /portal/*'].includes(route);
    expect(served.filter((r) => !documented.has(r) && !outside(r))).toEqual([]);
    expect(served.filter((r) => outside(r)).length).toBeGreaterThan(10);
  });

  it('requires a bearer token on every /v1 route not declared public', () => {
    for (const [path, method, op] of operations(doc)) {
      if (!path.startsWith('/v1/')) continue;
      const security = op.security ?? [];
      const isPublic = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
      if (isPublic) continue;
      expect(security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses), `${method} ${path}`).toContain('401');
    }
  });

  it('publishes every pattern as a JSON Schema pattern: no regular-expression flags carried into its text', () => {
    const patterns: string[] = [];
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const pattern = (node as { pattern?: unknown }).pattern;
      if (typeof pattern === 'string') patterns.push(pattern);
      Object.values(node).forEach(walk);
    };
    walk(doc);
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((p) => /\/[dgimsuvy]+$/.test(p))).toEqual([]);
    for (const p of patterns) expect(() => new RegExp(p, 'u'), p).not.toThrow();
  });

  it('serves the read-only reference with an anchor for every error code', async () => {
    const res = await h.request('/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('id="error-validation_error"');
    expect(res.text).toContain('/v1/codes');
    expect(res.text).not.toContain('<script');
  });

  it('renders descriptions as Markdown and lists each request body’s fields with their bounds', async () => {
    const { text } = await h.request('/reference');
    // Backticks become code, not literal characters.
    expect(text).toContain('<code>not_found</code>');
    expect(text).not.toMatch(/`not_found`/);
    // POST /v1/me/vehicles: its fields, whether each is required, and the bounds the server enforces.
    const vehicles = text.slice(text.indexOf('id="op-createMyVehicle"'));
    const section = vehicles.slice(0, vehicles.indexOf('</section>'));
    expect(section).toMatch(/<td><code>height_m<\/code><\/td><td>number \| null<\/td><td>(yes|no)<\/td><td>0\.5 to 5<\/td>/);
    expect(section).toContain('<th>Bounds</th>');
    // The tags' own descriptions head their groups.
    expect(text).toContain('<h2 id="tag-Parking lots">Parking lots</h2><p>Published lots');
  });

  it('serves the interactive explorer outside production only', async () => {
    expect((await h.request('/docs')).status).toBe(200);
    const prod = await createHarness({ config: { NODE_ENV: 'production' }, database: h.database });
    expect((await prod.request('/docs')).status).toBe(404);
    expect((await prod.request('/reference')).status).toBe(200);
  });
});
