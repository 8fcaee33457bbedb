import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { Audit } from '../admin/audit.js';
import { changedFields } from '../admin/audit.js';
import { lotSnapshot } from '../parking-lots/service.js';

export type LotDecision = 'approve' | 'reject' | 'hold' | 'withdraw';

/** Where each decision may start from, and where it leads (api-decisions: an invalid move is 409). */
export const lotDecisions: Record<LotDecision, { from: readonly string[]; to: string }> = {
  approve: { from: ['pending', 'on_hold'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  hold: { from: ['pending', 'active'], to: 'on_hold' },
  withdraw: { from: ['pending', 'active', 'on_hold', 'rejected'], to: 'withdrawn' },
};

export interface QueueOwner {
  owner_id: string;
  display_name: string;
  status: 'active' | 'suspended';
  contact_email: string | null;
}

export interface LotChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface QueuedLot {
  id: string;
  name: string;
  address: string | null;
  status: 'pending';
  source: string;
  created_at: string;
  submitted_at: string;
  owners: QueueOwner[];
  last_decision: { status: string; reason: string | null; moderated_by: string | null; moderated_at: string } | null;
  /** null: never decided before (a new lot); otherwise the fields changed since the last decision. */
  changes: LotChange[] | null;
}

// Fields that move by themselves or by the decision, not by the owner's edits; and the owner links,
// which only a viewer with owners.view sees (row-level policy on owners), so a comparison of them
// would depend on who looks. The queue row's own `owners` shows them to those who may see them.
const NOT_CHANGES = new Set(['status', 'created_at', 'updated_at', 'owners']);

const SUBMITTED = "date_trunc('milliseconds', l.submitted_at)";

/** Pending lots, the longest-waiting first, with their owners and what changed since the last decision. */
export async function listQueue(db: Queryable, query: { limit: number; cursor?: string | undefined }): Promise<{
  items: QueuedLot[];
  nextCursor: string | null;
}> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<Omit<QueuedLot, 'changes' | 'last_decision'> & {
    moderated_snapshot: Record<string, unknown> | null;
    moderation_reason: string | null;
    moderated_by: string | null;
    moderated_at: string | null;
  }>(
    `select l.id, l.name, l.address, l.status, l.source, l.created_at, ${SUBMITTED} as submitted_at,
            l.moderated_snapshot, l.moderation_reason, l.moderated_by, l.moderated_at,
            coalesce((select jsonb_agg(jsonb_build_object('owner_id', o.id, 'display_name', o.display_name, 'status', o.status,
                                                          'contact_email', o.contact_email) order by lo.created_at, o.id)
                        from public.parking_lot_owners lo join public.owners o on o.id = lo.owner_id
                       where lo.parking_lot_id = l.id), '[]') as owners
       from public.parking_lots l
      where l.status = 'pending'
        and ($1::timestamptz is null or (${SUBMITTED}, l.id) > ($1::timestamptz, $2::uuid))
      order by ${SUBMITTED}, l.id
      limit $3`,
    [after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  const items: (QueuedLot & { _key: unknown[] })[] = [];
  for (const row of rows) {
    const { moderated_snapshot, moderation_reason, moderated_by, moderated_at, ...lot } = row;
    let changes: LotChange[] | null = null;
    if (moderated_snapshot) {
      const current = (await lotSnapshot(db, row.id)) ?? {};
      const diff = changedFields(moderated_snapshot, current);
      const fields = [...new Set([...Object.keys(diff.before ?? {}), ...Object.keys(diff.after ?? {})])].filter((f) => !NOT_CHANGES.has(f));
      changes = fields.map((field) => ({ field, before: diff.before?.[field] ?? null, after: diff.after?.[field] ?? null }));
    }
    const last_decision = moderated_at
      ? { status: String(moderated_snapshot?.status ?? ''), reason: moderation_reason, moderated_by, moderated_at }
      : null;
    items.push({ ...lot, last_decision, changes, _key: [row.submitted_at, row.id] });
  }
  const paged = page(items, query.limit, (l) => l._key);
  return { items: paged.items.map(({ _key, ...l }) => l), nextCursor: paged.nextCursor };
}

/**
 * The owners' notice of a decision: one user_notifications row per owner (notify_lot_owners), in the
 * decision's transaction, so it is written exactly when the decision commits; its push follows by the
 * user_notifications_push trigger (docs/push.md).
 */
export async function notifyLotOwnersOfDecision(db: Queryable, lotId: string, decision: { status: string; reason: string | null }): Promise<void> {
  await db.query('select public.notify_lot_owners($1, $2, $3)', [lotId, decision.status, decision.reason]);
}

/**
 * A moderation decision on a lot: the status move, the reason, who and when, the lot as the moderator
 * saw it (the base of the next "changes"), the audit entry and the owners' notice, in one
 * transaction. Repeating a decision the lot already carries (same status and reason) changes nothing.
 */
export interface LotModeration {
  id: string;
  name: string;
  status: 'draft' | 'pending' | 'active' | 'on_hold' | 'withdrawn' | 'rejected';
  moderation_reason: string | null;
  moderated_by: string | null;
  moderated_at: string | null;
  submitted_at: string | null;
}

async function getLotModeration(db: Queryable, id: string): Promise<LotModeration> {
  const { rows } = await db.query<LotModeration>(
    'select id, name, status, moderation_reason, moderated_by, moderated_at, submitted_at from public.parking_lots where id = $1',
    [id],
  );
  return rows[0]!;
}

export async function decideLot(
  db: Queryable,
  audit: Audit,
  adminId: string,
  id: string,
  decision: LotDecision,
  reason: string | null,
): Promise<LotModeration> {
  const { rows } = await db.query<{ status: string; moderation_reason: string | null }>(
    'select status, moderation_reason from public.parking_lots where id = $1 for update',
    [id],
  );
  const current = rows[0];
  if (!current) throw new ApiError('lot_not_found', { message: `No parking lot ${id}.`, param: 'id' });
  const rule = lotDecisions[decision];
  const before = await lotSnapshot(db, id);
  if (current.status === rule.to && current.moderation_reason === reason) return getLotModeration(db, id);
  if (!rule.from.includes(current.status)) {
    throw new ApiError('conflict', {
      message: `A lot in status ${current.status} cannot be moved by ${decision} (allowed from ${rule.from.join(', ')}).`,
      param: null,
      details: { status: current.status, allowed_from: [...rule.from] },
    });
  }
  await db.query(
    `update public.parking_lots
        set status = $2, moderation_reason = $3, moderated_by = $4, moderated_at = now(),
            moderated_snapshot = $5::jsonb
      where id = $1`,
    [id, rule.to, reason, adminId, JSON.stringify({ ...before, status: rule.to })],
  );
  const after = await lotSnapshot(db, id);
  await audit({
    action: `parking_lot.${decision}`,
    target_type: 'parking_lot',
    target_id: id,
    before: { ...before, moderation_reason: current.moderation_reason },
    after: { ...after, moderation_reason: reason },
  });
  await notifyLotOwnersOfDecision(db, id, { status: rule.to, reason });
  return getLotModeration(db, id);
}
