// The fee engine's behaviour, clause by clause of pricing.md, as a data table. Times without an offset
// are Japan local times ('2026-11-24 10:00'). Calendar used: 2026-11-21 Sat, 11-22 Sun (eve of the
// holiday), 11-23 Mon Labour Thanksgiving Day, 11-24 Tue; 2026-05-06 Wed substitute holiday;
// 2026-09-22 Tue citizens' holiday; 2026-12-31 Thu (eve of New Year's Day); 2028-02-29 Tue.
import { jstZ, lotA, lotB, type FeeCap, type FeeSegment, type LotHour, type PricingRule } from './support.js';

export interface FeeCase {
  clause: string;
  name: string;
  rules: PricingRule[];
  entry: string;
  exit: string;
  timezone?: string;
  hours?: LotHour[];
  maxDurationMin?: number;
  total: number;
  /** Compared in full order; each item partially (toMatchObject). */
  segments?: Partial<FeeSegment>[];
  caps?: Partial<FeeCap>[];
  uncovered?: { start: string; end: string }[];
  warnings?: string[];
  complete?: boolean;
  durationMin?: number;
  entryAt?: string;
  exitAt?: string;
}

const unit = (per_minutes: number, price_minor: number, extra: Partial<PricingRule> = {}): PricingRule => ({
  category: 'unit',
  per_minutes,
  price_minor,
  ...extra,
});
const cap = (cap_type: NonNullable<PricingRule['cap_type']>, cap_price_minor: number, extra: Partial<PricingRule> = {}): PricingRule => ({
  category: 'cap',
  cap_type,
  cap_price_minor,
  ...extra,
});
/** A segment in Japan local time. */
const seg = (start: string, end: string, extra: Partial<FeeSegment> = {}): Partial<FeeSegment> => ({
  start: jstZ(start),
  end: jstZ(end),
  ...extra,
});
const period = (start: string, end: string, extra: Partial<FeeCap> = {}): Partial<FeeCap> => ({
  period_start: jstZ(start),
  period_end: jstZ(end),
  ...extra,
});
const gap = (start: string, end: string) => ({ start: jstZ(start), end: jstZ(end) });

/** One rule per day type, each with its own price, so the price shows which one governed. */
const byDayType: PricingRule[] = [
  unit(60, 100, { day_type: 'weekday' }),
  unit(60, 200, { day_type: 'saturday' }),
  unit(60, 300, { day_type: 'sunday' }),
  unit(60, 400, { day_type: 'holiday' }),
  unit(60, 500, { day_type: 'holiday_eve' }),
  unit(60, 900),
];

const business8to22: LotHour[] = [{ open_time: '08:00', close_time: '22:00' }];

/** pricing.md §8, verbatim. */
export const workedExamples: FeeCase[] = [
  {
    clause: '§8 Lot A', name: 'one 30-minute unit',
    rules: lotA, entry: '2026-11-24 10:00', exit: '2026-11-24 10:30', total: 200,
    segments: [seg('2026-11-24 10:00', '2026-11-24 10:30', { rule_order: 0, units: 1, amount_before_caps: 200 })],
    caps: [],
  },
  {
    clause: '§8 Lot A', name: 'a started unit counts',
    rules: lotA, entry: '2026-11-24 10:00', exit: '2026-11-24 10:31', total: 400,
    segments: [{ rule_order: 0, units: 2, amount_before_caps: 400 }],
  },
  {
    clause: '§8 Lot A', name: 'units restart at the band boundary',
    rules: lotA, entry: '2026-11-24 19:50', exit: '2026-11-24 20:40', total: 300,
    segments: [
      seg('2026-11-24 19:50', '2026-11-24 20:00', { rule_order: 0, units: 1, amount_before_caps: 200 }),
      seg('2026-11-24 20:00', '2026-11-24 20:40', { rule_order: 1, units: 1, amount_before_caps: 100 }),
    ],
  },
  {
    clause: '§8 Lot A', name: '24 units of 200 capped by the daily maximum',
    rules: lotA, entry: '2026-11-24 08:00', exit: '2026-11-24 20:00', total: 1200,
    segments: [{ rule_order: 0, units: 24, amount_before_caps: 4800, amount_after_caps: 1200 }],
    caps: [period('2026-11-24 00:00', '2026-11-25 00:00', { rule_order: 2, cap_type: 'daily_max', cap_price_minor: 1200, charged: 1200, saved: 3600 })],
  },
  {
    clause: '§8 Lot A', name: 'Tue: 800 by day + 400 at night (night cap); Wed: night already capped, 800 from 08:00',
    rules: lotA, entry: '2026-11-24 18:00', exit: '2026-11-25 10:00', total: 2000,
    segments: [
      seg('2026-11-24 18:00', '2026-11-24 20:00', { rule_order: 0, units: 4, amount_before_caps: 800, amount_after_caps: 800 }),
      seg('2026-11-24 20:00', '2026-11-25 08:00', { rule_order: 1, units: 12, amount_before_caps: 1200, amount_after_caps: 400 }),
      seg('2026-11-25 08:00', '2026-11-25 10:00', { rule_order: 0, units: 4, amount_before_caps: 800, amount_after_caps: 800 }),
    ],
    caps: [period('2026-11-24 20:00', '2026-11-25 08:00', { rule_order: 3, cap_type: 'hour_window_max', charged: 400, saved: 800 })],
  },
  {
    clause: '§8 Lot B', name: 'the first 24 h charge 1,500 (capped), then 2 more units of 300',
    rules: lotB, entry: '2026-11-24 09:00', exit: '2026-11-25 11:00', total: 2100,
    segments: [seg('2026-11-24 09:00', '2026-11-25 11:00', { rule_order: 0, units: 26, amount_before_caps: 7800, amount_after_caps: 2100 })],
    caps: [period('2026-11-24 09:00', '2026-11-25 09:00', { rule_order: 1, cap_type: 'duration', charged: 1500, saved: 5700 })],
  },
];

