import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { SavedParkingLot } from './schemas.js';

/** The search row of a saved lot (`l` the lot, `s` the link), from the listing columns search reads too. */
const COLUMNS = `l.id, l.name, l.address, l.rep_lat as lat, l.rep_lng as lng,
  round(l.rating_sum::numeric / nullif(l.review_count, 0), 2) as avg_rating, l.review_count, l.main_image_url as main_image,
  l.tag_codes as tags, s.created_at as saved_at`;

/**
 * Saves a published lot for the caller. Saving it again is the same one row: `created` tells the
 * first time (201) from a repeat (200). A lot that is not published is 404 lot_not_found, whoever
 * may see it otherwise.
 */
export async function saveLot(db: Queryable, userId: string, lotId: string): Promise<{ saved: SavedParkingLot; created: boolean }> {
  const { rows: lot } = await db.query(`select 1 from public.parking_lots where id = $1 and status = 'active'`, [lotId]);
  if (!lot[0]) throw new ApiError('lot_not_found', { message: `No published parking lot ${lotId}.`, param: 'parking_lot_id' });
  const { rows: inserted } = await db.query(
    `insert into public.user_saved_parking_lots (parking_lot_id) values ($1) on conflict (user_id, parking_lot_id) do nothing returning 1`,
    [lotId],
  );
  const { rows } = await db.query<SavedParkingLot>(
    `select ${COLUMNS} from public.user_saved_parking_lots s join public.parking_lots l on l.id = s.parking_lot_id
      where s.user_id = $1 and s.parking_lot_id = $2`,
    [userId, lotId],
  );
  return { saved: rows[0]!, created: inserted.length > 0 };
}

/** Newest saved first; a lot no longer published is left out (its link stays, and returns with it). */
export async function listSavedLots(
  db: Queryable,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<{ items: SavedParkingLot[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<SavedParkingLot>(
    `select ${COLUMNS}
       from public.user_saved_parking_lots s join public.parking_lots l on l.id = s.parking_lot_id
      where s.user_id = $1 and l.status = 'active'
        and ($2::timestamptz is null or (s.created_at, s.parking_lot_id) < ($2::timestamptz, $3::uuid))
      order by s.created_at desc, s.parking_lot_id desc
      limit $4`,
    [userId, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (r) => [r.saved_at, r.id]);
}

/** Removes the link; 204 whether or not it was there (another user's link is not reachable). */
export async function unsaveLot(db: Queryable, userId: string, lotId: string): Promise<void> {
  await db.query('delete from public.user_saved_parking_lots where user_id = $1 and parking_lot_id = $2', [userId, lotId]);
}
