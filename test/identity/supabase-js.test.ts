import { randomUUID } from 'node:crypto';
import { createClient, isAuthApiError, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signToken, testConfig } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const PASSWORD = 'correct horse battery';

let database: TestDatabase;
let server: TestHttpServer;
let anonKey: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestHttpServer({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }), db: database.appDb });
  anonKey = await signToken({ role: 'anon', iss: 'supabase' }, { expiresIn: '10y' });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

function client(url = server.url): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; the realtime client is built even when unused.
    realtime: { transport: WebSocket as never },
  });
}

const uniqueEmail = () => `sbjs-${randomUUID().slice(0, 8)}@example.jp`;

describe('@supabase/supabase-js against the built-in identity provider', () => {
  it('signs up, signs in, refreshes, reads and updates the user, and signs out', async () => {
    const supabase = client();
    const email = uniqueEmail();

    const signUp = await supabase.auth.signUp({ email, password: PASSWORD, options: { data: { nickname: 'taro' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user?.email).toBe(email);
    await supabase.auth.signOut({ scope: 'local' });

    const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.user.id).toBe(signUp.data.user!.id);
    expect(session.expires_in).toBe(3600);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      user_metadata: { nickname: 'taro' },
      app_metadata: { provider: 'email' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(typeof claims.session_id).toBe('string');

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(refreshed.data.session!.access_token).session_id).toBe(claims.session_id);

    const got = await supabase.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: session.user.id, email });

    const updated = await supabase.auth.updateUser({ data: { vehicle: 'kei' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ nickname: 'taro', vehicle: 'kei' });

    const current = (await supabase.auth.getSession()).data.session!;
    const signOut = await supabase.auth.signOut();
    expect(signOut.error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    const stale = await client().auth.refreshSession({ refresh_token: current.refresh_token });
    expect(stale.error?.code).toBe('refresh_token_not_found');
    // The access token of the ended session no longer opens /user: supabase-js calls that a missing session.
    const afterSignOut = await client().auth.getUser(current.access_token);
    expect(afterSignOut.error?.name).toBe('AuthSessionMissingError');
  });

  it('surfaces a wrong password as AuthApiError invalid_credentials (400)', async () => {
    const supabase = client();
    const email = uniqueEmail();
    expect((await supabase.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await client().auth.signInWithPassword({ email, password: 'not the password' });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('surfaces a short password as AuthWeakPasswordError and an existing address as user_already_exists', async () => {
    const weak = await client().auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    const email = uniqueEmail();
    expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = await client().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('revokes the token family when a rotated refresh token is reused', async () => {
    const victim = client();
    const email = uniqueEmail();
    await victim.auth.signUp({ email, password: PASSWORD });
    const stolen = (await victim.auth.getSession()).data.session!.refresh_token;
    expect((await victim.auth.refreshSession()).error).toBeNull();
    // Past the reuse interval.
    await database.db.query(`update auth.refresh_tokens set rotated_at = rotated_at - interval '1 minute' where rotated_at is not null`);

    const attacker = await client().auth.refreshSession({ refresh_token: stolen });
    expect(attacker.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const { error } = await victim.auth.refreshSession();
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('surfaces the per-IP limit as AuthApiError rate_limited (429)', async () => {
    // A second process on the same database with a tight limit: the count is the database's.
    const strict = await startTestHttpServer({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1' }), db: database.appDb });
    try {
      const supabase = client(strict.url);
      let error: unknown = null;
      for (let i = 0; i < 2 && !error; i++) {
        ({ error } = await supabase.auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD }));
        if ((error as { code?: string }).code === 'invalid_credentials') error = null;
      }
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    } finally {
      await strict.stop();
    }
  });

  it('answers over real HTTP with X-Request-Id and the negotiated API version', async () => {
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  });
});
