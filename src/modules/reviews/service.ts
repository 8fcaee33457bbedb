import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { Review } from './schemas.js';

const REVIEW_COLUMNS = `r.id, r.parking_lot_id, r.rating, r.comment, r.status,
  coalesce((select jsonb_agg(jsonb_build_object('asset_id', a.id, 'mime_type', a.mime_type, 'public_url', a.public_url) order by p.position)
              from public.parking_lot_review_photos p join public.assets a on a.id = p.asset_id where p.review_id = r.id), '[]') as photos,
  r.created_at`;

async function assertPublishedLot(db: Queryable, lotId: string): Promise<void> {
  const { rows } = await db.query(`select 1 from public.parking_lots where id = $1 and status = 'active'`, [lotId]);
  if (!rows[0]) throw new ApiError('lot_not_found', { message: `No parking lot ${lotId}.`, param: 'id' });
}

/**
 * A review waits for moderation; a user reviews a lot once. Photos are the caller's own uploaded
 * review images (can_use_asset; the photo table's policy says the same).
 */
export async function postReview(
  db: Queryable,
  lotId: string,
  input: { rating: number; comment?: string | null | undefined; photos?: string[] | undefined },
): Promise<Review> {
  await assertPublishedLot(db, lotId);
  const photos = input.photos ?? [];
  if (photos.length) {
    const bad = await db.query<{ asset_id: string }>(
      `select a as asset_id from unnest($1::uuid[]) with ordinality as x(a, n) where not public.can_use_asset(a, 'review_image') order by n limit 1`,
      [photos],
    );
    if (bad.rows[0]) {
      throw new ApiError('validation_error', {
        message: `photos: asset ${bad.rows[0].asset_id} is not an uploaded review image of yours.`,
        param: 'photos',
        details: { asset_id: bad.rows[0].asset_id },
      });
    }
  }
  const { rows } = await db.query<{ id: string }>(
    // Review auto-approve (system setting): the review is published at once.
    `insert into public.parking_lot_reviews as r (parking_lot_id, rating, comment, status)
     values ($1, $2, $3, case when exists (select 1 from public.system_settings s where s.key = 'review_auto_approve' and s.value = 'true'::jsonb)
                              then 'approved' else 'pending' end)
     on conflict (parking_lot_id, user_id) do nothing
     returning r.id`,
    [lotId, input.rating, input.comment ?? null],
  );
  if (!rows[0]) throw new ApiError('conflict', { message: 'You have already reviewed this parking lot.', param: null });
  if (photos.length) {
    await db.query(
      `insert into public.parking_lot_review_photos (review_id, asset_id, position)
       select $1, a, (n - 1)::smallint from unnest($2::uuid[]) with ordinality as x(a, n)`,
      [rows[0].id, photos],
    );
  }
  const review = await db.query<Review>(`select ${REVIEW_COLUMNS} from public.parking_lot_reviews r where r.id = $1`, [rows[0].id]);
  return review.rows[0]!;
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
