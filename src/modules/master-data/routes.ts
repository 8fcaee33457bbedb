import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonWithETag } from '../../http/etag.js';
import { defineRoute } from '../../http/route.js';
import {
  CodesQuerySchema,
  CodesResponseSchema,
  SubscriptionPlansResponseSchema,
  TagsResponseSchema,
} from './schemas.js';
import { listCodes, listSubscriptionPlans, listTags } from './service.js';

// Master data changes rarely: let clients and edges cache it, and revalidate cheaply by ETag.
const MASTER_DATA_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

const cachedHeaders = {
  ETag: { description: 'Strong validator of the body; send it back as If-None-Match.', schema: { type: 'string' as const } },
  'Cache-Control': { description: MASTER_DATA_CACHE, schema: { type: 'string' as const } },
};

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
  tags: ['Master data'],
  summary: 'The tag master: every tag code a lot can carry',
  responses: {
    200: { description: 'Tags', headers: cachedHeaders, content: { 'application/json': { schema: TagsResponseSchema } } },
    304: { description: 'Not modified.', headers: cachedHeaders },
  },
});

export function registerMasterDataRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getCodes, async (c) => {
    const { category } = c.req.valid('query');
    const codes = await withCallerDb(c, (db) => listCodes(db, category));
    return jsonWithETag(c, { codes }, MASTER_DATA_CACHE);
  });
  app.openapi(getSubscriptionPlans, async (c) => {
    const plans = await withCallerDb(c, (db) => listSubscriptionPlans(db));
    return jsonWithETag(c, { subscription_plans: plans }, MASTER_DATA_CACHE);
  });
  app.openapi(getTags, async (c) => {
    const tags = await withCallerDb(c, (db) => listTags(db));
    return jsonWithETag(c, { tags }, MASTER_DATA_CACHE);
  });
}
