import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';
import { asCallerRolledBack, asUser, expectError, newUser, type User } from './support.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const save = (user: User, lotId: string) => h.request('/v1/me/saved-parking-lots', { token: user.token, body: { parking_lot_id: lotId } });
const list = (user: User, query = '') => h.request(`/v1/me/saved-parking-lots${query}`, { token: user.token });

describe('saved parking lots', () => {
  it('saves a lot once (201, then 200 with the same row), lists its search row, and removes it', async () => {
    const user = await newUser(h);
    const lotId = await createLot(h.db, { name: 'Saved lot', point: { lat: 35.69, lng: 139.7 } });
    await h.db.query(`update public.parking_lots set tag_codes = '{credit_card}' where id = $1`, [lotId]);
    const first = await save(user, lotId);
    expect(first.status, first.text).toBe(201);
    expect(first.body.saved_parking_lot).toEqual({
      id: lotId,
      name: 'Saved lot',
      address: expect.any(String),
      lat: 35.69,
      lng: 139.7,
      avg_rating: null,
      review_count: 0,
      main_image: null,
      tags: ['credit_card'],
      saved_at: expect.any(String),
    });
    const again = await save(user, lotId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from public.user_saved_parking_lots where user_id = $1', [user.userId]);
    expect(rows[0]!.n).toBe(1);

    expect((await list(user)).body).toEqual({ saved_parking_lots: [first.body.saved_parking_lot], next_cursor: null });
    expect((await h.request(`/v1/me/saved-parking-lots/${lotId}`, { method: 'DELETE', token: user.token })).status).toBe(204);
    expect((await list(user)).body.saved_parking_lots).toEqual([]);
    // Not saved any more: still 204.
    expect((await h.request(`/v1/me/saved-parking-lots/${lotId}`, { method: 'DELETE', token: user.token })).status).toBe(204);
  });

  it('saves only published lots', async () => {
    const user = await newUser(h);
    const draft = await createLot(h.db, { status: 'draft' });
    expectError(await save(user, draft), 404, 'lot_not_found', 'parking_lot_id');
    expectError(await save(user, randomUUID()), 404, 'lot_not_found', 'parking_lot_id');
    expectError(await h.request('/v1/me/saved-parking-lots', { token: user.token, body: {} }), 422, 'validation_error', 'parking_lot_id');
    expectError(await h.request('/v1/me/saved-parking-lots', { token: user.token, body: { parking_lot_id: 'x' } }), 422, 'validation_error', 'parking_lot_id');
    expectError(await h.request('/v1/me/saved-parking-lots', { token: user.token, body: { parking_lot_id: draft, note: 'x' } }), 422, 'validation_error', 'note');
    expectError(await h.request('/v1/me/saved-parking-lots/nope', { method: 'DELETE', token: user.token }), 422, 'validation_error', 'lotId');
  });

  it('hides a lot that is no longer public without deleting the link; it comes back with the lot', async () => {
    const user = await newUser(h);
    const lotId = await createLot(h.db);
    await save(user, lotId);
    await h.db.query(`update public.parking_lots set status = 'on_hold' where id = $1`, [lotId]);
    expect((await list(user)).body.saved_parking_lots).toEqual([]);
    expect((await h.db.query('select 1 from public.user_saved_parking_lots where user_id = $1', [user.userId])).rows).toHaveLength(1);
    await h.db.query(`update public.parking_lots set status = 'active' where id = $1`, [lotId]);
    expect((await list(user)).body.saved_parking_lots.map((l: { id: string }) => l.id)).toEqual([lotId]);
  });

  it('pages newest saved first, stable under new saves', async () => {
    const user = await newUser(h);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const lotId = await createLot(h.db);
      ids.push(lotId);
      await save(user, lotId);
      await h.db.query(`update public.user_saved_parking_lots set created_at = $3 where user_id = $1 and parking_lot_id = $2`, [
        user.userId,
        lotId,
        `2026-01-0${i + 1}T00:00:00Z`,
      ]);
    }
    const first = await list(user, '?limit=2');
    expect(first.body.saved_parking_lots.map((l: { id: string }) => l.id)).toEqual([ids[4], ids[3]]);
    await save(user, await createLot(h.db));
    const second = await list(user, `?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.saved_parking_lots.map((l: { id: string }) => l.id)).toEqual([ids[2], ids[1]]);
    const third = await list(user, `?limit=2&cursor=${second.body.next_cursor}`);
    expect(third.body).toMatchObject({ saved_parking_lots: [{ id: ids[0] }], next_cursor: null });
    expectError(await list(user, '?limit=0'), 422, 'validation_error', 'limit');
    expectError(await list(user, '?limit=101'), 422, 'validation_error', 'limit');
    expect((await list(user, '?limit=100')).status).toBe(200);
    expectError(await list(user, '?cursor=garbage'), 422, 'validation_error', 'cursor');
  });

  it('keeps each user’s saves to themselves', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const lotId = await createLot(h.db);
    await save(owner, lotId);
    expect((await list(other)).body.saved_parking_lots).toEqual([]);
    // Another user's delete of the same lot removes only their own (absent) link.
    expect((await h.request(`/v1/me/saved-parking-lots/${lotId}`, { method: 'DELETE', token: other.token })).status).toBe(204);
    expect((await list(owner)).body.saved_parking_lots).toHaveLength(1);
    const seen = await asCallerRolledBack(h, asUser(other.userId), async (tx) => ({
      rows: (await tx.query<{ n: number }>('select count(*)::int as n from public.user_saved_parking_lots')).rows[0]!.n,
      deleted: (await tx.query('delete from public.user_saved_parking_lots where parking_lot_id = $1', [lotId])).rowCount,
    }));
    expect(seen).toEqual({ rows: 0, deleted: 0 });
    // The policy itself refuses a link for a lot that is not published.
    const draft = await createLot(h.db, { status: 'draft' });
    expect(
      await asCallerRolledBack(h, asUser(other.userId), (tx) => tx.query('insert into public.user_saved_parking_lots (parking_lot_id) values ($1)', [draft])),
    ).toEqual({ sqlstate: '42501' });
  });

  it('needs a token', async () => {
    expectError(await h.request('/v1/me/saved-parking-lots'), 401, 'unauthorized');
  });
});
