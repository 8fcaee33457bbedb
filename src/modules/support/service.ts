import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { ErrorReport, ErrorReportInput, SupportTicket, SupportTicketInput } from './schemas.js';

/** Instants inside JSON built by SQL, written as the API writes them (UTC, milliseconds, Z). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const attachmentsOf = (table: string, owner: string, id: string) => `coalesce((
    select jsonb_agg(jsonb_build_object('asset_id', a.id, 'file_name', a.file_name, 'mime_type', a.mime_type,
                                        'file_size', a.file_size, 'public_url', a.public_url) order by x.position)
      from public.${table} x join public.assets a on a.id = x.asset_id where x.${owner} = ${id}), '[]')`;

const TICKET_COLUMNS = `t.id, t.category, t.subject, t.body, t.parking_lot_id, t.parking_session_id, t.status,
  ${attachmentsOf('support_ticket_attachments', 'ticket_id', 't.id')} as attachments,
  coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'author', r.author, 'body', r.body, 'created_at', ${iso('r.created_at')})
                             order by r.created_at, r.id)
              from public.support_ticket_replies r where r.ticket_id = t.id), '[]') as replies,
  t.created_at, t.updated_at`;

const REPORT_COLUMNS = `r.id, r.parking_lot_id as lot_id, r.kind, r.description, r.suggested,
  ${attachmentsOf('lot_error_report_photos', 'report_id', 'r.id')} as photos,
  r.status, r.resolution_note, r.resolved_at, r.created_at, r.updated_at`;

/**
 * A ticket through create_support_ticket, which checks what it names and counts it against the
 * caller's 5 a day (429 rate_limited with Retry-After and `details.reset_at`). `created` is false
 * for a repeat of the client request id.
 */
export async function createSupportTicket(
  db: Queryable,
  input: SupportTicketInput,
  clientRequestId: string | undefined,
): Promise<{ ticket: SupportTicket; created: boolean }> {
  const { rows } = await db.query<{ ticket_id: string; created: boolean }>(
    'select ticket_id, created from public.create_support_ticket($1, $2, $3, $4, $5, $6::uuid[], $7)',
    [
      input.category,
      input.subject,
      input.body,
      input.parking_lot_id ?? null,
      input.parking_session_id ?? null,
      input.attachments ?? [],
      clientRequestId ?? null,
    ],
  );
  const { ticket_id: id, created } = rows[0]!;
  return { ticket: await getSupportTicket(db, id), created };
}

/** One of the caller's own tickets with its thread; another user's is not found. */
export async function getSupportTicket(db: Queryable, id: string): Promise<SupportTicket> {
  const { rows } = await db.query<SupportTicket>(
    `select ${TICKET_COLUMNS} from public.support_tickets t where t.id = $1 and t.user_id = auth.uid()`,
    [id],
  );
  if (!rows[0]) throw new ApiError('not_found', { message: `No support ticket ${id} of yours.`, param: 'id' });
  return rows[0];
}