export const feeCases: FeeCase[] = [
  // §1 Time
  {
    clause: '§1', name: 'a one-second stay starts a unit',
    rules: [unit(30, 200)], entry: '2026-11-24 10:00:00', exit: '2026-11-24 10:00:01', total: 200, durationMin: 1,
  },
  {
    clause: '§1', name: 'durations are counted in seconds: 30 min 1 s is two units',
    rules: [unit(30, 200)], entry: '2026-11-24 10:00:00', exit: '2026-11-24 10:30:01', total: 400, durationMin: 31,
  },
  {
    clause: '§1', name: 'instants keep their precision: 29 min 59.5 s is one unit',
    rules: [unit(30, 200)], entry: '2026-11-24 10:00:00.900', exit: '2026-11-24 10:30:00.400', total: 200,
    entryAt: '2026-11-24T01:00:00.9Z', exitAt: '2026-11-24T01:30:00.4Z', durationMin: 30,
  },
  {
    clause: '§1', name: 'instants keep their precision: 30 min and 1 ms is two units',
    rules: [unit(30, 200)], entry: '2026-11-24 10:00:00.400', exit: '2026-11-24 10:30:00.401', total: 400, durationMin: 31,
    segments: [{ start: '2026-11-24T01:00:00.4Z', end: '2026-11-24T01:30:00.401Z', units: 2 }],
  },
  {
    clause: '§1', name: 'a stay inside one wall-clock second pays its first unit',
    rules: [unit(30, 200)], entry: '2026-11-24 10:00:00.100', exit: '2026-11-24 10:00:00.900', total: 200, durationMin: 1,
  },
  {
    clause: '§1', name: 'a stay of one microsecond pays its first unit',
    rules: [unit(30, 200)], entry: '2026-11-24T01:00:00.123456Z', exit: '2026-11-24T01:00:00.123457Z', total: 200,
    entryAt: '2026-11-24T01:00:00.123456Z', exitAt: '2026-11-24T01:00:00.123457Z', durationMin: 1,
  },
  {
    clause: '§1 §4', name: 'a fraction of a second over a band edge starts a unit under the next rule',
    rules: lotA, entry: '2026-11-24 19:50', exit: '2026-11-24 20:00:00.001', total: 300,
    segments: [
      seg('2026-11-24 19:50', '2026-11-24 20:00', { rule_order: 0, units: 1 }),
      { start: '2026-11-24T11:00:00Z', end: '2026-11-24T11:00:00.001Z', rule_order: 1, units: 1 },
    ],
  },
  {
    clause: '§1 §5', name: 'a duration cap period starts at the exact entry instant',
    rules: [unit(60, 300), cap('duration', 1500, { cap_duration_hours: 24, cap_repeat: false })],
    entry: '2026-11-24 09:00:00.250', exit: '2026-11-25 11:00:00.250', total: 2100,
    caps: [{ period_start: '2026-11-24T00:00:00.25Z', period_end: '2026-11-25T00:00:00.25Z', charged: 1500 }],
  },
  {
    clause: '§1', name: 'the offset the instants are written with does not matter',
    rules: lotA, entry: '2026-11-24T01:00:00Z', exit: '2026-11-24T02:00:00Z', total: 400,
    segments: [seg('2026-11-24 10:00', '2026-11-24 11:00', { rule_order: 0, units: 2 })],
  },
  {
    clause: '§1', name: 'a stay of exactly 366 days is priced',
    rules: [unit(60, 100)], entry: '2027-01-01 00:00', exit: '2028-01-02 00:00', total: 878_400, durationMin: 527_040,
    segments: [seg('2027-01-01 00:00', '2028-01-02 00:00', { units: 8784 })],
  },

  // §2 Day classes
  {
    clause: '§2', name: 'a weekday',
    rules: byDayType, entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 100,
    segments: [{ rule_order: 0, day_type: 'weekday' }],
  },
  {
    clause: '§2', name: 'a Saturday that is not a holiday eve',
    rules: byDayType, entry: '2026-11-21 10:00', exit: '2026-11-21 11:00', total: 200,
    segments: [{ rule_order: 1, day_type: 'saturday' }],
  },
  {
    clause: '§2', name: 'Sunday 2026-11-22 is a holiday eve: holiday_eve beats sunday',
    rules: byDayType, entry: '2026-11-22 10:00', exit: '2026-11-22 11:00', total: 500,
    segments: [{ rule_order: 4, day_type: 'holiday_eve' }],
  },
  {
    clause: '§2', name: 'Labour Thanksgiving Day 2026-11-23: holiday beats weekday',
    rules: byDayType, entry: '2026-11-23 10:00', exit: '2026-11-23 11:00', total: 400,
    segments: [{ rule_order: 3, day_type: 'holiday' }],
  },
  {
    clause: '§2', name: 'a substitute holiday (2026-05-06) is a holiday',
    rules: byDayType, entry: '2026-05-06 10:00', exit: '2026-05-06 11:00', total: 400,
  },
  {
    clause: '§2', name: "a citizens' holiday (2026-09-22) is a holiday, not an eve",
    rules: byDayType, entry: '2026-09-22 10:00', exit: '2026-09-22 11:00', total: 400,
  },
  {
    clause: '§2', name: "New Year's Eve is the eve of a holiday",
    rules: byDayType, entry: '2026-12-31 10:00', exit: '2026-12-31 11:00', total: 500,
  },
  {
    clause: '§2', name: 'a holiday keeps its day-of-week type in its chain',
    rules: [unit(60, 100, { day_type: 'weekday' }), unit(60, 900)], entry: '2026-11-23 10:00', exit: '2026-11-23 11:00', total: 100,
  },
  {
    clause: '§2', name: 'a holiday eve keeps its day-of-week type in its chain',
    rules: [unit(60, 300, { day_type: 'sunday' }), unit(60, 900)], entry: '2026-11-22 10:00', exit: '2026-11-22 11:00', total: 300,
  },
  {
    clause: '§2', name: 'with no more specific rule, all governs',
    rules: [unit(60, 100, { day_type: 'weekday' }), unit(60, 900)], entry: '2026-11-21 10:00', exit: '2026-11-21 11:00', total: 900,
  },
  {
    clause: '§2 §4', name: 'the day type changes at midnight: holiday eve, then holiday',
    rules: byDayType, entry: '2026-11-22 23:30', exit: '2026-11-23 00:30', total: 900,
    segments: [
      seg('2026-11-22 23:30', '2026-11-23 00:00', { rule_order: 4, units: 1 }),
      seg('2026-11-23 00:00', '2026-11-23 00:30', { rule_order: 3, units: 1 }),
    ],
  },
  {
    clause: '§2 §4', name: 'Saturday night into the holiday eve',
    rules: byDayType, entry: '2026-11-21 23:00', exit: '2026-11-22 01:00', total: 700,
  },
  {
    clause: '§2 §4', name: 'a weekday-only lot leaves Saturday uncovered',
    rules: [unit(60, 100, { day_type: 'weekday' })], entry: '2026-11-20 23:00', exit: '2026-11-21 01:00', total: 100,
    complete: false, uncovered: [gap('2026-11-21 00:00', '2026-11-21 01:00')],
  },
  {
    clause: '§2 §4', name: 'New Year: the eve, then the holiday, across the year end',
    rules: byDayType, entry: '2026-12-31 23:00', exit: '2027-01-01 01:00', total: 900,
    segments: [
      seg('2026-12-31 23:00', '2027-01-01 00:00', { rule_order: 4 }),
      seg('2027-01-01 00:00', '2027-01-01 01:00', { rule_order: 3 }),
    ],
  },

  // §3 Bands
  {
    clause: '§3', name: 'both times null: the whole day',
    rules: [unit(60, 100, { time_start: null, time_end: null })], entry: '2026-11-24 03:00', exit: '2026-11-24 04:00', total: 100,
  },
  {
    clause: '§3', name: 'time_end null means 24:00',
    rules: [unit(60, 100, { time_start: '20:00' }), unit(60, 900)], entry: '2026-11-24 19:00', exit: '2026-11-25 00:00', total: 1300,
    segments: [seg('2026-11-24 19:00', '2026-11-24 20:00', { rule_order: 1 }), seg('2026-11-24 20:00', '2026-11-25 00:00', { rule_order: 0, units: 4 })],
  },
  {
    clause: '§3', name: 'time_start null means 00:00',
    rules: [unit(60, 100, { time_end: '08:00' }), unit(60, 900)], entry: '2026-11-24 07:00', exit: '2026-11-24 09:00', total: 1000,
  },
  {
    clause: '§3', name: '24:00 as an end is midnight',
    rules: [unit(30, 200, { time_start: '08:00', time_end: '24:00' }), unit(60, 100)], entry: '2026-11-24 23:00', exit: '2026-11-25 01:00', total: 500,
    segments: [seg('2026-11-24 23:00', '2026-11-25 00:00', { rule_order: 0, units: 2 }), seg('2026-11-25 00:00', '2026-11-25 01:00', { rule_order: 1, units: 1 })],
  },
  {
    clause: '§3', name: '24:00 as a start means 00:00',
    rules: [unit(60, 100, { time_start: '24:00', time_end: '06:00' }), unit(60, 900)], entry: '2026-11-24 05:00', exit: '2026-11-24 07:00', total: 1000,
  },
  {
    clause: '§3', name: 'equal start and end: the whole day, no boundary at that time',
    rules: [unit(60, 100, { time_start: '08:00', time_end: '08:00' }), unit(30, 900)], entry: '2026-11-24 07:30', exit: '2026-11-24 09:00', total: 200,
    segments: [seg('2026-11-24 07:30', '2026-11-24 09:00', { rule_order: 0, units: 2 })],
  },
  {
    clause: '§3', name: 'an overnight band ends at its time_end',
    rules: [unit(60, 100, { time_start: '20:00', time_end: '08:00' }), unit(60, 900)], entry: '2026-11-24 07:00', exit: '2026-11-24 09:00', total: 1000,
  },
  {
    clause: '§3', name: 'bands are half-open: the end instant belongs to the next band',
    rules: lotA.slice(0, 2), entry: '2026-11-24 19:59:59', exit: '2026-11-24 20:00:01', total: 300,
    segments: [
      seg('2026-11-24 19:59:59', '2026-11-24 20:00:00', { rule_order: 0, units: 1 }),
      seg('2026-11-24 20:00:00', '2026-11-24 20:00:01', { rule_order: 1, units: 1 }),
    ],
  },
  {
    clause: '§3', name: 'times with seconds (as a time column gives them) are read too',
    rules: [unit(60, 100, { time_start: '08:00:00', time_end: '20:00:00' }), unit(60, 900)], entry: '2026-11-24 07:00', exit: '2026-11-24 09:00', total: 1000,
  },
  {
    clause: '§3', name: '00:00 as an end after a later start: an evening band',
    rules: [unit(60, 100, { time_start: '20:00', time_end: '00:00' }), unit(60, 900)], entry: '2026-11-24 23:00', exit: '2026-11-25 01:00', total: 1000,
  },

  // §4 Units
  {
    clause: '§4', name: 'units restart when the governing rule changes',
    rules: [unit(60, 100, { time_start: '08:00', time_end: '12:00' }), unit(60, 300)], entry: '2026-11-24 11:30', exit: '2026-11-24 12:30', total: 400,
  },
  {
    clause: '§4', name: 'a segment crosses midnight when the same rule governs',
    rules: [unit(60, 100)], entry: '2026-11-24 23:30', exit: '2026-11-25 00:30', total: 100,
    segments: [seg('2026-11-24 23:30', '2026-11-25 00:30', { units: 1 })],
  },
  {
    clause: '§4', name: 'an overnight band is one segment across midnight',
    rules: [unit(60, 100, { time_start: '20:00', time_end: '08:00' }), unit(30, 500)], entry: '2026-11-24 23:30', exit: '2026-11-25 00:30', total: 100,
    segments: [seg('2026-11-24 23:30', '2026-11-25 00:30', { rule_order: 0, units: 1 })],
  },
  {
    clause: '§4', name: 'an all-days rule stays one segment from Friday into Saturday',
    rules: [unit(60, 100)], entry: '2026-11-27 23:30', exit: '2026-11-28 00:30', total: 100,
  },
  {
    clause: '§4', name: 'uncovered time is listed and not charged',
    rules: [unit(30, 200, { time_start: '08:00', time_end: '20:00' })], entry: '2026-11-24 19:00', exit: '2026-11-24 21:00', total: 400,
    complete: false, uncovered: [gap('2026-11-24 20:00', '2026-11-24 21:00')],
  },
  {
    clause: '§4', name: 'a gap between two bands; units restart after it',
    rules: [unit(60, 100, { time_start: '08:00', time_end: '12:00' }), unit(60, 200, { time_start: '13:00', time_end: '18:00' })],
    entry: '2026-11-24 11:30', exit: '2026-11-24 13:30', total: 300, complete: false,
    uncovered: [gap('2026-11-24 12:00', '2026-11-24 13:00')],
    segments: [seg('2026-11-24 11:30', '2026-11-24 12:00', { rule_order: 0 }), seg('2026-11-24 13:00', '2026-11-24 13:30', { rule_order: 1 })],
  },
  {
    clause: '§4', name: 'among equal day types the lowest rule_order governs, whatever the array order',
    rules: [unit(60, 100, { rule_order: 5 }), unit(60, 300, { rule_order: 2 })], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 300,
    segments: [{ rule_order: 2 }],
  },
  {
    clause: '§4', name: 'a more specific day type beats a lower rule_order',
    rules: [unit(60, 900), unit(60, 100, { day_type: 'weekday' })], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 100,
  },
  {
    clause: '§4', name: 'rule_order defaults to the array index',
    rules: [unit(60, 300), unit(60, 100)], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 300,
    segments: [{ rule_order: 0 }],
  },
  {
    clause: '§4', name: 'a free band still counts its units',
    rules: [unit(60, 0, { time_start: '00:00', time_end: '08:00' }), unit(60, 200)], entry: '2026-11-24 07:00', exit: '2026-11-24 09:00', total: 200,
    segments: [{ rule_order: 0, units: 1, amount_before_caps: 0 }, { rule_order: 1, units: 1, amount_before_caps: 200 }],
  },
  {
    clause: '§4', name: 'a unit longer than the stay is charged once',
    rules: [unit(1440, 1000)], entry: '2026-11-24 10:00', exit: '2026-11-24 10:05', total: 1000,
  },

  // §6 Other categories
  {
    clause: '§6', name: 'category absent means unit',
    rules: [{ per_minutes: 60, price_minor: 100 }], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 100,
  },
  {
    clause: '§6', name: 'hourly rules are ignored by the calculation',
    rules: [{ category: 'hourly', per_minutes: 60, price_minor: 500 }, unit(30, 200)], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 400,
    segments: [{ rule_order: 1 }],
  },
  {
    clause: '§6', name: 'a lot with only hourly rules has no estimate',
    rules: [{ category: 'hourly', per_minutes: 60, price_minor: 500 }], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 0,
    complete: false, uncovered: [gap('2026-11-24 10:00', '2026-11-24 11:00')], segments: [],
  },
  {
    clause: '§6', name: 'a lot with caps but no unit rule has no estimate',
    rules: [cap('daily_max', 1000)], entry: '2026-11-24 10:00', exit: '2026-11-25 12:00', total: 0,
    complete: false, uncovered: [gap('2026-11-24 10:00', '2026-11-25 12:00')], segments: [], caps: [],
  },
  {
    clause: '§6', name: 'no rules at all: no estimate',
    rules: [], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 0, complete: false,
    uncovered: [gap('2026-11-24 10:00', '2026-11-24 11:00')],
  },

  // §5 Caps
  {
    clause: '§5', name: 'daily_max is per calendar day, not per 24 hours',
    rules: [unit(60, 500), cap('daily_max', 800)], entry: '2026-11-24 22:00', exit: '2026-11-25 02:00', total: 1600,
    caps: [
      period('2026-11-24 00:00', '2026-11-25 00:00', { rule_order: 1, charged: 800, saved: 200 }),
      period('2026-11-25 00:00', '2026-11-26 00:00', { rule_order: 1, charged: 800, saved: 200 }),
    ],
  },
  {
    clause: '§5', name: 'daily (legacy) means daily_max',
    rules: [unit(60, 500), cap('daily', 800)], entry: '2026-11-24 10:00', exit: '2026-11-24 14:00', total: 800,
    caps: [{ cap_type: 'daily', charged: 800, saved: 1200 }],
  },
  {
    clause: '§5', name: 'a daily maximum every day of a stay',
    rules: [unit(60, 100), cap('daily_max', 1000)], entry: '2026-11-24 12:00', exit: '2026-11-26 12:00', total: 3000,
  },
  {
    clause: '§5', name: 'hour_window_max caps only inside its band',
    rules: [unit(60, 100), cap('hour_window_max', 400, { time_start: '08:00', time_end: '20:00' })],
    entry: '2026-11-24 07:00', exit: '2026-11-24 21:00', total: 600,
    caps: [period('2026-11-24 08:00', '2026-11-24 20:00', { cap_type: 'hour_window_max', charged: 400, saved: 800 })],
  },
  {
    clause: '§5', name: 'an overnight window belongs to the date it starts: Friday night for a weekday cap',
    rules: [unit(60, 100), cap('hour_window_max', 500, { day_type: 'weekday', time_start: '20:00', time_end: '08:00' })],
    entry: '2026-11-27 20:00', exit: '2026-11-28 08:00', total: 500,
    caps: [period('2026-11-27 20:00', '2026-11-28 08:00', { charged: 500, saved: 700 })],
  },
  {
    clause: '§5', name: '... and Sunday night has no weekday window, though Monday is a weekday',
    rules: [unit(60, 100), cap('hour_window_max', 500, { day_type: 'weekday', time_start: '20:00', time_end: '08:00' })],
    entry: '2026-11-29 20:00', exit: '2026-11-30 08:00', total: 1200, caps: [],
  },
  {
    clause: '§5', name: 'a window begun before entry applies with its full budget',
    rules: [unit(60, 100), cap('hour_window_max', 500, { time_start: '20:00', time_end: '08:00' })],
    entry: '2026-11-25 02:00', exit: '2026-11-25 08:00', total: 500,
    caps: [period('2026-11-24 20:00', '2026-11-25 08:00', { charged: 500, saved: 100 })],
  },
  {
    clause: '§5', name: 'duration periods repeat from entry',
    rules: [unit(60, 300), cap('duration', 1500, { cap_duration_hours: 24 })], entry: '2026-11-24 09:00', exit: '2026-11-26 11:00', total: 3600,
    caps: [
      period('2026-11-24 09:00', '2026-11-25 09:00', { charged: 1500, saved: 5700 }),
      period('2026-11-25 09:00', '2026-11-26 09:00', { charged: 1500, saved: 5700 }),
    ],
  },
  {
    clause: '§5', name: 'cap_repeat false: one duration period, then units only',
    rules: [unit(60, 300), cap('duration', 1500, { cap_duration_hours: 24, cap_repeat: false })], entry: '2026-11-24 09:00', exit: '2026-11-26 11:00', total: 9300,
  },
  {
    clause: '§5', name: 'the date of a duration period is the date it starts',
    rules: [unit(60, 100), cap('duration', 300, { cap_duration_hours: 12, day_type: 'saturday' })],
    entry: '2026-11-27 18:00', exit: '2026-11-28 18:00', total: 1500,
    caps: [period('2026-11-28 06:00', '2026-11-28 18:00', { charged: 300, saved: 900 })],
  },
  {
    clause: '§5', name: 'daily_max with cap_repeat false caps the first day only',
    rules: [unit(60, 100), cap('daily_max', 1000, { cap_repeat: false })], entry: '2026-11-24 12:00', exit: '2026-11-26 12:00', total: 4600,
  },
  {
    clause: '§5', name: 'cap_repeat false keeps the earliest period that exists for its day type',
    rules: [unit(60, 100), cap('daily_max', 500, { cap_repeat: false, day_type: 'saturday' })], entry: '2026-11-27 12:00', exit: '2026-11-29 12:00', total: 2900,
    caps: [period('2026-11-28 00:00', '2026-11-29 00:00', { charged: 500, saved: 1900 })],
  },
  {
    clause: '§5', name: 'the holiday maximum replaces the everyday one on holidays',
    rules: [unit(60, 100), cap('daily_max', 1000), cap('daily_max', 1500, { day_type: 'holiday' })],
    entry: '2026-11-23 00:00', exit: '2026-11-25 00:00', total: 2500,
    caps: [
      period('2026-11-23 00:00', '2026-11-24 00:00', { rule_order: 2, charged: 1500, saved: 900 }),
      period('2026-11-24 00:00', '2026-11-25 00:00', { rule_order: 1, charged: 1000, saved: 1400 }),
    ],
  },
  {
    clause: '§5', name: 'a different cap_scope keeps both maxima on a holiday',
    rules: [unit(60, 100), cap('daily_max', 1000), cap('daily_max', 1500, { day_type: 'holiday', cap_scope: 'holiday' })],
    entry: '2026-11-23 00:00', exit: '2026-11-24 00:00', total: 1000,
    caps: [{ rule_order: 1, cap_scope: null, charged: 1000, saved: 1400 }],
  },
  {
    clause: '§5', name: 'daily and daily_max are one cap_type when setting aside',
    rules: [unit(60, 100), cap('daily_max', 1000), cap('daily', 1500, { day_type: 'holiday' })],
    entry: '2026-11-23 00:00', exit: '2026-11-24 00:00', total: 1500,
  },
  {
    clause: '§5', name: 'a day-time and a night-time window maximum both apply',
    rules: [
      unit(60, 100),
      cap('hour_window_max', 500, { day_type: 'weekday', time_start: '08:00', time_end: '20:00' }),
      cap('hour_window_max', 300, { time_start: '20:00', time_end: '08:00' }),
    ],
    entry: '2026-11-24 08:00', exit: '2026-11-25 08:00', total: 800,
  },
  {
    clause: '§5', name: 'an overlapping window of a less specific day type is set aside',
    rules: [
      unit(60, 100),
      cap('hour_window_max', 600, { day_type: 'weekday', time_start: '08:00', time_end: '20:00' }),
      cap('hour_window_max', 300, { time_start: '10:00', time_end: '22:00' }),
    ],
    entry: '2026-11-24 08:00', exit: '2026-11-24 22:00', total: 800,
    caps: [{ rule_order: 1, charged: 600, saved: 600 }],
  },
  {
    clause: '§5', name: '... but applies on a day the more specific one does not exist',
    rules: [
      unit(60, 100),
      cap('hour_window_max', 600, { day_type: 'weekday', time_start: '08:00', time_end: '20:00' }),
      cap('hour_window_max', 300, { time_start: '10:00', time_end: '22:00' }),
    ],
    entry: '2026-11-28 08:00', exit: '2026-11-28 22:00', total: 500,
    caps: [{ rule_order: 2, charged: 300, saved: 900 }],
  },
  {
    clause: '§5', name: 'two maxima of equal specificity both apply; the smaller binds',
    rules: [unit(60, 100), cap('daily_max', 1000), cap('daily_max', 800)], entry: '2026-11-24 00:00', exit: '2026-11-25 00:00', total: 800,
    caps: [{ rule_order: 2, charged: 800, saved: 1600 }],
  },
  {
    clause: '§5.4', name: 'a 24-hour maximum on top of a daily one: no double counting',
    rules: [unit(60, 100), cap('daily_max', 1000), cap('duration', 1500, { cap_duration_hours: 24 })],
    entry: '2026-11-24 12:00', exit: '2026-11-25 12:00', total: 1500,
    caps: [
      period('2026-11-24 00:00', '2026-11-25 00:00', { rule_order: 1, charged: 1000, saved: 200 }),
      period('2026-11-24 12:00', '2026-11-25 12:00', { rule_order: 2, charged: 1500, saved: 700 }),
    ],
  },
  {
    clause: '§5.4', name: 'overlapping caps: each charge is the smallest remaining budget',
    rules: [unit(60, 200), cap('daily_max', 1000), cap('duration', 600, { cap_duration_hours: 5 })],
    entry: '2026-11-24 10:00', exit: '2026-11-24 20:00', total: 1000,
    caps: [
      period('2026-11-24 00:00', '2026-11-25 00:00', { rule_order: 1, charged: 1000, saved: 600 }),
      period('2026-11-24 10:00', '2026-11-24 15:00', { rule_order: 2, charged: 600, saved: 400 }),
    ],
  },
  {
    clause: '§5.4', name: 'Lot A over 24 hours: the spent daily maximum makes Tuesday night free',
    rules: lotA, entry: '2026-11-24 08:00', exit: '2026-11-25 08:00', total: 1600,
    caps: [
      period('2026-11-24 00:00', '2026-11-25 00:00', { rule_order: 2, charged: 1200, saved: 4000 }),
      period('2026-11-24 20:00', '2026-11-25 08:00', { rule_order: 3, charged: 400, saved: 400 }),
    ],
  },
  {
    clause: '§5', name: 'a zero maximum makes its period free',
    rules: [unit(60, 100), cap('hour_window_max', 0, { time_start: '00:00', time_end: '08:00' })], entry: '2026-11-24 06:00', exit: '2026-11-24 10:00', total: 200,
  },
  {
    clause: '§5', name: 'a charge falls in the periods around its unit start',
    rules: [unit(60, 100), cap('hour_window_max', 100, { time_start: '08:00', time_end: '10:00' })], entry: '2026-11-24 07:30', exit: '2026-11-24 10:30', total: 200,
    caps: [period('2026-11-24 08:00', '2026-11-24 10:00', { charged: 100, saved: 100 })],
  },
  {
    clause: '§5', name: 'a cap that reduced nothing is not listed',
    rules: [unit(60, 100), cap('daily_max', 5000)], entry: '2026-11-24 10:00', exit: '2026-11-24 12:00', total: 200, caps: [],
  },
  {
    clause: '§5', name: 'a holiday window maximum (holiday only)',
    rules: [unit(60, 100), cap('hour_window_max', 300, { day_type: 'holiday', time_start: '08:00', time_end: '18:00' })],
    entry: '2026-11-23 08:00', exit: '2026-11-24 18:00', total: 300 + 2400,
  },

  // §7 Warnings
  {
    clause: '§7', name: 'exceeds_max_parking_duration',
    rules: [unit(60, 100)], entry: '2026-11-24 10:00', exit: '2026-11-24 11:01', maxDurationMin: 60, total: 200,
    warnings: ['exceeds_max_parking_duration'],
  },
  {
    clause: '§7', name: 'no warning at exactly the maximum duration',
    rules: [unit(60, 100)], entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', maxDurationMin: 60, total: 100, warnings: [],
  },
  {
    clause: '§7', name: 'outside_business_hours: entry before opening',
    rules: [unit(60, 100)], hours: business8to22, entry: '2026-11-24 07:00', exit: '2026-11-24 09:00', total: 200,
    warnings: ['outside_business_hours'],
  },
  {
    clause: '§7', name: 'no warning inside business hours',
    rules: [unit(60, 100)], hours: business8to22, entry: '2026-11-24 09:00', exit: '2026-11-24 21:00', total: 1200, warnings: [],
  },
  {
    clause: '§7', name: 'outside_business_hours: exit after closing',
    rules: [unit(60, 100)], hours: business8to22, entry: '2026-11-24 21:00', exit: '2026-11-24 23:00', total: 200,
    warnings: ['outside_business_hours'],
  },
  {
    clause: '§7', name: 'exit exactly at closing time is inside',
    rules: [unit(60, 100)], hours: business8to22, entry: '2026-11-24 21:00', exit: '2026-11-24 22:00', total: 100, warnings: [],
  },
  {
    clause: '§7', name: 'exit hours extend when one may leave',
    rules: [unit(60, 100)], hours: [...business8to22, { window_type: 'exit', is_24h: true }],
    entry: '2026-11-24 21:00', exit: '2026-11-24 23:00', total: 200, warnings: [],
  },
  {
    clause: '§7', name: 'entry hours narrow when one may enter',
    rules: [unit(60, 100)], hours: [...business8to22, { window_type: 'entry', open_time: '08:00', close_time: '20:00' }],
    entry: '2026-11-24 21:00', exit: '2026-11-24 21:30', total: 100, warnings: ['outside_business_hours'],
  },
  {
    clause: '§7', name: 'entry hours alone say nothing of the exit',
    rules: [unit(60, 100)], hours: [{ window_type: 'entry', open_time: '08:00', close_time: '10:00' }],
    entry: '2026-11-24 09:00', exit: '2026-11-24 13:00', total: 400, warnings: [],
  },
  {
    clause: '§7', name: 'a holiday closure is more specific than everyday hours',
    rules: [unit(60, 100)], hours: [...business8to22, { day_type: 'holiday', is_closed: true }],
    entry: '2026-11-23 10:00', exit: '2026-11-23 11:00', total: 100, warnings: ['outside_business_hours'],
  },
  {
    clause: '§7', name: '... and the day after the holiday is open again',
    rules: [unit(60, 100)], hours: [...business8to22, { day_type: 'holiday', is_closed: true }],
    entry: '2026-11-24 10:00', exit: '2026-11-24 11:00', total: 100, warnings: [],
  },
  {
    clause: '§7', name: 'overnight business hours reach into the next morning',
    rules: [unit(60, 100)], hours: [{ open_time: '20:00', close_time: '02:00' }],
    entry: '2026-11-24 21:00', exit: '2026-11-25 01:00', total: 400, warnings: [],
  },
  {
    clause: '§7', name: 'a closed day of the week',
    rules: [unit(60, 100)], hours: [...business8to22, { day_of_week: 0, is_closed: true }],
    entry: '2026-11-29 10:00', exit: '2026-11-29 11:00', total: 100, warnings: ['outside_business_hours'],
  },
  {
    clause: '§7', name: 'both warnings at once',
    rules: [unit(60, 100)], hours: business8to22, maxDurationMin: 60,
    entry: '2026-11-24 21:00', exit: '2026-11-24 23:00', total: 200,
    warnings: ['exceeds_max_parking_duration', 'outside_business_hours'],
  },

  // §1 Lot-local time in other zones
  {
    clause: '§1', name: 'America/New_York, spring forward: four clock hours are three real ones',
    rules: [unit(60, 100)], timezone: 'America/New_York', entry: '2026-03-08T00:00:00-05:00', exit: '2026-03-08T04:00:00-04:00', total: 300,
  },
  {
    clause: '§1 §3', name: 'America/New_York: a band that starts inside the skipped hour starts when the clock jumps',
    rules: [unit(60, 500, { time_start: '02:30', time_end: '04:00' }), unit(60, 100)], timezone: 'America/New_York',
    entry: '2026-03-08T00:00:00-05:00', exit: '2026-03-08T05:00:00-04:00', total: 800,
    segments: [
      { start: '2026-03-08T05:00:00Z', end: '2026-03-08T07:00:00Z', rule_order: 1, units: 2 },
      { start: '2026-03-08T07:00:00Z', end: '2026-03-08T08:00:00Z', rule_order: 0, units: 1 },
      { start: '2026-03-08T08:00:00Z', end: '2026-03-08T09:00:00Z', rule_order: 1, units: 1 },
    ],
  },
  {
    clause: '§1 §3', name: 'America/New_York, fall back: the repeated hour is in the band twice',
    rules: [unit(60, 500, { time_start: '01:00', time_end: '02:00' }), unit(60, 100)], timezone: 'America/New_York',
    entry: '2026-11-01T00:00:00-04:00', exit: '2026-11-01T03:00:00-05:00', total: 1200,
    segments: [
      { start: '2026-11-01T04:00:00Z', end: '2026-11-01T05:00:00Z', rule_order: 1 },
      { start: '2026-11-01T05:00:00Z', end: '2026-11-01T07:00:00Z', rule_order: 0, units: 2 },
      { start: '2026-11-01T07:00:00Z', end: '2026-11-01T08:00:00Z', rule_order: 1 },
    ],
  },
  {
    clause: '§1 §5', name: 'America/New_York: the daily maximum of a 23-hour day',
    rules: [unit(60, 100), cap('daily_max', 100)], timezone: 'America/New_York',
    entry: '2026-03-07T12:00:00-05:00', exit: '2026-03-09T12:00:00-04:00', total: 300,
    caps: [
      { period_start: '2026-03-07T05:00:00Z', period_end: '2026-03-08T05:00:00Z', charged: 100, saved: 1100 },
      { period_start: '2026-03-08T05:00:00Z', period_end: '2026-03-09T04:00:00Z', charged: 100, saved: 2200 },
      { period_start: '2026-03-09T04:00:00Z', period_end: '2026-03-10T04:00:00Z', charged: 100, saved: 1100 },
    ],
  },
  {
    clause: '§1 §2', name: "UTC: dates are the lot's local dates (11-23 in UTC is 11-24 in Tokyo)",
    rules: [unit(60, 100, { day_type: 'holiday' }), unit(60, 900)], timezone: 'UTC',
    entry: '2026-11-23T20:00:00Z', exit: '2026-11-23T21:00:00Z', total: 100,
  },
  {
    clause: '§1 §2', name: '... the same instant in Tokyo is an ordinary Tuesday morning',
    rules: [unit(60, 100, { day_type: 'holiday' }), unit(60, 900)],
    entry: '2026-11-23T20:00:00Z', exit: '2026-11-23T21:00:00Z', total: 900,
  },
  {
    clause: '§1 §3', name: 'Asia/Kolkata: bands follow a half-hour offset',
    rules: [unit(60, 100, { time_start: '08:00', time_end: '20:00' }), unit(60, 300)], timezone: 'Asia/Kolkata',
    entry: '2026-11-24T07:30:00+05:30', exit: '2026-11-24T08:30:00+05:30', total: 400,
  },

  // Month and year ends, leap day
  {
    clause: '§5', name: 'a month end with Lot A',
    rules: lotA, entry: '2026-11-30 20:00', exit: '2026-12-01 10:00', total: 1200,
  },
  {
    clause: '§5', name: 'a year end: one daily maximum per calendar day',
    rules: [unit(60, 500), cap('daily_max', 800)], entry: '2026-12-31 22:00', exit: '2027-01-01 02:00', total: 1600,
    caps: [
      period('2026-12-31 00:00', '2027-01-01 00:00', { charged: 800, saved: 200 }),
      period('2027-01-01 00:00', '2027-01-02 00:00', { charged: 800, saved: 200 }),
    ],
  },
  {
    clause: '§5', name: 'the leap day has its own daily maximum',
    rules: [unit(60, 100), cap('daily_max', 1000)], entry: '2028-02-28 12:00', exit: '2028-03-01 12:00', total: 3000,
    caps: [
      period('2028-02-28 00:00', '2028-02-29 00:00', { charged: 1000, saved: 200 }),
      period('2028-02-29 00:00', '2028-03-01 00:00', { charged: 1000, saved: 1400 }),
      period('2028-03-01 00:00', '2028-03-02 00:00', { charged: 1000, saved: 200 }),
    ],
  },
  {
    clause: '§2', name: 'the leap day 2028-02-29 is a Tuesday',
    rules: [unit(60, 100, { day_type: 'weekday' }), unit(60, 900)], entry: '2028-02-29 10:00', exit: '2028-02-29 11:00', total: 100,
  },
  {
    clause: '§4', name: 'a segment across the leap day and the month end',
    rules: [unit(60, 100)], entry: '2028-02-29 23:30', exit: '2028-03-01 00:30', total: 100,
    segments: [seg('2028-02-29 23:30', '2028-03-01 00:30', { units: 1 })],
  },
];
