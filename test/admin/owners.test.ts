import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

describe('owners for admins', () => {
  let h: Harness;
  let ops: { adminId: string; token: string };
  let ownerToken: string;
  let ownerId: string;
  let lotId: string;

  beforeAll(async () => {
    h = await createHarness();
    ops = await h.createAdmin('ops_manager');
    ownerToken = await h.tokenFor(randomUUID());
    const reg = await h.request('/v1/owner/register', { token: ownerToken, body: { display_name: 'Suzuki Parking', contact_email: 'suzuki@example.jp' } });
    ownerId = reg.body.owner.id;
    const lot = await h.request('/v1/owner/parking-lots', { token: ownerToken, body: { parking_lot: { name: 'Suzuki lot' } } });
    lotId = lot.body.parking_lot.id;
    for (const name of ['A Parking', 'B Parking']) {
      const t = await h.tokenFor(randomUUID());
      await h.request('/v1/owner/register', { token: t, body: { display_name: name } });
    }
  });
  afterAll(() => h.close());

  it('a new owner is announced to the admins (new_owner) and listed as awaiting approval', async () => {
    const n = await h.db.query(`select 1 from public.admin_notifications where kind = 'new_owner' and owner_id = $1 and admin_id = $2`, [ownerId, ops.adminId]);
    expect(n.rows).toHaveLength(1);
    const list = await h.request('/v1/admin/owners?approved=false&q=suzuki', { token: ops.token });
    expect(list.status).toBe(200);
    expect(list.body.owners).toHaveLength(1);
    expect(list.body.owners[0]).toMatchObject({ id: ownerId, status: 'active', approved_at: null, lots_count: 1 });

    const page1 = await h.request('/v1/admin/owners?limit=2', { token: ops.token });
    const page2 = await h.request(`/v1/admin/owners?limit=2&cursor=${page1.body.next_cursor}`, { token: ops.token });
    const ids = [...page1.body.owners, ...page2.body.owners].map((o: any) => o.id);
    expect(new Set(ids).size).toBe(3);
    expect(page2.body.next_cursor).toBeNull();
  });

  it('detail lists the owner’s lots; approval records who and when', async () => {
    const detail = await h.request(`/v1/admin/owners/${ownerId}`, { token: ops.token });
    expect(detail.body.parking_lots).toEqual([expect.objectContaining({ id: lotId, name: 'Suzuki lot', status: 'pending' })]);
    const approved = await h.request(`/v1/admin/owners/${ownerId}/approve`, { method: 'POST', token: ops.token });
    expect(approved.body.owner).toMatchObject({ approved_by: ops.adminId, approved_at: expect.any(String) });
    expect((await h.request('/v1/admin/owners?approved=true', { token: ops.token })).body.owners.map((o: any) => o.id)).toEqual([ownerId]);
  });

  it('a suspended owner cannot write their lots until reinstated', async () => {
    const noReason = await h.request(`/v1/admin/owners/${ownerId}/suspend`, { method: 'POST', token: ops.token, body: {} });
    expect(noReason.body.error).toMatchObject({ code: 'validation_error', param: 'reason' });
    const s = await h.request(`/v1/admin/owners/${ownerId}/suspend`, { method: 'POST', token: ops.token, body: { reason: 'Fake lots' } });
    expect(s.body.owner).toMatchObject({ status: 'suspended', suspension_reason: 'Fake lots' });

    const write = await h.request(`/v1/owner/parking-lots/${lotId}`, { method: 'PATCH', token: ownerToken, body: { parking_lot: { name: 'Changed' } } });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(write.status).toBeLessThan(500);
    const create = await h.request('/v1/owner/parking-lots', { token: ownerToken, body: { parking_lot: { name: 'Another' } } });
    expect(create.status).toBe(403);
    const { rows } = await h.db.query<{ name: string }>('select name from public.parking_lots where id = $1', [lotId]);
    expect(rows[0]!.name).toBe('Suzuki lot');

    const conflict = await h.request(`/v1/admin/owners/${ownerId}/approve`, { method: 'POST', token: ops.token });
    expect(conflict.status).toBe(409);

    const r = await h.request(`/v1/admin/owners/${ownerId}/reinstate`, { method: 'POST', token: ops.token });
    expect(r.body.owner).toMatchObject({ status: 'active', suspension_reason: null, suspended_at: null });
    const again = await h.request(`/v1/owner/parking-lots/${lotId}`, { method: 'PATCH', token: ownerToken, body: { parking_lot: { name: 'Changed' } } });
    expect(again.status, again.text).toBe(200);

    const audit = await h.db.query<{ action: string }>('select action from public.admin_audit_log where target_id = $1 order by created_at, id', [ownerId]);
    expect(audit.rows.map((a) => a.action)).toEqual(['owner.approve', 'owner.suspend', 'owner.reinstate']);
  });
});
