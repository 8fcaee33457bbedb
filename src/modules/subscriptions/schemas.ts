import { z } from '@hono/zod-openapi';

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-12-24T09:00:00.000Z' });

export const subscriptionStatuses = ['active', 'grace', 'expired', 'cancelled'] as const;
// `admin`: Plus granted by hand by an admin (never renewed; product_id is the plan's code).
export const subscriptionPlatforms = ['ios', 'android', 'web', 'admin'] as const;

export const SubscriptionStatusSchema = z.enum(subscriptionStatuses).openapi('SubscriptionStatus', {
  description:
    'Derived from the timestamps at the time of the request: `cancelled` when the store ended it (refund, revocation) or when ' +
    'its period is over after renewal was turned off; `active` before `current_period_end`; `grace` after it while renewal is on ' +
    'and the store still retries billing (the plan’s grace period, see `grace_period_ends_at`); `expired` after that. ' +
    'Plus is granted while `active` or `grace`.',
});

export const SubscriptionPlanRefSchema = z
  .strictObject({
    id: z.uuid(),
    plan_code: z.string().openapi({ example: 'plus_monthly' }),
    tier: z.enum(['free', 'plus']),
    name_en: z.string(),
    name_ja: z.string(),
    billing_period: z.enum(['month', 'year']).nullable(),
  })
  .openapi('SubscriptionPlanRef');

export const SubscriptionSchema = z
  .strictObject({
    id: z.uuid(),
    plan: SubscriptionPlanRefSchema,
    status: SubscriptionStatusSchema,
    platform: z.enum(subscriptionPlatforms).openapi({ description: 'Where it was bought; `admin`: granted by hand by an admin.' }),
    product_id: z.string().openapi({ description: 'The store’s product id.', example: 'jp.parking.plus.monthly' }),
    current_period_end: timestamp.openapi({ description: 'End of the period paid for; a renewal moves it on.' }),
    grace_period_ends_at: timestamp.nullable().openapi({
      description: 'While renewal is on: `current_period_end` plus the plan’s billing grace period; null when renewal is off or the store ended it.',
    }),
    auto_renew: z.boolean().openapi({ description: 'Whether the store will renew it at the period’s end.' }),
    cancel_requested_at: timestamp.nullable().openapi({ description: 'When cancellation was asked for (Plus lasts until the period’s end).' }),
    cancelled_at: timestamp.nullable().openapi({ description: 'When the store ended it (refund, revocation).' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('Subscription');

export const responses = {
  mine: z
    .strictObject({
      subscription: SubscriptionSchema.nullable().openapi({
        description: 'The subscription that grants Plus now, else the most recent one; null when the caller never subscribed.',
      }),
      is_premium: z.boolean().openapi({ description: 'Whether the caller has Plus now (a Plus plan, `active` or `grace`).' }),
    })
    .openapi('MySubscription'),
};

export type Subscription = z.infer<typeof SubscriptionSchema>;
