import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database, Queryable } from '../db/types.js';

/*
 * Demo lots for the embedded start: a few hundred coin-parking lots around central Tokyo stations,
 * with hours, pricing rules, tags and some approved reviews, so that a newcomer's first nearby query
 * (say, Tokyo Station, 500 m) finds something. Generated from a fixed seed: every run produces the
 * same lots, and each lot's place_id (`demo:...`) makes seeding idempotent.
 */

interface Hub {
  key: string;
  /** Name stem of the lots around it, as signboards say it. */
  area: string;
  ward: string;
  town: string;
  lat: number;
  lng: number;
  /** 1 (plain) to 3 (Ginza): scales the prices. */
  priceLevel: number;
}

const hubs: Hub[] = [
  { key: 'tokyo', area: '丸の内', ward: '千代田区', town: '丸の内', lat: 35.681236, lng: 139.767125, priceLevel: 3 },
  { key: 'ginza', area: '銀座', ward: '中央区', town: '銀座', lat: 35.671688, lng: 139.765008, priceLevel: 3 },
  { key: 'shimbashi', area: '新橋', ward: '港区', town: '新橋', lat: 35.666195, lng: 139.758326, priceLevel: 2 },
  { key: 'nihonbashi', area: '日本橋', ward: '中央区', town: '日本橋', lat: 35.682071, lng: 139.773516, priceLevel: 2 },
  { key: 'kanda', area: '神田', ward: '千代田区', town: '鍛冶町', lat: 35.691690, lng: 139.770883, priceLevel: 2 },
  { key: 'akihabara', area: '外神田', ward: '千代田区', town: '外神田', lat: 35.698353, lng: 139.773114, priceLevel: 2 },
  { key: 'ueno', area: '上野', ward: '台東区', town: '上野', lat: 35.713768, lng: 139.777254, priceLevel: 1 },
  { key: 'shinjuku', area: '新宿', ward: '新宿区', town: '新宿', lat: 35.689592, lng: 139.700413, priceLevel: 3 },
  { key: 'shibuya', area: '道玄坂', ward: '渋谷区', town: '道玄坂', lat: 35.658034, lng: 139.701636, priceLevel: 3 },
  { key: 'ikebukuro', area: '西池袋', ward: '豊島区', town: '西池袋', lat: 35.729503, lng: 139.710900, priceLevel: 2 },
  { key: 'roppongi', area: '六本木', ward: '港区', town: '六本木', lat: 35.662836, lng: 139.731443, priceLevel: 3 },
  { key: 'shinagawa', area: '港南', ward: '港区', town: '港南', lat: 35.628471, lng: 139.738760, priceLevel: 1 },
];

export const DEMO_LOTS_PER_HUB = 25;

