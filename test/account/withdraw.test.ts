import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FakeSupabaseAdmin } from '../support/fake-supabase-admin.js';
import { createHarness, signToken, type Harness } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { createLot } from '../support/lots.js';
import { expectError, insertSubscription, newUser } from './support.js';

const PASSWORD = 'correct horse battery';

let h: Harness;
let server: TestHttpServer;
let anonKey: string;
let lotId: string;

beforeAll(async () => {
  h = await createHarness({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  server = await startTestHttpServer({ config: h.config, db: h.database.appDb });
  anonKey = await signToken({ role: 'anon', iss: 'supabase' }, { expiresIn: '10y' });
  lotId = await createLot(h.db, { point: { lat: 35.6905, lng: 139.7046 } });
});
afterAll(async () => {
  await server?.stop();
  await h?.close();
});

function client(): SupabaseClient {
  return createClient(server.url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A user signed up through supabase-js, with a vehicle, a saved lot, a push token, a notification, Plus and an ended stay. */
async function driverWithHistory() {
  const email = `withdraw-${randomUUID().slice(0, 8)}@example.jp`;
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD, options: { data: { nickname: 'taro' } } });
  expect(error).toBeNull();
  const session = data.session!;
  const user = { userId: session.user.id, token: session.access_token };
  const req = (path: string, body?: unknown, method?: string) => h.request(path, { token: user.token, ...(body !== undefined ? { body } : {}), ...(method ? { method } : {}) });
  expect((await req('/v1/me', { display_name: 'Taro' }, 'PATCH')).status).toBe(200);
  const vehicle = (await req('/v1/me/vehicles', { nickname: 'Van', vehicle_type: 'regular', plate_number: '品川 300 あ 12-34', height_m: 2.3 })).body.vehicle.id;
  await req('/v1/me', { default_vehicle_id: vehicle }, 'PATCH');
  await req('/v1/me/saved-parking-lots', { parking_lot_id: lotId });
  await req('/v1/me/push-tokens', { token: `apns-${randomUUID()}`, platform: 'ios' }, 'PUT');
  await h.db.query(`insert into public.user_notifications (user_id, type, title) values ($1, 'announcement', 'Hi')`, [user.userId]);
  const subscription = await insertSubscription(h, user.userId);
  const started = await req('/v1/parking-sessions', { lot_id: lotId, vehicle_type: 'regular', start_lat: 35.69, start_lng: 139.70, client_request_id: randomUUID() });
  expect(started.status, started.text).toBe(201);
  const sessionId = started.body.session.id;
  await h.db.query(`update public.parking_sessions set started_at = now() - interval '70 minutes' where id = $1`, [sessionId]);
  const ended = await req(`/v1/parking-sessions/${sessionId}/finalize`, { client_request_id: randomUUID() });
  expect(ended.status, ended.text).toBe(200);
  await req(`/v1/me/parking-sessions/${sessionId}`, { memo: 'Parked near the blue door', rating: 4 }, 'PATCH');
  return { email, supabase, session, user, vehicle, subscription, sessionId, totalAmount: ended.body.total_amount as number };
}

/** What an admin's sales figures are made of: the lot's ended sessions. */
async function salesOfLot(): Promise<{ sessions: number; total: number }> {
  const { rows } = await h.db.query<{ sessions: number; total: number }>(
    `select count(*)::int as sessions, coalesce(sum(total_amount), 0)::int as total from public.parking_sessions where parking_lot_id = $1 and status = 'ended'`,
    [lotId],
  );
  return rows[0]!;
}

/** GET /v1/admin/sales by lot around today, as an admin with sales.view reads it. */
async function adminSalesReport(): Promise<any> {
  const admin = await h.createAdmin('ops_manager');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await h.request(`/v1/admin/sales?group_by=lot&from=${day(-2)}&to=${day(2)}`, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe('POST /v1/me/withdraw', () => {
  it('anonymises the profile, removes personal rows, keeps the history, and shuts every door', async () => {
    const d = await driverWithHistory();
    const salesBefore = await salesOfLot();
    expect(salesBefore.sessions).toBeGreaterThanOrEqual(1);
    const reportBefore = await adminSalesReport();
    expect(reportBefore.sales.find((r: { key: string }) => r.key === lotId)).toMatchObject({ sessions_count: salesBefore.sessions, revenue: salesBefore.total });

    const res = await h.request('/v1/me/withdraw', { method: 'POST', token: d.user.token });
    expect(res.status, res.text).toBe(204);

    // The old access token: 401 on /v1, saying why; the same for a retry of the withdrawal.
    const me = await h.request('/v1/me', { token: d.user.token });
    expectError(me, 401, 'unauthorized');
    expect(me.body.error.details).toEqual({ reason: 'account_withdrawn' });
    expectError(await h.request('/v1/me/withdraw', { method: 'POST', token: d.user.token }), 401, 'unauthorized');
    // ...and on /auth/v1, where supabase-js calls it a missing session.
    expect((await client().auth.getUser(d.user.token)).error?.name).toBe('AuthSessionMissingError');
    // The refresh token is revoked.
    expect((await client().auth.refreshSession({ refresh_token: d.session.refresh_token })).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    // The password no longer signs in, nor does any e-mail flow find the account.
    expect((await client().auth.signInWithPassword({ email: d.email, password: PASSWORD })).error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    // Sales figures are unchanged, in the table and in the admins' sales report; the session stays,
    // without the personal note and position.
    expect(await salesOfLot()).toEqual(salesBefore);
    expect(await adminSalesReport()).toEqual(reportBefore);
    const { rows: sessions } = await h.db.query('select user_id, status, total_amount, memo, rating, start_lat, start_lng from public.parking_sessions where id = $1', [d.sessionId]);
    expect(sessions[0]).toEqual({ user_id: d.user.userId, status: 'ended', total_amount: d.totalAmount, memo: null, rating: 4, start_lat: null, start_lng: null });

    const row = async (sql: string) => (await h.db.query(sql, [d.user.userId])).rows;
    expect(await row('select status, display_name, avatar_asset_id, default_vehicle_id, theme_id, withdrawn_at is not null as withdrawn from public.profiles where user_id = $1')).toEqual([
      { status: 'withdrawn', display_name: null, avatar_asset_id: null, default_vehicle_id: null, theme_id: null, withdrawn: true },
    ]);
    expect(await row('select 1 from public.user_vehicles where user_id = $1')).toEqual([]);
    expect(await row('select 1 from public.user_saved_parking_lots where user_id = $1')).toEqual([]);
    expect(await row('select 1 from public.user_push_tokens where user_id = $1')).toEqual([]);
    expect(await row('select 1 from public.user_notifications where user_id = $1')).toEqual([]);
    expect(await row('select 1 from auth.sessions where user_id = $1')).toEqual([]);
    expect(await row('select cancel_requested_at is not null as asked from public.user_subscriptions where user_id = $1')).toEqual([{ asked: true }]);
    const [identity] = await row('select email, encrypted_password, raw_user_meta_data, deleted_at is not null as deleted from auth.users where id = $1');
    expect(identity).toEqual({ email: `withdrawn-${d.user.userId}@withdrawn.invalid`, encrypted_password: null, raw_user_meta_data: {}, deleted: true });
    // Experience and badges stay with the anonymous id.
    expect(await row('select session_count from public.user_exp where user_id = $1')).toEqual([{ session_count: 1 }]);
  });

  it('frees the e-mail address: signing up again makes a new, empty account', async () => {
    const d = await driverWithHistory();
    expect((await h.request('/v1/me/withdraw', { method: 'POST', token: d.user.token })).status).toBe(204);
    const again = await client().auth.signUp({ email: d.email, password: 'another password 2' });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).not.toBe(d.user.userId);
    const token = again.data.session!.access_token;
    expect((await h.request('/v1/me', { token })).body.profile).toMatchObject({ status: 'active', display_name: null, is_premium: false });
    expect((await h.request('/v1/me/vehicles', { token })).body.vehicles).toEqual([]);
    expect((await h.request('/v1/me/parking-sessions', { token })).body.sessions).toEqual([]);
    // The old password does not open the new account; the new one does.
    expect((await client().auth.signInWithPassword({ email: d.email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email: d.email, password: 'another password 2' })).error).toBeNull();
  });

  it('is refused while a parking session runs, changing nothing', async () => {
    const user = await newUser(h);
    await h.request('/v1/me', { method: 'PATCH', token: user.token, body: { display_name: 'Still here' } });
    const started = await h.request('/v1/parking-sessions', { token: user.token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    expect(started.status).toBe(201);
    const res = await h.request('/v1/me/withdraw', { method: 'POST', token: user.token });
    expectError(res, 409, 'conflict', null);
    expect(res.body.error.details).toEqual({ reason: 'session_in_progress' });
    expect((await h.request('/v1/me', { token: user.token })).body.profile).toMatchObject({ status: 'active', display_name: 'Still here' });
  });

  it('is refused for an admin account', async () => {
    const admin = await h.createAdmin('support_agent');
    const res = await h.request('/v1/me/withdraw', { method: 'POST', token: admin.token });
    expectError(res, 409, 'conflict', null);
    expect(res.body.error.details).toEqual({ reason: 'admin_account' });
  });

  it('leaves nothing half-written when a step fails part-way', async () => {
    const d = await driverWithHistory();
    // The last step (the identity row) fails: everything before it must roll back with it.
    await h.db.exec(`
      create function public.test_fail_withdrawal() returns trigger language plpgsql as $$
      begin raise exception 'disk on fire' using errcode = 'XX000'; end $$;
      create trigger test_fail_withdrawal before update on auth.users for each row when (new.deleted_at is not null)
        execute function public.test_fail_withdrawal();`);
    try {
      expectError(await h.request('/v1/me/withdraw', { method: 'POST', token: d.user.token }), 500, 'server_error');
    } finally {
      await h.db.exec('drop trigger test_fail_withdrawal on auth.users; drop function public.test_fail_withdrawal();');
    }
    const me = await h.request('/v1/me', { token: d.user.token });
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ status: 'active', display_name: 'Taro', default_vehicle_id: d.vehicle });
    expect((await h.request('/v1/me/vehicles', { token: d.user.token })).body.vehicles).toHaveLength(1);
    expect((await h.request('/v1/me/saved-parking-lots', { token: d.user.token })).body.saved_parking_lots).toHaveLength(1);
    expect((await h.db.query('select memo from public.parking_sessions where id = $1', [d.sessionId])).rows).toEqual([{ memo: 'Parked near the blue door' }]);
    // Then it works.
    expect((await h.request('/v1/me/withdraw', { method: 'POST', token: d.user.token })).status).toBe(204);
  });

  it('needs a token', async () => {
    expectError(await h.request('/v1/me/withdraw', { method: 'POST' }), 401, 'unauthorized');
  });
});

describe('POST /v1/me/withdraw with an external identity provider', () => {
  const SERVICE_ROLE_KEY = `sb-service-role-${randomUUID()}-never-leaves-the-backend`;
  const fake = new FakeSupabaseAdmin(SERVICE_ROLE_KEY);
  let ext: Harness;

  beforeAll(async () => {
    await fake.start();
    ext = await createHarness({ config: { AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: fake.url, SERVICE_ROLE_KEY } });
  });
  afterAll(async () => {
    await ext?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.mode = 'normal';
  });

  it('deletes the user at the provider in the same step; a provider failure withdraws nothing and a retry finishes', async () => {
    const person = fake.addUser(`ext-${randomUUID().slice(0, 8)}@example.jp`);
    const token = await signToken({ sub: person.id, role: 'authenticated', email: person.email });
    expect((await ext.request('/v1/me', { method: 'PATCH', token, body: { display_name: 'Ext' } })).status).toBe(200);

    fake.mode = 'down';
    expectError(await ext.request('/v1/me/withdraw', { method: 'POST', token }), 503, 'service_unavailable');
    expect((await ext.request('/v1/me', { token })).body.profile).toMatchObject({ status: 'active', display_name: 'Ext' });
    expect(fake.users.has(person.id)).toBe(true);

    fake.mode = 'normal';
    expect((await ext.request('/v1/me/withdraw', { method: 'POST', token })).status).toBe(204);
    expect(fake.seen.at(-1)).toMatchObject({ method: 'DELETE', url: `/auth/v1/admin/users/${person.id}` });
    expect(fake.users.has(person.id)).toBe(false);
    const after = await ext.request('/v1/me', { token });
    expectError(after, 401, 'unauthorized');
    expect(after.body.error.details).toEqual({ reason: 'account_withdrawn' });
  });
});
