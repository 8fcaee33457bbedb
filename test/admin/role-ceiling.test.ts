import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { createHarness, testPasswords, type Harness } from '../support/harness.js';

/**
 * The role ceiling: an admin grants, changes, disables and resets only what lies within their own
 * keys, and only a Super Admin touches a Super Admin. Each escalation is tried by a custom role that
 * holds exactly the key the route asks for, as an attacker with that role would.
 */
type Admin = Awaited<ReturnType<Harness['createAdmin']>>;

let h: Harness;
let root: Admin;
/** Holds admins.edit and admins.view only. */
let clerk: Admin;
/** Holds roles.edit and roles.view only. */
let roleClerk: Admin;
const roleIds: Record<string, string> = {};

async function storedHash(userId: string): Promise<string> {
  const { rows } = await h.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [userId]);
  return rows[0]!.encrypted_password;
}

async function createRole(role_code: string, permission_keys: string[]): Promise<string> {
  const res = await h.request('/v1/admin/roles', { token: root.token, body: { role_code, name: role_code, permission_keys } });
  expect(res.status, res.text).toBe(201);
  return res.body.role.id;
}

function forbidden(message: string, messageKey: string, extra: { param?: string | null; details?: Record<string, unknown> } = {}) {
  return {
    error: {
      code: 'forbidden',
      message,
      message_key: messageKey,
      request_id: expect.any(String),
      doc_url: expect.stringContaining('#error-forbidden'),
      ...extra,
    },
  };
}

const superAdminOnly = (message: string, param?: string) => forbidden(message, 'errors.super_admin_only', param ? { param } : {});

async function adminRow(id: string) {
  const { rows } = await h.db.query<{ role_code: string; status: string; name: string }>(
    'select r.role_code, a.status, a.name from admins a join roles r on r.id = a.role_id where a.id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  h = await createHarness();
  root = await h.createAdmin('super_admin');
  const roles = (await h.request('/v1/admin/roles', { token: root.token })).body.roles as { id: string; role_code: string }[];
  for (const r of roles) roleIds[r.role_code] = r.id;
  roleIds.admin_clerk = await createRole('admin_clerk', ['admins.edit', 'admins.view']);
  roleIds.admin_viewer = await createRole('admin_viewer', ['admins.view']);
  roleIds.role_clerk = await createRole('role_clerk', ['roles.edit', 'roles.view']);
  clerk = await h.createAdmin('admin_clerk');
  roleClerk = await h.createAdmin('role_clerk');
});
afterAll(() => h.close());

