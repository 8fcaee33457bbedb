import type { Queryable } from '../../db/types.js';
import type { Subscription } from './schemas.js';

/**
 * The columns of a subscription as the API shows it, its status derived at the statement's time
 * (subscription_status): `s` is public.user_subscriptions, `p` its plan. Read with subscriptionFrom.
 */
export const SUBSCRIPTION_COLUMNS = `s.id, s.platform, s.product_id, s.current_period_end, s.auto_renew, s.cancel_requested_at,
  s.cancelled_at, s.created_at, s.updated_at,
  public.subscription_status(s.current_period_end, s.auto_renew, s.cancel_requested_at, s.cancelled_at, p.grace_period_days, now(),
                             s.grace_period_ends_at) as status,
  case when s.auto_renew and s.cancel_requested_at is null and s.cancelled_at is null
       then coalesce(s.grace_period_ends_at, s.current_period_end + make_interval(days => p.grace_period_days)) end as grace_period_ends_at,
  p.id as plan_id, p.plan_code, p.tier, p.name_en, p.name_ja, p.billing_period`;

export interface SubscriptionRow extends Omit<Subscription, 'plan'> {
  plan_id: string;
  plan_code: string;
  tier: 'free' | 'plus';
  name_en: string;
  name_ja: string;
  billing_period: 'month' | 'year' | null;
}

export function subscriptionFrom(row: SubscriptionRow): Subscription {
  const { plan_id, plan_code, tier, name_en, name_ja, billing_period, ...rest } = row;
  return {
    id: rest.id,
    plan: { id: plan_id, plan_code, tier, name_en, name_ja, billing_period },
    status: rest.status,
    platform: rest.platform,
    product_id: rest.product_id,
    current_period_end: rest.current_period_end,
    grace_period_ends_at: rest.grace_period_ends_at,
    auto_renew: rest.auto_renew,
    cancel_requested_at: rest.cancel_requested_at,
    cancelled_at: rest.cancelled_at,
    created_at: rest.created_at,
    updated_at: rest.updated_at,
  };
}

/**
 * The caller's current subscription: the one granting Plus now (active before grace, Plus before
 * other tiers), else the one whose period ended last; and whether the caller has Plus
 * (user_is_premium). One statement.
 */
export async function getMySubscription(db: Queryable, userId: string): Promise<{ subscription: Subscription | null; is_premium: boolean }> {
  const { rows } = await db.query<SubscriptionRow & { is_premium: boolean; found: boolean }>(
    `select c.*, c.id is not null as found, public.user_is_premium($1) as is_premium
       from (select 1) one
       left join lateral (
         select ${SUBSCRIPTION_COLUMNS}
           from public.user_subscriptions s
           join public.subscription_plans p on p.id = s.plan_id
          where s.user_id = $1
          order by case public.subscription_status(s.current_period_end, s.auto_renew, s.cancel_requested_at, s.cancelled_at,
                                                  p.grace_period_days, now(), s.grace_period_ends_at)
                     when 'active' then 0 when 'grace' then 1 else 2 end,
                   p.tier = 'plus' desc, s.current_period_end desc, s.created_at desc, s.id
          limit 1) c on true`,
    [userId],
  );
  const row = rows[0]!;
  return { subscription: row.found ? subscriptionFrom(row) : null, is_premium: row.is_premium };
}

/** One subscription by id, as the API shows it (for the store verification's answer); RLS applies. */
export async function getSubscriptionById(db: Queryable, id: string): Promise<Subscription | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS}
       from public.user_subscriptions s
       join public.subscription_plans p on p.id = s.plan_id
      where s.id = $1`,
    [id],
  );
  return rows[0] ? subscriptionFrom(rows[0]) : undefined;
}
