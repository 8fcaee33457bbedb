import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppContext, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { pageQuery } from '../../http/pagination.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { badMove, keysetPage, ms, notBlank, requireAlso, timestamp } from '../content/admin-shared.js';
import { ParkingLotBundlePatchBody, ParkingLotFull, chars } from '../parking-lots/schemas.js';
import * as lots from '../parking-lots/service.js';
import { nextCursorSchema } from '../../http/pagination.js';
import { AttachmentSchema, ErrorReportKind, TicketCategory } from './schemas.js';

/**
 * Support for admins (issue 15 item 8): tickets and error reports by status, assignee and age; a
 * reply the user reads in their ticket and is told about (a user_notifications row in the reply's
 * transaction; delivery is the notifications module's business); close and reopen; resolving an
 * error report, which can correct the lot in the same transaction.
 */

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const attachmentsOf = (table: string, owner: string, id: string) => `coalesce((
    select jsonb_agg(jsonb_build_object('asset_id', a.id, 'file_name', a.file_name, 'mime_type', a.mime_type,
                                        'file_size', a.file_size, 'public_url', a.public_url) order by x.position)
      from public.${table} x join public.assets a on a.id = x.asset_id where x.${owner} = ${id}), '[]')`;

const ReplySchema = z
  .object({ id: z.uuid(), author: z.enum(['support', 'user']), admin_id: z.uuid().nullable(), admin_name: z.string().nullable(), body: z.string(), created_at: timestamp })
  .openapi('AdminSupportTicketReply');

const AdminTicketSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    category: TicketCategory,
    subject: z.string(),
    body: z.string(),
    parking_lot_id: z.uuid().nullable(),
    parking_session_id: z.uuid().nullable(),
    status: z.enum(['open', 'answered', 'closed']),
    assigned_admin_id: z.uuid().nullable(),
    assigned_admin_name: z.string().nullable(),
    attachments: z.array(AttachmentSchema),
    replies: z.array(ReplySchema).openapi({ description: 'The thread, oldest first.' }),
    last_reply_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminSupportTicket');
type AdminTicket = z.infer<typeof AdminTicketSchema>;

const AdminReportSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    lot_id: z.uuid(),
    lot_name: z.string().nullable(),
    kind: ErrorReportKind,
    description: z.string(),
    suggested: z.record(z.string(), z.unknown()).nullable(),
    photos: z.array(AttachmentSchema),
    status: z.enum(['open', 'resolved', 'rejected']),
    resolution_note: z.string().nullable(),
    resolved_at: timestamp.nullable(),
    resolved_by: z.uuid().nullable(),
    lot_corrected: z.boolean().openapi({ description: 'The lot was corrected in the transaction that resolved the report.' }),
    assigned_admin_id: z.uuid().nullable(),
    assigned_admin_name: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminErrorReport');
type AdminReport = z.infer<typeof AdminReportSchema>;

const LotEditSchema = z
  .object({
    bundle: ParkingLotFull.nullable().openapi({ description: 'The lot with every part, as the bundle editor loads it; null when the caller may not see it.' }),
    edit: z.object({
      method: z.literal('PATCH'),
      path: z.string(),
      permission: z.literal('parking.edit'),
      allowed: z.boolean().openapi({ description: 'Whether the caller holds parking.edit.' }),
    }),
  })
  .openapi('AdminErrorReportLot', { description: 'What an admin needs to correct the reported lot.' });

const q = (name: string, description?: string) => ({ param: { name, in: 'query' as const }, ...(description ? { description } : {}) });
const common = {
  assignee: z
    .union([z.uuid(), z.enum(['me', 'none'])])
    .optional()
    .openapi(q('assignee', 'An admin id, `me` or `none` (unassigned).')),
  min_age_hours: z.coerce.number().int().min(0).max(100000).optional().openapi(q('min_age_hours', 'Only items at least this many hours old.')),
  sort: z.enum(['oldest', 'newest']).default('oldest').openapi(q('sort', '`oldest` first (a queue, the default) or `newest` first.')),
  ...pageQuery,
};
const TicketListQuery = z.object({
  status: z.enum(['open', 'answered', 'closed']).optional().openapi(q('status')),
  category: TicketCategory.optional().openapi(q('category')),
  ...common,
});
const ReportListQuery = z.object({
  status: z.enum(['open', 'resolved', 'rejected']).optional().openapi(q('status')),
  kind: ErrorReportKind.optional().openapi(q('kind')),
  lot_id: z.uuid().optional().openapi(q('lot_id')),
  ...common,
});