/** mulberry32: a small, fixed-seed generator, so the demo data are the same on every machine. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

interface DemoLot {
  place_id: string;
  name: string;
  address: string;
  structure: 'flat' | 'self_multi' | 'mechanical';
  entry_method: 'self' | 'mechanical';
  entry_difficulty: 'easy' | 'normal' | 'hard';
  operator_code: string | null;
  total_spaces: number;
  max_height_m: number | null;
  max_width_m: number | null;
  max_length_m: number | null;
  max_weight_t: number | null;
  max_tire_width_mm: number | null;
  receipt_available: boolean;
  description: string;
  geometry: { shape_type: 'point'; point: { lat: number; lng: number } };
  hours: Record<string, unknown>[];
  pricing_rules: Record<string, unknown>[];
  tags: string[];
  ratings: number[];
}

const operators = ['operator_a', 'operator_a', 'operator_b', 'operator_b', 'operator_c', 'operator_d', 'operator_e', 'operator_f', 'operator_g', 'operator_h', 'other', null] as const;
const suffixes = ['パーキング', 'コインパーキング', '駐車場', 'パーク'] as const;

function demoLot(hub: Hub, index: number, rand: ReturnType<typeof generator>): DemoLot {
  // Uniform over a disc of 800 m around the station (metres to degrees at Tokyo's latitude).
  const r = 800 * Math.sqrt(rand.next());
  const bearing = rand.next() * 2 * Math.PI;
  const lat = hub.lat + (r * Math.cos(bearing)) / 111_320;
  const lng = hub.lng + (r * Math.sin(bearing)) / (111_320 * Math.cos((hub.lat * Math.PI) / 180));
  const chome = rand.int(1, 5);
  const roll = rand.next();
  const structure = roll < 0.7 ? 'flat' : roll < 0.9 ? 'self_multi' : 'mechanical';
  const always = structure === 'flat' || rand.chance(0.4);
  const overnight = !always && rand.chance(0.3);

  const dayPer = rand.pick([15, 20, 30]);
  const dayPrice = Math.round(((dayPer / 30) * (200 + 100 * hub.priceLevel + rand.int(0, 4) * 20)) / 10) * 10;
  const dailyMax = rand.chance(0.75) ? 1000 + 600 * hub.priceLevel + rand.int(0, 6) * 100 : null;
  const nightMax = rand.chance(0.6) ? 300 + 100 * rand.int(0, 4) : null;
  const pricing_rules: Record<string, unknown>[] = [
    { category: 'unit', time_start: '08:00', time_end: '22:00', per_minutes: dayPer, price_minor: dayPrice },
    { category: 'unit', time_start: '22:00', time_end: '08:00', per_minutes: 60, price_minor: 100 + 100 * (hub.priceLevel - 1) },
  ];
  if (dailyMax) pricing_rules.push({ category: 'cap', cap_type: 'daily_max', cap_price_minor: dailyMax });
  if (nightMax) pricing_rules.push({ category: 'cap', cap_type: 'hour_window_max', time_start: '22:00', time_end: '08:00', cap_price_minor: nightMax });
  pricing_rules.push({ category: 'hourly', price_minor: Math.round((dayPrice * 60) / dayPer) });

  const hours: Record<string, unknown>[] = always
    ? [{ is_24h: true }]
    : overnight
      ? [{ open_time: '08:00', close_time: '02:00' }, { window_type: 'after_hours_exit', is_24h: true }]
      : [{ day_type: 'weekday', open_time: '07:00', close_time: '23:00' }, { day_type: 'saturday', open_time: '08:00', close_time: '23:00' },
         { day_type: 'sunday', open_time: '08:00', close_time: '21:00' }, { day_type: 'holiday', open_time: '08:00', close_time: '21:00' }];

  const receipt = rand.chance(0.8);
  const tags = [
    rand.chance(0.6) && 'credit_card', rand.chance(0.5) && 'ic_card', rand.chance(0.3) && 'e_money', rand.chance(0.25) && 'qr_payment',
    rand.chance(0.7) && 'bill_accepted', receipt && 'receipt', always && 'open_24h', r < 300 && 'near_station',
    rand.chance(0.5) && 'security_camera', rand.chance(0.08) && 'ev_charger', rand.chance(0.1) && 'motorcycle_ok',
    structure === 'flat' ? rand.pick(['lock_plate', 'lock_plate', 'gate', 'gateless']) : 'gate',
    structure !== 'flat' && 'covered', structure === 'flat' && rand.chance(0.5) && 'high_roof_ok',
    structure === 'self_multi' && rand.chance(0.3) && 'wheelchair',
  ].filter((t): t is string => typeof t === 'string');

  const mechanical = structure === 'mechanical';
  return {
    place_id: demoPlaceId(hub, index),
    name: `${hub.area}${chome}丁目${structure === 'flat' ? `第${rand.int(1, 9)}` : ''}${rand.pick(suffixes)}`,
    address: `東京都${hub.ward}${hub.town}${chome}丁目${rand.int(1, 30)}-${rand.int(1, 20)}`,
    structure,
    entry_method: mechanical ? 'mechanical' : 'self',
    entry_difficulty: mechanical ? 'hard' : structure === 'self_multi' ? 'normal' : rand.pick(['easy', 'normal'] as const),
    operator_code: rand.pick(operators),
    total_spaces: structure === 'flat' ? rand.int(3, 30) : structure === 'self_multi' ? rand.int(60, 400) : rand.int(12, 60),
    max_height_m: mechanical ? rand.pick([1.55, 2.0]) : structure === 'self_multi' ? rand.pick([2.1, 2.3]) : null,
    max_width_m: mechanical ? 1.85 : structure === 'self_multi' ? 2.0 : null,
    max_length_m: mechanical ? 5.0 : null,
    max_weight_t: mechanical ? rand.pick([2.0, 2.5]) : null,
    max_tire_width_mm: mechanical ? 225 : null,
    receipt_available: receipt,
    description: `${hub.area}駅周辺の${structure === 'flat' ? '平面' : structure === 'self_multi' ? '自走式立体' : '機械式'}駐車場（デモデータ）。`,
    geometry: { shape_type: 'point', point: { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) } },
    hours,
    pricing_rules,
    tags,
    ratings: rand.chance(0.35) ? Array.from({ length: rand.int(1, 4) }, () => rand.int(2, 5)) : [],
  };
}

function demoPlaceId(hub: Hub, index: number): string {
  return `demo:${hub.key}:${String(index + 1).padStart(2, '0')}`;
}

/** The place_id of every demo lot, without generating the lots. */
export function demoPlaceIds(): string[] {
  return hubs.flatMap((hub) => Array.from({ length: DEMO_LOTS_PER_HUB }, (_, i) => demoPlaceId(hub, i)));
}

export function demoLots(): DemoLot[] {
  const rand = generator(20261121);
  return hubs.flatMap((hub) => Array.from({ length: DEMO_LOTS_PER_HUB }, (_, i) => demoLot(hub, i, rand)));
}

