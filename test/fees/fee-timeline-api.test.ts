import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot, type PricingRuleRow } from '../support/lots.js';
import { epochMicros, iso } from './reference-model.js';
import { lotA, jst, jstZ } from './support.js';

const LOT_A_RULES = lotA as PricingRuleRow[];

// Issue 17 item 2: GET /v1/parking-lots/{id}/fee-timeline. The property test (fee-timeline.test.ts)
// checks the steps against the engine for random lots; here the route: its window, its errors, and
// that calc-fee agrees with every step it shows for pricing.md's lot A.

type Step = { after: string; total_amount: number };

describe('GET /v1/parking-lots/{id}/fee-timeline', () => {
  let h: Harness;
  let lotAId: string;
  beforeAll(async () => {
    h = await createHarness();
    lotAId = await createLot(h.db, { vehicleTypeMax: 'regular', address: null, rules: LOT_A_RULES });
  });
  afterAll(() => h.close());

  const timeline = (lot: string, query: Record<string, string>) =>
    h.request(`/v1/parking-lots/${lot}/fee-timeline?${new URLSearchParams(query)}`);
  const estimate = async (entry_at: string, exit_at: string) =>
    (await h.request(`/v1/parking-lots/${lotAId}/calc-fee`, { body: { entry_at, exit_at } })).body.total_amount as number;

  it('answers lot A from Tuesday 18:00 for 24 hours, each step as calc-fee prices it', async () => {
    const entry = jst('2026-11-24 18:00');
    const res = await timeline(lotAId, { entry_at: entry });
    expect(res.status).toBe(200);
    const steps: Step[] = res.body.steps;
    // Day units of 200 until 20:00, then night hours of 100 until the night cap (400) at 00:00, the
    // next day's night until 08:00 free, then 200 a half hour until Wednesday's daily maximum.
    expect(steps.slice(0, 8)).toEqual([
      { after: jstZ('2026-11-24 18:00'), total_amount: 200 },
      { after: jstZ('2026-11-24 18:30'), total_amount: 400 },
      { after: jstZ('2026-11-24 19:00'), total_amount: 600 },
      { after: jstZ('2026-11-24 19:30'), total_amount: 800 },
      { after: jstZ('2026-11-24 20:00'), total_amount: 900 },
      { after: jstZ('2026-11-24 21:00'), total_amount: 1000 },
      { after: jstZ('2026-11-24 22:00'), total_amount: 1100 },
      { after: jstZ('2026-11-24 23:00'), total_amount: 1200 },
    ]);
    expect(steps[8]).toEqual({ after: jstZ('2026-11-25 08:00'), total_amount: 1400 });
    expect(res.body.complete_until).toBe(jstZ('2026-11-25 18:00'));
    expect(res.body.breakdown_at_until.breakdown.exit_at).toBe(jstZ('2026-11-25 18:00'));
    expect(res.body.breakdown_at_until.total_amount).toBe(steps.at(-1)!.total_amount);
    expect(res.body.caps_reached.map((c: { cap_type: string }) => c.cap_type)).toContain('daily_max');
    for (const step of steps) {
      const at = epochMicros(step.after);
      if (at > epochMicros(entry)) {
        // An exit exactly at `after` pays the step before; a millisecond later, this step.
        const before = steps[steps.indexOf(step) - 1]!.total_amount;
        expect(await estimate(entry, iso(at))).toBe(before);
      }
      expect(await estimate(entry, iso(at + 1000))).toBe(step.total_amount);
    }
  });

  it('takes until up to 7 days after entry_at, to the microsecond', async () => {
    const ok = await timeline(lotAId, { entry_at: '2026-11-24T10:00:00.5+09:00', until: '2026-12-01T10:00:00.5+09:00' });
    expect(ok.status).toBe(200);
    expect(ok.body.steps[0].after).toBe('2026-11-24T01:00:00.5Z');
    expect(ok.body.breakdown_at_until.breakdown.exit_at).toBe('2026-12-01T01:00:00.5Z');
    const cases: [Record<string, string>, string][] = [
      [{ entry_at: '2026-11-24T10:00:00.5+09:00', until: '2026-12-01T10:00:00.500001+09:00' }, 'until'],
      [{ entry_at: '2026-11-24T10:00:00+09:00', until: '2026-11-24T10:00:00+09:00' }, 'until'],
      [{ entry_at: '2026-11-24T10:00:00+09:00', until: '2026-11-24T09:00:00+09:00' }, 'until'],
      [{ entry_at: '2026-11-24T10:00:00', until: '2026-11-24T11:00:00+09:00' }, 'entry_at'],
      [{ until: '2026-11-24T11:00:00+09:00' }, 'entry_at'],
      [{ entry_at: '2026-11-24T10:00:00+09:00', vehicle_type: 'tank' }, 'vehicle_type'],
    ];
    for (const [query, param] of cases) {
      const res = await timeline(lotAId, query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_error', param });
    }
    const big = await timeline(lotAId, { entry_at: '2026-11-24T10:00:00+09:00', vehicle_type: 'oversized' });
    expect(big.status).toBe(422);
    expect(big.body.error.code).toBe('vehicle_not_allowed');
  });

  it('answers 404 lot_not_found for a lot that is missing or not public', async () => {
    const pending = await createLot(h.db, { status: 'pending', address: null, rules: LOT_A_RULES });
    for (const id of [pending, randomUUID()]) {
      const res = await timeline(id, { entry_at: '2026-11-24T10:00:00+09:00' });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('lot_not_found');
    }
  });
});
