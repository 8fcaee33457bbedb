import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/types.js';

/** A pricing rule row as a bundle stores it (parking_lot_pricing_rules columns). */
export interface PricingRuleRow {
  rule_order: number;
  category: 'unit' | 'cap' | 'flat' | string;
  day_type?: string | null;
  time_start?: string | null;
  time_end?: string | null;
  per_minutes?: number | null;
  price_minor?: number | null;
  cap_type?: string | null;
  cap_duration_hours?: number | null;
  cap_price_minor?: number | null;
  cap_repeat?: boolean | null;
}

export interface LotOptions {
  name?: string;
  address?: string | null;
  status?: 'draft' | 'pending' | 'active' | 'on_hold' | 'withdrawn' | 'rejected';
  vehicleTypeMax?: string | null;
  maxParkingDurationMin?: number | null;
  /** Where the lot is (a point geometry); none by default. */
  point?: { lat: number; lng: number };
  /** The lot's pricing rules; by default 200 yen per started 30 minutes all day, 1,200 yen a day at most. */
  rules?: PricingRuleRow[];
}

export const DEFAULT_LOT_RULES: PricingRuleRow[] = [
  { rule_order: 0, category: 'unit', per_minutes: 30, price_minor: 200 },
  { rule_order: 1, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
];

/**
 * The one way tests make a lot without the lot API: written straight into the lot tables as the
 * test database's owner (what a bundle writes, without the bundle's other parts). Tests of the lot
 * API itself go through /v1/admin/parking-lots instead.
 */
export async function createLot(db: Queryable, options: LotOptions = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.parking_lots (name, address, status, vehicle_type_max, max_parking_duration_min, geometry)
     values ($1, $2, $3, $4, $5, $6::jsonb) returning id`,
    [
      options.name ?? `Test lot ${randomUUID().slice(0, 8)}`,
      options.address === undefined ? '東京都新宿区新宿3丁目12-4' : options.address,
      options.status ?? 'active',
      options.vehicleTypeMax === undefined ? 'regular' : options.vehicleTypeMax,
      options.maxParkingDurationMin ?? null,
      options.point ? JSON.stringify({ shape_type: 'point', point: options.point }) : null,
    ],
  );
  const lotId = rows[0]!.id;
  for (const r of options.rules ?? DEFAULT_LOT_RULES) {
    await db.query(
      `insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, day_type, time_start, time_end, per_minutes,
         price_minor, cap_type, cap_duration_hours, cap_price_minor, cap_repeat)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [lotId, r.rule_order, r.category, r.day_type ?? null, r.time_start ?? null, r.time_end ?? null, r.per_minutes ?? null,
        r.price_minor ?? null, r.cap_type ?? null, r.cap_duration_hours ?? null, r.cap_price_minor ?? null, r.cap_repeat ?? null],
    );
  }
  return lotId;
}
