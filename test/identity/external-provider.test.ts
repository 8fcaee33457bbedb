import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { AppDeps } from '../../src/http/context.js';
import { ApiError } from '../../src/http/errors.js';
import { createDeps } from '../../src/deps.js';
import { createExternalIdentityProvider } from '../../src/modules/identity/external-provider.js';
import { createIdentityProvider } from '../../src/modules/identity/index.js';
import { FakeSupabaseAdmin } from '../support/fake-supabase-admin.js';
import { signToken, testConfig, testPasswords } from '../support/harness.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const SERVICE_ROLE_KEY = `sb-service-role-${randomUUID()}-never-leaves-the-backend`;

const fake = new FakeSupabaseAdmin(SERVICE_ROLE_KEY);
const logLines: string[] = [];
let database: TestDatabase;
let deps: AppDeps;
let app: App;

/** Everything a caller or an operator could see: status lines, headers and bodies. */
const responses: string[] = [];

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await app.request(path, init);
  const text = await res.text();
  responses.push(`${res.status} ${JSON.stringify([...res.headers.entries()])} ${text}`);
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const post = (path: string, body: unknown) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  await fake.start();
  database = await createTestDatabase();
  const config = testConfig({ AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: fake.url, SERVICE_ROLE_KEY, LOG_LEVEL: 'trace' });
  const log = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  deps = createDeps(config, database.appDb, log);
  app = createApp(deps);
  // The admin module drives the provider through routes of its own; these stand in for them, so
  // that the provider's failures travel through the real error handler and logger.
  app.post('/test/identity-users', async (c) => {
    const body = await c.req.json();
    const user = await deps.identity.createUser(deps.db, { email: body.email, password: body.password, emailConfirmed: true });
    return c.json(user, 201);
  });
  app.put('/test/identity-users/:id/password', async (c) => {
    await deps.identity.setPassword(deps.db, c.req.param('id'), (await c.req.json()).password);
    return c.body(null, 204);
  });
  app.delete('/test/identity-users/:id', async (c) => {
    await deps.identity.deleteUser(deps.db, c.req.param('id'));
    return c.body(null, 204);
  });
  app.get('/test/identity-users', async (c) => {
    const user = await deps.identity.findUserByEmail(deps.db, c.req.query('email')!);
    return c.json({ user: user ?? null });
  });
});

afterAll(async () => {
  await fake.stop();
  await database?.drop();
});

beforeEach(() => {
  fake.mode = 'normal';
});

