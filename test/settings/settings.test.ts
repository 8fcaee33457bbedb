import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

describe('system settings', () => {
  let h: Harness;
  let root: string;
  let ops: string;

  beforeAll(async () => {
    h = await createHarness();
    root = (await h.createAdmin('super_admin')).token;
    ops = (await h.createAdmin('ops_manager')).token;
  });
  afterAll(() => h.close());

  const patch = (body: unknown, token = root) => h.request('/v1/admin/settings', { method: 'PATCH', token, body });

  it('shows every setting with its default, and validates each by its type and bounds', async () => {
    const res = await h.request('/v1/admin/settings', { token: root });
    expect(res.body.settings).toEqual({ maintenance_mode: false, default_search_radius_m: 500, review_auto_approve: false });
    for (const [body, param] of [
      [{ maintenance_mode: 'yes' }, 'maintenance_mode'],
      [{ default_search_radius_m: 0 }, 'default_search_radius_m'],
      [{ default_search_radius_m: 1.5 }, 'default_search_radius_m'],
      [{ unknown_key: true }, 'unknown_key'],
    ] as const) {
      const bad = await patch(body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(bad.body.error.param).toBe(param);
    }
    expect((await patch({ review_auto_approve: true }, ops)).status).toBe(403);
    const audit = await h.db.query(`select 1 from public.admin_audit_log where action = 'settings.update'`);
    expect(audit.rows).toHaveLength(0);
  });

  it('maintenance mode answers 503 on /v1/* except the admin routes and health', async () => {
    const on = await patch({ maintenance_mode: true });
    expect(on.body.settings.maintenance_mode).toBe(true);
    const user = await h.tokenFor();
    const blocked = await h.request('/v1/me', { token: user });
    expect(blocked.status).toBe(503);
    expect(blocked.body.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'maintenance' } });
    expect(blocked.headers.get('retry-after')).toBe('300');
    expect((await h.request('/v1/tags')).status).toBe(503);
    expect((await h.request('/healthz')).status).toBe(200);
    expect((await h.request('/v1/admin/settings', { token: root })).status).toBe(200);
    expect((await h.request('/v1/admin/parking-lots', { token: ops })).status).toBe(200);

    const off = await patch({ maintenance_mode: false });
    expect(off.status).toBe(200);
    expect((await h.request('/v1/tags')).status).toBe(200);
    const audit = await h.db.query<{ before: any; after: any }>(`select before, after from public.admin_audit_log where action = 'settings.update' order by created_at, id`);
    expect(audit.rows.map((r) => r.after)).toEqual([{ maintenance_mode: true }, { maintenance_mode: false }]);
  });

  it('the default search radius applies when a nearby search gives none', async () => {
    // About 800 m north of the search point.
    const far = await createLot(h.db, { name: 'Far lot', point: { lat: 35.6977, lng: 139.7005 } });
    const near = (await h.request('/v1/parking-lots/nearby?lat=35.6905&lng=139.7005')).body.parking_lots.map((l: any) => l.id);
    expect(near).not.toContain(far);
    await patch({ default_search_radius_m: 1000 });
    const wide = (await h.request('/v1/parking-lots/nearby?lat=35.6905&lng=139.7005')).body.parking_lots.map((l: any) => l.id);
    expect(wide).toContain(far);
    const explicit = (await h.request('/v1/parking-lots/nearby?lat=35.6905&lng=139.7005&radius_m=500')).body.parking_lots.map((l: any) => l.id);
    expect(explicit).not.toContain(far);
  });

  it('review auto-approve publishes new reviews at once, in the lot’s rating too', async () => {
    const lot = await createLot(h.db, { name: 'Auto lot' });
    const before = await h.request(`/v1/parking-lots/${lot}/reviews`, { token: await h.tokenFor(), body: { rating: 2 } });
    expect(before.body.review.status).toBe('pending');
    await patch({ review_auto_approve: true });
    const after = await h.request(`/v1/parking-lots/${lot}/reviews`, { token: await h.tokenFor(), body: { rating: 4 } });
    expect(after.body.review.status).toBe('approved');
    expect((await h.request(`/v1/parking-lots/${lot}`)).body.parking_lot).toMatchObject({ review_count: 1, avg_rating: 4 });
    await patch({ review_auto_approve: false });
  });
});
