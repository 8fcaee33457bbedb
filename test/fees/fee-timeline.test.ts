import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { lot, stay } from './arbitraries.js';
import { epochMicros, iso } from './reference-model.js';
import { calcFee, feeTimeline, jst, jstZ, lotA, timelineAt, type PricingRule } from './support.js';

// Issue 17: the timeline is the engine's own answer for every exit in the window. Checked where a
// disagreement would show: at each step's `after` (an exit there still pays the step before, the
// stay being [entry, exit)), a microsecond and a millisecond later, just before and at the end of
// the window, around complete_until, and at random instants.

const MS = 1000;
/** FEE_PROPERTY_RUNS raises the first property's runs for a deeper search (the time limit grows with it). */
const RUNS = Number(process.env.FEE_PROPERTY_RUNS ?? 80);

async function engineTotals(t: TestDatabase, rules: PricingRule[], entry: string, exits: string[]) {
  const { rows } = await t.db.query<{ x: string; fee: { total_amount: number; breakdown: { complete: boolean } } }>(
    `select x, public.calc_fee_for_rules($1::jsonb, $2::timestamptz, x::timestamptz) as fee
       from unnest($3::text[]) as x`,
    [JSON.stringify(rules), entry, exits],
  );
  return new Map(rows.map((r) => [r.x, r.fee]));
}

describe('fee timeline', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('equals calc_parking_fee for every exit in the window (random lots, steps, 1 µs and 1 ms after)', async () => {
    let stepsSeen = 0;
    await fc.assert(
      fc.asyncProperty(lot, stay, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 8 }), async (rules, s, picks) => {
        const entry = epochMicros(s.entry);
        const until = epochMicros(s.exit);
        const timeline = await feeTimeline(t.db, rules, s.entry, s.exit);
        expect(timeline.steps[0]!.after).toBe(iso(entry));
        for (let i = 1; i < timeline.steps.length; i++) {
          expect(epochMicros(timeline.steps[i]!.after)).toBeGreaterThan(epochMicros(timeline.steps[i - 1]!.after));
          expect(timeline.steps[i]!.total_amount).not.toBe(timeline.steps[i - 1]!.total_amount);
        }
        stepsSeen += timeline.steps.length;
        const xs = new Set<number>([until, until - 1]);
        for (const step of timeline.steps) {
          const a = epochMicros(step.after);
          for (const x of [a, a + 1, a + MS, a - 1]) xs.add(x);
        }
        const cu = epochMicros(timeline.complete_until);
        for (const x of [cu, cu + 1]) xs.add(x);
        for (const p of picks) xs.add(entry + 1 + Math.floor(p * (until - entry - 1)));
        const exits = [...xs].filter((x) => x > entry && x <= until).sort((a, b) => a - b).map(iso);
        const fees = await engineTotals(t, rules, s.entry, exits);
        for (const x of exits) {
          const fee = fees.get(x)!;
          expect({ x, amount: timelineAt(timeline, x) }).toEqual({ x, amount: fee.total_amount });
          // complete_until: exits up to it are fully priced, later ones are not.
          expect({ x, complete: epochMicros(x) <= cu }).toEqual({ x, complete: fee.breakdown.complete });
        }
      }),
      { numRuns: RUNS },
    );
    expect(stepsSeen).toBeGreaterThan(80);
  }, Math.max(30_000, RUNS * 100));

  // §5 steps 2 and 3 together: a cap_repeat-false window kept only once the stay reaches it sets the
  // everyday window aside on its date, so the exits before 20:00 are capped by the everyday window
  // and the later ones are not. The timeline walks the two regimes apart.
  it('follows a cap_repeat-false period that sets another aside only once the stay reaches it', async () => {
    const rules: PricingRule[] = [
      { rule_order: 0, per_minutes: 30, price_minor: 200 },
      { rule_order: 1, category: 'cap', cap_type: 'hour_window_max', time_start: '08:00', time_end: '22:00', cap_price_minor: 300 },
      { rule_order: 2, category: 'cap', cap_type: 'hour_window_max', day_type: 'weekday', time_start: '20:00', time_end: '23:00', cap_price_minor: 1000, cap_repeat: false },
    ];
    const entry = jst('2026-11-24 09:00');
    const timeline = await feeTimeline(t.db, rules, entry, jst('2026-11-24 23:00'));
    for (const local of ['2026-11-24 19:00', '2026-11-24 20:00', '2026-11-24 20:00:00.001', '2026-11-24 21:00', '2026-11-24 23:00']) {
      const fee = await calcFee(t.db, rules, entry, jst(local));
      expect({ local, amount: timelineAt(timeline, jstZ(local)) }).toEqual({ local, amount: fee.total_amount });
    }
    expect(timelineAt(timeline, jstZ('2026-11-24 20:00'))).toBe(300);
    expect(timelineAt(timeline, jstZ('2026-11-24 20:00:00.001'))).toBe(4600);
  });

  // A duration period exists only where it starts inside the stay: the Sunday maximum's 5-hour period
  // from 01:00 sets the everyday 2-hour period from 00:00 aside only for exits after 01:00
  // (found by the property above with FEE_PROPERTY_RUNS=1000).
  it('follows a duration period that sets another aside only once the stay reaches its start', async () => {
    const rules: PricingRule[] = [
      { category: 'unit', time_start: '00:00', time_end: '00:00', per_minutes: 10, price_minor: 110 },
      { category: 'cap', cap_type: 'duration', cap_duration_hours: 2, cap_price_minor: 0 },
      { category: 'cap', cap_type: 'duration', day_type: 'sunday', cap_duration_hours: 5, cap_price_minor: 0 },
    ];
    const entry = '2026-11-18T23:00:00Z';
    const timeline = await feeTimeline(t.db, rules, entry, '2026-11-21T16:00:01Z');
    for (const exit of ['2026-11-21T15:30:00Z', '2026-11-21T16:00:00Z', '2026-11-21T16:00:00.001Z', '2026-11-21T16:00:01Z']) {
      const fee = await calcFee(t.db, rules, entry, exit);
      expect({ exit, amount: timelineAt(timeline, exit) }).toEqual({ exit, amount: fee.total_amount });
    }
  });

  // pricing.md §8, lot A from Tuesday 10:00: 200 a started half hour until the daily maximum.
  it("lists lot A's steps and its daily maximum as on the sign", async () => {
    const timeline = await feeTimeline(t.db, lotA, jst('2026-11-24 10:00'), jst('2026-11-24 20:00'));
    expect(timeline.steps.slice(0, 3)).toEqual([
      { after: jstZ('2026-11-24 10:00'), total_amount: 200 },
      { after: jstZ('2026-11-24 10:30'), total_amount: 400 },
      { after: jstZ('2026-11-24 11:00'), total_amount: 600 },
    ]);
    expect(timeline.steps.at(-1)).toEqual({ after: jstZ('2026-11-24 12:30'), total_amount: 1200 });
    expect(timeline.caps_reached).toEqual([{ at: jstZ('2026-11-24 13:00'), cap_type: 'daily_max', rule_order: 2 }]);
    expect(timeline.complete_until).toBe(jstZ('2026-11-24 20:00'));
  });
});
