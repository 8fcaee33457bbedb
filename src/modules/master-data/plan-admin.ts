import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { chars } from '../parking-lots/schemas.js';

/**
 * The subscription plan master for admins (issue 15 item 6): plans and their store product ids
 * (App Store `ios_product_id`, Google Play `android_product_id`; each names at most one plan, and
 * the store verification maps purchases to plans by them). `plan_code` and `tier` are permanent;
 * a plan anyone ever subscribed to is taken off sale (`is_active: false`), never deleted.
 */

const timestamp = z.string().openapi({ format: 'date-time' });
const code = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Lowercase letters, digits and underscores, starting with a letter (1 to 64).');
const name = chars(1, 100).refine((s) => s.trim() !== '', { message: 'A name is not only spaces.' });
const description = chars(0, 1000);
const iosProductId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._]{0,99}$/, 'Letters, digits, periods and underscores (1 to 100), as App Store Connect allows.')
  .openapi({ example: 'jp.parking.plus.monthly' });
const androidProductId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._]{0,99}$/, 'Lowercase letters, digits, periods and underscores (1 to 100), as the Play Console allows.')
  .openapi({ example: 'plus_monthly' });
const features = z
  .array(code)
  .max(50)
  .refine((f) => new Set(f).size === f.length, { message: 'Each feature once.' });

