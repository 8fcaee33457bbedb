import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import type { Queryable } from '../../src/db/types.js';
import { createdMinutesAgo, createHarness, type Harness } from '../support/harness.js';
import { createAssets, createOwner, fullBundle, lotTableCounts } from './fixtures.js';

const RESPONSE_KEYS = [
  'address', 'created_at', 'entry_difficulty', 'entry_method', 'geometry', 'id', 'max_height_m', 'max_length_m',
  'max_parking_duration_min', 'max_tire_width_mm', 'max_weight_t', 'max_width_m', 'min_clearance_cm', 'name', 'operator_code',
  'parent_id', 'place_id', 'raw_text', 'receipt_available', 'source', 'status', 'structure', 'total_spaces', 'updated_at',
  'variant_label',
];

describe('admin lot bundles', () => {
  let h: Harness;
  let admin: Awaited<ReturnType<Harness['createAdmin']>>;

  beforeAll(async () => {
    h = await createHarness();
    admin = await h.createAdmin('ops_manager');
  });
  afterAll(() => h.close());

  const create = (body: unknown, token = admin.token) => h.request('/v1/admin/parking-lots', { token, body });
  const patch = (id: string, body: unknown, token = admin.token) =>
    h.request(`/v1/admin/parking-lots/${id}`, { method: 'PATCH', token, body });
  const detail = (id: string) => h.request(`/v1/admin/parking-lots/${id}`, { token: admin.token });

  describe('create', () => {
    it('writes the lot and every part in one call and answers the 2.6 lot with the counts written', async () => {
      const [asset1, asset2] = await createAssets(h, 2);
      const owner = await createOwner(h);
      const res = await create(
        fullBundle({
          images: [{ asset_id: asset1, is_main: true, sort_order: 1 }, { asset_id: asset2 }],
          owner_ids: [owner.ownerId],
        }),
      );
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.parking_lot).sort()).toEqual(RESPONSE_KEYS);
      expect(res.body).toMatchObject({ hours_count: 1, pricing_rules_count: 3, images_count: 2, tags_count: 3, owners_count: 1 });
      expect(res.body.parking_lot).toMatchObject({
        name: 'Shinjuku 3-chome Parking No.2',
        status: 'active',
        source: 'manual',
        max_height_m: 2.1,
        receipt_available: true,
        geometry: { shape_type: 'point', point: { lat: 35.6905, lng: 139.7046 } },
      });
      expect(res.body.parking_lot.created_at).toBe(res.body.parking_lot.updated_at);

      const full = await detail(res.body.parking_lot.id);
      expect(full.status).toBe(200);
      expect(full.body.parking_lot).toMatchObject({ lot_type: 'regular', vehicle_type_max: 'regular', timezone: 'Asia/Tokyo', capacity_ev: 1 });
      expect(full.body.hours).toEqual([
        { window_type: 'business', day_type: 'all', day_of_week: null, is_24h: true, is_closed: false, open_time: null, close_time: null, effective_from: null, effective_to: null },
      ]);
      expect(full.body.pricing_rules.map((r: { rule_order: number; category: string }) => [r.rule_order, r.category])).toEqual([
        [0, 'unit'],
        [1, 'unit'],
        [2, 'cap'],
      ]);
      expect(full.body.images.map((i: { asset_id: string }) => i.asset_id)).toEqual([asset1, asset2]);
      // In the tag master's order.
      expect(full.body.tags.map((t: { tag_code: string; state: boolean }) => [t.tag_code, t.state])).toEqual([
        ['credit_card', true],
        ['covered', false],
        ['ev_charger', true],
      ]);
      expect(full.body.owners).toEqual([{ owner_id: owner.ownerId, display_name: 'Owner Taro' }]);
    });

    it('needs only a name: status draft, source manual, lot_type regular, no receipt, counts 0', async () => {
      const res = await create({ parking_lot: { name: 'Minimal' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ hours_count: 0, pricing_rules_count: 0, images_count: 0, tags_count: 0, owners_count: 0 });
      expect(res.body.parking_lot).toMatchObject({ status: 'draft', source: 'manual', receipt_available: false, geometry: null, address: null });
      expect((await detail(res.body.parking_lot.id)).body.parking_lot.lot_type).toBe('regular');
    });

    it('takes any status from an admin', async () => {
      for (const status of ['draft', 'pending', 'active', 'on_hold', 'withdrawn', 'rejected']) {
        const res = await create({ parking_lot: { name: `Status ${status}`, status } });
        expect(res.status, status).toBe(201);
        expect(res.body.parking_lot.status).toBe(status);
      }
    });

    it('numbers rules by their index unless rule_order is given, and refuses a rule_order used twice', async () => {
      const rules = [
        { rule_order: 10, per_minutes: 30, price_minor: 200 },
        { per_minutes: 60, price_minor: 100 },
      ];
      const res = await create({ parking_lot: { name: 'Orders' }, pricing_rules: rules });
      expect(res.status).toBe(201);
      expect((await detail(res.body.parking_lot.id)).body.pricing_rules.map((r: { rule_order: number }) => r.rule_order)).toEqual([1, 10]);
      const clash = await create({ parking_lot: { name: 'Clash' }, pricing_rules: [{ per_minutes: 30, price_minor: 200 }, { rule_order: 0, per_minutes: 30, price_minor: 100 }] });
      expect(clash.status).toBe(422);
      expect(clash.body.error).toMatchObject({ code: 'validation_error', param: 'pricing_rules' });
      expect(clash.body.error.issues[0].path).toEqual(['pricing_rules', 1, 'rule_order']);
    });

    it('refuses a pricing rule that is incomplete for its category (pricing.md §6), naming the rule', async () => {
      const incomplete = [
        { per_minutes: 30 },
        { category: 'unit', price_minor: 100 },
        { category: 'cap', cap_type: 'daily_max' },
        { category: 'cap', cap_price_minor: 1000 },
        { category: 'cap', cap_type: 'duration', cap_price_minor: 1500 },
      ];
      for (const rule of incomplete) {
        const res = await create({ parking_lot: { name: 'Incomplete' }, pricing_rules: [{ per_minutes: 30, price_minor: 100 }, rule] });
        expect(res.status, JSON.stringify(rule)).toBe(422);
        expect(res.body.error.param).toBe('pricing_rules');
        expect(res.body.error.issues[0].path).toEqual(['pricing_rules', 1]);
      }
      const complete = [{ category: 'hourly' }, { category: 'cap', cap_type: 'duration', cap_price_minor: 1500, cap_duration_hours: 24, cap_repeat: false }];
      expect((await create({ parking_lot: { name: 'Complete' }, pricing_rules: complete })).status).toBe(201);
    });

    it('rejects an unknown tag_code with 400 unknown_tag_code naming it, and writes nothing of the bundle', async () => {
      const before = await lotTableCounts(h);
      const res = await create(fullBundle({ tags: [{ tag_code: 'credit_card' }, { tag_code: 'valet_parking' }] }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'unknown_tag_code', param: 'tags', details: { tag_code: 'valet_parking' } });
      expect(res.body.error.message).toContain('valet_parking');
      expect(await lotTableCounts(h)).toEqual(before);
    });

    it('leaves no trace when the database refuses a part after the lot, hours and rules were written', async () => {
      const [asset] = await createAssets(h, 1);
      const before = await lotTableCounts(h);
      // The unknown asset is found only after the lot, its hours and rules are in.
      const res = await create(fullBundle({ images: [{ asset_id: asset }, { asset_id: randomUUID() }] }));
      expect(res.status).toBe(422);
      expect(res.body.error.param).toBe('images');
      expect(await lotTableCounts(h)).toEqual(before);

      const place = `place-${randomUUID()}`;
      expect((await create({ parking_lot: { name: 'First', place_id: place } })).status).toBe(201);
      const dup = await create(fullBundle({ parking_lot: { place_id: place } }));
      expect(dup.status).toBe(409);
      expect(dup.body.error).toMatchObject({ code: 'conflict', param: 'parking_lot', details: { constraint: 'parking_lots_place_id_key' } });
      expect((await lotTableCounts(h)).lots).toBe(before.lots + 1);
    });

    it('refuses owner_ids naming no owner, and the same owner twice', async () => {
      const missing = await create({ parking_lot: { name: 'Nobody' }, owner_ids: [randomUUID()] });
      expect(missing.status).toBe(422);
      expect(missing.body.error.param).toBe('owner_ids');
      const owner = await createOwner(h);
      const twice = await create({ parking_lot: { name: 'Twice' }, owner_ids: [owner.ownerId, owner.ownerId] });
      expect(twice.status).toBe(422);
      expect(twice.body.error.param).toBe('owner_ids');
    });

    it('takes ids in any letter case as the same ids (RFC 9562): owners, parent, images', async () => {
      const owner = await createOwner(h);
      const parent = (await create({ parking_lot: { name: 'Parent' } })).body.parking_lot.id as string;
      const [a] = await createAssets(h, 1);
      const res = await create({
        parking_lot: { name: 'Capitals', parent_id: parent.toUpperCase() },
        owner_ids: [owner.ownerId.toUpperCase()],
        images: [{ asset_id: a!.toUpperCase() }],
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.parking_lot.parent_id).toBe(parent);
      expect(res.body).toMatchObject({ owners_count: 1, images_count: 1 });
      expect((await detail(res.body.parking_lot.id)).body.images.map((i: { asset_id: string }) => i.asset_id)).toEqual([a]);

      // One id in two cases is one id listed twice: refused by the schema, nothing written.
      const before = await lotTableCounts(h);
      for (const body of [
        { parking_lot: { name: 'Twice' }, images: [{ asset_id: a }, { asset_id: a!.toUpperCase() }] },
        { parking_lot: { name: 'Twice' }, owner_ids: [owner.ownerId, owner.ownerId.toUpperCase()] },
      ]) {
        const twice = await create(body);
        expect(twice.status, twice.text).toBe(422);
        expect(twice.body.error.param).toBe(Object.keys(body)[1]);
      }
      expect(await lotTableCounts(h)).toEqual(before);
    });

    it('refuses one asset or tag listed twice in the database too (the upsert would touch its row twice)', async () => {
      const [a] = await createAssets(h, 1);
      const id = (await create({ parking_lot: { name: 'Direct' }, images: [{ asset_id: a }] })).body.parking_lot.id;
      const err = await h.db
        .query('select public.apply_parking_lot_images($1, $2::jsonb)', [id, JSON.stringify([{ asset_id: a }, { asset_id: a!.toUpperCase() }])])
        .then(() => undefined, (e: unknown) => e);
      expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: 'images', message: `images: asset ${a} is listed twice.` });
      const tags = await h.db
        .query('select public.apply_parking_lot_tags($1, $2::jsonb)', [id, JSON.stringify([{ tag_code: 'covered' }, { tag_code: 'covered', state: false }])])
        .then(() => undefined, (e: unknown) => e);
      expect(mapDatabaseError(tags)).toMatchObject({ code: 'validation_error', param: 'tags', message: 'tags: tag_code covered is listed twice.' });
    });

    it('refuses a vehicle_type_max that is not a vehicle_type code, and a parent that does not exist', async () => {
      const res = await create({ parking_lot: { name: 'Bus', vehicle_type_max: 'bus' } });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_error', param: 'parking_lot' });
      const parent = await create({ parking_lot: { name: 'Orphan', parent_id: randomUUID() } });
      expect(parent.status).toBe(422);
      expect(parent.body.error.param).toBe('parking_lot');
    });

    it('refuses unknown keys anywhere, naming the top-level field', async () => {
      const cases: [unknown, string][] = [
        [{ parking_lot: { name: 'x' }, extra: 1 }, 'extra'],
        [{ parking_lot: { name: 'x', lat: 35.6 } }, 'parking_lot'],
        [{ parking_lot: { name: 'x', timezone: 'Asia/Tokyo' } }, 'parking_lot'],
        [{ parking_lot: { name: 'x' }, hours: [{ opens: '08:00' }] }, 'hours'],
        [{ parking_lot: { name: 'x' }, pricing_rules: [{ per_minutes: 30, price_minor: 100, currency: 'JPY' }] }, 'pricing_rules'],
        [{ parking_lot: { name: 'x' }, images: [{ asset_id: randomUUID(), caption: 'x' }] }, 'images'],
        [{ parking_lot: { name: 'x' }, tags: [{ tag_code: 'receipt', note: 'x' }] }, 'tags'],
        [{ hours: [] }, 'parking_lot'],
      ];
      for (const [body, param] of cases) {
        const res = await create(body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.error.param, JSON.stringify(body)).toBe(param);
      }
    });
  });

  describe('retried creates (Idempotency-Key)', () => {
    const createWith = (key: string, body: unknown, token = admin.token) =>
      h.request('/v1/admin/parking-lots', { token, body, headers: { 'Idempotency-Key': key } });
    /** Every table a create writes, plus the audit log and the create records. */
    const written = async () => {
      const { rows } = await h.db.query<{ audit: number; requests: number }>(
        `select (select count(*)::int from admin_audit_log) as audit, (select count(*)::int from parking_lot_create_requests) as requests`,
      );
      return { ...(await lotTableCounts(h)), ...rows[0]! };
    };

    it('answers a repeat with 200, the same lot and counts, Idempotent-Replayed, and writes nothing', async () => {
      const [asset] = await createAssets(h, 1);
      const owner = await createOwner(h);
      const key = randomUUID();
      const body = fullBundle({ images: [{ asset_id: asset, is_main: true }], owner_ids: [owner.ownerId] });
      const first = await createWith(key, body);
      expect(first.status, first.text).toBe(201);
      expect(first.headers.get('Idempotent-Replayed')).toBeNull();
      const before = await written();
      // The same key in capitals is the same UUID, and the body's keys in another order the same body.
      const { parking_lot, ...rest } = body;
      for (const again of [await createWith(key, body), await createWith(key.toUpperCase(), { ...rest, parking_lot })]) {
        expect(again.status, again.text).toBe(200);
        expect(again.headers.get('Idempotent-Replayed')).toBe('true');
        expect(again.headers.get('Location')).toBe(`/v1/admin/parking-lots/${first.body.parking_lot.id}`);
        expect(again.body).toEqual(first.body);
      }
      expect(await written()).toEqual(before);
      // The lot as it is now, with the counts the create answered.
      expect((await patch(first.body.parking_lot.id, { parking_lot: { name: 'Renamed since' } })).status).toBe(200);
      const later = await createWith(key, body);
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ hours_count: 1, pricing_rules_count: 3, images_count: 1, tags_count: 3, owners_count: 1 });
      expect(later.body.parking_lot).toMatchObject({ id: first.body.parking_lot.id, name: 'Renamed since' });
    });

    it('refuses the same key with another body, or on the owner route, with 409 naming client_request_id', async () => {
      // An admin who is also an owner: the owner's create is another request.
      const both = await h.createAdmin('ops_manager');
      expect((await h.request('/v1/owner/register', { token: both.token, body: { display_name: 'Admin as owner' } })).status).toBe(201);
      const key = randomUUID();
      expect((await createWith(key, { parking_lot: { name: 'Keyed' } }, both.token)).status).toBe(201);
      const before = await written();
      const other = await createWith(key, { parking_lot: { name: 'Keyed', address: 'Elsewhere' } }, both.token);
      expect(other.status).toBe(409);
      expect(other.body.error).toMatchObject({ code: 'conflict', param: 'client_request_id' });
      const asOwner = await h.request('/v1/owner/parking-lots', {
        token: both.token,
        body: { parking_lot: { name: 'Keyed' } },
        headers: { 'Idempotency-Key': key },
      });
      expect(asOwner.status, asOwner.text).toBe(409);
      expect(asOwner.body.error).toMatchObject({ code: 'conflict', param: 'client_request_id' });
      expect(await written()).toEqual(before);
    });

    it('keeps keys per user, refuses a key that is not a UUID, and changes nothing without one', async () => {
      const key = randomUUID();
      const body = { parking_lot: { name: 'Per user' } };
      const mine = await createWith(key, body);
      const other = await h.createAdmin('ops_manager');
      const theirs = await createWith(key, body, other.token);
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect(theirs.body.parking_lot.id).not.toBe(mine.body.parking_lot.id);

      const before = await written();
      for (const bad of ['abc', `${key}x`, '']) {
        const res = await createWith(bad, body);
        expect(res.status, bad).toBe(422);
        expect(res.body.error).toMatchObject({ code: 'validation_error', param: 'Idempotency-Key' });
      }
      expect(await written()).toEqual(before);

      const plain = [await create(body), await create(body)];
      expect(plain.map((r) => r.status)).toEqual([201, 201]);
      expect(plain[0]!.body.parking_lot.id).not.toBe(plain[1]!.body.parking_lot.id);
      expect((await written()).requests).toBe(before.requests);
    });

    it('records nothing for a create that failed: its retry with the same key creates the lot once', async () => {
      const key = randomUUID();
      const before = await written();
      const failed = await createWith(key, fullBundle({ tags: [{ tag_code: 'credit_card' }, { tag_code: 'valet_parking' }] }));
      expect(failed.status).toBe(400);
      expect(await written()).toEqual(before);
      const retried = await createWith(key, fullBundle());
      expect(retried.status, retried.text).toBe(201);
      const again = await createWith(key, fullBundle());
      expect(again.status).toBe(200);
      expect(again.body.parking_lot.id).toBe(retried.body.parking_lot.id);
      expect(await written()).toMatchObject({ lots: before.lots + 1, audit: before.audit + 1, requests: before.requests + 1 });
    });

    it('keeps each user’s records to themself (row-level security), and refuses a withdrawn writer', async () => {
      const key = randomUUID();
      const lot = (await createWith(key, { parking_lot: { name: 'Private record' } })).body.parking_lot.id as string;
      const rolledBack = async <T>(sub: string, work: (tx: Queryable) => Promise<T>): Promise<T | { sqlstate: string }> => {
        const rollback = new Error('rollback');
        let out: T | { sqlstate: string } | undefined;
        await asCaller(h.db, { role: 'authenticated', claims: { sub, role: 'authenticated' } }, async (tx) => {
          out = await work(tx).catch((err: { code: string }) => ({ sqlstate: err.code }));
          throw rollback;
        }).catch((err) => {
          if (err !== rollback) throw err;
        });
        return out!;
      };
      const mine = await rolledBack(admin.userId, async (tx) => (await tx.query('select parking_lot_id from parking_lot_create_requests where client_request_id = $1', [key])).rows);
      expect(mine).toEqual([{ parking_lot_id: lot }]);

      const intruder = await h.createUser();
      const record = async () => (await h.db.query('select * from parking_lot_create_requests where user_id = $1 and client_request_id = $2', [admin.userId, key])).rows;
      const kept = await record();
      expect(await rolledBack(intruder, async (tx) => (await tx.query('select * from parking_lot_create_requests')).rows)).toEqual([]);
      expect(await rolledBack(intruder, async (tx) => (await tx.query(`update parking_lot_create_requests set counts = '{}'`)).rowCount)).toBe(0);
      for (const sql of [
        'delete from parking_lot_create_requests',
        `update parking_lot_create_requests set parking_lot_id = parking_lot_id`,
        `insert into parking_lot_create_requests (user_id, client_request_id, as_owner, request_sha256, parking_lot_id)
         values ('${admin.userId}', gen_random_uuid(), false, sha256(''), '${lot}')`,
        `insert into parking_lot_create_requests (client_request_id, as_owner, request_sha256, parking_lot_id, counts)
         values (gen_random_uuid(), false, sha256(''), '${lot}', '{}')`,
      ]) {
        expect(await rolledBack(intruder, (tx) => tx.query(sql)), sql).toEqual({ sqlstate: '42501' });
      }
      expect(await record()).toEqual(kept);

      // A user whose withdrawal committed writes no record (refuse_withdrawn_writer).
      const withdrawn = await h.createUser();
      await h.db.query('update auth.users set deleted_at = now() where id = $1', [withdrawn]);
      const claim = `insert into parking_lot_create_requests (client_request_id, as_owner, request_sha256, parking_lot_id)
                     values (gen_random_uuid(), false, sha256(''), gen_random_uuid())`;
      expect(await rolledBack(withdrawn, (tx) => tx.query(claim))).toEqual({ sqlstate: 'PK401' });
    });

    it.runIf(!!process.env.DATABASE_URL)('makes one lot of two creates with the same key racing on two connections', async () => {
      const key = randomUUID();
      const body = { parking_lot: { name: 'Raced', place_id: `raced-${key}` } };
      const before = await written();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimed!: () => void;
      const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
      // The first create holds its transaction open, lot written, while the repeat arrives through the API.
      const first = asCaller(h.db, { role: 'authenticated', claims: { sub: admin.userId, role: 'authenticated' } }, async (tx) => {
        const { rows } = await tx.query<{ counts: { parking_lot_id: string } }>(
          'select public.create_parking_lot_bundle($1::jsonb, false, $2) as counts',
          [JSON.stringify(body), key],
        );
        claimed();
        await held;
        return rows[0]!.counts.parking_lot_id;
      });
      await firstClaimed;
      const repeat = createWith(key, body);
      // The repeat waits on the key, not on the place_id: it answers with the first's lot, not 409.
      let waited = false;
      for (let i = 0; i < 200 && !waited; i++) {
        const { rows } = await h.db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waited = rows[0]!.n > 0;
        if (!waited) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      release();
      expect(waited, 'the repeat never waited for the first create').toBe(true);
      const [lotId, answer] = await Promise.all([first, repeat]);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('Idempotent-Replayed')).toBe('true');
      expect(answer.body.parking_lot.id).toBe(lotId);
      expect(await written()).toMatchObject({ lots: before.lots + 1, requests: before.requests + 1 });

      // Three at once through the API: one creates, the others answer with its lot.
      const key2 = randomUUID();
      const all = await Promise.all([1, 2, 3].map(() => createWith(key2, { parking_lot: { name: 'Raced again', place_id: `raced-${key2}` } })));
      expect(all.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(all.map((r) => r.body.parking_lot.id)).size).toBe(1);
      expect(await written()).toMatchObject({ lots: before.lots + 2, requests: before.requests + 2, audit: before.audit + 1 });
    });
  });

  describe('geometry', () => {
    const lotWith = (geometry: unknown) => create({ parking_lot: { name: 'Geo', geometry } });
    const repPoint = async (id: string) =>
      (await h.db.query<{ rep_lat: number; rep_lng: number }>('select rep_lat, rep_lng from parking_lots where id = $1', [id])).rows[0]!;

    it('stores and returns point, line and area nested, never flat, with a representative point for search', async () => {
      const line = { shape_type: 'line', line: { type: 'LineString', coordinates: [[139.70, 35.69], [139.70, 35.70], [139.70, 35.72]] } };
      const area = {
        shape_type: 'area',
        area: { type: 'Polygon', coordinates: [[[139.70, 35.69], [139.72, 35.69], [139.72, 35.71], [139.70, 35.71], [139.70, 35.69]]] },
      };
      for (const [geometry, lat, lng] of [
        [{ shape_type: 'point', point: { lat: -90, lng: 180 } }, -90, 180],
        [line, 35.705, 139.7],
        [area, 35.7, 139.71],
      ] as const) {
        const res = await lotWith(geometry);
        expect(res.status, JSON.stringify(geometry)).toBe(201);
        expect(res.body.parking_lot.geometry).toEqual(geometry);
        expect(res.body.parking_lot).not.toHaveProperty('lat');
        const rep = await repPoint(res.body.parking_lot.id);
        expect(rep.rep_lat).toBeCloseTo(lat, 6);
        expect(rep.rep_lng).toBeCloseTo(lng, 6);
      }
    });

    it('refuses geometry outside 2.5, naming parking_lot', async () => {
      const bad = [
        { shape_type: 'point', point: { lat: 90.0001, lng: 0 } },
        { shape_type: 'point', point: { lat: 0, lng: -180.0001 } },
        { shape_type: 'point', point: { lat: 0 } },
        { shape_type: 'point', point: { lat: 0, lng: 0, alt: 1 } },
        { shape_type: 'point', point: { lat: 0, lng: 0 }, line: null },
        { shape_type: 'point', line: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } },
        { shape_type: 'circle', point: { lat: 0, lng: 0 } },
        { shape_type: 'line', line: { type: 'LineString', coordinates: [[0, 0]] } },
        { shape_type: 'line', line: { type: 'LineString', coordinates: [[0, 0], [0, 91]] } },
        { shape_type: 'line', line: { type: 'LineString', coordinates: [[0, 0], [1, 1, 5]] } },
        { shape_type: 'line', line: { type: 'Polygon', coordinates: [[0, 0], [1, 1]] } },
        { shape_type: 'area', area: { type: 'Polygon', coordinates: [] } },
        { shape_type: 'area', area: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [0, 0]]] } },
        { shape_type: 'area', area: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1]]] } },
        { shape_type: 'area', area: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]], bbox: [0, 0, 1, 1] } },
      ];
      for (const geometry of bad) {
        const res = await lotWith(geometry);
        expect(res.status, JSON.stringify(geometry)).toBe(422);
        expect(res.body.error.param).toBe('parking_lot');
      }
      const minimal = [
        { shape_type: 'line', line: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } },
        { shape_type: 'area', area: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] } },
      ];
      for (const geometry of minimal) expect((await lotWith(geometry)).status, JSON.stringify(geometry)).toBe(201);
    });

    it('is checked by the database too: the same shapes are refused by a named constraint', async () => {
      const shapes = [
        { shape_type: 'point', point: { lat: 91, lng: 0 } },
        { shape_type: 'line', line: { type: 'LineString', coordinates: [[0, 0]] } },
        { shape_type: 'area', area: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1]]] } },
        { shape_type: 'point', point: { lat: 0, lng: 0 }, lat: 0 },
        { lat: 35.6, lng: 139.7 },
      ];
      for (const geometry of shapes) {
        const err = await h.db
          .query(`insert into parking_lots (name, geometry) values ('Direct', $1::jsonb)`, [JSON.stringify(geometry)])
          .then(() => undefined, (e: unknown) => e as { code: string; constraint: string });
        expect(err, JSON.stringify(geometry)).toMatchObject({ code: '23514', constraint: 'parking_lots_geometry_shape' });
      }
    });
  });

  describe('patch', () => {
    it('leaves absent parts untouched and replaces hours and pricing rules when present', async () => {
      const created = await create(fullBundle());
      const id = created.body.parking_lot.id;
      const before = (await detail(id)).body;
      const res = await patch(id, { parking_lot: { description: 'Now with EV charging.', max_height_m: null } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ hours_count: 0, pricing_rules_count: 0, images_count: 0, tags_count: 0, owners_count: 0 });
      const after = (await detail(id)).body;
      expect(after.parking_lot).toMatchObject({ description: 'Now with EV charging.', max_height_m: null, name: before.parking_lot.name });
      expect(after.hours).toEqual(before.hours);
      expect(after.pricing_rules).toEqual(before.pricing_rules);
      expect(after.tags).toEqual(before.tags);

      const replaced = await patch(id, {
        hours: [
          { day_type: 'weekday', open_time: '07:00', close_time: '23:00' },
          { day_type: 'sunday', is_closed: true },
        ],
        pricing_rules: [{ per_minutes: 20, price_minor: 300 }],
      });
      expect(replaced.body).toMatchObject({ hours_count: 2, pricing_rules_count: 1 });
      const now = (await detail(id)).body;
      expect(now.hours.map((x: { day_type: string }) => x.day_type)).toEqual(['weekday', 'sunday']);
      expect(now.pricing_rules).toHaveLength(1);
      expect((await patch(id, { hours: [] })).body.hours_count).toBe(0);
      expect((await detail(id)).body.hours).toEqual([]);
    });

    it('applies images as the desired set and counts the differences', async () => {
      const [a, b, c] = await createAssets(h, 3);
      const id = (await create({ parking_lot: { name: 'Images' }, images: [{ asset_id: a }, { asset_id: b }] })).body.parking_lot.id;
      // b unchanged, a removed, c added, then b's main flag changed: 2 differences, then 1.
      expect((await patch(id, { images: [{ asset_id: b }, { asset_id: c, is_main: true }] })).body.images_count).toBe(2);
      expect((await patch(id, { images: [{ asset_id: b, is_main: true }, { asset_id: c, is_main: true }] })).body.images_count).toBe(1);
      expect((await patch(id, { images: [{ asset_id: b, is_main: true }, { asset_id: c, is_main: true }] })).body.images_count).toBe(0);
      expect((await detail(id)).body.images.map((i: { asset_id: string }) => i.asset_id).sort()).toEqual([b, c].sort());
      expect((await patch(id, { images: [] })).body.images_count).toBe(2);
    });

    it('keeps an image re-sent with its id in capitals, by an admin or by the owner', async () => {
      const owner = await createOwner(h);
      const [a] = await createAssets(h, 1);
      const id = (await create({ parking_lot: { name: 'Kept', status: 'draft' }, owner_ids: [owner.ownerId], images: [{ asset_id: a, is_main: true }] }))
        .body.parking_lot.id;
      const written = async () => (await h.db.query('select created_at from parking_lot_images where parking_lot_id = $1', [id])).rows;
      const first = await written();
      expect((await patch(id, { images: [{ asset_id: a!.toUpperCase(), is_main: true }] })).body.images_count).toBe(0);
      const byOwner = await h.request(`/v1/owner/parking-lots/${id}`, {
        method: 'PATCH',
        token: owner.token,
        body: { images: [{ asset_id: a!.toUpperCase(), is_main: true }] },
      });
      expect(byOwner.status, byOwner.text).toBe(200);
      expect(byOwner.body.images_count).toBe(0);
      expect(await written()).toEqual(first);
    });

    it('upserts listed tags with their state and removes those sent with state null', async () => {
      const id = (await create(fullBundle())).body.parking_lot.id;
      const res = await patch(id, { tags: [{ tag_code: 'covered', state: true }, { tag_code: 'credit_card', state: null }, { tag_code: 'toilet', state: null }, { tag_code: 'gate' }] });
      expect(res.status).toBe(200);
      // covered and gate upserted, credit_card removed; toilet had no link, so nothing was written for it.
      expect(res.body.tags_count).toBe(3);
      const tags = (await detail(id)).body.tags.map((t: { tag_code: string; state: boolean }) => `${t.tag_code}:${t.state}`).sort();
      expect(tags).toEqual(['covered:true', 'ev_charger:true', 'gate:true']);
      const unknown = await patch(id, { parking_lot: { name: 'Renamed' }, tags: [{ tag_code: 'nope', state: null }] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.code).toBe('unknown_tag_code');
      expect((await detail(id)).body.parking_lot.name).not.toBe('Renamed');
    });

    it('replaces owners with owner_ids, and sets or clears geometry', async () => {
      const [o1, o2, o3] = [await createOwner(h, 'One'), await createOwner(h, 'Two'), await createOwner(h, 'Three')];
      const id = (await create({ parking_lot: { name: 'Owned', geometry: { shape_type: 'point', point: { lat: 35, lng: 139 } } }, owner_ids: [o1.ownerId] }))
        .body.parking_lot.id;
      const res = await patch(id, { owner_ids: [o2.ownerId, o3.ownerId] });
      expect(res.body.owners_count).toBe(2);
      expect((await detail(id)).body.owners.map((o: { display_name: string }) => o.display_name).sort()).toEqual(['Three', 'Two']);

      expect((await patch(id, { parking_lot: { name: 'Still here' } })).body.parking_lot.geometry).toEqual({ shape_type: 'point', point: { lat: 35, lng: 139 } });
      const cleared = await patch(id, { parking_lot: { geometry: null } });
      expect(cleared.body.parking_lot.geometry).toBeNull();
      const { rows } = await h.db.query('select rep_lat, location from parking_lots where id = $1', [id]);
      expect(rows[0]).toEqual({ rep_lat: null, location: null });
    });

    it('moves updated_at on every change, kept by the database', async () => {
      const id = (await create({ parking_lot: { name: 'Clock' } })).body.parking_lot.id;
      const t0 = (await detail(id)).body.parking_lot.updated_at;
      await new Promise((r) => setTimeout(r, 5));
      const t1 = (await patch(id, { hours: [{ is_24h: true }] })).body.parking_lot.updated_at;
      expect(t1 > t0).toBe(true);
      await new Promise((r) => setTimeout(r, 5));
      await h.db.query(`update parking_lots set description = 'direct' where id = $1`, [id]);
      expect((await detail(id)).body.parking_lot.updated_at > t1).toBe(true);
    });

    it('lets an admin move a lot to any status', async () => {
      const id = (await create({ parking_lot: { name: 'Moves', status: 'pending' } })).body.parking_lot.id;
      for (const status of ['active', 'withdrawn', 'draft', 'rejected', 'on_hold', 'active']) {
        const res = await patch(id, { parking_lot: { status } });
        expect(res.status, status).toBe(200);
        expect(res.body.parking_lot.status).toBe(status);
      }
    });

    it('answers 404 lot_not_found for an unknown lot and 422 for an empty patch', async () => {
      const res = await patch(randomUUID(), { parking_lot: { name: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('lot_not_found');
      const id = (await create({ parking_lot: { name: 'Empty' } })).body.parking_lot.id;
      expect((await patch(id, {})).status).toBe(422);
      expect((await patch(id, { parking_lot: { name: null } })).body.error.param).toBe('parking_lot');
    });
  });

  describe('list, detail and access', () => {
    it('lists lots of any status with filters and keyset paging', async () => {
      const owner = await createOwner(h, 'Lister');
      const tag = randomUUID().slice(0, 8);
      for (const [i, status] of ['draft', 'pending', 'active', 'rejected', 'active'].entries()) {
        const res = await create({ parking_lot: { name: `List ${tag} ${i}`, address: `Chiyoda ${tag.toUpperCase()}`, status, source: i === 4 ? 'source_b' : 'manual' }, ...(i < 2 ? { owner_ids: [owner.ownerId] } : {}) });
        // A minute apart, oldest first: PGlite's clock moves in milliseconds, so lots made in a row can share an instant.
        await createdMinutesAgo(h.db, 'public.parking_lots', res.body.parking_lot.id, 10 - i);
      }
      const q = (query: string) => h.request(`/v1/admin/parking-lots?${query}`, { token: admin.token });
      expect((await q(`q=${tag.toUpperCase()}`)).body.parking_lots).toHaveLength(5);
      expect((await q(`q=${tag}&status=active`)).body.parking_lots.map((l: { status: string }) => l.status)).toEqual(['active', 'active']);
      expect((await q(`q=${tag}&status=draft,pending`)).body.parking_lots).toHaveLength(2);
      expect((await q(`q=${tag}&source=source_b`)).body.parking_lots).toHaveLength(1);
      expect((await q(`owner_id=${owner.ownerId}`)).body.parking_lots).toHaveLength(2);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: { parking_lots: { id: string; name: string }[]; next_cursor: string | null } } = await q(`q=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...res.body.parking_lots.map((l) => l.name));
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => `List ${tag} ${i}`));
      expect((await q('status=open')).body.error.param).toBe('status');
      expect((await q('q=100%25')).status).toBe(200);
    });

    it('lets parking.view read but not write, and refuses roles without parking permissions', async () => {
      const id = (await create({ parking_lot: { name: 'Guarded' } })).body.parking_lot.id;
      const agent = await h.createAdmin('support_agent');
      expect((await h.request('/v1/admin/parking-lots', { token: agent.token })).status).toBe(200);
      expect((await h.request(`/v1/admin/parking-lots/${id}`, { token: agent.token })).status).toBe(200);
      const denied = await create({ parking_lot: { name: 'No' } }, agent.token);
      expect(denied.status).toBe(403);
      expect(denied.body.error).toMatchObject({ code: 'forbidden', details: { permission: 'parking.edit' } });
      expect((await patch(id, { parking_lot: { name: 'No' } }, agent.token)).status).toBe(403);
      const content = await h.createAdmin('content_manager');
      expect((await h.request(`/v1/admin/parking-lots/${id}`, { token: content.token })).status).toBe(403);
      expect((await h.request('/v1/admin/parking-lots', { body: { parking_lot: { name: 'x' } } })).status).toBe(401);
      expect((await create({ parking_lot: { name: 'x' } }, await h.tokenFor())).status).toBe(403);
    });

    it('keeps writes to admins in the database as well: a plain user calling the bundle function is refused', async () => {
      const user = { role: 'authenticated' as const, claims: { sub: randomUUID(), role: 'authenticated' } };
      const err = await asCaller(h.db, user, (tx) => tx.query(`select public.create_parking_lot_bundle('{"parking_lot": {"name": "Sneaky"}}')`)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(mapDatabaseError(err)?.code).toBe('forbidden');
      const direct = await asCaller(h.db, user, (tx) => tx.query(`insert into parking_lots (name, status) values ('Sneaky', 'active')`)).then(
        () => undefined,
        (e: unknown) => e as { code: string },
      );
      expect(direct?.code).toBe('42501');
    });
  });
});
