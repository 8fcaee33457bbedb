import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSupabaseAdmin } from '../support/fake-supabase-admin.js';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * A ban with an external identity provider: the mirrored user is banned in the admin's transaction
 * (which refuses their tokens here) and the provider is told before the commit (which refuses their
 * refresh and sign-in there). A provider that refuses leaves nothing changed and nothing recorded.
 */
const SERVICE_ROLE_KEY = `sb-service-role-${randomUUID()}`;
const fake = new FakeSupabaseAdmin(SERVICE_ROLE_KEY);
let h: Harness;
let ops: Awaited<ReturnType<Harness['createAdmin']>>;

beforeAll(async () => {
  await fake.start();
  h = await createHarness({ config: { AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: fake.url, SERVICE_ROLE_KEY } });
  ops = await h.createAdmin('ops_manager');
});
afterAll(async () => {
  await fake.stop();
  await h?.close();
});

describe('banning a user of an external identity provider', () => {
  it('a provider that is down leaves the user unbanned and no audit row; then the ban reaches both sides', async () => {
    const user = fake.addUser(`ext-${randomUUID().slice(0, 8)}@example.jp`);
    const token = await h.tokenFor(user.id);
    expect((await h.request('/v1/me', { token })).status).toBe(200);

    fake.mode = 'down';
    const failed = await h.request(`/v1/admin/users/${user.id}/ban`, { method: 'POST', token: ops.token, body: { reason: 'Chargebacks' } });
    fake.mode = 'normal';
    expect(failed.status).toBe(503);
    expect(failed.body.error.code).toBe('service_unavailable');
    const { rows } = await h.db.query('select 1 from public.admin_audit_log where target_id = $1', [user.id]);
    expect(rows).toEqual([]);
    expect((await h.request(`/v1/admin/users/${user.id}`, { token: ops.token })).body.user.status).toBe('active');
    expect((await h.request('/v1/me', { token })).status).toBe(200);

    const banned = await h.request(`/v1/admin/users/${user.id}/ban`, { method: 'POST', token: ops.token, body: { reason: 'Chargebacks' } });
    expect(banned.status, banned.text).toBe(200);
    expect(fake.users.get(user.id)!.ban_duration).toBe('876000h');
    const refused = await h.request('/v1/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.details).toEqual({ reason: 'user_banned' });

    const unbanned = await h.request(`/v1/admin/users/${user.id}/unban`, { method: 'POST', token: ops.token });
    expect(unbanned.status, unbanned.text).toBe(200);
    expect(fake.users.get(user.id)!.ban_duration).toBe('none');
    expect((await h.request('/v1/me', { token })).status).toBe(200);
    const audit = await h.db.query<{ action: string }>('select action from public.admin_audit_log where target_id = $1 order by created_at, id', [user.id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['user.ban', 'user.unban']);
  });
});
