import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import {
  BadgeCodeParams,
  BadgeCreateBody,
  BadgePatchBody,
  ExpLevelsBody,
  ExpRuleCodeParams,
  ExpRuleCreateBody,
  ExpRulePatchBody,
  responses,
} from './schemas.js';
import * as gamification from './service.js';

const meTags = ['Me'];
const adminTags = ['Admin: gamification'];

const getExp = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/exp',
  operationId: 'getMyExp',
  tags: meTags,
  summary: 'The caller’s experience points and level',
  description: 'Points are awarded when a parking session ends, by the active experience rules.',
  responses: { 200: jsonContent(responses.exp, 'Points and level') },
});

const listMyBadges = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/badges',
  operationId: 'listMyBadges',
  description:
    'Every badge the caller has earned, newest first.',
  tags: meTags,
  summary: 'Badges the caller has earned, newest first',
  responses: { 200: jsonContent(responses.badges, 'Earned badges') },
});

const listMyBadgeProgress = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/badge-progress',
  operationId: 'listMyBadgeProgress',
  description:
    'Active badges the caller has not earned yet, with the count so far and the count needed, for a progress bar.',
  tags: meTags,
  summary: 'Active badges the caller has not earned yet, with the count so far',
  responses: { 200: jsonContent(responses.badgeProgress, 'Badges in progress') },
});

const listBadges = defineRoute({
  access: { admin: 'gamification.view' },
  method: 'get',
  path: '/v1/admin/badges',
  operationId: 'listBadges',
  description:
    'Every badge rule, active or not, with its condition and threshold.',
  tags: adminTags,
  summary: 'Badge rules, active or not',
  responses: { 200: jsonContent(responses.adminBadges, 'Badges') },
});

const createBadge = defineRoute({
  access: { admin: 'gamification.edit' },
  method: 'post',
  path: '/v1/admin/badges',
  operationId: 'createBadge',
  description:
    'A new badge rule: awarded from the next finished session on, never retroactively. `code` is unique.',
  tags: adminTags,
  summary: 'Add a badge rule (awarded from the next finished session on)',
  request: { body: jsonBody(BadgeCreateBody) },
  errors: { 409: '`conflict`: the code is taken.' },
  responses: { 201: jsonContent(responses.adminBadge, 'Created') },
});

const patchBadge = defineRoute({
  access: { admin: 'gamification.edit' },
  method: 'patch',
  path: '/v1/admin/badges/{code}',
  operationId: 'updateBadge',
  description:
    'Changes only the fields sent; `active: false` switches the rule off, and badges already earned stay earned.',
  tags: adminTags,
  summary: 'Change a badge rule, or switch it off (earned badges stay earned)',
  request: { params: BadgeCodeParams, body: jsonBody(BadgePatchBody) },
  responses: { 200: jsonContent(responses.adminBadge, 'The changed badge') },
});

const listExpRules = defineRoute({
  access: { admin: 'gamification.view' },
  method: 'get',
  path: '/v1/admin/exp-rules',
  operationId: 'listExpRules',
  description:
    'Every experience-point rule, active or not.',
  tags: adminTags,
  summary: 'Experience-point rules, active or not',
  responses: { 200: jsonContent(responses.expRules, 'Rules') },
});

const createExpRule = defineRoute({
  access: { admin: 'gamification.edit' },
  method: 'post',
  path: '/v1/admin/exp-rules',
  operationId: 'createExpRule',
  description:
    'A new rule; the points of every rule whose condition a finished session meets add up. `code` is unique.',
  tags: adminTags,
  summary: 'Add an experience-point rule (rules whose condition holds add up)',
  request: { body: jsonBody(ExpRuleCreateBody) },
  errors: { 409: '`conflict`: the code is taken.' },
  responses: { 201: jsonContent(responses.expRule, 'Created') },
});

const patchExpRule = defineRoute({
  access: { admin: 'gamification.edit' },
  method: 'patch',
  path: '/v1/admin/exp-rules/{code}',
  operationId: 'updateExpRule',
  description:
    'Changes only the fields sent; `active: false` switches the rule off from the next finished session on.',
  tags: adminTags,
  summary: 'Change an experience-point rule, or switch it off',
  request: { params: ExpRuleCodeParams, body: jsonBody(ExpRulePatchBody) },
  responses: { 200: jsonContent(responses.expRule, 'The changed rule') },
});

