import { z } from '@hono/zod-openapi';
import { withCallerDb, type AppContext } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { Queryable } from '../../db/types.js';

/**
 * The admin audit log (issue 15 item 12). Every admin write calls `recordAudit` inside the
 * transaction of the change, so the row commits exactly when the change does, and a failed write
 * leaves none. New admin routes get it by running their work through `withAudit`.
 */

export interface AuditEntry {
  /** `<target_type>.<verb>`, e.g. `admin.update`, `review.approve`. */
  action: string;
  target_type: string;
  target_id: string | null;
  /** The target before the write (null when it did not exist); only changed fields are kept. */
  before?: object | null | undefined;
  /** The target after the write (null when it is gone); only changed fields are kept. */
  after?: object | null | undefined;
}

export interface AuditActor {
  adminId: string;
  requestId: string | undefined;
}

export type Audit = (entry: AuditEntry) => Promise<void>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before/after of the fields that changed. A create keeps its whole after, a delete its whole
 * before; an update keeps, on both sides, only the keys whose values differ.
 */
export function changedFields(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b = (before ?? null) as Record<string, unknown> | null;
  const a = (after ?? null) as Record<string, unknown> | null;
  if (!b || !a) return { before: b, after: a };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !same(b[k], a[k]));
  return {
    before: Object.fromEntries(keys.filter((k) => k in b).map((k) => [k, b[k]])),
    after: Object.fromEntries(keys.filter((k) => k in a).map((k) => [k, a[k]])),
  };
}

/** Writes one audit row in the caller's transaction (`tx` must be the transaction of the change). */
export async function recordAudit(tx: Queryable, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const diff = changedFields(entry.before, entry.after);
  await tx.query(
    `insert into public.admin_audit_log (admin_id, action, target_type, target_id, before, after, request_id)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      actor.adminId,
      entry.action,
      entry.target_type,
      entry.target_id,
      diff.before === null ? null : JSON.stringify(diff.before),
      diff.after === null ? null : JSON.stringify(diff.after),
      actor.requestId ?? null,
    ],
  );
}

export function auditActor(c: AppContext): AuditActor {
  const admin = c.get('admin');
  if (!admin) throw new Error('auditActor on a route without an admin guard');
  return { adminId: admin.id, requestId: c.get('requestId') };
}

/**
 * An admin write: the work runs in one transaction as the caller and is handed `audit`, which
 * records an entry in that same transaction. Call it once per changed target.
 */
export function withAudit<T>(c: AppContext, work: (tx: Queryable, audit: Audit) => Promise<T>): Promise<T> {
  const actor = auditActor(c);
  return withCallerDb(c, (tx) => work(tx, (entry) => recordAudit(tx, actor, entry)));
}

// Reading --------------------------------------------------------------------------------------------

export interface AuditRow {
  id: string;
  admin_id: string;
  admin_name: string;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  created_at: string;
}

export interface AuditQuery {
  admin_id?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** Newest first, filtered by admin, action, target and time (`from` inclusive, `to` exclusive). */
export async function listAuditLog(db: Queryable, query: AuditQuery): Promise<{ items: AuditRow[]; nextCursor: string | null }> {
  if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
    throw new ApiError('validation_error', { message: '`from` must be before `to`.', param: 'from' });
  }
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<AuditRow>(
    `select l.id, l.admin_id, a.name as admin_name, a.email as admin_email, l.action, l.target_type, l.target_id,
            l.before, l.after, l.request_id, l.created_at
       from public.admin_audit_log l
       join public.admins a on a.id = l.admin_id
      where ($1::uuid is null or l.admin_id = $1)
        and ($2::text is null or l.action = $2)
        and ($3::text is null or l.target_type = $3)
        and ($4::text is null or l.target_id = $4)
        and ($5::timestamptz is null or l.created_at >= $5)
        and ($6::timestamptz is null or l.created_at < $6)
        and ($7::timestamptz is null or (l.created_at, l.id) < ($7::timestamptz, $8::uuid))
      order by l.created_at desc, l.id desc
      limit $9`,
    [
      query.admin_id ?? null,
      query.action ?? null,
      query.target_type ?? null,
      query.target_id ?? null,
      query.from ?? null,
      query.to ?? null,
      after?.[0] ?? null,
      after?.[1] ?? null,
      query.limit + 1,
    ],
  );
  return page(rows, query.limit, (r) => [r.created_at, r.id]);
}
