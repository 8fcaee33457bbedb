import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, asCaller, serviceCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { packageHolidays } from '../../scripts/generate-holidays-migration.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { calcFee, jst } from './support.js';

describe('holiday calendar', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('holds exactly the holidays of @holiday-jp/holiday_jp, names included', async () => {
    const { rows } = await t.db.query<{ date: string; name: string; name_en: string | null }>(
      'select holiday_date::text as date, name, name_en from public.holidays order by holiday_date',
    );
    const expected = packageHolidays().map((h) => ({ date: h.date, name: h.name, name_en: h.nameEn }));
    expect(rows.length).toBe(expected.length);
    expect(rows).toEqual(expected);
  });

  it('covers every year the package covers', async () => {
    const years = new Set(packageHolidays().map((h) => h.date.slice(0, 4)));
    const { rows } = await t.db.query<{ year: string }>(`select distinct to_char(holiday_date, 'YYYY') as year from public.holidays`);
    expect(new Set(rows.map((r) => r.year))).toEqual(years);
  });

  const chains: [string, string[]][] = [
    ['2026-11-23', ['holiday', 'weekday', 'all']], // Labour Thanksgiving Day, a Monday (pricing.md §2)
    ['2026-11-22', ['holiday_eve', 'sunday', 'all']], // its eve, a Sunday (pricing.md §2)
    ['2026-11-21', ['saturday', 'all']],
    ['2026-11-24', ['weekday', 'all']],
    ['2026-05-06', ['holiday', 'weekday', 'all']], // substitute holiday
    ['2026-09-21', ['holiday', 'weekday', 'all']], // a holiday before a holiday is not an eve
    ['2026-09-22', ['holiday', 'weekday', 'all']], // citizens' holiday
    ['2026-12-31', ['holiday_eve', 'weekday', 'all']],
    ['2027-01-02', ['saturday', 'all']],
    ['2028-02-29', ['weekday', 'all']],
  ];
  it.each(chains)('day_type_chain(%s) is %j', async (date, chain) => {
    const { rows } = await t.db.query<{ chain: string[] }>('select public.day_type_chain($1::date) as chain', [date]);
    expect(rows[0]!.chain).toEqual(chain);
  });

  it('is readable by anyone and writable only by the service role', async () => {
    const read = await asCaller(t.db, anonCaller, (tx) => tx.query<{ n: number }>('select count(*)::int as n from public.holidays'));
    expect(read.rows[0]!.n).toBeGreaterThan(1000);
    for (const role of ['anon', 'authenticated'] as const) {
      let err: unknown;
      try {
        await asCaller(t.db, { role, claims: { role } }, (tx) =>
          tx.query(`insert into public.holidays (holiday_date, name) values ('2099-12-31', 'x')`),
        );
      } catch (e) {
        err = e;
      }
      expect(mapDatabaseError(err)?.code).toBe('forbidden');
    }
  });

  it('follows admin edits: a holiday added by the service role changes day types and prices', async () => {
    const rules = [
      { per_minutes: 60, price_minor: 400, day_type: 'holiday' },
      { per_minutes: 60, price_minor: 500, day_type: 'holiday_eve' },
      { per_minutes: 60, price_minor: 100 },
    ];
    const before = await calcFee(t.db, rules, jst('2026-11-25 10:00'), jst('2026-11-25 11:00'));
    expect(before.total_amount).toBe(100);
    await asCaller(t.db, serviceCaller, (tx) =>
      tx.query(`insert into public.holidays (holiday_date, name, name_en) values ('2026-11-25', '臨時休日', 'Special holiday')`),
    );
    try {
      const chain = await t.db.query<{ c: string[]; eve: string[] }>(
        `select public.day_type_chain('2026-11-25') as c, public.day_type_chain('2026-11-24') as eve`,
      );
      expect(chain.rows[0]).toEqual({ c: ['holiday', 'weekday', 'all'], eve: ['holiday_eve', 'weekday', 'all'] });
      expect((await calcFee(t.db, rules, jst('2026-11-25 10:00'), jst('2026-11-25 11:00'))).total_amount).toBe(400);
      expect((await calcFee(t.db, rules, jst('2026-11-24 10:00'), jst('2026-11-24 11:00'))).total_amount).toBe(500);
    } finally {
      await asCaller(t.db, serviceCaller, (tx) => tx.query(`delete from public.holidays where holiday_date = '2026-11-25'`));
    }
  });
});
