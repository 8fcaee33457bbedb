import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { fraction, length, longStay, lot, SECOND, stay } from './arbitraries.js';
import { epochMicros, iso, referenceFee } from './reference-model.js';
import { calcFee } from './support.js';

// Random lots and stays, in Japan time. Band edges sit on the half hour (the reference model reads
// the governing rule minute by minute); stays start at any microsecond, often off the second
// (pricing.md §1: instants keep their precision), around Labour Thanksgiving Day, the New Year
// holidays and the 2028 leap day, and last from a microsecond up to three days. The run counts keep the
// file to seconds on PGlite; FEE_PROPERTY_RUNS raises the first property's for a deeper search.

describe('fee engine properties', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  // The engine batches units between boundaries (§5.4 says a run of equal charges lowers every
  // budget alike); charging them one at a time, as §4 and §5 are written, must give the same result.
  it('agrees with a unit-by-unit reading of pricing.md', async () => {
    await fc.assert(
      fc.asyncProperty(lot, stay, async (rules, s) => {
        const fee = await calcFee(t.db, rules, s.entry, s.exit);
        const model = referenceFee(rules, s.entry, s.exit);
        expect(fee.total_amount).toBe(model.total);
        expect(fee.breakdown.segments.map(({ start, end, rule_order, units, amount_before_caps, amount_after_caps }) =>
          ({ start, end, rule_order, units, amount_before_caps, amount_after_caps }))).toEqual(model.segments);
        expect(fee.breakdown.uncovered).toEqual(model.uncovered);
        expect(fee.breakdown.caps).toEqual(model.caps);
      }),
      { numRuns: Number(process.env.FEE_PROPERTY_RUNS ?? 80) },
    );
  });

  // Search prices with the totals-only answer of the same engine over the same compiled rules: it
  // must be the full answer's total and completeness, never a price of its own.
  it('answers search the total and completeness of the full breakdown', async () => {
    await fc.assert(
      fc.asyncProperty(lot, stay, async (rules, s) => {
        const { rows } = await t.db.query<{ full: { total_amount: number; breakdown: { complete: boolean } }; totals: unknown }>(
          `select public.calc_fee_for_rules($1::jsonb, $2, $3) as full,
                  public.calc_fee_program(public.compile_pricing_rules($1::jsonb), $2, $3, 'Asia/Tokyo', null, null, false) as totals`,
          [JSON.stringify(rules), s.entry, s.exit],
        );
        const { full, totals } = rows[0]!;
        expect(totals).toEqual({ total_amount: full.total_amount, complete: full.breakdown.complete });
      }),
      { numRuns: 60 },
    );
  });

  // §5.4: a unit charge p becomes min(p, remaining budgets), never more than p.
  it('never charges more than the uncapped sum of the units', async () => {
    await fc.assert(
      fc.asyncProperty(lot, stay, async (rules, s) => {
        const fee = await calcFee(t.db, rules, s.entry, s.exit);
        const uncapped = fee.breakdown.segments.reduce((sum, x) => sum + x.units * x.price_minor, 0);
        expect(fee.total_amount).toBeLessThanOrEqual(uncapped);
        expect(fee.breakdown.total_before_caps).toBe(uncapped);
      }),
      { numRuns: 60 },
    );
  });

  // §4: charges fall at unit starts inside the stay, and §5.4 applies them in time order, so a later
  // exit keeps every earlier charge and can only add units after the old exit (§5.2: the earliest
  // period overlapping the stay does not change when the stay grows at its end).
  it('never decreases when the exit moves later', async () => {
    await fc.assert(
      fc.asyncProperty(lot, stay, length, async (rules, s, more) => {
        const later = iso(epochMicros(s.exit) + more);
        const a = await calcFee(t.db, rules, s.entry, s.exit);
        const b = await calcFee(t.db, rules, s.entry, later);
        expect(b.total_amount).toBeGreaterThanOrEqual(a.total_amount);
      }),
      { numRuns: 50 },
    );
  });

  // §5.4: every charge inside a period is taken from its budget and never exceeds what remains, so
  // no period charges more than its cap_price_minor. The engine lists the periods that reduced a
  // charge; the reference model exposes every period, and agrees with the engine (first property).
  it('never charges more in a capped period than its cap', async () => {
    // The loops below only bite when caps bind: count the runs where they did, so that a generator
    // (or an engine) that never reaches a cap fails here instead of passing by having nothing to check.
    let bound = 0;
    await fc.assert(
      fc.asyncProperty(lot, longStay, async (rules, s) => {
        const fee = await calcFee(t.db, rules, s.entry, s.exit);
        const model = referenceFee(rules, s.entry, s.exit);
        // Where the model's caps took something off, the engine lists capped periods saving the same.
        const modelSaved = model.segments.reduce((sum, seg) => sum + seg.amount_before_caps - seg.amount_after_caps, 0);
        if (modelSaved > 0) {
          bound++;
          expect(fee.breakdown.caps.reduce((sum, c) => sum + c.saved, 0), 'capped periods save what the caps took off').toBe(modelSaved);
        }
        for (const c of fee.breakdown.caps) {
          expect(c.charged).toBeLessThanOrEqual(c.cap_price_minor);
          expect(c.saved).toBeGreaterThan(0);
        }
        for (const p of model.periods) expect(p.charged).toBeLessThanOrEqual(p.cap_price_minor);
      }),
      { numRuns: 60 },
    );
    expect(bound, 'runs in which a cap bound').toBeGreaterThanOrEqual(10);
  });

  // §7: total_amount is the sum of the charges after caps; every reduction is credited to one
  // listed period, so the savings account for the whole difference.
  it('adds the charges after caps up to the total', async () => {
    await fc.assert(
      fc.asyncProperty(lot, stay, async (rules, s) => {
        const fee = await calcFee(t.db, rules, s.entry, s.exit);
        const b = fee.breakdown;
        expect(b.segments.reduce((sum, x) => sum + x.amount_after_caps, 0)).toBe(fee.total_amount);
        expect(b.caps.reduce((sum, x) => sum + x.saved, 0)).toBe(b.total_before_caps - fee.total_amount);
        expect(b.complete).toBe(b.uncovered.length === 0);
      }),
      { numRuns: 60 },
    );
  });

  // §3 and §4: a rule for every day and the whole day governs the entire stay as one segment (it
  // crosses midnights), so the stay is ceil(S / 60m) units of p, S to the microsecond (§1).
  it('prices a lot with one all-day unit rule and no caps at ceil(minutes / per_minutes) * price', async () => {
    const wholeDay = fc.constantFrom<[string | null, string | null]>([null, null], ['00:00', '24:00'], ['08:00', '08:00'], ['24:00', '24:00'], [null, '00:00']);
    await fc.assert(
      fc.asyncProperty(
        wholeDay,
        fc.constantFrom(null, 'all' as const),
        fc.integer({ min: 1, max: 1440 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 365 * 86_400 }),
        fraction,
        fc.oneof(length, fc.integer({ min: 1, max: 10 * 86_400 }).map((s) => s * SECOND)),
        async ([time_start, time_end], day_type, per_minutes, price_minor, offset, entryFraction, us) => {
          const entry = epochMicros('2026-01-01T00:00:00+09:00') + offset * SECOND + entryFraction;
          const fee = await calcFee(
            t.db,
            [{ day_type, time_start, time_end, per_minutes, price_minor }],
            iso(entry),
            iso(entry + us),
          );
          expect(fee.total_amount).toBe(Math.ceil(us / (per_minutes * 60 * SECOND)) * price_minor);
          expect(fee.breakdown.segments).toHaveLength(1);
          expect(fee.breakdown.complete).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
  });
});
