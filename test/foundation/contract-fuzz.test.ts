import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContractDocument } from '../../src/contract-document.js';
import { createHarness, type Harness } from '../support/harness.js';
import { anyText, arbitraryFor, nested, percentEncode, withHostile, type FuzzContext, type JsonSchema } from '../support/fuzz.js';
import { newUser, startSession } from '../sessions/fixtures.js';
import { storeConfig } from '../subscriptions/iap-support.js';
import { createApplePki, startFakeGoogle, type FakeGoogle } from '../subscriptions/store-fakes.js';

/**
 * Every operation of the contract, sent generated paths, queries, headers and bodies with any code
 * point in any string (U+0000 and lone surrogates included, written as JSON escapes in the raw
 * body) and JSON nested past the bound: no answer may be a 5xx, every answer must be one the
 * contract documents for the operation, and a 422 names its `param`.
 *
 * The seed is fixed so that the suite is repeatable; FUZZ_SEED and FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  template: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  security: Record<string, string[]>[] | undefined;
  admin: boolean;
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'body'; pick: number; text: string; asKey: boolean }
  | { kind: 'deep'; pick: number; levels: number }
  | { kind: 'query'; pick: number; text: string };

interface GeneratedRequest {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

const nestedPlaceholder = (levels: number) => `<nested ${levels}>`;

/** The body as JSON, a placeholder written out as `[[[...]]]` that many levels deep. */
function jsonWithNesting(body: unknown): string {
  return JSON.stringify(body).replace(/"<nested (\d+)>"/g, (_, levels: string) => '['.repeat(Number(levels)) + ']'.repeat(Number(levels)));
}

/** A header value: bytes 0x20-0xFF (what fetch's Headers can carry: no NUL, CR or LF). */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((b) => String.fromCharCode(b)), maxLength: 40 });

const contract = generateContractDocument() as unknown as {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, JsonSchema> };
};

const operations: Operation[] = Object.entries(contract.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    template,
    parameters: (op.parameters ?? []) as Parameter[],
    body: op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined,
    security: op.security,
    admin: op['x-admin'] === true,
  })),
);

