import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../src/modules/search-ai/service.js';
import { parseQuery } from '../../src/modules/search-ai/parser/parse.js';
import type { Lexicon } from '../../src/modules/search-ai/parser/lexicon.js';
import { createHarness, ensureIdentityUser, fixedClock, TEST_JWT_SECRET, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';
import { evalNow, loadEvalSet } from './evaluate.js';

const SHINJUKU_STATION = { lat: 35.6896, lng: 139.7006 };
const SHIBUYA_STATION = { lat: 35.658, lng: 139.7016 };

describe('POST /v1/search/ai', () => {
  let h: Harness;
  let lexicon: Lexicon;
  const search = async (query: string, token: string, locale = 'ja-JP') => h.request('/v1/search/ai', { token, body: { query, locale } });
  /** A token for a (new) user's new session, issued at the test's instant: the app's clock reads that. */
  const tokenFor = async (userId: string = randomUUID()) => {
    await ensureIdentityUser(h.db, userId);
    const session = (await h.db.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId])).rows[0]!.id;
    return new SignJWT({ sub: userId, role: 'authenticated', session_id: session })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(evalNow / 1000)
      .setAudience('authenticated')
      .setExpirationTime(evalNow / 1000 + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  };
  /** Each call from a fresh user, so that the limit does not get in the way of what is tested. */
  const ask = async (query: string, locale = 'ja-JP') => search(query, await tokenFor(), locale);

  beforeAll(async () => {
    // Wednesday 2026-05-13, noon in Tokyo.
    h = await createHarness({ clock: fixedClock(evalNow) });
    lexicon = await loadLexicon(h.db);
  });
  afterAll(() => h.close());

  it('reads the Japanese example of the issue: place, stay, price and a tag, with a nearby query ready to run', async () => {
    const res = await ask('新宿駅の近くで明日10時から3時間、1000円以内、屋根付き');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      location: '新宿駅',
      entry_at: '2026-05-14T01:00:00.000Z',
      exit_at: '2026-05-14T04:00:00.000Z',
      max_price: 1000,
      filters: [{ type: 'tag', value: 'covered', text: '屋根付き', in_search: true }],
      confidence: expect.any(Number),
      point: SHINJUKU_STATION,
      search: {
        lat: SHINJUKU_STATION.lat,
        lng: SHINJUKU_STATION.lng,
        radius_m: 500,
        tags: 'covered',
        entry_at: '2026-05-14T01:00:00.000Z',
        exit_at: '2026-05-14T04:00:00.000Z',
        max_price: 1000,
      },
    });
    expect(res.body.confidence).toBeGreaterThanOrEqual(0.9);
    expect(Object.keys(res.body)).toEqual(['location', 'entry_at', 'exit_at', 'max_price', 'filters', 'confidence', 'point', 'search']);
  });

  it('reads the English example of the issue', async () => {
    const res = await ask('covered parking near Shibuya station tomorrow 9am-6pm under 1500 yen with EV charging', 'en-US');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      location: 'Shibuya station',
      entry_at: '2026-05-14T00:00:00.000Z',
      exit_at: '2026-05-14T09:00:00.000Z',
      max_price: 1500,
      point: SHIBUYA_STATION,
      search: { lat: SHIBUYA_STATION.lat, lng: SHIBUYA_STATION.lng, radius_m: 500, tags: 'covered,ev_charger', max_price: 1500 },
    });
    expect(res.body.filters.map((f: { value: string }) => f.value)).toEqual(['covered', 'ev_charger']);
  });

  it('gives a search the nearby endpoint runs as it is', async () => {
    await createLot(h.db, { name: '新宿駅前パーキング', point: { lat: 35.6899, lng: 139.7009 } });
    const res = await ask('新宿駅の近くで明日10時から3時間、1000円以内');
    const params = new URLSearchParams(Object.entries(res.body.search).map(([k, v]): [string, string] => [k, String(v)]));
    const nearby = await h.request(`/v1/parking-lots/nearby?${params}`);
    expect(nearby.status, nearby.text).toBe(200);
    // 200 yen a started 30 minutes for 3 hours: 1,200 yen, above 1,000.
    expect(nearby.body.parking_lots).toEqual([]);
    const wider = await h.request(`/v1/parking-lots/nearby?${params}`.replace('max_price=1000', 'max_price=1200'));
    expect(wider.body.parking_lots.map((l: { name: string }) => l.name)).toEqual(['新宿駅前パーキング']);
  });

  it('resolves a location the gazetteer lacks through published lots’ addresses and names', async () => {
    await createLot(h.db, { name: 'テスト西口第7', address: '東京都新宿区西新宿1丁目5-1', point: { lat: 35.6905, lng: 139.6975 } });
    await createLot(h.db, { name: 'テスト西口第8', address: '東京都新宿区西新宿1丁目7-2', point: { lat: 35.6911, lng: 139.6981 } });
    await createLot(h.db, { name: '下書きの駐車場ポラリス', address: '東京都港区', status: 'draft', point: { lat: 35.6, lng: 139.7 } });
    const byAddress = await ask('西新宿1丁目の近く 明日');
    expect(byAddress.status, byAddress.text).toBe(200);
    expect(byAddress.body.location).toBe('西新宿1丁目');
    expect(byAddress.body.point).toEqual({ lat: 35.6908, lng: 139.6978 });
    const byName = await ask('テスト西口第8 今から2時間');
    expect(byName.body).toMatchObject({ location: 'テスト西口第8', point: { lat: 35.6911, lng: 139.6981 } });
    // A lot that is not published is nobody's landmark.
    const draft = await ask('下書きの駐車場ポラリスの近く');
    expect(draft.body.point).toBeUndefined();
  });

  it('keeps an unresolved location, without a point and with a lower confidence', async () => {
    const unknown = await ask('ほげほげビルの近くで明日10時から2時間');
    const known = await ask('渋谷駅の近くで明日10時から2時間');
    expect(unknown.status).toBe(200);
    expect(unknown.body.location).toBe('ほげほげビル');
    expect(unknown.body.point).toBeUndefined();
    expect(unknown.body.search.lat).toBeUndefined();
    expect(unknown.body.confidence).toBeLessThan(known.body.confidence);
  });

  it('reports filters nearby search cannot run, and leaves them out of search', async () => {
    const res = await ask('平置きで機械式以外、軽、高さ2.1m、ハイルーフ、上野');
    expect(res.body.filters).toEqual([
      { type: 'max_height_m', value: 2.1, text: '高さ2.1m', in_search: true },
      { type: 'structure', value: 'flat', text: '平置き', in_search: false },
      { type: 'entry_method', value: 'self', text: '機械式以外', in_search: false },
      { type: 'vehicle_type', value: 'kei', text: '軽', in_search: false },
      { type: 'tag', value: 'high_roof_ok', text: 'ハイルーフ', in_search: true },
    ]);
    expect(res.body.search).toEqual({ lat: 35.7138, lng: 139.777, radius_m: 500, tags: 'high_roof_ok', max_height_m: 2.1 });
  });

  it('answers 422 unparseable with only code and message: nothing usable, only noise, or an end before the start', async () => {
    for (const [query, locale, message] of [
      ['', 'ja', '検索文が空です。'],
      ['駐車場を探してください', 'ja', '場所・日時・料金・条件のいずれも読み取れませんでした。'],
      ['parking please', 'en', 'No place, time, price or condition could be read from the query.'],
      ['明日10時から今日の9時まで', 'ja', '終了時刻が開始時刻より前になっています。'],
      ['10am to 9am near Shibuya', 'en', 'The end of the time range is before its start.'],
    ] as const) {
      const res = await ask(query, locale);
      expect(res.status, query).toBe(422);
      expect(res.body).toEqual({ error: { code: 'unparseable', message } });
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('answers a body that breaks the schema with validation_error naming the field', async () => {
    const token = await tokenFor();
    const missing = await h.request('/v1/search/ai', { token, body: { query: '新宿' } });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: 'validation_error', param: 'locale' });
    const long = await h.request('/v1/search/ai', { token, body: { query: 'あ'.repeat(501), locale: 'ja' } });
    expect(long.body.error).toMatchObject({ code: 'validation_error', param: 'query' });
    const extra = await h.request('/v1/search/ai', { token, body: { query: '新宿', locale: 'ja', radius: 3 } });
    expect(extra.body.error).toMatchObject({ code: 'validation_error', param: 'radius' });
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await h.request('/v1/search/ai', { body: { query: '新宿', locale: 'ja' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('lets a free user make 10 searches a minute: the 11th is 429 with Retry-After and RateLimit headers', async () => {
    const token = await tokenFor();
    const remaining: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await search('渋谷駅 明日', token);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('10');
      expect(res.headers.get('ratelimit-policy')).toBe('10;w=60');
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    const refused = await search('渋谷駅 明日', token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'rate_limited', details: { limit: 10, window_seconds: 60 } });
    // Ten in any minute: the next is allowed when the first search, moments ago, is a minute old.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(30);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    // Another user's budget is their own.
    expect((await ask('渋谷駅 明日')).status).toBe(200);
  });

  it('counts the limit in the database, shared by every API process', async () => {
    const userId = randomUUID();
    const token = await tokenFor(userId);
    // A second app on the same database, as a second process would be (not closed: close drops the database).
    const other = await createHarness({ database: h.database, clock: fixedClock(evalNow) });
    for (let i = 0; i < 5; i++) expect((await search('渋谷', token)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await other.request('/v1/search/ai', { token, body: { query: '渋谷', locale: 'ja' } })).status).toBe(200);
    expect((await search('渋谷', token)).status).toBe(429);
  });

  it('gives a Plus subscriber 60 a minute: the 11th call is answered', async () => {
    const plus = randomUUID();
    await ensureIdentityUser(h.db, plus);
    // A Plus purchase whose period runs (user_is_premium reads the database clock).
    await h.db.query(
      `insert into public.user_subscriptions (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end)
       select $1, id, 'ios', ios_product_id, $2, now() + interval '30 days' from public.subscription_plans where plan_code = 'plus_monthly'`,
      [plus, `tx-${plus}`],
    );
    const token = await tokenFor(plus);
    for (let i = 0; i < 11; i++) {
      const res = await search('渋谷駅 明日', token);
      expect(res.status, `call ${i + 1}`).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('60');
    }
  });

  it('ships a gazetteer whose every place lies in its area and a phrase table whose tags exist, readable by all, written by none', async () => {
    const boxes = { tokyo: [35.3, 36.0, 139.0, 140.2], osaka: [34.3, 34.9, 135.2, 135.75], nagoya: [34.7, 35.45, 136.7, 137.45] } as const;
    const { rows } = await h.db.query<{ place_id: string; kind: string; area: keyof typeof boxes; lat: number; lng: number; reading: string }>(
      'select place_id, kind, area, lat, lng, reading from public.search_ai_places',
    );
    for (const p of rows) {
      const [s, n, w, e] = boxes[p.area];
      expect(p.lat >= s && p.lat <= n && p.lng >= w && p.lng <= e, p.place_id).toBe(true);
    }
    const count = (kind: string, area: string) => rows.filter((p) => p.kind === kind && p.area === area).length;
    // Every ward: Tokyo's 23, Osaka's 24, Nagoya's 16; every city of Tokyo (26) and Osaka Prefecture (33).
    expect([count('ward', 'tokyo'), count('ward', 'osaka'), count('ward', 'nagoya')]).toEqual([23, 24, 16]);
    expect(rows.filter((p) => p.kind === 'city' && p.area === 'tokyo' && !['city:tokyo:yokohama', 'city:tokyo:kawasaki', 'city:tokyo:saitama', 'city:tokyo:chiba'].includes(p.place_id))).toHaveLength(26);
    expect(count('city', 'osaka')).toBe(33);
    // No two places of one kind on the same spot (a copied row).
    const spots = rows.map((p) => `${p.kind}:${p.lat},${p.lng}`);
    expect(new Set(spots).size).toBe(spots.length);
    const orphans = await h.db.query(`select phrase from public.search_ai_phrases p where kind = 'tag' and not exists (select 1 from public.tags t where t.tag_code = p.tag_code)`);
    expect(orphans.rows).toEqual([]);
    // Master data: the user roles read it and write none of it.
    for (const role of ['anon', 'authenticated']) {
      const read = await h.db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        return (await tx.query('select count(*)::int as n from public.search_ai_places')).rows[0] as { n: number };
      });
      expect(read.n).toBe(rows.length);
      await expect(
        h.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query(`insert into public.search_ai_phrases (phrase, kind) values ('zzz', 'noise')`);
        }),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('never scores a query above itself once unrecognised text is added (monotone confidence)', () => {
    const queries = loadEvalSet().filter((c) => !c.unparseable).map((c) => c.query);
    fc.assert(
      fc.property(
        fc.constantFrom(...queries),
        fc.stringMatching(/^[qxzjv]{3,8}$|^[ぬゑゐゎ]{2,5}$/),
        fc.constantFrom(' ', '、', ' and '),
        (query, junk, glue) => {
          const base = parseQuery(query, lexicon, { now: evalNow });
          const noisy = parseQuery(query + glue + junk, lexicon, { now: evalNow });
          return noisy.confidence <= base.confidence;
        },
      ),
      { numRuns: 300 },
    );
  });
});
