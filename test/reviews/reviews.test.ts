import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { createdMinutesAgo, createHarness, type Harness } from '../support/harness.js';

describe('reviews', () => {
  let h: Harness;
  let lotId: string;
  let draftId: string;

  beforeAll(async () => {
    h = await createHarness();
    const admin = await h.createAdmin('ops_manager');
    const create = async (status: string) =>
      (await h.request('/v1/admin/parking-lots', { token: admin.token, body: { parking_lot: { name: `Reviewed ${status}`, status } } })).body.parking_lot.id;
    lotId = await create('active');
    draftId = await create('draft');
  });
  afterAll(() => h.close());

  const post = async (body: unknown, token?: string, id = lotId) =>
    h.request(`/v1/parking-lots/${id}/reviews`, { token: token ?? (await h.tokenFor()), body });
  const list = (query = '', id = lotId) => h.request(`/v1/parking-lots/${id}/reviews${query}`);
  const approve = (id: string) => h.db.query(`update parking_lot_reviews set status = 'approved' where id = $1`, [id]);

  it('creates a pending review, one per user per lot', async () => {
    const token = await h.tokenFor();
    const res = await post({ rating: 4, comment: '広くて停めやすい。' }, token);
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ parking_lot_id: lotId, rating: 4, comment: '広くて停めやすい。', status: 'pending' });
    const again = await post({ rating: 5 }, token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect((await post({ rating: 5 }, '')).status).toBe(401);
  });

  it('holds rating to 1..5 and the comment to 1..1000 characters', async () => {
    for (const body of [{ rating: 1 }, { rating: 5, comment: null }, { rating: 3, comment: 'あ'.repeat(1000) }, { rating: 2, comment: 'x' }]) {
      expect((await post(body)).status, JSON.stringify(body).slice(0, 60)).toBe(201);
    }
    for (const [body, param] of [
      [{ rating: 0 }, 'rating'], [{ rating: 6 }, 'rating'], [{ rating: 4.5 }, 'rating'], [{}, 'rating'],
      [{ rating: 3, comment: 'あ'.repeat(1001) }, 'comment'], [{ rating: 3, comment: '' }, 'comment'], [{ rating: 3, comment: '   ' }, 'comment'],
      [{ rating: 3, status: 'approved' }, 'status'],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.body.error.param).toBe(param);
    }
  });

  it('is refused for lots that are not published', async () => {
    for (const id of [draftId, randomUUID()]) {
      const res = await post({ rating: 3 }, undefined, id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('lot_not_found');
      expect((await list('', id)).status).toBe(404);
    }
  });

  it('lists approved reviews only, newest first, with paging; ratings count approved reviews only', async () => {
    const admin = await h.createAdmin('ops_manager');
    const lot = (await h.request('/v1/admin/parking-lots', { token: admin.token, body: { parking_lot: { name: 'Paged', status: 'active' } } })).body.parking_lot.id;
    const ids: string[] = [];
    for (const [i, rating] of [5, 4, 3, 2, 1].entries()) {
      const res = await post({ rating, comment: `rated ${rating}` }, undefined, lot);
      ids.push(res.body.review.id);
      // A minute apart, oldest first: PGlite's clock moves in milliseconds, so reviews made in a row can share an instant.
      await createdMinutesAgo(h.db, 'public.parking_lot_reviews', res.body.review.id, 10 - i);
    }
    expect((await list('', lot)).body.reviews).toEqual([]);
    for (const id of ids.slice(0, 3)) await approve(id);
    await h.db.query(`update parking_lot_reviews set status = 'rejected' where id = $1`, [ids[3]]);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { reviews: { rating: number; status: string }[]; next_cursor: string | null } } = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`, lot);
      for (const r of res.body.reviews) expect(r.status).toBe('approved');
      seen.push(...res.body.reviews.map((r) => r.rating));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([3, 4, 5]);
    expect((await h.request(`/v1/parking-lots/${lot}`)).body.parking_lot).toMatchObject({ avg_rating: 4, review_count: 3 });
  });

  it('is guarded by the database too', async () => {
    const user = randomUUID();
    const caller = { role: 'authenticated' as const, claims: { sub: user, role: 'authenticated' } };
    const attempt = (sql: string, params: unknown[]) =>
      asCaller(h.db, caller, (tx) => tx.query(sql, params)).then(
        () => 'ok',
        (e: { code: string; constraint?: string }) => `${e.code}${e.constraint ? ` ${e.constraint}` : ''}`,
      );
    expect(await attempt('insert into parking_lot_reviews (parking_lot_id, rating) values ($1, 6)', [lotId])).toBe('23514 parking_lot_reviews_rating_range');
    expect(await attempt(`insert into parking_lot_reviews (parking_lot_id, rating, status) values ($1, 5, 'approved')`, [lotId])).toBe('42501');
    expect(await attempt('insert into parking_lot_reviews (parking_lot_id, rating) values ($1, 5)', [draftId])).toBe('42501');
    expect(await attempt('insert into parking_lot_reviews (parking_lot_id, user_id, rating) values ($1, $2, 5)', [lotId, randomUUID()])).toBe('42501');
    expect(await attempt(`update parking_lot_reviews set status = 'approved' where parking_lot_id = $1`, [lotId])).toBe('ok');
    const { rows } = await h.db.query<{ n: number }>(`select count(*)::int as n from parking_lot_reviews where parking_lot_id = $1 and status = 'approved'`, [lotId]);
    expect(rows[0]!.n).toBe(0);
  });
});
