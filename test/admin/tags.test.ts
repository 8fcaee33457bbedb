import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

describe('tag master administration', () => {
  let h: Harness;
  let ops: string;
  let tagId: string;
  let lotId: string;

  beforeAll(async () => {
    h = await createHarness();
    ops = (await h.createAdmin('ops_manager')).token;
  });
  afterAll(() => h.close());

  it('creates a tag that is offered at once, and refuses a taken code', async () => {
    const res = await h.request('/v1/admin/tags', {
      token: ops,
      body: { tag_code: 'valet', category: 'service', name_en: 'Valet', name_ja: 'バレー', sort_order: 999 },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.tag).toMatchObject({ tag_code: 'valet', is_active: true, lots_count: 0 });
    tagId = res.body.tag.id;
    expect((await h.request('/v1/tags')).body.tags.map((t: any) => t.tag_code)).toContain('valet');

    const again = await h.request('/v1/admin/tags', { token: ops, body: { tag_code: 'valet', category: 'service', name_en: 'X', name_ja: 'X' } });
    expect(again.status).toBe(409);
    expect(again.body.error.param).toBe('tag_code');
    const bad = await h.request('/v1/admin/tags', { token: ops, body: { tag_code: 'Bad Code', category: 'service', name_en: 'X', name_ja: 'X' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.param).toBe('tag_code');
  });

  it('renames a tag; the code stays', async () => {
    const res = await h.request(`/v1/admin/tags/${tagId}`, { method: 'PATCH', token: ops, body: { name_en: 'Valet parking', name_ja: 'バレーパーキング' } });
    expect(res.status).toBe(200);
    expect(res.body.tag).toMatchObject({ tag_code: 'valet', name_en: 'Valet parking' });
    const code = await h.request(`/v1/admin/tags/${tagId}`, { method: 'PATCH', token: ops, body: { tag_code: 'other' } });
    expect(code.status).toBe(422);
    expect(code.body.error.param).toBe('tag_code');
    const audit = await h.db.query<{ action: string; before: any; after: any }>(
      `select action, before, after from public.admin_audit_log where target_id = $1 order by created_at, id`,
      [tagId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['tag.create', 'tag.update']);
    expect(audit.rows[1]!.before).toMatchObject({ name_en: 'Valet', name_ja: 'バレー' });
  });

  it('a retired tag stays on its lots but is no longer offered nor accepted for other lots', async () => {
    const lot = await h.request('/v1/admin/parking-lots', { token: ops, body: { parking_lot: { name: 'Valet lot', status: 'active' }, tags: [{ tag_code: 'valet' }] } });
    expect(lot.status, lot.text).toBe(201);
    lotId = lot.body.parking_lot.id;

    const retired = await h.request(`/v1/admin/tags/${tagId}/retire`, { method: 'POST', token: ops });
    expect(retired.body.tag).toMatchObject({ is_active: false, lots_count: 1 });
    expect((await h.request('/v1/tags')).body.tags.map((t: any) => t.tag_code)).not.toContain('valet');
    expect((await h.request('/v1/tags', { token: ops })).body.tags.map((t: any) => t.tag_code)).not.toContain('valet');
    expect((await h.request('/v1/admin/tags?status=retired', { token: ops })).body.tags.map((t: any) => t.tag_code)).toEqual(['valet']);

    const full = await h.request(`/v1/admin/parking-lots/${lotId}`, { token: ops });
    expect(full.body.tags.map((t: any) => t.tag_code)).toContain('valet');

    const other = await h.request('/v1/admin/parking-lots', { token: ops, body: { parking_lot: { name: 'Other' }, tags: [{ tag_code: 'valet' }] } });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ code: 'unknown_tag_code', details: { tag_code: 'valet' } });
    // The lot that carries it may still change or drop it.
    const keep = await h.request(`/v1/admin/parking-lots/${lotId}`, { method: 'PATCH', token: ops, body: { tags: [{ tag_code: 'valet', state: false }] } });
    expect(keep.status, keep.text).toBe(200);

    const restored = await h.request(`/v1/admin/tags/${tagId}/restore`, { method: 'POST', token: ops });
    expect(restored.body.tag.is_active).toBe(true);
    expect((await h.request('/v1/tags')).body.tags.map((t: any) => t.tag_code)).toContain('valet');
  });

  it('answers 404 for an unknown tag', async () => {
    const res = await h.request('/v1/admin/tags/00000000-0000-4000-8000-000000000000/retire', { method: 'POST', token: ops });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', param: 'id' });
  });
});
