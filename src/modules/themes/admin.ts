import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { ms, notBlank, timestamp, updateFields } from '../content/admin-shared.js';
import { chars } from '../parking-lots/schemas.js';

/**
 * The theme master for admins (issue 15 item 7), under the gamification keys as the table's policies
 * (0081) have it: themes are bought with experience points or granted by badges and levels.
 */

const AdminThemeSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name_en: z.string(),
    name_ja: z.string(),
    colors: z.record(z.string(), z.string()),
    is_premium: z.boolean(),
    price_exp: z.number().int().nullable(),
    granted_by_badge: z.string().nullable().openapi({ description: 'The badge code that grants it.' }),
    granted_at_level: z.number().int().nullable(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    owners_count: z.number().int().openapi({ description: 'Users who bought it.' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminTheme');
type AdminTheme = z.infer<typeof AdminThemeSchema>;

const fields = {
  name_en: notBlank(chars(1, 100)),
  name_ja: notBlank(chars(1, 100)),
  colors: z
    .record(z.string().min(1).max(50), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #RRGGBB.'))
    .refine((c) => Object.keys(c).length > 0, { message: 'At least one colour.' })
    .openapi({ description: 'Named colours, each #RRGGBB.' }),
  is_premium: z.boolean(),
  price_exp: z.number().int().min(1).max(1000000).nullable().openapi({ description: 'Experience points it costs; null: not for sale.' }),
  granted_by_badge: z.string().min(1).max(64).nullable(),
  granted_at_level: z.number().int().min(1).max(1000).nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int().min(0).max(100000),
};
const ThemeCreateBody = z
  .strictObject({
    code: z.string().regex(/^[a-z][a-z0-9_]{1,49}$/, 'Lowercase letters, digits and underscores, starting with a letter.'),
    name_en: fields.name_en,
    name_ja: fields.name_ja,
    colors: fields.colors,
    is_premium: fields.is_premium.default(false),
    price_exp: fields.price_exp.default(null),
    granted_by_badge: fields.granted_by_badge.default(null),
    granted_at_level: fields.granted_at_level.default(null),
    is_active: fields.is_active.default(true),
    sort_order: fields.sort_order.default(0),
  })
  .openapi('AdminThemeCreateBody');
const ThemePatchBody = z
  .strictObject(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('AdminThemePatchBody');

const COLUMNS = `t.id, t.code, t.name_en, t.name_ja, t.colors, t.is_premium, t.price_exp,
  (select b.code from public.badges b where b.id = t.granted_by_badge_id) as granted_by_badge, t.granted_at_level, t.is_active, t.sort_order,
  (select count(*)::int from public.user_themes u where u.theme_id = t.id) as owners_count,
  ${ms('t.created_at')} as created_at, ${ms('t.updated_at')} as updated_at`;

async function getTheme(db: Queryable, id: string): Promise<AdminTheme> {
  const { rows } = await db.query<AdminTheme>(`select ${COLUMNS} from public.themes t where t.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No theme ${id}.`, param: 'id' });
  return rows[0];
}

async function badgeId(db: Queryable, code: string | null | undefined): Promise<string | null | undefined> {
  if (code === undefined || code === null) return code;
  const { rows } = await db.query<{ id: string }>('select id from public.badges where code = $1', [code]);
  if (!rows[0]) throw new ApiError('validation_error', { message: `granted_by_badge: no badge ${code}.`, param: 'granted_by_badge' });
  return rows[0].id;
}

const tags = ['Admin: gamification'];
const themeResult = z.object({ theme: AdminThemeSchema }).openapi('AdminThemeResult');

const listRoute = defineRoute({
  access: { admin: 'gamification.view' },
  method: 'get',
  path: '/v1/admin/themes',
  operationId: 'adminListThemes',
  tags,
  summary: 'The theme master in display order, inactive themes included',
  description: 'Every theme with its price, grants and how many users bought it.',
  responses: { 200: jsonContent(z.object({ themes: z.array(AdminThemeSchema) }).openapi('AdminThemeList'), 'Themes') },
});
const createRoute = defineRoute({
  access: { admin: 'gamification.edit' },
  method: 'post',
  path: '/v1/admin/themes',
  operationId: 'adminCreateTheme',
  tags,
  summary: 'Create a theme',
  description: '`code` is permanent. Recorded in the audit log.',
  request: { body: jsonBody(ThemeCreateBody) },
  errors: { 409: '`conflict`: the code exists (`param: code`).' },
  responses: { 201: jsonContent(themeResult, 'Created') },
});
const patchRoute = defineRoute({
  access: { admin: 'gamification.edit' },
  method: 'patch',
  path: '/v1/admin/themes/{id}',
  operationId: 'adminUpdateTheme',
  tags,
  summary: 'Change a theme: names, colours, price, grants, order; `is_active: false` withdraws it',
  description: 'Changes only the fields sent. A withdrawn theme is no longer offered; users who applied it keep it. Recorded in the audit log.',
  request: { params: IdParams, body: jsonBody(ThemePatchBody) },
  errors: { 404: '`not_found`: no such theme.' },
  responses: { 200: jsonContent(themeResult, 'Changed') },
});

export function registerThemeAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { rows } = await withCallerDb(c, (db) => db.query<AdminTheme>(`select ${COLUMNS} from public.themes t order by t.sort_order, t.code`));
    return c.json({ themes: rows }, 200);
  });

  app.openapi(createRoute, async (c) => {
    const body = c.req.valid('json');
    const theme = await withAudit(c, async (db, audit) => {
      const badge = await badgeId(db, body.granted_by_badge);
      const { rows } = await db.query<{ id: string }>(
        `insert into public.themes (code, name_en, name_ja, colors, is_premium, price_exp, granted_by_badge_id, granted_at_level, is_active, sort_order)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10) on conflict (code) do nothing returning id`,
        [body.code, body.name_en, body.name_ja, JSON.stringify(body.colors), body.is_premium, body.price_exp, badge ?? null,
          body.granted_at_level, body.is_active, body.sort_order],
      );
      if (!rows[0]) throw new ApiError('conflict', { message: `The theme code ${body.code} exists.`, param: 'code' });
      const created = await getTheme(db, rows[0].id);
      await audit({ action: 'theme.create', target_type: 'theme', target_id: created.id, before: null, after: created });
      return created;
    });
    return c.json({ theme }, 201);
  });

  app.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { granted_by_badge, ...body } = c.req.valid('json');
    const theme = await withAudit(c, async (db, audit) => {
      const before = await getTheme(db, id);
      const badge = await badgeId(db, granted_by_badge);
      await updateFields(
        db,
        'public.themes',
        id,
        { ...body, ...(badge !== undefined ? { granted_by_badge_id: badge } : {}) },
        ['name_en', 'name_ja', 'colors', 'is_premium', 'price_exp', 'granted_by_badge_id', 'granted_at_level', 'is_active', 'sort_order'],
        { colors: 'jsonb' },
      );
      const after = await getTheme(db, id);
      await audit({ action: 'theme.update', target_type: 'theme', target_id: id, before, after });
      return after;
    });
    return c.json({ theme }, 200);
  });
}
