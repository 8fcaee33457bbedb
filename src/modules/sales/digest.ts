import { asCaller, serviceCaller } from '../../db/caller.js';
import type { Database } from '../../db/types.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import type { MailJob } from '../../mail/job.js';
import type { JobHandler, JobQueue } from '../../queue/index.js';
import { salesRows, salesTotals, type SalesTotals } from './figures.js';

/**
 * Daily and monthly sales digests (issue 15 item 9; docs/admin.md "Sales digests"): a scheduler in
 * every worker process enqueues one `sales.digest` job per finished Japanese day and month, and the
 * job sends the period's figures (the report's own, figures.ts) to every active admin with
 * sales.view whose `sales_daily` / `sales_monthly` preference is on.
 */

export type DigestKind = 'daily' | 'monthly';

/** The payload of a `sales.digest` job. */
export interface SalesDigestJob {
  kind: DigestKind;
  /** YYYY-MM-DD (daily) or YYYY-MM (monthly), Japanese time. */
  period: string;
}

const JST_OFFSET_MS = 9 * 3_600_000;
/**
 * A period is due this long after it ends, so that a session ended at 23:59:59 by a transaction
 * still committing is in it.
 */
export const DIGEST_GRACE_MS = 5 * 60_000;

/**
 * The latest finished day and month at `nowMs`. Only the latest: after days without a worker, the
 * missed days are not sent one by one (yesterday's is, once); the report has them.
 */
export function duePeriods(nowMs: number): SalesDigestJob[] {
  const jst = new Date(nowMs - DIGEST_GRACE_MS + JST_OFFSET_MS);
  const yesterday = new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate() - 1));
  const lastMonth = new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth() - 1, 1));
  return [
    { kind: 'daily', period: yesterday.toISOString().slice(0, 10) },
    { kind: 'monthly', period: lastMonth.toISOString().slice(0, 7) },
  ];
}

/** The local days (inclusive) a period covers, as the sales report's from and to. */
export function periodRange(job: SalesDigestJob): { from: string; to: string } {
  if (job.kind === 'daily') return { from: job.period, to: job.period };
  const [y, m] = job.period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: `${job.period}-01`, to: last };
}

/**
 * Enqueues the due periods not enqueued before, by this process or any other: the period's row in
 * sales_digest_runs and its job are written in one transaction, and a second process's insert of
 * the same row waits for the first and then does nothing. Answers what this call enqueued.
 */
export async function enqueueDueDigests(deps: { db: Database; queue: JobQueue; clock: Clock }): Promise<SalesDigestJob[]> {
  const enqueued: SalesDigestJob[] = [];
  for (const job of duePeriods(deps.clock.now())) {
    const added = await asCaller(deps.db, serviceCaller, async (tx) => {
      const { rows } = await tx.query(
        `insert into public.sales_digest_runs (kind, period) values ($1, $2) on conflict (kind, period) do nothing returning kind`,
        [job.kind, job.period],
      );
      if (rows.length === 0) return false;
      const id = await deps.queue.enqueue('sales.digest', job, { tx });
      await tx.query(`update public.sales_digest_runs set job_id = $3 where kind = $1 and period = $2`, [job.kind, job.period, id]);
      return true;
    });
    if (added) enqueued.push(job);
  }
  if (enqueued.length > 0) deps.queue.wake('sales.digest');
  return enqueued;
}

export interface DigestScheduler {
  /** Enqueues what is due now (what the timer does); for tests and start-up. */
  tick(): Promise<SalesDigestJob[]>;
  stop(): Promise<void>;
}

/**
 * Ticks at start and then every `intervalMs` (default a minute). pg-boss's own cron is off (it would
 * create a queue at run time, src/queue/queue.ts); this is its replacement for the digests.
 */
export function startDigestScheduler(deps: { db: Database; queue: JobQueue; clock: Clock; log: Logger; intervalMs?: number }): DigestScheduler {
  const intervalMs = deps.intervalMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => enqueueDueDigests(deps);
  const loop = () => {
    if (stopped) return;
    running = tick()
      .then((jobs) => {
        if (jobs.length > 0) deps.log.info({ jobs }, 'sales digest: enqueued');
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'sales digest: could not enqueue; next tick tries again'))
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(loop, intervalMs);
          timer.unref();
        }
      });
  };
  loop();
  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

const yen = (n: number) => `¥${Number(n).toLocaleString('en-US')}`;

