import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { asCaller, serviceCaller } from '../../src/db/caller.js';
import type { Database } from '../../src/db/types.js';
import type { Logger } from '../../src/logger.js';
import { createJobQueue } from '../../src/queue/index.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { testConfig } from '../support/harness.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * startServer in this process on the embedded database: what runs before it listens and what after
 * (the queue's workers, the demo data top-up on a current database), and how a stop or a failure
 * during the latter ends it. Each test starts its own service, which closes its database.
 */
const databases: TestDatabase[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop().catch(() => undefined);
  for (const d of databases.splice(0)) await d.drop().catch(() => undefined);
});

function capturingLogger(): { log: Logger; messages: () => string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()).msg as string);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream) as unknown as Logger, messages: () => lines };
}

async function start(overrides: Record<string, string>, prepare?: (db: Database) => Promise<void>) {
  const database = await createTestDatabase();
  databases.push(database);
  await prepare?.(database.db);
  const { log, messages } = capturingLogger();
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', ...overrides });
  const server = await startServer(config, log, Promise.resolve(database.appDb));
  servers.push(server);
  return { server, messages, db: database.appDb as Database & { pglite: { closed: boolean } } };
}

async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}

describe.runIf(!process.env.DATABASE_URL)('start-up: listening first, then the workers and the demo data top-up', () => {
  it('serves before the workers start, and a job enqueued before they started is worked once they have', { timeout: 60_000 }, async () => {
    let jobId = '';
    const { server, messages, db } = await start({ RUN_WORKER: 'true', SEED_DEMO_DATA: 'false' }, async (owner) => {
      // A queue that is never started: the job waits in its table, as one a request enqueues early does.
      const queue = createJobQueue({ db: owner, log: pino({ level: 'silent' }) as unknown as Logger, statementTimeoutMs: 10_000 });
      jobId = await asCaller(owner, serviceCaller, (tx) =>
        queue.enqueue('mail.send', { template: 'recovery', locale: 'en', to: 'early@example.jp', vars: {}, sealed: '', not_after: new Date(Date.now() + 600_000).toISOString() } as never, { tx }),
      );
    });
    expect(messages()).toContain('listening on http://localhost:' + server.port);
    expect(messages()).not.toContain('queue: workers started');
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
    await server.started;
    expect(messages()).toContain('queue: workers started');
    await until(async () => {
      const { rows } = await db.query<{ state: string }>('select state::text from pgboss.job where id = $1', [jobId]);
      return rows[0]?.state !== 'created';
    });
  });

  it('answers a request that needs no database while the work after listening runs, not after it', { timeout: 60_000 }, async () => {
    // The embedded database runs each statement on this thread: the work after listening (the demo
    // data top-up, the queue's start and its workers' first fetches) lets the event loop turn before
    // each of its statements, so a request sent as the service starts listening is read and answered
    // in one of those turns, before the workers are up.
    const { server, messages } = await start({ RUN_WORKER: 'true', SEED_DEMO_DATA: 'true' });
    const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(res.status).toBe(200);
    expect(messages()).not.toContain('queue: workers started');
    await server.started;
    expect(messages()).toContain('queue: workers started');
  });

  it('stops cleanly when stopped during the work after listening: no workers started, the database closed', { timeout: 60_000 }, async () => {
    const { server, messages, db } = await start({ RUN_WORKER: 'true', SEED_DEMO_DATA: 'true' });
    await server.stop();
    await server.started;
    expect(messages()).not.toContain('queue: workers started');
    expect(messages()).toContain('stopped');
    expect(db.pglite.closed).toBe(true);
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();
  });

  it('stops the service when the work after listening fails, and says why', { timeout: 60_000 }, async () => {
    const { server, messages, db } = await start({ RUN_WORKER: 'true', SEED_DEMO_DATA: 'true' }, async (owner) => {
      // The demo data's presence check reads this table: its statement fails after listening.
      await owner.exec('drop table public.sponsor_rewards cascade');
    });
    await expect(server.started).rejects.toMatchObject({ code: '42P01' });
    expect(messages()).toContain('stopped');
    expect(messages()).not.toContain('queue: workers started');
    expect(db.pglite.closed).toBe(true);
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();
  });
});