describe('contract fuzz: no 5xx for any code point', () => {
  let h: Harness;
  let userToken: string;
  let adminToken: string;
  let ctx: FuzzContext;
  let codes: string[];
  let pathIds: [string, string[]][];
  let google: FakeGoogle;

  beforeAll(async () => {
    // The stores are configured (a test CA, a local Google), so that receipts and notifications are
    // judged rather than refused as unconfigured.
    google = await startFakeGoogle();
    h = await createHarness({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...storeConfig(await createApplePki(), google) } });
    // Rows for the generated ids to hit, so that requests reach past "not found". The admin who
    // calls is kept out of them: the fuzz may disable, delete or strip whatever it is given.
    const admin = await h.createAdmin('super_admin');
    adminToken = admin.token;
    const target = await h.createAdmin('ops_manager');
    const user = await newUser(h);
    userToken = user.token;
    const lot = await h.request('/v1/admin/parking-lots', { token: adminToken, body: { parking_lot: { name: 'Fuzzed lot', status: 'active' } } });
    expect(lot.status).toBe(201);
    const lotId = lot.body.parking_lot.id as string;
    expect((await h.request('/v1/owner/register', { token: userToken, body: { display_name: 'Fuzz owner' } })).status).toBe(201);
    const owned = await h.request('/v1/owner/parking-lots', { token: userToken, body: { parking_lot: { name: 'Owned lot' } } });
    expect(owned.status).toBe(201);
    const role = await h.request('/v1/admin/roles', { token: adminToken, body: { role_code: 'fuzz_desk', name: 'Fuzz desk' } });
    expect(role.status).toBe(201);
    const session = await startSession(h, user, lotId);
    expect(session.status).toBe(201);
    const review = await h.request(`/v1/parking-lots/${lotId}/reviews`, { token: (await newUser(h)).token, body: { rating: 4 } });
    expect(review.status).toBe(201);
    const badges = await h.request('/v1/admin/badges', { token: adminToken });
    const rules = await h.request('/v1/admin/exp-rules', { token: adminToken });
    codes = [...badges.body.badges.map((b: { code: string }) => b.code), ...rules.body.exp_rules.map((r: { code: string }) => r.code)];
    const ownedId = owned.body.parking_lot.id as string;
    const sessionId = session.body.session.id as string;
    // A path's id is mostly the row of the path's own kind.
    pathIds = [
      ['/v1/admin/admins/', [target.adminId]],
      ['/v1/admin/roles/', [role.body.role.id]],
      ['/v1/admin/parking-lots/', [lotId, ownedId]],
      ['/v1/owner/parking-lots/', [ownedId]],
      ['/v1/parking-lots/', [lotId]],
      ['/v1/parking-sessions/', [sessionId]],
      ['/v1/me/parking-sessions/', [sessionId]],
    ];
    const ids = [lotId, ownedId, target.adminId, role.body.role.id, sessionId, review.body.review.id];
    const schemas = contract.components.schemas;
    ctx = { ids, resolve: (ref) => schemas[ref.split('/').pop()!]! };
  });
  afterAll(async () => {
    await h.close();
    await google.close();
  });

  function requestArbitrary(op: Operation): fc.Arbitrary<GeneratedRequest> {
    const byPlace = (place: Parameter['in']) => op.parameters.filter((p) => p.in === place);
    const path = Object.fromEntries(
      byPlace('path').map((p) => [
        p.name,
        p.schema.format === 'uuid'
          ? fc.oneof(
              { weight: 6, arbitrary: fc.constantFrom(...(pathIds.find(([prefix]) => op.template.startsWith(prefix))?.[1] ?? ctx.ids)) },
              fc.uuid(),
              anyText().filter((s) => s !== ''),
            )
          : fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...codes) }, anyText().filter((s) => s !== '')),
      ]),
    );
    const queryParams = byPlace('query');
    const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, arbitraryFor(p.schema, ctx)])), {
      requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
    });
    const headers = fc.record(
      {
        ...Object.fromEntries(byPlace('header').map((p) => [p.name, fc.oneof(fc.uuid(), headerText)])),
        'x-request-id': headerText,
        'accept-language': fc.constantFrom('ja', 'en', 'ja-JP,ja;q=0.9'),
      },
      { requiredKeys: [] },
    );
    const body = op.body ? arbitraryFor(op.body, ctx) : fc.constant(undefined);
    // What makes the request hostile: one body leaf or key, one query parameter, or a nesting past
    // the bound; or nothing (a valid request whose free text carries any storable code point).
    const mutations: fc.WeightedArbitrary<Mutation>[] = [{ weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) }];
    if (op.body) {
      mutations.push(
        { weight: 4, arbitrary: fc.record({ kind: fc.constant('body' as const), pick: fc.nat(), text: anyText(), asKey: fc.boolean() }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('deep' as const), pick: fc.nat(), levels: fc.integer({ min: 33, max: 5_000 }) }) },
      );
    }
    if (queryParams.length) mutations.push({ weight: 3, arbitrary: fc.record({ kind: fc.constant('query' as const), pick: fc.nat(), text: anyText() }) });
    return fc.record({ path: fc.record(path), query, headers, body, mutation: fc.oneof(...mutations) }).map(({ mutation, ...req }) => {
      switch (mutation.kind) {
        case 'body':
          return { ...req, body: withHostile(req.body, mutation.pick, mutation.text, mutation.asKey) };
        case 'deep':
          // The nesting stays a placeholder until the body is written, so that fast-check can print
          // a counterexample without walking thousands of levels.
          return { ...req, body: withHostile(req.body, mutation.pick, nestedPlaceholder(mutation.levels), false) };
        case 'query':
          return { ...req, query: { ...req.query, [queryParams[mutation.pick % queryParams.length]!.name]: mutation.text } };
        default:
          return req;
      }
    });
  }

  function urlOf(op: Operation, req: GeneratedRequest): string {
    let url = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(req.path[name]!));
    const pairs: string[] = [];
    for (const p of op.parameters.filter((x) => x.in === 'query')) {
      const value = req.query[p.name];
      if (value === undefined) continue;
      // Numbers as a client writes them in a URL: decimals, not exponents.
      const text = (v: unknown) => percentEncode(v === null ? '' : typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(6) : String(v));
      if (Array.isArray(value)) pairs.push(`${p.name}=${value.map(text).join(',')}`);
      else pairs.push(`${p.name}=${text(value)}`);
    }
    if (pairs.length) url += `?${pairs.join('&')}`;
    return url;
  }

  function tokenFor(op: Operation): string | undefined {
    if (!op.security?.length || op.security.some((s) => Object.keys(s).length === 0)) return op.security?.length ? userToken : undefined;
    return op.admin ? adminToken : userToken;
  }

  it('fuzzes every operation the app documents', () => {
    const served = Object.entries(h.app.openApiDocument().paths ?? {}).flatMap(([path, item]) => Object.keys(item as object).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.map((op) => `${op.method} ${op.template}`)).toEqual(served);
  });

  it.each(operations.map((op, index) => [`${op.method} ${op.template}`, op, index] as const))('%s', async (_name, op, index) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op), async (req) => {
        const url = urlOf(op, req);
        const token = tokenFor(op);
        const res = await h.request(url, {
          method: op.method,
          headers: { ...req.headers, ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(token ? { token } : {}),
          ...(req.body !== undefined ? { rawBody: jsonWithNesting(req.body) } : {}),
        });
        const sent = `${op.method} ${url} ${req.body === undefined ? '' : JSON.stringify(req.body).slice(0, 300)}`;
        expect(res.status, `${sent}\n→ ${res.text.slice(0, 500)}`).toBeLessThan(500);
        // Contract 7: the unparseable error of natural-language search carries only code and message.
        if (res.status === 422 && res.body.error.code !== 'unparseable') expect(res.body.error, sent).toHaveProperty('param');
      }),
      { numRuns: RUNS, seed: SEED + index },
    );
    // A fuzzed settings change may switch maintenance mode on, after which every /v1 route rightly
    // answers 503: switch it off again for the operations that follow.
    if (op.template === '/v1/admin/settings' && op.method === 'PATCH') {
      const reset = await h.request('/v1/admin/settings', { method: 'PATCH', token: adminToken, body: { maintenance_mode: false } });
      expect(reset.status).toBe(200);
    }
  });

  it('/auth/v1: sign-up, sign-in and user updates answer in GoTrue’s shape, never 5xx', async () => {
    const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
    const metadata = fc.dictionary(anyText(8), fc.oneof(anyText(), fc.integer(), fc.integer({ min: 1, max: 200 }).map(nested)), { maxKeys: 3 });
    const email = fc.oneof(fc.emailAddress(), anyText(24), fc.uuid().map((u) => `${u}@example.jp`));
    const password = fc.oneof(fc.constant('correct horse battery'), anyText(20));
    const call = fc.oneof(
      fc.record({ path: fc.constant('/auth/v1/signup'), body: fc.record({ email, password, data: metadata }, { requiredKeys: [] }) }),
      fc.record({ path: fc.constant('/auth/v1/token?grant_type=password'), body: fc.record({ email, password }, { requiredKeys: [] }) }),
      fc.record({ path: fc.constant('/auth/v1/user'), body: fc.record({ data: metadata }) }),
    );
    const signedUp = await h.request('/auth/v1/signup', { body: { email: `fuzz-${randomUUID().slice(0, 8)}@example.jp`, password: 'correct horse battery' } });
    expect(signedUp.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(call, async ({ path, body }) => {
        const res = await h.request(path, {
          method: path === '/auth/v1/user' ? 'PUT' : 'POST',
          rawBody: JSON.stringify(body),
          headers: { ...headers, ...(path === '/auth/v1/user' ? { authorization: `Bearer ${signedUp.body.access_token}` } : {}) },
        });
        const sent = `${path} ${JSON.stringify(body).slice(0, 300)}`;
        expect(res.status, `${sent}\n→ ${res.text.slice(0, 500)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.body, sent).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: RUNS * 4, seed: SEED },
    );
  });
});
