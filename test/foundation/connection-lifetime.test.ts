// A pooled connection is replaced once its lifetime is over (DATABASE_CONNECTION_LIFETIME_SECONDS),
// and the plans it cached go with it: a generic plan made while a table was young is not kept for
// the life of the process (docs/benchmarks.md, "A ninth machine"). Server only: the embedded
// database has no pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const onServer = !!process.env.DATABASE_URL;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onServer)('pooled connections: lifetime', () => {
  let t: TestDatabase;
  const pools: Database[] = [];
  const pool = async (connectionLifetimeSeconds: number) => {
    const db = await openPostgres({ url: t.url!, poolSize: 1, statementTimeoutMs: 10_000, connectionLifetimeSeconds });
    pools.push(db);
    return db;
  };
  const backend = async (db: Database) => (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    for (const db of pools) await db.close();
    await t?.drop();
  });

  it('replaces an idle connection whose lifetime is over', async () => {
    const db = await pool(1);
    const first = await backend(db);
    await pause(1_300);
    expect(await backend(db)).not.toBe(first);
  });

  it('lets a transaction running when the lifetime ends finish, and replaces the connection after it', async () => {
    const db = await pool(1);
    const first = await backend(db);
    const during = await db.transaction(async (tx) => {
      await tx.query('select pg_sleep(1.3)');
      return (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    });
    expect(during).toBe(first);
    expect(await backend(db)).not.toBe(first);
  });

  it('keeps the connection with a lifetime of 0', async () => {
    const db = await pool(0);
    const first = await backend(db);
    await pause(1_300);
    expect(await backend(db)).toBe(first);
  });
});
