import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerStatement, type AppEnv } from '../../http/context.js';
import { jsonWithETag } from '../../http/etag.js';
import { defineRoute } from '../../http/route.js';
import type { Clock } from '../../clock.js';
import { cacheHeaders } from '../../http/etag.js';
import { TtlCache } from '../../http/ttl-cache.js';
import {
  CodesQuerySchema,
  CodesResponseSchema,
  SubscriptionPlansResponseSchema,
  TagsResponseSchema,
} from './schemas.js';
import { listCodes, listSubscriptionPlans, listTags } from './service.js';

// Master data changes rarely: let clients and edges cache it, and revalidate cheaply by ETag.
const MASTER_DATA_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

const cachedHeaders = cacheHeaders(MASTER_DATA_CACHE);

const getCodes = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/codes',
  operationId: 'listCodes',
  tags: ['Master data'],
  summary: 'The code master',
  description:
    'Every code category (vehicle types in size order, structures, operators, lot types, statuses, ...) ordered by ' +
    'category then `sort_order`. Cacheable: answers 304 to a matching `If-None-Match`.',
  request: { query: CodesQuerySchema },
  responses: {
    200: { description: 'Codes', headers: cachedHeaders, content: { 'application/json': { schema: CodesResponseSchema } } },
    304: { description: 'Not modified: the ETag sent in If-None-Match is current.', headers: cachedHeaders },
  },
});

const getSubscriptionPlans = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/subscription-plans',
  operationId: 'listSubscriptionPlans',
  description:
    'The plans a user can subscribe to, with their store product ids and prices in yen. Public and cacheable: answers 304 to a matching `If-None-Match`.',
  tags: ['Master data'],
  summary: 'The subscription plans on sale',
  responses: {
    200: {
      description: 'Plans',
      headers: cachedHeaders,
      content: { 'application/json': { schema: SubscriptionPlansResponseSchema } },
    },
    304: { description: 'Not modified.', headers: cachedHeaders },
  },
});

const getTags = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/tags',
  operationId: 'listTags',
  description:
    'Every tag code a lot may carry, with its names per locale and category, in display order; retired tags are not offered. Public and cacheable (weak ETag, 304).',
  tags: ['Master data'],
  summary: 'The tag master: every tag code a lot can carry',
  responses: {
    200: { description: 'Tags', headers: cachedHeaders, content: { 'application/json': { schema: TagsResponseSchema } } },
    304: { description: 'Not modified.', headers: cachedHeaders },
  },
});

export function registerMasterDataRoutes(app: OpenAPIHono<AppEnv>, cacheSeconds: number, clock: Clock): void {
  // Master data is the same for every caller (public, read as anon), so one cached body serves all.
  const cache = new TtlCache<unknown>(cacheSeconds * 1000, clock);
  app.openapi(getCodes, async (c) => {
    const { category } = c.req.valid('query');
    const body = await cache.get(`codes:${category ?? ''}`, async () => ({ codes: await withCallerStatement(c, (db) => listCodes(db, category)) }));
    return jsonWithETag(c, body, MASTER_DATA_CACHE);
  });
  app.openapi(getSubscriptionPlans, async (c) => {
    const body = await cache.get('plans', async () => ({ subscription_plans: await withCallerStatement(c, (db) => listSubscriptionPlans(db)) }));
    return jsonWithETag(c, body, MASTER_DATA_CACHE);
  });
  app.openapi(getTags, async (c) => {
    const body = await cache.get('tags', async () => ({ tags: await withCallerStatement(c, (db) => listTags(db)) }));
    return jsonWithETag(c, body, MASTER_DATA_CACHE);
  });
}