async function insertDemoLots(tx: Queryable, lots: DemoLot[]): Promise<number> {
  const { rows } = await tx.query<{ id: string; place_id: string }>(
    `insert into public.parking_lots (place_id, name, address, status, source, structure, entry_method, entry_difficulty, operator_code,
       total_spaces, max_height_m, max_width_m, max_length_m, max_weight_t, max_tire_width_mm, receipt_available, description, geometry)
     select x.place_id, x.name, x.address, 'active', 'manual', x.structure, x.entry_method, x.entry_difficulty, x.operator_code,
            x.total_spaces, x.max_height_m, x.max_width_m, x.max_length_m, x.max_weight_t, x.max_tire_width_mm, x.receipt_available,
            x.description, x.geometry
       from jsonb_populate_recordset(null::public.parking_lots, $1::jsonb) x
     on conflict (place_id) do nothing
     returning id, place_id`,
    [JSON.stringify(lots.map(({ hours: _h, pricing_rules: _p, tags: _t, ratings: _r, ...lot }) => lot))],
  );
  if (rows.length === 0) return 0;
  // Parts only for the lots inserted now: a lot seeded before keeps what it has.
  const created = JSON.stringify(
    rows.map((row) => {
      const lot = lots.find((l) => l.place_id === row.place_id)!;
      return { id: row.id, hours: lot.hours, pricing_rules: lot.pricing_rules, tags: lot.tags, ratings: lot.ratings };
    }),
  );
  await tx.query(
    `insert into public.parking_lot_hours (parking_lot_id, window_type, day_type, is_24h, open_time, close_time)
     select (c->>'id')::uuid, coalesce(h->>'window_type', 'business'), coalesce(h->>'day_type', 'all'), coalesce((h->>'is_24h')::boolean, false),
            h->>'open_time', h->>'close_time'
       from jsonb_array_elements($1::jsonb) c, jsonb_array_elements(c->'hours') h`,
    [created],
  );
  await tx.query(
    `insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, time_start, time_end, per_minutes, price_minor,
       cap_type, cap_price_minor)
     select (c->>'id')::uuid, (n - 1)::int, r.category, r.time_start, r.time_end, r.per_minutes, r.price_minor, r.cap_type, r.cap_price_minor
       from jsonb_array_elements($1::jsonb) c,
            jsonb_array_elements(c->'pricing_rules') with ordinality as e(v, n),
            jsonb_populate_record(null::public.parking_lot_pricing_rules, e.v) r`,
    [created],
  );
  await tx.query(
    `insert into public.parking_lot_tags (parking_lot_id, tag_id, state)
     select (c->>'id')::uuid, t.id, true
       from jsonb_array_elements($1::jsonb) c, jsonb_array_elements_text(c->'tags') code join public.tags t on t.tag_code = code`,
    [created],
  );
  // Reviews reference their authors: a few demo identities, without a password (nobody signs in as
  // them), write the n-th review of every lot.
  const reviewers = Math.max(0, ...lots.map((l) => l.ratings.length));
  await tx.query(
    `insert into auth.users (email, raw_app_meta_data)
     select format('demo-reviewer-%s@demo.invalid', n), '{"provider": "email", "providers": ["email"], "demo": true}'
       from generate_series(1, $1::int) n
     on conflict ((lower(email))) do nothing`,
    [reviewers],
  );
  await tx.query(
    `insert into public.parking_lot_reviews (parking_lot_id, user_id, rating, status)
     select (c->>'id')::uuid, u.id, r.rating::int, 'approved'
       from jsonb_array_elements($1::jsonb) c,
            jsonb_array_elements_text(c->'ratings') with ordinality as r(rating, n)
            join auth.users u on lower(u.email) = format('demo-reviewer-%s@demo.invalid', r.n)`,
    [created],
  );
  return rows.length;
}

/**
 * Seeds the demo lots that are missing; returns how many were added (0 once seeded). Runs as the
 * service role, in one transaction: the connection's own role may be a login role that owns nothing.
 */
export async function seedDemoLots(db: Database): Promise<number> {
  const lots = demoLots();
  const added = await asCaller(db, serviceCaller, async (tx) => {
    // Every later start: one index lookup instead of 300 inserts that would each be refused.
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from public.parking_lots where place_id = any ($1)', [
      lots.map((l) => l.place_id),
    ]);
    if (rows[0]!.n === lots.length) return 0;
    return insertDemoLots(tx, lots);
  });
  if (added > 0) await analyzeSeeded(db, DEMO_LOT_TABLES);
  return added;
}

const DEMO_LOT_TABLES = [
  'public.parking_lots',
  'public.parking_lot_hours',
  'public.parking_lot_pricing_rules',
  'public.parking_lot_tags',
  'public.parking_lot_reviews',
  'auth.users',
];

/**
 * Fresh statistics for tables a seed just filled (issue 21): without them the planner keeps the
 * empty-table estimates until autovacuum comes round (never, on a server that runs without it), and
 * pooled connections keep the sequential-scan plans made from them. On the connection's own role,
 * after the seed's transaction: a login role that owns nothing gets PostgreSQL's "skipping" warning
 * for each table, not an error, and the seed stands.
 */
export async function analyzeSeeded(db: Database, tables: readonly string[]): Promise<void> {
  await db.exec(`analyze ${tables.join(', ')}`);
}
