// Which index the statements on ended sessions read, as plans a pooled connection keeps (generic
// plans, made while the table is young). A finalize's award check must not read the ended_at index:
// a generic plan that did read every ended session of every user on each finalize, once the table
// had grown (db/migrations/0153_parking_sessions_ended_at_bounded.sql, issue 21).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/types.js';
import { salesTotals } from '../../src/modules/sales/figures.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const planText = (rows: Record<string, unknown>[]) => rows.map((r) => String(Object.values(r)[0])).join('\n');

describe('plans on ended sessions', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("plans the award's ward check on the (user, ward) index, also as a generic plan on a young table", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.query(`select set_config('plan_cache_mode', 'force_generic_plan', true)`);
      // The subquery of award_session_end (src/modules/gamification/sql/award_session_end.sql) that
      // asks whether the user has ended a session in this ward before; its variables are parameters.
      await tx.exec(`prepare ward_check(uuid, text, uuid) as
        select 1 from public.parking_sessions o where o.user_id = $1 and o.status = 'ended' and o.ward = $2 and o.id <> $3`);
      const lines = (await tx.query<Record<string, unknown>>('explain (costs off) execute ward_check(null, null, null)')).rows;
      await tx.exec('deallocate ward_check');
      return planText(lines);
    });
    expect(plan).not.toContain('parking_sessions_ended_at_idx');
  });

  it('bounds the sales range on ended_at, so that the ended_at index reads only the range', async () => {
    const plan = await database.db.transaction(async (tx) => {
      // Without the table scan, the plan shows whether the index can serve the range at all.
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      let lines: Record<string, unknown>[] = [];
      // salesTotals' own statement, explained instead of run.
      const explaining: Queryable = {
        async query(sql, params, options) {
          lines = (await tx.query<Record<string, unknown>>(`explain (costs off) ${sql}`, params, options)).rows;
          return { rows: [{}], rowCount: 1 } as never;
        },
        exec: (sql) => tx.exec(sql),
      };
      await salesTotals(explaining, '2026-11-01', '2026-11-30');
      return planText(lines);
    });
    expect(plan).toContain('parking_sessions_ended_at_idx');
    expect(plan).toMatch(/Index Cond: .*ended_at >=/);
  });
});
