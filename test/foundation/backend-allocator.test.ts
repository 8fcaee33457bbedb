import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processMinorFaults as minorFaults } from '../../bench/load-tools.js';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/*
 * The pool's allocator warm-up (ALLOCATOR_WARMUP in src/db/postgres.ts): a fee estimate frees some
 * 450 KB at COMMIT, which glibc gives back to the kernel and the next transaction faults in again,
 * unless the connection has raised glibc's thresholds first. Counted in the backend's minor page
 * faults (/proc/<pid>/stat), so only where the server runs on this machine.
 */

const LOT_A = JSON.stringify([
  { rule_order: 0, category: 'unit', time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
  { rule_order: 1, category: 'unit', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
  { rule_order: 2, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
  { rule_order: 3, category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 400 },
]);
const ESTIMATE = 'select public.calc_fee_for_rules($1::jsonb, $2::timestamptz, $3::timestamptz) is not null as priced';
const STAY = [LOT_A, '2026-11-19T09:00:00+09:00', '2026-11-26T09:00:00+09:00'];
const TRANSACTIONS = 20;

/** Page faults per estimate, each its own transaction, after a few to settle the connection in. */
async function faultsPerEstimate(run: () => Promise<unknown>, pid: number): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const before = minorFaults(pid)!;
  for (let i = 0; i < TRANSACTIONS; i++) await run();
  return (minorFaults(pid)! - before) / TRANSACTIONS;
}

describe.skipIf(!process.env.DATABASE_URL)('a pooled server connection', () => {
  let t: TestDatabase;
  let pooled: Database;
  let plain: pg.Client;

  beforeAll(async () => {
    t = await createTestDatabase();
    pooled = await openPostgres({ url: t.url!, poolSize: 1, statementTimeoutMs: 10_000 });
    plain = new pg.Client({ connectionString: t.url! });
    await plain.connect();
  });
  afterAll(async () => {
    await plain?.end();
    await pooled?.close();
    await t?.drop();
  });

  it('keeps the memory a fee estimate frees at commit for the next transaction instead of faulting it in again', async (ctx) => {
    const pooledPid = (await pooled.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const plainPid = (await plain.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    if (minorFaults(plainPid) === undefined) ctx.skip('the server runs on another machine: its backends are not in /proc here');
    const withoutWarmup = await faultsPerEstimate(() => plain.query(ESTIMATE, STAY), plainPid);
    // An allocator that keeps freed memory anyway (not glibc's) leaves nothing for the warm-up to save.
    if (withoutWarmup < 10) ctx.skip(`a plain connection faults only ${withoutWarmup} pages per estimate here`);
    const withWarmup = await faultsPerEstimate(() => pooled.query(ESTIMATE, STAY), pooledPid);
    expect(withWarmup).toBeLessThan(withoutWarmup / 3);
  });
});
