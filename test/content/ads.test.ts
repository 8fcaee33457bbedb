import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { anon, asCallerRolledBack, createAd, createAsset, expectError, userCaller } from './fixtures.js';

let h: Harness;
const ads = {} as Record<'top' | 'all' | 'ja' | 'en' | 'otherPlacement' | 'future' | 'ended' | 'longEnded' | 'paused', string>;
let image: { id: string; url: string };

beforeAll(async () => {
  h = await createHarness();
  image = await createAsset(h.db);
  ads.top = await createAd(h.db, { title: 'Top', priority: 10, imageAssetId: image.id });
  ads.all = await createAd(h.db, { title: 'Every locale', priority: 5, endsIn: null });
  ads.ja = await createAd(h.db, { title: 'Japanese', locale: 'ja', priority: 1 });
  ads.en = await createAd(h.db, { title: 'English', locale: 'en', priority: 1 });
  ads.otherPlacement = await createAd(h.db, { title: 'Elsewhere', placement: 'lot_detail' });
  ads.future = await createAd(h.db, { title: 'Not yet', startsIn: '+1 hour', endsIn: '+2 hours' });
  ads.ended = await createAd(h.db, { title: 'Over', startsIn: '-3 days', endsIn: '-1 hour' });
  ads.longEnded = await createAd(h.db, { title: 'Long over', startsIn: '-9 days', endsIn: '-2 days' });
  ads.paused = await createAd(h.db, { title: 'Paused', isActive: false, imageAssetId: (await createAsset(h.db)).id });
});
afterAll(() => h.close());

const titles = (res: { body: { ads: { title: string }[] } }) => res.body.ads.map((a) => a.title);

describe('GET /v1/ads', () => {
  it('lists the running ads of a placement, highest priority first, without a token', async () => {
    const res = await h.request('/v1/ads?placement=home_banner');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Top', 'Every locale', expect.any(String), expect.any(String)]);
    expect(titles(res).slice(2).sort()).toEqual(['English', 'Japanese']);
    expect(res.body.ads[0]).toEqual({
      id: ads.top,
      placement: 'home_banner',
      locale: null,
      title: 'Top',
      body: 'Body text',
      image_url: image.url,
      link_url: 'https://example.jp/campaign',
      advertiser: 'Example Co.',
      starts_at: expect.stringMatching(/Z$/),
      ends_at: expect.stringMatching(/Z$/),
    });
    expect(res.body.ads[1].ends_at).toBeNull();
    expect(titles(await h.request('/v1/ads?placement=lot_detail'))).toEqual(['Elsewhere']);
    expect(titles(await h.request('/v1/ads?placement=session_end'))).toEqual([]);
  });

  it('gives a locale its own ads and those for every locale', async () => {
    expect(titles(await h.request('/v1/ads?placement=home_banner&locale=ja'))).toEqual(['Top', 'Every locale', 'Japanese']);
    expect(titles(await h.request('/v1/ads?placement=home_banner&locale=en'))).toEqual(['Top', 'Every locale', 'English']);
  });

  it('follows the schedule by the database clock: an ad starts and ends with no job', async () => {
    await h.db.query(`update public.ads set starts_at = now() - interval '1 second' where id = $1`, [ads.future]);
    expect(titles(await h.request('/v1/ads?placement=home_banner&locale=ja'))).toContain('Not yet');
    await h.db.query(`update public.ads set starts_at = now() + interval '1 hour' where id = $1`, [ads.future]);
    await h.db.query(`update public.ads set ends_at = now() - interval '1 second' where id = $1`, [ads.ja]);
    expect(titles(await h.request('/v1/ads?placement=home_banner&locale=ja'))).toEqual(['Top', 'Every locale']);
    await h.db.query(`update public.ads set ends_at = now() + interval '1 day' where id = $1`, [ads.ja]);
  });

  it('takes a limit', async () => {
    expect(titles(await h.request('/v1/ads?placement=home_banner&limit=1'))).toEqual(['Top']);
  });

  it('refuses bad input with the envelope and the offending param', async () => {
    for (const [query, param] of [
      ['', 'placement'],
      ['placement=Home%20Banner', 'placement'],
      ['placement=home_banner&locale=fr', 'locale'],
      ['placement=home_banner&limit=0', 'limit'],
      ['placement=home_banner&limit=51', 'limit'],
      ['placement=home_banner&limit=1.5', 'limit'],
    ] as const) {
      expectError(await h.request(`/v1/ads?${query}`), 422, 'validation_error', param);
    }
  });
});

async function counts(adId: string): Promise<{ day: string; impressions: number; clicks: number }[]> {
  const { rows } = await h.db.query<{ day: string; impressions: number; clicks: number }>(
    `select day::text as day, impressions, clicks from public.ad_daily_stats where ad_id = $1 order by day`,
    [adId],
  );
  return rows;
}

async function tokyoToday(): Promise<string> {
  return (await h.db.query<{ d: string }>(`select ((now() at time zone 'Asia/Tokyo')::date)::text as d`)).rows[0]!.d;
}