describe('external identity provider (Supabase admin API)', () => {
  it('is what AUTH_PROVIDER=external builds', () => {
    expect(deps.identity.kind).toBe('external');
    expect(createIdentityProvider(testConfig(), testPasswords).kind).toBe('builtin');
  });

  it('creates a confirmed user through POST /auth/v1/admin/users with the service-role key', async () => {
    const res = await post('/test/identity-users', { email: 'Ops.Admin@Example.jp', password: 'a long enough one' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email: 'ops.admin@example.jp' });
    const request = fake.seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/auth/v1/admin/users');
    expect(request.headers.apikey).toBe(SERVICE_ROLE_KEY);
    expect(request.headers.authorization).toBe(`Bearer ${SERVICE_ROLE_KEY}`);
    expect(request.body).toMatchObject({ email: 'Ops.Admin@Example.jp', password: 'a long enough one', email_confirm: true });
  });

  it('maps an existing address to 409 conflict and a weak password to 422', async () => {
    await post('/test/identity-users', { email: 'taken@example.jp', password: 'a long enough one' });
    const again = await post('/test/identity-users', { email: 'TAKEN@example.jp', password: 'a long enough one' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', param: 'email' });
    const weak = await post('/test/identity-users', { email: 'weak@example.jp', password: 'abc' });
    expect(weak.status).toBe(422);
    expect(weak.body.error).toMatchObject({ code: 'validation_error', param: 'password' });
  });

  it('resets a password with PUT, finds users by exact address, and deletes with DELETE', async () => {
    const created = await post('/test/identity-users', { email: 'reset-me@example.jp', password: 'a long enough one' });
    await post('/test/identity-users', { email: 'not-reset-me@example.jp', password: 'a long enough one' });
    const id = created.body.id as string;

    const reset = await call(`/test/identity-users/${id}/password`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'another long one' }) });
    expect(reset.status).toBe(204);
    expect(fake.seen.at(-1)).toMatchObject({ method: 'PUT', url: `/auth/v1/admin/users/${id}`, body: { password: 'another long one' } });
    expect(fake.users.get(id)!.password).toBe('another long one');

    // "reset-me@" is a substring of "not-reset-me@": only the exact address is a match.
    const found = await call('/test/identity-users?email=RESET-ME@example.jp');
    expect(found.body.user).toEqual({ id, email: 'reset-me@example.jp', appMetadata: { provider: 'email', providers: ['email'] } });
    expect(fake.seen.at(-1)!.url).toContain('filter=reset-me%40example.jp');
    expect((await call('/test/identity-users?email=nobody@example.jp')).body.user).toBeNull();

    expect((await call(`/test/identity-users/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(fake.seen.at(-1)).toMatchObject({ method: 'DELETE', url: `/auth/v1/admin/users/${id}` });
    expect(fake.users.has(id)).toBe(false);
    // Deleting again is a no-op; resetting an unknown user is 404.
    expect((await call(`/test/identity-users/${id}`, { method: 'DELETE' })).status).toBe(204);
    const missing = await call(`/test/identity-users/${id}/password`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'whatever long' }) });
    expect(missing.status).toBe(404);
  });

  it('answers 503 service_unavailable when the provider is down or unreachable', async () => {
    fake.mode = 'down';
    const down = await post('/test/identity-users', { email: 'down@example.jp', password: 'a long enough one' });
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('service_unavailable');
    expect(down.headers.get('retry-after')).toBe('5');

    const unreachable = createExternalIdentityProvider({ url: 'http://127.0.0.1:9', serviceRoleKey: SERVICE_ROLE_KEY });
    await expect(unreachable.findUserByEmail(deps.db, 'a@example.jp')).rejects.toMatchObject({ code: 'service_unavailable' });

    fake.mode = 'hang';
    const slow = createExternalIdentityProvider({ url: fake.url, serviceRoleKey: SERVICE_ROLE_KEY, timeoutMs: 200 });
    const err = await slow.deleteUser(deps.db, randomUUID()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('service_unavailable');
  });

  it('answers 500 (and logs why) when the provider refuses the key', async () => {
    const wrongKey = createExternalIdentityProvider({ url: fake.url, serviceRoleKey: 'not-the-key' });
    const err = await wrongKey.createUser(deps.db, { email: 'x@example.jp', password: 'a long enough one', emailConfirmed: true }).catch((e: unknown) => e);
    expect((err as ApiError).code).toBe('server_error');
    expect(String(((err as ApiError).cause as Error).message)).toContain('HTTP 401');
  });

  it('does not serve /auth/v1 itself, and accepts tokens signed with the shared secret', async () => {
    expect((await post('/auth/v1/token?grant_type=password', { email: 'a@example.jp', password: 'x' })).status).toBe(404);
    expect((await post('/auth/v1/signup', { email: 'a@example.jp', password: 'x' })).status).toBe(404);
    const token = await signToken({ sub: randomUUID(), role: 'authenticated' });
    const res = await call('/v1/crash-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ stack: 'Error', device: 'Pixel', app_version: '1.0' }),
    });
    expect(res.status).toBe(201);
  });

  it('never lets the service-role key into a response, a log line or the OpenAPI document', async () => {
    const doc = await call('/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(responses.length).toBeGreaterThan(10);
    expect(logLines.length).toBeGreaterThan(10);
    // The failures above were logged with their causes: the key is in none of them.
    expect(logLines.some((l) => l.includes('identity provider'))).toBe(true);
    for (const text of [...responses, ...logLines, JSON.stringify(app.openApiDocument())]) {
      expect(text).not.toContain(SERVICE_ROLE_KEY);
    }
  });
});