const AdminPlanSchema = z
  .object({
    id: z.uuid(),
    plan_code: z.string(),
    tier: z.enum(['free', 'plus']),
    name_en: z.string(),
    name_ja: z.string(),
    description_en: z.string(),
    description_ja: z.string(),
    price_minor: z.number().int().openapi({ description: 'Yen, tax included.' }),
    currency: z.literal('JPY'),
    billing_period: z.enum(['month', 'year']).nullable(),
    ai_search_per_minute: z.number().int(),
    features: z.array(z.string()),
    ios_product_id: z.string().nullable().openapi({ description: 'The App Store product id; null: not sold there.' }),
    android_product_id: z.string().nullable().openapi({ description: 'The Google Play product id; null: not sold there.' }),
    sort_order: z.number().int(),
    is_active: z.boolean().openapi({ description: 'On sale (listed by /v1/subscription-plans).' }),
    grace_period_days: z.number().int().openapi({ description: 'The store’s billing grace period after a failed renewal.' }),
    subscriptions_count: z.number().int().openapi({ description: 'Subscriptions ever made to the plan.' }),
    active_subscriptions_count: z.number().int().openapi({ description: 'Subscriptions granting the plan now (active or in grace).' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminSubscriptionPlan');
type AdminPlan = z.infer<typeof AdminPlanSchema>;
/** The row as read, with the store purchases that pin its product ids (not shown). */
type PlanRow = AdminPlan & { ios_purchases: number; android_purchases: number };
const shown = ({ ios_purchases: _i, android_purchases: _a, ...plan }: PlanRow): AdminPlan => plan;

const editable = {
  name_en: name,
  name_ja: name,
  description_en: description,
  description_ja: description,
  price_minor: z.number().int().min(0).max(1_000_000),
  billing_period: z.enum(['month', 'year']).nullable(),
  ai_search_per_minute: z.number().int().min(1).max(10_000),
  features,
  ios_product_id: iosProductId.nullable(),
  android_product_id: androidProductId.nullable(),
  sort_order: z.number().int().min(0).max(100_000),
  is_active: z.boolean(),
  grace_period_days: z.number().int().min(0).max(60),
};

type Shape = { tier: 'free' | 'plus'; billing_period: string | null; ios_product_id: string | null; android_product_id: string | null };

/** The free tier has no period and is sold in no store; Plus is billed monthly or yearly. */
function shapeIssues(p: Shape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (p.tier === 'free') {
    if (p.billing_period !== null) issues.push({ path: 'billing_period', message: 'The free tier has no billing period.' });
    if (p.ios_product_id !== null) issues.push({ path: 'ios_product_id', message: 'The free tier is not sold in a store.' });
    if (p.android_product_id !== null) issues.push({ path: 'android_product_id', message: 'The free tier is not sold in a store.' });
  } else if (p.billing_period === null) {
    issues.push({ path: 'billing_period', message: 'A Plus plan is billed by month or year.' });
  }
  return issues;
}

const PlanCreateBody = z
  .strictObject({
    plan_code: code,
    tier: z.enum(['free', 'plus']),
    name_en: name,
    name_ja: name,
    description_en: description.default(''),
    description_ja: description.default(''),
    price_minor: editable.price_minor,
    billing_period: editable.billing_period.default(null),
    ai_search_per_minute: editable.ai_search_per_minute,
    features: features.default([]),
    ios_product_id: editable.ios_product_id.default(null),
    android_product_id: editable.android_product_id.default(null),
    sort_order: editable.sort_order.default(0),
    is_active: z.boolean().default(true),
    grace_period_days: editable.grace_period_days.default(3),
  })
  .superRefine((b, ctx) => {
    for (const issue of shapeIssues(b)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .openapi('AdminSubscriptionPlanCreateBody');

const PlanPatchBody = z
  .strictObject(Object.fromEntries(Object.entries(editable).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof editable]: z.ZodOptional<(typeof editable)[K]> })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('AdminSubscriptionPlanPatchBody');

const PlanListQuery = z.object({
  status: z
    .enum(['active', 'inactive', 'all'])
    .default('all')
    .openapi({ param: { name: 'status', in: 'query' }, description: '`active`: on sale; `inactive`: taken off sale; `all` (default).' }),
  tier: z.enum(['free', 'plus']).optional().openapi({ param: { name: 'tier', in: 'query' } }),
});

const planResult = z.object({ subscription_plan: AdminPlanSchema }).openapi('AdminSubscriptionPlanResult');

const COLUMNS = `p.id, p.plan_code, p.tier, p.name_en, p.name_ja, p.description_en, p.description_ja, p.price_minor, p.currency,
  p.billing_period, p.ai_search_per_minute, p.features, p.ios_product_id, p.android_product_id, p.sort_order, p.is_active,
  p.grace_period_days, p.created_at, p.updated_at,
  u.subscriptions as subscriptions_count, u.active_subscriptions as active_subscriptions_count,
  u.ios_purchases, u.android_purchases`;
const FROM = 'public.subscription_plans p cross join lateral public.subscription_plan_usage(p.id) u';

async function getPlan(db: Queryable, id: string): Promise<PlanRow> {
  const { rows } = await db.query<PlanRow>(`select ${COLUMNS} from ${FROM} where p.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No subscription plan ${id}.`, param: 'id' });
  return rows[0];
}

const tags = ['Admin: subscription plans'];
const notFound = { 404: '`not_found`: no such plan.' };

const listRoute = defineRoute({
  access: { admin: 'plans.view' },
  method: 'get',
  path: '/v1/admin/subscription-plans',
  operationId: 'adminListSubscriptionPlans',
  description:
    'Every plan, those off sale too, filtered by `status` (on sale or not) and `tier`, in display order, with how many subscriptions each has. Not paged: the master is small.',
  tags,
  summary: 'Every subscription plan, those off sale too, in display order',
  request: { query: PlanListQuery },
  responses: {
    200: jsonContent(z.object({ subscription_plans: z.array(AdminPlanSchema) }).openapi('AdminSubscriptionPlanList'), 'Plans in display order'),
  },
});

const getRoute = defineRoute({
  access: { admin: 'plans.view' },
  method: 'get',
  path: '/v1/admin/subscription-plans/{id}',
  operationId: 'adminGetSubscriptionPlan',
  description:
    'One plan with its store product ids and subscription counts.',
  tags,
  summary: 'One subscription plan',
  request: { params: IdParams },
  errors: notFound,
  responses: { 200: jsonContent(planResult, 'The plan') },
});

const createRoute = defineRoute({
  access: { admin: 'plans.edit' },
  method: 'post',
  path: '/v1/admin/subscription-plans',
  operationId: 'adminCreateSubscriptionPlan',
  description:
    'Creates a plan. `plan_code` and `tier` are permanent. A Plus plan is billed by `month` or `year`; the free tier has no period and no store product ids. Each App Store and Google Play product id names at most one plan (409 otherwise). `GET /v1/subscription-plans` shows a new plan on sale within its cache time.',
  tags,
  summary: 'Create a subscription plan with its store product ids',
  request: { body: jsonBody(PlanCreateBody) },
  errors: { 409: '`conflict`: the plan_code, or a store product id, belongs to another plan (`param` names it).' },
  responses: { 201: jsonContent(planResult, 'Created') },
});

const patchRoute = defineRoute({
  access: { admin: 'plans.edit' },
  method: 'patch',
  path: '/v1/admin/subscription-plans/{id}',
  operationId: 'adminUpdateSubscriptionPlan',
  description:
    'Changes the fields sent. A store product id that purchases of the plan in that store were made under stays (409), because their renewals find the plan by it: sell a new product as a new plan. `is_active: false` takes a plan off sale; its subscribers keep it. The same values again record nothing.',
  tags,
  summary: 'Change a plan: names, price, limits, store product ids, sale; plan_code and tier never change',
  request: { params: IdParams, body: jsonBody(PlanPatchBody) },
  errors: {
    ...notFound,
    409:
      '`conflict`: a store product id belongs to another plan, or the plan has purchases in that store, whose renewals the ' +
      'product id maps to this plan (`param` names the field).',
  },
  responses: { 200: jsonContent(planResult, 'Changed') },
});

const deleteRoute = defineRoute({
  access: { admin: 'plans.edit' },
  method: 'delete',
  path: '/v1/admin/subscription-plans/{id}',
  operationId: 'adminDeleteSubscriptionPlan',
  description:
    'Deletes a plan nobody ever subscribed to; a plan with subscriptions is taken off sale with `is_active: false` instead (409).',
  tags,
  summary: 'Delete a plan nobody ever subscribed to (otherwise take it off sale with is_active: false)',
  request: { params: IdParams },
  errors: { ...notFound, 409: '`conflict`: the plan has subscriptions (`details.reason: has_subscriptions`).' },
  responses: { 204: { description: 'Deleted' } },
});

const INSERT_COLUMNS = [
  'plan_code',
  'tier',
  'name_en',
  'name_ja',
  'description_en',
  'description_ja',
  'price_minor',
  'billing_period',
  'ai_search_per_minute',
  'features',
  'ios_product_id',
  'android_product_id',
  'sort_order',
  'is_active',
  'grace_period_days',
] as const;

export function registerPlanAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { status, tier } = c.req.valid('query');
    const { rows } = await withCallerDb(c, (db) =>
      db.query<PlanRow>(
        `select ${COLUMNS} from ${FROM}
          where ($1 = 'all' or p.is_active = ($1 = 'active')) and ($2::text is null or p.tier = $2)
          order by p.sort_order, p.plan_code`,
        [status, tier ?? null],
      ),
    );
    return c.json({ subscription_plans: rows.map(shown) }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ subscription_plan: shown(await withCallerDb(c, (db) => getPlan(db, id))) }, 200);
  });

  app.openapi(createRoute, async (c) => {
    const body = c.req.valid('json');
    const plan = await withAudit(c, async (db, audit) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.subscription_plans (${INSERT_COLUMNS.join(', ')})
         values (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        INSERT_COLUMNS.map((k) => body[k]),
      );
      const created = shown(await getPlan(db, rows[0]!.id));
      await audit({ action: 'subscription_plan.create', target_type: 'subscription_plan', target_id: created.id, before: null, after: created });
      return created;
    });
    return c.json({ subscription_plan: plan }, 201);
  });

  app.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const plan = await withAudit(c, async (db, audit) => {
      const before = await getPlan(db, id);
      const merged = { ...before, ...body };
      const issue = shapeIssues(merged)[0];
      if (issue) throw new ApiError('validation_error', { message: issue.message, param: issue.path });
      // Renewals and store notifications find the plan by product id (store_purchase_plan): with
      // purchases in a store, its product id stays.
      for (const [field, platform] of [
        ['ios_product_id', 'ios'],
        ['android_product_id', 'android'],
      ] as const) {
        if (body[field] === undefined || body[field] === before[field]) continue;
        if (before[platform === 'ios' ? 'ios_purchases' : 'android_purchases'] > 0) {
          throw new ApiError('conflict', {
            message: `The plan has ${platform} purchases, whose renewals its ${field} maps to it: create a new plan for a new product.`,
            param: field,
            details: { reason: 'store_purchases' },
          });
        }
      }
      const fields = Object.keys(body) as (keyof typeof body)[];
      // The same values again: a retried save changes and records nothing.
      if (fields.every((k) => JSON.stringify(body[k]) === JSON.stringify(before[k]))) return shown(before);
      await db.query(`update public.subscription_plans set ${fields.map((k, i) => `${k} = $${i + 2}`).join(', ')} where id = $1`, [
        id,
        ...fields.map((k) => body[k]),
      ]);
      const after = shown(await getPlan(db, id));
      await audit({ action: 'subscription_plan.update', target_type: 'subscription_plan', target_id: id, before: shown(before), after });
      return after;
    });
    return c.json({ subscription_plan: plan }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    await withAudit(c, async (db, audit) => {
      const before = await getPlan(db, id);
      if (before.subscriptions_count > 0) {
        throw new ApiError('conflict', {
          message: 'The plan has subscriptions: take it off sale (is_active: false) instead.',
          param: null,
          details: { reason: 'has_subscriptions' },
        });
      }
      await db.query('delete from public.subscription_plans where id = $1', [id]);
      await audit({ action: 'subscription_plan.delete', target_type: 'subscription_plan', target_id: id, before: shown(before), after: null });
    });
    return c.body(null, 204);
  });
}
