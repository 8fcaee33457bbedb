import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../src/http/context.js';
import { requestContext } from '../../src/http/request-context.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/types.js';
import { createHarness, type Harness } from '../support/harness.js';

const validReport = { stack: 'Error: boom\n at main', device: 'Pixel 8', app_version: '1.0.0' };

function expectEnvelope(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
  expect(res.body.error.doc_url).toMatch(new RegExp(`/reference#error-${code}$`));
  expect(res.body.error.message_key).toMatch(/^errors\./);
}

describe('error envelope', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ config: { BODY_LIMIT_BYTES: '2048' } });
  });
  afterAll(() => h.close());

  it('answers an unknown route with 404 not_found', async () => {
    const res = await h.request('/v1/no-such-thing');
    expectEnvelope(res, 404, 'not_found');
    expect(res.body.error.param).toBeNull();
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const res = await h.request('/v1/codes', { method: 'DELETE' });
    expectEnvelope(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('tells malformed JSON apart from invalid JSON', async () => {
    const res = await h.request('/v1/crash-reports', {
      rawBody: '{"stack": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(res, 400, 'malformed_json');
    expect(res.body.error.param).toBeNull();
  });

  it('requires a body where the route takes one', async () => {
    const res = await h.request('/v1/crash-reports', { rawBody: '', method: 'POST', headers: { 'content-type': 'application/json' } });
    expectEnvelope(res, 422, 'validation_error');
    expect(res.body.error.param).toBeNull();
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await h.request('/v1/crash-reports', { rawBody: 'stack=x', headers: { 'content-type': 'text/plain' } });
    expectEnvelope(res, 415, 'unsupported_media_type');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await h.request('/v1/crash-reports', { body: { ...validReport, stack: 'x'.repeat(5000) } });
    expectEnvelope(res, 413, 'payload_too_large');
  });

  it('names the offending field and lists every issue on a schema failure', async () => {
    const res = await h.request('/v1/crash-reports', { body: { stack: '', device: 'd'.repeat(201) } });
    expectEnvelope(res, 422, 'validation_error');
    expect(res.body.error.param).toBe('stack');
    const paths = res.body.error.issues.map((i: { path: string[] }) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['stack', 'device', 'app_version']));
  });

  it('names an unknown key as the param', async () => {
    const res = await h.request('/v1/crash-reports', { body: { ...validReport, user_id: 'x' } });
    expectEnvelope(res, 422, 'validation_error');
    expect(res.body.error.param).toBe('user_id');
  });

  it('answers a body that is not an object at the root with param null', async () => {
    const res = await h.request('/v1/crash-reports', { body: [1, 2] });
    expectEnvelope(res, 422, 'validation_error');
    expect(res.body.error.param).toBeNull();
  });

  it('validates query parameters with their name as param', async () => {
    const res = await h.request('/v1/codes?category=colour');
    expectEnvelope(res, 422, 'validation_error');
    expect(res.body.error.param).toBe('category');
  });

  it('keeps a well-formed caller request id and replaces a malformed one', async () => {
    const kept = await h.request('/v1/no-such-thing', { headers: { 'x-request-id': 'client-abc-12345' } });
    expect(kept.headers.get('x-request-id')).toBe('client-abc-12345');
    expect(kept.body.error.request_id).toBe('client-abc-12345');
    const replaced = await h.request('/v1/codes', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts X-Request-Id on every kind of response: JSON, 304, HTML, the explorer, 413', async () => {
    const codes = await h.request('/v1/codes');
    expect(codes.status).toBe(200);
    const responses = [
      codes,
      await h.request('/v1/codes', { headers: { 'if-none-match': codes.headers.get('etag')! } }),
      await h.request('/reference'),
      await h.request('/docs'),
      await h.request('/v1/crash-reports', { body: { ...validReport, stack: 'x'.repeat(5000) } }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 304, 200, 200, 413]);
    for (const [i, res] of responses.entries()) {
      expect(res.headers.get('x-request-id'), `response ${i}`).toMatch(/^[0-9a-f-]{36}$/);
    }
    const echoed = await h.request('/docs', { headers: { 'x-request-id': 'client-docs-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('client-docs-123');
  });

  it('adds X-Request-Id afterwards to a Response a handler built itself', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { log: createLogger('silent'), config: { requestLog: { sampleRate: 1, slowMs: 1000 } } } as AppDeps);
      await next();
    });
    app.use('*', requestContext());
    app.get('/raw', () => new Response('raw', { status: 200 }));
    const raw = await app.request('/raw', { headers: { 'x-request-id': 'client-raw-123' } });
    expect(raw.headers.get('x-request-id')).toBe('client-raw-123');
    expect(await raw.text()).toBe('raw');
  });
});

describe('unexpected and infrastructure failures', () => {
  it('answers an unexpected exception with 500 server_error and no internals', async () => {
    const h = await createHarness({
      wrapDb: (db: Database): Database => ({
        ...db,
        transaction: () => Promise.reject(new TypeError('secret internal detail at /srv/app.ts:42')),
        queryOnce: () => Promise.reject(new TypeError('secret internal detail at /srv/app.ts:42')),
      }),
    });
    try {
      const res = await h.request('/v1/codes');
      expectEnvelope(res, 500, 'server_error');
      expect(res.text).not.toContain('secret');
      expect(res.text).not.toContain('app.ts');
    } finally {
      await h.close();
    }
  });

  it('answers with 503 service_unavailable when the database is gone', async () => {
    const h = await createHarness();
    await h.database.appDb.close();
    const res = await h.request('/v1/codes');
    expectEnvelope(res, 503, 'service_unavailable');
    expect(res.headers.get('retry-after')).toBeTruthy();
    const ready = await h.request('/readyz');
    expectEnvelope(ready, 503, 'service_unavailable');
    await h.close().catch(() => undefined);
  });
});

describe('CORS', () => {
  it('answers a portal’s preflight and exposes the request id', async () => {
    const h = await createHarness({ config: { CORS_ORIGINS: 'https://admin.example.jp' } });
    try {
      const pre = await h.app.request('/v1/admin/admins', {
        method: 'OPTIONS',
        headers: { origin: 'https://admin.example.jp', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('https://admin.example.jp');
      const res = await h.request('/v1/codes', { headers: { origin: 'https://admin.example.jp' } });
      expect(res.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
      const other = await h.request('/v1/codes', { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await h.close();
    }
  });
});
