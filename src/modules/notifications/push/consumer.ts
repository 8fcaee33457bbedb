import { asCaller, serviceCaller } from '../../../db/caller.js';
import type { Database } from '../../../db/types.js';
import type { Logger } from '../../../logger.js';
import type { JobContext, JobHandler, JobQueue } from '../../../queue/index.js';
import type { PushDispatcher } from './dispatcher.js';
import type { PushMessage, PushOutcome } from './types.js';

/**
 * The push queues' consumers (migration 0116, docs/push.md).
 *
 * push.batch: one batch of a broadcast's audience. First, in one transaction, every recipient of the
 * batch's id range without a delivery of this broadcast gets their user_notifications row and its
 * delivery (unique per broadcast and user): a batch run twice (a retry, a worker killed mid-batch and
 * the job handed out again) writes nothing the second time. The rate-limit trigger marks excess
 * deliveries as it goes. Then the pending deliveries of the range are pushed.
 *
 * push.deliver: one delivery written by the user_notifications_push trigger (a system notification).
 *
 * Pushing: each device's final answer (sent, dead token, rejected) is recorded per delivery and token
 * as it arrives, and a device with an answer is never sent to again, so a retried job reaches only
 * the devices still owed. 429, 5xx and network failures are retried within the try a few times
 * (honouring Retry-After up to a cap); what still fails leaves its delivery pending and fails the
 * try, and pg-boss retries the job with backoff, then dead-letters it. A worker that dies between a
 * store's acceptance and the record of it may push that one device again on the retry: at least
 * once, never twice otherwise.
 */

export interface PushWorkerOptions {
  db: Database;
  dispatcher: PushDispatcher;
  log: Logger;
  statementTimeoutMs: number;
  /** Tries per device within one job try (default 3), and the wait before the n-th retry. */
  retry?: { attempts?: number; delayMs?: (retry: number, retryAfterMs: number | undefined) => number };
  /** Devices pushed to at once within one job (default 8). */
  concurrency?: number;
}

const MAX_IN_TRY_DELAY_MS = 5_000;

function defaultDelay(retry: number, retryAfterMs: number | undefined): number {
  return Math.min(retryAfterMs ?? 500 * 2 ** (retry - 1), MAX_IN_TRY_DELAY_MS);
}

interface PendingDelivery {
  delivery_id: string;
  user_id: string;
  user_notification_id: string;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  devices: { token: string; platform: PushMessage['platform'] }[];
}

/** FCM takes string values only; the app reads APNs' the same way. */
function stringData(data: Record<string, unknown>, userNotificationId: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  out.user_notification_id = userNotificationId;
  return out;
}

const PENDING_SELECT = `
  select d.id as delivery_id, d.user_id, n.id as user_notification_id, n.type, n.title, n.body, n.data,
         coalesce((select jsonb_agg(jsonb_build_object('token', t.token, 'platform', t.platform) order by t.last_seen_at desc, t.token)
                     from public.user_push_tokens t
                    where t.user_id = d.user_id
                      and not exists (select 1 from public.push_delivery_devices x where x.delivery_id = d.id and x.token = t.token)),
                  '[]'::jsonb) as devices
    from public.push_deliveries d
    join public.user_notifications n on n.id = d.user_notification_id
   where d.status = 'pending'`;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function pushPending(options: PushWorkerOptions, pending: PendingDelivery[], job: JobContext): Promise<void> {
  const { db, dispatcher, statementTimeoutMs } = options;
  const attempts = Math.max(1, options.retry?.attempts ?? 3);
  const delayMs = options.retry?.delayMs ?? defaultDelay;
  const owed = new Map<string, string>(); // delivery id → the last retryable failure
  const work = pending.flatMap((d) => d.devices.map((device) => ({ d, device })));

  const record = (deliveryId: string, device: { token: string; platform: string }, outcome: PushOutcome & { kind: 'sent' | 'dead_token' | 'rejected' }, userId: string) =>
    asCaller(
      db,
      serviceCaller,
      async (tx) => {
        await tx.query(
          `insert into public.push_delivery_devices (delivery_id, token, platform, outcome, status_code, reason)
           values ($1, $2, $3, $4, $5, $6) on conflict (delivery_id, token) do nothing`,
          [deliveryId, device.token, device.platform, outcome.kind, outcome.kind === 'sent' ? null : outcome.status, outcome.kind === 'sent' ? (outcome.id ?? null) : outcome.reason],
        );
        // The store says this token will never work again: it goes, whoever holds it now.
        if (outcome.kind === 'dead_token') await tx.query('delete from public.user_push_tokens where token = $1 and user_id = $2', [device.token, userId]);
      },
      statementTimeoutMs,
    );

  const pushOne = async ({ d, device }: (typeof work)[number]) => {
    const message: PushMessage = {
      token: device.token,
      platform: device.platform,
      type: d.type,
      title: d.title,
      body: d.body,
      data: stringData(d.data, d.user_notification_id),
    };
    for (let attempt = 1; ; attempt++) {
      job.signal.throwIfAborted();
      const outcome = await dispatcher.send(message, job.signal);
      if (outcome.kind !== 'retry') {
        await record(d.delivery_id, device, outcome, d.user_id);
        if (outcome.kind !== 'sent') job.log.info({ delivery_id: d.delivery_id, outcome: outcome.kind, reason: outcome.reason }, 'push: not delivered to a device');
        return;
      }
      if (attempt >= attempts) {
        owed.set(d.delivery_id, outcome.reason);
        return;
      }
      await sleep(delayMs(attempt, outcome.retryAfterMs), job.signal);
    }
  };

  let next = 0;
  const runners = Array.from({ length: Math.min(options.concurrency ?? 8, work.length) }, async () => {
    while (next < work.length) await pushOne(work[next++]!);
  });
  await Promise.all(runners);

  const done = pending.filter((d) => !owed.has(d.delivery_id)).map((d) => d.delivery_id);
  await asCaller(
    db,
    serviceCaller,
    async (tx) => {
      if (done.length > 0) {
        await tx.query(
          `update public.push_deliveries d
              set status = case when exists (select 1 from public.push_delivery_devices x where x.delivery_id = d.id and x.outcome = 'sent') then 'sent'
                                when exists (select 1 from public.push_delivery_devices x where x.delivery_id = d.id) then 'failed'
                                else 'no_device' end,
                  finished_at = now()
            where d.id = any ($1::uuid[]) and d.status = 'pending'`,
          [done],
        );
      }
      for (const [id, reason] of owed) await tx.query('update public.push_deliveries set last_error = $2 where id = $1', [id, reason]);
    },
    statementTimeoutMs,
  );
  if (owed.size > 0) {
    const err = new Error(`push: ${owed.size} deliveries met a store answering 429, 5xx or nothing; the job will be retried`);
    Object.assign(err, { code: 'push_retry' });
    throw err;
  }
}

