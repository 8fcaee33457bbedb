import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createOwner, fullBundle, lotTableCounts } from '../parking-lots/fixtures.js';

type Admin = Awaited<ReturnType<Harness['createAdmin']>>;

describe('owners and their lots', () => {
  let h: Harness;
  let ops: Admin;
  let muted: Admin;
  let content: Admin;

  beforeAll(async () => {
    h = await createHarness();
    ops = await h.createAdmin('ops_manager');
    muted = await h.createAdmin('super_admin');
    content = await h.createAdmin('content_manager');
    const res = await h.request('/v1/admin/notification-prefs', { method: 'PUT', token: muted.token, body: { new_parking: false, new_owner: false } });
    expect(res.status).toBe(200);
  });
  afterAll(() => h.close());

  const notifications = async (kind: string, where: { lotId?: string; ownerId?: string }) => {
    const { rows } = await h.db.query<{ admin_id: string }>(
      `select admin_id from admin_notifications where kind = $1 and ($2::uuid is null or parking_lot_id = $2) and ($3::uuid is null or owner_id = $3)`,
      [kind, where.lotId ?? null, where.ownerId ?? null],
    );
    return rows.map((r) => r.admin_id);
  };
  const ownerCreate = (token: string, body: unknown) => h.request('/v1/owner/parking-lots', { token, body });
  const ownerPatch = (token: string, id: string, body: unknown) => h.request(`/v1/owner/parking-lots/${id}`, { method: 'PATCH', token, body });
  const adminPatch = (id: string, body: unknown) => h.request(`/v1/admin/parking-lots/${id}`, { method: 'PATCH', token: ops.token, body });

  describe('registration', () => {
    it('makes the caller an active owner once, and tells admins who watch new owners', async () => {
      const token = await h.tokenFor();
      const res = await h.request('/v1/owner/register', { token, body: { display_name: 'Yamada Parking', contact_email: 'yamada@example.jp', contact_phone: '090-1111-2222' } });
      expect(res.status).toBe(201);
      expect(res.body.owner).toMatchObject({ display_name: 'Yamada Parking', contact_email: 'yamada@example.jp', status: 'active' });
      const again = await h.request('/v1/owner/register', { token, body: { display_name: 'Again' } });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('conflict');
      expect((await h.request('/v1/owner/me', { token })).body.owner.id).toBe(res.body.owner.id);
      expect((await h.request('/v1/me', { token })).body.scopes.owner).toBe(true);
      const told = await notifications('new_owner', { ownerId: res.body.owner.id });
      expect(told).toContain(ops.adminId);
      expect(told).not.toContain(muted.adminId);
      expect(told).not.toContain(content.adminId);
    });

    it('validates the profile and answers 404 for a user who is no owner', async () => {
      const token = await h.tokenFor();
      for (const [body, param] of [
        [{ display_name: '' }, 'display_name'],
        [{ display_name: ' ' }, 'display_name'],
        [{ display_name: 'x'.repeat(201) }, 'display_name'],
        [{ display_name: 'x', contact_phone: '0'.repeat(21) }, 'contact_phone'],
        [{ display_name: 'x', contact_email: 'nope' }, 'contact_email'],
        [{ display_name: 'x', user_id: randomUUID() }, 'user_id'],
      ] as const) {
        const res = await h.request('/v1/owner/register', { token, body });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.error.param).toBe(param);
      }
      expect((await h.request('/v1/owner/me', { token })).status).toBe(404);
      expect((await h.request('/v1/owner/register', { token, body: { display_name: 'x'.repeat(200) } })).status).toBe(201);
    });
  });

  describe('registering lots', () => {
    it('creates a pending lot linked to the owner (owners_count 1) and notifies admins with new_parking on', async () => {
      const owner = await createOwner(h);
      const res = await ownerCreate(owner.token, fullBundle({ parking_lot: { status: undefined } }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ owners_count: 1, hours_count: 1, pricing_rules_count: 3, tags_count: 3 });
      expect(res.body.parking_lot).toMatchObject({ status: 'pending', source: 'manual' });
      const id = res.body.parking_lot.id;
      const full = await h.request(`/v1/admin/parking-lots/${id}`, { token: ops.token });
      expect(full.body.owners).toEqual([{ owner_id: owner.ownerId, display_name: 'Owner Taro' }]);
      const told = await notifications('new_parking', { lotId: id });
      expect(told).toContain(ops.adminId);
      expect(told).not.toContain(muted.adminId);
      expect(told).not.toContain(content.adminId);
      expect((await h.request(`/v1/owner/parking-lots/${id}`, { token: owner.token })).body.parking_lot.status).toBe('pending');
    });

    it('creates a draft when asked, without telling admins, and refuses other statuses, owner_ids and imported sources', async () => {
      const owner = await createOwner(h);
      const draft = await ownerCreate(owner.token, { parking_lot: { name: 'Draft lot', status: 'draft' } });
      expect(draft.status).toBe(201);
      expect(draft.body.parking_lot.status).toBe('draft');
      expect(await notifications('new_parking', { lotId: draft.body.parking_lot.id })).toEqual([]);
      for (const status of ['active', 'on_hold', 'withdrawn', 'rejected']) {
        const res = await ownerCreate(owner.token, { parking_lot: { name: 'x', status } });
        expect(res.status, status).toBe(422);
        expect(res.body.error.param).toBe('parking_lot');
      }
      const withOwners = await ownerCreate(owner.token, { parking_lot: { name: 'x' }, owner_ids: [owner.ownerId] });
      expect(withOwners.status).toBe(422);
      expect(withOwners.body.error.param).toBe('owner_ids');
      expect((await ownerCreate(owner.token, { parking_lot: { name: 'x', source: 'source_a' } })).body.error.param).toBe('parking_lot');
      expect((await ownerCreate(owner.token, { parking_lot: { name: 'x', source: 'manual' } })).status).toBe(201);
    });

    it('writes nothing, not even a notification, when the bundle fails half-way', async () => {
      const owner = await createOwner(h);
      const before = await lotTableCounts(h);
      const res = await ownerCreate(owner.token, fullBundle({ parking_lot: { status: 'pending' }, tags: [{ tag_code: 'no_such_tag' }] }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'unknown_tag_code', details: { tag_code: 'no_such_tag' } });
      expect(await lotTableCounts(h)).toEqual(before);
    });

    describe('retried (Idempotency-Key)', () => {
      const keyed = (token: string, key: string, body: unknown) =>
        h.request('/v1/owner/parking-lots', { token, body, headers: { 'Idempotency-Key': key } });
      const written = async () => ({
        ...(await lotTableCounts(h)),
        requests: (await h.db.query<{ n: number }>('select count(*)::int as n from parking_lot_create_requests')).rows[0]!.n,
      });
      const pending = () => fullBundle({ parking_lot: { status: undefined } });

      it('answers a repeat of a pending lot with 200 and the same lot, and tells admins once', async () => {
        const owner = await createOwner(h);
        const key = randomUUID();
        const first = await keyed(owner.token, key, pending());
        expect(first.status, first.text).toBe(201);
        const id = first.body.parking_lot.id;
        expect(await notifications('new_parking', { lotId: id })).toContain(ops.adminId);
        const told = (await notifications('new_parking', { lotId: id })).length;
        const before = await written();
        const again = await keyed(owner.token, key, pending());
        expect(again.status, again.text).toBe(200);
        expect(again.headers.get('Idempotent-Replayed')).toBe('true');
        expect(again.headers.get('Location')).toBe(`/v1/owner/parking-lots/${id}`);
        expect(again.body).toEqual(first.body);
        expect(await written()).toEqual(before);
        expect(await notifications('new_parking', { lotId: id })).toHaveLength(told);
        // The lot as it is now: moved to draft since, the repeat shows it so and notifies nobody.
        expect((await ownerPatch(owner.token, id, { parking_lot: { status: 'draft' } })).status).toBe(200);
        const later = await keyed(owner.token, key, pending());
        expect(later.status).toBe(200);
        expect(later.body.parking_lot).toMatchObject({ id, status: 'draft' });
        expect(later.body).toMatchObject({ owners_count: 1, hours_count: 1, pricing_rules_count: 3, tags_count: 3 });
        expect((await written()).lots).toBe(before.lots);
      });

      it('refuses the same key with another body (409 client_request_id) and a key that is no UUID (422); keys are per owner', async () => {
        const owner = await createOwner(h);
        const other = await createOwner(h, 'Other owner');
        const key = randomUUID();
        expect((await keyed(owner.token, key, { parking_lot: { name: 'Mine', status: 'draft' } })).status).toBe(201);
        const before = await written();
        const changed = await keyed(owner.token, key, { parking_lot: { name: 'Mine, renamed', status: 'draft' } });
        expect(changed.status).toBe(409);
        expect(changed.body.error).toMatchObject({ code: 'conflict', param: 'client_request_id' });
        const malformed = await keyed(owner.token, 'not-a-uuid', { parking_lot: { name: 'Mine', status: 'draft' } });
        expect(malformed.status).toBe(422);
        expect(malformed.body.error).toMatchObject({ code: 'validation_error', param: 'Idempotency-Key' });
        expect(await written()).toEqual(before);
        const theirs = await keyed(other.token, key, { parking_lot: { name: 'Mine', status: 'draft' } });
        expect(theirs.status).toBe(201);
        expect((await written()).lots).toBe(before.lots + 1);
      });

      it('records nothing for a create that failed half-way: the retry creates and notifies once', async () => {
        const owner = await createOwner(h);
        const key = randomUUID();
        const before = await written();
        const failed = await keyed(owner.token, key, fullBundle({ parking_lot: { status: undefined }, tags: [{ tag_code: 'no_such_tag' }] }));
        expect(failed.status).toBe(400);
        expect(await written()).toEqual(before);
        const retried = await keyed(owner.token, key, pending());
        expect(retried.status, retried.text).toBe(201);
        const afterCreate = await written();
        expect(afterCreate).toMatchObject({ lots: before.lots + 1, requests: before.requests + 1 });
        expect(afterCreate.notifications).toBeGreaterThan(before.notifications);
        expect((await keyed(owner.token, key, pending())).status).toBe(200);
        expect(await written()).toEqual(afterCreate);
      });

      it.runIf(!!process.env.DATABASE_URL)('makes one lot and one round of notifications of creates racing with the same key', async () => {
        const owner = await createOwner(h);
        const key = randomUUID();
        const before = await written();
        const all = await Promise.all([1, 2, 3].map(() => keyed(owner.token, key, pending())));
        expect(all.map((r) => r.status).sort()).toEqual([200, 200, 201]);
        const ids = new Set(all.map((r) => r.body.parking_lot.id));
        expect(ids.size).toBe(1);
        const told = await notifications('new_parking', { lotId: [...ids][0] });
        expect(new Set(told).size).toBe(told.length);
        expect(await written()).toMatchObject({ lots: before.lots + 1, requests: before.requests + 1, notifications: before.notifications + told.length });
      });
    });

    it('refuses callers who are not active owners', async () => {
      const stranger = await h.tokenFor();
      const res = await ownerCreate(stranger, { parking_lot: { name: 'x' } });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', message_key: 'errors.not_owner' });
      expect((await h.request('/v1/owner/parking-lots', { token: stranger })).status).toBe(403);
      expect((await ownerCreate('', { parking_lot: { name: 'x' } })).status).toBe(401);

      const owner = await createOwner(h);
      const id = (await ownerCreate(owner.token, { parking_lot: { name: 'Before suspension', status: 'draft' } })).body.parking_lot.id;
      await h.db.query(`update owners set status = 'suspended' where id = $1`, [owner.ownerId]);
      expect((await h.request('/v1/owner/me', { token: owner.token })).body.owner.status).toBe('suspended');
      const suspended = await ownerCreate(owner.token, { parking_lot: { name: 'x' } });
      expect(suspended.status).toBe(403);
      expect(suspended.body.error.message_key).toBe('errors.owner_suspended');
      expect((await ownerPatch(owner.token, id, { parking_lot: { name: 'y' } })).status).toBe(403);
      expect((await h.request('/v1/owner/parking-lots', { token: owner.token })).status).toBe(403);
    });
  });

  describe('changing lots', () => {
    it('moves only between draft and pending, and only from draft, pending or rejected (409 otherwise)', async () => {
      const owner = await createOwner(h);
      const id = (await ownerCreate(owner.token, { parking_lot: { name: 'Moving', status: 'draft' } })).body.parking_lot.id;
      expect((await ownerPatch(owner.token, id, { parking_lot: { status: 'pending' } })).body.parking_lot.status).toBe('pending');
      expect(await notifications('new_parking', { lotId: id })).toContain(ops.adminId);
      expect((await ownerPatch(owner.token, id, { parking_lot: { status: 'draft' } })).body.parking_lot.status).toBe('draft');
      expect((await ownerPatch(owner.token, id, { parking_lot: { status: 'active' } })).status).toBe(422);

      await adminPatch(id, { parking_lot: { status: 'rejected' } });
      expect((await ownerPatch(owner.token, id, { parking_lot: { status: 'pending' } })).status).toBe(200);
      expect((await notifications('new_parking', { lotId: id })).filter((a) => a === ops.adminId)).toHaveLength(2);

      for (const from of ['active', 'on_hold', 'withdrawn']) {
        await adminPatch(id, { parking_lot: { status: from } });
        for (const to of ['pending', 'draft']) {
          const res = await ownerPatch(owner.token, id, { parking_lot: { status: to } });
          expect(res.status, `${from} → ${to}`).toBe(409);
          expect(res.body.error).toMatchObject({ code: 'conflict', param: 'parking_lot' });
        }
      }
      // An edit that does not touch status keeps an active lot active.
      await adminPatch(id, { parking_lot: { status: 'active' } });
      const edit = await ownerPatch(owner.token, id, { parking_lot: { description: 'New signboard.' }, hours: [{ is_24h: true }] });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({ owners_count: 0, hours_count: 1, parking_lot: { status: 'active' } });
      // Re-sending the current pending status is no move and tells nobody again.
      await adminPatch(id, { parking_lot: { status: 'pending' } });
      const count = (await notifications('new_parking', { lotId: id })).length;
      expect((await ownerPatch(owner.token, id, { parking_lot: { status: 'pending', name: 'Same status' } })).status).toBe(200);
      expect((await notifications('new_parking', { lotId: id })).length).toBe(count);
    });

    it('reaches only the owner’s own lots', async () => {
      const mine = await createOwner(h, 'Mine');
      const other = await createOwner(h, 'Other');
      const myLot = (await ownerCreate(mine.token, { parking_lot: { name: 'My lot', status: 'draft' } })).body.parking_lot.id;
      const adminLot = (await h.request('/v1/admin/parking-lots', { token: ops.token, body: { parking_lot: { name: 'Public lot', status: 'active' } } })).body.parking_lot.id;
      for (const id of [myLot, adminLot, randomUUID()]) {
        const patch = await ownerPatch(other.token, id, { parking_lot: { name: 'Taken over' } });
        expect(patch.status, id).toBe(404);
        expect(patch.body.error.code).toBe('lot_not_found');
        expect((await h.request(`/v1/owner/parking-lots/${id}`, { token: other.token })).status).toBe(404);
      }
      const list = await h.request('/v1/owner/parking-lots', { token: mine.token });
      expect(list.body.parking_lots.map((l: { id: string }) => l.id)).toEqual([myLot]);
      expect((await h.request('/v1/owner/parking-lots?status=active', { token: mine.token })).body.parking_lots).toEqual([]);

      // An admin links the second owner: from then on it is theirs too.
      await adminPatch(myLot, { owner_ids: [mine.ownerId, other.ownerId] });
      expect((await ownerPatch(other.token, myLot, { parking_lot: { name: 'Shared' } })).status).toBe(200);
    });

    it('keeps where an imported lot came from: an owner may send its source back, not change or clear it', async () => {
      const owner = await createOwner(h, 'Linked later');
      const imported = await h.request('/v1/admin/parking-lots', {
        token: ops.token,
        body: { parking_lot: { name: 'Imported lot', status: 'draft', source: 'source_a' }, owner_ids: [owner.ownerId] },
      });
      expect(imported.status, imported.text).toBe(201);
      const id = imported.body.parking_lot.id;
      for (const source of [null, 'manual']) {
        const res = await ownerPatch(owner.token, id, { parking_lot: { source } });
        expect(res.status, String(source)).toBe(422);
        expect(res.body.error.param).toBe('parking_lot');
      }
      expect((await h.db.query('select source from parking_lots where id = $1', [id])).rows).toEqual([{ source: 'source_a' }]);
      const own = (await ownerCreate(owner.token, { parking_lot: { name: 'Own lot', status: 'draft' } })).body.parking_lot.id;
      expect((await ownerPatch(owner.token, own, { parking_lot: { source: 'manual', name: 'Own lot, renamed' } })).status).toBe(200);
    });

    it('shows the owner the last moderation decision and its reason, and nobody else’s', async () => {
      const owner = await createOwner(h, 'Reasoned');
      const other = await createOwner(h, 'Curious');
      const id = (await ownerCreate(owner.token, { parking_lot: { name: 'Needs fixing' } })).body.parking_lot.id;
      const mine = async () => {
        const list = await h.request('/v1/owner/parking-lots', { token: owner.token });
        expect(list.status).toBe(200);
        const detail = await h.request(`/v1/owner/parking-lots/${id}`, { token: owner.token });
        expect(detail.status).toBe(200);
        const item = list.body.parking_lots.find((l: { id: string }) => l.id === id);
        expect(item.last_decision).toEqual(detail.body.last_decision);
        return { status: item.status, last_decision: item.last_decision };
      };
      expect(await mine()).toEqual({ status: 'pending', last_decision: null });

      const reject = await h.request(`/v1/admin/parking-lots/${id}/reject`, { token: ops.token, body: { reason: 'The photo shows another lot.' } });
      expect(reject.status).toBe(200);
      const rejected = await mine();
      expect(rejected).toMatchObject({ status: 'rejected', last_decision: { status: 'rejected', reason: 'The photo shows another lot.' } });
      expect(Object.keys(rejected.last_decision).sort()).toEqual(['moderated_at', 'reason', 'status']);
      expect(Date.parse(rejected.last_decision.moderated_at)).not.toBeNaN();

      // Sent again, the lot is pending and still says why it was rejected; then it is held.
      expect((await ownerPatch(owner.token, id, { parking_lot: { status: 'pending', name: 'Fixed' } })).status).toBe(200);
      expect(await mine()).toMatchObject({ status: 'pending', last_decision: { status: 'rejected', reason: 'The photo shows another lot.' } });
      expect((await h.request(`/v1/admin/parking-lots/${id}/hold`, { token: ops.token, body: { reason: 'Checking the address.' } })).status).toBe(200);
      expect(await mine()).toMatchObject({ status: 'on_hold', last_decision: { status: 'on_hold', reason: 'Checking the address.' } });

      // Another owner reaches neither the lot nor its reason, through the API or the database.
      expect((await h.request(`/v1/owner/parking-lots/${id}`, { token: other.token })).status).toBe(404);
      const theirs = await h.request('/v1/owner/parking-lots', { token: other.token });
      expect(theirs.body.parking_lots.map((l: { id: string }) => l.id)).not.toContain(id);
      expect(JSON.stringify(theirs.body)).not.toContain('Checking the address.');
      const read = (userId: string) =>
        asCaller(h.db, { role: 'authenticated', claims: { sub: userId, role: 'authenticated' } }, (tx) =>
          tx.query('select moderation_reason from parking_lots where id = $1', [id]),
        );
      expect((await read(other.userId)).rows).toEqual([]);
      expect((await read(owner.userId)).rows).toEqual([{ moderation_reason: 'Checking the address.' }]);
    });

    it('is guarded by the database too: an owner cannot take the admin path, publish, or adopt a lot', async () => {
      const owner = await createOwner(h);
      const caller = { role: 'authenticated' as const, claims: { sub: owner.userId, role: 'authenticated' } };
      const adminLot = (await h.request('/v1/admin/parking-lots', { token: ops.token, body: { parking_lot: { name: 'Not yours', status: 'active' } } })).body.parking_lot.id;
      const attempt = (sql: string, params: unknown[] = []) =>
        asCaller(h.db, caller, (tx) => tx.query(sql, params)).then(
          () => 'ok',
          (e: { code: string }) => e.code,
        );
      expect(await attempt(`select public.create_parking_lot_bundle('{"parking_lot": {"name": "x", "status": "active"}}', false)`)).toBe('PK403');
      expect(await attempt(`insert into parking_lots (name, status, source) values ('x', 'active', 'manual')`)).toBe('42501');
      expect(await attempt(`insert into parking_lot_owners (parking_lot_id, owner_id) values ($1, $2)`, [adminLot, owner.ownerId])).toBe('42501');
      // Someone else's lot is simply not there for the owner's update.
      expect(await attempt(`update parking_lots set name = 'Hijacked' where id = $1`, [adminLot])).toBe('ok');
      const { rows } = await h.db.query('select name from parking_lots where id = $1', [adminLot]);
      expect(rows[0]).toEqual({ name: 'Not yours' });
      const own = (await ownerCreate(owner.token, { parking_lot: { name: 'Own', status: 'draft' } })).body.parking_lot.id;
      expect(await attempt(`update parking_lots set status = 'active' where id = $1`, [own])).toBe('PK409');
    });
  });
});
