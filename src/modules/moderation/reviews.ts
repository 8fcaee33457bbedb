import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { Audit } from '../admin/audit.js';

export interface AdminReview {
  id: string;
  parking_lot_id: string;
  parking_lot_name: string;
  user_id: string;
  rating: number;
  comment: string | null;
  status: 'pending' | 'approved' | 'rejected';
  rejection_reason: string | null;
  moderated_by: string | null;
  moderated_at: string | null;
  created_at: string;
}

// The lot's name through moderated_lot_name: a moderator may hold no key that reads lots.
const COLUMNS = `r.id, r.parking_lot_id, public.moderated_lot_name(r.parking_lot_id) as parking_lot_name, r.user_id, r.rating,
  r.comment, r.status, r.rejection_reason, r.moderated_by, r.moderated_at, r.created_at`;

export interface ReviewQueueQuery {
  status?: AdminReview['status'] | undefined;
  parking_lot_id?: string | undefined;
  sort: 'oldest' | 'newest';
  limit: number;
  cursor?: string | undefined;
}

/** Reviews of any status (the moderation table); `sort=oldest` puts the longest-waiting first. */
export async function listReviews(db: Queryable, query: ReviewQueueQuery): Promise<{ items: AdminReview[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const [cmp, dir] = query.sort === 'oldest' ? ['>', 'asc'] : ['<', 'desc'];
  const { rows } = await db.query<AdminReview>(
    `select ${COLUMNS}
       from public.parking_lot_reviews r
      where ($1::text is null or r.status = $1)
        and ($2::uuid is null or r.parking_lot_id = $2)
        and ($3::timestamptz is null or (r.created_at, r.id) ${cmp} ($3::timestamptz, $4::uuid))
      order by r.created_at ${dir}, r.id ${dir}
      limit $5`,
    [query.status ?? null, query.parking_lot_id ?? null, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (r) => [r.created_at, r.id]);
}

export async function getReview(db: Queryable, id: string): Promise<AdminReview> {
  const { rows } = await db.query<AdminReview>(
    `select ${COLUMNS} from public.parking_lot_reviews r where r.id = $1`,
    [id],
  );
  if (!rows[0]) throw new ApiError('not_found', { message: `No review ${id}.`, param: 'id' });
  return rows[0];
}

/**
 * Approve or reject. The lot's review_count and rating sum (avg_rating in search and detail) follow in
 * the same statement, through the reviews' listing trigger. Deciding what is already decided the same
 * way (same status and reason) changes nothing and records nothing: a retried click is harmless.
 */
export async function moderateReview(
  db: Queryable,
  audit: Audit,
  adminId: string,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<AdminReview> {
  // Row lock: two moderators deciding at once are serialised, the second sees the first's result.
  const locked = await db.query('select 1 from public.parking_lot_reviews where id = $1 for update', [id]);
  if (!locked.rows[0]) throw new ApiError('not_found', { message: `No review ${id}.`, param: 'id' });
  const before = await getReview(db, id);
  const reason = decision.status === 'rejected' ? decision.reason : null;
  if (before.status === decision.status && before.rejection_reason === reason) return before;
  await db.query(
    `update public.parking_lot_reviews
        set status = $2, rejection_reason = $3, moderated_by = $4, moderated_at = now()
      where id = $1`,
    [id, decision.status, reason, adminId],
  );
  const after = await getReview(db, id);
  await audit({
    action: decision.status === 'approved' ? 'review.approve' : 'review.reject',
    target_type: 'review',
    target_id: id,
    before,
    after,
  });
  return after;
}
