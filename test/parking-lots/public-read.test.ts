import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { createAssets } from './fixtures.js';

describe('public reading of lots', () => {
  let h: Harness;
  let admin: Awaited<ReturnType<Harness['createAdmin']>>;
  const ids: Record<string, string> = {};

  const createLot = async (key: string, parkingLot: Record<string, unknown>, parts: Record<string, unknown> = {}) => {
    const res = await h.request('/v1/admin/parking-lots', { token: admin.token, body: { parking_lot: { status: 'active', ...parkingLot }, ...parts } });
    expect(res.status, res.text).toBe(201);
    ids[key] = res.body.parking_lot.id;
    return ids[key]!;
  };
  const search = (query: string) => h.request(`/v1/parking-lots?${query}`);
  const names = (res: { body: { parking_lots: { name: string }[] } }) => res.body.parking_lots.map((l) => l.name);

  beforeAll(async () => {
    h = await createHarness();
    admin = await h.createAdmin('ops_manager');
    const [main, second] = await createAssets(h, 2);
    await createLot(
      'shibuya',
      { name: 'SHIBUYA Center Parking', address: '東京都渋谷区道玄坂1-2-3', structure: 'self_multi', entry_method: 'self', operator_code: 'operator_a',
        max_height_m: 2.1, max_width_m: 1.9, max_length_m: 5.0, max_weight_t: 2.5, max_tire_width_mm: 245,
        geometry: { shape_type: 'point', point: { lat: 35.659, lng: 139.699 } } },
      {
        tags: [{ tag_code: 'credit_card' }, { tag_code: 'covered' }, { tag_code: 'ev_charger', state: false }],
        images: [{ asset_id: second, sort_order: 2 }, { asset_id: main, is_main: true, sort_order: 5 }],
        hours: [{ day_type: 'weekday', open_time: '07:00', close_time: '23:00' }, { day_type: 'sunday', is_closed: true }],
        pricing_rules: [
          { rule_order: 5, category: 'cap', cap_type: 'daily_max', cap_price_minor: 2000 },
          { rule_order: 1, time_start: '08:00', time_end: '22:00', per_minutes: 20, price_minor: 300 },
        ],
      },
    );
    await createLot('shinjuku', { name: 'Kabukicho Mechanical', address: '東京都新宿区歌舞伎町2丁目', structure: 'mechanical', entry_method: 'mechanical',
      operator_code: 'operator_b', max_height_m: 1.55, max_width_m: 1.85, max_length_m: 4.8, max_weight_t: 2.0, max_tire_width_mm: 225 },
      { tags: [{ tag_code: 'credit_card' }, { tag_code: 'attendant' }] });
    await createLot('open', { name: 'Open-air 100% Lot', address: 'Shibuya Sakuragaoka', structure: 'flat' }, { tags: [{ tag_code: 'covered' }] });
    await createLot('draft', { name: 'Shibuya Draft', status: 'draft' });
    await createLot('pending', { name: 'Shibuya Pending', status: 'pending' });
    await createLot('withdrawn', { name: 'Shibuya Withdrawn', status: 'withdrawn' });
  });
  afterAll(() => h.close());

  describe('GET /v1/parking-lots', () => {
    it('lists only active lots, by name', async () => {
      const res = await search('');
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Kabukicho Mechanical', 'Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(res.body.next_cursor).toBeNull();
      const item = res.body.parking_lots.find((l: { id: string }) => l.id === ids.shibuya);
      expect(item).toMatchObject({ tags: ['credit_card', 'covered'], main_image: expect.stringContaining('https://cdn.example.jp/'), avg_rating: null, review_count: 0 });
    });

    it('matches q as a case-insensitive substring of the name or the address, taking % and _ literally', async () => {
      expect(names(await search('q=shibuya'))).toEqual(['Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(names(await search('q=center%20PARK'))).toEqual(['SHIBUYA Center Parking']);
      expect(names(await search(`q=${encodeURIComponent('新宿')}`))).toEqual(['Kabukicho Mechanical']);
      expect(names(await search('q=100%25'))).toEqual(['Open-air 100% Lot']);
      expect(names(await search('q=_'))).toEqual([]);
      expect((await search(`q=${'x'.repeat(101)}`)).body.error.param).toBe('q');
    });

    it('filters by structure, entry method and operator (any of a list) and by tags (all must apply)', async () => {
      expect(names(await search('structure=flat,mechanical'))).toEqual(['Kabukicho Mechanical', 'Open-air 100% Lot']);
      expect(names(await search('entry_method=self'))).toEqual(['SHIBUYA Center Parking']);
      expect(names(await search('operator_code=operator_b'))).toEqual(['Kabukicho Mechanical']);
      expect(names(await search('tags=credit_card'))).toEqual(['Kabukicho Mechanical', 'SHIBUYA Center Parking']);
      expect(names(await search('tags=credit_card,covered'))).toEqual(['SHIBUYA Center Parking']);
      // A tag explicitly marked as not applying does not match.
      expect(names(await search('tags=ev_charger'))).toEqual([]);
      const unknown = await search('tags=covered,heliport');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ code: 'unknown_tag_code', param: 'tags', details: { tag_code: 'heliport' } });
      for (const [query, param] of [['structure=tower', 'structure'], ['entry_method=', 'entry_method'], ['operator_code=operator_z', 'operator_code'], ['tags=Bad-Tag', 'tags']]) {
        expect((await search(query!)).body.error.param, query).toBe(param);
      }
    });

    it('keeps lots that fit the vehicle or state no limit', async () => {
      expect(names(await search('max_height_m=1.6'))).toEqual(['Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(names(await search('max_height_m=1.55'))).toEqual(['Kabukicho Mechanical', 'Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(names(await search('max_width_m=1.86'))).toEqual(['Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(names(await search('max_length_m=4.9'))).toEqual(['Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(names(await search('max_weight_t=2.2'))).toEqual(['Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(names(await search('max_tire_width_mm=230'))).toEqual(['Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect(names(await search('max_tire_width_mm=250'))).toEqual(['Open-air 100% Lot']);
      expect((await search('max_height_m=tall')).body.error.param).toBe('max_height_m');
    });

    it('holds an integer filter to what its SQL parameter takes (int4), naming it past that', async () => {
      expect((await search('max_tire_width_mm=2147483647')).status).toBe(200);
      for (const value of ['2147483648', '-2147483649', '9007199254740991']) {
        const res = await search(`max_tire_width_mm=${value}`);
        expect(res.status, value).toBe(422);
        expect(res.body.error).toMatchObject({ code: 'validation_error', param: 'max_tire_width_mm' });
      }
    });

    it('pages with a stable cursor', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: { parking_lots: { name: string }[]; next_cursor: string | null } } = await search(`limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...names(res));
        cursor = res.body.next_cursor;
        // A lot added mid-way before the cursor does not shift the pages.
        if (seen.length === 1) await createLot('late', { name: 'AAA Early Name' });
      } while (cursor);
      expect(seen).toEqual(['Kabukicho Mechanical', 'Open-air 100% Lot', 'SHIBUYA Center Parking']);
      expect((await search('cursor=nope')).body.error.param).toBe('cursor');
      await h.request(`/v1/admin/parking-lots/${ids.late}`, { method: 'PATCH', token: admin.token, body: { parking_lot: { status: 'withdrawn' } } });
    });

    it('has trigram indexes behind q', async () => {
      const plan = await h.db.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain select id from parking_lots where name ilike '%shibuya%' or address ilike '%shibuya%'`);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('parking_lots_name_trgm_idx');
      expect(plan).toContain('parking_lots_address_trgm_idx');
    });
  });

  describe('listing columns kept by the database', () => {
    const listed = async (id: string) => (await search('')).body.parking_lots.find((l: { id: string }) => l.id === id);

    it('follow tags, images and approved reviews, without moving the lot’s updated_at', async () => {
      const [first, second] = await createAssets(h, 2);
      const url = async (asset: string) => (await h.db.query<{ public_url: string }>('select public_url from assets where id = $1', [asset])).rows[0]!.public_url;
      const id = await createLot('kept', { name: 'Kept Listing' }, { tags: [{ tag_code: 'toilet' }, { tag_code: 'gate' }], images: [{ asset_id: first, is_main: true }, { asset_id: second }] });
      expect(await listed(id)).toMatchObject({ tags: ['toilet', 'gate'], main_image: await url(first!), review_count: 0 });
      // A bundle patch is a change of the lot; what follows changes only its listing.
      await h.request(`/v1/admin/parking-lots/${id}`, { method: 'PATCH', token: admin.token, body: { images: [{ asset_id: second }] } });
      expect((await listed(id)).main_image).toBe(await url(second!));
      const updatedAt = (await h.request(`/v1/parking-lots/${id}`)).body.parking_lot.updated_at;

      // A tag retired from the master disappears from listings and can no longer be searched by.
      await h.db.query(`update tags set is_active = false where tag_code = 'gate'`);
      expect((await listed(id)).tags).toEqual(['toilet']);
      expect((await search('tags=gate')).body.error.code).toBe('unknown_tag_code');
      await h.db.query(`update tags set is_active = true where tag_code = 'gate'`);
      expect((await listed(id)).tags).toEqual(['toilet', 'gate']);

      // The main image follows its asset.
      await h.db.query(`update assets set public_url = 'https://cdn.example.jp/moved.jpg' where id = $1`, [second]);
      expect((await listed(id)).main_image).toBe('https://cdn.example.jp/moved.jpg');

      // Ratings count approved reviews only, as they are moderated.
      const review = await h.request(`/v1/parking-lots/${id}/reviews`, { token: await h.tokenFor(), body: { rating: 2 } });
      expect((await listed(id)).review_count).toBe(0);
      await h.db.query(`update parking_lot_reviews set status = 'approved' where id = $1`, [review.body.review.id]);
      expect(await listed(id)).toMatchObject({ review_count: 1, avg_rating: 2 });
      await h.db.query(`delete from parking_lot_reviews where id = $1`, [review.body.review.id]);
      expect(await listed(id)).toMatchObject({ review_count: 0, avg_rating: null });

      expect((await h.request(`/v1/parking-lots/${id}`)).body.parking_lot.updated_at).toBe(updatedAt);
    });
  });

  describe('GET /v1/parking-lots/{id} and its pricing rules', () => {
    it('shows a published lot with attributes, geometry, images, tags in both states, hours and rating', async () => {
      const user = randomUUID();
      for (const [rating, status] of [[5, 'approved'], [4, 'approved'], [1, 'pending'], [1, 'rejected']] as const) {
        await h.db.query(`insert into parking_lot_reviews (parking_lot_id, user_id, rating, status) values ($1, $2, $3, $4)`, [ids.shibuya, await h.createUser(), rating, status]);
      }
      const res = await h.request(`/v1/parking-lots/${ids.shibuya}`, { token: await h.tokenFor(user) });
      expect(res.status).toBe(200);
      const lot = res.body.parking_lot;
      expect(lot).toMatchObject({
        id: ids.shibuya,
        name: 'SHIBUYA Center Parking',
        structure: 'self_multi',
        timezone: 'Asia/Tokyo',
        geometry: { shape_type: 'point', point: { lat: 35.659, lng: 139.699 } },
        avg_rating: 4.5,
        review_count: 2,
      });
      expect(lot).not.toHaveProperty('raw_text');
      expect(lot).not.toHaveProperty('status');
      expect(lot.images.map((i: { is_main: boolean; sort_order: number }) => [i.is_main, i.sort_order])).toEqual([[true, 5], [false, 2]]);
      expect(lot.tags.map((t: { tag_code: string; state: boolean }) => [t.tag_code, t.state])).toEqual([
        ['credit_card', true],
        ['covered', true],
        ['ev_charger', false],
      ]);
      expect(lot.hours).toEqual([
        { window_type: 'business', day_type: 'weekday', day_of_week: null, is_24h: false, is_closed: false, open_time: '07:00', close_time: '23:00', effective_from: null, effective_to: null },
        { window_type: 'business', day_type: 'sunday', day_of_week: null, is_24h: false, is_closed: true, open_time: null, close_time: null, effective_from: null, effective_to: null },
      ]);
      const listed = (await search('q=SHIBUYA%20Center')).body.parking_lots[0];
      expect(listed).toMatchObject({ avg_rating: 4.5, review_count: 2 });
    });

    it('lists pricing rules by rule_order with every field', async () => {
      const res = await h.request(`/v1/parking-lots/${ids.shibuya}/pricing-rules`);
      expect(res.status).toBe(200);
      expect(res.body.pricing_rules).toEqual([
        { rule_order: 1, category: 'unit', day_type: null, time_start: '08:00', time_end: '22:00', per_minutes: 20, price_minor: 300, cap_type: null,
          cap_duration_hours: null, cap_price_minor: null, cap_repeat: null, cap_scope: null },
        { rule_order: 5, category: 'cap', day_type: null, time_start: null, time_end: null, per_minutes: null, price_minor: null, cap_type: 'daily_max',
          cap_duration_hours: null, cap_price_minor: 2000, cap_repeat: null, cap_scope: null },
      ]);
    });

    it('answers 404 lot_not_found for lots that are not published or do not exist, even to their admins', async () => {
      for (const key of ['draft', 'pending', 'withdrawn']) {
        for (const path of [`/v1/parking-lots/${ids[key]}`, `/v1/parking-lots/${ids[key]}/pricing-rules`]) {
          const res = await h.request(path, { token: admin.token });
          expect(res.status, path).toBe(404);
          expect(res.body.error.code).toBe('lot_not_found');
        }
      }
      expect((await h.request(`/v1/parking-lots/${randomUUID()}`)).status).toBe(404);
      expect((await h.request('/v1/parking-lots/not-a-uuid')).body.error.param).toBe('id');
    });
  });
});