describe('POST /v1/ads/{id}/events', () => {
  it('counts impressions and clicks per ad and Tokyo day, with or without a token', async () => {
    const user = await h.tokenFor();
    for (let i = 0; i < 7; i++) {
      const res = await h.request(`/v1/ads/${ads.all}/events`, { body: { type: 'impression' }, ...(i % 2 ? { token: user } : {}) });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ ok: true });
    }
    for (let i = 0; i < 2; i++) expect((await h.request(`/v1/ads/${ads.all}/events`, { body: { type: 'click' } })).status).toBe(201);
    expect(await counts(ads.all)).toEqual([{ day: await tokyoToday(), impressions: 7, clicks: 2 }]);
    // One counter row per shard used, not one row per event.
    const { rows } = await h.db.query<{ n: number; total: number }>(
      `select count(*)::int as n, sum(count)::int as total from public.ad_event_counts where ad_id = $1`,
      [ads.all],
    );
    expect(rows[0]!.total).toBe(9);
    expect(rows[0]!.n).toBeLessThanOrEqual(9);
  });

  it('keeps the days apart', async () => {
    await h.db.query(
      `insert into public.ad_event_counts (ad_id, day, event_type, shard, count)
       values ($1, '2026-01-01', 'impression', 0, 40), ($1, '2026-01-01', 'impression', 3, 2), ($1, '2026-01-01', 'click', 5, 4)`,
      [ads.en],
    );
    await h.request(`/v1/ads/${ads.en}/events`, { body: { type: 'click' } });
    expect(await counts(ads.en)).toEqual([
      { day: '2026-01-01', impressions: 42, clicks: 4 },
      { day: await tokyoToday(), impressions: 0, clicks: 1 },
    ]);
  });

  it('counts an ad that ended within a day (a fetched list is shown a while), not one long over, paused or not started', async () => {
    expect((await h.request(`/v1/ads/${ads.ended}/events`, { body: { type: 'impression' } })).status).toBe(201);
    for (const id of [ads.longEnded, ads.paused, ads.future, randomUUID()]) {
      expectError(await h.request(`/v1/ads/${id}/events`, { body: { type: 'impression' } }), 404, 'not_found', 'id');
    }
    expect(await counts(ads.paused)).toEqual([]);
  });

  it('refuses bad input with the envelope and the offending param', async () => {
    expectError(await h.request(`/v1/ads/${ads.top}/events`, { body: { type: 'view' } }), 422, 'validation_error', 'type');
    expectError(await h.request(`/v1/ads/${ads.top}/events`, { body: {} }), 422, 'validation_error', 'type');
    expectError(await h.request(`/v1/ads/${ads.top}/events`, { body: { type: 'click', count: 1000 } }), 422, 'validation_error', 'count');
    expectError(await h.request('/v1/ads/not-a-uuid/events', { body: { type: 'click' } }), 422, 'validation_error', 'id');
    expectError(await h.request(`/v1/ads/${ads.top}/events`, { rawBody: '{"type":', headers: { 'content-type': 'application/json' } }), 400, 'malformed_json', null);
    expect(await counts(ads.top)).toEqual([]);
  });
});

describe('row-level security', () => {
  it('shows the public running ads only, and their images only', async () => {
    const user = await h.createUser();
    for (const caller of [anon, userCaller(user)]) {
      const seen = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query<{ title: string }>('select title from public.ads order by title')).rows.map((r) => r.title));
      expect(seen).toEqual(['Elsewhere', 'English', 'Every locale', 'Japanese', 'Top']);
      const assets = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query<{ id: string }>('select id from public.assets')).rows.map((r) => r.id));
      expect(assets).toEqual([image.id]);
    }
  });

  it('keeps the counters from everyone but admins with ads.view; nobody writes them but record_ad_event', async () => {
    const user = await h.createUser();
    for (const caller of [anon, userCaller(user)]) {
      const read = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query('select * from public.ad_daily_stats')).rows.length);
      expect(read).toEqual(caller === anon ? { sqlstate: '42501' } : 0);
      const write = await asCallerRolledBack(h.db, caller, (tx) =>
        tx.query(`insert into public.ad_event_counts (ad_id, day, event_type, shard, count) values ($1, current_date, 'click', 0, 1000000)`, [ads.top]),
      );
      expect(write).toEqual({ sqlstate: '42501' });
      const adWrite = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query(`update public.ads set priority = 1000 where id = $1`, [ads.all])).rowCount);
      expect(adWrite === 0 || (adWrite as { sqlstate: string }).sqlstate === '42501').toBe(true);
    }
    const support = await h.createAdmin('support_agent');
    expect(await asCallerRolledBack(h.db, userCaller(support.userId), async (tx) => (await tx.query('select * from public.ad_daily_stats')).rows.length)).toBe(0);
    const content = await h.createAdmin('content_manager');
    const stats = await asCallerRolledBack(h.db, userCaller(content.userId), async (tx) =>
      (await tx.query<{ impressions: number }>('select impressions from public.ad_daily_stats where ad_id = $1', [ads.all])).rows,
    );
    expect(stats).toEqual([{ impressions: 7 }]);
    const everyAd = await asCallerRolledBack(h.db, userCaller(content.userId), async (tx) => (await tx.query('select id from public.ads')).rows.length);
    expect(everyAd).toBe(Object.keys(ads).length);
    const edit = await asCallerRolledBack(h.db, userCaller(content.userId), async (tx) => (await tx.query(`update public.ads set priority = 7 where id = $1`, [ads.paused])).rowCount);
    expect(edit).toBe(1);
  });
});