const listExpLevels = defineRoute({
  access: { admin: 'gamification.view' },
  method: 'get',
  path: '/v1/admin/exp-levels',
  operationId: 'listExpLevels',
  description:
    'The level table: the experience points at which each level begins, ascending.',
  tags: adminTags,
  summary: 'The level table: points at which each level begins',
  responses: { 200: jsonContent(responses.expLevels, 'Levels') },
});

const putExpLevels = defineRoute({
  access: { admin: 'gamification.edit' },
  method: 'put',
  path: '/v1/admin/exp-levels',
  operationId: 'replaceExpLevels',
  description:
    'Replaces the whole table in one transaction; thresholds must rise strictly from level 1 at 0 points. Every user’s level follows at once, since levels are read from points.',
  tags: adminTags,
  summary: 'Replace the level table; every user’s level follows it at once',
  request: { body: jsonBody(ExpLevelsBody) },
  responses: { 200: jsonContent(responses.expLevels, 'The saved levels') },
});

export function registerGamificationRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getExp, async (c) => {
    const userId = c.get('auth')!.userId;
    return c.json({ exp: await withCallerDb(c, (db) => gamification.getExp(db, userId)) }, 200);
  });

  app.openapi(listMyBadges, async (c) => {
    const userId = c.get('auth')!.userId;
    return c.json({ badges: await withCallerDb(c, (db) => gamification.listEarnedBadges(db, userId)) }, 200);
  });

  app.openapi(listMyBadgeProgress, async (c) => {
    const userId = c.get('auth')!.userId;
    return c.json({ badge_progress: await withCallerDb(c, (db) => gamification.listBadgeProgress(db, userId)) }, 200);
  });

  app.openapi(listBadges, async (c) => c.json({ badges: await withCallerDb(c, (db) => gamification.listBadges(db)) }, 200));

  app.openapi(createBadge, async (c) => {
    const badge = await withAudit(c, async (db, audit) => {
      const created = await gamification.createBadge(db, c.req.valid('json'));
      await audit({ action: 'badge.create', target_type: 'badge', target_id: created.code, before: null, after: created });
      return created;
    });
    return c.json({ badge }, 201);
  });

  app.openapi(patchBadge, async (c) => {
    const { code } = c.req.valid('param');
    const badge = await withAudit(c, async (db, audit) => {
      const before = await gamification.findBadge(db, code);
      const after = await gamification.updateBadge(db, code, c.req.valid('json'));
      await audit({ action: 'badge.update', target_type: 'badge', target_id: code, before, after });
      return after;
    });
    return c.json({ badge }, 200);
  });

  app.openapi(listExpRules, async (c) => c.json({ exp_rules: await withCallerDb(c, (db) => gamification.listExpRules(db)) }, 200));

  app.openapi(createExpRule, async (c) => {
    const rule = await withAudit(c, async (db, audit) => {
      const created = await gamification.createExpRule(db, c.req.valid('json'));
      await audit({ action: 'exp_rule.create', target_type: 'exp_rule', target_id: created.code, before: null, after: created });
      return created;
    });
    return c.json({ exp_rule: rule }, 201);
  });

  app.openapi(patchExpRule, async (c) => {
    const { code } = c.req.valid('param');
    const rule = await withAudit(c, async (db, audit) => {
      const before = await gamification.findExpRule(db, code);
      const after = await gamification.updateExpRule(db, code, c.req.valid('json'));
      await audit({ action: 'exp_rule.update', target_type: 'exp_rule', target_id: code, before, after });
      return after;
    });
    return c.json({ exp_rule: rule }, 200);
  });

  app.openapi(listExpLevels, async (c) => c.json({ exp_levels: await withCallerDb(c, (db) => gamification.listExpLevels(db)) }, 200));

  app.openapi(putExpLevels, async (c) => {
    const levels = await withAudit(c, async (db, audit) => {
      const before = await gamification.listExpLevels(db);
      const after = await gamification.replaceExpLevels(db, c.req.valid('json').exp_levels);
      await audit({ action: 'exp_levels.replace', target_type: 'exp_levels', target_id: null, before: { exp_levels: before }, after: { exp_levels: after } });
      return after;
    });
    return c.json({ exp_levels: levels }, 200);
  });
}
