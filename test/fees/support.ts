import type { Queryable } from '../../src/db/types.js';
import { epochMicros, iso } from './reference-model.js';

/** ParkingLotPricingRuleInput (parking-service-api.md §2.9). */
export interface PricingRule {
  rule_order?: number | null;
  category?: 'unit' | 'cap' | 'hourly' | null;
  day_type?: 'all' | 'weekday' | 'saturday' | 'sunday' | 'holiday' | 'holiday_eve' | null;
  time_start?: string | null;
  time_end?: string | null;
  per_minutes?: number | null;
  price_minor?: number | null;
  cap_type?: 'daily_max' | 'daily' | 'hour_window_max' | 'duration' | null;
  cap_duration_hours?: number | null;
  cap_price_minor?: number | null;
  cap_repeat?: boolean | null;
  cap_scope?: string | null;
}

/** ParkingLotHourInput (parking-service-api.md §2.9). */
export interface LotHour {
  window_type?: 'business' | 'entry' | 'exit' | 'after_hours_exit';
  day_type?: 'all' | 'weekday' | 'saturday' | 'sunday' | 'holiday' | 'holiday_eve';
  day_of_week?: number | null;
  is_24h?: boolean;
  is_closed?: boolean;
  open_time?: string | null;
  close_time?: string | null;
  effective_from?: string | null;
  effective_to?: string | null;
}

export interface FeeSegment {
  start: string;
  end: string;
  rule_order: number;
  day_type: string;
  per_minutes: number;
  price_minor: number;
  units: number;
  amount_before_caps: number;
  amount_after_caps: number;
}

export interface FeeCap {
  rule_order: number;
  cap_type: string;
  cap_scope: string | null;
  period_start: string;
  period_end: string;
  cap_price_minor: number;
  charged: number;
  saved: number;
}

export interface FeeResult {
  total_amount: number;
  breakdown: {
    currency: string;
    timezone: string;
    entry_at: string;
    exit_at: string;
    duration_min: number;
    complete: boolean;
    total_before_caps: number;
    uncovered: { start: string; end: string }[];
    segments: FeeSegment[];
    caps: FeeCap[];
    warnings: string[];
  };
}

export interface FeeOptions {
  timezone?: string;
  hours?: LotHour[];
  maxDurationMin?: number | null;
}

export async function calcFee(
  db: Queryable,
  rules: unknown,
  entry: string,
  exit: string,
  options: FeeOptions = {},
): Promise<FeeResult> {
  const { rows } = await db.query<{ fee: FeeResult }>(
    'select public.calc_fee_for_rules($1::jsonb, $2::timestamptz, $3::timestamptz, $4, $5::jsonb, $6) as fee',
    [
      JSON.stringify(rules),
      entry,
      exit,
      options.timezone ?? 'Asia/Tokyo',
      JSON.stringify(options.hours ?? []),
      options.maxDurationMin ?? null,
    ],
  );
  return rows[0]!.fee;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/;

/** Japan time, written as on a sign: '2026-11-24 10:00' becomes '2026-11-24T10:00:00+09:00'. */
export function jst(local: string): string {
  const m = localPattern.exec(local);
  if (!m) throw new Error(`not a local time: ${local}`);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}${m[7] ?? ''}+09:00`;
}

/** The engine's UTC form of a Japan local time: '2026-11-24 10:00' becomes '2026-11-24T01:00:00Z'. */
export function jstZ(local: string): string {
  return utcZ(jst(local));
}

/** Any instant with an offset, in the engine's UTC form (a fraction of a second only when it has one). */
export function utcZ(instant: string): string {
  return iso(epochMicros(instant));
}

/** Lot A of pricing.md §8. */
export const lotA: PricingRule[] = [
  { rule_order: 0, category: 'unit', time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
  { rule_order: 1, category: 'unit', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
  { rule_order: 2, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
  { rule_order: 3, category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 400 },
];

/** Lot B of pricing.md §8. */
export const lotB: PricingRule[] = [
  { rule_order: 0, category: 'unit', per_minutes: 60, price_minor: 300 },
  { rule_order: 1, category: 'cap', cap_type: 'duration', cap_duration_hours: 24, cap_price_minor: 1500, cap_repeat: false },
];

export interface FeeTimeline {
  steps: { after: string; total_amount: number }[];
  complete_until: string;
  caps_reached: { at: string; cap_type: string; rule_order: number }[];
}

/** fee_timeline_program over rules as written, instants in the engine's form. */
export async function feeTimeline(db: Queryable, rules: unknown, entry: string, until: string, timezone = 'Asia/Tokyo'): Promise<FeeTimeline> {
  const { rows } = await db.query<{ kind: string; us: string; total_amount: string | null; cap_type: string | null; rule_order: number | null }>(
    `select kind, (extract(epoch from at) * 1000000)::bigint::text as us, total_amount::text, cap_type, rule_order
       from public.fee_timeline_program(public.compile_pricing_rules($1::jsonb), $2::timestamptz, $3::timestamptz, $4)
      order by at, kind`,
    [JSON.stringify(rules), entry, until, timezone],
  );
  return {
    steps: rows.filter((r) => r.kind === 'step').map((r) => ({ after: iso(Number(r.us)), total_amount: Number(r.total_amount) })),
    complete_until: iso(Number(rows.find((r) => r.kind === 'complete_until')!.us)),
    caps_reached: rows.filter((r) => r.kind === 'cap_reached').map((r) => ({ at: iso(Number(r.us)), cap_type: r.cap_type!, rule_order: r.rule_order! })),
  };
}

/** The timeline's fee for an exit at x: the last step whose `after` is earlier than x. */
export function timelineAt(timeline: FeeTimeline, x: string): number {
  const t = epochMicros(x);
  let amount = 0;
  for (const s of timeline.steps) if (epochMicros(s.after) < t) amount = s.total_amount;
  return amount;
}
