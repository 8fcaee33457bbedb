import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { defineRoute } from '../../http/route.js';
import { queueStats, QueueStatSchema, type QueueStat } from '../../queue/stats.js';

const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');

const ReadinessSchema = z
  .object({
    status: z.literal('ok'),
    details: z.object({
      queues: z
        .array(QueueStatSchema)
        .nullable()
        .openapi({ description: 'The job queues (mail, push, sales digests): depth, oldest waiting job, dead letters. Null when they could not be read; at most 5 s old.' }),
    }),
  })
  .openapi('Readiness');

const healthz = defineRoute({
  access: 'public',
  method: 'get',
  path: '/healthz',
  operationId: 'healthz',
  description:
    'Answers 200 while the process runs, without touching the database: for a process supervisor’s liveness probe. Never rate limited.',
  tags: ['Operations'],
  summary: 'Liveness: the process is up',
  responses: { 200: { description: 'Alive', content: { 'application/json': { schema: HealthSchema } } } },
});

const readyz = defineRoute({
  access: 'public',
  method: 'get',
  path: '/readyz',
  operationId: 'readyz',
  description:
    'Answers 200 when the database answers within its timeout and the process is not draining; 503 otherwise, so a balancer stops sending traffic. `details` carries the job queues’ depth, oldest job age and dead letters.',
  tags: ['Operations'],
  summary: 'Readiness: the database answers and the process is not shutting down; the queues in details',
  responses: { 200: { description: 'Ready', content: { 'application/json': { schema: ReadinessSchema } } } },
});

const READY_PROBE_TIMEOUT_MS = 2_000;
/** A balancer asks every few seconds: the queues are counted at most this often per process. */
const QUEUE_STATS_TTL_MS = 5_000;

const cachedStats = new WeakMap<AppDeps, { at: number; stats: Promise<QueueStat[] | null> }>();

function recentQueueStats(deps: AppDeps): Promise<QueueStat[] | null> {
  const now = deps.clock.now();
  const cached = cachedStats.get(deps);
  if (cached && now - cached.at < QUEUE_STATS_TTL_MS) return cached.stats;
  const stats = queueStats(deps.db, deps.config.database.statementTimeoutMs).catch((err: unknown) => {
    // Readiness is the database's answer above; a failure to count jobs is reported, not fatal.
    deps.log.warn({ err }, 'readyz: could not read the queue statistics');
    return null;
  });
  cachedStats.set(deps, { at: now, stats });
  return stats;
}

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(healthz, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(readyz, async (c) => {
    const deps = c.get('deps');
    const { db, lifecycle } = deps;
    if (lifecycle.shuttingDown) {
      throw new ApiError('service_unavailable', { message: 'The service is shutting down.', retryAfter: 1 });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ApiError('service_unavailable', { message: 'The database did not answer in time.', retryAfter: 1 })),
        READY_PROBE_TIMEOUT_MS,
      );
    });
    let queues: QueueStat[] | null;
    try {
      await Promise.race([db.query('select 1'), timeout]);
      queues = await Promise.race([recentQueueStats(deps), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return c.json({ status: 'ok' as const, details: { queues } }, 200);
  });
}
