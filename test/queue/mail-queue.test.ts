import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, serviceCaller } from '../../src/db/caller.js';
import { createLogger } from '../../src/logger.js';
import type { MailJob } from '../../src/mail/job.js';
import { seal, sealingKey } from '../../src/mail/sealed.js';
import { createJobQueue, type JobQueue } from '../../src/queue/index.js';
import { startWorkers, type RunningWorkers } from '../../src/workers.js';
import { TEST_JWT_SECRET, testConfig } from '../support/harness.js';
import { codeIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The durable queue (pg-boss on this database) with its first worker, mail: on the embedded
 * database and, with DATABASE_URL, on a server as the service's own login role.
 */
let database: TestDatabase;
let smtp: SmtpCapture;
let queue: JobQueue;
let workers: RunningWorkers;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
  const config = testConfig({ SMTP_URL: smtp.url });
  const log = createLogger('silent');
  // Workers look only when woken: no test waits on a poll.
  queue = createJobQueue({ db: database.appDb, log, statementTimeoutMs: 10_000, pollingIntervalMs: 600_000 });
  workers = await startWorkers(queue, config, log);
});
afterAll(async () => {
  await workers?.stop();
  await smtp?.close();
  await database?.drop();
});

const key = sealingKey(TEST_JWT_SECRET);
const address = () => `q-${randomUUID().slice(0, 8)}@example.jp`;

function mail(to: string, code = '246810', notAfter = new Date(Date.now() + 600_000)): MailJob {
  return {
    template: 'recovery',
    locale: 'en',
    to,
    vars: { email: to, minutes: '10' },
    sealed: seal(key, { code, link: 'http://localhost:8787/auth/v1/verify?token=abc&type=recovery' }),
    not_after: notAfter.toISOString(),
  };
}

/** Enqueues in a transaction of the service role that commits (or, with `fail`, rolls back). */
function enqueue(job: MailJob, fail = false): Promise<string> {
  return asCaller(database.appDb, serviceCaller, async (tx) => {
    const id = await queue.enqueue('mail.send', job, { tx });
    if (fail) throw new Error('the request failed after enqueuing');
    return id;
  });
}

interface JobRow {
  state: string;
  retry_count: number;
  wait_seconds: number;
  output: Record<string, unknown> | null;
}

async function job(id: string): Promise<JobRow> {
  const { rows } = await database.db.query<JobRow>(
    `select state::text, retry_count, extract(epoch from start_after - now())::float8 as wait_seconds, output
       from pgboss.job where name = 'mail.send' and id = $1`,
    [id],
  );
  return rows[0]!;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the queue did not get there');
}

describe('the mail queue', () => {
  it('sends what a committed transaction enqueued, and nothing of one that rolled back', async () => {
    const dropped = address();
    const kept = address();
    await expect(enqueue(mail(dropped), true)).rejects.toThrow('the request failed');
    await enqueue(mail(kept, '135790'));
    queue.wake('mail.send');
    const sent = await smtp.next(kept, 0);
    expect(codeIn(sent)).toBe('135790');
    expect(sent.subject).toBe('Your password reset code: 135790');
    expect(sent.html).toContain('135790');
    // One worker per queue takes jobs in order: had the rolled-back job existed, it would be out too.
    expect(smtp.to(dropped)).toHaveLength(0);
    const { rows } = await database.db.query(`select 1 from pgboss.job where data->>'to' = $1`, [dropped]);
    expect(rows).toHaveLength(0);
  });

  it('retries a failing SMTP send with growing delays, then moves it to the dead-letter queue', async () => {
    const to = address();
    smtp.refuseWith = { code: 451, message: 'mailbox busy, try later' };
    try {
      const id = await enqueue(mail(to));
      queue.wake('mail.send');
      // Five tries in all: the first, then 4 retries, each after 10 s * 2^n to twice that.
      for (let tried = 1; tried <= 5; tried++) {
        const row = await until(
          () => job(id),
          (r) => r.state !== 'active' && r.state !== 'created' && r.retry_count === tried - 1,
        );
        expect(row.output).toMatchObject({ responseCode: 451 });
        if (tried < 5) {
          expect(row.state).toBe('retry');
          const base = 10 * 2 ** (tried - 1);
          expect(row.wait_seconds).toBeGreaterThan(base - 5);
          expect(row.wait_seconds).toBeLessThanOrEqual(2 * base + 1);
          // The delay has passed, as far as the queue can tell.
          await database.db.query(`update pgboss.job set start_after = now() - interval '1 second' where name = 'mail.send' and id = $1`, [id]);
          queue.wake('mail.send');
        } else {
          expect(row.state).toBe('failed');
        }
      }
      const dead = await database.db.query<{ data: MailJob; output: Record<string, unknown> }>(
        `select data, output from pgboss.job where name = 'mail.send.dead' and data->>'to' = $1`,
        [to],
      );
      expect(dead.rows).toHaveLength(1);
      expect(dead.rows[0]!.output).toMatchObject({ responseCode: 451 });
      expect(smtp.to(to)).toHaveLength(0);
    } finally {
      smtp.refuseWith = undefined;
    }
  });

  it('completes a job whose code has expired without sending it', async () => {
    const late = address();
    const next = address();
    const id = await enqueue(mail(late, '111111', new Date(Date.now() - 1000)));
    await enqueue(mail(next));
    queue.wake('mail.send');
    await smtp.next(next, 0);
    expect((await job(id)).state).toBe('completed');
    expect(smtp.to(late)).toHaveLength(0);
  });

  it('keeps secrets out of the database: the job holds the code sealed', async () => {
    const to = address();
    const id = await enqueue(mail(to, '987123'));
    const { rows } = await database.db.query<{ data: string }>(`select data::text from pgboss.job where name = 'mail.send' and id = $1`, [id]);
    expect(rows[0]!.data).not.toContain('987123');
    expect(rows[0]!.data).not.toContain('token=abc');
    queue.wake('mail.send');
    expect(codeIn(await smtp.next(to, 0))).toBe('987123');
  });
});
