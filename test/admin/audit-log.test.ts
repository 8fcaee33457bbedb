import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAudit, createHarness, type Harness } from '../support/harness.js';

describe('admin audit log', () => {
  let h: Harness;
  let superAdmin: { adminId: string; token: string };
  let ops: { adminId: string; token: string };

  beforeAll(async () => {
    h = await createHarness();
    superAdmin = await h.createAdmin('super_admin');
    ops = await h.createAdmin('ops_manager');
  });
  afterAll(() => h.close());

  const rowsFor = async (targetId: string) =>
    (await h.db.query<{ action: string; admin_id: string; before: any; after: any; request_id: string | null }>(
      'select action, admin_id, before, after, request_id from public.admin_audit_log where target_id = $1 order by created_at, id',
      [targetId],
    )).rows;

  it('records an admin change with only the changed fields, its author and the request id', async () => {
    const { adminId } = await h.createAdmin('support_agent');
    const res = await h.request(`/v1/admin/admins/${adminId}`, {
      method: 'PATCH',
      token: superAdmin.token,
      body: { name: 'Renamed agent' },
      headers: { 'x-request-id': 'audit-test-request-1' },
    });
    expect(res.status).toBe(200);
    const rows = await rowsFor(adminId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'admin.update', admin_id: superAdmin.adminId, after: { name: 'Renamed agent' } });
    expect(Object.keys(rows[0]!.before)).toEqual(['name']);
    expect(rows[0]!.request_id).toBe(res.headers.get('x-request-id'));

    const list = await h.request(`/v1/admin/audit-log?target_type=admin&target_id=${adminId}`, { token: superAdmin.token });
    expect(list.status).toBe(200);
    expect(list.body.audit_log).toHaveLength(1);
    expect(list.body.audit_log[0]).toMatchObject({
      action: 'admin.update',
      admin_id: superAdmin.adminId,
      target_type: 'admin',
      target_id: adminId,
      after: { name: 'Renamed agent' },
    });
  });

  it('writes nothing when the write fails', async () => {
    const lot = await h.request('/v1/admin/parking-lots', { token: ops.token, body: { parking_lot: { name: 'Audited lot' } } });
    expect(lot.status).toBe(201);
    const id = lot.body.parking_lot.id as string;
    expect((await rowsFor(id)).map((r) => r.action)).toEqual(['parking_lot.create']);

    const bad = await h.request(`/v1/admin/parking-lots/${id}`, {
      method: 'PATCH',
      token: ops.token,
      body: { parking_lot: { name: 'Changed' }, tags: [{ tag_code: 'no_such_tag_anywhere', state: true }] },
    });
    expect(bad.status).toBe(400);
    expect(await rowsFor(id)).toHaveLength(1);

    // A refused admin change (the last Super Admin rule, the role ceiling) leaves no row either.
    const before = (await h.db.query<{ n: number }>('select count(*)::int as n from public.admin_audit_log')).rows[0]!.n;
    const self = await h.request(`/v1/admin/admins/${superAdmin.adminId}`, { method: 'DELETE', token: superAdmin.token });
    expect(self.status).toBe(409);
    const after = (await h.db.query<{ n: number }>('select count(*)::int as n from public.admin_audit_log')).rows[0]!.n;
    expect(after).toBe(before);

    const ok = await h.request(`/v1/admin/parking-lots/${id}`, { method: 'PATCH', token: ops.token, body: { parking_lot: { name: 'Changed' } } });
    expect(ok.status).toBe(200);
    const rows = await rowsFor(id);
    expect(rows.map((r) => r.action)).toEqual(['parking_lot.create', 'parking_lot.update']);
    expect(rows[1]!.before).toEqual({ name: 'Audited lot' });
    expect(rows[1]!.after).toEqual({ name: 'Changed' });
  });

  it('records role, permission, password, preference and gamification writes', async () => {
    const role = await h.request('/v1/admin/roles', { token: superAdmin.token, body: { role_code: 'audited', name: 'Audited' } });
    expect(role.status).toBe(201);
    const roleId = role.body.role.id as string;
    await ageAudit(h.db, roleId);
    expect(
      (await h.request(`/v1/admin/roles/${roleId}/permissions`, { method: 'PUT', token: superAdmin.token, body: { permission_keys: ['dashboard.view'] } }))
        .status,
    ).toBe(200);
    await ageAudit(h.db, roleId);
    expect((await h.request(`/v1/admin/roles/${roleId}`, { method: 'PATCH', token: superAdmin.token, body: { color: '#000000' } })).status).toBe(200);
    await ageAudit(h.db, roleId);
    expect((await h.request(`/v1/admin/roles/${roleId}`, { method: 'DELETE', token: superAdmin.token })).status).toBe(204);
    const roleRows = await rowsFor(roleId);
    expect(roleRows.map((r) => r.action)).toEqual(['role.create', 'role.set_permissions', 'role.update', 'role.delete']);
    expect(roleRows[1]).toMatchObject({ before: { permission_keys: [] }, after: { permission_keys: ['dashboard.view'] } });
    expect(roleRows[3]!.after).toBeNull();

    const agent = await h.request('/v1/admin/admins', {
      token: superAdmin.token,
      body: { email: 'audited-agent@example.jp', name: 'Agent', role_id: (await h.request('/v1/admin/roles', { token: superAdmin.token })).body.roles.find((r: any) => r.role_code === 'support_agent').id },
    });
    expect(agent.status).toBe(201);
    const agentId = agent.body.admin.id as string;
    await ageAudit(h.db, agentId);
    expect((await h.request(`/v1/admin/admins/${agentId}/reset-password`, { method: 'POST', token: superAdmin.token })).status).toBe(200);
    const agentRows = await rowsFor(agentId);
    expect(agentRows.map((r) => r.action)).toEqual(['admin.create', 'admin.reset_password']);
    expect(agentRows[0]!.after).toMatchObject({ email: 'audited-agent@example.jp', status: 'active' });
    // The password itself is never recorded.
    expect(JSON.stringify(agentRows)).not.toContain(agent.body.initial_password);

    expect((await h.request('/v1/admin/notification-prefs', { method: 'PUT', token: ops.token, body: { sales_daily: false } })).status).toBe(200);
    expect((await rowsFor(ops.adminId)).at(-1)).toMatchObject({ action: 'notification_prefs.update', before: { sales_daily: true }, after: { sales_daily: false } });

    const badge = await h.request('/v1/admin/badges/sessions_50', { method: 'PATCH', token: superAdmin.token, body: { description: '監査' } });
    expect(badge.status).toBe(200);
    expect((await rowsFor('sessions_50')).at(-1)).toMatchObject({ action: 'badge.update', after: { description: '監査' } });
  });

  it('filters by admin and action, and pages newest first without gaps or repeats', async () => {
    const { adminId } = await h.createAdmin('support_agent');
    for (let i = 0; i < 5; i++) {
      const res = await h.request(`/v1/admin/admins/${adminId}`, { method: 'PATCH', token: superAdmin.token, body: { name: `Name ${i}` } });
      expect(res.status).toBe(200);
      await ageAudit(h.db, adminId);
    }
    const seen: any[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `/v1/admin/audit-log?target_id=${adminId}&action=admin.update&admin_id=${superAdmin.adminId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await h.request(q, { token: superAdmin.token });
      expect(res.status).toBe(200);
      seen.push(...res.body.audit_log);
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen.map((r) => r.after.name)).toEqual(['Name 4', 'Name 3', 'Name 2', 'Name 1', 'Name 0']);

    const none = await h.request(`/v1/admin/audit-log?target_id=${adminId}&admin_id=${ops.adminId}`, { token: superAdmin.token });
    expect(none.body.audit_log).toEqual([]);
    const bad = await h.request('/v1/admin/audit-log?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', { token: superAdmin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.error.param).toBe('from');
    const badCursor = await h.request('/v1/admin/audit-log?cursor=nope', { token: superAdmin.token });
    expect(badCursor.body.error).toMatchObject({ code: 'validation_error', param: 'cursor' });
  });

  it('is readable only with admins.view', async () => {
    const denied = await h.request('/v1/admin/audit-log', { token: ops.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.details).toEqual({ permission: 'admins.view' });
  });
});
