import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAudit, createdMinutesAgo, createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

/** Articles, ads, sponsors, themes and the holiday calendar on the admin side (issue 15 item 7). */
describe('content administration', () => {
  let h: Harness;
  let content: string; // content_manager: articles.*, ads.*, gamification.*
  let writer: string; // articles.view + articles.edit, no articles.publish
  let superToken: string;

  const auditOf = async (targetId: string) =>
    (
      await h.db.query<{ action: string; before: any; after: any }>(
        'select action, before, after from public.admin_audit_log where target_id = $1 order by created_at, id',
        [targetId],
      )
    ).rows;

  beforeAll(async () => {
    h = await createHarness();
    superToken = (await h.createAdmin('super_admin')).token;
    content = (await h.createAdmin('content_manager')).token;
    const role = await h.request('/v1/admin/roles', {
      token: superToken,
      body: { role_code: 'writer', name: 'Writer', permission_keys: ['articles.view', 'articles.edit'] },
    });
    expect(role.status, role.text).toBe(201);
    writer = (await h.createAdmin('writer')).token;
  });
  afterAll(() => h.close());

  describe('articles', () => {
    let id: string;
    const draft = { slug: 'winter-tips', locale: 'en', category: 'guide', title: 'Winter tips', body_markdown: '# Snow\n\n<script>x</script>Chains.' };

    it('writes a draft, names the field of a bad one, and refuses a taken slug', async () => {
      const res = await h.request('/v1/admin/articles', { token: writer, body: draft });
      expect(res.status, res.text).toBe(201);
      expect(res.body.article).toMatchObject({ slug: 'winter-tips', status: 'draft', published_at: null });
      expect(res.body.article.body_html).toContain('<h1>Snow</h1>');
      expect(res.body.article.body_html).not.toContain('<script>');
      id = res.body.article.id;

      const taken = await h.request('/v1/admin/articles', { token: writer, body: draft });
      expect(taken.status).toBe(409);
      expect(taken.body.error.param).toBe('slug');
      const badSlug = await h.request('/v1/admin/articles', { token: writer, body: { ...draft, slug: 'Not A Slug' } });
      expect(badSlug.status).toBe(422);
      expect(badSlug.body.error.param).toBe('slug');
      const badCategory = await h.request('/v1/admin/articles', { token: writer, body: { ...draft, slug: 'other', category: 'gossip' } });
      expect(badCategory.status).toBe(422);
      expect(badCategory.body.error.param).toBe('category');
      const noStatus = await h.request('/v1/admin/articles', { token: writer, body: { ...draft, slug: 'other', status: 'published' } });
      expect(noStatus.status).toBe(422);
    });

    it('previews unsaved Markdown as the app will show it', async () => {
      const res = await h.request('/v1/admin/articles/preview', { token: writer, body: { body_markdown: '**bold** [x](javascript:alert(1))' } });
      expect(res.status).toBe(200);
      expect(res.body.body_html).toContain('<strong>bold</strong>');
      expect(res.body.body_html).not.toContain('href="javascript');
    });

    it('publishing needs articles.publish; a writer cannot publish or edit what is public', async () => {
      const refused = await h.request(`/v1/admin/articles/${id}/publish`, { token: writer, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body.error.details).toMatchObject({ permission: 'articles.publish' });

      const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const scheduled = await h.request(`/v1/admin/articles/${id}/publish`, { token: content, body: { published_at: later } });
      expect(scheduled.status, scheduled.text).toBe(200);
      expect(scheduled.body.article.status).toBe('scheduled');
      expect((await h.request('/v1/articles')).body.articles.map((a: any) => a.id)).not.toContain(id);

      const edit = await h.request(`/v1/admin/articles/${id}`, { method: 'PATCH', token: writer, body: { title: 'Changed' } });
      expect(edit.status).toBe(403);
      expect(edit.body.error.details).toMatchObject({ permission: 'articles.publish' });
      const archive = await h.request(`/v1/admin/articles/${id}/archive`, { method: 'POST', token: writer });
      expect(archive.status).toBe(403);

      const now = await h.request(`/v1/admin/articles/${id}/publish`, { method: 'POST', token: content });
      expect(now.status, now.text).toBe(200);
      expect(now.body.article.status).toBe('published');
      expect((await h.request('/v1/articles')).body.articles.map((a: any) => a.id)).toContain(id);
    });

    it('moves between states and refuses the moves a state does not allow', async () => {
      const restorePublished = await h.request(`/v1/admin/articles/${id}/restore`, { method: 'POST', token: content });
      expect(restorePublished.status).toBe(409);
      expect(restorePublished.body.error).toMatchObject({ code: 'conflict', details: { allowed_from: ['archived'] } });

      const unpublished = await h.request(`/v1/admin/articles/${id}/unpublish`, { method: 'POST', token: content });
      expect(unpublished.body.article.status).toBe('draft');
      await ageAudit(h.db, id);
      const archived = await h.request(`/v1/admin/articles/${id}/archive`, { method: 'POST', token: writer });
      expect(archived.status, archived.text).toBe(200);
      expect(archived.body.article.status).toBe('archived');
      const again = await h.request(`/v1/admin/articles/${id}/archive`, { method: 'POST', token: writer });
      expect(again.status).toBe(200);

      const publishArchived = await h.request(`/v1/admin/articles/${id}/publish`, { token: content, body: {} });
      expect(publishArchived.status).toBe(409);
      expect(publishArchived.body.error.details.allowed_from).toEqual(['draft', 'published', 'scheduled']);
      const unpublishArchived = await h.request(`/v1/admin/articles/${id}/unpublish`, { method: 'POST', token: content });
      expect(unpublishArchived.status).toBe(409);

      const restored = await h.request(`/v1/admin/articles/${id}/restore`, { method: 'POST', token: writer });
      expect(restored.body.article.status).toBe('draft');
      await ageAudit(h.db, id);
      const edited = await h.request(`/v1/admin/articles/${id}`, { method: 'PATCH', token: writer, body: { title: 'Winter driving tips' } });
      expect(edited.status).toBe(200);
      expect(edited.body.article.title).toBe('Winter driving tips');

      // One row per change; the repeated archive and the refused moves left none.
      expect((await auditOf(id)).map((r) => r.action)).toEqual([
        'article.create',
        'article.publish',
        'article.publish',
        'article.unpublish',
        'article.archive',
        'article.restore',
        'article.update',
      ]);
      const update = (await auditOf(id)).at(-1)!;
      expect(update.before).toEqual({ title: 'Winter tips', updated_at: expect.any(String) });
    });

    it('lists by status and locale, paged', async () => {
      for (const n of [1, 2, 3]) {
        const res = await h.request('/v1/admin/articles', { token: writer, body: { ...draft, slug: `page-${n}`, locale: 'ja', title: `Page ${n}` } });
        expect(res.status).toBe(201);
        // A minute apart, oldest first: PGlite's clock moves in milliseconds, so articles made in a row can share an instant.
        await createdMinutesAgo(h.db, 'public.articles', res.body.article.id, 10 - n);
      }
      const first = await h.request('/v1/admin/articles?status=draft&locale=ja&limit=2', { token: writer });
      expect(first.status).toBe(200);
      expect(first.body.articles.map((a: any) => a.slug)).toEqual(['page-3', 'page-2']);
      const second = await h.request(`/v1/admin/articles?status=draft&locale=ja&limit=2&cursor=${first.body.next_cursor}`, { token: writer });
      expect(second.body.articles.map((a: any) => a.slug)).toEqual(['page-1']);
      expect(second.body.next_cursor).toBeNull();
      const published = await h.request('/v1/admin/articles?status=published', { token: writer });
      expect(published.body.articles).toEqual([]);
      const bad = await h.request('/v1/admin/articles?status=live', { token: writer });
      expect(bad.status).toBe(422);
      expect(bad.body.error.param).toBe('status');
    });
  });

  describe('ads', () => {
    let adId: string;

    it('creates an ad with its schedule and names a bad field', async () => {
      const start = new Date(Date.now() - 3_600_000).toISOString();
      const backwards = await h.request('/v1/admin/ads', {
        token: content,
        body: { placement: 'home_banner', title: 'Sale', starts_at: start, ends_at: new Date(Date.now() - 7_200_000).toISOString() },
      });
      expect(backwards.status).toBe(422);
      expect(backwards.body.error.param).toBe('ends_at');
      const placement = await h.request('/v1/admin/ads', { token: content, body: { placement: 'moon', title: 'Sale' } });
      expect(placement.status).toBe(422);
      expect(placement.body.error.param).toBe('placement');

      const res = await h.request('/v1/admin/ads', {
        token: content,
        body: { placement: 'home_banner', title: 'Winter sale', link_url: 'https://example.jp/sale', starts_at: start, priority: 5 },
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.ad).toMatchObject({ state: 'running', impressions: 0, clicks: 0, priority: 5 });
      adId = res.body.ad.id;
      expect((await h.request('/v1/ads?placement=home_banner')).body.ads.map((a: any) => a.id)).toContain(adId);
    });

    it('shows impressions and clicks per day', async () => {
      for (const type of ['impression', 'impression', 'click']) {
        expect((await h.request(`/v1/ads/${adId}/events`, { body: { type } })).status).toBe(201);
      }
      const stats = await h.request(`/v1/admin/ads/${adId}/stats`, { token: content });
      expect(stats.status, stats.text).toBe(200);
      expect(stats.body.days).toHaveLength(30);
      expect(stats.body.totals).toEqual({ impressions: 2, clicks: 1 });
      expect(stats.body.days.at(-1)).toMatchObject({ impressions: 2, clicks: 1 });
      const range = await h.request(`/v1/admin/ads/${adId}/stats?from=2026-02-01&to=2026-01-01`, { token: content });
      expect(range.status).toBe(422);
      expect(range.body.error.param).toBe('from');
    });

    it('stops an ad, filters by state, and audits the change', async () => {
      const off = await h.request(`/v1/admin/ads/${adId}`, { method: 'PATCH', token: content, body: { is_active: false } });
      expect(off.status).toBe(200);
      expect(off.body.ad.state).toBe('inactive');
      expect((await h.request('/v1/admin/ads?state=running', { token: content })).body.ads).toEqual([]);
      expect((await h.request('/v1/admin/ads?state=inactive', { token: content })).body.ads.map((a: any) => a.id)).toEqual([adId]);
      expect((await h.request('/v1/ads?placement=home_banner')).body.ads.map((a: any) => a.id)).not.toContain(adId);
      const audit = await auditOf(adId);
      expect(audit.map((r) => r.action)).toEqual(['ad.create', 'ad.update']);
      expect(audit[1]!.after).toMatchObject({ is_active: false, state: 'inactive' });
    });
  });

  describe('sponsors', () => {
    it('creates a sponsor with point, radius and reward, and changes them', async () => {
      const bad = await h.request('/v1/admin/sponsors', { token: content, body: { name: 'Cafe', benefit: '10% off', lat: 91, lng: 139.7 } });
      expect(bad.status).toBe(422);
      expect(bad.body.error.param).toBe('lat');
      const res = await h.request('/v1/admin/sponsors', {
        token: content,
        body: { name: 'Cafe', benefit: '10% off', lat: 35.69, lng: 139.7, checkin_radius_m: 50, checkin_exp: 20, status: 'active', reward: { coupon: 'CAFE10' } },
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.sponsor).toMatchObject({ checkin_radius_m: 50, checkin_exp: 20, reward: { coupon: 'CAFE10' }, checkins_count: 0 });
      const id = res.body.sponsor.id;
      await ageAudit(h.db, id);
      const patched = await h.request(`/v1/admin/sponsors/${id}`, { method: 'PATCH', token: content, body: { checkin_radius_m: 200, reward: { coupon: 'CAFE20' } } });
      expect(patched.body.sponsor).toMatchObject({ checkin_radius_m: 200, reward: { coupon: 'CAFE20' } });
      const list = await h.request('/v1/admin/sponsors?status=active', { token: content });
      expect(list.body.sponsors.map((s: any) => s.id)).toEqual([id]);
      expect((await auditOf(id)).map((r) => r.action)).toEqual(['sponsor.create', 'sponsor.update']);
    });
  });

  describe('themes', () => {
    it('lists, creates and changes themes; names the field of a bad one', async () => {
      const list = await h.request('/v1/admin/themes', { token: content });
      expect(list.body.themes.map((t: any) => t.code)).toContain('standard');
      const colors = { primary: '#112233', background: '#ffffff' };
      const bad = await h.request('/v1/admin/themes', { token: content, body: { code: 'forest', name_en: 'Forest', name_ja: '森', colors: { primary: 'green' } } });
      expect(bad.status).toBe(422);
      expect(bad.body.error.param).toBe('colors');
      const badge = await h.request('/v1/admin/themes', { token: content, body: { code: 'forest', name_en: 'Forest', name_ja: '森', colors, granted_by_badge: 'nope' } });
      expect(badge.status).toBe(422);
      expect(badge.body.error.param).toBe('granted_by_badge');
      const res = await h.request('/v1/admin/themes', { token: content, body: { code: 'forest', name_en: 'Forest', name_ja: '森', colors, price_exp: 300 } });
      expect(res.status, res.text).toBe(201);
      const dup = await h.request('/v1/admin/themes', { token: content, body: { code: 'forest', name_en: 'F', name_ja: '森', colors } });
      expect(dup.status).toBe(409);
      expect(dup.body.error.param).toBe('code');
      const off = await h.request(`/v1/admin/themes/${res.body.theme.id}`, { method: 'PATCH', token: content, body: { is_active: false, price_exp: null } });
      expect(off.body.theme).toMatchObject({ is_active: false, price_exp: null });
      expect((await auditOf(res.body.theme.id)).map((r) => r.action)).toEqual(['theme.create', 'theme.update']);
    });
  });

  describe('holiday calendar', () => {
    // A Wednesday that is neither a holiday nor the eve of one.
    const day = '2031-06-11';
    let lotId: string;
    const fee = async () => {
      const res = await h.request(`/v1/parking-lots/${lotId}/calc-fee`, {
        body: { entry_at: `${day}T10:00:00+09:00`, exit_at: `${day}T11:00:00+09:00`, vehicle_type: 'regular' },
      });
      expect(res.status, res.text).toBe(200);
      return res.body.total_amount as number;
    };

    beforeAll(async () => {
      lotId = await createLot(h.db, {
        rules: [
          { rule_order: 0, category: 'unit', day_type: 'holiday', per_minutes: 30, price_minor: 500 },
          { rule_order: 1, category: 'unit', day_type: 'weekday', per_minutes: 30, price_minor: 100 },
        ],
      });
    });

    it('a one-off holiday prices the weekday as a holiday at once, and removing it undoes that', async () => {
      expect(await fee()).toBe(200);
      const refused = await h.request('/v1/admin/holidays', { token: content, body: { date: day, name: '臨時休日' } });
      expect(refused.status).toBe(403);
      expect(refused.body.error.details).toMatchObject({ permission: 'settings.edit' });

      const added = await h.request('/v1/admin/holidays', { token: superToken, body: { date: day, name: '臨時休日', name_en: 'Special holiday' } });
      expect(added.status, added.text).toBe(201);
      expect(added.body.holiday).toEqual({ date: day, name: '臨時休日', name_en: 'Special holiday' });
      expect(await fee()).toBe(1000);

      const dup = await h.request('/v1/admin/holidays', { token: superToken, body: { date: day, name: 'x' } });
      expect(dup.status).toBe(409);
      expect(dup.body.error.param).toBe('date');
      const badDate = await h.request('/v1/admin/holidays', { token: superToken, body: { date: '2031-02-30', name: 'x' } });
      expect(badDate.status).toBe(422);
      expect(badDate.body.error.param).toBe('date');

      const year = await h.request('/v1/admin/holidays?year=2031', { token: superToken });
      expect(year.body.holidays).toContainEqual({ date: day, name: '臨時休日', name_en: 'Special holiday' });

      const removed = await h.request(`/v1/admin/holidays/${day}`, { method: 'DELETE', token: superToken });
      expect(removed.status).toBe(204);
      expect(await fee()).toBe(200);
      expect((await h.request(`/v1/admin/holidays/${day}`, { method: 'DELETE', token: superToken })).status).toBe(404);
      expect((await auditOf(day)).map((r) => r.action)).toEqual(['holiday.create', 'holiday.delete']);
    });
  });
});
