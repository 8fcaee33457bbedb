import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database } from '../db/types.js';
import type { Logger } from '../logger.js';
import { DEMO_AD_ID, DEMO_ARTICLE_SLUG, DEMO_SPONSOR_ID, seedDemoContent } from './demo-content.js';
import { demoPlaceIds, seedDemoLots } from './demo-lots.js';

/**
 * Whether every demo row is there: the lots, both locales of the article, the ad, the sponsor and
 * its reward. One statement, so that a warm start (where they always are) does not pay for each
 * seed's own check and transaction (0.2 s of the embedded start, most of it the first touch of
 * each table).
 */
export async function demoDataPresent(db: Database): Promise<boolean> {
  const placeIds = demoPlaceIds();
  const { rows } = await asCaller(db, serviceCaller, (tx) =>
    tx.query<{ present: boolean }>(
      `select (select count(*) from public.parking_lots where place_id = any ($1)) = $2
          and (select count(*) from public.articles where slug = $3 and locale in ('ja', 'en')) = 2
          and exists (select 1 from public.ads where id = $4)
          and exists (select 1 from public.sponsors where id = $5)
          and exists (select 1 from public.sponsor_rewards where sponsor_id = $5) as present`,
      [placeIds, placeIds.length, DEMO_ARTICLE_SLUG, DEMO_AD_ID, DEMO_SPONSOR_ID],
    ),
  );
  return rows[0]!.present;
}

/**
 * The demo lots and content (SEED_DEMO_DATA): each seed adds what is missing of its rows, as
 * before; when nothing is, one statement says so and neither runs.
 */
export async function seedDemoData(db: Database, log: Logger): Promise<void> {
  if (await demoDataPresent(db)) return;
  const added = await seedDemoLots(db);
  if (added > 0) log.info({ parking_lots: added }, 'demo parking lots seeded');
  const content = await seedDemoContent(db);
  if (content > 0) log.info({ rows: content }, 'demo articles, ads and sponsors seeded');
}
