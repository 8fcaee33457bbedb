import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { createJobQueue, type JobContext, type JobQueue } from '../../src/queue/index.js';
import { duePeriods, enqueueDueDigests, salesDigestHandler, type SalesDigestJob } from '../../src/modules/sales/digest.js';
import { startWorkers } from '../../src/workers.js';
import { createHarness, fixedClock, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

/**
 * The daily and monthly sales digests: the scheduler's one job per period however many processes
 * tick, the job's figures against the sales report, who receives it, and retries. Time is a fixed
 * clock; jobs are run by calling the handler, so nothing waits on a poll.
 */
const log = createLogger('silent');
const ctx = (attempt = 1): JobContext => ({ id: 'test', name: 'sales.digest', attempt, attempts: 4, signal: new AbortController().signal, log });

describe('sales digests', () => {
  let h: Harness;
  let queueA: JobQueue;
  let queueB: JobQueue;
  let superAdmin: Awaited<ReturnType<Harness['createAdmin']>>;
  let ops: Awaited<ReturnType<Harness['createAdmin']>>;
  let agent: Awaited<ReturnType<Harness['createAdmin']>>;

  const session = async (lot: string, startedAt: string, endedAt: string, amount: number) => {
    const user = await h.createUser();
    await h.db.query(
      `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type, status, started_at, ended_at, total_amount, fee_breakdown)
       values ($1, $2, 'x', 'regular', 'ended', $3, $4, $5, '{}')`,
      [user, lot, startedAt, endedAt, amount],
    );
  };

  const digestJobs = async (period?: string) =>
    (
      await h.db.query<{ data: SalesDigestJob }>(
        `select data from pgboss.job where name = 'sales.digest' and ($1::text is null or data ->> 'period' = $1) order by created_on`,
        [period ?? null],
      )
    ).rows.map((r) => r.data);

  const notificationsOf = async (userId: string, type: string) =>
    (
      await h.db.query<{ title: string; body: string; data: Record<string, any> }>(
        `select title, body, data from public.user_notifications where user_id = $1 and type = $2 order by created_at`,
        [userId, type],
      )
    ).rows;

  const mailsTo = async (email: string) =>
    (await h.db.query<{ data: any }>(`select data from pgboss.job where name = 'mail.send' and data ->> 'to' = $1`, [email])).rows.map((r) => r.data);

  beforeAll(async () => {
    h = await createHarness();
    // Two queues on one database: two worker processes, as far as the scheduler can tell.
    queueA = createJobQueue({ db: h.database.appDb, log, statementTimeoutMs: 10_000, pollingIntervalMs: 600_000 });
    queueB = createJobQueue({ db: h.database.appDb, log, statementTimeoutMs: 10_000, pollingIntervalMs: 600_000 });
    await queueA.start();
    await queueB.start();
    superAdmin = await h.createAdmin('super_admin');
    ops = await h.createAdmin('ops_manager');
    agent = await h.createAdmin('support_agent');
    const off = await h.request('/v1/admin/notification-prefs', { method: 'PUT', token: ops.token, body: { sales_daily: false } });
    expect(off.status, off.text).toBe(200);

    const lotA = await createLot(h.db, { name: 'Digest lot A' });
    const lotB = await createLot(h.db, { name: 'Digest lot B' });
    // 23:00-23:30 JST on 21 November: the 21st's, not the 22nd's.
    await session(lotA, '2026-11-21T14:00:00Z', '2026-11-21T14:30:00Z', 300);
    // 23:30 JST on the 21st to 00:30 JST on the 22nd: the 22nd's though it is the 21st in UTC.
    await session(lotA, '2026-11-21T14:30:00Z', '2026-11-21T15:30:00Z', 500);
    await session(lotB, '2026-11-22T01:00:00Z', '2026-11-22T03:00:00Z', 1200);
    // 23:59 JST on the 22nd; 00:01 JST on the 23rd (the next day's).
    await session(lotB, '2026-11-22T14:00:00Z', '2026-11-22T14:59:00Z', 700);
    await session(lotB, '2026-11-22T14:30:00Z', '2026-11-22T15:01:00Z', 9000);
    // October, on its last day in JST (1 November is not October's).
    await session(lotA, '2026-10-31T13:00:00Z', '2026-10-31T14:30:00Z', 800);
    await session(lotA, '2026-10-31T14:30:00Z', '2026-10-31T15:10:00Z', 450);
  });
  afterAll(async () => {
    await queueA?.stop();
    await queueB?.stop();
    await h?.close();
  });

  it('is due for the previous Japanese day after midnight JST, and the previous month', () => {
    // 00:04 JST on the 23rd: still within the grace after midnight.
    expect(duePeriods(Date.parse('2026-11-22T15:04:00Z'))).toEqual([
      { kind: 'daily', period: '2026-11-21' },
      { kind: 'monthly', period: '2026-10' },
    ]);
    expect(duePeriods(Date.parse('2026-11-22T15:06:00Z'))).toEqual([
      { kind: 'daily', period: '2026-11-22' },
      { kind: 'monthly', period: '2026-10' },
    ]);
    // 00:10 JST on 1 December is 15:10 UTC on 30 November.
    expect(duePeriods(Date.parse('2026-11-30T15:10:00Z'))).toEqual([
      { kind: 'daily', period: '2026-11-30' },
      { kind: 'monthly', period: '2026-11' },
    ]);
  });

  it('enqueues one job per period however many processes tick, and catches up only the latest', async () => {
    const clock = fixedClock(Date.parse('2026-11-22T15:10:00Z')); // 00:10 JST, 23 November
    const [a, b] = await Promise.all([
      enqueueDueDigests({ db: h.database.appDb, queue: queueA, clock }),
      enqueueDueDigests({ db: h.database.appDb, queue: queueB, clock }),
    ]);
    expect([...a, ...b].sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { kind: 'daily', period: '2026-11-22' },
      { kind: 'monthly', period: '2026-10' },
    ]);
    // Again, later the same day, in both processes: nothing new.
    clock.advance(6 * 3_600_000);
    expect(await enqueueDueDigests({ db: h.database.appDb, queue: queueA, clock })).toEqual([]);
    expect(await enqueueDueDigests({ db: h.database.appDb, queue: queueB, clock })).toEqual([]);
    expect(await digestJobs()).toHaveLength(2);
    // No worker for three days: only the latest day is sent, once.
    clock.advance(3 * 86_400_000);
    expect(await enqueueDueDigests({ db: h.database.appDb, queue: queueB, clock })).toEqual([{ kind: 'daily', period: '2026-11-25' }]);
    expect(await enqueueDueDigests({ db: h.database.appDb, queue: queueA, clock })).toEqual([]);
    expect(await digestJobs('2026-11-23')).toEqual([]);
    expect(await digestJobs('2026-11-24')).toEqual([]);
    expect(await digestJobs('2026-11-22')).toHaveLength(1);
  });

  it('sends the sales report’s own figures, across the JST day boundary, to the admins whose preference is on', async () => {
    const [job] = await digestJobs('2026-11-22');
    await salesDigestHandler({ db: h.database.appDb, queue: queueA })(job!, ctx());

    const report = await h.request('/v1/admin/sales?group_by=day&from=2026-11-22&to=2026-11-22', { token: superAdmin.token });
    expect(report.status, report.text).toBe(200);
    expect(report.body.totals).toEqual({ sessions_count: 3, revenue: 2400, average_stay_minutes: 79.7 });

    const [n, ...more] = await notificationsOf(superAdmin.userId, 'sales_daily');
    expect(more).toEqual([]);
    expect(n!.data).toMatchObject({ kind: 'daily', period: '2026-11-22', from: '2026-11-22', to: '2026-11-22', ...report.body.totals });
    expect(n!.title).toBe('売上日報 2026-11-22');
    expect(n!.body).toBe('売上 ¥2,400・3件・平均滞在 79.7分');
    const mails = await mailsTo(superAdmin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'sales_digest', locale: 'ja', vars: { period: '2026-11-22', revenue: '¥2,400', sessions_count: '3' } });
    expect(mails[0].vars.top_lots).toMatch(/^1\. Digest lot B ¥1,900\n2\. Digest lot A ¥500$/);

    // sales_daily off: nothing; no sales.view: nothing.
    expect(await notificationsOf(ops.userId, 'sales_daily')).toEqual([]);
    expect(await mailsTo(ops.email)).toEqual([]);
    expect(await notificationsOf(agent.userId, 'sales_daily')).toEqual([]);
    expect(await mailsTo(agent.email)).toEqual([]);
  });

  it('sends the month to those with sales_monthly on, the same as the report by month', async () => {
    const [job] = await digestJobs('2026-10');
    await salesDigestHandler({ db: h.database.appDb, queue: queueA })(job!, ctx());
    const report = await h.request('/v1/admin/sales?group_by=month&from=2026-10-01&to=2026-10-31', { token: superAdmin.token });
    expect(report.body.totals).toEqual({ sessions_count: 1, revenue: 800, average_stay_minutes: 90 });
    for (const admin of [superAdmin, ops]) {
      const rows = await notificationsOf(admin.userId, 'sales_monthly');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.data).toMatchObject({ kind: 'monthly', period: '2026-10', from: '2026-10-01', to: '2026-10-31', ...report.body.totals });
    }
    expect(await notificationsOf(agent.userId, 'sales_monthly')).toEqual([]);
  });

  it('a retried job sends nothing twice, and a failed try sends nothing at all', async () => {
    const [job] = await digestJobs('2026-11-22');
    await salesDigestHandler({ db: h.database.appDb, queue: queueB })(job!, ctx(2));
    expect(await notificationsOf(superAdmin.userId, 'sales_daily')).toHaveLength(1);
    expect(await mailsTo(superAdmin.email)).toHaveLength(2); // the daily's and the monthly's

    // A try that fails after writing (the mail job cannot be enqueued) leaves no trace; its retry sends once.
    const [later] = await digestJobs('2026-11-25');
    const failing: JobQueue = {
      ...queueA,
      enqueue: async () => {
        throw new Error('the queue is down');
      },
    };
    await expect(salesDigestHandler({ db: h.database.appDb, queue: failing })(later!, ctx(1))).rejects.toThrow('the queue is down');
    expect((await notificationsOf(superAdmin.userId, 'sales_daily')).map((r) => r.data.period)).toEqual(['2026-11-22']);
    await salesDigestHandler({ db: h.database.appDb, queue: queueA })(later!, ctx(2));
    await salesDigestHandler({ db: h.database.appDb, queue: queueA })(later!, ctx(3));
    expect((await notificationsOf(superAdmin.userId, 'sales_daily')).map((r) => r.data.period)).toEqual(['2026-11-22', '2026-11-25']);
    expect(await mailsTo(superAdmin.email)).toHaveLength(3);
  });
});

