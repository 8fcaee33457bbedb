import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
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
