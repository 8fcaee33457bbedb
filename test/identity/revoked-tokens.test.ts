import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.js';
import { createLot } from '../sessions/fixtures.js';
import { createHarness, fixedClock, signToken, TEST_JWT_SECRET, type Harness, type TestResponse } from '../support/harness.js';

const PASSWORD = 'correct horse battery';
const SESSION_ENDED = 'The session has ended; sign in again.';
const report = { stack: 'Error: boom', device: 'Pixel 8', app_version: '1.0.0' };

const serviceKey = () => signToken({ role: 'service_role', iss: 'supabase' }, { audience: 'ignored' });

/** The whole 401 envelope: the contract's code, and a message (and reason) saying why. */
function expectRefused(res: TestResponse, message: string, reason?: string) {
  expect(res.status, res.text).toBe(401);
  expect(res.body).toEqual({
    error: {
      code: 'unauthorized',
      message,
      request_id: res.headers.get('x-request-id'),
      message_key: 'errors.unauthorized',
      doc_url: expect.stringMatching(/\/reference#error-unauthorized$/),
      ...(reason ? { details: { reason } } : {}),
    },
  });
}

interface SignedIn {
  userId: string;
  email: string;
  access: string;
  refresh: string;
}

function helpers(h: () => Harness) {
  const signUp = async (): Promise<SignedIn> => {
    const email = `revoked-${randomUUID().slice(0, 8)}@example.jp`;
    const res = await h().request('/auth/v1/signup', { body: { email, password: PASSWORD } });
    expect(res.status, res.text).toBe(200);
    return { userId: res.body.user.id, email, access: res.body.access_token, refresh: res.body.refresh_token };
  };
  const signIn = async (email: string, password = PASSWORD): Promise<SignedIn> => {
    const res = await h().request('/auth/v1/token?grant_type=password', { body: { email, password } });
    expect(res.status, res.text).toBe(200);
    return { userId: res.body.user.id, email, access: res.body.access_token, refresh: res.body.refresh_token };
  };
  const adminUpdate = async (userId: string, body: unknown) => {
    const res = await h().request(`/auth/v1/admin/users/${userId}`, { method: 'PUT', token: await serviceKey(), body });
    expect(res.status, res.text).toBe(200);
  };
  const start = (token: string, lotId: string) =>
    h().request('/v1/parking-sessions', { token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
  const finalize = (token: string, id: string) => h().request(`/v1/parking-sessions/${id}/finalize`, { token, body: { client_request_id: randomUUID() } });
  const review = (token: string, lotId: string) => h().request(`/v1/parking-lots/${lotId}/reviews`, { token, body: { rating: 4 } });
  const registerOwner = (token: string) => h().request('/v1/owner/register', { token, body: { display_name: 'Revoked Parking' } });
  const count = async (sql: string, params: unknown[]) => (await h().db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;
  return { signUp, signIn, adminUpdate, start, finalize, review, registerOwner, count };
}

describe('built-in provider: a token stops opening /v1 when its session or user is gone', () => {
  let h: Harness;
  let lotId: string;
  const { signUp, signIn, adminUpdate, start, finalize, review, registerOwner, count } = helpers(() => h);

  beforeAll(async () => {
    h = await createHarness({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
    lotId = await createLot(h.db);
  });
  afterAll(() => h.close());

  const createRole = (token: string, roleCode: string) => h.request('/v1/admin/roles', { token, body: { role_code: roleCode, name: roleCode } });

  it("refuses an admin's token after global sign-out: no role is created", async () => {
    const admin = await h.createAdmin('super_admin');
    const session = await signIn(admin.email);
    expect((await createRole(session.access, 'before_sign_out')).status).toBe(201);
    expect((await h.request('/auth/v1/logout?scope=global', { method: 'POST', token: session.access })).status).toBe(204);
    expectRefused(await createRole(session.access, 'after_sign_out'), SESSION_ENDED, 'session_ended');
    expect(await count(`public.roles where role_code = $1`, ['after_sign_out'])).toBe(0);
  });

  it('checks an admin route every time, even right after the session was seen alive', async () => {
    const admin = await h.createAdmin('super_admin');
    expect((await h.request('/v1/admin/roles', { token: admin.token })).status).toBe(200);
    // Ended by another process (or by hand): this process's memory of the session is not told.
    await h.db.query('delete from auth.sessions where user_id = $1', [admin.userId]);
    expectRefused(await createRole(admin.token, 'after_session_deleted'), SESSION_ENDED, 'session_ended');
  });

  it("a password change ends the user's other sessions: their token cannot start a parking session", async () => {
    const phone = await signUp();
    const laptop = await signIn(phone.email);
    expect((await h.request('/v1/me/parking-sessions', { token: laptop.access })).status).toBe(200);
    const changed = await h.request('/auth/v1/user', { method: 'PUT', token: phone.access, body: { password: 'a brand new passphrase' } });
    expect(changed.status, changed.text).toBe(200);
    expectRefused(await start(laptop.access, lotId), SESSION_ENDED, 'session_ended');
    // The session that changed the password stays, as in Supabase Auth.
    expect((await start(phone.access, lotId)).status).toBe(201);
  });

  it("an administrator's password reset ends every session: finalize is refused and the stay stays open", async () => {
    const user = await signUp();
    const started = await start(user.access, lotId);
    expect(started.status).toBe(201);
    await adminUpdate(user.userId, { password: 'reset by the administrator' });
    expectRefused(await finalize(user.access, started.body.session.id), SESSION_ENDED, 'session_ended');
    expect(await count(`public.parking_sessions where id = $1 and status = 'parking'`, [started.body.session.id])).toBe(1);
  });

  it('refresh-token reuse ends the family: neither access token of the session posts a review', async () => {
    const user = await signUp();
    expect((await review(user.access, lotId)).status).toBe(201);
    await h.db.query(`delete from public.parking_lot_reviews where user_id = $1`, [user.userId]);
    const refreshed = await h.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: user.refresh } });
    expect(refreshed.status).toBe(200);
    // Past the reuse interval, the rotated token comes back: two holders, the family is revoked.
    await h.db.query(`update auth.refresh_tokens set rotated_at = rotated_at - interval '1 minute' where rotated_at is not null`);
    const reused = await h.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: user.refresh } });
    expect(reused.status).toBe(400);
    expectRefused(await review(user.access, lotId), SESSION_ENDED, 'session_ended');
    expectRefused(await review(refreshed.body.access_token, lotId), SESSION_ENDED, 'session_ended');
    expect(await count(`public.parking_lot_reviews where user_id = $1`, [user.userId])).toBe(0);
  });

  it("a ban refuses the user's tokens until it is lifted", async () => {
    const user = await signUp();
    const started = await start(user.access, lotId);
    expect(started.status).toBe(201);
    await adminUpdate(user.userId, { ban_duration: '24h' });
    expectRefused(await finalize(user.access, started.body.session.id), 'This account is banned.', 'user_banned');
    expectRefused(await registerOwner(user.access), 'This account is banned.', 'user_banned');
    await adminUpdate(user.userId, { ban_duration: 'none' });
    expect((await finalize(user.access, started.body.session.id)).status).toBe(200);
  });

  it("a deleted user's token starts no session, posts no review, registers no owner, and leaves no rows", async () => {
    const user = await signUp();
    expect((await h.request('/v1/me', { token: user.access })).status).toBe(200);
    const deleted = await h.request(`/auth/v1/admin/users/${user.userId}`, { method: 'DELETE', token: await serviceKey() });
    expect(deleted.status, deleted.text).toBe(200);
    expectRefused(await start(user.access, lotId), SESSION_ENDED, 'session_ended');
    expectRefused(await review(user.access, lotId), SESSION_ENDED, 'session_ended');
    expectRefused(await registerOwner(user.access), SESSION_ENDED, 'session_ended');
    for (const table of ['public.parking_sessions', 'public.parking_lot_reviews', 'public.owners', 'public.profiles']) {
      expect(await count(`${table} where user_id = $1`, [user.userId]), table).toBe(0);
    }
  });

  it('refuses a withdrawn account: a withdrawn profile, or an identity marked deleted', async () => {
    const user = await signUp();
    // Withdrawn before this process saw the session alive (withdrawal itself is another module's).
    // Sign-up made the profile (with its locale).
    await h.db.query(`update public.profiles set status = 'withdrawn' where user_id = $1`, [user.userId]);
    expectRefused(await start(user.access, lotId), 'This account has been withdrawn.', 'account_withdrawn');
    const other = await signUp();
    await h.db.query('update auth.users set deleted_at = now() where id = $1', [other.userId]);
    expectRefused(await review(other.access, lotId), 'This account has been withdrawn.', 'account_withdrawn');
  });

  it("refuses a token that names no session, or another user's session", async () => {
    const user = await signUp();
    const other = await signUp();
    const { session_id: otherSession } = JSON.parse(Buffer.from(other.access.split('.')[1]!, 'base64url').toString());
    const noSession = await signToken({ sub: user.userId, role: 'authenticated' });
    expectRefused(await start(noSession, lotId), 'The bearer token names no session; sign in again.');
    const borrowed = await signToken({ sub: user.userId, role: 'authenticated', session_id: otherSession });
    expectRefused(await start(borrowed, lotId), SESSION_ENDED, 'session_ended');
  });

  it('refuses a token issued in the future', async () => {
    const userId = await h.createUser();
    const { rows } = await h.db.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sub: userId, role: 'authenticated', session_id: rows[0]!.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience('authenticated')
      .setIssuedAt(now + 3600)
      .setExpirationTime(now + 7200)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expectRefused(await h.request('/v1/crash-reports', { body: report, token }), 'The bearer token was issued in the future.');
  });

  it('takes the Bearer scheme in any case (RFC 6750)', async () => {
    const token = await h.tokenFor();
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      const res = await h.request('/v1/crash-reports', { body: report, headers: { authorization: `${scheme} ${token}` } });
      expect(res.status, scheme).toBe(201);
    }
    const me = await h.request('/auth/v1/user', { headers: { authorization: `BEARER ${token}` } });
    expect(me.status).toBe(200);
  });
});

