import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, asCaller } from '../../src/db/caller.js';
import { createdMinutesAgo, createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

describe('review moderation', () => {
  let h: Harness;
  let ops: string;
  let agent: string;
  let lotId: string;
  let otherLotId: string;
  const reviewIds: string[] = [];

  const post = async (lot: string, rating: number) => {
    const token = await h.tokenFor();
    const res = await h.request(`/v1/parking-lots/${lot}/reviews`, { token, body: { rating, comment: `rated ${rating}` } });
    expect(res.status).toBe(201);
    return res.body.review.id as string;
  };
  const lotRating = async (id: string) => (await h.request(`/v1/parking-lots/${id}`)).body.parking_lot;

  beforeAll(async () => {
    h = await createHarness();
    ops = (await h.createAdmin('ops_manager')).token;
    agent = (await h.createAdmin('support_agent')).token;
    lotId = await createLot(h.db, { name: 'Rated lot', point: { lat: 35.6905, lng: 139.7005 } });
    otherLotId = await createLot(h.db, { name: 'Other lot' });
    for (const [i, rating] of [5, 4, 1].entries()) {
      reviewIds.push(await post(lotId, rating));
      // A minute apart, oldest first: PGlite's clock moves in milliseconds, so reviews made in a row can share an instant.
      await createdMinutesAgo(h.db, 'public.parking_lot_reviews', reviewIds[i]!, 10 - i);
    }
    await post(otherLotId, 3);
  });
  afterAll(() => h.close());

  it('lists pending reviews by lot, oldest first, in pages', async () => {
    const first = await h.request(`/v1/admin/reviews?status=pending&parking_lot_id=${lotId}&sort=oldest&limit=2`, { token: agent });
    expect(first.status).toBe(200);
    expect(first.body.reviews.map((r: any) => r.id)).toEqual(reviewIds.slice(0, 2));
    expect(first.body.reviews[0]).toMatchObject({ parking_lot_name: 'Rated lot', status: 'pending', rejection_reason: null });
    const second = await h.request(`/v1/admin/reviews?status=pending&parking_lot_id=${lotId}&sort=oldest&limit=2&cursor=${first.body.next_cursor}`, {
      token: agent,
    });
    expect(second.body.reviews.map((r: any) => r.id)).toEqual(reviewIds.slice(2));
    expect(second.body.next_cursor).toBeNull();
    const all = await h.request('/v1/admin/reviews?status=pending', { token: agent });
    expect(all.body.reviews).toHaveLength(4);
    const bad = await h.request('/v1/admin/reviews?status=maybe', { token: agent });
    expect(bad.status).toBe(422);
    expect(bad.body.error.param).toBe('status');
  });

  it('approval changes the lot’s rating and count at once, in detail and in search', async () => {
    expect(await lotRating(lotId)).toMatchObject({ review_count: 0, avg_rating: null });
    expect((await h.request(`/v1/admin/reviews/${reviewIds[0]}/approve`, { method: 'POST', token: agent })).status).toBe(403);

    const a = await h.request(`/v1/admin/reviews/${reviewIds[0]}/approve`, { method: 'POST', token: ops });
    expect(a.status).toBe(200);
    expect(a.body.review).toMatchObject({ status: 'approved', moderated_at: expect.any(String) });
    await h.request(`/v1/admin/reviews/${reviewIds[1]}/approve`, { method: 'POST', token: ops });
    expect(await lotRating(lotId)).toMatchObject({ review_count: 2, avg_rating: 4.5 });

    const nearby = await h.request('/v1/parking-lots/nearby?lat=35.6905&lng=139.7005&radius_m=100');
    expect(nearby.body.parking_lots.find((l: any) => l.id === lotId)).toMatchObject({ review_count: 2, avg_rating: 4.5 });
    const listed = await h.request(`/v1/parking-lots/${lotId}/reviews`);
    expect(listed.body.reviews.map((r: any) => r.id).sort()).toEqual(reviewIds.slice(0, 2).sort());
  });

  it('rejection needs a reason, and takes an approved review out of the rating', async () => {
    const noReason = await h.request(`/v1/admin/reviews/${reviewIds[1]}/reject`, { method: 'POST', token: ops, body: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.param).toBe('reason');
    const blank = await h.request(`/v1/admin/reviews/${reviewIds[1]}/reject`, { method: 'POST', token: ops, body: { reason: '   ' } });
    expect(blank.body.error.param).toBe('reason');
    expect(await lotRating(lotId)).toMatchObject({ review_count: 2 });

    const r = await h.request(`/v1/admin/reviews/${reviewIds[1]}/reject`, { method: 'POST', token: ops, body: { reason: 'Personal data in the comment' } });
    expect(r.status).toBe(200);
    expect(r.body.review).toMatchObject({ status: 'rejected', rejection_reason: 'Personal data in the comment' });
    expect(await lotRating(lotId)).toMatchObject({ review_count: 1, avg_rating: 5 });

    // Approving again clears the reason.
    const back = await h.request(`/v1/admin/reviews/${reviewIds[1]}/approve`, { method: 'POST', token: ops });
    expect(back.body.review).toMatchObject({ status: 'approved', rejection_reason: null });
    expect(await lotRating(lotId)).toMatchObject({ review_count: 2, avg_rating: 4.5 });
  });

  it('audits each decision once; a repeat changes nothing and records nothing', async () => {
    const count = async () =>
      (await h.db.query<{ n: number }>(`select count(*)::int as n from public.admin_audit_log where target_id = $1`, [reviewIds[2]])).rows[0]!.n;
    await h.request(`/v1/admin/reviews/${reviewIds[2]}/reject`, { method: 'POST', token: ops, body: { reason: 'Spam' } });
    await h.request(`/v1/admin/reviews/${reviewIds[2]}/reject`, { method: 'POST', token: ops, body: { reason: 'Spam' } });
    expect(await count()).toBe(1);
    const { rows } = await h.db.query<{ action: string; before: any; after: any }>(
      'select action, before, after from public.admin_audit_log where target_id = $1',
      [reviewIds[2]],
    );
    expect(rows[0]).toMatchObject({ action: 'review.reject', before: { status: 'pending', rejection_reason: null }, after: { status: 'rejected', rejection_reason: 'Spam' } });
  });

  it('answers 404 for an unknown review and 422 for a malformed id', async () => {
    const missing = await h.request('/v1/admin/reviews/00000000-0000-4000-8000-000000000000/approve', { method: 'POST', token: ops });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', param: 'id' });
    const malformed = await h.request('/v1/admin/reviews/nope', { token: ops });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.param).toBe('id');
  });

  it('lets a role holding only the review keys moderate reviews of a lot the public no longer sees', async () => {
    const { rows } = await h.db.query<{ id: string }>(`insert into public.roles (role_code, name) values ('review_desk', 'Review desk') returning id`);
    await h.db.query(`insert into public.role_permissions (role_id, permission_key) values ($1, 'reviews.view'), ($1, 'reviews.moderate')`, [rows[0]!.id]);
    const desk = (await h.createAdmin('review_desk')).token;
    const heldLot = await createLot(h.db, { name: 'Held lot' });
    const reviewId = await post(heldLot, 2);
    await h.db.query(`update public.parking_lots set status = 'on_hold' where id = $1`, [heldLot]);
    expect((await h.request(`/v1/parking-lots/${heldLot}`, { token: desk })).status).toBe(404);

    const queue = await h.request(`/v1/admin/reviews?status=pending&parking_lot_id=${heldLot}`, { token: desk });
    expect(queue.body.reviews).toEqual([expect.objectContaining({ id: reviewId, parking_lot_name: 'Held lot' })]);
    expect((await h.request(`/v1/admin/reviews/${reviewId}`, { token: desk })).body.review).toMatchObject({ parking_lot_name: 'Held lot' });
    const approved = await h.request(`/v1/admin/reviews/${reviewId}/approve`, { method: 'POST', token: desk });
    expect(approved.status).toBe(200);
    expect(approved.body.review).toMatchObject({ status: 'approved', parking_lot_name: 'Held lot' });
    const { rows: lot } = await h.db.query<{ review_count: number }>('select review_count from public.parking_lots where id = $1', [heldLot]);
    expect(lot[0]!.review_count).toBe(1);
  });

  it('tells no one without reviews.view a lot’s name through moderated_lot_name', async () => {
    const heldLot = await createLot(h.db, { name: 'Drafted lot', status: 'draft' });
    const nameAs = (sub: string) =>
      asCaller(h.db, { role: 'authenticated', claims: { sub, role: 'authenticated' } }, (tx) =>
        tx.query<{ name: string | null }>('select public.moderated_lot_name($1) as name', [heldLot]),
      );
    expect((await nameAs(await h.createUser())).rows[0]!.name).toBeNull();
    expect((await nameAs((await h.createAdmin('support_agent')).userId)).rows[0]!.name).toBe('Drafted lot');
    await expect(asCaller(h.db, anonCaller, (tx) => tx.query('select public.moderated_lot_name($1)', [heldLot]))).rejects.toMatchObject({ code: '42501' });
  });
});