export function pushBatchHandler(options: PushWorkerOptions): JobHandler<'push.batch'> {
  return async (job, ctx) => {
    const range = [job.notification_id, job.from_user, job.to_user] as const;
    const written = await asCaller(
      options.db,
      serviceCaller,
      async (tx) => {
        // Two holders of one batch (an expired job handed out again while the first still runs) write in turn.
        await tx.query("select pg_advisory_xact_lock(hashtextextended('push_batch:' || $1::text || ':' || $2::text, 0))", [job.notification_id, job.batch]);
        // Marks these rows as pushed by this batch (user_notifications_push skips them).
        await tx.query("select set_config('parking.push_source', 'batch', true)");
        const { rows } = await tx.query<{ n: number }>(
          `with b as (select * from public.broadcast_notifications where id = $1 and sent_at is not null),
                todo as (select a.user_id from public.push_audience($1, $2, $3) a
                          where not exists (select 1 from public.push_deliveries d where d.broadcast_id = $1 and d.user_id = a.user_id)),
                notes as (insert into public.user_notifications (user_id, type, title, body, data)
                          select t.user_id, b.type, b.title, b.body, b.data || jsonb_build_object('notification_id', b.id)
                            from todo t cross join b
                          returning id, user_id, type),
                deliveries as (insert into public.push_deliveries (user_notification_id, broadcast_id, user_id, type)
                               select n.id, $1, n.user_id, n.type from notes n
                               returning 1)
           select count(*)::int as n from deliveries`,
          [...range],
        );
        return rows[0]!.n;
      },
      options.statementTimeoutMs,
    );
    const { rows } = await asCaller(
      options.db,
      serviceCaller,
      (tx) =>
        tx.query<PendingDelivery>(
          `${PENDING_SELECT}
             and d.broadcast_id = $1 and ($2::uuid is null or d.user_id >= $2) and ($3::uuid is null or d.user_id < $3)
           order by d.user_id`,
          [...range],
        ),
      options.statementTimeoutMs,
    );
    ctx.log.info({ notification_id: job.notification_id, batch: job.batch, written, pending: rows.length }, 'push: batch');
    await pushPending(options, rows, ctx);
  };
}

export function pushDeliverHandler(options: PushWorkerOptions): JobHandler<'push.deliver'> {
  return async (job, ctx) => {
    const { rows } = await asCaller(
      options.db,
      serviceCaller,
      (tx) => tx.query<PendingDelivery>(`${PENDING_SELECT} and d.id = $1`, [job.delivery_id]),
      options.statementTimeoutMs,
    );
    // Nothing pending: pushed by an earlier try, or the notification is gone.
    await pushPending(options, rows, ctx);
  };
}

/** Registers the push workers on the queue; the dispatcher is the caller's to close. */
export function workPush(queue: JobQueue, options: PushWorkerOptions): void {
  queue.work('push.batch', pushBatchHandler(options), { concurrency: 2 });
  queue.work('push.deliver', pushDeliverHandler(options), { concurrency: 2 });
}
