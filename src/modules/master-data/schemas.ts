import { z } from '@hono/zod-openapi';

export const codeCategories = [
  'vehicle_type',
  'structure',
  'entry_method',
  'entry_difficulty',
  'operator_code',
  'lot_type',
  'source',
  'lot_status',
  'day_type',
  'window_type',
  'pricing_category',
  'cap_type',
  'session_status',
  'review_status',
  'admin_status',
] as const;

export const CodeSchema = z
  .object({
    category: z.string().openapi({ example: 'vehicle_type' }),
    code: z.string().openapi({ example: 'kei' }),
    label_en: z.string().openapi({ example: 'Light car (kei)' }),
    label_ja: z.string().openapi({ example: '軽自動車' }),
    sort_order: z.number().int().openapi({ description: 'Ascending; for vehicle_type this is size order.' }),
  })
  .openapi('Code');

export const CodesQuerySchema = z.object({
  category: z
    .enum(codeCategories)
    .optional()
    .openapi({ description: 'Only this category.', param: { name: 'category', in: 'query' } }),
});

export const CodesResponseSchema = z.object({ codes: z.array(CodeSchema) }).openapi('CodeList');

export const SubscriptionPlanSchema = z
  .object({
    id: z.uuid(),
    plan_code: z.string().openapi({ example: 'plus_monthly' }),
    tier: z.enum(['free', 'plus']),
    name_en: z.string(),
    name_ja: z.string(),
    description_en: z.string(),
    description_ja: z.string(),
    price_minor: z.number().int().min(0).openapi({ description: 'Yen, tax included.', example: 480 }),
    currency: z.literal('JPY'),
    billing_period: z.enum(['month', 'year']).nullable(),
    ai_search_per_minute: z.number().int().openapi({ description: 'Natural-language searches allowed per minute.' }),
    features: z.array(z.string()),
    ios_product_id: z.string().nullable(),
    android_product_id: z.string().nullable(),
    sort_order: z.number().int(),
  })
  .openapi('SubscriptionPlan');

export const SubscriptionPlansResponseSchema = z
  .object({ subscription_plans: z.array(SubscriptionPlanSchema) })
  .openapi('SubscriptionPlanList');

export const TagSchema = z
  .object({
    id: z.uuid(),
    tag_code: z.string().openapi({ example: 'ev_charger', description: 'The slug used by lot bundles and search filters.' }),
    category: z.enum(['payment', 'facility', 'vehicle', 'access', 'service']),
    name_en: z.string(),
    name_ja: z.string(),
    sort_order: z.number().int(),
  })
  .openapi('Tag');

export const TagsResponseSchema = z.object({ tags: z.array(TagSchema) }).openapi('TagList');

export type Code = z.infer<typeof CodeSchema>;
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;
export type Tag = z.infer<typeof TagSchema>;
