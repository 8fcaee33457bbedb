import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.js';
import { schemaSnapshot } from '../../src/db/schema-snapshot.js';
import type { Database } from '../../src/db/types.js';
import { createLogger } from '../../src/logger.js';
import { createJobQueue } from '../../src/queue/index.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Migrations 0090 and 0091 hold pg-boss's schema and our queues, written out rather than created by
 * pg-boss at run time. They must stay what pg-boss itself would build: this builds pg-boss's own
 * construction plan and queues on an empty database and compares the two, and checks that the
 * installed pg-boss accepts the schema version (a pg-boss upgrade with a new schema fails here first).
 */
let ours: TestDatabase;
let theirs: Database;

beforeAll(async () => {
  ours = await createTestDatabase();
  theirs = await openPglite({});
  await theirs.exec(PgBoss.getConstructionPlans('pgboss'));
  const queues = await ours.db.query<{ name: string; options: object }>(
    `select name, json_build_object('policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay, 'retryBackoff', retry_backoff,
                                    'expireInSeconds', expire_seconds, 'retentionMinutes', retention_minutes, 'deadLetter', dead_letter) as options
       from pgboss.queue order by dead_letter nulls first, name`,
  );
  for (const q of queues.rows) await theirs.query('select pgboss.create_queue($1, $2)', [q.name, q.options]);
});
afterAll(async () => {
  await ours?.drop();
  await theirs?.close();
});

/** The pgboss schema's tables, columns, constraints, indexes and partitions, without grants. */
async function pgbossSchema(db: Database): Promise<string[]> {
  const text = await db.transaction((tx) => schemaSnapshot(tx));
  return text
    .split('\n\n')
    .flatMap((block) => (block.startsWith('create type ') ? block.split('\n') : [block]))
    .filter((block) => /^create (table|type) pgboss\./.test(block))
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !line.startsWith('grant ') && !line.startsWith('revoke '))
        .join('\n'),
    );
}

async function queueRows(db: Database) {
  const { rows } = await db.query(
    `select name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes, dead_letter, partition_name
       from pgboss.queue order by name`,
  );
  return rows;
}

describe('the queue schema of the migrations', () => {
  it.skipIf(!!process.env.DATABASE_URL)('is the one pg-boss builds, with the same queues', async () => {
    expect(await pgbossSchema(ours.db)).toEqual(await pgbossSchema(theirs));
    expect(await queueRows(ours.db)).toEqual(await queueRows(theirs));
  });

  it('carries the schema version of the installed pg-boss, which starts on it without migrating', async () => {
    const installed = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;
    const { rows } = await ours.db.query<{ version: number }>('select version from pgboss.version');
    expect(rows).toEqual([{ version: installed }]);
    const queue = createJobQueue({ db: ours.appDb, log: createLogger('silent'), statementTimeoutMs: 10_000 });
    await queue.start();
    await queue.stop();
  });
});
