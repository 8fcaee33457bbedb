import { randomUUID } from 'node:crypto';
import { UnsupportedPathError } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestResponse } from '../support/harness.js';

/**
 * Which of 404 and 405 a request gets. A path is served exactly as the contract spells it; a 405
 * names the methods the path does serve, so it never lists the method it refuses.
 */
function expectNotFound(res: TestResponse, method: string, path: string) {
  expect(res.status, `${method} ${path}`).toBe(404);
  expect(res.headers.get('allow')).toBeNull();
  expect(res.body).toEqual({
    error: {
      code: 'not_found',
      message: expect.any(String),
      message_key: 'errors.not_found',
      param: null,
      request_id: res.headers.get('x-request-id'),
      doc_url: expect.stringMatching(/\/reference#error-not_found$/),
    },
  });
}

function expectMethodNotAllowed(res: TestResponse, allow: string) {
  expect(res.status).toBe(405);
  expect(res.headers.get('allow')).toBe(allow);
  expect(res.body).toEqual({
    error: {
      code: 'method_not_allowed',
      message: expect.stringContaining(`allowed: ${allow}`),
      message_key: 'errors.method_not_allowed',
      request_id: res.headers.get('x-request-id'),
      doc_url: expect.stringMatching(/\/reference#error-method_not_allowed$/),
    },
  });
}

describe('routing: trailing slashes and wrong methods', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it("is routed by TrieRouter, as Hono's default router would be: RegExpRouter refuses some of the paths", () => {
    // src/app.ts names TrieRouter rather than letting the default try RegExpRouter on every start.
    // Should RegExpRouter ever take every path, the default would pick it: reconsider then.
    const regexp = new RegExpRouter<unknown>();
    expect(() => {
      for (const r of h.app.routes) regexp.add(r.method, r.path, r.handler);
      regexp.match('GET', '/healthz');
    }).toThrow(UnsupportedPathError);
    expect(h.app.router).toBeInstanceOf(TrieRouter);
  });

  it('answers a trailing slash with 404 naming the path without it, never with a 405 that allows the method', async () => {
    const res = await h.request('/v1/codes/');
    expectNotFound(res, 'GET', '/v1/codes/');
    expect(res.body.error.message).toContain('/v1/codes');
  });

  it.each([
    ['GET', '/healthz/'],
    ['GET', '/v1/codes/'],
    ['HEAD', '/v1/codes/'],
    ['GET', '/v1/parking-lots/nearby/'],
    ['GET', `/v1/parking-lots/${randomUUID()}/`],
    ['POST', '/v1/crash-reports/'],
    ['POST', '/v1/fees/estimate/'],
    ['GET', '/v1/me/'],
    ['GET', '/v1/admin/admins/me/'],
  ])('%s %s is 404', async (method, path) => {
    const res = await h.request(path, { method, headers: { 'content-type': 'application/json' }, ...(method === 'POST' ? { rawBody: '{}' } : {}) });
    if (method === 'HEAD') {
      expect(res.status).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
    } else {
      expectNotFound(res, method, path);
    }
  });

  it('does the same under /auth/v1, which speaks GoTrue\'s error shape', async () => {
    const slash = await h.request('/auth/v1/token/?grant_type=password', { body: {} });
    expect(slash.status).toBe(404);
    expect(slash.headers.get('allow')).toBeNull();
    expect(slash.body).toMatchObject({ code: 404, error_code: 'not_found' });
    const wrong = await h.request('/auth/v1/token', { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('answers a wrong method on a served path with 405 and Allow listing the methods served there', async () => {
    expectMethodNotAllowed(await h.request('/v1/codes', { method: 'DELETE' }), 'GET, HEAD');
    expectMethodNotAllowed(await h.request('/v1/crash-reports', { method: 'GET' }), 'POST');
    expectMethodNotAllowed(await h.request('/healthz', { method: 'POST', rawBody: '{}' }), 'GET, HEAD');
  });

  it('never answers 405 with an Allow that contains the method, for any documented operation with or without a trailing slash', async () => {
    const paths = h.app.openApiDocument().paths ?? {};
    for (const [template, item] of Object.entries(paths)) {
      const path = template.replace(/\{[^/]+\}/g, randomUUID());
      for (const method of [...Object.keys(item as object), 'head'].map((m) => m.toUpperCase())) {
        if (method === 'HEAD' && !('get' in (item as object))) continue;
        for (const url of [path, `${path}/`]) {
          const res = await h.app.request(url, { method });
          if (url.endsWith('/')) expect(res.status, `${method} ${url}`).toBe(404);
          if (res.status !== 405) continue;
          const allow = (res.headers.get('allow') ?? '').split(', ');
          expect(allow, `${method} ${url}`).not.toContain(method);
        }
      }
    }
  });
});
