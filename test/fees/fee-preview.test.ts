import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/** pricing.md §8's Lot A, as the bundle editor sends it before the lot is saved. */
const LOT_A_RULES = [
  { rule_order: 0, category: 'unit', time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
  { rule_order: 1, category: 'unit', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
  { rule_order: 2, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
  { rule_order: 3, category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 400 },
];

describe('POST /v1/fee-preview', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    token = await h.tokenFor();
  });
  afterAll(() => h.close());

  const preview = (body: Record<string, unknown>, t: string | undefined = token) => h.request('/v1/fee-preview', { body, ...(t ? { token: t } : {}) });

  it.each([
    ['10:00', '10:30', 200],
    ['10:00', '10:31', 400],
    ['19:50', '20:40', 300],
    ['08:00', '20:00', 1200],
  ])('Tue %s → Tue %s costs %i yen, as calc-fee prices the saved sign', async (entry, exit, fee) => {
    const res = await preview({ pricing_rules: LOT_A_RULES, entry_at: `2026-11-24T${entry}:00+09:00`, exit_at: `2026-11-24T${exit}:00+09:00` });
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBe(fee);
    expect(res.body.breakdown).toBeTypeOf('object');
    expect(res.body.steps.at(-1).total_amount).toBe(fee);
  });

  it('steps: 200 yen at entry, 400 after the first half hour', async () => {
    const res = await preview({ pricing_rules: LOT_A_RULES, entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00' });
    expect(res.status).toBe(200);
    expect(res.body.steps.slice(0, 2)).toEqual([
      { after: '2026-11-24T01:00:00Z', total_amount: 200 },
      { after: '2026-11-24T01:30:00Z', total_amount: 400 },
    ]);
  });

  it('hours: an exit while closed is priced as the stored lot would (not a 500)', async () => {
    const res = await preview({
      pricing_rules: LOT_A_RULES,
      hours: [{ open_time: '08:00', close_time: '20:00' }],
      entry_at: '2026-11-24T10:00:00+09:00',
      exit_at: '2026-11-24T10:30:00+09:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBe(200);
  });

  it.each([
    [{ pricing_rules: [{ category: 'unit', per_minutes: 30 }] }, 'pricing_rules'],
    [{ pricing_rules: [{ category: 'unit', per_minutes: 0, price_minor: 100 }] }, 'pricing_rules'],
    [{ pricing_rules: LOT_A_RULES, exit_at: '2026-11-24T09:00:00+09:00' }, 'exit_at'],
    [{ pricing_rules: LOT_A_RULES, exit_at: '2026-12-24T09:00:00+09:00' }, 'exit_at'],
    [{ pricing_rules: LOT_A_RULES, timezone: 'Mars/Olympus' }, 'timezone'],
    [{ pricing_rules: LOT_A_RULES, hours: [{ open_time: '25:00' }] }, 'hours'],
  ])('bad input is 422 naming the field (%#)', async (body, param) => {
    const res = await preview({ entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00', ...body });
    expect(res.status).toBe(422);
    expect(res.body.error.param).toBe(param);
  });

  it('needs a signed-in caller', async () => {
    const res = await preview({ pricing_rules: LOT_A_RULES, entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T11:00:00+09:00' }, '');
    expect(res.status).toBe(401);
  });
});
