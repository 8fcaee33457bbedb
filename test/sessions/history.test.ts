import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { cancelSession, createLot, finalizeSession, newUser, parkedStay, setStartedAt, startSession, type User } from './fixtures.js';

let h: Harness;
let user: User;
let other: User;
let lotA: string;
let lotB: string;
/** Session ids, oldest first. */
const ids: string[] = [];

beforeAll(async () => {
  h = await createHarness();
  lotA = await createLot(h.db, { name: 'Lot A' });
  lotB = await createLot(h.db, { name: 'Lot B' });
  user = await newUser(h);
  other = await newUser(h);
  // Five ended stays on five days, one cancelled, and one in progress, newest last.
  for (let day = 1; day <= 5; day++) {
    const res = await parkedStay(h, user, day % 2 ? lotA : lotB, `2026-03-0${day}T10:00:00+09:00`, `2026-03-0${day}T11:00:00+09:00`);
    ids.push(res.body.session.id);
  }
  const cancelled = await startSession(h, user, lotA);
  await cancelSession(h, user, cancelled.body.session.id);
  await setStartedAt(h.db, cancelled.body.session.id, '2026-03-06T10:00:00+09:00');
  ids.push(cancelled.body.session.id);
  const parking = await startSession(h, user, lotB);
  ids.push(parking.body.session.id);
  await parkedStay(h, other, lotA, '2026-03-03T09:00:00+09:00', '2026-03-03T09:30:00+09:00');
});
afterAll(() => h.close());

describe('GET /v1/me/parking-sessions', () => {
  it('lists the caller’s sessions newest first, with lot name and fee', async () => {
    const res = await h.request('/v1/me/parking-sessions', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.sessions.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
    expect(res.body.next_cursor).toBeNull();
    const [parking, cancelled, fifth] = res.body.sessions;
    expect(parking).toMatchObject({ status: 'parking', parking_lot_name: 'Lot B', total_amount: null });
    expect(cancelled).toMatchObject({ status: 'cancelled', total_amount: null });
    expect(fifth).toMatchObject({
      status: 'ended',
      parking_lot_id: lotA,
      parking_lot_name: 'Lot A',
      started_at: '2026-03-05T01:00:00.000Z',
      ended_at: '2026-03-05T02:00:00.000Z',
      total_amount: 400,
    });
  });

  it('pages with a keyset cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { sessions: { id: string }[]; next_cursor: string | null } } = await h.request(
        `/v1/me/parking-sessions?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        { token: user.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.sessions.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.sessions.map((s) => s.id));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('keeps pages stable when a session starts between them', async () => {
    const late = await newUser(h);
    for (let day = 1; day <= 3; day++) await parkedStay(h, late, lotA, `2026-04-0${day}T10:00:00+09:00`, `2026-04-0${day}T10:10:00+09:00`);
    const first = await h.request('/v1/me/parking-sessions?limit=2', { token: late.token });
    await startSession(h, late, lotA);
    const second = await h.request(`/v1/me/parking-sessions?limit=2&cursor=${first.body.next_cursor}`, { token: late.token });
    expect(second.body.sessions).toHaveLength(1);
    expect(second.body.sessions[0].started_at).toBe('2026-04-01T01:00:00.000Z');
  });

  it('filters by status', async () => {
    const res = await h.request('/v1/me/parking-sessions?status=ended', { token: user.token });
    expect(res.body.sessions.map((s: { id: string }) => s.id)).toEqual(ids.slice(0, 5).reverse());
  });

  it('shows nothing of other users', async () => {
    const res = await h.request('/v1/me/parking-sessions', { token: other.token });
    expect(res.body.sessions).toHaveLength(1);
    const fresh = await newUser(h);
    expect((await h.request('/v1/me/parking-sessions', { token: fresh.token })).body).toEqual({ sessions: [], next_cursor: null });
  });

  it('validates limit, cursor and status', async () => {
    for (const query of ['limit=0', 'limit=101', 'cursor=xyz', 'status=paused']) {
      const res = await h.request(`/v1/me/parking-sessions?${query}`, { token: user.token });
      expect(res.status, query).toBe(422);
      expect(res.body.error.code).toBe('validation_error');
    }
  });
});

describe('PATCH /v1/me/parking-sessions/{id}', () => {
  it('sets and clears the memo and the personal rating', async () => {
    const id = ids[0]!;
    const set = await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: user.token, body: { memo: '2階の奥が空いている', rating: 4 } });
    expect(set.status).toBe(200);
    expect(set.body.session).toMatchObject({ id, memo: '2階の奥が空いている', rating: 4, status: 'ended', total_amount: 400 });
    const ratingOnly = await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: user.token, body: { rating: null } });
    expect(ratingOnly.body.session).toMatchObject({ memo: '2階の奥が空いている', rating: null });
    const memoOnly = await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: user.token, body: { memo: null } });
    expect(memoOnly.body.session).toMatchObject({ memo: null, rating: null });
  });

  it('works on a session in progress without touching its state', async () => {
    const id = ids[6]!;
    const res = await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: user.token, body: { memo: 'B2 space 14' } });
    expect(res.body.session).toMatchObject({ status: 'parking', memo: 'B2 space 14' });
  });

  it('validates the body', async () => {
    const id = ids[1]!;
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { memo: 'x'.repeat(1001) }, { status: 'ended' }]) {
      const res = await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.code).toBe('validation_error');
    }
  });

  it('answers 404 for an unknown session', async () => {
    const res = await h.request(`/v1/me/parking-sessions/${randomUUID()}`, { method: 'PATCH', token: user.token, body: { rating: 3 } });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', param: 'id' });
  });

  it('keeps the ended session’s fee after notes change (finalize repeat still answers the original)', async () => {
    const session = await startSession(h, other, lotB);
    await setStartedAt(h.db, session.body.session.id, new Date(Date.now() - 40 * 60_000).toISOString());
    const key = randomUUID();
    const first = await finalizeSession(h, other, session.body.session.id, { client_request_id: key });
    await h.request(`/v1/me/parking-sessions/${session.body.session.id}`, { method: 'PATCH', token: other.token, body: { rating: 5 } });
    const again = await finalizeSession(h, other, session.body.session.id, { client_request_id: key });
    expect(again.body.total_amount).toBe(first.body.total_amount);
    expect(again.body.breakdown).toEqual(first.body.breakdown);
    expect(again.body.session.rating).toBe(5);
  });
});
