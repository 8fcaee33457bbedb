import type { Queryable } from '../../db/types.js';
import type { Code, SubscriptionPlan, Tag } from './schemas.js';

export async function listCodes(db: Queryable, category?: string): Promise<Code[]> {
  const { rows } = await db.query<Code>(
    `select category, code, label_en, label_ja, sort_order
       from public.codes
      where $1::text is null or category = $1
      order by category, sort_order, code`,
    [category ?? null],
  );
  return rows;
}

/** Plans on sale only: admins and subscribers may read others (row-level policy), and this answer is cached for everyone. */
export async function listSubscriptionPlans(db: Queryable): Promise<SubscriptionPlan[]> {
  const { rows } = await db.query<SubscriptionPlan>(
    `select id, plan_code, tier, name_en, name_ja, description_en, description_ja, price_minor, currency,
            billing_period, ai_search_per_minute, features, ios_product_id, android_product_id, sort_order
       from public.subscription_plans
      where is_active
      order by sort_order, plan_code`,
  );
  return rows;
}

/** Offered tags only: admins with tags.view may also read retired ones (row-level policy), not here. */
export async function listTags(db: Queryable): Promise<Tag[]> {
  const { rows } = await db.query<Tag>(
    `select id, tag_code, category, name_en, name_ja, sort_order
       from public.tags
      where is_active
      order by sort_order, tag_code`,
  );
  return rows;
}