/** The caller's own tickets, newest first. */
export async function listSupportTickets(db: Queryable, query: { limit: number; cursor?: string | undefined }) {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<SupportTicket>(
    `select ${TICKET_COLUMNS} from public.support_tickets t
      where t.user_id = auth.uid()
        and ($1::timestamptz is null or (t.created_at, t.id) < ($1::timestamptz, $2::uuid))
      order by t.created_at desc, t.id desc
      limit $3`,
    [after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (t) => [t.created_at, t.id]);
}

// Error reports -------------------------------------------------------------------------------------

function sameReport(existing: { lot_id: string; kind: string; description: string; suggested: unknown }, input: ErrorReportInput): boolean {
  return (
    existing.lot_id === input.lot_id &&
    existing.kind === input.kind &&
    existing.description === input.description &&
    JSON.stringify(existing.suggested ?? null) === JSON.stringify(input.suggested ?? null)
  );
}

async function reportByRequest(db: Queryable, clientRequestId: string, input: ErrorReportInput): Promise<ErrorReport | undefined> {
  const { rows } = await db.query<ErrorReport>(
    `select ${REPORT_COLUMNS} from public.lot_error_reports r where r.user_id = auth.uid() and r.client_request_id = $1`,
    [clientRequestId],
  );
  const existing = rows[0];
  if (existing && !sameReport(existing, input)) {
    throw new ApiError('conflict', { message: `client_request_id ${clientRequestId} was already used for a different report.`, param: 'client_request_id' });
  }
  return existing;
}

/**
 * An incorrect-information report about a published lot, written as the caller: the policies of
 * lot_error_reports and lot_error_report_photos are the rules (own row, open, public lot, own
 * uploaded photos); the checks here only name the field that breaks them.
 */
export async function createErrorReport(
  db: Queryable,
  input: ErrorReportInput,
  clientRequestId: string | undefined,
): Promise<{ report: ErrorReport; created: boolean }> {
  if (clientRequestId) {
    const existing = await reportByRequest(db, clientRequestId, input);
    if (existing) return { report: existing, created: false };
  }
  const lot = await db.query(`select 1 from public.parking_lots where id = $1 and status = 'active'`, [input.lot_id]);
  if (!lot.rows[0]) throw new ApiError('lot_not_found', { message: `No parking lot ${input.lot_id}.`, param: 'lot_id' });
  const photos = input.photos ?? [];
  const bad = await db.query<{ asset_id: string }>(
    `select a as asset_id from unnest($1::uuid[]) with ordinality as x(a, n) where not public.can_use_asset(a, 'report_photo') order by n limit 1`,
    [photos],
  );
  if (bad.rows[0]) {
    throw new ApiError('validation_error', {
      message: `photos: asset ${bad.rows[0].asset_id} is not an uploaded report photo of yours.`,
      param: 'photos',
      details: { asset_id: bad.rows[0].asset_id },
    });
  }
  const inserted = await db.query<{ id: string }>(
    `insert into public.lot_error_reports (parking_lot_id, kind, description, suggested, client_request_id)
     values ($1, $2, $3, $4::jsonb, $5)
     on conflict (user_id, client_request_id) do nothing
     returning id`,
    [input.lot_id, input.kind, input.description, input.suggested == null ? null : JSON.stringify(input.suggested), clientRequestId ?? null],
  );
  if (!inserted.rows[0]) {
    // The same client request id committed in between: its report is the answer.
    return { report: (await reportByRequest(db, clientRequestId!, input))!, created: false };
  }
  const id = inserted.rows[0].id;
  if (photos.length) {
    await db.query(
      `insert into public.lot_error_report_photos (report_id, asset_id, position)
       select $1, a, (n - 1)::smallint from unnest($2::uuid[]) with ordinality as x(a, n)`,
      [id, photos],
    );
  }
  return { report: await getErrorReport(db, id), created: true };
}

/** One of the caller's own reports and its outcome; another user's is not found. */
export async function getErrorReport(db: Queryable, id: string): Promise<ErrorReport> {
  const { rows } = await db.query<ErrorReport>(`select ${REPORT_COLUMNS} from public.lot_error_reports r where r.id = $1 and r.user_id = auth.uid()`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No error report ${id} of yours.`, param: 'id' });
  return rows[0];
}

/** The caller's own reports, newest first. */
export async function listErrorReports(db: Queryable, query: { limit: number; cursor?: string | undefined }) {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<ErrorReport>(
    `select ${REPORT_COLUMNS} from public.lot_error_reports r
      where r.user_id = auth.uid()
        and ($1::timestamptz is null or (r.created_at, r.id) < ($1::timestamptz, $2::uuid))
      order by r.created_at desc, r.id desc
      limit $3`,
    [after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (r) => [r.created_at, r.id]);
}
