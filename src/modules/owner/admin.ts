import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { cursorInstant, decodeCursor, nextCursorSchema, page, pageQuery } from '../../http/pagination.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { chars } from '../parking-lots/schemas.js';

/**
 * Owners for admins (issue 15 item 5): list, detail with lots, approve, suspend, reinstate. A
 * suspended owner writes and sees no lots (current_owner_id and is_lot_owner ask for `active`).
 * New registrations already notify the admins (`new_owner`, owners_notify_new).
 */

const timestamp = z.string().openapi({ format: 'date-time' });

const AdminOwnerSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    display_name: z.string(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    status: z.enum(['active', 'suspended']),
    approved_at: timestamp.nullable().openapi({ description: 'When an admin approved the owner; null: not yet.' }),
    approved_by: z.uuid().nullable(),
    suspension_reason: z.string().nullable(),
    suspended_at: timestamp.nullable(),
    lots_count: z.number().int(),
    created_at: timestamp,
  })
  .openapi('AdminOwner');
type AdminOwner = z.infer<typeof AdminOwnerSchema>;

const OwnerLotSchema = z.object({ id: z.uuid(), name: z.string(), status: z.string(), created_at: timestamp }).openapi('AdminOwnerLot');

const OwnerListQuery = z.object({
  status: z.enum(['active', 'suspended']).optional().openapi({ param: { name: 'status', in: 'query' } }),
  approved: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ param: { name: 'approved', in: 'query' }, description: 'true: approved owners; false: owners awaiting approval.' }),
  q: z.string().min(1).max(200).optional().openapi({ param: { name: 'q', in: 'query' }, description: 'Part of the name or contact e-mail.' }),
  ...pageQuery,
});

const SuspendBody = z
  .strictObject({ reason: chars(1, 1000).refine((s) => s.trim() !== '', { message: 'A reason is not only spaces.' }) })
  .openapi('AdminOwnerSuspendBody');

const ownerResult = z.object({ owner: AdminOwnerSchema }).openapi('AdminOwnerResult');
const ownerDetail = z.object({ owner: AdminOwnerSchema, parking_lots: z.array(OwnerLotSchema) }).openapi('AdminOwnerDetail');

const COLUMNS = `o.id, o.user_id, o.display_name, o.contact_email, o.contact_phone, o.status, o.approved_at, o.approved_by,
  o.suspension_reason, o.suspended_at, date_trunc('milliseconds', o.created_at) as created_at,
  (select count(*)::int from public.parking_lot_owners lo where lo.owner_id = o.id) as lots_count`;

async function getOwner(db: Queryable, id: string): Promise<AdminOwner> {
  const { rows } = await db.query<AdminOwner>(`select ${COLUMNS} from public.owners o where o.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No owner ${id}.`, param: 'id' });
  return rows[0];
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const tags = ['Admin: owners'];

const listRoute = defineRoute({
  access: { admin: 'owners.view' },
  method: 'get',
  path: '/v1/admin/owners',
  operationId: 'adminListOwners',
  description:
    'Lot owners filtered by status, approval and a text query on name and e-mail, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'Lot owners, newest first',
  request: { query: OwnerListQuery },
  responses: { 200: jsonContent(z.object({ owners: z.array(AdminOwnerSchema), next_cursor: nextCursorSchema }).openapi('AdminOwnerList'), 'A page') },
});

const getRoute = defineRoute({
  access: { admin: 'owners.view' },
  method: 'get',
  path: '/v1/admin/owners/{id}',
  operationId: 'adminGetOwner',
  description:
    'One owner with their lots (the lots as far as the caller may see lots: `parking.view`).',
  tags,
  summary: 'One owner with their lots (the lots as far as the caller may see lots: parking.view)',
  request: { params: IdParams },
  errors: { 404: '`not_found`: no such owner.' },
  responses: { 200: jsonContent(ownerDetail, 'The owner') },
});

const approveRoute = defineRoute({
  access: { admin: 'owners.edit' },
  method: 'post',
  path: '/v1/admin/owners/{id}/approve',
  operationId: 'adminApproveOwner',
  description:
    'Records who approved and when; approving again changes nothing. A suspended owner must be reinstated first.',
  tags,
  summary: 'Approve an owner (records who and when; approving again changes nothing)',
  request: { params: IdParams },
  errors: { 404: '`not_found`: no such owner.', 409: '`conflict`: the owner is suspended; reinstate first.' },
  responses: { 200: jsonContent(ownerResult, 'The owner') },
});

