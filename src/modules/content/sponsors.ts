import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { NearbySponsor, Sponsor, SponsorCheckin } from './schemas.js';

const SPONSOR_COLUMNS = `s.id, s.name, s.description, s.benefit, s.address, s.lat, s.lng, s.checkin_radius_m, s.checkin_exp,
  logo.public_url as logo_url, s.website_url`;

/**
 * Active sponsors, newest partners first. checked_in_today reads the caller's own check-ins (RLS);
 * an anonymous caller, who may not read check-ins at all, gets null without asking.
 */
export async function listSponsors(
  db: Queryable,
  query: { limit: number; cursor?: string | undefined },
  signedIn: boolean,
): Promise<{ items: Sponsor[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const checkedInToday = signedIn
    ? `exists (select 1 from public.sponsor_checkins c
                where c.sponsor_id = s.id and c.user_id = auth.uid() and c.local_date = (now() at time zone 'Asia/Tokyo')::date)`
    : 'null::boolean';
  const { rows } = await db.query<Sponsor & { created_at: string }>(
    `select ${SPONSOR_COLUMNS}, ${checkedInToday} as checked_in_today, s.created_at
       from public.sponsors s left join public.assets logo on logo.id = s.logo_asset_id
      where s.status = 'active'
        and ($1::timestamptz is null or (s.created_at, s.id) < ($1::timestamptz, $2::uuid))
      order by s.created_at desc, s.id desc
      limit $3`,
    [after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  const { items, nextCursor } = page(rows, query.limit, (r) => [r.created_at, r.id]);
  return { items: items.map(({ created_at: _created, ...sponsor }) => sponsor), nextCursor };
}

export async function nearbySponsors(
  db: Queryable,
  query: { lat: number; lng: number; radius_m?: number | undefined; limit?: number | undefined },
): Promise<NearbySponsor[]> {
  const { rows } = await db.query<NearbySponsor>('select * from public.nearby_sponsors($1, $2, $3, $4)', [
    query.lat,
    query.lng,
    query.radius_m ?? 500,
    query.limit ?? 50,
  ]);
  return rows;
}

export interface CheckinResult {
  checkin: SponsorCheckin;
  exp: { points: number; level: number };
  /** false for a repeat of an earlier request (the API answers 200 instead of 201). */
  created: boolean;
}

/** checkin_sponsor: distance, once a day, idempotency and the award all happen in the database. */
export async function checkInAtSponsor(
  db: Queryable,
  sponsorId: string,
  position: { lat: number; lng: number },
  clientRequestId: string,
): Promise<CheckinResult> {
  const { rows } = await db.query<SponsorCheckin & { exp: number; level: number; created: boolean }>(
    'select * from public.checkin_sponsor($1, $2, $3, $4)',
    [sponsorId, position.lat, position.lng, clientRequestId],
  );
  const { exp, level, created, ...checkin } = rows[0]!;
  return { checkin, exp: { points: exp, level }, created };
}
