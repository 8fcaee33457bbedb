import fc from 'fast-check';
import { iso, epochMicros } from './reference-model.js';
import type { PricingRule } from './support.js';

// Random lots and stays for the fee engine's properties (fee-properties, fee-timeline): see
// fee-properties.test.ts for why they look the way they do.

export const dayType = fc.constantFrom(null, 'all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve') as fc.Arbitrary<PricingRule['day_type']>;
export const time = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 48 }).map((h) => `${String(Math.floor(h / 2)).padStart(2, '0')}:${h % 2 ? '30' : '00'}`),
);
export const unitRule: fc.Arbitrary<PricingRule> = fc.record({
  category: fc.constantFrom('unit' as const, undefined),
  day_type: dayType,
  time_start: time,
  time_end: time,
  per_minutes: fc.constantFrom(10, 15, 20, 30, 60, 90),
  price_minor: fc.constantFrom(0, 100, 110, 200, 300, 500),
});
const capCommon = {
  category: fc.constant('cap' as const),
  day_type: dayType,
  cap_price_minor: fc.constantFrom(0, 200, 300, 500, 800, 1200),
  cap_repeat: fc.constantFrom(null, true, false),
  cap_scope: fc.constantFrom(null, null, 'night'),
};
export const capRule: fc.Arbitrary<PricingRule> = fc.oneof(
  fc.record({ ...capCommon, cap_type: fc.constantFrom('daily_max' as const, 'daily' as const) }),
  fc.record({ ...capCommon, cap_type: fc.constant('hour_window_max' as const), time_start: time, time_end: time }),
  fc.record({ ...capCommon, cap_type: fc.constant('duration' as const), cap_duration_hours: fc.integer({ min: 1, max: 24 }) }),
);
// Half the lots also have an everyday, all-day rate, as most signs do, so that more stays are charged.
const fallback = fc.option(fc.record({ per_minutes: fc.constantFrom(30, 60), price_minor: fc.constantFrom(100, 200) }), { freq: 2 });
export const lot: fc.Arbitrary<PricingRule[]> = fc
  .tuple(fc.array(unitRule, { minLength: 1, maxLength: 4 }), fallback, fc.array(capRule, { maxLength: 3 }))
  .chain(([units, everyday, caps]) => {
    const rules = [...units, ...(everyday ? [everyday] : []), ...caps];
    const orders = rules.map((_, i) => i);
    return fc
      .tuple(fc.shuffledSubarray(orders, { minLength: rules.length, maxLength: rules.length }), fc.boolean())
      .map(([perm, explicit]) => (explicit ? rules.map((r, i) => ({ ...r, rule_order: perm[i]! * 10 })) : rules));
  });

export const SECOND = 1_000_000;
export const bases = ['2026-11-19T00:00:00+09:00', '2026-12-27T00:00:00+09:00', '2028-02-25T00:00:00+09:00'].map(epochMicros);
/** A fraction of a second in microseconds: none as often as some, since signs and clocks favour whole seconds. */
export const fraction = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: SECOND - 1 }));
/** A positive length in microseconds: under a second, up to four hours, or up to three days. */
export const length = fc.oneof(
  fc.integer({ min: 1, max: SECOND - 1 }),
  fc.tuple(fc.integer({ min: 0, max: 4 * 3600 }), fraction).map(([s, f]) => s * SECOND + f).filter((us) => us > 0),
  fc.tuple(fc.integer({ min: 0, max: 3 * 86_400 }), fraction).map(([s, f]) => s * SECOND + f).filter((us) => us > 0),
);
export const stayOf = (lengths: fc.Arbitrary<number>) =>
  fc
    .tuple(fc.constantFrom(...bases), fc.integer({ min: 0, max: 7 * 86_400 - 1 }), fraction, lengths)
    .map(([base, offset, entryFraction, us]) => {
      const entry = base + offset * SECOND + entryFraction;
      return { entry: iso(entry), exit: iso(entry + us) };
    });
export const stay = stayOf(length);
/** Stays of 3 hours to 3 days, long enough that most lots with a cap reach it. */
export const longStay = stayOf(fc.tuple(fc.integer({ min: 3 * 3600, max: 3 * 86_400 }), fraction).map(([s, f]) => s * SECOND + f));
