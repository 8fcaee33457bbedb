import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { responses, ThemeIdParams, ThemeListQuery } from './schemas.js';
import * as themes from './service.js';

const tags = ['Me'];
const notFound = { 404: '`not_found`: no active theme with this id.' };

const listThemes = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/themes',
  operationId: 'listMyThemes',
  tags,
  summary: 'Themes the caller owns (or, with all=true, every theme with whether it is owned)',
  description:
    'A theme is owned when it is free, bought with experience points, or granted by a badge the caller holds or a level the ' +
    'caller reached (grants are the theme master’s data). Premium themes are applied only with Plus.',
  request: { query: ThemeListQuery },
  responses: { 200: jsonContent(responses.list, 'Themes') },
});

const applyTheme = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/me/themes/{id}/apply',
  operationId: 'applyMyTheme',
  description:
    'The theme must be owned (bought, or earned through its badge or level) and, if premium, the caller must have an active subscription. Applying the current theme again changes nothing.',
  tags,
  summary: 'Make an owned theme the caller’s theme (idempotent)',
  request: { params: ThemeIdParams },
  errors: {
    ...notFound,
    403:
      '`forbidden` with `details.reason`: `theme_not_owned` (buy it or earn its badge or level first) or `premium_required` ' +
      '(a premium theme needs an active subscription: GET /v1/me/subscription).',
  },
  responses: { 200: jsonContent(responses.theme, 'Applied') },
});

const purchaseTheme = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/me/themes/{id}/purchase',
  operationId: 'purchaseMyTheme',
  tags,
  summary: 'Buy a theme with experience points (idempotent: an owned theme costs nothing again)',
  description:
    'Points to spend are those earned less those already spent on themes; spending never lowers the level (GET /v1/me/exp ' +
    'shows points earned).',
  request: { params: ThemeIdParams },
  errors: {
    ...notFound,
    409: '`conflict` with `details.reason`: `not_for_sale` (granted by a badge or level only) or `insufficient_exp` (`details.price_exp`, `details.exp_balance`).',
  },
  responses: { 200: jsonContent(responses.theme, 'Owned, and the points left') },
});

export function registerThemeRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listThemes, async (c) => {
    const body = await withCallerDb(c, (db) => themes.listThemes(db, c.get('auth')!.userId, c.req.valid('query').all ?? false));
    return c.json(body, 200);
  });

  app.openapi(applyTheme, async (c) => {
    const body = await withCallerDb(c, (db) => themes.applyTheme(db, c.get('auth')!.userId, c.req.valid('param').id));
    return c.json(body, 200);
  });

  app.openapi(purchaseTheme, async (c) => {
    const body = await withCallerDb(c, (db) => themes.purchaseTheme(db, c.get('auth')!.userId, c.req.valid('param').id));
    return c.json(body, 200);
  });
}