function texts(job: SalesDigestJob, locale: 'ja' | 'en', t: SalesTotals) {
  const stay = t.average_stay_minutes === null ? '-' : String(Number(t.average_stay_minutes).toFixed(1));
  if (locale === 'en') {
    return {
      title: `${job.kind === 'daily' ? 'Daily' : 'Monthly'} sales ${job.period}`,
      body: `Revenue ${yen(t.revenue)} · ${t.sessions_count} sessions · average stay ${stay} min`,
      stay,
    };
  }
  return {
    title: `${job.kind === 'daily' ? '売上日報' : '売上月報'} ${job.period}`,
    body: `売上 ${yen(t.revenue)}・${t.sessions_count}件・平均滞在 ${stay}分`,
    stay,
  };
}

/**
 * The `sales.digest` worker. Everything for a period is written in one transaction: the admin's
 * admin_notifications row (unique per admin, kind and period), the user_notifications row on the
 * admin's own account (pushed to their devices like any other) and the mail job. A retried try
 * finds the rows of a committed try and writes nothing again; a failed try wrote nothing.
 */
export function salesDigestHandler(deps: { db: Database; queue: JobQueue; statementTimeoutMs?: number }): JobHandler<'sales.digest'> {
  return async (job, { log }) => {
    const { from, to } = periodRange(job);
    const kind = `sales_${job.kind}`;
    const sent = await asCaller(
      deps.db,
      serviceCaller,
      async (tx) => {
        const totals = await salesTotals(tx, from, to);
        const topLots = (await salesRows(tx, 'lot', from, to)).slice(0, 3).map((r) => ({ parking_lot_id: r.key, name: r.label, revenue: r.revenue }));
        const figures = { sessions_count: totals.sessions_count, revenue: Number(totals.revenue), average_stay_minutes: totals.average_stay_minutes };
        const { rows } = await tx.query<{ id: string; user_id: string; email: string; locale: string | null }>(
          `with inserted as (
             insert into public.admin_notifications (admin_id, kind, payload)
             select a.id, $1, $2::jsonb
               from public.admins a
               left join public.admin_notification_prefs np on np.admin_id = a.id
              where a.status = 'active' and a.user_id is not null
                and exists (select 1 from auth.users u where u.id = a.user_id)
                and exists (select 1 from public.role_permissions rp where rp.role_id = a.role_id and rp.permission_key = 'sales.view')
                and coalesce((to_jsonb(np) ->> $1)::boolean, true)
             on conflict (admin_id, kind, (payload ->> 'period')) where kind in ('sales_daily', 'sales_monthly') do nothing
             returning id, admin_id)
           select i.id, a.user_id, a.email, p.locale
             from inserted i join public.admins a on a.id = i.admin_id left join public.profiles p on p.user_id = a.user_id
            order by a.created_at, a.id`,
          [kind, JSON.stringify({ period: job.period, from, to, ...figures, top_lots: topLots })],
        );
        for (const r of rows) {
          const locale = r.locale === 'en' ? 'en' : 'ja';
          const text = texts(job, locale, figures);
          await tx.query(
            `insert into public.user_notifications (user_id, type, title, body, data) values ($1, $2, $3, $4, $5::jsonb)`,
            [r.user_id, kind, text.title, text.body, JSON.stringify({ admin_notification_id: r.id, kind: job.kind, period: job.period, from, to, ...figures })],
          );
          const mail: MailJob = {
            template: 'sales_digest',
            locale,
            to: r.email,
            vars: {
              title: text.title,
              period: job.period,
              revenue: yen(figures.revenue),
              sessions_count: String(figures.sessions_count),
              average_stay: text.stay,
              top_lots: topLots.map((l, i) => `${i + 1}. ${l.name ?? l.parking_lot_id} ${yen(Number(l.revenue))}`).join('\n') || '-',
            },
          };
          await deps.queue.enqueue('mail.send', mail, { tx });
        }
        if (rows.length > 0) {
          await tx.query(`update public.admin_notifications set delivered_at = now() where id = any($1::uuid[])`, [rows.map((r) => r.id)]);
        }
        return rows.length;
      },
      deps.statementTimeoutMs,
    );
    if (sent > 0) deps.queue.wake('mail.send');
    log.info({ kind: job.kind, period: job.period, admins: sent }, 'sales digest: sent');
  };
}