const suspendRoute = defineRoute({
  access: { admin: 'owners.edit' },
  method: 'post',
  path: '/v1/admin/owners/{id}/suspend',
  operationId: 'adminSuspendOwner',
  description:
    'With a reason. From now on the owner can neither see nor write their lots; the lots themselves stay as they are.',
  tags,
  summary: 'Suspend an owner: from now on they can neither see nor write their lots (the lots stay as they are)',
  request: { params: IdParams, body: jsonBody(SuspendBody) },
  errors: { 404: '`not_found`: no such owner.' },
  responses: { 200: jsonContent(ownerResult, 'The owner') },
});

const reinstateRoute = defineRoute({
  access: { admin: 'owners.edit' },
  method: 'post',
  path: '/v1/admin/owners/{id}/reinstate',
  operationId: 'adminReinstateOwner',
  description:
    'Ends a suspension: the owner sees and edits their lots again. Reinstating an owner who is not suspended changes nothing.',
  tags,
  summary: 'End a suspension',
  request: { params: IdParams },
  errors: { 404: '`not_found`: no such owner.' },
  responses: { 200: jsonContent(ownerResult, 'The owner') },
});

export function registerOwnerAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
    const { rows } = await withCallerDb(c, (db) =>
      db.query<AdminOwner>(
        `select ${COLUMNS} from public.owners o
          where ($1::text is null or o.status = $1)
            and ($2::boolean is null or (o.approved_at is not null) = $2)
            and ($3::text is null or o.display_name ilike $3 or o.contact_email ilike $3)
            and ($4::timestamptz is null or (date_trunc('milliseconds', o.created_at), o.id) < ($4::timestamptz, $5::uuid))
          order by date_trunc('milliseconds', o.created_at) desc, o.id desc
          limit $6`,
        [
          query.status ?? null,
          query.approved === undefined ? null : query.approved === 'true',
          query.q ? likePattern(query.q) : null,
          after?.[0] ?? null,
          after?.[1] ?? null,
          query.limit + 1,
        ],
      ),
    );
    const { items, nextCursor } = page(rows, query.limit, (o) => [o.created_at, o.id]);
    return c.json({ owners: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const result = await withCallerDb(c, async (db) => {
      const owner = await getOwner(db, id);
      const { rows } = await db.query<z.infer<typeof OwnerLotSchema>>(
        `select l.id, l.name, l.status, l.created_at from public.parking_lot_owners lo join public.parking_lots l on l.id = lo.parking_lot_id
          where lo.owner_id = $1 order by l.created_at desc, l.id desc`,
        [id],
      );
      return { owner, parking_lots: rows };
    });
    return c.json(result, 200);
  });

  app.openapi(approveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const adminId = c.get('admin')!.id;
    const owner = await withAudit(c, async (db, audit) => {
      const before = await getOwner(db, id);
      if (before.status === 'suspended') {
        throw new ApiError('conflict', { message: 'A suspended owner is reinstated before approval.', param: null });
      }
      if (before.approved_at) return before;
      await db.query('update public.owners set approved_at = now(), approved_by = $2 where id = $1', [id, adminId]);
      const after = await getOwner(db, id);
      await audit({ action: 'owner.approve', target_type: 'owner', target_id: id, before, after });
      return after;
    });
    return c.json({ owner }, 200);
  });

  app.openapi(suspendRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const owner = await withAudit(c, async (db, audit) => {
      const before = await getOwner(db, id);
      if (before.status === 'suspended' && before.suspension_reason === reason) return before;
      await db.query(
        `update public.owners set status = 'suspended', suspension_reason = $2, suspended_at = coalesce(suspended_at, now()) where id = $1`,
        [id, reason],
      );
      const after = await getOwner(db, id);
      await audit({ action: 'owner.suspend', target_type: 'owner', target_id: id, before, after });
      return after;
    });
    return c.json({ owner }, 200);
  });

  app.openapi(reinstateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const owner = await withAudit(c, async (db, audit) => {
      const before = await getOwner(db, id);
      if (before.status === 'active') return before;
      await db.query(`update public.owners set status = 'active', suspension_reason = null, suspended_at = null where id = $1`, [id]);
      const after = await getOwner(db, id);
      await audit({ action: 'owner.reinstate', target_type: 'owner', target_id: id, before, after });
      return after;
    });
    return c.json({ owner }, 200);
  });
}
