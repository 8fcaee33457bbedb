import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lot, stay } from '../fees/arbitraries.js';
import { epochMicros, iso } from '../fees/reference-model.js';
import { feeTimeline, jstZ } from '../fees/support.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot, type PricingRuleRow } from '../support/lots.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { offsetPoint } from './fixtures.js';

// Issue 17 item 4: nearby search with a stay adds to each priced row leave_by (the latest exit
// that still costs estimated_fee) and next_amount (the fee just after it), from the engine's
// timeline; calc-fee must agree at leave_by and a millisecond later.

type Row = { id: string; name: string; estimated_fee: number | null; fee_complete: boolean; leave_by: string | null; next_amount: number | null };

describe('nearby search: leave by', () => {
  let h: Harness;
  const origin = { lat: 35.0, lng: 135.76 };
  const here = (m: number) => ({ shape_type: 'point', point: offsetPoint(origin.lat, origin.lng, m, 0) });

  beforeAll(async () => {
    h = await createHarness();
    const admin = await h.createAdmin('ops_manager');
    const createLot = async (name: string, m: number, pricing_rules: unknown[]) => {
      const res = await h.request('/v1/admin/parking-lots', { token: admin.token, body: { parking_lot: { status: 'active', name, geometry: here(m) }, pricing_rules } });
      expect(res.status, res.text).toBe(201);
    };
    // pricing.md §8, lot A
    await createLot('Lot A', 10, [
      { time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
      { time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
      { category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
      { category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 400 },
    ]);
    await createLot('Capped day', 20, [{ per_minutes: 30, price_minor: 200 }, { category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 }]);
    await createLot('Morning only', 30, [{ time_start: '08:00', time_end: '12:15', per_minutes: 15, price_minor: 50 }]);
    await createLot('No rules', 40, []);
  });
  afterAll(() => h.close());

  const search = async (entry: string, exit: string, sort = 'distance') => {
    const res = await h.request(
      `/v1/parking-lots/nearby?lat=${origin.lat}&lng=${origin.lng}&radius_m=100&sort=${sort}&entry_at=${encodeURIComponent(entry)}&exit_at=${encodeURIComponent(exit)}`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body.parking_lots as Row[];
  };
  const estimate = async (id: string, entry_at: string, exit_at: string) =>
    (await h.request(`/v1/parking-lots/${id}/calc-fee`, { body: { entry_at, exit_at } })).body as { total_amount: number; breakdown: { complete: boolean } };

  it('tells each priced row how long its fee holds and what comes next', async () => {
    const entry = '2026-11-24T10:00:00+09:00';
    const exit = '2026-11-24T11:10:00+09:00';
    const rows = await search(entry, exit);
    expect(rows.map((r) => [r.name, r.estimated_fee, r.leave_by, r.next_amount])).toEqual([
      ['Lot A', 600, jstZ('2026-11-24 11:30'), 800],
      ['Capped day', 600, jstZ('2026-11-24 11:30'), 800],
      ['Morning only', 250, jstZ('2026-11-24 11:15'), 300],
      ['No rules', null, null, null],
    ]);
    for (const r of rows.filter((x) => x.leave_by)) {
      expect((await estimate(r.id, entry, r.leave_by!)).total_amount).toBe(r.estimated_fee);
      expect((await estimate(r.id, entry, iso(epochMicros(r.leave_by!) + 1000))).total_amount).toBe(r.next_amount);
    }
  });

  it('stops at the end of what the rules price, and sees a daily maximum through to midnight', async () => {
    const entry = '2026-11-24T10:00:00+09:00';
    const rows = await search(entry, '2026-11-24T12:10:00+09:00');
    const morning = rows.find((r) => r.name === 'Morning only')!;
    // The fee holds to 12:15, where the rules stop: later exits have no complete estimate.
    expect([morning.estimated_fee, morning.leave_by, morning.next_amount]).toEqual([450, jstZ('2026-11-24 12:15'), null]);
    expect((await estimate(morning.id, entry, iso(epochMicros(morning.leave_by!) + 1))).breakdown.complete).toBe(false);

    const late = await search(entry, '2026-11-24T17:00:00+09:00', 'price');
    const capped = late.find((r) => r.name === 'Capped day')!;
    expect([capped.estimated_fee, capped.leave_by, capped.next_amount]).toEqual([1200, jstZ('2026-11-25 00:00'), 1400]);
    // sort=price ranks as before: complete estimates by amount (a tie by distance), then the rest
    // (those by their partial amount).
    expect(late.map((r) => r.name)).toEqual(['Lot A', 'Capped day', 'No rules', 'Morning only']);
  });
});

// The search reads each lot's estimate and leave_by from one timeline walk: for random signs
// (the fee engine's generators) and stays, every priced row must be calc_parking_fee's estimate,
// and leave_by the timeline's next step (or where the estimate stops being complete).
describe('nearby search: estimate and leave by for random signs', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('prices each row as calc_parking_fee and tells when that price ends', async () => {
    let n = 0;
    let withNext = 0;
    await fc.assert(
      fc.asyncProperty(lot, stay, async (rules, s) => {
        const point = { lat: 30 + (n++ % 1000) * 0.01, lng: 130 };
        // As createLot stores them: every field but cap_scope, which it has no column for.
        const stored = rules.map(({ cap_scope: _, ...r }, i) => ({ ...r, rule_order: r.rule_order ?? i, category: r.category ?? 'unit' }));
        const id = await createLot(t.db, { point, rules: stored as PricingRuleRow[] });
        const { rows } = await t.db.query<{ estimated_fee: number | null; fee_complete: boolean; leave_by: string | null; next_amount: number | null }>(
          `select estimated_fee, fee_complete, leave_by, next_amount
             from public.nearby_parking_lots_ranked($1, $2, 50, jsonb_build_object('entry_at', $3::text, 'exit_at', $4::text), 50) where id = $5`,
          [point.lat, point.lng, s.entry, s.exit, id],
        );
        const row = rows[0]!;
        const fee = (await t.db.query<{ fee: { total_amount: number; breakdown: { complete: boolean } } }>('select public.calc_parking_fee($1, $2, $3) as fee', [id, s.entry, s.exit])).rows[0]!.fee;
        expect(row.fee_complete).toBe(fee.breakdown.complete);
        expect(row.estimated_fee).toBe(fee.breakdown.complete ? fee.total_amount : null);
        if (!row.fee_complete) {
          expect([row.leave_by, row.next_amount]).toEqual([null, null]);
          return;
        }
        const exit = epochMicros(s.exit);
        const timeline = await feeTimeline(t.db, stored, s.entry, iso(exit + 86_400_000_000));
        const next = timeline.steps.find((x) => epochMicros(x.after) >= exit);
        const cu = epochMicros(timeline.complete_until);
        if (next && epochMicros(next.after) <= cu) {
          withNext++;
          expect([row.leave_by, row.next_amount]).toEqual([next.after, next.total_amount]);
        }
        else if (cu < exit + 86_400_000_000) expect([row.leave_by, row.next_amount]).toEqual([timeline.complete_until, null]);
        else expect([row.leave_by, row.next_amount]).toEqual([null, null]);
      }),
      { numRuns: 40 },
    );
    expect(withNext, 'runs with a next step to compare').toBeGreaterThanOrEqual(5);
  });
});