const note = notBlank(chars(1, 1000));
const ReplyBody = z
  .strictObject({
    body: notBlank(chars(1, 5000)),
    close: z.boolean().default(false).openapi({ description: 'Close the ticket with this answer.' }),
  })
  .openapi('AdminSupportReplyBody');
const AssignBody = z
  .strictObject({ admin_id: z.uuid().nullable().openapi({ description: 'An active admin who holds support.view; null unassigns.' }) })
  .openapi('AdminSupportAssignBody');
const ResolveBody = z
  .strictObject({
    resolution_note: note.optional(),
    lot_patch: ParkingLotBundlePatchBody.optional().openapi({
      description: 'A bundle patch (as PATCH /v1/admin/parking-lots/{id}) applied to the reported lot in the same transaction; needs parking.edit.',
    }),
  })
  .openapi('AdminErrorReportResolveBody');
const RejectBody = z.strictObject({ resolution_note: note }).openapi('AdminErrorReportRejectBody');

const TICKET_COLUMNS = `t.id, t.user_id, t.category, t.subject, t.body, t.parking_lot_id, t.parking_session_id, t.status,
  t.assigned_admin_id, public.support_staff_name(t.assigned_admin_id) as assigned_admin_name,
  ${attachmentsOf('support_ticket_attachments', 'ticket_id', 't.id')} as attachments,
  coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'author', r.author, 'admin_id', r.admin_id,
                                                'admin_name', public.support_staff_name(r.admin_id),
                                                'body', r.body, 'created_at', ${iso('r.created_at')}) order by r.created_at, r.id)
              from public.support_ticket_replies r where r.ticket_id = t.id), '[]') as replies,
  (select ${ms('max(r.created_at)')} from public.support_ticket_replies r where r.ticket_id = t.id) as last_reply_at,
  ${ms('t.created_at')} as created_at, ${ms('t.updated_at')} as updated_at`;

const REPORT_COLUMNS = `r.id, r.user_id, r.parking_lot_id as lot_id, (select l.name from public.parking_lots l where l.id = r.parking_lot_id) as lot_name,
  r.kind, r.description, r.suggested, ${attachmentsOf('lot_error_report_photos', 'report_id', 'r.id')} as photos,
  r.status, r.resolution_note, ${ms('r.resolved_at')} as resolved_at, r.resolved_by, r.lot_corrected,
  r.assigned_admin_id, public.support_staff_name(r.assigned_admin_id) as assigned_admin_name,
  ${ms('r.created_at')} as created_at, ${ms('r.updated_at')} as updated_at`;

async function getTicket(db: Queryable, id: string, lock = false): Promise<AdminTicket> {
  if (lock) await db.query('select 1 from public.support_tickets where id = $1 for update', [id]);
  const { rows } = await db.query<AdminTicket>(`select ${TICKET_COLUMNS} from public.support_tickets t where t.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No support ticket ${id}.`, param: 'id' });
  return rows[0];
}

async function getReport(db: Queryable, id: string, lock = false): Promise<AdminReport> {
  if (lock) await db.query('select 1 from public.lot_error_reports where id = $1 for update', [id]);
  const { rows } = await db.query<AdminReport>(`select ${REPORT_COLUMNS} from public.lot_error_reports r where r.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No error report ${id}.`, param: 'id' });
  return rows[0];
}

