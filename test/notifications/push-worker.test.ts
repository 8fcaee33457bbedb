import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { createPushDispatcher, type PushDispatcher } from '../../src/modules/notifications/push/dispatcher.js';
import { createJobQueue, type JobQueue } from '../../src/queue/index.js';
import { startWorkers, type RunningWorkers } from '../../src/workers.js';
import { createHarness, type Harness } from '../support/harness.js';
import { startFakeFcm, type FakeFcm } from './fake-stores.js';

/**
 * The push queues worked by the real workers (startWorkers, as `npm run worker` and `npm start` run
 * them): jobs the database wrote (the send's push.batch, a trigger's push.deliver) are fetched by
 * pg-boss like its own, and a job whose retries are spent lands in its dead-letter queue.
 */
let h: Harness;
let fcm: FakeFcm;
let dispatcher: PushDispatcher;
let queue: JobQueue;
let workers: RunningWorkers;
let admin: string;
const log = createLogger('silent');

beforeAll(async () => {
  [h, fcm] = await Promise.all([createHarness(), startFakeFcm()]);
  dispatcher = createPushDispatcher({ fcm: { serviceAccount: fcm.serviceAccount, baseUrl: fcm.url, tokenUrl: fcm.tokenUrl }, apns: undefined }, log);
  // Workers look only when woken: no test waits on a poll.
  queue = createJobQueue({ db: h.database.appDb, log, statementTimeoutMs: 10_000, pollingIntervalMs: 600_000 });
  workers = await startWorkers(queue, h.config, log, { push: { db: h.database.appDb, dispatcher, retry: { attempts: 1, delayMs: () => 0 } } });
  admin = (await h.createAdmin('ops_manager')).token;
});
afterAll(async () => {
  await workers?.stop();
  dispatcher?.close();
  await Promise.all([h?.close(), fcm?.close()]);
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('gave up waiting');
}

async function device(token: string): Promise<{ userId: string; accessToken: string }> {
  const userId = randomUUID();
  const accessToken = await h.tokenFor(userId);
  expect((await h.request('/v1/me/push-tokens', { method: 'PUT', token: accessToken, body: { token, platform: 'android' } })).status).toBe(200);
  return { userId, accessToken };
}

const jobStates = async (name: string) =>
  (await h.db.query<{ state: string; retry_count: number }>('select state::text, retry_count from pgboss.job where name = $1 order by created_on', [name])).rows;

describe('push workers', () => {
  it('deliver a sent notification through pg-boss: the job the database wrote is fetched and completed', async () => {
    const u = await device('worker-android');
    const created = await h.request('/v1/admin/user-notifications', {
      token: admin,
      body: { type: 'announcement', title: 'Hello', audience: { kind: 'user', user_id: u.userId } },
    });
    const sent = await h.request(`/v1/admin/user-notifications/${created.body.notification.id}/send`, { method: 'POST', token: admin });
    expect(sent.status).toBe(202);
    // The route wakes its own process's workers; these are the test's.
    queue.wake('push.batch');
    await until(() => jobStates('push.batch'), (rows) => rows.length === 1 && rows[0]!.state === 'completed');
    expect(fcm.messages.filter((m) => m.token === 'worker-android').map((m) => m.notification.title)).toEqual(['Hello']);
  });

  it('push a system notification enqueued by the trigger', async () => {
    const u = await device('system-android');
    await h.db.query(`insert into public.user_notifications (user_id, type, title) values ($1, 'system_alert', 'メンテナンスのお知らせ')`, [u.userId]);
    queue.wake('push.deliver');
    await until(() => jobStates('push.deliver'), (rows) => rows.length === 1 && rows[0]!.state === 'completed');
    expect(fcm.messages.filter((m) => m.token === 'system-android').map((m) => m.data.type)).toEqual(['system_alert']);
  });

  /** Brings a waiting retry forward (its backoff is 30 s and up, 0116) and lets the worker take it. */
  async function nextTry(name: string, index: number, tries: number) {
    await h.db.query(`update pgboss.job set start_after = now() where name = $1 and state = 'retry'`, [name]);
    queue.wake(name as 'push.deliver');
    return until(() => jobStates(name), (r) => r[index]!.state !== 'active' && (r[index]!.retry_count >= tries || r[index]!.state === 'failed'));
  }

  it('retry a try that met a 503 with the queue’s backoff', async () => {
    const u = await device('flaky-android');
    fcm.script('flaky-android', { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE', message: 'busy' } } });
    await h.db.query(`insert into public.user_notifications (user_id, type, title) values ($1, 'system_alert', 'retry me')`, [u.userId]);
    queue.wake('push.deliver');
    await until(() => jobStates('push.deliver'), (r) => r.length === 2 && r[1]!.state === 'retry');
    const rows = await nextTry('push.deliver', 1, 1);
    expect(rows[1]!.state).toBe('completed');
    expect(fcm.attempts.filter((a) => a.token === 'flaky-android').map((a) => a.status)).toEqual([503, 200]);
  });

  it('dead-letter a job whose retries are spent, and count it in the push stats', async () => {
    const u = await device('down-android');
    const down = { status: 500, body: { error: { code: 500, status: 'INTERNAL', message: 'down' } } };
    fcm.script('down-android', ...Array.from({ length: 6 }, () => down));
    await h.db.query(`insert into public.user_notifications (user_id, type, title) values ($1, 'system_alert', 'never')`, [u.userId]);
    queue.wake('push.deliver');
    await until(() => jobStates('push.deliver'), (r) => r.length === 3 && r[2]!.state === 'retry');
    // pg-boss counts a retry when it hands the job out again: 5 retries after the first try (0116).
    for (let tries = 1; tries <= 5; tries++) await nextTry('push.deliver', 2, tries);
    const rows = await jobStates('push.deliver');
    expect(rows[2]).toEqual({ state: 'failed', retry_count: 5 });
    expect(fcm.attempts.filter((a) => a.token === 'down-android')).toHaveLength(6);
    const stats = await h.request('/v1/admin/push-stats', { token: admin });
    expect(stats.body.queues.find((q: any) => q.name === 'push.deliver').dead_letters).toBe(1);
    const { rows: delivery } = await h.db.query('select status, last_error from public.push_deliveries where user_id = $1', [u.userId]);
    expect(delivery[0]).toMatchObject({ status: 'pending', last_error: expect.stringContaining('500') });
  });
});