describe('sales digests in a worker process', () => {
  it('the scheduler of startWorkers enqueues the due periods and the worker sends them', async () => {
    const h = await createHarness();
    const admin = await h.createAdmin('super_admin');
    const real = createJobQueue({ db: h.database.appDb, log, statementTimeoutMs: 10_000, pollingIntervalMs: 600_000 });
    // Resolves once both digests (the day's and the month's) were handled: the test waits on work, not on time.
    const handled: string[] = [];
    let bothHandled!: () => void;
    const done = new Promise<void>((resolve) => (bothHandled = resolve));
    const queue: JobQueue = {
      ...real,
      work(name, handler, options) {
        real.work(
          name,
          (async (payload: any, job: JobContext) => {
            await (handler as any)(payload, job);
            if (name === 'sales.digest' && handled.push(payload.period) === 2) bothHandled();
          }) as never,
          options,
        );
      },
    };
    const clock = fixedClock(Date.parse('2026-12-01T00:00:00Z')); // 09:00 JST, 1 December
    const workers = await startWorkers(queue, h.config, log, { sales: { db: h.database.appDb, clock } });
    try {
      await done;
      expect(handled.sort()).toEqual(['2026-11', '2026-11-30']);
      const types = await h.db.query<{ type: string; period: string }>(
        `select type, data ->> 'period' as period from public.user_notifications where user_id = $1 order by type`,
        [admin.userId],
      );
      expect(types.rows).toEqual([
        { type: 'sales_daily', period: '2026-11-30' },
        { type: 'sales_monthly', period: '2026-11' },
      ]);
    } finally {
      await workers.stop();
      await h.close();
    }
  });
});
