import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, manualClock, type Harness } from '../support/harness.js';

describe('master data', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('lists vehicle types in size order', async () => {
    const res = await h.request('/v1/codes?category=vehicle_type');
    expect(res.status).toBe(200);
    expect(res.body.codes.map((c: { code: string }) => c.code)).toEqual(['motorcycle', 'kei', 'regular', 'oversized']);
  });

  it('carries every category the contract enumerates', async () => {
    const res = await h.request('/v1/codes');
    const byCategory = new Map<string, string[]>();
    for (const c of res.body.codes as { category: string; code: string }[]) {
      byCategory.set(c.category, [...(byCategory.get(c.category) ?? []), c.code]);
    }
    expect(byCategory.get('structure')).toEqual(['flat', 'self_multi', 'mechanical']);
    expect(byCategory.get('operator_code')).toEqual([
      'operator_a', 'operator_b', 'operator_c', 'operator_d', 'operator_e', 'operator_f', 'operator_g', 'operator_h', 'other',
    ]);
    expect(byCategory.get('lot_type')).toEqual(['regular', 'meter', 'ticket', 'monthly_only', 'hourly_with_monthly', 'prepaid_coin']);
    expect(byCategory.get('source')).toEqual(['manual', 'source_a', 'source_b', 'source_c', 'source_d', 'source_e']);
    expect(byCategory.get('lot_status')).toEqual(['draft', 'pending', 'active', 'on_hold', 'withdrawn', 'rejected']);
    expect(byCategory.get('cap_type')).toEqual(['daily_max', 'hour_window_max', 'duration', 'daily']);
  });

  it('is cacheable: Cache-Control, ETag, and 304 on If-None-Match', async () => {
    const first = await h.request('/v1/codes');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toContain('max-age=');
    const again = await h.request('/v1/codes', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Weak comparison: the same tag without W/, in a list, still matches.
    const weakInList = await h.request('/v1/codes', { headers: { 'if-none-match': `"other", ${etag!.slice(2)}` } });
    expect(weakInList.status).toBe(304);
    const stale = await h.request('/v1/codes', { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it('changes the ETag when the data changes', async () => {
    const before = (await h.request('/v1/tags')).headers.get('etag');
    await h.db.query(`update tags set name_en = 'EV charging' where tag_code = 'ev_charger'`);
    const after = await h.request('/v1/tags', { headers: { 'if-none-match': before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('lists subscription plans with yen prices', async () => {
    const res = await h.request('/v1/subscription-plans');
    expect(res.status).toBe(200);
    const codes = res.body.subscription_plans.map((p: { plan_code: string }) => p.plan_code);
    expect(codes).toEqual(['free', 'plus_monthly', 'plus_yearly']);
    expect(res.body.subscription_plans[0]).toMatchObject({ price_minor: 0, currency: 'JPY', billing_period: null, ai_search_per_minute: 10 });
    expect(res.body.subscription_plans[1]).toMatchObject({ tier: 'plus', ai_search_per_minute: 60 });
  });

  it('lists tags with slug-shaped codes, hiding inactive ones', async () => {
    await h.db.query(`update tags set is_active = false where tag_code = 'toilet'`);
    const res = await h.request('/v1/tags');
    const codes = res.body.tags.map((t: { tag_code: string }) => t.tag_code);
    expect(codes).toContain('ev_charger');
    expect(codes).not.toContain('toilet');
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9_]{0,63}$/);
  });

  it('answers HEAD without a body', async () => {
    const res = await h.request('/v1/codes', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });
});

describe('master data cache', () => {
  it('serves a cached body for its lifetime, then reads again', async () => {
    const clock = manualClock();
    const h = await createHarness({ config: { MASTER_DATA_CACHE_SECONDS: '1' }, clock });
    try {
      const before = await h.request('/v1/tags');
      await h.db.query(`update tags set name_en = 'Covered parking' where tag_code = 'covered'`);
      const cached = await h.request('/v1/tags');
      expect(cached.headers.get('etag')).toBe(before.headers.get('etag'));
      clock.advance(500);
      expect((await h.request('/v1/tags')).headers.get('etag')).toBe(before.headers.get('etag'));
      clock.advance(1000);
      const fresh = await h.request('/v1/tags');
      expect(fresh.body.tags.find((t: { tag_code: string }) => t.tag_code === 'covered').name_en).toBe('Covered parking');
    } finally {
      await h.close();
    }
  });
});
