import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestResponse } from '../support/harness.js';
import { createLot, newUser, startSession, type User } from '../sessions/fixtures.js';

/**
 * Text PostgreSQL cannot store (U+0000; a lone UTF-16 surrogate, which UTF-8 cannot encode) and
 * hostile JSON nesting are refused as the request's fault, naming the field, on every surface:
 * before, some answered 503 with Retry-After and others 500.
 */

function expectRefused(res: TestResponse, param: string | null, issueCode = 'invalid_characters') {
  expect(res.status, res.text).toBe(422);
  expect(res.body.error.code).toBe('validation_error');
  expect(res.body.error.param).toBe(param);
  expect(res.body.error.request_id).toBe(res.headers.get('x-request-id'));
  expect(res.body.error.message_key).toBe('errors.validation_error');
  expect(res.body.error.doc_url).toMatch(/\/reference#error-validation_error$/);
  expect(res.body.error.issues[0].code).toBe(issueCode);
  expect(res.headers.get('retry-after')).toBeNull();
}

const cursorOf = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
const deeply = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('text the database cannot store, and JSON nested too deep', () => {
  let h: Harness;
  let lotId: string;
  let user: User;
  let adminToken: string;

  beforeAll(async () => {
    h = await createHarness();
    lotId = await createLot(h.db);
    user = await newUser(h);
    adminToken = (await h.createAdmin('super_admin')).token;
  });
  afterAll(() => h.close());

  it('refuses U+0000 and lone surrogates in a session memo (was 503 with Retry-After)', async () => {
    const started = await startSession(h, user, lotId);
    expect(started.status).toBe(201);
    const id = started.body.session.id as string;
    for (const memo of ['before\u0000after', 'lone \ud800 high', 'lone \udc00 low']) {
      expectRefused(await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: user.token, body: { memo } }), 'memo');
    }
    // A pair of surrogates is one ordinary character and is stored as sent.
    const ok = await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: user.token, body: { memo: '🚗 \u{1F17F}' } });
    expect(ok.status).toBe(200);
    expect(ok.body.session.memo).toBe('🚗 \u{1F17F}');
    await h.request(`/v1/parking-sessions/${id}/cancel`, { token: user.token, body: { client_request_id: randomUUID() } });
  });

  it('refuses U+0000 in a vehicle type (was 503)', async () => {
    expectRefused(await startSession(h, await newUser(h), lotId, { vehicle_type: 'reg\u0000ular' }), 'vehicle_type');
  });

  it('refuses U+0000 in a search q and in a query parameter given twice (was 500)', async () => {
    expectRefused(await h.request('/v1/parking-lots?q=%00'), 'q');
    expectRefused(await h.request('/v1/parking-lots?tags=ev_charger&tags=a%00b'), 'tags');
    expectRefused(await h.request('/v1/admin/parking-lots?q=x%00', { token: adminToken }), 'q');
  });

  it('refuses a path parameter with U+0000 before anything reads it', async () => {
    expectRefused(await h.request('/v1/admin/badges/first%00session', { method: 'PATCH', token: adminToken, body: { name: 'x' } }), 'code');
  });

  it('refuses a forged cursor: U+0000 in its key (was 500), a year past 9999 (was 500), a malformed instant', async () => {
    const cursors = [
      ['/v1/parking-lots', cursorOf(['a\u0000b', randomUUID()]), undefined],
      ['/v1/parking-lots', cursorOf(['\ud800', randomUUID()]), undefined],
      [`/v1/parking-lots/${lotId}/reviews`, cursorOf(['10000-01-01T00:00:00Z', randomUUID()]), undefined],
      [`/v1/parking-lots/${lotId}/reviews`, cursorOf(['+010000-01-01T00:00:00.000Z', randomUUID()]), undefined],
      ['/v1/admin/parking-lots', cursorOf(['10000-01-01T00:00:00Z', randomUUID()]), adminToken],
      ['/v1/admin/parking-lots', cursorOf(['2026-02-30T00:00:00Z', randomUUID()]), adminToken],
      ['/v1/admin/admins', cursorOf(['10000-01-01T00:00:00Z', randomUUID()]), adminToken],
      ['/v1/me/parking-sessions', cursorOf(['10000-01-01T00:00:00Z', randomUUID()]), user.token],
    ] as const;
    for (const [path, cursor, token] of cursors) {
      const res = await h.request(`${path}?cursor=${cursor}`, token ? { token } : {});
      expect(res.status, `${path} ${Buffer.from(cursor, 'base64url').toString()}`).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_error', param: 'cursor' });
    }
  });

  it('refuses U+0000 in a lot name, in a review and in a role name (was 500)', async () => {
    expectRefused(
      await h.request('/v1/admin/parking-lots', { token: adminToken, body: { parking_lot: { name: 'Lot\u0000', status: 'active' } } }),
      'parking_lot',
    );
    expectRefused(await h.request(`/v1/parking-lots/${lotId}/reviews`, { token: user.token, body: { rating: 3, comment: 'ok\u0000' } }), 'comment');
    expectRefused(await h.request('/v1/admin/roles', { token: adminToken, body: { role_code: 'night_desk', name: 'Night\u0000desk' } }), 'name');
    const res = await h.request('/v1/admin/roles', { token: adminToken, body: { role_code: 'night_desk', name: 'Night \ud83d desk' } });
    expectRefused(res, 'name');
    expect(res.body.error.issues[0].path).toEqual(['name']);
    expect(res.body.error.message).toContain('U+D83D');
  });

  it('refuses U+0000 in an object key, naming the top-level field', async () => {
    const res = await h.request('/v1/admin/parking-lots', {
      token: adminToken,
      rawBody: '{"parking_lot": {"name": "Lot", "status": "active", "n\\u0000me": 1}}',
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(res, 'parking_lot');
    expect(res.body.error.issues[0].path).toEqual(['parking_lot', 'n\u0000me']);
  });

  it('refuses JSON nested deeper than the bound with 422, and accepts it at the bound', async () => {
    const res = await h.request('/v1/crash-reports', {
      rawBody: `{"stack": ${deeply(10_000)}, "device": "d", "app_version": "1"}`,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(res, 'stack', 'too_deep');
    const overBound = await h.request('/v1/crash-reports', {
      rawBody: `{"stack": ${deeply(32)}, "device": "d", "app_version": "1"}`,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(overBound, 'stack', 'too_deep');
    // Depth 32 counts the body object itself: 31 arrays inside it still pass to the schema.
    const atBound = await h.request('/v1/crash-reports', {
      rawBody: `{"stack": ${deeply(31)}, "device": "d", "app_version": "1"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(atBound.status).toBe(422);
    expect(atBound.body.error.issues[0].code).toBe('invalid_type');
  });

  describe('/auth/v1 answers in its own (GoTrue) shape', () => {
    const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

    it('refuses U+0000 in the sign-in e-mail (was 500)', async () => {
      const res = await h.request('/auth/v1/token?grant_type=password', {
        body: { email: 'driver\u0000@example.jp', password: 'correct horse battery' },
        headers,
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 'validation_failed', message: expect.stringMatching(/^email: .*U\+0000/) });
    });

    it('refuses sign-up metadata nested 10,000 levels deep (was 503) and lone surrogates in it', async () => {
      const deep = await h.request('/auth/v1/signup', {
        rawBody: `{"email": "deep-${randomUUID().slice(0, 8)}@example.jp", "password": "correct horse battery", "data": {"x": ${deeply(10_000)}}}`,
        headers,
      });
      expect(deep.status).toBe(422);
      expect(deep.body).toEqual({ code: 'validation_failed', message: expect.stringMatching(/^data\.x(\.0)*: .*deeper than 32/) });

      const lone = await h.request('/auth/v1/signup', {
        body: { email: `lone-${randomUUID().slice(0, 8)}@example.jp`, password: 'correct horse battery', data: { nickname: '\udfff' } },
        headers,
      });
      expect(lone.status).toBe(422);
      expect(lone.body).toEqual({ code: 'validation_failed', message: expect.stringMatching(/^data\.nickname: .*U\+DFFF/) });
    });
  });
});