/** The reported lot as the bundle editor loads it, and where and with what key to send the correction. */
async function lotForEditing(c: AppContext, db: Queryable, lotId: string): Promise<z.infer<typeof LotEditSchema>> {
  let bundle: z.infer<typeof ParkingLotFull> | null = null;
  try {
    bundle = (await lots.getFullLot(db, lotId)) as z.infer<typeof ParkingLotFull>;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
  return {
    bundle,
    edit: {
      method: 'PATCH',
      path: `/v1/admin/parking-lots/${lotId}`,
      permission: 'parking.edit',
      allowed: !!c.get('admin')?.permission_keys.includes('parking.edit'),
    },
  };
}

/** A notice to the user in the caller's transaction (user_notifications_support_insert is the rule). */
async function notifyUser(db: Queryable, userId: string, type: string, title: string, body: string, data: Record<string, unknown>) {
  const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  await db.query('insert into public.user_notifications (user_id, type, title, body, data) values ($1, $2, $3, $4, $5::jsonb)', [
    userId,
    type,
    clip(title, 200),
    clip(body, 2000),
    JSON.stringify(data),
  ]);
}

function listWhere(alias: string, first: number): string {
  return `($${first}::text is null or (case when $${first} = 'none' then ${alias}.assigned_admin_id is null
                                             else ${alias}.assigned_admin_id::text = $${first} end))
          and ($${first + 1}::int is null or ${alias}.created_at <= now() - make_interval(hours => $${first + 1}::int))`;
}
const assigneeOf = (c: AppContext, assignee: string | undefined) => (assignee === 'me' ? c.get('admin')!.id : assignee ?? null);

async function checkAssignee(db: Queryable, adminId: string | null): Promise<void> {
  if (adminId === null) return;
  const { rows } = await db.query<{ name: string | null }>('select public.support_staff_name($1) as name', [adminId]);
  if (rows[0]?.name == null) throw new ApiError('validation_error', { message: `admin_id: ${adminId} is not an active admin with support.view.`, param: 'admin_id' });
}

// Routes --------------------------------------------------------------------------------------------

const tags = ['Admin: support'];
const paged = 'Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).';
const ticketResult = z.object({ support_ticket: AdminTicketSchema }).openapi('AdminSupportTicketResult');
const reportResult = z.object({ error_report: AdminReportSchema, lot: LotEditSchema }).openapi('AdminErrorReportResult');
const ticketNotFound = { 404: '`not_found`: no such ticket.' };
const reportNotFound = { 404: '`not_found`: no such error report.' };
const conflict = { 409: '`conflict`: not allowed from this status (`details.allowed_from`).' };

const post = (path: string, operationId: string, key: 'support.respond', summary: string, description: string) => ({
  access: { admin: key },
  method: 'post' as const,
  path,
  operationId,
  tags,
  summary,
  description: `${description} Recorded in the audit log.`,
});

const routes = {
  listTickets: defineRoute({
    access: { admin: 'support.view' },
    method: 'get',
    path: '/v1/admin/support-tickets',
    operationId: 'adminListSupportTickets',
    tags,
    summary: 'Support tickets by status, category, assignee and age, oldest first',
    description: `A queue by default (\`sort=oldest\`). ${paged}`,
    request: { query: TicketListQuery },
    responses: { 200: jsonContent(z.object({ support_tickets: z.array(AdminTicketSchema), next_cursor: nextCursorSchema }).openapi('AdminSupportTicketList'), 'A page') },
  }),
  getTicket: defineRoute({
    access: { admin: 'support.view' },
    method: 'get',
    path: '/v1/admin/support-tickets/{id}',
    operationId: 'adminGetSupportTicket',
    tags,
    summary: 'One ticket with its thread',
    description: 'The ticket, its attachments and every reply, oldest first.',
    request: { params: IdParams },
    errors: ticketNotFound,
    responses: { 200: jsonContent(ticketResult, 'The ticket') },
  }),
  reply: defineRoute({
    ...post(
      '/v1/admin/support-tickets/{id}/reply',
      'adminReplySupportTicket',
      'support.respond',
      'Answer a ticket: the user reads it in their ticket and is notified',
      'From `open` or `answered`; the ticket becomes `answered` (or `closed` with `close: true`). The user gets a `support_reply` notification in the same transaction. A closed ticket is 409: reopen it first.',
    ),
    request: { params: IdParams, body: jsonBody(ReplyBody) },
    errors: { ...ticketNotFound, ...conflict },
    responses: { 200: jsonContent(ticketResult, 'The ticket with the reply') },
  }),
  closeTicket: defineRoute({
    ...post('/v1/admin/support-tickets/{id}/close', 'adminCloseSupportTicket', 'support.respond', 'Close a ticket', 'From `open` or `answered`; closing a closed ticket changes nothing.'),
    request: { params: IdParams },
    errors: ticketNotFound,
    responses: { 200: jsonContent(ticketResult, 'The ticket') },
  }),
  reopenTicket: defineRoute({
    ...post('/v1/admin/support-tickets/{id}/reopen', 'adminReopenSupportTicket', 'support.respond', 'Reopen a closed or answered ticket', 'Back to `open`; an open ticket stays as it is.'),
    request: { params: IdParams },
    errors: ticketNotFound,
    responses: { 200: jsonContent(ticketResult, 'The ticket') },
  }),
  assignTicket: defineRoute({
    ...post('/v1/admin/support-tickets/{id}/assign', 'adminAssignSupportTicket', 'support.respond', 'Assign a ticket to an admin, or unassign it', 'The admin must be active and hold support.view (422 `param: admin_id`).'),
    request: { params: IdParams, body: jsonBody(AssignBody) },
    errors: ticketNotFound,
    responses: { 200: jsonContent(ticketResult, 'The ticket') },
  }),
  listReports: defineRoute({
    access: { admin: 'support.view' },
    method: 'get',
    path: '/v1/admin/error-reports',
    operationId: 'adminListErrorReports',
    tags,
    summary: 'Error reports by status, kind, lot, assignee and age, oldest first',
    description: `A queue by default (\`sort=oldest\`). ${paged}`,
    request: { query: ReportListQuery },
    responses: { 200: jsonContent(z.object({ error_reports: z.array(AdminReportSchema), next_cursor: nextCursorSchema }).openapi('AdminErrorReportList'), 'A page') },
  }),
  getReport: defineRoute({
    access: { admin: 'support.view' },
    method: 'get',
    path: '/v1/admin/error-reports/{id}',
    operationId: 'adminGetErrorReport',
    tags,
    summary: 'One error report, with the reported lot opened for editing',
    description: 'The lot comes as the bundle editor loads it (`lot.bundle`), with where to send the correction (`lot.edit`) and whether the caller may.',
    request: { params: IdParams },
    errors: reportNotFound,
    responses: { 200: jsonContent(reportResult, 'The report and its lot') },
  }),
  resolveReport: defineRoute({
    ...post(
      '/v1/admin/error-reports/{id}/resolve',
      'adminResolveErrorReport',
      'support.respond',
      'Resolve a report, optionally correcting the lot in the same transaction',
      'From `open`. With `lot_patch` (needs parking.edit too, 403 otherwise) the lot is corrected as by the bundle PATCH and `lot_corrected` is set; a failing patch leaves the report open. The reporter gets an `error_report_update` notification. Resolving a resolved report changes nothing; a rejected one is 409 (reopen it).',
    ),
    request: { params: IdParams, body: jsonBody(ResolveBody) },
    errors: { ...reportNotFound, ...conflict },
    responses: { 200: jsonContent(reportResult, 'The report and its lot') },
  }),
  rejectReport: defineRoute({
    ...post(
      '/v1/admin/error-reports/{id}/reject',
      'adminRejectErrorReport',
      'support.respond',
      'Reject a report with a note the reporter reads',
      'From `open`; the reporter is notified. Rejecting a rejected report with the same note changes nothing; a resolved one is 409.',
    ),
    request: { params: IdParams, body: jsonBody(RejectBody) },
    errors: { ...reportNotFound, ...conflict },
    responses: { 200: jsonContent(reportResult, 'The report') },
  }),
  reopenReport: defineRoute({
    ...post('/v1/admin/error-reports/{id}/reopen', 'adminReopenErrorReport', 'support.respond', 'Reopen a resolved or rejected report', 'Back to `open`, the outcome cleared; an open report stays as it is.'),
    request: { params: IdParams },
    errors: reportNotFound,
    responses: { 200: jsonContent(reportResult, 'The report') },
  }),
  assignReport: defineRoute({
    ...post('/v1/admin/error-reports/{id}/assign', 'adminAssignErrorReport', 'support.respond', 'Assign a report to an admin, or unassign it', 'The admin must be active and hold support.view (422 `param: admin_id`).'),
    request: { params: IdParams, body: jsonBody(AssignBody) },
    errors: reportNotFound,
    responses: { 200: jsonContent(reportResult, 'The report') },
  }),
};

export function registerSupportAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(routes.listTickets, async (c) => {
    const query = c.req.valid('query');
    const { items, nextCursor } = await withCallerDb(c, (db) =>
      keysetPage<AdminTicket>(
        db,
        {
          select: `select ${TICKET_COLUMNS} from public.support_tickets t`,
          alias: 't',
          order: query.sort === 'newest' ? 'desc' : 'asc',
          where: `($1::text is null or t.status = $1) and ($2::text is null or t.category = $2) and ${listWhere('t', 3)}`,
        },
        [query.status ?? null, query.category ?? null, assigneeOf(c, query.assignee), query.min_age_hours ?? null],
        query,
      ),
    );
    return c.json({ support_tickets: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(routes.getTicket, async (c) => {
    const ticket = await withCallerDb(c, (db) => getTicket(db, c.req.valid('param').id));
    return c.json({ support_ticket: ticket }, 200);
  });

  app.openapi(routes.reply, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const admin = c.get('admin')!;
    const ticket = await withAudit(c, async (db, audit) => {
      const before = await getTicket(db, id, true);
      if (before.status === 'closed') throw badMove('ticket', 'closed', 'answered', ['open', 'answered']);
      const { rows } = await db.query<{ id: string }>(
        `insert into public.support_ticket_replies (ticket_id, author, admin_id, body) values ($1, 'support', $2, $3) returning id`,
        [id, admin.id, body.body],
      );
      const status = body.close ? 'closed' : 'answered';
      await db.query('update public.support_tickets set status = $2 where id = $1', [id, status]);
      // The user's notice is written by the reply's own trigger (support_replies_notify_user), whoever writes a reply.
      await audit({
        action: 'support_ticket.reply',
        target_type: 'support_ticket',
        target_id: id,
        before: { status: before.status, reply_id: null },
        after: { status, reply_id: rows[0]!.id },
      });
      return getTicket(db, id);
    });
    return c.json({ support_ticket: ticket }, 200);
  });

  const ticketMove = (verb: 'close' | 'reopen', to: 'closed' | 'open', from: string[]) => async (c: AppContext) => {
    const id = c.req.param('id')!;
    const ticket = await withAudit(c, async (db, audit) => {
      const before = await getTicket(db, id, true);
      if (before.status === to) return before;
      if (!from.includes(before.status)) throw badMove('ticket', before.status, `${verb}d`, from);
      await db.query('update public.support_tickets set status = $2 where id = $1', [id, to]);
      await audit({ action: `support_ticket.${verb}`, target_type: 'support_ticket', target_id: id, before: { status: before.status }, after: { status: to } });
      return getTicket(db, id);
    });
    return c.json({ support_ticket: ticket }, 200);
  };
  app.openapi(routes.closeTicket, (c) => ticketMove('close', 'closed', ['open', 'answered'])(c) as never);
  app.openapi(routes.reopenTicket, (c) => ticketMove('reopen', 'open', ['closed', 'answered'])(c) as never);

  app.openapi(routes.assignTicket, async (c) => {
    const { id } = c.req.valid('param');
    const { admin_id } = c.req.valid('json');
    const ticket = await withAudit(c, async (db, audit) => {
      const before = await getTicket(db, id, true);
      if (before.assigned_admin_id === admin_id) return before;
      await checkAssignee(db, admin_id);
      await db.query('update public.support_tickets set assigned_admin_id = $2 where id = $1', [id, admin_id]);
      await audit({
        action: 'support_ticket.assign',
        target_type: 'support_ticket',
        target_id: id,
        before: { assigned_admin_id: before.assigned_admin_id },
        after: { assigned_admin_id: admin_id },
      });
      return getTicket(db, id);
    });
    return c.json({ support_ticket: ticket }, 200);
  });

  app.openapi(routes.listReports, async (c) => {
    const query = c.req.valid('query');
    const { items, nextCursor } = await withCallerDb(c, (db) =>
      keysetPage<AdminReport>(
        db,
        {
          select: `select ${REPORT_COLUMNS} from public.lot_error_reports r`,
          alias: 'r',
          order: query.sort === 'newest' ? 'desc' : 'asc',
          where: `($1::text is null or r.status = $1) and ($2::text is null or r.kind = $2) and ($3::uuid is null or r.parking_lot_id = $3)
                  and ${listWhere('r', 4)}`,
        },
        [query.status ?? null, query.kind ?? null, query.lot_id ?? null, assigneeOf(c, query.assignee), query.min_age_hours ?? null],
        query,
      ),
    );
    return c.json({ error_reports: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(routes.getReport, async (c) => {
    const body = await withCallerDb(c, async (db) => {
      const report = await getReport(db, c.req.valid('param').id);
      return { error_report: report, lot: await lotForEditing(c, db, report.lot_id) };
    });
    return c.json(body, 200);
  });

  app.openapi(routes.resolveReport, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const admin = c.get('admin')!;
    const result = await withAudit(c, async (db, audit) => {
      const before = await getReport(db, id, true);
      if (before.status === 'resolved' && body.lot_patch === undefined && (body.resolution_note ?? null) === before.resolution_note) {
        return { error_report: before, lot: await lotForEditing(c, db, before.lot_id) };
      }
      if (before.status !== 'open') throw badMove('error report', before.status, 'resolved', ['open']);
      if (body.lot_patch !== undefined) {
        requireAlso(c, 'parking.edit');
        const lotBefore = await lots.lotSnapshot(db, before.lot_id);
        await lots.patchLotBundle(db, before.lot_id, body.lot_patch, false);
        await audit({
          action: 'parking_lot.update',
          target_type: 'parking_lot',
          target_id: before.lot_id,
          before: lotBefore,
          after: await lots.lotSnapshot(db, before.lot_id),
        });
      }
      await db.query(
        `update public.lot_error_reports set status = 'resolved', resolution_note = $2, resolved_at = now(), resolved_by = $3,
                lot_corrected = $4 where id = $1`,
        [id, body.resolution_note ?? null, admin.id, body.lot_patch !== undefined],
      );
      const after = await getReport(db, id);
      await notifyUser(db, before.user_id, 'error_report_update', `Your report about ${before.lot_name ?? 'a parking lot'} was resolved`,
        body.resolution_note ?? 'Thank you: the information has been checked.', { error_report_id: id, lot_id: before.lot_id, status: 'resolved' });
      await audit({ action: 'error_report.resolve', target_type: 'error_report', target_id: id, before, after });
      return { error_report: after, lot: await lotForEditing(c, db, before.lot_id) };
    });
    return c.json(result, 200);
  });

  app.openapi(routes.rejectReport, async (c) => {
    const { id } = c.req.valid('param');
    const { resolution_note } = c.req.valid('json');
    const admin = c.get('admin')!;
    const result = await withAudit(c, async (db, audit) => {
      const before = await getReport(db, id, true);
      if (before.status === 'rejected' && before.resolution_note === resolution_note) {
        return { error_report: before, lot: await lotForEditing(c, db, before.lot_id) };
      }
      if (before.status !== 'open') throw badMove('error report', before.status, 'rejected', ['open']);
      await db.query(
        `update public.lot_error_reports set status = 'rejected', resolution_note = $2, resolved_at = now(), resolved_by = $3 where id = $1`,
        [id, resolution_note, admin.id],
      );
      const after = await getReport(db, id);
      await notifyUser(db, before.user_id, 'error_report_update', `Your report about ${before.lot_name ?? 'a parking lot'} was reviewed`,
        resolution_note, { error_report_id: id, lot_id: before.lot_id, status: 'rejected' });
      await audit({ action: 'error_report.reject', target_type: 'error_report', target_id: id, before, after });
      return { error_report: after, lot: await lotForEditing(c, db, before.lot_id) };
    });
    return c.json(result, 200);
  });

  app.openapi(routes.reopenReport, async (c) => {
    const { id } = c.req.valid('param');
    const result = await withAudit(c, async (db, audit) => {
      const before = await getReport(db, id, true);
      if (before.status !== 'open') {
        await db.query(
          `update public.lot_error_reports set status = 'open', resolution_note = null, resolved_at = null, resolved_by = null, lot_corrected = false
            where id = $1`,
          [id],
        );
        await audit({ action: 'error_report.reopen', target_type: 'error_report', target_id: id, before, after: await getReport(db, id) });
      }
      return { error_report: await getReport(db, id), lot: await lotForEditing(c, db, before.lot_id) };
    });
    return c.json(result, 200);
  });

  app.openapi(routes.assignReport, async (c) => {
    const { id } = c.req.valid('param');
    const { admin_id } = c.req.valid('json');
    const result = await withAudit(c, async (db, audit) => {
      const before = await getReport(db, id, true);
      if (before.assigned_admin_id !== admin_id) {
        await checkAssignee(db, admin_id);
        await db.query('update public.lot_error_reports set assigned_admin_id = $2 where id = $1', [id, admin_id]);
        await audit({
          action: 'error_report.assign',
          target_type: 'error_report',
          target_id: id,
          before: { assigned_admin_id: before.assigned_admin_id },
          after: { assigned_admin_id: admin_id },
        });
      }
      return { error_report: await getReport(db, id), lot: await lotForEditing(c, db, before.lot_id) };
    });
    return c.json(result, 200);
  });
}
