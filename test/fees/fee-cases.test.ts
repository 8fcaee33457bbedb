import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { feeCases, workedExamples, type FeeCase } from './fee-cases.js';
import { calcFee, jst } from './support.js';

/** Local Japan times in the table are written as on a sign; anything with an offset is taken as is. */
function instant(value: string): string {
  return /[zZ]$|[+-]\d{2}:\d{2}$/.test(value) ? value : jst(value);
}

async function check(db: Database, c: FeeCase): Promise<void> {
  const fee = await calcFee(db, c.rules, instant(c.entry), instant(c.exit), {
    timezone: c.timezone,
    hours: c.hours,
    maxDurationMin: c.maxDurationMin,
  });
  const b = fee.breakdown;
  expect(fee.total_amount).toBe(c.total);
  if (c.segments) {
    expect(b.segments).toHaveLength(c.segments.length);
    c.segments.forEach((s, i) => expect(b.segments[i]).toMatchObject(s));
  }
  if (c.caps) {
    expect(b.caps).toHaveLength(c.caps.length);
    c.caps.forEach((s, i) => expect(b.caps[i]).toMatchObject(s));
  }
  if (c.uncovered) expect(b.uncovered).toEqual(c.uncovered);
  if (c.warnings) expect(b.warnings).toEqual(c.warnings);
  if (c.complete !== undefined) expect(b.complete).toBe(c.complete);
  else expect(b.complete).toBe(b.uncovered.length === 0);
  if (c.durationMin !== undefined) expect(b.duration_min).toBe(c.durationMin);
  if (c.entryAt) expect(b.entry_at).toBe(c.entryAt);
  if (c.exitAt) expect(b.exit_at).toBe(c.exitAt);
  // What every result holds, whatever the case (§7).
  expect(b.currency).toBe('JPY');
  expect(b.timezone).toBe(c.timezone ?? 'Asia/Tokyo');
  expect(b.segments.reduce((sum, s) => sum + s.amount_after_caps, 0)).toBe(fee.total_amount);
  expect(b.segments.reduce((sum, s) => sum + s.amount_before_caps, 0)).toBe(b.total_before_caps);
  expect(b.caps.reduce((sum, s) => sum + s.saved, 0)).toBe(b.total_before_caps - fee.total_amount);
  for (const s of b.segments) expect(s.amount_before_caps).toBe(s.units * s.price_minor);
}

describe('calc_fee_for_rules', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  describe('pricing.md §8 worked examples', () => {
    it.each(workedExamples.map((c) => [`${c.clause}: ${c.entry} → ${c.exit}: ${c.name}`, c] as const))('%s', async (_, c) => {
      await check(t.db, c);
    });
  });

  describe('clause by clause', () => {
    it('has at least 60 cases of its own', () => {
      expect(feeCases.length).toBeGreaterThanOrEqual(60);
    });
    it.each(feeCases.map((c) => [`${c.clause} ${c.name}`, c] as const))('%s', async (_, c) => {
      await check(t.db, c);
    });
  });

  it('returns every breakdown field of pricing.md §7, instants in UTC with Z', async () => {
    const fee = await calcFee(t.db, [{ per_minutes: 30, price_minor: 200 }], jst('2026-11-24 10:00'), jst('2026-11-24 10:45'));
    expect(fee).toEqual({
      total_amount: 400,
      breakdown: {
        currency: 'JPY',
        timezone: 'Asia/Tokyo',
        entry_at: '2026-11-24T01:00:00Z',
        exit_at: '2026-11-24T01:45:00Z',
        duration_min: 45,
        complete: true,
        total_before_caps: 400,
        uncovered: [],
        segments: [
          {
            start: '2026-11-24T01:00:00Z',
            end: '2026-11-24T01:45:00Z',
            rule_order: 0,
            day_type: 'all',
            per_minutes: 30,
            price_minor: 200,
            units: 2,
            amount_before_caps: 400,
            amount_after_caps: 400,
          },
        ],
        caps: [],
        warnings: [],
      },
    });
  });
});