describe('foreign keys: user-owned rows reference an existing identity user', () => {
  let h: Harness;
  let lotId: string;
  beforeAll(async () => {
    h = await createHarness();
    lotId = await createLot(h.db);
  });
  afterAll(() => h.close());

  async function violation(sql: string, params: unknown[]): Promise<unknown> {
    return h.db.query(sql, params).then(
      () => 'inserted',
      (err: { code?: string; constraint?: string }) => ({ code: err.code, constraint: err.constraint }),
    );
  }

  it('refuses a row for a user that does not exist, even from the database owner', async () => {
    const ghost = randomUUID();
    const user = await h.tokenFor();
    const userId = JSON.parse(Buffer.from(user.split('.')[1]!, 'base64url').toString()).sub as string;
    const started = await h.request('/v1/parking-sessions', { token: user, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    expect(started.status).toBe(201);
    const parkingId = started.body.session.id as string;
    const cases: [string, string, unknown[]][] = [
      ['profiles_user_id_fkey', `insert into public.profiles (user_id) values ($1)`, [ghost]],
      ['owners_user_id_fkey', `insert into public.owners (user_id, display_name) values ($1, 'Ghost')`, [ghost]],
      ['admins_user_id_fkey', `insert into public.admins (user_id, name, email, role_id) select $1, 'Ghost', 'ghost@example.jp', id from public.roles limit 1`, [ghost]],
      ['parking_lot_reviews_user_id_fkey', `insert into public.parking_lot_reviews (parking_lot_id, user_id, rating) values ($2, $1, 3)`, [ghost, lotId]],
      ['parking_sessions_user_id_fkey', `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type) values ($1, $2, 'x', 'regular')`, [ghost, lotId]],
      [
        'parking_session_requests_user_id_fkey',
        `insert into public.parking_session_requests (user_id, client_request_id, operation, request, parking_session_id) values ($1, $2, 'create', '{}', $2)`,
        [ghost, randomUUID()],
      ],
      [
        'user_activities_user_id_fkey',
        `insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at) values ($1, 'session_cancel', $2, $3, now())`,
        [ghost, parkingId, lotId],
      ],
      ['user_exp_user_id_fkey', `insert into public.user_exp (user_id) values ($1)`, [ghost]],
      ['user_badges_user_id_fkey', `insert into public.user_badges (user_id, badge_id) select $1, id from public.badges limit 1`, [ghost]],
      ['crash_reports_user_id_fkey', `insert into public.crash_reports (user_id, stack, device, app_version) values ($1, 'x', 'y', 'z')`, [ghost]],
      [
        'assets_user_id_fkey',
        `insert into public.assets (user_id, category, file_name, mime_type, file_size, s3_key, public_url) values ($1, 'avatar', 'a.jpg', 'image/jpeg', 1, $2, 'https://cdn.example.jp/a.jpg')`,
        [ghost, `ghost/${randomUUID()}`],
      ],
      ['parking_lots_created_by_fkey', `insert into public.parking_lots (name, created_by) values ('Ghost lot', $1)`, [ghost]],
    ];
    for (const [constraint, sql, params] of cases) {
      expect(await violation(sql, params), constraint).toEqual({ code: '23503', constraint });
    }
    // The same rows for the real user are fine (the ghost, not the statement, was refused).
    expect(await violation(`insert into public.user_exp (user_id) values ($1) on conflict do nothing`, [userId])).toBe('inserted');
  });

  it("deleting a user takes their personal rows and keeps, anonymised, what others rely on", async () => {
    const userId = await h.createUser();
    const token = await h.tokenFor(userId);
    expect((await h.request('/v1/me', { token })).status).toBe(200);
    expect((await h.request(`/v1/parking-lots/${lotId}/reviews`, { token, body: { rating: 5 } })).status).toBe(201);
    expect((await h.request('/v1/crash-reports', { token, body: report })).status).toBe(201);
    const { rows } = await h.db.query<{ id: string }>(
      `insert into public.assets (user_id, category, file_name, mime_type, file_size, s3_key, public_url)
       values ($1, 'avatar', 'a.jpg', 'image/jpeg', 1, $2, 'https://cdn.example.jp/a.jpg') returning id`,
      [userId, `avatars/${randomUUID()}`],
    );
    const deleted = await h.request(`/auth/v1/admin/users/${userId}`, { method: 'DELETE', token: await serviceKey() });
    expect(deleted.status, deleted.text).toBe(200);
    const left = await h.db.query<Record<string, number>>(
      `select (select count(*) from public.profiles where user_id = $1)::int as profiles,
              (select count(*) from public.parking_lot_reviews where user_id = $1)::int as reviews,
              (select count(*) from public.crash_reports where user_id = $1)::int as crash_reports,
              (select count(*) from public.assets where id = $2 and user_id is null)::int as anonymous_assets`,
      [userId, rows[0]!.id],
    );
    expect(left.rows[0]).toEqual({ profiles: 0, reviews: 0, crash_reports: 0, anonymous_assets: 1 });
  });

  it('refuses to delete a user whose parking sessions are sales records, or who is an owner or admin', async () => {
    const token = await h.tokenFor();
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const started = await h.request('/v1/parking-sessions', { token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    expect(started.status).toBe(201);
    const refused = await h.request(`/auth/v1/admin/users/${userId}`, { method: 'DELETE', token: await serviceKey() });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, error_code: 'conflict' });
    const admin = await h.createAdmin('support_agent');
    expect((await h.request(`/auth/v1/admin/users/${admin.userId}`, { method: 'DELETE', token: await serviceKey() })).status).toBe(409);
    // Nothing was taken on the way: the user and their stay are still there.
    expect((await h.request('/v1/me/parking-sessions', { token })).body.sessions).toHaveLength(1);
  });
});

describe('the session check costs no round trip', () => {
  let h: Harness;
  let lotId: string;
  let calls = 0;
  const counting = (db: Database): Database => ({
    ...db,
    query: (...args) => (calls++, db.query(...args)),
    exec: (sql) => (calls++, db.exec(sql)),
    transaction: (work, setup) => (calls++, db.transaction(work, setup)),
    queryOnce: (setup, sql, params) => (calls++, db.queryOnce(setup, sql, params)),
  });
  beforeAll(async () => {
    // The system settings (maintenance mode) are read once per process and kept a few seconds: a
    // stopped clock keeps them, so that only the request's own calls are counted. It stands a minute
    // ahead, so that tokens signed meanwhile are not from its future.
    h = await createHarness({ wrapDb: counting, clock: fixedClock(Date.now() + 60_000) });
    lotId = await createLot(h.db);
    await h.request('/v1/codes');
  });
  afterAll(() => h.close());

  it('checks a new session in the same message as the work: one database call per request', async () => {
    const token = await h.tokenFor();
    calls = 0;
    const started = await h.request('/v1/parking-sessions', { token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    expect(started.status).toBe(201);
    expect(calls).toBe(1);
    calls = 0;
    expect((await h.request(`/v1/parking-sessions/${started.body.session.id}/finalize`, { token, body: { client_request_id: randomUUID() } })).status).toBe(200);
    expect(calls).toBe(1);
  });
});

describe('external provider: no local sessions', () => {
  let h: Harness;
  let lotId: string;
  const external = { AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: 'http://127.0.0.1:9', SERVICE_ROLE_KEY: 'unused-in-this-test' };
  beforeAll(async () => {
    h = await createHarness({ config: external });
    lotId = await createLot(h.db);
  });
  afterAll(() => h.close());

  it("takes the provider's tokens without a local session, and mirrors their user so that rows can reference it", async () => {
    const userId = randomUUID();
    const token = await signToken({ sub: userId, role: 'authenticated', session_id: randomUUID(), email: 'ext@example.jp' });
    const started = await h.request('/v1/parking-sessions', { token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    expect(started.status, started.text).toBe(201);
    const { rows } = await h.db.query<{ email: string | null; provider: string }>(`select email, raw_app_meta_data ->> 'provider' as provider from auth.users where id = $1`, [userId]);
    expect(rows).toEqual([{ email: null, provider: 'external' }]);
    expect((await h.request('/v1/crash-reports', { token: await signToken({ sub: randomUUID(), role: 'authenticated' }), body: report })).status).toBe(201);
  });

  it('refuses a user this service has withdrawn', async () => {
    const userId = randomUUID();
    const token = await signToken({ sub: userId, role: 'authenticated' });
    expect((await h.request('/v1/me', { token })).status).toBe(200);
    await h.db.query(`update public.profiles set status = 'withdrawn' where user_id = $1`, [userId]);
    const fresh = await createHarness({ config: external, database: h.database });
    // Another process, which has not seen this user alive yet.
    expectRefused(await fresh.request('/v1/crash-reports', { token, body: report }), 'This account has been withdrawn.', 'account_withdrawn');
  });
});
