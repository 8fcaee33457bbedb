import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ContractValidator } from '../support/contract.js';
import { signToken, testConfig } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { createLot } from '../support/lots.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Issue 12, "Done when": a new user, as the app would act with supabase-js for signing in and
 * plain HTTP (what curl sends) for /v1, over a real socket. Every /v1 answer is checked against the
 * generated contract. The purchase itself is the store verification's (issue 12 item 9): here the
 * active subscription it would write is inserted directly.
 */
let database: TestDatabase;
let server: TestHttpServer;
let contract: ContractValidator;
let anonKey: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestHttpServer({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }), db: database.appDb });
  contract = new ContractValidator(server.app.openApiDocument());
  anonKey = await signToken({ role: 'anon', iss: 'supabase' }, { expiresIn: '10y' });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

function supabaseClient(): SupabaseClient {
  return createClient(server.url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** curl -X METHOD -H 'Authorization: Bearer …' -d '…' {base}/v1/…, checked against the contract. */
async function curl(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  await contract.check(method, new URL(path, server.url).pathname, res);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('a new driver with a tall van, from sign-up to withdrawal', () => {
  it('signs up, registers a 2.3 m van, finds only lots it fits, saves one, reads a notification, gets Plus, themes, withdraws', async () => {
    // Lots around Shibuya station: one a 2.3 m van fits, two it does not, one without limits.
    const at = (dLat: number) => ({ lat: 35.658 + dLat, lng: 139.7016 });
    const flat = await createLot(database.db, { name: 'Flat lot (2.5 m)', point: at(0.0005) });
    const mechanical = await createLot(database.db, { name: 'Mechanical tower (1.55 m)', point: at(0.0008) });
    const highRoof = await createLot(database.db, { name: 'High-roof tower (2.1 m)', point: at(0.001) });
    const open = await createLot(database.db, { name: 'Open-air (no limits)', point: at(0.0012) });
    await database.db.query(`update public.parking_lots set max_height_m = 2.5, max_width_m = 1.9 where id = $1`, [flat]);
    await database.db.query(`update public.parking_lots set structure = 'mechanical', max_height_m = 1.55, max_weight_t = 2.0 where id = $1`, [mechanical]);
    await database.db.query(`update public.parking_lots set structure = 'mechanical', max_height_m = 2.1 where id = $1`, [highRoof]);

    // Sign up with supabase-js.
    const supabase = supabaseClient();
    const email = `van-driver-${randomUUID().slice(0, 8)}@example.jp`;
    const password = 'correct horse battery';
    const signUp = await supabase.auth.signUp({ email, password });
    expect(signUp.error).toBeNull();
    const token = signUp.data.session!.access_token;
    const me = await curl('GET', '/v1/me', token);
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ user_id: signUp.data.user!.id, status: 'active', is_premium: false });

    // Register the van and make it the default.
    const van = await curl('POST', '/v1/me/vehicles', token, { nickname: 'Hiace', vehicle_type: 'regular', height_m: 2.3, width_m: 1.88, length_m: 4.84, weight_t: 2.1 });
    expect(van.status).toBe(201);
    expect((await curl('PATCH', '/v1/me', token, { display_name: 'Van driver', default_vehicle_id: van.body.vehicle.id })).status).toBe(200);

    // Nearby with the van: only the lots it fits.
    const nearby = await curl('GET', `/v1/parking-lots/nearby?lat=35.658&lng=139.7016&radius_m=500&vehicle_id=${van.body.vehicle.id}`, token);
    expect(nearby.status).toBe(200);
    expect(nearby.body.parking_lots.map((l: { id: string }) => l.id)).toEqual([flat, open]);
    const everything = await curl('GET', '/v1/parking-lots/nearby?lat=35.658&lng=139.7016&radius_m=500', token);
    expect(everything.body.parking_lots.map((l: { id: string }) => l.id)).toEqual([flat, mechanical, highRoof, open]);

    // Save one, twice: one row.
    expect((await curl('POST', '/v1/me/saved-parking-lots', token, { parking_lot_id: flat })).status).toBe(201);
    expect((await curl('POST', '/v1/me/saved-parking-lots', token, { parking_lot_id: flat })).status).toBe(200);
    expect((await curl('GET', '/v1/me/saved-parking-lots', token)).body.saved_parking_lots.map((l: { id: string }) => l.id)).toEqual([flat]);

    // A notification arrives (the service writes it), and is marked read.
    await database.db.query(
      `insert into public.user_notifications (user_id, type, title, body, data) values ($1, 'announcement', 'Welcome', 'Your van is registered.', $2)`,
      [me.body.profile.user_id, { lot_id: flat }],
    );
    const inbox = await curl('GET', '/v1/me/notifications', token);
    expect(inbox.body).toMatchObject({ unread_count: 1, notifications: [{ title: 'Welcome', read_at: null, data: { lot_id: flat } }] });
    expect((await curl('POST', '/v1/me/notifications/mark-read', token, { ids: [inbox.body.notifications[0].id] })).body).toEqual({ updated: 1 });
    expect((await curl('GET', '/v1/me/notifications?unread_only=true', token)).body).toMatchObject({ unread_count: 0, notifications: [] });

    // A premium theme needs Plus.
    const themes = await curl('GET', '/v1/me/themes', token);
    const sakura = themes.body.themes.find((t: { code: string }) => t.code === 'sakura');
    const refused = await curl('POST', `/v1/me/themes/${sakura.id}/apply`, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', details: { reason: 'premium_required' } });

    // Plus, as the store verification writes it (issue 12 item 9 builds the purchase).
    await database.db.query(
      `insert into public.user_subscriptions (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end)
       select $1, id, 'ios', ios_product_id, $2, now() + interval '1 month' from public.subscription_plans where plan_code = 'plus_monthly'`,
      [me.body.profile.user_id, `2000000${Date.now()}`],
    );
    expect((await curl('GET', '/v1/me/subscription', token)).body).toMatchObject({ is_premium: true, subscription: { status: 'active', platform: 'ios' } });
    expect((await curl('POST', `/v1/me/themes/${sakura.id}/apply`, token)).status).toBe(200);
    expect((await curl('GET', '/v1/me', token)).body.profile).toMatchObject({ theme_id: sakura.id, is_premium: true });

    // Withdraw, and can no longer sign in.
    const session = (await supabase.auth.getSession()).data.session!;
    expect((await curl('POST', '/v1/me/withdraw', token)).status).toBe(204);
    expect((await curl('GET', '/v1/me', token)).status).toBe(401);
    const signIn = await supabaseClient().auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(signIn.data.session).toBeNull();
    expect((await supabaseClient().auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe('refresh_token_not_found');
  });
});
