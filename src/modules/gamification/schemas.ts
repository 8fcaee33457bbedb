import { z } from '@hono/zod-openapi';

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-24T09:00:00.000Z' });
const code = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,49}$/, 'lowercase letters, digits and underscores, 2 to 50, starting with a letter')
  .openapi({ example: 'first_session' });
const codeParam = code.openapi({ param: { name: 'code', in: 'path' } });
const name = z.string().trim().min(1).max(100);

export const badgeRuleTypes = ['session_count', 'night_session_count', 'ward_count'] as const;
export const expConditions = ['every_session', 'night_session', 'new_ward'] as const;

const BadgeRuleType = z.enum(badgeRuleTypes).openapi('BadgeRuleType', {
  description:
    'What the badge counts: ended sessions (`session_count`), ended sessions touching 22:00-05:00 at the lot (`night_session_count`), ' +
    'distinct wards or municipalities parked in (`ward_count`). Earned when the count reaches `threshold`.',
});
const ExpCondition = z.enum(expConditions).openapi('ExpRuleCondition', {
  description:
    'When a finished session earns the points: always (`every_session`), when the stay touches 22:00-05:00 at the lot (`night_session`), ' +
    'when it is the user’s first session in that ward or municipality (`new_ward`).',
});

const badgeFields = {
  code,
  name: z.string(),
  description: z.string(),
  icon_url: z.string().nullable(),
  rule_type: BadgeRuleType,
  threshold: z.number().int(),
};

export const EarnedBadgeSchema = z
  .strictObject({
    ...badgeFields,
    earned_at: timestamp,
    parking_session_id: z.uuid().nullable().openapi({ description: 'The session whose end earned it.' }),
  })
  .openapi('EarnedBadge');

export const BadgeProgressSchema = z
  .strictObject({
    ...badgeFields,
    current: z.number().int().openapi({ description: 'The caller’s count so far (below threshold).' }),
  })
  .openapi('BadgeProgress');

export const ExpSchema = z
  .strictObject({
    points: z.number().int().openapi({ description: 'Total experience points.' }),
    level: z.number().int().min(1),
    level_min_exp: z.number().int().openapi({ description: 'Points at which the current level began.' }),
    next_level_min_exp: z.number().int().nullable().openapi({ description: 'Points needed for the next level; null at the top level.' }),
    session_count: z.number().int().openapi({ description: 'Ended sessions.' }),
    night_session_count: z.number().int(),
    ward_count: z.number().int().openapi({ description: 'Distinct wards or municipalities parked in.' }),
  })
  .openapi('Exp');

export const AdminBadgeSchema = z
  .strictObject({
    id: z.uuid(),
    ...badgeFields,
    is_active: z.boolean().openapi({ description: 'Inactive badges are no longer awarded; earned ones stay with their holders.' }),
    sort_order: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminBadge');

export const ExpRuleSchema = z
  .strictObject({
    code,
    name: z.string(),
    condition: ExpCondition,
    points: z.number().int(),
    is_active: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('ExpRule');

export const ExpLevelSchema = z.strictObject({ level: z.number().int().min(1), min_exp: z.number().int().min(0) }).openapi('ExpLevel');

export const BadgeCodeParams = z.object({ code: codeParam });
export const ExpRuleCodeParams = z.object({ code: codeParam });

const badgeWritable = {
  name,
  description: z.string().max(500),
  icon_url: z
    .string()
    .max(500)
    // No flags: JSON Schema patterns have none, and zod publishes `/i` as part of the pattern's text.
    .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/, 'an http(s) URL')
    .nullable(),
  rule_type: BadgeRuleType,
  threshold: z.number().int().min(1).max(100_000),
  is_active: z.boolean(),
  sort_order: z.number().int().min(-1_000_000).max(1_000_000),
};

export const BadgeCreateBody = z
  .strictObject({
    code,
    ...badgeWritable,
    description: badgeWritable.description.default(''),
    icon_url: badgeWritable.icon_url.default(null),
    is_active: badgeWritable.is_active.default(true),
    sort_order: badgeWritable.sort_order.default(0),
  })
  .openapi('BadgeCreateBody');

export const BadgePatchBody = z
  .strictObject(badgeWritable)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('BadgePatchBody');

const expRuleWritable = {
  name,
  condition: ExpCondition,
  points: z.number().int().min(0).max(100_000),
  is_active: z.boolean(),
};

export const ExpRuleCreateBody = z
  .strictObject({ code, ...expRuleWritable, is_active: expRuleWritable.is_active.default(true) })
  .openapi('ExpRuleCreateBody');

export const ExpRulePatchBody = z
  .strictObject(expRuleWritable)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('ExpRulePatchBody');

export const ExpLevelsBody = z
  .strictObject({
    exp_levels: z
      .array(ExpLevelSchema)
      .min(1)
      .max(200)
      .superRefine((levels, ctx) => {
        levels.forEach((l, i) => {
          if (l.level !== i + 1) ctx.addIssue({ code: 'custom', path: [i, 'level'], message: 'levels are numbered 1, 2, 3, ... in order' });
          else if (i === 0 && l.min_exp !== 0) ctx.addIssue({ code: 'custom', path: [i, 'min_exp'], message: 'level 1 starts at 0 points' });
          else if (i > 0 && l.min_exp <= levels[i - 1]!.min_exp) {
            ctx.addIssue({ code: 'custom', path: [i, 'min_exp'], message: 'min_exp must rise with each level' });
          }
        });
      })
      .openapi({ description: 'The whole table: level 1 at 0 points, then each level at more points than the one before.' }),
  })
  .openapi('ExpLevelsBody');

export const responses = {
  exp: z.strictObject({ exp: ExpSchema }).openapi('ExpResult'),
  badges: z.strictObject({ badges: z.array(EarnedBadgeSchema) }).openapi('EarnedBadgeList'),
  badgeProgress: z.strictObject({ badge_progress: z.array(BadgeProgressSchema) }).openapi('BadgeProgressList'),
  adminBadge: z.strictObject({ badge: AdminBadgeSchema }).openapi('AdminBadgeResult'),
  adminBadges: z.strictObject({ badges: z.array(AdminBadgeSchema) }).openapi('AdminBadgeList'),
  expRule: z.strictObject({ exp_rule: ExpRuleSchema }).openapi('ExpRuleResult'),
  expRules: z.strictObject({ exp_rules: z.array(ExpRuleSchema) }).openapi('ExpRuleList'),
  expLevels: z.strictObject({ exp_levels: z.array(ExpLevelSchema) }).openapi('ExpLevelList'),
};

export type AdminBadge = z.infer<typeof AdminBadgeSchema>;
export type ExpRule = z.infer<typeof ExpRuleSchema>;
export type ExpLevel = z.infer<typeof ExpLevelSchema>;
export type Exp = z.infer<typeof ExpSchema>;
export type EarnedBadge = z.infer<typeof EarnedBadgeSchema>;
export type BadgeProgress = z.infer<typeof BadgeProgressSchema>;
