import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, asCaller, serviceCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { calcFee, jst, lotA, type FeeOptions } from './support.js';

async function refusal(p: Promise<unknown>): Promise<{ code: string; detail?: string; message: string }> {
  try {
    await p;
  } catch (err) {
    return err as { code: string; detail?: string; message: string };
  }
  throw new Error('expected the call to be refused');
}

const entry = jst('2026-11-24 10:00');
const exit = jst('2026-11-24 11:00');
const unit = { per_minutes: 60, price_minor: 100 };

describe('calc_fee_for_rules refusals (pricing.md §1, §6)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const stays: [string, string, string, string][] = [
    ['exit equal to entry', entry, entry, 'exit_at'],
    ['exit before entry', exit, entry, 'exit_at'],
    ['a stay one second over 366 days', jst('2027-01-01 00:00'), jst('2028-01-02 00:00:01'), 'exit_at'],
  ];
  it.each(stays)('refuses %s with 422 validation_error naming the field', async (_, from, to, param) => {
    const err = await refusal(calcFee(t.db, [unit], from, to));
    expect(err.code).toBe('PK400');
    expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', status: 422, param });
  });

  it('says what is wrong with the stay', async () => {
    const err = await refusal(calcFee(t.db, [unit], exit, entry));
    expect(err.message).toBe('exit_at must be later than entry_at');
  });

  it('refuses a missing entry_at', async () => {
    const err = await refusal(t.db.query('select calc_fee_for_rules($1::jsonb, null, $2)', [JSON.stringify([unit]), exit]));
    expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: 'entry_at' });
  });

  const badRules: [string, unknown[], number, string][] = [
    ['a unit rule without per_minutes', [{ price_minor: 100 }], 0, 'a unit rule needs per_minutes and price_minor'],
    ['a unit rule without price_minor', [{ category: 'unit', per_minutes: 60 }], 0, 'a unit rule needs per_minutes and price_minor'],
    ['a cap without cap_price_minor', [unit, { category: 'cap', cap_type: 'daily_max' }], 1, 'a cap rule needs cap_type and cap_price_minor'],
    ['a cap without cap_type', [unit, { category: 'cap', cap_price_minor: 1000 }], 1, 'a cap rule needs cap_type and cap_price_minor'],
    ['a duration cap without cap_duration_hours', [unit, { category: 'cap', cap_type: 'duration', cap_price_minor: 1000 }], 1, 'a duration cap needs cap_duration_hours'],
    ['an unknown cap_type', [unit, { category: 'cap', cap_type: 'weekly', cap_price_minor: 1000 }], 1, 'cap_type must be'],
    ['an unknown category', [{ ...unit, category: 'monthly' }], 0, 'category must be unit, cap or hourly'],
    ['an unknown day_type', [{ ...unit, day_type: 'weekend' }], 0, 'day_type must be'],
    ['an hour 25', [{ ...unit, time_start: '25:00' }], 0, 'time_start and time_end must be HH:MM'],
    ['24:30', [{ ...unit, time_end: '24:30' }], 0, 'time_start and time_end must be HH:MM'],
    ['a one-digit hour', [{ ...unit, time_start: '8:00' }], 0, 'time_start and time_end must be HH:MM'],
    ['a window cap with a bad time', [unit, { category: 'cap', cap_type: 'hour_window_max', cap_price_minor: 500, time_end: 'noon' }], 1, 'time_start and time_end'],
    ['per_minutes 0', [{ per_minutes: 0, price_minor: 100 }], 0, 'per_minutes must be an integer from 1 to 999999'],
    ['a fractional per_minutes', [{ per_minutes: 7.5, price_minor: 100 }], 0, 'per_minutes must be an integer from 1 to 999999'],
    ['per_minutes past its bound', [{ per_minutes: 1_000_000, price_minor: 100 }], 0, 'per_minutes must be an integer from 1 to 999999'],
    ['a negative price', [{ per_minutes: 60, price_minor: -100 }], 0, 'price_minor must be an integer from 0 to 999999999999'],
    ['a price given as a string', [{ per_minutes: 60, price_minor: '100' }], 0, 'a unit rule needs per_minutes and price_minor'],
    ['a negative cap', [unit, { category: 'cap', cap_type: 'daily_max', cap_price_minor: -1 }], 1, 'cap_price_minor must be an integer from 0 to 999999999999'],
    ['cap_duration_hours 0', [unit, { category: 'cap', cap_type: 'duration', cap_duration_hours: 0, cap_price_minor: 1 }], 1, 'cap_duration_hours must be an integer from 1 to 99999'],
    ['cap_duration_hours past its bound', [unit, { category: 'cap', cap_type: 'duration', cap_duration_hours: 100_000, cap_price_minor: 1 }], 1, 'cap_duration_hours must be an integer from 1 to 99999'],
    ['a cap_repeat that is not a boolean', [unit, { category: 'cap', cap_type: 'daily_max', cap_price_minor: 1, cap_repeat: 'no' }], 1, 'cap_repeat'],
    ['a negative rule_order', [{ ...unit, rule_order: -1 }], 0, 'rule_order must be an integer from 0 to 2147483647'],
    ['rule_order past int4', [{ ...unit, rule_order: 2_147_483_648 }], 0, 'rule_order must be an integer from 0 to 2147483647'],
    ['a rule that is not an object', [unit, 'cheap'], 1, 'is not an object'],
    ['a rule_order used twice', [{ ...unit, rule_order: 3 }, { ...unit, rule_order: 3 }], 1, 'rule_order 3 is used by more than one rule'],
    ['a default rule_order colliding with an explicit one', [{ ...unit, rule_order: 1 }, unit], 1, 'rule_order 1 is used by more than one rule'],
  ];
  it.each(badRules)('refuses %s with param pricing_rules, naming the rule', async (_, rules, index, message) => {
    const err = await refusal(calcFee(t.db, rules, entry, exit));
    expect(err.code).toBe('PK400');
    expect(err.message).toContain(`pricing rule ${index}:`);
    expect(err.message).toContain(message);
    const mapped = mapDatabaseError(err);
    expect(mapped).toMatchObject({ code: 'validation_error', status: 422, param: 'pricing_rules' });
    expect(mapped!.details).toMatchObject({ rule_index: index });
  });

  it('takes every rule at the bounds it states: rule_order up to int4, per_minutes 999999, cap hours 99999', async () => {
    const fee = await calcFee(
      t.db,
      [
        { per_minutes: 999_999, price_minor: 100, rule_order: 2_147_483_647 },
        { category: 'cap', cap_type: 'duration', cap_duration_hours: 99_999, cap_price_minor: 50, rule_order: 0 },
      ],
      entry,
      exit,
    );
    expect(fee.total_amount).toBe(50);
  });

  it('refuses rules that are not an array', async () => {
    const err = await refusal(calcFee(t.db, { per_minutes: 60, price_minor: 100 }, entry, exit));
    expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: 'pricing_rules' });
  });

  it('checks only what a rule’s category uses: hourly rules and unused fields pass', async () => {
    const fee = await calcFee(
      t.db,
      [
        unit,
        { category: 'hourly', per_minutes: 0, price_minor: -5, time_start: 'whenever' },
        { category: 'cap', cap_type: 'daily_max', cap_price_minor: 5000, time_start: 'ignored', per_minutes: 0 },
      ],
      entry,
      exit,
    );
    expect(fee.total_amount).toBe(100);
  });

  it('ignores keys it does not know (rows loaded from a table carry ids and timestamps)', async () => {
    const fee = await calcFee(t.db, [{ ...unit, id: 'f5a0', lot_id: 'x', created_at: '2026-01-01T00:00:00Z' }], entry, exit);
    expect(fee.total_amount).toBe(100);
  });

  it('refuses an unknown time zone, naming it', async () => {
    const err = await refusal(calcFee(t.db, [unit], entry, exit, { timezone: 'Asia/Atlantis' }));
    expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: 'timezone' });
    expect(err.message).toContain('Asia/Atlantis');
  });

  it('takes a null or omitted time zone as Asia/Tokyo', async () => {
    const { rows } = await t.db.query<{ a: { breakdown: { timezone: string } }; b: { total_amount: number } }>(
      'select calc_fee_for_rules($1::jsonb, $2, $3, null) as a, calc_fee_for_rules($1::jsonb, $2, $3) as b',
      [JSON.stringify(lotA), entry, exit],
    );
    expect(rows[0]!.a.breakdown.timezone).toBe('Asia/Tokyo');
    expect(rows[0]!.b.total_amount).toBe(400);
  });

  const badHours: [string, FeeOptions['hours']][] = [
    ['a bad open_time', [{ open_time: '8am', close_time: '22:00' }]],
    ['an unknown window_type', [{ window_type: 'lunch' as 'business' }]],
    ['a day_of_week of 7', [{ day_of_week: 7 }]],
  ];
  it('refuses hours that are not an array', async () => {
    const err = await refusal(calcFee(t.db, [unit], entry, exit, { hours: { open_time: '08:00' } as never }));
    expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: 'hours' });
  });

  it.each(badHours)('refuses hours with %s (param hours)', async (_, hours) => {
    const err = await refusal(calcFee(t.db, [unit], entry, exit, { hours }));
    expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: 'hours' });
  });
});

describe('calc_fee_for_rules access', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it.each([['anon', anonCaller], ['authenticated', { role: 'authenticated' as const, claims: { role: 'authenticated', sub: '9a4e1c52-5d1f-4f7e-9a55-1d1f0c1e2b3c' } }], ['service_role', serviceCaller]])(
    'may be called by %s',
    async (_, caller) => {
      const fee = await asCaller(t.db, caller, (tx) => calcFee(tx, lotA, jst('2026-11-24 18:00'), jst('2026-11-25 10:00')));
      expect(fee.total_amount).toBe(2000);
    },
  );

  it('is marked STABLE (it reads the holiday calendar) and parallel safe', async () => {
    const { rows } = await t.db.query<{ provolatile: string; proparallel: string }>(
      `select provolatile, proparallel from pg_proc where proname = 'calc_fee_for_rules'`,
    );
    expect(rows).toEqual([{ provolatile: 's', proparallel: 's' }]);
  });
});
