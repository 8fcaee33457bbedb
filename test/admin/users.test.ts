import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAudit, createHarness, type Harness } from '../support/harness.js';

const PASSWORD = 'correct horse battery';

describe('users for admins', () => {
  let h: Harness;
  let ops: { adminId: string; userId: string; token: string };
  let agent: { token: string };
  const tag = randomUUID().slice(0, 8);
  /** Matches this suite's sign-ups only (admins' addresses hold role codes, which may hold the tag). */
  const mine = encodeURIComponent(`-${tag}@`);

  interface SignedIn {
    userId: string;
    email: string;
    access: string;
    refresh: string;
  }
  const signUp = async (local: string, name?: string): Promise<SignedIn> => {
    const email = `${local}-${tag}@example.jp`;
    const res = await h.request('/auth/v1/signup', { body: { email, password: PASSWORD } });
    expect(res.status, res.text).toBe(200);
    const user = { userId: res.body.user.id, email, access: res.body.access_token, refresh: res.body.refresh_token };
    if (name) expect((await h.request('/v1/me', { method: 'PATCH', token: user.access, body: { display_name: name } })).status).toBe(200);
    return user;
  };
  const signIn = (email: string) => h.request('/auth/v1/token?grant_type=password', { body: { email, password: PASSWORD } });
  const refresh = (token: string) => h.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: token } });
  const auditOf = async (targetId: string) =>
    (await h.db.query<{ action: string; before: any; after: any; admin_id: string }>(
      'select action, before, after, admin_id from public.admin_audit_log where target_id = $1 order by created_at, id',
      [targetId],
    )).rows;

  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;

  beforeAll(async () => {
    h = await createHarness();
    ops = await h.createAdmin('ops_manager');
    agent = await h.createAdmin('support_agent');
    alice = await signUp('alice', 'Alice Sato');
    bob = await signUp('bob', 'Bob Tanaka');
    carol = await signUp('carol', 'Carol Ito');
  });
  afterAll(() => h.close());

  it('searches by e-mail, name and id, pages newest first and sorts by e-mail', async () => {
    const byEmail = await h.request(`/v1/admin/users?q=alice-${tag}`, { token: ops.token });
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.body.users).toEqual([
      expect.objectContaining({ id: alice.userId, email: alice.email, display_name: 'Alice Sato', status: 'active', is_premium: false, is_admin: false }),
    ]);
    const byName = await h.request('/v1/admin/users?q=tanaka', { token: ops.token });
    expect(byName.body.users.map((u: any) => u.id)).toEqual([bob.userId]);
    const byId = await h.request(`/v1/admin/users?q=${carol.userId}`, { token: ops.token });
    expect(byId.body.users.map((u: any) => u.id)).toEqual([carol.userId]);

    // Only this suite's three sign-ups match the tag: two pages of two, newest first.
    const page1 = await h.request(`/v1/admin/users?q=${mine}&limit=2`, { token: ops.token });
    expect(page1.body.users.map((u: any) => u.id)).toEqual([carol.userId, bob.userId]);
    const page2 = await h.request(`/v1/admin/users?q=${mine}&limit=2&cursor=${page1.body.next_cursor}`, { token: ops.token });
    expect(page2.body.users.map((u: any) => u.id)).toEqual([alice.userId]);
    expect(page2.body.next_cursor).toBeNull();

    const oldest = await h.request(`/v1/admin/users?q=${mine}&sort=oldest`, { token: ops.token });
    expect(oldest.body.users.map((u: any) => u.id)).toEqual([alice.userId, bob.userId, carol.userId]);
    const e1 = await h.request(`/v1/admin/users?q=${mine}&sort=email&limit=1`, { token: ops.token });
    const e2 = await h.request(`/v1/admin/users?q=${mine}&sort=email&limit=2&cursor=${e1.body.next_cursor}`, { token: ops.token });
    expect([...e1.body.users, ...e2.body.users].map((u: any) => u.email)).toEqual([alice.email, bob.email, carol.email]);

    // A cursor of another order is refused, as are unknown filter values.
    const mixed = await h.request(`/v1/admin/users?q=${mine}&sort=newest&cursor=${e1.body.next_cursor}`, { token: ops.token });
    expect(mixed.status).toBe(422);
    expect(mixed.body.error).toMatchObject({ code: 'validation_error', param: 'cursor' });
    const badStatus = await h.request('/v1/admin/users?status=sleeping', { token: ops.token });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.error).toMatchObject({ code: 'validation_error', param: 'status' });
    const badLimit = await h.request('/v1/admin/users?limit=0', { token: ops.token });
    expect(badLimit.body.error).toMatchObject({ code: 'validation_error', param: 'limit' });
  });

  it('the detail shows sign-in sessions, parking sessions, vehicles, subscription and tickets (tickets only with support.view)', async () => {
    const vehicle = await h.request('/v1/me/vehicles', { token: alice.access, body: { nickname: 'Family car', vehicle_type: 'regular', plate_number: '品川 300 あ 12-34' } });
    expect(vehicle.status, vehicle.text).toBe(201);
    const ticket = await h.request('/v1/support/tickets', { token: alice.access, body: { category: 'app', subject: 'Map is blank', body: 'Nothing shows.' } });
    expect(ticket.status, ticket.text).toBe(201);

    const detail = await h.request(`/v1/admin/users/${alice.userId}`, { token: ops.token });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.user).toMatchObject({ id: alice.userId, status: 'active' });
    expect(detail.body.sign_in_sessions).toHaveLength(1);
    expect(detail.body.vehicles).toEqual([expect.objectContaining({ nickname: 'Family car', plate_number: '品川 300 あ 12-34' })]);
    expect(detail.body.parking_sessions).toEqual([]);
    expect(detail.body.subscription).toBeNull();
    expect(detail.body.support_tickets).toEqual([expect.objectContaining({ subject: 'Map is blank', status: 'open' })]);

    const viewOnly = await h.request('/v1/admin/roles', {
      token: (await h.createAdmin('super_admin')).token,
      body: { role_code: `uv_${tag}`, name: 'Users viewer', permission_keys: ['users.view'] },
    });
    expect(viewOnly.status, viewOnly.text).toBe(201);
    const viewer = await h.createAdmin(`uv_${tag}`);
    const limited = await h.request(`/v1/admin/users/${alice.userId}`, { token: viewer.token });
    expect(limited.status, limited.text).toBe(200);
    expect(limited.body.support_tickets).toBeNull();
    expect(limited.body.vehicles).toHaveLength(1);

    const missing = await h.request(`/v1/admin/users/${randomUUID()}`, { token: ops.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', param: 'id' });
    // A user who is no admin reads no one.
    expect((await h.request(`/v1/admin/users/${alice.userId}`, { token: bob.access })).status).toBe(403);
  });

  it('a ban refuses the user’s access and refresh tokens at once and their sign-in; unban restores sign-in', async () => {
    expect((await h.request('/v1/me', { token: bob.access })).status).toBe(200);

    const noReason = await h.request(`/v1/admin/users/${bob.userId}/ban`, { method: 'POST', token: ops.token, body: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error).toMatchObject({ code: 'validation_error', param: 'reason' });
    const spaces = await h.request(`/v1/admin/users/${bob.userId}/ban`, { method: 'POST', token: ops.token, body: { reason: '   ' } });
    expect(spaces.body.error).toMatchObject({ code: 'validation_error', param: 'reason' });
    expect(await auditOf(bob.userId)).toEqual([]);

    const agentBan = await h.request(`/v1/admin/users/${bob.userId}/ban`, { method: 'POST', token: agent.token, body: { reason: 'Spam' } });
    expect(agentBan.status).toBe(403);

    const banned = await h.request(`/v1/admin/users/${bob.userId}/ban`, { method: 'POST', token: ops.token, body: { reason: 'Fraudulent reviews' } });
    expect(banned.status, banned.text).toBe(200);
    expect(banned.body.user).toMatchObject({ status: 'banned', ban_reason: 'Fraudulent reviews', banned_by: ops.adminId, banned_at: expect.any(String) });

    const me = await h.request('/v1/me', { token: bob.access });
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('unauthorized');
    // The ban deleted the session and with it every refresh token.
    const refused = await refresh(bob.refresh);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: 'refresh_token_not_found' });
    const signInBanned = await signIn(bob.email);
    expect(signInBanned.status).toBe(400);
    expect(signInBanned.body).toMatchObject({ error_code: 'user_banned' });
    const detail = await h.request(`/v1/admin/users/${bob.userId}`, { token: ops.token });
    expect(detail.body.sign_in_sessions).toEqual([]);

    const list = await h.request(`/v1/admin/users?status=banned&q=${mine}`, { token: ops.token });
    expect(list.body.users.map((u: any) => u.id)).toEqual([bob.userId]);

    // The same ban again changes and records nothing.
    await h.request(`/v1/admin/users/${bob.userId}/ban`, { method: 'POST', token: ops.token, body: { reason: 'Fraudulent reviews' } });
    const unbanned = await h.request(`/v1/admin/users/${bob.userId}/unban`, { method: 'POST', token: ops.token });
    expect(unbanned.status, unbanned.text).toBe(200);
    expect(unbanned.body.user).toMatchObject({ status: 'active', ban_reason: null, banned_at: null, banned_by: null });
    // The ended session stays ended; a new sign-in works.
    expect((await refresh(bob.refresh)).body).toMatchObject({ error_code: 'refresh_token_not_found' });
    const again = await signIn(bob.email);
    expect(again.status, again.text).toBe(200);
    expect((await h.request('/v1/me', { token: again.body.access_token })).status).toBe(200);

    const audit = await auditOf(bob.userId);
    expect(audit.map((a) => a.action)).toEqual(['user.ban', 'user.unban']);
    expect(audit[0]).toMatchObject({ admin_id: ops.adminId, before: { status: 'active', ban_reason: null }, after: { status: 'banned', ban_reason: 'Fraudulent reviews' } });
  });

  it('refuses to ban an admin account or an unknown user, and records nothing', async () => {
    const other = await h.createAdmin('support_agent');
    const admin = await h.request(`/v1/admin/users/${other.userId}/ban`, {
      method: 'POST',
      token: ops.token,
      body: { reason: 'Nope' },
    });
    expect(admin.status).toBe(409);
    expect(admin.body.error).toMatchObject({ code: 'conflict', details: { reason: 'admin_account' } });
    const unknown = randomUUID();
    const missing = await h.request(`/v1/admin/users/${unknown}/ban`, { method: 'POST', token: ops.token, body: { reason: 'Nope' } });
    expect(missing.status).toBe(404);
    expect(await auditOf(unknown)).toEqual([]);
    expect(await auditOf(other.userId)).toEqual([]);
    // Their sign-in still works.
    expect((await h.request('/v1/admin/admins/me', { token: other.token })).status).toBe(200);
  });

  it('premium granted by hand shows in /v1/me and the subscription; revoking ends it', async () => {
    const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const past = await h.request(`/v1/admin/users/${carol.userId}/grant-premium`, {
      method: 'POST',
      token: ops.token,
      body: { reason: 'Compensation', ends_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(422);
    expect(past.body.error).toMatchObject({ code: 'validation_error', param: 'ends_at' });
    const freePlan = await h.request(`/v1/admin/users/${carol.userId}/grant-premium`, {
      method: 'POST',
      token: ops.token,
      body: { reason: 'Compensation', ends_at: endsAt, plan_code: 'free' },
    });
    expect(freePlan.status).toBe(422);
    expect(freePlan.body.error).toMatchObject({ code: 'validation_error', param: 'plan_code' });
    const noReason = await h.request(`/v1/admin/users/${carol.userId}/grant-premium`, { method: 'POST', token: ops.token, body: { ends_at: endsAt } });
    expect(noReason.body.error).toMatchObject({ code: 'validation_error', param: 'reason' });
    expect(await auditOf(carol.userId)).toEqual([]);

    const granted = await h.request(`/v1/admin/users/${carol.userId}/grant-premium`, {
      method: 'POST',
      token: ops.token,
      body: { reason: 'Compensation for outage', ends_at: endsAt },
    });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body.user.is_premium).toBe(true);
    expect(granted.body.subscription).toMatchObject({ platform: 'admin', status: 'active', auto_renew: false, plan: { plan_code: 'plus_monthly', tier: 'plus' } });
    expect(Date.parse(granted.body.subscription.current_period_end)).toBe(Date.parse(endsAt));

    const me = await h.request('/v1/me', { token: carol.access });
    expect(me.body.profile.is_premium).toBe(true);
    const sub = await h.request('/v1/me/subscription', { token: carol.access });
    expect(sub.body).toMatchObject({ is_premium: true, subscription: { platform: 'admin', status: 'active' } });
    const premiumList = await h.request(`/v1/admin/users?premium=true&q=${mine}`, { token: ops.token });
    expect(premiumList.body.users.map((u: any) => u.id)).toEqual([carol.userId]);
    const freeList = await h.request(`/v1/admin/users?premium=false&q=${mine}&sort=oldest`, { token: ops.token });
    expect(freeList.body.users.map((u: any) => u.id)).toEqual([alice.userId, bob.userId]);

    // Granting again extends the running grant rather than adding one.
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const extended = await h.request(`/v1/admin/users/${carol.userId}/grant-premium`, {
      method: 'POST',
      token: ops.token,
      body: { reason: 'Extended', ends_at: later, plan_code: 'plus_yearly' },
    });
    expect(extended.body.subscription).toMatchObject({ id: granted.body.subscription.id, plan: { plan_code: 'plus_yearly' } });
    await ageAudit(h.db, carol.userId);

    const revoked = await h.request(`/v1/admin/users/${carol.userId}/revoke-premium`, { method: 'POST', token: ops.token, body: { reason: 'Granted by mistake' } });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.user.is_premium).toBe(false);
    expect(revoked.body.subscription).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect((await h.request('/v1/me/subscription', { token: carol.access })).body.is_premium).toBe(false);
    // Nothing left to revoke: no change, no row.
    expect((await h.request(`/v1/admin/users/${carol.userId}/revoke-premium`, { method: 'POST', token: ops.token, body: { reason: 'Again' } })).status).toBe(200);

    const audit = await auditOf(carol.userId);
    expect(audit.map((a) => a.action)).toEqual(['user.grant_premium', 'user.grant_premium', 'user.revoke_premium']);
    expect(audit[0]!.before).toMatchObject({ is_premium: false });
    expect(audit[0]!.after).toMatchObject({ is_premium: true, reason: 'Compensation for outage' });
    expect(audit[2]!.after).toMatchObject({ is_premium: false, reason: 'Granted by mistake' });
  });

  it('finds withdrawn users by status and refuses to ban them or grant them Plus', async () => {
    const dave = await signUp('dave', 'Dave Mori');
    expect((await h.request('/v1/me/withdraw', { method: 'POST', token: dave.access })).status).toBe(204);
    const withdrawn = await h.request(`/v1/admin/users?status=withdrawn&q=${dave.userId}`, { token: ops.token });
    expect(withdrawn.body.users).toEqual([expect.objectContaining({ id: dave.userId, status: 'withdrawn', display_name: null })]);
    expect((await h.request(`/v1/admin/users?status=active&q=${dave.userId}`, { token: ops.token })).body.users).toEqual([]);
    const ban = await h.request(`/v1/admin/users/${dave.userId}/ban`, { method: 'POST', token: ops.token, body: { reason: 'Late' } });
    expect(ban.status).toBe(409);
    expect(ban.body.error).toMatchObject({ code: 'conflict', details: { reason: 'withdrawn' } });
    const grant = await h.request(`/v1/admin/users/${dave.userId}/grant-premium`, {
      method: 'POST',
      token: ops.token,
      body: { reason: 'Late', ends_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(grant.status).toBe(409);
    expect(await auditOf(dave.userId)).toEqual([]);
  });

  it('a store purchase is not revoked by hand', async () => {
    const { rows } = await h.db.query<{ id: string }>(`select id from public.subscription_plans where plan_code = 'plus_monthly'`);
    await h.db.query(
      `insert into public.user_subscriptions (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end)
       values ($1, $2, 'ios', 'jp.parking.plus.monthly', $3, now() + interval '10 days')`,
      [alice.userId, rows[0]!.id, `tx-${tag}`],
    );
    const res = await h.request(`/v1/admin/users/${alice.userId}/revoke-premium`, { method: 'POST', token: ops.token, body: { reason: 'No' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'conflict', details: { reason: 'store_subscription' } });
    expect((await auditOf(alice.userId)).map((a) => a.action)).toEqual([]);
  });
});
