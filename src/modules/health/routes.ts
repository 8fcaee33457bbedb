import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { defineRoute } from '../../http/route.js';

const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');

const healthz = defineRoute({
  access: 'public',
  method: 'get',
  path: '/healthz',
  operationId: 'healthz',
  tags: ['Operations'],
  summary: 'Liveness: the process is up',
  responses: { 200: { description: 'Alive', content: { 'application/json': { schema: HealthSchema } } } },
});

const readyz = defineRoute({
  access: 'public',
  method: 'get',
  path: '/readyz',
  operationId: 'readyz',
  tags: ['Operations'],
  summary: 'Readiness: the database answers and the process is not shutting down',
  responses: { 200: { description: 'Ready', content: { 'application/json': { schema: HealthSchema } } } },
});

const READY_PROBE_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(healthz, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(readyz, async (c) => {
    const { db, lifecycle } = c.get('deps');
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
    try {
      await Promise.race([db.query('select 1'), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return c.json({ status: 'ok' as const }, 200);
  });
}
