import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signToken, type Harness, type TestResponse } from '../support/harness.js';

const PASSWORD = 'correct horse battery';
const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

let h: Harness;
beforeAll(async () => {
  // The per-IP limit has its own tests; here every request comes from the same in-process "IP".
  h = await createHarness({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => h.close());

const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.jp`;

function signUp(email: string, password = PASSWORD, data?: Record<string, unknown>) {
  return h.request('/auth/v1/signup', { body: { email, password, ...(data ? { data } : {}) } });
}

function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return h.request('/auth/v1/token?grant_type=password', { body: { email, password }, headers });
}

function refresh(refreshToken: string, headers: Record<string, string> = {}) {
  return h.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: refreshToken }, headers });
}

async function signedUp(label?: string): Promise<{ email: string; session: any }> {
  const email = uniqueEmail(label);
  const res = await signUp(email);
  expect(res.status).toBe(200);
  return { email, session: res.body };
}

/** Backdates a rotation, as if the reuse interval had passed. */
async function ageRotations(sessionId: string) {
  await h.db.query(`update auth.refresh_tokens set rotated_at = rotated_at - interval '1 minute' where session_id = $1 and rotated_at is not null`, [
    sessionId,
  ]);
}

function expectError(res: TestResponse, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ code: status, error_code: code });
  expect(typeof res.body.msg).toBe('string');
  expect(res.headers.get('x-request-id')).toBeTruthy();
}

describe('sign-up and sign-in', () => {
  it('signs up with a session whose access token carries the documented claims', async () => {
    const email = uniqueEmail('Claims');
    const res = await signUp(email, PASSWORD, { nickname: 'taro' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: email.toLowerCase(), user_metadata: { nickname: 'taro' } } });
    expect(typeof res.body.refresh_token).toBe('string');
    const claims = decodeJwt(res.body.access_token);
    const now = Math.floor(Date.now() / 1000);
    expect(claims).toMatchObject({
      sub: res.body.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nickname: 'taro' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(Math.abs(claims.iat! - now)).toBeLessThan(5);
    expect(res.body.expires_at).toBe(claims.exp);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.iss).toBeUndefined();
    // The token opens the /v1 API as its subject.
    const crash = await h.request('/v1/crash-reports', { body: { stack: 'Error', device: 'Pixel', app_version: '1.0' }, token: res.body.access_token });
    expect(crash.status).toBe(201);
  });

  it('keeps only a hash of refresh tokens', async () => {
    const { session } = await signedUp();
    const { rows } = await h.db.query<{ token_hash: string }>(
      `select t.token_hash from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id where s.user_id = $1`,
      [session.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(session.refresh_token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second account for an address in any case', async () => {
    const email = uniqueEmail('dup');
    expect((await signUp(email)).status).toBe(200);
    expectError(await signUp(email.toUpperCase()), 422, 'user_already_exists');
    expectError(await signUp(` ${email} `), 422, 'user_already_exists');
  });

  it('refuses a password shorter than 8 characters as weak_password with its reason', async () => {
    const res = await signUp(uniqueEmail(), 'short7c');
    expectError(res, 422, 'weak_password');
    expect(res.body.weak_password).toEqual({ reasons: ['length'] });
    expect((await signUp(uniqueEmail(), '８文字のパスワード')).status).toBe(200);
  });

  it('answers in the 2024-01-01 shape when asked for it', async () => {
    const res = await signUp(uniqueEmail(), 'short', undefined);
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    const versioned = await h.request('/auth/v1/signup', { body: { email: uniqueEmail(), password: 'short' }, headers: V2024 });
    expect(versioned.status).toBe(422);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(versioned.body).toEqual({ code: 'weak_password', message: 'Password should be at least 8 characters.', weak_password: { reasons: ['length'] } });
  });

  it('validates the sign-up request', async () => {
    expectError(await h.request('/auth/v1/signup', { body: { password: PASSWORD } }), 400, 'validation_failed');
    expectError(await signUp('not-an-address'), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/signup', { body: { email: uniqueEmail() } }), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/signup', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } }), 400, 'bad_json');
    expectError(await h.request('/auth/v1/signup', { body: { email: 42, password: PASSWORD } }), 400, 'bad_json');
    expectError(await h.request('/auth/v1/signup', { body: { phone: '+819012345678', password: PASSWORD } }), 422, 'phone_provider_disabled');
  });

  it('signs in with the address in any case, and records the sign-in', async () => {
    const { email, session } = await signedUp('Case');
    const res = await signIn(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(session.user.id);
    expect(res.body.user.last_sign_in_at).toBeTruthy();
    expect(decodeJwt(res.body.access_token).session_id).not.toBe(decodeJwt(session.access_token).session_id);
  });

  it('gives invalid_credentials for a wrong password and for an unknown address alike', async () => {
    const { email } = await signedUp();
    const wrong = await signIn(email, 'wrong password');
    const unknown = await signIn(uniqueEmail('nobody'));
    expectError(wrong, 400, 'invalid_credentials');
    expectError(unknown, 400, 'invalid_credentials');
    expect(wrong.body.msg).toBe(unknown.body.msg);
  });

  it('refuses unknown grant types', async () => {
    expectError(await h.request('/auth/v1/token?grant_type=pkce', { body: {} }), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/token', { body: {} }), 400, 'validation_failed');
  });
});

describe('refresh-token rotation', () => {
  it('rotates: the new token works and the access token names the same session', async () => {
    const { session } = await signedUp();
    const res = await refresh(session.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(res.body.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    expect((await refresh(res.body.refresh_token)).status).toBe(200);
  });

  it('accepts a just-rotated token again within the reuse interval (a lost response)', async () => {
    const { session } = await signedUp();
    const first = await refresh(session.refresh_token);
    const retry = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    // Both successors stay usable: neither holder is cut off.
    expect((await refresh(first.body.refresh_token)).status).toBe(200);
    expect((await refresh(retry.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the reuse interval', async () => {
    const { session } = await signedUp();
    const sessionId = decodeJwt(session.access_token).session_id as string;
    const second = await refresh(session.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    await ageRotations(sessionId);

    const reuse = await refresh(session.refresh_token);
    expectError(reuse, 400, 'refresh_token_already_used');
    // The latest token of the family is dead too, and so is the session its access tokens name.
    expectError(await refresh(third.body.refresh_token), 400, 'refresh_token_not_found');
    expectError(await h.request('/auth/v1/user', { token: third.body.access_token }), 403, 'session_not_found');
    const { rows } = await h.db.query('select 1 from auth.refresh_tokens where session_id = $1', [sessionId]);
    expect(rows).toHaveLength(0);
  });

  it('leaves the user\'s other sessions alone when one family is revoked', async () => {
    const { email, session } = await signedUp();
    const other = (await signIn(email)).body;
    await refresh(session.refresh_token);
    await ageRotations(decodeJwt(session.access_token).session_id as string);
    expectError(await refresh(session.refresh_token), 400, 'refresh_token_already_used');
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('serialises concurrent refreshes of one token', async () => {
    const { session } = await signedUp();
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(3);
  });

  it('survives a sign-out racing refreshes of the same session', async () => {
    const { session } = await signedUp();
    const results = await Promise.all([
      refresh(session.refresh_token),
      h.request('/auth/v1/logout?scope=local', { method: 'POST', token: session.access_token }),
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    for (const res of results) expect([200, 204, 400], res.text).toContain(res.status);
    expectError(await refresh(session.refresh_token), 400, 'refresh_token_not_found');
  });

  it('refuses unknown and missing refresh tokens', async () => {
    expectError(await refresh('not-a-token-we-issued'), 400, 'refresh_token_not_found');
    expectError(await h.request('/auth/v1/token?grant_type=refresh_token', { body: {} }), 400, 'validation_failed');
  });
});

describe('the signed-in user', () => {
  it('GET /user returns the user of the token', async () => {
    const { email, session } = await signedUp();
    const res = await h.request('/auth/v1/user', { token: session.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: session.user.id, email: email.toLowerCase(), aud: 'authenticated', role: 'authenticated' });
    expect(res.body.identities[0]).toMatchObject({ provider: 'email', user_id: session.user.id });
  });

  it('GET /user refuses a missing, forged or expired token', async () => {
    expectError(await h.request('/auth/v1/user'), 401, 'no_authorization');
    const forged = await signToken({ sub: randomUUID(), role: 'authenticated' }, { secret: 'another-secret-another-secret-another-secret' });
    expectError(await h.request('/auth/v1/user', { token: forged }), 403, 'bad_jwt');
    const { session } = await signedUp();
    const expired = await signToken({ sub: session.user.id, role: 'authenticated' }, { expiresIn: Math.floor(Date.now() / 1000) - 10 });
    expectError(await h.request('/auth/v1/user', { token: expired }), 403, 'bad_jwt');
    expectError(await h.request('/auth/v1/user', { token: await signToken({ sub: randomUUID(), role: 'authenticated' }) }), 403, 'user_not_found');
  });

  it('PUT /user changes metadata and password at once, and the address once the new one is confirmed', async () => {
    const { email, session } = await signedUp();
    const token = session.access_token;
    const meta = await h.request('/auth/v1/user', { method: 'PUT', token, body: { data: { plate: '品川 300 あ 12-34', drop: null } } });
    expect(meta.status).toBe(200);
    expect(meta.body.user_metadata).toEqual({ plate: '品川 300 あ 12-34' });

    // The new address waits for its code (test/identity/email-flows.test.ts follows it through).
    const newEmail = uniqueEmail('Moved');
    const moved = await h.request('/auth/v1/user', { method: 'PUT', token, body: { email: newEmail } });
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe(email.toLowerCase());
    expect(moved.body.new_email).toBe(newEmail.toLowerCase());
    expect(moved.body.email_change_sent_at).toBeTruthy();
    expect((await signIn(email)).status).toBe(200);
    expectError(await signIn(newEmail), 400, 'invalid_credentials');

    const newPassword = 'a brand new passphrase';
    expect((await h.request('/auth/v1/user', { method: 'PUT', token, body: { password: newPassword } })).status).toBe(200);
    expectError(await signIn(email), 400, 'invalid_credentials');
    expect((await signIn(email, newPassword)).status).toBe(200);
  });

  it('PUT /user refuses a taken address, a weak password and the same password', async () => {
    const taken = await signedUp();
    const { session } = await signedUp();
    const token = session.access_token;
    expectError(await h.request('/auth/v1/user', { method: 'PUT', token, body: { email: taken.email.toUpperCase() } }), 422, 'email_exists');
    expectError(await h.request('/auth/v1/user', { method: 'PUT', token, body: { password: 'short' } }), 422, 'weak_password');
    expectError(await h.request('/auth/v1/user', { method: 'PUT', token, body: { password: PASSWORD } }), 422, 'same_password');
  });

  it('a password change ends the user\'s other sessions but keeps the current one', async () => {
    const { email, session } = await signedUp();
    const elsewhere = (await signIn(email)).body;
    const res = await h.request('/auth/v1/user', { method: 'PUT', token: session.access_token, body: { password: 'another good passphrase' } });
    expect(res.status).toBe(200);
    expectError(await refresh(elsewhere.refresh_token), 400, 'refresh_token_not_found');
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });
});

describe('sign-out', () => {
  async function threeSessions() {
    const { email, session: a } = await signedUp();
    const b = (await signIn(email)).body;
    const c = (await signIn(email)).body;
    return { a, b, c };
  }

  it('scope=local ends only the current session', async () => {
    const { a, b, c } = await threeSessions();
    const res = await h.request('/auth/v1/logout?scope=local', { method: 'POST', token: a.access_token });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expectError(await refresh(a.refresh_token), 400, 'refresh_token_not_found');
    expect((await refresh(b.refresh_token)).status).toBe(200);
    expect((await refresh(c.refresh_token)).status).toBe(200);
  });

  it('scope=others ends every session but the current one', async () => {
    const { a, b, c } = await threeSessions();
    expect((await h.request('/auth/v1/logout?scope=others', { method: 'POST', token: a.access_token })).status).toBe(204);
    expect((await refresh(a.refresh_token)).status).toBe(200);
    expectError(await refresh(b.refresh_token), 400, 'refresh_token_not_found');
    expectError(await refresh(c.refresh_token), 400, 'refresh_token_not_found');
  });

  it('scope=global (the default) ends every session, and the access tokens stop opening /user', async () => {
    const { a, b, c } = await threeSessions();
    expect((await h.request('/auth/v1/logout', { method: 'POST', token: b.access_token })).status).toBe(204);
    for (const s of [a, b, c]) expectError(await refresh(s.refresh_token), 400, 'refresh_token_not_found');
    expectError(await h.request('/auth/v1/user', { token: a.access_token }), 403, 'session_not_found');
    expectError(await h.request('/auth/v1/logout', { method: 'POST', token: a.access_token }), 403, 'session_not_found');
  });

  it('refuses an unknown scope and a missing token', async () => {
    const { session } = await signedUp();
    expectError(await h.request('/auth/v1/logout?scope=everywhere', { method: 'POST', token: session.access_token }), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/logout', { method: 'POST' }), 401, 'no_authorization');
  });
});

describe('admin routes (service role)', () => {
  const serviceKey = () => signToken({ role: 'service_role', iss: 'supabase' }, { audience: 'ignored' });

  it('refuses callers without the service role', async () => {
    const body = { email: uniqueEmail(), password: PASSWORD, email_confirm: true };
    expectError(await h.request('/auth/v1/admin/users', { body }), 401, 'no_authorization');
    const { session } = await signedUp();
    expectError(await h.request('/auth/v1/admin/users', { body, token: session.access_token }), 403, 'not_admin');
    const anon = await signToken({ role: 'anon' });
    expectError(await h.request('/auth/v1/admin/users', { body, token: anon }), 403, 'not_admin');
    const forged = await signToken({ role: 'service_role' }, { secret: 'another-secret-another-secret-another-secret' });
    expectError(await h.request('/auth/v1/admin/users', { body, token: forged }), 403, 'bad_jwt');
    expectError(await h.request(`/auth/v1/admin/users/${randomUUID()}`, { method: 'DELETE', token: session.access_token }), 403, 'not_admin');
  });

  it('creates a confirmed user who can sign in, and refuses an address that exists', async () => {
    const token = await serviceKey();
    const email = uniqueEmail('Admin');
    const res = await h.request('/auth/v1/admin/users', {
      token,
      body: { email, password: PASSWORD, email_confirm: true, user_metadata: { name: 'Hanako' }, app_metadata: { tier: 'plus' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), user_metadata: { name: 'Hanako' }, app_metadata: { provider: 'email', tier: 'plus' } });
    expect(res.body.email_confirmed_at).toBeTruthy();
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    expect(decodeJwt(signedIn.body.access_token).app_metadata).toMatchObject({ tier: 'plus' });
    expectError(await h.request('/auth/v1/admin/users', { token, body: { email: email.toUpperCase(), password: PASSWORD } }), 422, 'email_exists');
    expectError(await h.request('/auth/v1/admin/users', { token, body: { email: uniqueEmail(), password: 'short' } }), 422, 'weak_password');
  });

  it('an unconfirmed user cannot sign in until confirmed', async () => {
    const token = await serviceKey();
    const email = uniqueEmail();
    const created = await h.request('/auth/v1/admin/users', { token, body: { email, password: PASSWORD } });
    expect(created.status).toBe(200);
    expectError(await signIn(email), 400, 'email_not_confirmed');
    expect((await h.request(`/auth/v1/admin/users/${created.body.id}`, { method: 'PUT', token, body: { email_confirm: true } })).status).toBe(200);
    expect((await signIn(email)).status).toBe(200);
  });

  it('resets a password, which ends every session of the user', async () => {
    const token = await serviceKey();
    const { email, session } = await signedUp();
    const res = await h.request(`/auth/v1/admin/users/${session.user.id}`, { method: 'PUT', token, body: { password: 'reset by an admin' } });
    expect(res.status).toBe(200);
    expectError(await refresh(session.refresh_token), 400, 'refresh_token_not_found');
    expectError(await signIn(email), 400, 'invalid_credentials');
    expect((await signIn(email, 'reset by an admin')).status).toBe(200);
  });

  it('bans and lifts a ban', async () => {
    const token = await serviceKey();
    const { email, session } = await signedUp();
    const banned = await h.request(`/auth/v1/admin/users/${session.user.id}`, { method: 'PUT', token, body: { ban_duration: '24h' } });
    expect(banned.status).toBe(200);
    expect(Date.parse(banned.body.banned_until)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expectError(await signIn(email), 400, 'user_banned');
    expectError(await refresh(session.refresh_token), 400, 'user_banned');
    expect((await h.request(`/auth/v1/admin/users/${session.user.id}`, { method: 'PUT', token, body: { ban_duration: 'none' } })).status).toBe(200);
    expect((await signIn(email)).status).toBe(200);
    expectError(await h.request(`/auth/v1/admin/users/${session.user.id}`, { method: 'PUT', token, body: { ban_duration: 'forever' } }), 400, 'validation_failed');
  });

  it('updates and deletes; unknown users are 404', async () => {
    const token = await serviceKey();
    const { email, session } = await signedUp();
    const other = await signedUp();
    expectError(await h.request(`/auth/v1/admin/users/${session.user.id}`, { method: 'PUT', token, body: { email: other.email } }), 422, 'email_exists');
    expectError(await h.request(`/auth/v1/admin/users/${randomUUID()}`, { method: 'PUT', token, body: {} }), 404, 'user_not_found');
    expectError(await h.request('/auth/v1/admin/users/not-a-uuid', { method: 'PUT', token, body: {} }), 400, 'validation_failed');

    const deleted = await h.request(`/auth/v1/admin/users/${session.user.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    expectError(await signIn(email), 400, 'invalid_credentials');
    expectError(await refresh(session.refresh_token), 400, 'refresh_token_not_found');
    expectError(await h.request('/auth/v1/user', { token: session.access_token }), 403, 'user_not_found');
    expectError(await h.request(`/auth/v1/admin/users/${session.user.id}`, { method: 'DELETE', token }), 404, 'user_not_found');
  });
});

