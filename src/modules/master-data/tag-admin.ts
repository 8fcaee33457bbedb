import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { chars, tagCode } from '../parking-lots/schemas.js';

/**
 * The tag master for admins (issue 15 item 3): create, rename, retire and restore. The tag master
 * drives the bundles' `unknown_tag_code`: a retired tag is refused for a lot that does not carry it.
 */

const categories = ['payment', 'facility', 'vehicle', 'access', 'service'] as const;
const timestamp = z.string().openapi({ format: 'date-time' });
const name = chars(1, 100).refine((s) => s.trim() !== '', { message: 'A name is not only spaces.' });

const AdminTagSchema = z
  .object({
    id: z.uuid(),
    tag_code: z.string(),
    category: z.enum(categories),
    name_en: z.string(),
    name_ja: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean().openapi({ description: 'false: retired (kept on lots, not offered in /v1/tags nor accepted for new links).' }),
    lots_count: z.number().int().openapi({ description: 'Lots carrying the tag.' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminTag');
type AdminTag = z.infer<typeof AdminTagSchema>;

const TagCreateBody = z
  .strictObject({
    tag_code: tagCode,
    category: z.enum(categories),
    name_en: name,
    name_ja: name,
    sort_order: z.number().int().min(0).max(100000).default(0),
  })
  .openapi('AdminTagCreateBody');

const TagPatchBody = z
  .strictObject({
    category: z.enum(categories).optional(),
    name_en: name.optional(),
    name_ja: name.optional(),
    sort_order: z.number().int().min(0).max(100000).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('AdminTagPatchBody');

const TagListQuery = z.object({
  status: z
    .enum(['active', 'retired', 'all'])
    .default('all')
    .openapi({ param: { name: 'status', in: 'query' } }),
});

const tagResult = z.object({ tag: AdminTagSchema }).openapi('AdminTagResult');

const COLUMNS = `t.id, t.tag_code, t.category, t.name_en, t.name_ja, t.sort_order, t.is_active, t.created_at, t.updated_at,
  (select count(*)::int from public.parking_lot_tags lt where lt.tag_id = t.id) as lots_count`;

async function getTag(db: Queryable, id: string): Promise<AdminTag> {
  const { rows } = await db.query<AdminTag>(`select ${COLUMNS} from public.tags t where t.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No tag ${id}.`, param: 'id' });
  return rows[0];
}

const tags = ['Admin: tags'];

const listRoute = defineRoute({
  access: { admin: 'tags.view' },
  method: 'get',
  path: '/v1/admin/tags',
  operationId: 'adminListTags',
  description:
    'The tag master in display order, retired tags included unless `status` filters them out.',
  tags,
  summary: 'The tag master, retired tags included unless filtered',
  request: { query: TagListQuery },
  responses: { 200: jsonContent(z.object({ tags: z.array(AdminTagSchema) }).openapi('AdminTagList'), 'Tags in display order') },
});

const createRoute = defineRoute({
  access: { admin: 'tags.edit' },
  method: 'post',
  path: '/v1/admin/tags',
  operationId: 'adminCreateTag',
  description:
    'A new tag, offered to lots and search filters at once. `tag_code` is unique, also among retired tags.',
  tags,
  summary: 'Create a tag',
  request: { body: jsonBody(TagCreateBody) },
  errors: { 409: '`conflict`: the tag_code exists (retired codes stay reserved).' },
  responses: { 201: jsonContent(tagResult, 'Created') },
});

const patchRoute = defineRoute({
  access: { admin: 'tags.edit' },
  method: 'patch',
  path: '/v1/admin/tags/{id}',
  operationId: 'adminUpdateTag',
  description:
    'Changes only the fields sent; the code never changes, so existing links and clients stay valid.',
  tags,
  summary: 'Rename a tag (its names), recategorise or reorder it; the code never changes',
  request: { params: IdParams, body: jsonBody(TagPatchBody) },
  errors: { 404: '`not_found`: no such tag.' },
  responses: { 200: jsonContent(tagResult, 'Changed') },
});

const stateRoute = (verb: 'retire' | 'restore') =>
  defineRoute({
    access: { admin: 'tags.edit' },
    method: 'post',
    path: `/v1/admin/tags/{id}/${verb}`,
    operationId: verb === 'retire' ? 'adminRetireTag' : 'adminRestoreTag',
    tags,
    summary:
      verb === 'retire'
        ? 'Retire a tag: lots keep it, but it is no longer offered (/v1/tags, search filters) nor accepted for new links'
        : 'Offer a retired tag again',
    description:
      verb === 'retire'
        ? 'Lots that carry the tag keep it and still show it; it leaves /v1/tags and the search filters, and new links to it are 422. Retiring a retired tag changes nothing. Recorded in the audit log.'
        : 'The tag is offered again in /v1/tags and the search filters and accepted for new links. Restoring an offered tag changes nothing. Recorded in the audit log.',
    request: { params: IdParams },
    errors: { 404: '`not_found`: no such tag.' },
    responses: { 200: jsonContent(tagResult, 'The tag') },
  });

export function registerTagAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { status } = c.req.valid('query');
    const { rows } = await withCallerDb(c, (db) =>
      db.query<AdminTag>(
        `select ${COLUMNS} from public.tags t where ($1 = 'all' or t.is_active = ($1 = 'active')) order by t.sort_order, t.tag_code`,
        [status],
      ),
    );
    return c.json({ tags: rows }, 200);
  });

  app.openapi(createRoute, async (c) => {
    const body = c.req.valid('json');
    const tag = await withAudit(c, async (db, audit) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.tags (tag_code, category, name_en, name_ja, sort_order) values ($1, $2, $3, $4, $5)
         on conflict (tag_code) do nothing returning id`,
        [body.tag_code, body.category, body.name_en, body.name_ja, body.sort_order],
      );
      if (!rows[0]) throw new ApiError('conflict', { message: `The tag_code ${body.tag_code} exists.`, param: 'tag_code' });
      const created = await getTag(db, rows[0].id);
      await audit({ action: 'tag.create', target_type: 'tag', target_id: created.id, before: null, after: created });
      return created;
    });
    return c.json({ tag }, 201);
  });

  app.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const tag = await withAudit(c, async (db, audit) => {
      const before = await getTag(db, id);
      await db.query(
        `update public.tags set category = coalesce($2, category), name_en = coalesce($3, name_en),
                name_ja = coalesce($4, name_ja), sort_order = coalesce($5, sort_order)
          where id = $1`,
        [id, body.category ?? null, body.name_en ?? null, body.name_ja ?? null, body.sort_order ?? null],
      );
      const after = await getTag(db, id);
      await audit({ action: 'tag.update', target_type: 'tag', target_id: id, before, after });
      return after;
    });
    return c.json({ tag }, 200);
  });

  for (const verb of ['retire', 'restore'] as const) {
    app.openapi(stateRoute(verb), async (c) => {
      const { id } = c.req.valid('param');
      const tag = await withAudit(c, async (db, audit) => {
        const before = await getTag(db, id);
        const active = verb === 'restore';
        if (before.is_active === active) return before;
        await db.query('update public.tags set is_active = $2 where id = $1', [id, active]);
        const after = await getTag(db, id);
        await audit({ action: `tag.${verb}`, target_type: 'tag', target_id: id, before, after });
        return after;
      });
      return c.json({ tag }, 200);
    });
  }
}
