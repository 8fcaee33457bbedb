import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import { jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { queueStats, QueueStatSchema } from '../../queue/stats.js';

const tags = ['Admin: notifications'];

const PushStatsSchema = z
  .object({
    queues: z.array(QueueStatSchema).openapi({ description: 'push.batch (audience batches) and push.deliver (system notifications).' }),
  })
  .openapi('PushStats');

const getPushStats = defineRoute({
  access: { admin: 'notifications.view' },
  method: 'get',
  path: '/v1/admin/push-stats',
  operationId: 'getPushStats',
  description:
    'For each push queue: jobs waiting, the age of the oldest, and dead letters (jobs that failed every retry and need a look).',
  tags,
  summary: 'The push queues: depth, oldest waiting job, dead letters',
  responses: { 200: jsonContent(PushStatsSchema, 'Push queue statistics') },
});

export function registerNotificationAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getPushStats, async (c) => {
    const { db, config } = c.get('deps');
    const queues = await queueStats(db, config.database.statementTimeoutMs, ['push.batch', 'push.deliver']);
    return c.json({ queues }, 200);
  });
}
