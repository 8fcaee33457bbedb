import { z } from '@hono/zod-openapi';
import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database } from '../db/types.js';
import { DEAD_LETTER_QUEUES, type JobName } from './jobs.js';

/** One queue's health: what waits, what runs, how long the oldest has waited, what was given up. */
export interface QueueStat {
  name: JobName;
  /** Jobs waiting for a worker (new, or failed and waiting for their retry). */
  queued: number;
  /** Jobs a worker holds now. */
  active: number;
  /** Seconds since the oldest waiting job was enqueued; null when none waits. */
  oldest_queued_age_seconds: number | null;
  /** Jobs whose retries were spent, in the queue's dead-letter queue (nothing works them). */
  dead_letters: number;
}

export const QueueStatSchema = z
  .object({
    name: z.string().openapi({ example: 'push.batch' }),
    queued: z.number().int().openapi({ description: 'Jobs waiting for a worker (new, or waiting for their retry).' }),
    active: z.number().int().openapi({ description: 'Jobs a worker holds now.' }),
    oldest_queued_age_seconds: z.number().nullable().openapi({ description: 'Seconds since the oldest waiting job was enqueued; null when none waits.' }),
    dead_letters: z.number().int().openapi({ description: 'Jobs whose retries were spent, kept in the dead-letter queue.' }),
  })
  .openapi('QueueStat');

/**
 * The queues' depths from pgboss.job: only jobs not yet completed are counted (completed ones stay
 * until archived), by the partial indexes pg-boss keeps on waiting jobs. As the service role, the only
 * role with rights on pgboss.
 */
export async function queueStats(db: Database, statementTimeoutMs: number, names: readonly JobName[] = Object.keys(DEAD_LETTER_QUEUES) as JobName[]): Promise<QueueStat[]> {
  const deadNames = names.map((n) => DEAD_LETTER_QUEUES[n]);
  const { rows } = await asCaller(
    db,
    serviceCaller,
    (tx) =>
      tx.query<{ name: string; queued: number; active: number; oldest: number | null }>(
        `select q.name,
                count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
                count(j.id) filter (where j.state = 'active')::int as active,
                extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry')))::float8 as oldest
           from pgboss.queue q
           left join pgboss.job j on j.name = q.name and j.state < 'completed'
          where q.name = any($1::text[])
          group by q.name`,
        [[...names, ...deadNames]],
      ),
    statementTimeoutMs,
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  return names.map((name) => {
    const row = byName.get(name);
    const oldest = row?.oldest ?? null;
    return {
      name,
      queued: row?.queued ?? 0,
      active: row?.active ?? 0,
      oldest_queued_age_seconds: oldest === null ? null : Math.max(0, Math.round(oldest * 10) / 10),
      dead_letters: byName.get(DEAD_LETTER_QUEUES[name])?.queued ?? 0,
    };
  });
}
