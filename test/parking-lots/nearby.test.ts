import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, asCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createAssets, offsetPoint, sphereDistanceM } from './fixtures.js';

const TOKYO_STATION = { lat: 35.681236, lng: 139.767125 };
const ROW_KEYS = ['address', 'avg_rating', 'distance_m', 'id', 'lat', 'lng', 'main_image', 'name', 'review_count', 'tags'];

type Row = { id: string; name: string; lat: number; lng: number; distance_m: number; tags: string[] };

describe('nearby search', () => {
  let h: Harness;
  let admin: Awaited<ReturnType<Harness['createAdmin']>>;
  const at = (metres: number, bearing: number) => offsetPoint(TOKYO_STATION.lat, TOKYO_STATION.lng, metres, bearing);
  const point = (p: { lat: number; lng: number }) => ({ shape_type: 'point', point: p });

  const createLot = async (parkingLot: Record<string, unknown>, parts: Record<string, unknown> = {}) => {
    const res = await h.request('/v1/admin/parking-lots', { token: admin.token, body: { parking_lot: { status: 'active', ...parkingLot }, ...parts } });
    expect(res.status, res.text).toBe(201);
    return res.body.parking_lot.id as string;
  };
  const nearby = (query: string) => h.request(`/v1/parking-lots/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}${query}`);
  const names = (res: { body: { parking_lots: Row[] } }) => res.body.parking_lots.map((r) => r.name);

  beforeAll(async () => {
    h = await createHarness();
    admin = await h.createAdmin('ops_manager');
    const [image] = await createAssets(h, 1);
    await createLot(
      { name: 'North 100', address: 'Marunouchi 1', max_height_m: 1.55, geometry: point(at(100, 0)) },
      { tags: [{ tag_code: 'credit_card' }, { tag_code: 'covered' }], images: [{ asset_id: image, is_main: true }], hours: [{ is_24h: true }] },
    );
    await createLot({ name: 'East 300', max_height_m: 2.1, geometry: point(at(300, 90)) }, { tags: [{ tag_code: 'credit_card' }, { tag_code: 'covered', state: false }] });
    await createLot({ name: 'South 499.5', geometry: point(at(499.5, 180)) }, { hours: [{ is_closed: true }] });
    await createLot({ name: 'West 500.5', geometry: point(at(500.5, 270)) });
    await createLot({ name: 'Far 1500', geometry: point(at(1500, 45)) });
    await createLot({ name: 'Draft 50', status: 'draft', geometry: point(at(50, 0)) });
    await createLot({ name: 'Nowhere' });
    // A street of meters whose middle is 200 m west, and a block whose centroid is 400 m east-south-east.
    const a = at(150, 270);
    const b = at(250, 270);
    await createLot({ name: 'Line mid 200', geometry: { shape_type: 'line', line: { type: 'LineString', coordinates: [[a.lng, a.lat], [b.lng, b.lat]] } } });
    const c = at(400, 110);
    const d = 0.0004;
    await createLot({
      name: 'Area 400',
      geometry: { shape_type: 'area', area: { type: 'Polygon', coordinates: [[[c.lng - d, c.lat - d], [c.lng + d, c.lat - d], [c.lng + d, c.lat + d], [c.lng - d, c.lat + d], [c.lng - d, c.lat - d]]] } },
    });
    const north = (await h.db.query<{ id: string }>(`select id from parking_lots where name = 'North 100'`)).rows[0]!.id;
    await h.db.query(`insert into parking_lot_reviews (parking_lot_id, user_id, rating, status) values ($1, $2, 4, 'approved'), ($1, $3, 1, 'pending')`, [
      north,
      await h.createUser(),
      await h.createUser(),
    ]);
  });
  afterAll(() => h.close());

  it('finds active lots within 500 m by default, nearest first, with the great-circle distance of each', async () => {
    const res = await nearby('');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['North 100', 'Line mid 200', 'East 300', 'Area 400', 'South 499.5']);
    for (const row of res.body.parking_lots as Row[]) {
      expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
      expect(row.distance_m).toBeCloseTo(sphereDistanceM(TOKYO_STATION.lat, TOKYO_STATION.lng, row.lat, row.lng), 1);
    }
    const [north, line] = res.body.parking_lots;
    expect(north).toMatchObject({ distance_m: 100, avg_rating: 4, review_count: 1, tags: ['credit_card', 'covered'], main_image: expect.stringMatching(/^https:\/\//) });
    expect(line.distance_m).toBeCloseTo(200, 0);
    expect(res.body.parking_lots[2]).toMatchObject({ name: 'East 300', distance_m: 300, tags: ['credit_card'], main_image: null, avg_rating: null, review_count: 0 });
  });

  it('takes radius_m (1..10000) and limit (1..100)', async () => {
    expect(names(await nearby('&radius_m=501'))).toContain('West 500.5');
    expect(names(await nearby('&radius_m=2000'))).toHaveLength(7);
    expect(names(await nearby('&radius_m=100'))).toEqual(['North 100']);
    expect(names(await nearby('&radius_m=99'))).toEqual([]);
    expect(names(await nearby('&limit=2'))).toEqual(['North 100', 'Line mid 200']);
    expect(names(await nearby('&radius_m=10000&limit=1'))).toEqual(['North 100']);
    for (const [query, param] of [
      ['&radius_m=0', 'radius_m'], ['&radius_m=10001', 'radius_m'], ['&radius_m=1.5', 'radius_m'],
      ['&limit=0', 'limit'], ['&limit=101', 'limit'],
    ]) {
      const res = await nearby(query!);
      expect(res.status, query).toBe(422);
      expect(res.body.error.param).toBe(param);
    }
    for (const [path, param] of [['lat=91&lng=139', 'lat'], ['lat=35&lng=-180.5', 'lng'], ['lat=35', 'lng'], ['lat=&lng=139', 'lat'], ['lat=north&lng=139', 'lat']]) {
      const res = await h.request(`/v1/parking-lots/nearby?${path}`);
      expect(res.status, path).toBe(422);
      expect(res.body.error.param, path).toBe(param);
    }
  });

  it('returns at most 50 rows unless asked for more', async () => {
    await h.db.query(
      `insert into parking_lots (name, status, geometry)
       select 'Osaka ' || lpad(i::text, 2, '0'), 'active', jsonb_build_object('shape_type', 'point', 'point', jsonb_build_object('lat', 34.7 + i * 0.00001, 'lng', 135.5))
         from generate_series(1, 60) i`,
    );
    const res = await h.request('/v1/parking-lots/nearby?lat=34.7&lng=135.5');
    expect(res.body.parking_lots).toHaveLength(50);
    expect(names(res)).toEqual(Array.from({ length: 50 }, (_, i) => `Osaka ${String(i + 1).padStart(2, '0')}`));
    expect((await h.request('/v1/parking-lots/nearby?lat=34.7&lng=135.5&limit=100')).body.parking_lots).toHaveLength(60);
  });

  it('answers nearby_parking_lots’ rows in its order: nearest first also where two lots report the same distance', async () => {
    // Two lots a few centimetres apart in distance, so that both report the same distance_m (0.1 m),
    // the nearer with the larger id: ordered by the reported distance and then the id, the farther
    // would come first. Found with the database's own distance, on coordinates of 6 decimals as stored.
    const origin = { lat: 43.068661, lng: 141.350755 };
    const { rows } = await h.db.query<{ north_lat: string; east_lng: string; north_d: number; east_d: number }>(
      `select n.lat::text as north_lat, e.lng::text as east_lng, n.d as north_d, e.d as east_d
         from (select l.lat, public.sphere_distance_m($1, $2, l.lat::float8, $2) as d
                 from (select round($1::numeric + 0.0009, 6) as lat) l) n,
              lateral (select l.lng, public.sphere_distance_m($1, $2, $1, l.lng::float8) as d
                         from (select round($2::numeric + k * 0.000001, 6) as lng from generate_series(1000, 1600) k) l) e
        where round(e.d::numeric, 1) = round(n.d::numeric, 1) and e.d <> n.d
        order by abs(e.d - n.d) desc
        limit 1`,
      [origin.lat, origin.lng],
    );
    const pair = rows[0]!;
    const north = { lat: Number(pair.north_lat), lng: origin.lng };
    const east = { lat: origin.lat, lng: Number(pair.east_lng) };
    const [nearer, farther] = pair.north_d < pair.east_d ? [north, east] : [east, north];
    const NEARER = '00000000-0000-4000-8000-0000000000f2';
    const FARTHER = '00000000-0000-4000-8000-0000000000f1';
    await h.db.query(
      `insert into parking_lots (id, name, status, geometry)
       values ($1, 'Sapporo nearer', 'active', jsonb_build_object('shape_type', 'point', 'point', jsonb_build_object('lat', $3::numeric, 'lng', $4::numeric))),
              ($2, 'Sapporo farther', 'active', jsonb_build_object('shape_type', 'point', 'point', jsonb_build_object('lat', $5::numeric, 'lng', $6::numeric)))`,
      [NEARER, FARTHER, nearer.lat, nearer.lng, farther.lat, farther.lng],
    );

    const res = await h.request(`/v1/parking-lots/nearby?lat=${origin.lat}&lng=${origin.lng}&radius_m=200`);
    expect(res.status).toBe(200);
    const found = res.body.parking_lots as Row[];
    expect(found.map((r) => r.id)).toEqual([NEARER, FARTHER]);
    expect(found[0]!.distance_m).toBe(found[1]!.distance_m);
    const fn = await asCaller(h.db, anonCaller, (tx) =>
      tx.query<{ id: string }>(`select id from public.nearby_parking_lots($1, $2, 200, '{}', 50)`, [origin.lat, origin.lng]),
    );
    expect(fn.rows.map((r) => r.id)).toEqual([NEARER, FARTHER]);
  });

  it('filters by vehicle height (no stated limit matches) and by tags that all apply', async () => {
    expect(names(await nearby('&max_height_m=2'))).toEqual(['Line mid 200', 'East 300', 'Area 400', 'South 499.5']);
    expect(names(await nearby('&max_height_m=1.55'))).toContain('North 100');
    expect(names(await nearby('&tags=credit_card'))).toEqual(['North 100', 'East 300']);
    expect(names(await nearby('&tags=credit_card,covered'))).toEqual(['North 100']);
    const unknown = await nearby('&tags=credit_card,rooftop_pool');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'unknown_tag_code', param: 'tags', details: { tag_code: 'rooftop_pool' } });
  });

  it('filters open_now by business hours at this moment in the lot’s time zone', async () => {
    // Business hours of one hour either side of now in Tokyo (overnight when that crosses midnight).
    const tokyoMinutes = (Math.floor(Date.now() / 60_000) + 9 * 60) % 1440;
    const hhmm = (m: number) => `${String(Math.floor((((m % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String((((m % 1440) + 1440) % 1440) % 60).padStart(2, '0')}`;
    await createLot({ name: 'Open around now', geometry: point(at(20, 200)) }, { hours: [{ open_time: hhmm(tokyoMinutes - 60), close_time: hhmm(tokyoMinutes + 60) }] });
    await createLot({ name: 'Closed around now', geometry: point(at(30, 200)) }, { hours: [{ open_time: hhmm(tokyoMinutes + 120), close_time: hhmm(tokyoMinutes + 180) }] });
    // The same clock hours read in New York: 14 hours behind Tokyo, so closed now.
    const ny = await createLot({ name: 'New York hours', geometry: point(at(40, 200)) }, { hours: [{ open_time: hhmm(tokyoMinutes - 60), close_time: hhmm(tokyoMinutes + 60) }] });
    await h.db.query(`update parking_lots set timezone = 'America/New_York' where id = $1`, [ny]);
    const open = names(await nearby('&open_now=true'));
    expect(open).toEqual(['Open around now', 'North 100']);
    expect(names(await nearby('&open_now=false'))).toContain('Closed around now');
    expect((await nearby('&open_now=yes')).body.error.param).toBe('open_now');
  });

  it('reads business hours with day types, holidays, day of week, closed days, overnight spans and effective dates', async () => {
    const lot = await createLot(
      { name: 'Calendar', geometry: point(at(5000, 0)) },
      {
        hours: [
          { day_type: 'all', open_time: '08:00', close_time: '20:00' },
          { day_type: 'holiday', is_closed: true },
          { day_type: 'holiday_eve', open_time: '08:00', close_time: '02:00' },
          { day_type: 'all', day_of_week: 3, open_time: '10:00', close_time: '12:00' },
          { day_type: 'saturday', is_24h: true, effective_from: '2026-12-01' },
          { window_type: 'entry', is_24h: true },
        ],
      },
    );
    const openAt = async (instant: string, timezone = 'Asia/Tokyo') =>
      // What open_now asks of each lot: its pricing signature's compiled hours, read in a zone.
      (
        await h.db.query<{ open: boolean }>(
          `select public.lot_hours_program_open(s.hours_program, $2, $3, array['business']) as open
             from public.parking_lots l join public.pricing_signatures s on s.signature = l.pricing_signature where l.id = $1`,
          [lot, timezone, instant],
        )
      ).rows[0]!.open;
    const cases: [string, boolean, string][] = [
      ['2026-11-24T10:00:00+09:00', true, 'Tuesday inside 08:00-20:00'],
      ['2026-11-24T07:59:00+09:00', false, 'Tuesday before opening'],
      ['2026-11-24T20:00:00+09:00', false, 'Tuesday at closing (the end is not included)'],
      ['2026-11-23T10:00:00+09:00', false, 'Labour Thanksgiving Day: holidays are closed'],
      ['2026-11-22T21:00:00+09:00', true, 'Sunday before the holiday: holiday_eve hours until 02:00'],
      ['2026-11-23T01:30:00+09:00', true, 'the eve’s overnight span reaches into the holiday'],
      ['2026-11-23T02:00:00+09:00', false, 'after the overnight span, the holiday is closed'],
      ['2026-11-25T09:00:00+09:00', false, 'Wednesday (day_of_week 3) opens 10:00-12:00 only'],
      ['2026-11-25T11:00:00+09:00', true, 'Wednesday inside its own hours'],
      ['2026-11-28T22:00:00+09:00', false, 'Saturday before the 24 h rule takes effect: the everyday hours'],
      ['2026-12-05T22:00:00+09:00', true, 'Saturday once the 24 h rule is in effect'],
    ];
    for (const [instant, expected, why] of cases) expect(await openAt(instant), why).toBe(expected);
    // Local time is the lot's: 10:00 in Tokyo is 01:00 UTC, before opening when the lot is in UTC.
    expect(await openAt('2026-11-24T10:00:00+09:00', 'UTC')).toBe(false);
    expect(await openAt('2026-11-24T19:00:00+09:00', 'UTC')).toBe(true);
  });

  it('never ignores max_price: it needs entry_at and exit_at, and answers 422 where fee estimates are not installed', async () => {
    const stay = '&entry_at=2026-11-24T10:00:00%2B09:00&exit_at=2026-11-24T10:30:00%2B09:00';
    const cases: [string, string][] = [
      ['&max_price=500', 'entry_at'],
      ['&max_price=500&entry_at=2026-11-24T10:00:00Z', 'exit_at'],
      ['&exit_at=2026-11-24T11:00:00Z', 'entry_at'],
      ['&sort=price', 'entry_at'],
      [`&sort=cheapest${stay}`, 'sort'],
      ['&max_price=500&entry_at=2026-11-24T10:00:00Z&exit_at=2026-11-24T10:00:00Z', 'exit_at'],
      ['&max_price=500&entry_at=2026-11-24T10:00:00&exit_at=2026-11-24T11:00:00Z', 'entry_at'],
      [`&max_price=-1${stay}`, 'max_price'],
    ];
    for (const [query, param] of cases) {
      const res = await nearby(query);
      expect(res.status, query).toBe(422);
      expect(res.body.error.param, query).toBe(param);
    }
    // The function's bound (12 digits) is the schema's: past it, the schema's issue names the field.
    expect((await nearby(`&max_price=999999999999${stay}`)).status).toBe(200);
    const past = await nearby(`&max_price=1000000000000${stay}`);
    expect(past.status).toBe(422);
    expect(past.body.error).toMatchObject({ param: 'max_price', issues: [{ path: ['max_price'] }] });
    // A database without calc_parking_fee (the fee issue's migration) refuses the filter by name.
    const refused = await h.db
      .transaction(async (tx) => {
        await tx.exec('drop function public.calc_parking_fee(uuid, timestamptz, timestamptz, text) cascade');
        await tx.query(
          `select * from public.nearby_parking_lots(35.68, 139.76, 500, '{"max_price": 500, "entry_at": "2026-11-24T10:00:00+09:00", "exit_at": "2026-11-24T10:30:00+09:00"}')`,
        );
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(mapDatabaseError(refused)).toMatchObject({ code: 'validation_error', param: 'max_price' });
    expect((await h.db.query(`select 1 from pg_proc where proname = 'calc_parking_fee'`)).rows).toHaveLength(1);
  });

  it('prices the stay in every row when times are given, and sorts by that price on request', async () => {
    const origin = { lat: 34.69, lng: 135.5 };
    const here = (m: number) => point(offsetPoint(origin.lat, origin.lng, m, 0));
    await createLot({ name: 'Near dear', geometry: here(10) }, { pricing_rules: [{ per_minutes: 30, price_minor: 400 }] });
    await createLot({ name: 'Far cheap', geometry: here(200) }, { pricing_rules: [{ per_minutes: 30, price_minor: 100 }] });
    await createLot({ name: 'Mid middling', geometry: here(100) }, { pricing_rules: [{ per_minutes: 60, price_minor: 300 }] });
    await createLot({ name: 'Unpriced', geometry: here(50) });
    const base = `/v1/parking-lots/nearby?lat=${origin.lat}&lng=${origin.lng}&radius_m=300`;
    const stay = '&entry_at=2026-11-24T10:00:00%2B09:00&exit_at=2026-11-24T11:00:00%2B09:00';

    const plain = await h.request(base);
    expect(plain.body.parking_lots[0]).not.toHaveProperty('estimated_fee');

    const byDistance = await h.request(base + stay);
    expect(byDistance.status).toBe(200);
    expect(byDistance.body.parking_lots.map((l: { name: string; estimated_fee: number | null; fee_complete: boolean }) => [l.name, l.estimated_fee, l.fee_complete])).toEqual([
      ['Near dear', 800, true],
      ['Unpriced', null, false],
      ['Mid middling', 300, true],
      ['Far cheap', 200, true],
    ]);

    const byPrice = await h.request(`${base}${stay}&sort=price`);
    expect(names(byPrice)).toEqual(['Far cheap', 'Mid middling', 'Near dear', 'Unpriced']);
    const cheapest = await h.request(`${base}${stay}&sort=price&limit=1`);
    expect(names(cheapest)).toEqual(['Far cheap']);
    const withinBudget = await h.request(`${base}${stay}&sort=price&max_price=300`);
    expect(names(withinBudget)).toEqual(['Far cheap', 'Mid middling']);

    // The estimate is the one the estimate endpoint gives (one function prices both).
    const id = byPrice.body.parking_lots[0].id;
    const estimate = await h.request(`/v1/parking-lots/${id}/calc-fee`, { body: { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00' } });
    expect(estimate.body.total_amount).toBe(byPrice.body.parking_lots[0].estimated_fee);
  });

  it('prices a sign dearer than an integer holds, as calc-fee does', async () => {
    const origin = { lat: 43.06, lng: 141.35 };
    await createLot(
      { name: 'Gold leaf', geometry: point(offsetPoint(origin.lat, origin.lng, 10, 0)) },
      { pricing_rules: [{ per_minutes: 1, price_minor: 2_000_000_000 }] },
    );
    const stay = '&entry_at=2026-11-24T10:00:00%2B09:00&exit_at=2026-11-24T10:02:00%2B09:00';
    for (const extra of ['', '&sort=price', '&max_price=999999999999']) {
      const res = await h.request(`/v1/parking-lots/nearby?lat=${origin.lat}&lng=${origin.lng}&radius_m=100${stay}${extra}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.parking_lots[0]).toMatchObject({ name: 'Gold leaf', estimated_fee: 4_000_000_000, fee_complete: true, next_amount: 6_000_000_000 });
    }
  });

  it('prices lots that post the same sign once, and follows every change of rules, hours and zone', async () => {
    const origin = { lat: 33.59, lng: 130.4 };
    const here = (m: number) => point(offsetPoint(origin.lat, origin.lng, m, 0));
    const sign = [{ per_minutes: 30, price_minor: 200 }];
    const a = await createLot({ name: 'Twin A', geometry: here(10) }, { pricing_rules: sign });
    const b = await createLot({ name: 'Twin B', geometry: here(20) }, { pricing_rules: sign });
    const signatures = await h.db.query<{ pricing_signature: string }>(
      'select pricing_signature from parking_lots where id = any($1::uuid[]) order by name',
      [[a, b]],
    );
    expect(signatures.rows[0]!.pricing_signature).toBe(signatures.rows[1]!.pricing_signature);

    const fees = async () =>
      (await h.request(`/v1/parking-lots/nearby?lat=${origin.lat}&lng=${origin.lng}&radius_m=100&entry_at=2026-11-24T10:00:00%2B09:00&exit_at=2026-11-24T11:00:00%2B09:00`)).body.parking_lots.map(
        (l: { name: string; estimated_fee: number | null }) => [l.name, l.estimated_fee],
      );
    expect(await fees()).toEqual([['Twin A', 400], ['Twin B', 400]]);
    await h.db.query('update parking_lot_pricing_rules set price_minor = 300 where parking_lot_id = $1', [b]);
    expect(await fees()).toEqual([['Twin A', 400], ['Twin B', 600]]);
    await h.db.query(`insert into parking_lot_pricing_rules (parking_lot_id, rule_order, category, cap_type, cap_price_minor) values ($1, 5, 'cap', 'daily_max', 500)`, [b]);
    expect(await fees()).toEqual([['Twin A', 400], ['Twin B', 500]]);
    await h.db.query('delete from parking_lot_pricing_rules where parking_lot_id = $1', [a]);
    expect(await fees()).toEqual([['Twin A', null], ['Twin B', 500]]);
    // A band read in another zone is another price: the zone is part of the sign.
    await h.db.query(`insert into parking_lot_pricing_rules (parking_lot_id, rule_order, time_start, time_end, per_minutes, price_minor) values ($1, 0, '08:00', '20:00', 60, 100)`, [a]);
    expect(await fees()).toEqual([['Twin A', 100], ['Twin B', 500]]);
    await h.db.query(`update parking_lots set timezone = 'UTC' where id = $1`, [a]);
    expect(await fees()).toEqual([['Twin A', null], ['Twin B', 500]]);
    // A rule moved to another lot changes both lots.
    await h.db.query(`update parking_lot_pricing_rules set parking_lot_id = $1, rule_order = 9 where parking_lot_id = $2 and category = 'cap'`, [a, b]);
    expect(await fees()).toEqual([['Twin A', null], ['Twin B', 600]]);
  });

  it('keeps, with max_price, the lots whose stay is fully priced within it by calc_parking_fee (pricing.md §7)', async () => {
    const origin = { lat: 43.06, lng: 141.35 };
    const here = (m: number) => point(offsetPoint(origin.lat, origin.lng, m, 0));
    // pricing.md §8, lot A: Tue 10:00-10:30 costs 200, 10:00-10:31 costs 400.
    const lotA = [
      { time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
      { time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
      { category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
    ];
    await createLot({ name: 'Lot A', geometry: here(10) }, { pricing_rules: lotA });
    await createLot({ name: 'Day only', geometry: here(20) }, { pricing_rules: [{ time_start: '08:00', time_end: '10:15', per_minutes: 15, price_minor: 50 }] });
    await createLot({ name: 'No rules', geometry: here(30) });
    const search = (max: number, exit: string) =>
      h.request(`/v1/parking-lots/nearby?lat=${origin.lat}&lng=${origin.lng}&max_price=${max}&entry_at=2026-11-24T10:00:00%2B09:00&exit_at=${encodeURIComponent(exit)}`);
    expect(names(await search(200, '2026-11-24T10:30:00+09:00'))).toEqual(['Lot A']);
    expect(names(await search(199, '2026-11-24T10:30:00+09:00'))).toEqual([]);
    expect(names(await search(399, '2026-11-24T10:31:00+09:00'))).toEqual([]);
    expect(names(await search(100, '2026-11-24T10:15:00+09:00'))).toEqual(['Day only']);
  });

  describe('nearby_parking_lots, the function', () => {
    const call = (sql: string, params: unknown[] = []) => asCaller(h.db, anonCaller, (tx) => tx.query<Row>(sql, params));

    it('has the contract’s arguments and defaults, and the endpoint returns exactly its rows', async () => {
      const { rows } = await call('select * from public.nearby_parking_lots($1, $2)', [TOKYO_STATION.lat, TOKYO_STATION.lng]);
      const res = await nearby('');
      expect(res.body.parking_lots).toEqual(rows);
      const named = await call(
        `select name from public.nearby_parking_lots(p_lat => $1, p_lng => $2, p_radius_m => 300, p_filters => '{"tags": ["credit_card"]}', p_limit => 1)`,
        [TOKYO_STATION.lat, TOKYO_STATION.lng],
      );
      expect(named.rows).toEqual([{ name: 'North 100' }]);
    });

    it('refuses filters it does not know and values of the wrong type, naming them', async () => {
      for (const [filters, param] of [
        ['{"max_price_yen": 1}', 'max_price_yen'],
        ['{"max_height_m": "2"}', 'max_height_m'],
        ['{"open_now": 1}', 'open_now'],
        ['{"tags": "covered"}', 'tags'],
        ['[]', 'p_filters'],
      ]) {
        const err = await call('select * from public.nearby_parking_lots(35.68, 139.76, 500, $1::jsonb)', [filters]).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(mapDatabaseError(err), filters).toMatchObject({ code: 'validation_error', param });
      }
    });

    it('finds its candidates through the geospatial index', async () => {
      const plan = await h.db.transaction(async (tx) => {
        await tx.exec('set local enable_seqscan = off');
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `explain select id from public.parking_lots l
            where l.status = 'active' and public.lot_location_within(l.location, 35.68, 139.76, 506)
            order by public.lot_location_order(l.location, 35.68, 139.76) limit 50`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('parking_lots_location_idx');
    });
  });
});
