import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot, type LotOptions, type PricingRuleRow } from '../support/lots.js';
import { feeCases } from './fee-cases.js';
import { jst } from './support.js';

/** pricing.md §8's Lot A: day and night units, a daily maximum and a night maximum. */
const LOT_A_RULES: PricingRuleRow[] = [
  { rule_order: 0, category: 'unit', time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
  { rule_order: 1, category: 'unit', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
  { rule_order: 2, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
  { rule_order: 3, category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 400 },
];

function insertLot(db: Database, options: Omit<LotOptions, 'rules'> & { rules?: PricingRuleRow[] } = {}): Promise<string> {
  return createLot(db, { vehicleTypeMax: null, address: null, rules: LOT_A_RULES, ...options });
}

describe('POST /v1/parking-lots/{id}/calc-fee', () => {
  let h: Harness;
  let lotA: string;
  beforeAll(async () => {
    h = await createHarness();
    lotA = await insertLot(h.db, { vehicleTypeMax: 'regular', maxParkingDurationMin: 24 * 60 });
  });
  afterAll(() => h.close());

  const estimate = (lot: string, body: Record<string, unknown>) => h.request(`/v1/parking-lots/${lot}/calc-fee`, { body });

  // pricing.md §8, Lot A (2026-11-24 is a Tuesday; times in Asia/Tokyo).
  it.each([
    ['10:00', '10:30', 200],
    ['10:00', '10:31', 400],
    ['19:50', '20:40', 300],
    ['08:00', '20:00', 1200],
  ])('Tue %s → Tue %s costs %i yen, as the sign says', async (entry, exit, fee) => {
    const res = await estimate(lotA, { entry_at: `2026-11-24T${entry}:00+09:00`, exit_at: `2026-11-24T${exit}:00+09:00` });
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBe(fee);
  });

  it('explains Tue 18:00 → Wed 10:00 (2,000 yen): segments, the night cap, nothing uncovered', async () => {
    const res = await estimate(lotA, { entry_at: '2026-11-24T18:00:00+09:00', exit_at: '2026-11-25T10:00:00+09:00', vehicle_type: 'kei' });
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBe(2000);
    const b = res.body.breakdown;
    expect(b).toMatchObject({ currency: 'JPY', timezone: 'Asia/Tokyo', entry_at: '2026-11-24T09:00:00Z', exit_at: '2026-11-25T01:00:00Z', duration_min: 960, complete: true, uncovered: [], warnings: [] });
    expect(b.segments.map((s: { rule_order: number; units: number }) => [s.rule_order, s.units])).toEqual([[0, 4], [1, 12], [0, 4]]);
    expect(b.caps).toEqual([expect.objectContaining({ rule_order: 3, cap_type: 'hour_window_max', cap_price_minor: 400, charged: 400, saved: 800 })]);
  });

  it('warns when the stay exceeds the lot’s maximum duration', async () => {
    const res = await estimate(lotA, { entry_at: '2026-11-24T08:00:00+09:00', exit_at: '2026-11-25T09:00:00+09:00' });
    expect(res.body.breakdown.warnings).toContain('exceeds_max_parking_duration');
  });

  it('refuses a vehicle larger than the lot takes with 422 vehicle_not_allowed', async () => {
    const res = await estimate(lotA, { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00', vehicle_type: 'oversized' });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'vehicle_not_allowed', param: 'vehicle_type', details: { vehicle_type_max: 'regular' } });
  });

  it('answers 404 lot_not_found for a lot that is missing or not public', async () => {
    const pending = await insertLot(h.db, { status: 'pending' });
    for (const id of [pending, randomUUID()]) {
      const res = await estimate(id, { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('lot_not_found');
    }
  });

  it('reports a lot without unit rules as incomplete, the whole stay uncovered', async () => {
    const capsOnly = await insertLot(h.db, { rules: [{ rule_order: 0, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1000 }] });
    const res = await estimate(capsOnly, { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_amount: 0, breakdown: { complete: false, uncovered: [{ start: '2026-11-24T01:00:00Z', end: '2026-11-24T02:00:00Z' }] } });
  });

  it('validates the stay with the offending param (pricing.md §1)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T10:00:00+09:00' }, 'exit_at'],
      [{ entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T09:59:59+09:00' }, 'exit_at'],
      [{ entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2027-11-26T10:00:00+09:00' }, 'exit_at'],
      [{ entry_at: '2026-11-24 10:00', exit_at: '2026-11-24T11:00:00+09:00' }, 'entry_at'],
      [{ entry_at: '2026-11-24T10:00:00', exit_at: '2026-11-24T11:00:00+09:00' }, 'entry_at'],
      [{ entry_at: '2026-11-24T10:00:00+09:00' }, 'exit_at'],
      [{ entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00', vehicle_type: 'tank' }, 'vehicle_type'],
      [{ entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00', coupon: 'x' }, 'coupon'],
    ];
    for (const [body, param] of cases) {
      const res = await estimate(lotA, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_error', param });
    }
    expect((await h.request('/v1/parking-lots/not-a-uuid/calc-fee', { body: { entry_at: '2026-11-24T10:00:00Z', exit_at: '2026-11-24T11:00:00Z' } })).body.error.param).toBe('id');
  });

  it('prices a stay shorter than a millisecond (instants keep their microseconds, pricing.md §1)', async () => {
    const res = await estimate(lotA, { entry_at: '2026-11-24T10:00:00.0001+09:00', exit_at: '2026-11-24T10:00:00.0009+09:00' });
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBeGreaterThan(0);
    const reversed = await estimate(lotA, { entry_at: '2026-11-24T10:00:00.0009+09:00', exit_at: '2026-11-24T10:00:00.0001+09:00' });
    expect(reversed.body.error).toMatchObject({ code: 'validation_error', param: 'exit_at' });
  });

  it('accepts exactly 366 days', async () => {
    const res = await estimate(lotA, { entry_at: '2028-01-01T00:00:00+09:00', exit_at: '2029-01-01T00:00:00+09:00' });
    expect(res.status).toBe(200);
    expect(res.body.breakdown.duration_min).toBe(366 * 24 * 60);
  });

  // Estimates and final prices read the hours their lot's pricing signature holds compiled
  // (hours_program): each fee case with hours, stored as a lot, warns as calc_fee_for_rules does.
  it.each(feeCases.filter((c) => c.hours?.length && !c.timezone).map((c) => [c.name, c] as const))(
    'warns from the lot’s stored hours: %s',
    async (_, c) => {
      const lot = await insertLot(h.db, {
        rules: c.rules.map((r, i) => ({ ...r, rule_order: r.rule_order ?? i, category: r.category ?? 'unit' })),
        maxParkingDurationMin: c.maxDurationMin ?? null,
      });
      for (const w of c.hours!) {
        await h.db.query(
          `insert into public.parking_lot_hours (parking_lot_id, window_type, day_type, day_of_week, is_24h, is_closed, open_time, close_time, effective_from, effective_to)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [lot, w.window_type ?? 'business', w.day_type ?? 'all', w.day_of_week ?? null, w.is_24h ?? false, w.is_closed ?? false,
            w.open_time ?? null, w.close_time ?? null, w.effective_from ?? null, w.effective_to ?? null],
        );
      }
      const res = await estimate(lot, { entry_at: jst(c.entry), exit_at: jst(c.exit) });
      expect(res.status).toBe(200);
      expect(res.body.total_amount).toBe(c.total);
      expect(res.body.breakdown.warnings).toEqual(c.warnings);
      // A session's final price (finalize_parking_session) reads them the same way.
      const { rows } = await h.db.query<{ fee: { breakdown: { warnings: string[] } } }>('select public.calc_lot_fee($1, $2, $3) as fee', [lot, jst(c.entry), jst(c.exit)]);
      expect(rows[0]!.fee.breakdown.warnings).toEqual(c.warnings);
    },
  );

  it('is public: no token needed', async () => {
    const res = await estimate(lotA, { entry_at: '2026-11-24T10:00:00Z', exit_at: '2026-11-24T11:00:00Z' });
    expect(res.status).toBe(200);
  });
});
