import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerStatement, type AppEnv } from '../../http/context.js';
import { jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { responses } from './schemas.js';
import { getMySubscription } from './service.js';

const getSubscription = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/subscription',
  operationId: 'getMySubscription',
  tags: ['Me'],
  summary: 'The caller’s current subscription and whether they have Plus',
  description:
    'The subscription that grants Plus now, else the one whose period ended last (null when the caller never subscribed). ' +
    'Its `status` is derived at the time of the request from the period end, renewal, cancellation and the plan’s grace period.',
  responses: { 200: jsonContent(responses.mine, 'The subscription (or null) and the Plus flag') },
});

export function registerSubscriptionRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getSubscription, async (c) => {
    const body = await withCallerStatement(c, (db) => getMySubscription(db, c.get('auth')!.userId));
    return c.json(body, 200);
  });
}
