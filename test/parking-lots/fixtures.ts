import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness.js';

/** A bundle with every part, as the admin portal sends it. */
export function fullBundle(overrides: Record<string, unknown> = {}) {
  return {
    parking_lot: {
      name: 'Shinjuku 3-chome Parking No.2',
      address: '東京都新宿区新宿3丁目12-4',
      status: 'active',
      source: 'manual',
      lot_type: 'regular',
      vehicle_type_max: 'regular',
      total_spaces: 12,
      structure: 'flat',
      entry_method: 'self',
      entry_difficulty: 'normal',
      max_height_m: 2.1,
      max_width_m: 1.9,
      max_length_m: 5,
      max_weight_t: 2.5,
      min_clearance_cm: 15,
      max_tire_width_mm: 245,
      max_parking_duration_min: 4320,
      receipt_available: true,
      operator_code: 'operator_a',
      description: 'Flat lot behind the station.',
      pricing_notes: 'Daily maximum resets at midnight.',
      contact_phone: '03-1234-5678',
      contact_email: 'lots@example.jp',
      contact_url: 'https://example.jp/lots/2',
      capacity_kei: 2,
      capacity_regular: 9,
      capacity_oversized: 0,
      capacity_motorcycle: 0,
      capacity_ev: 1,
      capacity_disabled: 1,
      entry_exit_locations: { mode: 'shared', pins: [{ kind: 'both', lat: 35.6905, lng: 139.7045, label: 'Gate' }] },
      geometry: { shape_type: 'point', point: { lat: 35.6905, lng: 139.7046 } },
      ...((overrides.parking_lot as object | undefined) ?? {}),
    },
    hours: [{ window_type: 'business', day_type: 'all', is_24h: true }],
    pricing_rules: [
      { category: 'unit', time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
      { category: 'unit', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
      { category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
    ],
    tags: [{ tag_code: 'credit_card' }, { tag_code: 'ev_charger', state: true }, { tag_code: 'covered', state: false }],
    ...Object.fromEntries(Object.entries(overrides).filter(([k]) => k !== 'parking_lot')),
  };
}

/**
 * Assets as the upload-URL flow leaves them once their bytes have arrived (`uploaded`); the flow itself
 * is tested in test/storage. No user: only admins (who may use any uploaded asset) attach them.
 */
export async function createAssets(h: Harness, n: number, userId: string | null = null): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = `parking-lots/${randomUUID()}.jpg`;
    const { rows } = await h.db.query<{ id: string }>(
      `insert into public.assets (user_id, category, file_name, mime_type, file_size, s3_key, public_url, status, uploaded_at)
       values ($1, 'parking_lot_image', 'photo.jpg', 'image/jpeg', 1000, $2, $3, 'uploaded', now()) returning id`,
      [userId, key, `https://cdn.example.jp/${key}`],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

/** A registered owner (through the API) and their token. */
export async function createOwner(h: Harness, name = 'Owner Taro'): Promise<{ ownerId: string; userId: string; token: string }> {
  const userId = randomUUID();
  const token = await h.tokenFor(userId);
  const res = await h.request('/v1/owner/register', { token, body: { display_name: name } });
  if (res.status !== 201) throw new Error(`owner registration failed: ${res.text}`);
  return { ownerId: res.body.owner.id, userId, token };
}

/** Row counts of every lot table: a failed bundle must leave them all as they were. */
export interface LotTableCounts {
  lots: number;
  hours: number;
  rules: number;
  images: number;
  tags: number;
  owners: number;
  notifications: number;
}

export async function lotTableCounts(h: Harness): Promise<LotTableCounts> {
  const { rows } = await h.db.query<LotTableCounts>(
    `select (select count(*)::int from parking_lots) as lots, (select count(*)::int from parking_lot_hours) as hours,
            (select count(*)::int from parking_lot_pricing_rules) as rules, (select count(*)::int from parking_lot_images) as images,
            (select count(*)::int from parking_lot_tags) as tags, (select count(*)::int from parking_lot_owners) as owners,
            (select count(*)::int from admin_notifications) as notifications`,
  );
  return rows[0]!;
}

/** Great-circle distance on the sphere the search uses (mean earth radius), metres. */
export function sphereDistanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A point `metres` north-east-ish of (lat, lng) along a bearing, on the same sphere. */
export function offsetPoint(lat: number, lng: number, metres: number, bearingDeg: number): { lat: number; lng: number } {
  const rad = Math.PI / 180;
  const d = metres / 6371008.8;
  const b = bearingDeg * rad;
  const la1 = lat * rad;
  const lo1 = lng * rad;
  const la2 = Math.asin(Math.sin(la1) * Math.cos(d) + Math.cos(la1) * Math.sin(d) * Math.cos(b));
  const lo2 = lo1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(la1), Math.cos(d) - Math.sin(la1) * Math.sin(la2));
  return { lat: la2 / rad, lng: lo2 / rad };
}