describe('an admin holding admins.edit cannot reach above their own keys', () => {
  it('cannot create a Super Admin, nor an admin with a role holding keys they lack', async () => {
    const email = `climber-${randomUUID().slice(0, 6)}@example.jp`;
    const asSuper = await h.request('/v1/admin/admins', { token: clerk.token, body: { email, name: 'Climber', role_id: roleIds.super_admin } });
    expect(asSuper.status).toBe(403);
    expect(asSuper.body).toEqual(superAdminOnly('Only a Super Admin may grant the Super Admin role.', 'role_id'));

    const asOps = await h.request('/v1/admin/admins', { token: clerk.token, body: { email, name: 'Climber', role_id: roleIds.ops_manager } });
    expect(asOps.status).toBe(403);
    expect(asOps.body).toEqual(
      forbidden('The role Ops Manager holds permissions you do not have; you can only grant roles within your own permissions.', 'errors.role_ceiling', {
        param: 'role_id',
        details: { missing_permissions: expect.arrayContaining(['parking.edit', 'users.edit', 'dashboard.view']) },
      }),
    );
    expect(asOps.body.error.details.missing_permissions).not.toContain('admins.edit');

    const { rows } = await h.db.query('select 1 from admins where lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(0);
    const identity = await h.db.query('select 1 from auth.users where lower(email) = lower($1)', [email]);
    expect(identity.rows).toHaveLength(0);
  });

  it('cannot promote anyone to Super Admin or to a role above their own', async () => {
    const target = await h.createAdmin('admin_viewer');
    const promote = await h.request(`/v1/admin/admins/${target.adminId}`, { method: 'PATCH', token: clerk.token, body: { role_id: roleIds.super_admin } });
    expect(promote.status).toBe(403);
    expect(promote.body).toEqual(superAdminOnly('Only a Super Admin may grant the Super Admin role.', 'role_id'));

    const toOps = await h.request(`/v1/admin/admins/${target.adminId}`, { method: 'PATCH', token: clerk.token, body: { role_id: roleIds.ops_manager } });
    expect(toOps.status).toBe(403);
    expect(toOps.body.error).toMatchObject({ code: 'forbidden', message_key: 'errors.role_ceiling', param: 'role_id' });
    expect(await adminRow(target.adminId)).toMatchObject({ role_code: 'admin_viewer' });
  });

  it('cannot change, disable or reset a Super Admin', async () => {
    const victim = await h.createAdmin('super_admin');
    const before = await storedHash(victim.userId);

    const rename = await h.request(`/v1/admin/admins/${victim.adminId}`, { method: 'PATCH', token: clerk.token, body: { name: 'Pwned' } });
    expect(rename.status).toBe(403);
    expect(rename.body).toEqual(superAdminOnly('Only a Super Admin may change a Super Admin.'));

    const demote = await h.request(`/v1/admin/admins/${victim.adminId}`, { method: 'PATCH', token: clerk.token, body: { role_id: roleIds.admin_viewer } });
    expect(demote.status).toBe(403);
    expect(demote.body).toEqual(superAdminOnly('Only a Super Admin may change a Super Admin.'));

    const disablePatch = await h.request(`/v1/admin/admins/${victim.adminId}`, { method: 'PATCH', token: clerk.token, body: { status: 'disabled' } });
    expect(disablePatch.status).toBe(403);
    expect(disablePatch.body).toEqual(superAdminOnly('Only a Super Admin may change a Super Admin.'));

    const disable = await h.request(`/v1/admin/admins/${victim.adminId}`, { method: 'DELETE', token: clerk.token });
    expect(disable.status).toBe(403);
    expect(disable.body).toEqual(superAdminOnly('Only a Super Admin may disable a Super Admin.'));

    const reset = await h.request(`/v1/admin/admins/${victim.adminId}/reset-password`, { method: 'POST', token: clerk.token });
    expect(reset.status).toBe(403);
    expect(reset.body).toEqual(superAdminOnly('Only a Super Admin may reset the password of a Super Admin.'));

    expect(await storedHash(victim.userId)).toBe(before);
    expect(await adminRow(victim.adminId)).toMatchObject({ role_code: 'super_admin', status: 'active', name: expect.not.stringMatching('Pwned') });
  });

  it('cannot change, disable or reset an admin whose role holds keys they lack', async () => {
    const ops = await h.createAdmin('ops_manager');
    const before = await storedHash(ops.userId);
    const above = {
      code: 'forbidden',
      message: 'This admin’s role holds permissions you do not have; only an admin holding all of them may change, disable or reset this account.',
      message_key: 'errors.role_ceiling',
      details: { missing_permissions: expect.arrayContaining(['parking.edit']) },
    };
    const calls = [
      h.request(`/v1/admin/admins/${ops.adminId}`, { method: 'PATCH', token: clerk.token, body: { name: 'Renamed' } }),
      h.request(`/v1/admin/admins/${ops.adminId}`, { method: 'PATCH', token: clerk.token, body: { role_id: roleIds.admin_viewer } }),
      h.request(`/v1/admin/admins/${ops.adminId}`, { method: 'DELETE', token: clerk.token }),
      h.request(`/v1/admin/admins/${ops.adminId}/reset-password`, { method: 'POST', token: clerk.token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject(above);
    }
    expect(await storedHash(ops.userId)).toBe(before);
    expect(await adminRow(ops.adminId)).toMatchObject({ role_code: 'ops_manager', status: 'active' });
  });

  it('still creates, changes, disables and resets admins within their own keys', async () => {
    const email = `viewer-${randomUUID().slice(0, 6)}@example.jp`;
    const created = await h.request('/v1/admin/admins', { token: clerk.token, body: { email, name: 'Viewer', role_id: roleIds.admin_viewer } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.admin.id;
    const same = await h.request(`/v1/admin/admins/${id}`, { method: 'PATCH', token: clerk.token, body: { name: 'Peer', role_id: roleIds.admin_clerk } });
    expect(same.status, same.text).toBe(200);
    expect(same.body.admin).toMatchObject({ name: 'Peer', role_id: roleIds.admin_clerk });
    const reset = await h.request(`/v1/admin/admins/${id}/reset-password`, { method: 'POST', token: clerk.token });
    expect(reset.status).toBe(200);
    expect(await testPasswords.verify(reset.body.password, await storedHash(created.body.admin.user_id))).toBe(true);
    expect((await h.request(`/v1/admin/admins/${id}`, { method: 'DELETE', token: clerk.token })).status).toBe(204);
    expect((await h.request(`/v1/admin/admins/${id}`, { method: 'PATCH', token: clerk.token, body: { status: 'active' } })).status).toBe(200);
  });

  it('a Super Admin still creates, changes and resets Super Admins', async () => {
    const email = `root2-${randomUUID().slice(0, 6)}@example.jp`;
    const created = await h.request('/v1/admin/admins', { token: root.token, body: { email, name: 'Root Two', role_id: roleIds.super_admin } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.admin.id;
    expect((await h.request(`/v1/admin/admins/${id}`, { method: 'PATCH', token: root.token, body: { name: 'Root 2' } })).status).toBe(200);
    expect((await h.request(`/v1/admin/admins/${id}/reset-password`, { method: 'POST', token: root.token })).status).toBe(200);
    const target = await h.createAdmin('admin_viewer');
    const promoted = await h.request(`/v1/admin/admins/${target.adminId}`, { method: 'PATCH', token: root.token, body: { role_id: roleIds.super_admin } });
    expect(promoted.status).toBe(200);
  });
});

describe('an admin holding roles.edit cannot give a role keys they lack', () => {
  it('refuses saving or creating a role with keys the caller does not hold', async () => {
    const custom = await createRole(`c_${randomUUID().slice(0, 8)}`, ['roles.view']);
    const save = await h.request(`/v1/admin/roles/${custom}/permissions`, {
      method: 'PUT',
      token: roleClerk.token,
      body: { permission_keys: ['roles.view', 'admins.edit', 'settings.edit'] },
    });
    expect(save.status).toBe(403);
    expect(save.body).toEqual(
      forbidden('You can only give a role permissions you hold yourself.', 'errors.role_ceiling', {
        param: 'permission_keys',
        details: { missing_permissions: ['admins.edit', 'settings.edit'] },
      }),
    );
    const create = await h.request('/v1/admin/roles', {
      token: roleClerk.token,
      body: { role_code: `x_${randomUUID().slice(0, 8)}`, name: 'X', permission_keys: ['admins.edit'] },
    });
    expect(create.status).toBe(403);
    expect(create.body).toEqual(
      forbidden('You can only give a role permissions you hold yourself.', 'errors.role_ceiling', {
        param: 'permission_keys',
        details: { missing_permissions: ['admins.edit'] },
      }),
    );
    const rows = (await h.request('/v1/admin/role-permissions', { token: root.token })).body.role_permissions as { role_id: string; permission_key: string }[];
    expect(rows.filter((r) => r.role_id === custom).map((r) => r.permission_key)).toEqual(['roles.view']);
  });

  it('refuses changing the keys of a role that holds keys the caller lacks', async () => {
    const strip = await h.request(`/v1/admin/roles/${roleIds.ops_manager}/permissions`, { method: 'PUT', token: roleClerk.token, body: { permission_keys: [] } });
    expect(strip.status).toBe(403);
    expect(strip.body.error).toMatchObject({
      code: 'forbidden',
      message: 'This role holds permissions you do not have; only an admin holding all of them may change its permissions.',
      message_key: 'errors.role_ceiling',
      param: 'permission_keys',
      details: { missing_permissions: expect.arrayContaining(['parking.edit']) },
    });
  });

  it('refuses changing the keys of one’s own role (409, like one’s own role or status)', async () => {
    const own = await h.request(`/v1/admin/roles/${roleIds.role_clerk}/permissions`, { method: 'PUT', token: roleClerk.token, body: { permission_keys: ['roles.view'] } });
    expect(own.status).toBe(409);
    expect(own.body.error).toMatchObject({ code: 'conflict', message: 'You cannot change the permissions of your own role.', param: 'permission_keys' });
  });

  it('still saves keys it holds, and a Super Admin saves any keys', async () => {
    const custom = await createRole(`c_${randomUUID().slice(0, 8)}`, []);
    const ok = await h.request(`/v1/admin/roles/${custom}/permissions`, { method: 'PUT', token: roleClerk.token, body: { permission_keys: ['roles.view'] } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ role_id: custom, permission_keys: ['roles.view'] });
    const any = await h.request(`/v1/admin/roles/${custom}/permissions`, { method: 'PUT', token: root.token, body: { permission_keys: ['settings.edit', 'admins.edit'] } });
    expect(any.status).toBe(200);
  });
});

describe('the database refuses the same escalations (second defence)', () => {
  const as = (a: Admin) => ({ role: 'authenticated' as const, claims: { sub: a.userId, role: 'authenticated' } });

  it('admins: no Super Admin role given, no Super Admin touched, by an admin who is not one', async () => {
    const target = await h.createAdmin('admin_viewer');
    await expect(
      asCaller(h.db, as(clerk), (tx) => tx.query('update admins set role_id = $1 where id = $2', [roleIds.super_admin, target.adminId])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asCaller(h.db, as(clerk), (tx) => tx.query('update admins set role_id = $1 where id = $2', [roleIds.ops_manager, target.adminId])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asCaller(h.db, as(clerk), (tx) =>
        tx.query(`insert into admins (user_id, name, email, role_id) values ($1, 'x', $2, $3)`, [
          randomUUID(),
          `x-${randomUUID().slice(0, 6)}@example.jp`,
          roleIds.super_admin,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const untouched = await asCaller(h.db, as(clerk), (tx) =>
      tx.query(`update admins set status = 'disabled', name = 'Pwned' where id = $1`, [root.adminId]),
    );
    expect(untouched.rowCount).toBe(0);
    expect(await adminRow(root.adminId)).toMatchObject({ status: 'active', role_code: 'super_admin' });
  });

  it('role_permissions: no key given that the caller lacks, no role above the caller stripped', async () => {
    const custom = await createRole(`c_${randomUUID().slice(0, 8)}`, []);
    await expect(
      asCaller(h.db, as(roleClerk), (tx) => tx.query(`insert into role_permissions (role_id, permission_key) values ($1, 'settings.edit')`, [custom])),
    ).rejects.toMatchObject({ code: '42501' });
    const stripped = await asCaller(h.db, as(roleClerk), (tx) => tx.query('delete from role_permissions where role_id = $1', [roleIds.ops_manager]));
    expect(stripped.rowCount).toBe(0);
    const own = await asCaller(h.db, as(roleClerk), (tx) =>
      tx.query(`insert into role_permissions (role_id, permission_key) values ($1, 'roles.view') returning role_id`, [custom]),
    );
    expect(own.rowCount).toBe(1);
  });
});