describe('the rest of the surface', () => {
  it('publishes an empty key set (HS256 has no public key)', async () => {
    const res = await h.request('/auth/v1/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ keys: [] });
  });

  it('answers the one-time-code flows in the protocol\'s shapes', async () => {
    for (const path of ['/auth/v1/otp', '/auth/v1/recover', '/auth/v1/magiclink']) {
      const res = await h.request(path, { body: { email: uniqueEmail() } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
    }
    expectError(await h.request('/auth/v1/recover', { body: {} }), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/otp', { body: { phone: '+81312345678' } }), 422, 'phone_provider_disabled');
    expectError(await h.request('/auth/v1/resend', { body: { email: uniqueEmail(), type: 'recovery' } }), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/verify', { body: { email: uniqueEmail(), token: '123456' } }), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/verify', { body: { type: 'email', email: uniqueEmail() } }), 400, 'validation_failed');
    expectError(await h.request('/auth/v1/verify', { body: { type: 'sms', phone: '+81312345678', token: '123456' } }), 422, 'phone_provider_disabled');
    expectError(await h.request('/auth/v1/verify', { body: { type: 'email', email: uniqueEmail(), token: '123456' } }), 403, 'otp_expired');
    expectError(await h.request('/auth/v1/verify', { rawBody: '{' }), 400, 'bad_json');
  });

  it('answers unknown paths and wrong methods in the protocol\'s shape', async () => {
    expectError(await h.request('/auth/v1/factors', { body: {} }), 404, 'not_found');
    const wrong = await h.request('/auth/v1/token');
    expectError(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('keeps /auth/v1 out of the OpenAPI document', async () => {
    const res = await h.request('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths).filter((p) => p.startsWith('/auth'))).toEqual([]);
  });
});
