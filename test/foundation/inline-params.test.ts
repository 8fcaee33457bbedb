import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, callerSetupSql } from '../../src/db/caller.js';
import { inlineParams } from '../../src/db/inline-params.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

describe('one-round-trip statements (queryOnce)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('round-trips awkward values exactly as bound parameters would', async () => {
    const values = ["O'Reilly", 'back\\slash', '駐車場 "quoted"', '$1 inside', null, 42, 1.5, true, ['a', "b'c"], { k: "v'" }];
    const { rows } = await t.db.queryOnce<{ v: unknown[] }>(
      callerSetupSql(anonCaller),
      `select array[$1::text, $2::text, $3::text, $4::text, $5::text, $6::int::text, $7::numeric::text, $8::boolean::text,
               array_to_string($9::text[], '|'), ($10::jsonb ->> 'k')] as v`,
      values,
    );
    expect(rows[0]!.v).toEqual(["O'Reilly", 'back\\slash', '駐車場 "quoted"', '$1 inside', null, '42', '1.5', 'true', "a|b'c", "v'"]);
  });

  it('runs as the caller, in one implicit transaction that a failure rolls back', async () => {
    const { rows } = await t.db.queryOnce<{ role: string }>(callerSetupSql(anonCaller), 'select current_user as role');
    expect(rows[0]!.role).toBe('anon');
    await expect(
      t.db.queryOnce(callerSetupSql({ role: 'service_role', claims: {} }), `with w as (insert into crash_reports (stack, device, app_version) values ('x', 'y', 'z')) select 1/0`),
    ).rejects.toMatchObject({ code: '22012' });
    const { rows: left } = await t.db.query(`select 1 from crash_reports where stack = 'x'`);
    expect(left).toHaveLength(0);
    const after = await t.db.query<{ role: string }>('select current_user as role');
    expect(after.rows[0]!.role).not.toBe('anon');
  });

  it('leaves placeholders inside string literals alone and refuses dollar quoting', () => {
    expect(inlineParams(`select '$1', $1`, ['x'])).toBe(`select '$1', 'x'`);
    expect(() => inlineParams('select $$a$$', [])).toThrow();
    expect(() => inlineParams('select $2', ['only one'])).toThrow();
  });
});
