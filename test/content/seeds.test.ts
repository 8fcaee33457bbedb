import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AD_ID, DEMO_ARTICLE_SLUG, DEMO_SPONSOR_ID, seedDemoContent } from '../../src/seeds/demo-content.js';
import { demoDataPresent, seedDemoData } from '../../src/seeds/demo-data.js';
import { DEMO_LOTS_PER_HUB, seedDemoLots } from '../../src/seeds/demo-lots.js';
import { createLogger } from '../../src/logger.js';
import { createHarness, type Harness } from '../support/harness.js';

describe('demo content for the embedded start', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('seeds an article in two locales, an ad and a sponsor, once', async () => {
    expect(await seedDemoContent(h.db)).toBe(4);
    expect(await seedDemoContent(h.db)).toBe(0);
  });

  it('is what a newcomer reads, sees and checks in at, next to the demo lots by Tokyo Station', async () => {
    expect(await seedDemoLots(h.db)).toBe(12 * DEMO_LOTS_PER_HUB);
    const list = await h.request('/v1/articles', { headers: { 'accept-language': 'ja' } });
    expect(list.body.articles.map((a: { slug: string }) => a.slug)).toEqual([DEMO_ARTICLE_SLUG, DEMO_ARTICLE_SLUG]);
    const article = await h.request(`/v1/articles/${DEMO_ARTICLE_SLUG}`, { headers: { 'accept-language': 'en' } });
    expect(article.body.article.title).toBe('Getting started');
    expect(article.body.article.body_html).toContain('<h2>What the app does</h2>');

    const ads = await h.request('/v1/ads?placement=home_banner&locale=ja');
    expect(ads.body.ads.map((a: { id: string }) => a.id)).toEqual([DEMO_AD_ID]);
    expect((await h.request(`/v1/ads/${DEMO_AD_ID}/events`, { body: { type: 'impression' } })).status).toBe(201);

    const station = { lat: 35.681236, lng: 139.767125 };
    const nearby = await h.request(`/v1/sponsors/nearby?lat=${station.lat}&lng=${station.lng}`);
    expect(nearby.body.sponsors).toEqual([expect.objectContaining({ id: DEMO_SPONSOR_ID, checkin_exp: 20 })]);
    expect(nearby.body.sponsors[0].distance_m).toBeLessThan(100);
    const lots = await h.request(`/v1/parking-lots/nearby?lat=${nearby.body.sponsors[0].lat}&lng=${nearby.body.sponsors[0].lng}`);
    expect(lots.body.parking_lots.length).toBeGreaterThan(0);

    const token = await h.tokenFor(randomUUID());
    const checkin = await h.request(`/v1/sponsors/${DEMO_SPONSOR_ID}/checkin`, { token, body: { ...station, client_request_id: randomUUID() } });
    expect(checkin.status).toBe(201);
    expect(checkin.body.checkin.reward_data).toEqual({ coupon_code: 'DEMO-COFFEE', how_to_use: 'Show this code at the counter.' });
    expect((await h.request('/v1/me/exp', { token })).body).toMatchObject({ exp: { points: 20, level: 1 } });
  });

  it('is found complete by one statement on a warm start, and whatever is missing is seeded again', async () => {
    await seedDemoData(h.db, createLogger('silent'));
    expect(await demoDataPresent(h.db)).toBe(true);
    await h.db.query('delete from public.ads where id = $1', [DEMO_AD_ID]);
    expect(await demoDataPresent(h.db)).toBe(false);
    await seedDemoData(h.db, createLogger('silent'));
    expect(await demoDataPresent(h.db)).toBe(true);
    expect((await h.db.query('select 1 from public.ads where id = $1', [DEMO_AD_ID])).rows).toHaveLength(1);
  });
});
