import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { createBuiltinIdentityProvider } from '../../src/modules/identity/builtin-provider.js';
import { bootstrapDevelopmentAdmin, bootstrapFirstAdmin, DEVELOPMENT_ADMIN_EMAIL } from '../../src/modules/admin/provisioning.js';
import { createLogger } from '../../src/logger.js';
import { createHarness, testPasswords, type Harness } from '../support/harness.js';

async function storedHash(h: Harness, email: string): Promise<string> {
  const { rows } = await h.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where lower(email) = lower($1)', [email]);
  return rows[0]!.encrypted_password;
}

describe('admin accounts', () => {
  let h: Harness;
  let superAdmin: Awaited<ReturnType<Harness['createAdmin']>>;
  let opsRoleId: string;

  beforeAll(async () => {
    h = await createHarness();
    superAdmin = await h.createAdmin('super_admin');
    const roles = await h.request('/v1/admin/roles', { token: superAdmin.token });
    opsRoleId = roles.body.roles.find((r: { role_code: string }) => r.role_code === 'ops_manager').id;
  });
  afterAll(() => h.close());

  describe('GET /v1/admin/admins/me (the portal login check)', () => {
    it('answers 200 with the admin for an active admin, recording the sign-in', async () => {
      const res = await h.request('/v1/admin/admins/me', { token: superAdmin.token });
      expect(res.status).toBe(200);
      expect(res.body.admin).toMatchObject({ id: superAdmin.adminId, user_id: superAdmin.userId, email: superAdmin.email, status: 'active' });
      expect(res.body.admin.last_login_at).not.toBeNull();
      expect(Object.keys(res.body.admin).sort()).toEqual(['created_at', 'email', 'id', 'last_login_at', 'name', 'role_id', 'status', 'user_id']);
    });

    it('answers 401 without a token, 404 for a user who is no admin, 403 for a disabled admin', async () => {
      expect((await h.request('/v1/admin/admins/me')).status).toBe(401);
      const stranger = await h.request('/v1/admin/admins/me', { token: await h.tokenFor() });
      expect(stranger.status).toBe(404);
      expect(stranger.body.error.code).toBe('not_found');
      const disabled = await h.createAdmin('support_agent');
      await h.request(`/v1/admin/admins/${disabled.adminId}`, { method: 'DELETE', token: superAdmin.token });
      const res = await h.request('/v1/admin/admins/me', { token: disabled.token });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
      expect((await h.request('/v1/admin/role-permissions', { token: disabled.token })).status).toBe(403);
    });
  });

  describe('create', () => {
    it('creates a confirmed identity user with a 12-character password shown once', async () => {
      const email = `Ops-${randomUUID().slice(0, 6)}@Example.jp`;
      const res = await h.request('/v1/admin/admins', { token: superAdmin.token, body: { email, name: 'Ops Person', role_id: opsRoleId } });
      expect(res.status).toBe(201);
      expect(res.body.admin).toMatchObject({ email, name: 'Ops Person', role_id: opsRoleId, status: 'active', last_login_at: null });
      expect(res.body.initial_password).toHaveLength(12);
      expect(await testPasswords.verify(res.body.initial_password, await storedHash(h, email))).toBe(true);
      const { rows } = await h.db.query<{ confirmed: boolean; id: string }>(
        'select email_confirmed_at is not null as confirmed, id from auth.users where lower(email) = lower($1)',
        [email],
      );
      expect(rows[0]).toEqual({ confirmed: true, id: res.body.admin.user_id });
      const again = await h.request(`/v1/admin/admins/${res.body.admin.id}`, { token: superAdmin.token });
      expect(again.text).not.toContain(res.body.initial_password);
    });

    it('refuses an e-mail that already has an account, in any case, and leaves nothing behind', async () => {
      const res = await h.request('/v1/admin/admins', {
        token: superAdmin.token,
        body: { email: superAdmin.email.toUpperCase(), name: 'Dup', role_id: opsRoleId },
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'conflict', param: 'email' });
      const { rows } = await h.db.query(`select 1 from admins where name = 'Dup'`);
      expect(rows).toHaveLength(0);
    });

    it('validates the body with the offending param', async () => {
      const bad = [
        [{ email: 'not-an-email', name: 'x', role_id: opsRoleId }, 'email'],
        [{ email: 'a@b.jp', name: '', role_id: opsRoleId }, 'name'],
        [{ email: 'a@b.jp', name: 'x'.repeat(201), role_id: opsRoleId }, 'name'],
        [{ email: 'a@b.jp', name: 'x', role_id: 'nope' }, 'role_id'],
        [{ email: 'a@b.jp', name: 'x', role_id: randomUUID() }, 'role_id'],
        [{ email: 'a@b.jp', name: 'x', role_id: opsRoleId, password: 'x' }, 'password'],
      ] as const;
      for (const [body, param] of bad) {
        const res = await h.request('/v1/admin/admins', { token: superAdmin.token, body });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.error.param, JSON.stringify(body)).toBe(param);
      }
      expect(
        (await h.request('/v1/admin/admins', { token: superAdmin.token, body: { email: 'a@b.jp', name: 'x'.repeat(200), role_id: opsRoleId } })).status,
      ).toBe(201);
    });
  });

  describe('list, change, disable, reset', () => {
    it('filters by status and pages with a cursor', async () => {
      for (let i = 0; i < 3; i++) await h.createAdmin('support_agent');
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { status: number; body: any } = await h.request(`/v1/admin/admins?status=active&limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: superAdmin.token });
        expect(res.status).toBe(200);
        expect(res.body.admins.length).toBeLessThanOrEqual(2);
        for (const a of res.body.admins) expect(a.status).toBe('active');
        seen.push(...res.body.admins.map((a: { id: string }) => a.id));
        cursor = res.body.next_cursor;
      } while (cursor);
      const { rows } = await h.db.query<{ n: number }>(`select count(*)::int as n from admins where status = 'active'`);
      expect(new Set(seen).size).toBe(rows[0]!.n);
      expect((await h.request('/v1/admin/admins?cursor=garbage', { token: superAdmin.token })).body.error.param).toBe('cursor');
      expect((await h.request('/v1/admin/admins?limit=101', { token: superAdmin.token })).body.error.param).toBe('limit');
      expect((await h.request('/v1/admin/admins?status=gone', { token: superAdmin.token })).body.error.param).toBe('status');
    });

    it('changes name and role, and refuses changing one’s own role or status', async () => {
      const target = await h.createAdmin('support_agent');
      const res = await h.request(`/v1/admin/admins/${target.adminId}`, { method: 'PATCH', token: superAdmin.token, body: { name: 'Renamed', role_id: opsRoleId } });
      expect(res.status).toBe(200);
      expect(res.body.admin).toMatchObject({ name: 'Renamed', role_id: opsRoleId });
      const self = await h.request(`/v1/admin/admins/${superAdmin.adminId}`, { method: 'PATCH', token: superAdmin.token, body: { status: 'disabled' } });
      expect(self.status).toBe(409);
      expect(self.body.error.param).toBe('status');
      expect((await h.request(`/v1/admin/admins/${randomUUID()}`, { token: superAdmin.token })).status).toBe(404);
      expect((await h.request(`/v1/admin/admins/${target.adminId}`, { method: 'PATCH', token: superAdmin.token, body: {} })).status).toBe(422);
    });

    it('keeps at least one active Super Admin', async () => {
      const other = await h.createAdmin('super_admin');
      // The other super admin disables everyone else holding the role but themself.
      const { rows } = await h.db.query<{ id: string }>(
        `select a.id from admins a join roles r on r.id = a.role_id where r.role_code = 'super_admin' and a.status = 'active' and a.id <> $1`,
        [other.adminId],
      );
      expect(rows.length, 'other active Super Admins to disable first').toBeGreaterThan(0);
      for (const { id } of rows) {
        expect((await h.request(`/v1/admin/admins/${id}`, { method: 'DELETE', token: other.token })).status).toBe(204);
      }
      // Now `other` is the only one; a second super admin re-enabled can't remove them... and they can't remove themself.
      expect((await h.request(`/v1/admin/admins/${other.adminId}`, { method: 'DELETE', token: other.token })).status).toBe(409);
      await h.db.query(`update admins set status = 'active' where id = $1`, [superAdmin.adminId]);
    });

    it('resets a password: a new 12-character one, shown once, replacing the old', async () => {
      const target = await h.createAdmin('support_agent');
      const before = await storedHash(h, target.email);
      const res = await h.request(`/v1/admin/admins/${target.adminId}/reset-password`, { method: 'POST', token: superAdmin.token });
      expect(res.status).toBe(200);
      expect(res.body.password).toHaveLength(12);
      const after = await storedHash(h, target.email);
      expect(after).not.toBe(before);
      expect(await testPasswords.verify(res.body.password, after)).toBe(true);
    });
  });

  describe('roles and permissions', () => {
    it('creates, changes, saves keys explicitly, and deletes a custom role', async () => {
      const created = await h.request('/v1/admin/roles', {
        token: superAdmin.token,
        body: { role_code: 'night_ops', name: 'Night Ops', color: '#112233', permission_keys: ['parking.view', 'parking.view'] },
      });
      expect(created.status).toBe(201);
      expect(created.body.role).toMatchObject({ role_code: 'night_ops', is_system: false, color: '#112233', description: '' });
      const id = created.body.role.id;
      const saved = await h.request(`/v1/admin/roles/${id}/permissions`, { method: 'PUT', token: superAdmin.token, body: { permission_keys: ['users.view', 'parking.edit'] } });
      expect(saved.body).toEqual({ role_id: id, permission_keys: ['parking.edit', 'users.view'] });
      const rows = (await h.request('/v1/admin/role-permissions', { token: superAdmin.token })).body.role_permissions.filter((r: { role_id: string }) => r.role_id === id);
      expect(rows.map((r: { permission_key: string }) => r.permission_key)).toEqual(['parking.edit', 'users.view']);
      const patched = await h.request(`/v1/admin/roles/${id}`, { method: 'PATCH', token: superAdmin.token, body: { name: 'Night Operations' } });
      expect(patched.body.role.name).toBe('Night Operations');
      expect((await h.request(`/v1/admin/roles/${id}`, { method: 'DELETE', token: superAdmin.token })).status).toBe(204);
      expect((await h.request(`/v1/admin/roles/${id}`, { token: superAdmin.token })).status).toBe(404);
    });

    it('protects built-in roles and refuses unknown keys', async () => {
      const roles = (await h.request('/v1/admin/roles', { token: superAdmin.token })).body.roles as { id: string; role_code: string; is_system: boolean }[];
      expect(roles.filter((r) => r.is_system).map((r) => r.role_code).sort()).toEqual(['content_manager', 'ops_manager', 'super_admin', 'support_agent']);
      const superRole = roles.find((r) => r.role_code === 'super_admin')!;
      expect((await h.request(`/v1/admin/roles/${superRole.id}`, { method: 'DELETE', token: superAdmin.token })).status).toBe(409);
      expect((await h.request(`/v1/admin/roles/${superRole.id}`, { method: 'PATCH', token: superAdmin.token, body: { role_code: 'root' } })).status).toBe(409);
      expect((await h.request(`/v1/admin/roles/${superRole.id}/permissions`, { method: 'PUT', token: superAdmin.token, body: { permission_keys: [] } })).status).toBe(409);
      const unknown = await h.request(`/v1/admin/roles/${opsRoleId}/permissions`, { method: 'PUT', token: superAdmin.token, body: { permission_keys: ['parking.fly'] } });
      expect(unknown.status).toBe(422);
      expect(unknown.body.error.param).toBe('permission_keys');
      const dup = await h.request('/v1/admin/roles', { token: superAdmin.token, body: { role_code: 'ops_manager', name: 'x' } });
      expect(dup.status).toBe(409);
      expect(dup.body.error.param).toBe('role_code');
    });

    it('refuses deleting a role that admins hold', async () => {
      const role = await h.request('/v1/admin/roles', { token: superAdmin.token, body: { role_code: 'held_role', name: 'Held' } });
      await h.request('/v1/admin/admins', { token: superAdmin.token, body: { email: 'held@example.jp', name: 'Held', role_id: role.body.role.id } });
      expect((await h.request(`/v1/admin/roles/${role.body.role.id}`, { method: 'DELETE', token: superAdmin.token })).status).toBe(409);
    });

    it('lists the 31 permission keys in 8 groups', async () => {
      const res = await h.request('/v1/admin/permissions', { token: superAdmin.token });
      expect(res.body.permissions).toHaveLength(31);
      expect(new Set(res.body.permissions.map((p: { group: string }) => p.group))).toEqual(
        new Set(['Main', 'Parking', 'Users', 'Owners', 'Ops', 'Content', 'Admins', 'System']),
      );
    });
  });

  describe('notification preferences', () => {
    it('defaults every preference to on and keeps what is not sent', async () => {
      const me = await h.createAdmin('content_manager');
      const first = await h.request('/v1/admin/notification-prefs', { token: me.token });
      expect(first.body.notification_prefs).toEqual({ new_owner: true, new_parking: true, sales_daily: true, sales_monthly: true, system_alert: true });
      const put = await h.request('/v1/admin/notification-prefs', { method: 'PUT', token: me.token, body: { new_parking: false } });
      expect(put.body.notification_prefs).toMatchObject({ new_parking: false, new_owner: true });
      const again = await h.request('/v1/admin/notification-prefs', { method: 'PUT', token: me.token, body: { sales_daily: false } });
      expect(again.body.notification_prefs).toMatchObject({ new_parking: false, sales_daily: false, system_alert: true });
      expect((await h.request('/v1/admin/notification-prefs', { method: 'PUT', token: me.token, body: { new_parking: 'no' } })).body.error.param).toBe('new_parking');
    });
  });

  describe('row-level security as the second defence', () => {
    it('a signed-in non-admin reads and writes no admin data directly', async () => {
      const caller = { role: 'authenticated' as const, claims: { sub: randomUUID(), role: 'authenticated' } };
      const seen = await asCaller(h.db, caller, (tx) => tx.query('select * from admins'));
      expect(seen.rows).toHaveLength(0);
      const roles = await asCaller(h.db, caller, (tx) => tx.query('select * from role_permissions'));
      expect(roles.rows).toHaveLength(0);
      await expect(
        asCaller(h.db, caller, (tx) => tx.query(`insert into admins (name, email, role_id) values ('x', 'x@y.z', $1)`, [opsRoleId])),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('an admin without admins.edit cannot write admins even in SQL', async () => {
      const support = await h.createAdmin('support_agent');
      const caller = { role: 'authenticated' as const, claims: { sub: support.userId, role: 'authenticated' } };
      const res = await asCaller(h.db, caller, (tx) => tx.query(`update admins set role_id = $1 where id = $2`, [opsRoleId, support.adminId]));
      expect(res.rowCount).toBe(0);
    });
  });
});

describe('GET /v1/me', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('gives a plain user a profile and user scope only', async () => {
    const userId = randomUUID();
    const res = await h.request('/v1/me', { token: await h.tokenFor(userId, { email: 'driver@example.jp' }) });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ user_id: userId, email: 'driver@example.jp', locale: 'ja', status: 'active' });
    expect(res.body.scopes).toEqual({ user: true, owner: false, admin: false, admin_role_code: null, permissions: [] });
    const again = await h.request('/v1/me', { token: await h.tokenFor(userId) });
    expect(again.body.profile.created_at).toBe(res.body.profile.created_at);
  });

  it('gives an admin their role and permission keys, and an owner the owner scope', async () => {
    const admin = await h.createAdmin('support_agent');
    await h.db.query(`insert into owners (user_id, display_name) values ($1, 'Lot Co.')`, [admin.userId]);
    const res = await h.request('/v1/me', { token: admin.token });
    expect(res.body.scopes).toEqual({
      user: true,
      owner: true,
      admin: true,
      admin_role_code: 'support_agent',
      permissions: ['dashboard.view', 'parking.view', 'reviews.view', 'support.respond', 'support.view', 'users.view'],
    });
  });

  it('requires a token', async () => {
    const res = await h.request('/v1/me');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });
});

describe('bootstrap of the first Super Admin', () => {
  it('creates it once when no admin exists, and never again', async () => {
    const h = await createHarness();
    try {
      const identity = createBuiltinIdentityProvider(testPasswords);
      const log = createLogger('silent');
      await bootstrapFirstAdmin(h.db, identity, { email: 'root@example.jp', password: 'first-password-1' }, log);
      await bootstrapFirstAdmin(h.db, identity, { email: 'other@example.jp', password: 'second-password-2' }, log);
      const { rows } = await h.db.query<{ email: string; role_code: string }>(
        'select a.email, r.role_code from admins a join roles r on r.id = a.role_id',
      );
      expect(rows).toEqual([{ email: 'root@example.jp', role_code: 'super_admin' }]);
      expect(await testPasswords.verify('first-password-1', await storedHash(h, 'root@example.jp'))).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('gives npm start a Super Admin with a generated password, kept owner-only in the data directory, once', async () => {
    const h = await createHarness();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-admin-'));
    try {
      const identity = createBuiltinIdentityProvider(testPasswords);
      const log = createLogger('silent');
      const file = path.join(dir, 'development-admin.txt');
      await bootstrapDevelopmentAdmin(h.db, identity, file, log);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const written = fs.readFileSync(file, 'utf8');
      const password = /^password: (.+)$/m.exec(written)![1]!;
      expect(written).toContain(`email: ${DEVELOPMENT_ADMIN_EMAIL}\n`);
      expect(password).toHaveLength(16);
      // The portal's sign-in: the built-in provider's password grant, then the admin gate's call.
      const token = await h.request('/auth/v1/token?grant_type=password', { method: 'POST', body: { email: DEVELOPMENT_ADMIN_EMAIL, password } });
      expect(token.status).toBe(200);
      const me = await h.request('/v1/admin/admins/me', { token: token.body.access_token });
      expect(me.status).toBe(200);
      // A second start changes nothing: the same admin, the same file.
      await bootstrapDevelopmentAdmin(h.db, identity, file, log);
      expect(fs.readFileSync(file, 'utf8')).toBe(written);
      const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from admins');
      expect(rows[0]!.n).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await h.close();
    }
  });
});
