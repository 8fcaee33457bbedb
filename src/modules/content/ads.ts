import type { Queryable } from '../../db/types.js';
import type { Ad } from './schemas.js';

/**
 * Running ads of a placement: active, started and not ended by the database's clock, for the locale
 * (and those for every locale), highest priority first, then the most recently started. Asked
 * explicitly, as for articles, so that an admin's token sees what everyone sees.
 */
export async function listAds(db: Queryable, query: { placement: string; locale?: string | undefined; limit?: number | undefined }): Promise<Ad[]> {
  const { rows } = await db.query<Ad>(
    `select a.id, a.placement, a.locale, a.title, a.body, image.public_url as image_url, a.link_url, a.advertiser, a.starts_at, a.ends_at
       from public.ads a left join public.assets image on image.id = a.image_asset_id
      where a.placement = $1
        and a.is_active and a.starts_at <= now() and (a.ends_at is null or a.ends_at > now())
        and ($2::text is null or a.locale is null or a.locale = $2)
      order by a.priority desc, a.starts_at desc, a.id
      limit $3`,
    [query.placement, query.locale ?? null, query.limit ?? 10],
  );
  return rows;
}

/** One impression or click, counted by record_ad_event (one upsert of a counter row). */
export async function recordAdEvent(db: Queryable, adId: string, type: 'impression' | 'click'): Promise<void> {
  await db.query('select public.record_ad_event($1, $2)', [adId, type]);
}
