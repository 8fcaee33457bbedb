import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { ageAudit, createHarness, type Harness } from '../support/harness.js';

describe('lot moderation', () => {
  let h: Harness;
  let ops: { adminId: string; token: string };
  let agent: string;
  let ownerUser: string;
  let ownerToken: string;
  let ownerId: string;

  const submit = async (name: string) => {
    const res = await h.request('/v1/owner/parking-lots', { token: ownerToken, body: { parking_lot: { name, status: 'pending' } } });
    expect(res.status, res.text).toBe(201);
    return res.body.parking_lot.id as string;
  };
  const queue = async (query = '', token = ops.token) => {
    const res = await h.request(`/v1/admin/parking-lot-queue${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    h = await createHarness();
    ops = await h.createAdmin('ops_manager');
    agent = (await h.createAdmin('support_agent')).token;
    ownerUser = randomUUID();
    ownerToken = await h.tokenFor(ownerUser);
    const reg = await h.request('/v1/owner/register', { token: ownerToken, body: { display_name: 'Tanaka Parking', contact_email: 'tanaka@example.jp' } });
    expect(reg.status).toBe(201);
    ownerId = reg.body.owner.id;
  });
  afterAll(() => h.close());

  it('queues pending lots oldest first with their owners, in pages', async () => {
    const first = await submit('First lot');
    const second = await submit('Second lot');
    // Submission times set apart in the database (no sleeping).
    await h.db.query(`update public.parking_lots set submitted_at = now() - interval '2 hours' where id = $1`, [first]);
    await h.db.query(`update public.parking_lots set submitted_at = now() - interval '1 hour' where id = $1`, [second]);
    const page1 = await queue('?limit=1');
    expect(page1.parking_lots.map((l: any) => l.id)).toEqual([first]);
    expect(page1.parking_lots[0]).toMatchObject({
      status: 'pending',
      owners: [{ owner_id: ownerId, display_name: 'Tanaka Parking', status: 'active', contact_email: 'tanaka@example.jp' }],
      last_decision: null,
      changes: null,
    });
    const page2 = await queue(`?limit=1&cursor=${page1.next_cursor}`);
    expect(page2.parking_lots.map((l: any) => l.id)).toEqual([second]);
    expect(page2.next_cursor).toBeNull();
    // A Support Agent (parking.view without owners.view) sees the queue but not who the owners are.
    const asAgent = await queue('', agent);
    expect(asAgent.parking_lots.map((l: any) => l.id)).toEqual([first, second]);
    expect(asAgent.parking_lots[0].owners).toEqual([]);
  });

  it('reject needs a reason; the owner fixes and resubmits; the queue shows what changed; approve publishes', async () => {
    const id = await submit('Needs work');
    const noReason = await h.request(`/v1/admin/parking-lots/${id}/reject`, { method: 'POST', token: ops.token, body: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.param).toBe('reason');
    expect((await h.request(`/v1/admin/parking-lots/${id}/reject`, { method: 'POST', token: agent, body: { reason: 'x' } })).status).toBe(403);

    const rejected = await h.request(`/v1/admin/parking-lots/${id}/reject`, { method: 'POST', token: ops.token, body: { reason: 'Address missing' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.parking_lot).toMatchObject({ status: 'rejected', moderation_reason: 'Address missing', moderated_by: ops.adminId });
    expect((await queue()).parking_lots.map((l: any) => l.id)).not.toContain(id);

    const fixed = await h.request(`/v1/owner/parking-lots/${id}`, {
      method: 'PATCH',
      token: ownerToken,
      body: { parking_lot: { address: '東京都渋谷区神南1-1-1', status: 'pending' } },
    });
    expect(fixed.status, fixed.text).toBe(200);
    const entry = (await queue()).parking_lots.find((l: any) => l.id === id);
    expect(entry.last_decision).toMatchObject({ status: 'rejected', reason: 'Address missing', moderated_by: ops.adminId });
    expect(entry.changes).toEqual([{ field: 'address', before: null, after: '東京都渋谷区神南1-1-1' }]);

    const approved = await h.request(`/v1/admin/parking-lots/${id}/approve`, { method: 'POST', token: ops.token });
    expect(approved.status).toBe(200);
    expect(approved.body.parking_lot).toMatchObject({ status: 'active', moderation_reason: null });
    expect((await h.request(`/v1/parking-lots/${id}`)).status).toBe(200);

    const audit = await h.db.query<{ action: string }>('select action from public.admin_audit_log where target_id = $1 order by created_at, id', [id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['parking_lot.reject', 'parking_lot.approve']);
  });

  it('hold and withdraw follow the allowed moves; a wrong move is 409 and writes nothing', async () => {
    const id = await submit('Moves');
    expect((await h.request(`/v1/admin/parking-lots/${id}/approve`, { method: 'POST', token: ops.token })).status).toBe(200);
    await ageAudit(h.db, id);
    const held = await h.request(`/v1/admin/parking-lots/${id}/hold`, { method: 'POST', token: ops.token, body: { reason: 'Construction' } });
    expect(held.body.parking_lot).toMatchObject({ status: 'on_hold', moderation_reason: 'Construction' });
    expect((await h.request(`/v1/parking-lots/${id}`)).status).toBe(404);
    // Repeating the same decision changes nothing and records nothing.
    const again = await h.request(`/v1/admin/parking-lots/${id}/hold`, { method: 'POST', token: ops.token, body: { reason: 'Construction' } });
    expect(again.status).toBe(200);

    const wrong = await h.request(`/v1/admin/parking-lots/${id}/reject`, { method: 'POST', token: ops.token, body: { reason: 'late' } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatchObject({ code: 'conflict', details: { status: 'on_hold', allowed_from: ['pending'] } });

    const withdrawn = await h.request(`/v1/admin/parking-lots/${id}/withdraw`, { method: 'POST', token: ops.token });
    expect(withdrawn.body.parking_lot.status).toBe('withdrawn');
    const audit = await h.db.query<{ action: string }>('select action from public.admin_audit_log where target_id = $1 order by created_at, id', [id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['parking_lot.approve', 'parking_lot.hold', 'parking_lot.withdraw']);

    const missing = await h.request(`/v1/admin/parking-lots/${randomUUID()}/approve`, { method: 'POST', token: ops.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('lot_not_found');
  });

  it('an owner cannot write a moderation decision into their own lot', async () => {
    const id = await submit('Sneaky');
    const owner = { role: 'authenticated' as const, claims: { sub: ownerUser, role: 'authenticated' } };
    await expect(
      asCaller(h.db, owner, (tx) => tx.query(`update public.parking_lots set moderation_reason = 'ok', moderated_at = now() where id = $1`, [id])),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
