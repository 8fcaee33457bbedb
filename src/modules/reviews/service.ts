import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { Review } from './schemas.js';

const REVIEW_COLUMNS = 'r.id, r.parking_lot_id, r.rating, r.comment, r.status, r.created_at';

async function assertPublishedLot(db: Queryable, lotId: string): Promise<void> {
  const { rows } = await db.query(`select 1 from public.parking_lots where id = $1 and status = 'active'`, [lotId]);
  if (!rows[0]) throw new ApiError('lot_not_found', { message: `No parking lot ${lotId}.`, param: 'id' });
}

/** A review waits for moderation; a user reviews a lot once. */
export async function postReview(db: Queryable, lotId: string, input: { rating: number; comment?: string | null | undefined }): Promise<Review> {
  await assertPublishedLot(db, lotId);
  const { rows } = await db.query<Review>(
    `insert into public.parking_lot_reviews as r (parking_lot_id, rating, comment) values ($1, $2, $3)
     on conflict (parking_lot_id, user_id) do nothing
     returning ${REVIEW_COLUMNS}`,
    [lotId, input.rating, input.comment ?? null],
  );
  if (!rows[0]) throw new ApiError('conflict', { message: 'You have already reviewed this parking lot.', param: null });
  return rows[0];
}

/** Approved reviews of a published lot, newest first. */
export async function listApprovedReviews(
  db: Queryable,
  lotId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<{ items: Review[]; nextCursor: string | null }> {
  await assertPublishedLot(db, lotId);
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<Review>(
    `select ${REVIEW_COLUMNS} from public.parking_lot_reviews r
      where r.parking_lot_id = $1 and r.status = 'approved'
        and ($2::timestamptz is null or (r.created_at, r.id) < ($2::timestamptz, $3::uuid))
      order by r.created_at desc, r.id desc
      limit $4`,
    [lotId, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (r) => [r.created_at, r.id]);
}
