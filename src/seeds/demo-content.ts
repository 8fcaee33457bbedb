import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database } from '../db/types.js';
import { analyzeSeeded } from './demo-lots.js';

/*
 * Demo content for the embedded start, beside the demo lots: an article (Japanese and English), a
 * home-screen ad and a sponsor by Tokyo Station, where the demo lots are, so that a newcomer can
 * read an article, see an ad and check in (POST /v1/sponsors/{id}/checkin with the sponsor's own
 * lat and lng). Fixed ids and the article's slug make seeding idempotent; no cover or image: the
 * demo ships no files.
 */

export const DEMO_SPONSOR_ID = '5b0a1f0e-7d3c-4c1e-9a60-3f1d2c4b5a01';
export const DEMO_AD_ID = '5b0a1f0e-7d3c-4c1e-9a60-3f1d2c4b5a02';
export const DEMO_ARTICLE_SLUG = 'getting-started';

const articleJa = `## アプリでできること

- **近くの駐車場を探す**：地図の中心から半径500mのコインパーキングを、料金の目安と一緒に表示します。
- **料金を確かめる**：入庫と出庫の時刻を入れると、その駐車場の料金ルールで計算します。
- **駐車を記録する**：入庫で「駐車開始」、出庫で「駐車終了」。料金が確定し、経験値がたまります。

## スポンサーでチェックイン

提携店舗の近く（半径100m以内）でチェックインすると、1日1回、経験値と特典がもらえます。
東京駅前の「丸の内パーキングカフェ」で試してみてください。

詳しくは [ヘルプ](https://example.jp/help) をご覧ください。
`;

const articleEn = `## What the app does

- **Find parking nearby**: coin-parking lots within 500 m of the map's centre, with an estimate of the fee.
- **Check the fee**: enter when you park and leave, and the lot's own rules price the stay.
- **Record your stay**: start a session when you park and end it when you leave; the fee is confirmed and you earn experience points.

## Check in at sponsors

Check in at a partner shop (within 100 m of it), once a day, for experience points and a perk.
Try *Marunouchi Parking Café* in front of Tokyo Station.

See [help](https://example.jp/help) for more.
`;

/** Seeds what is missing; returns how many rows were added (0 once seeded). As the service role, one transaction. */
export async function seedDemoContent(db: Database): Promise<number> {
  const added = await asCaller(db, serviceCaller, async (tx) => {
    let added = 0;
    const articles = await tx.query(
      `insert into public.articles (slug, locale, category, title, summary, body_markdown, status, published_at)
       values ($1, 'ja', 'guide', 'はじめての方へ', '駐車場の探し方、料金の確かめ方、スポンサーでのチェックインまで。', $2, 'published', date_trunc('milliseconds', now())),
              ($1, 'en', 'guide', 'Getting started', 'Finding parking, checking the fee, and checking in at sponsors.', $3, 'published', date_trunc('milliseconds', now()))
       on conflict (slug, locale) do nothing`,
      [DEMO_ARTICLE_SLUG, articleJa, articleEn],
    );
    added += articles.rowCount;
    const ads = await tx.query(
      `insert into public.ads (id, placement, title, body, link_url, advertiser, priority, starts_at)
       values ($1, 'home_banner', '丸の内パーキングカフェ', 'チェックインでコーヒー1杯無料', 'https://example.jp/cafe', 'Marunouchi Parking Café', 10, now())
       on conflict (id) do nothing`,
      [DEMO_AD_ID],
    );
    added += ads.rowCount;
    const sponsors = await tx.query(
      `insert into public.sponsors (id, name, description, benefit, address, lat, lng, checkin_radius_m, checkin_exp, website_url, status)
       values ($1, '丸の内パーキングカフェ', '東京駅丸の内口すぐのカフェ。駐車場検索の合間に。', 'チェックインでコーヒー1杯無料',
               '東京都千代田区丸の内1丁目9', 35.681700, 139.766400, 100, 20, 'https://example.jp/cafe', 'active')
       on conflict (id) do nothing`,
      [DEMO_SPONSOR_ID],
    );
    added += sponsors.rowCount;
    await tx.query(
      `insert into public.sponsor_rewards (sponsor_id, data) values ($1, '{"coupon_code": "DEMO-COFFEE", "how_to_use": "Show this code at the counter."}')
       on conflict (sponsor_id) do nothing`,
      [DEMO_SPONSOR_ID],
    );
    return added;
  });
  if (added > 0) await analyzeSeeded(db, ['public.articles', 'public.ads', 'public.sponsors', 'public.sponsor_rewards']);
  return added;
}
