import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { asCallerRolledBack, asUser, expectError, newUser, type User } from './support.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function notify(userId: string, createdAt: string, title = 'Hello'): Promise<string> {
  const { rows } = await h.db.query<{ id: string }>(
    `insert into public.user_notifications (user_id, type, title, body, data, created_at)
     values ($1, 'announcement', $2, 'Body text', '{"url": "app://lots"}', $3) returning id`,
    [userId, title, createdAt],
  );
  return rows[0]!.id;
}

const list = (user: User, query = '') => h.request(`/v1/me/notifications${query}`, { token: user.token });
const markRead = (user: User, body: unknown) => h.request('/v1/me/notifications/mark-read', { token: user.token, body });

describe('notifications', () => {
  it('lists newest first with the unread count, marks read by ids, and counts only what changed', async () => {
    const user = await newUser(h);
    const a = await notify(user.userId, '2026-05-01T00:00:00Z', 'A');
    const b = await notify(user.userId, '2026-05-02T00:00:00Z', 'B');
    const c = await notify(user.userId, '2026-05-03T00:00:00Z', 'C');
    const res = await list(user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      notifications: [
        { id: c, type: 'announcement', title: 'C', body: 'Body text', data: { url: 'app://lots' }, read_at: null, created_at: '2026-05-03T00:00:00.000Z' },
        expect.objectContaining({ id: b }),
        expect.objectContaining({ id: a }),
      ],
      unread_count: 3,
      next_cursor: null,
    });
    const marked = await markRead(user, { ids: [a, b, a] });
    expect(marked.body).toEqual({ updated: 2 });
    const readAt = (await list(user)).body.notifications.find((n: { id: string }) => n.id === a).read_at;
    expect(readAt).toEqual(expect.any(String));
    // A retry changes nothing and moves no read_at.
    expect((await markRead(user, { ids: [a, b] })).body).toEqual({ updated: 0 });
    expect((await list(user)).body.notifications.find((n: { id: string }) => n.id === a).read_at).toBe(readAt);
    expect((await list(user, '?unread_only=true')).body).toMatchObject({ notifications: [{ id: c }], unread_count: 1 });
  });

  it('marks read everything created at or before an instant', async () => {
    const user = await newUser(h);
    await notify(user.userId, '2026-05-01T00:00:00Z');
    await notify(user.userId, '2026-05-02T00:00:00.000Z');
    const later = await notify(user.userId, '2026-05-02T00:00:00.001Z');
    expect((await markRead(user, { before: '2026-05-02T09:00:00+09:00' })).body).toEqual({ updated: 2 });
    expect((await list(user, '?unread_only=true')).body).toMatchObject({ notifications: [{ id: later }], unread_count: 1 });
  });

  it('refuses both or neither of ids and before, and bounds', async () => {
    const user = await newUser(h);
    expectError(await markRead(user, {}), 422, 'validation_error', null);
    expectError(await markRead(user, { ids: [randomUUID()], before: '2026-05-01T00:00:00Z' }), 422, 'validation_error', null);
    expectError(await markRead(user, { ids: [] }), 422, 'validation_error', 'ids');
    expectError(await markRead(user, { ids: Array.from({ length: 101 }, () => randomUUID()) }), 422, 'validation_error', 'ids');
    expect((await markRead(user, { ids: Array.from({ length: 100 }, () => randomUUID()) })).body).toEqual({ updated: 0 });
    expectError(await markRead(user, { ids: ['x'] }), 422, 'validation_error', 'ids');
    expectError(await markRead(user, { before: '2026-05-01 00:00' }), 422, 'validation_error', 'before');
    expectError(await markRead(user, { before: '2026-05-01T00:00:00Z', all: true }), 422, 'validation_error', 'all');
    expectError(await list(user, '?unread_only=yes'), 422, 'validation_error', 'unread_only');
  });

  it('pages with a cursor, newest first', async () => {
    const user = await newUser(h);
    const ids = [];
    for (let i = 1; i <= 5; i++) ids.push(await notify(user.userId, `2026-05-0${i}T00:00:00Z`));
    const first = await list(user, '?limit=2');
    expect(first.body.notifications.map((n: { id: string }) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first.body.unread_count).toBe(5);
    const second = await list(user, `?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.notifications.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[1]]);
    const third = await list(user, `?limit=2&cursor=${second.body.next_cursor}`);
    expect(third.body).toMatchObject({ notifications: [{ id: ids[0] }], next_cursor: null, unread_count: 5 });
    // A page past everything still tells the unread count.
    await markRead(user, { ids: [ids[4]] });
    expect((await list(user, `?unread_only=true&limit=2&cursor=${second.body.next_cursor}`)).body).toMatchObject({ unread_count: 4 });
  });

  it('never touches another user’s notifications', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const id = await notify(owner.userId, '2026-05-01T00:00:00Z');
    expect((await list(other)).body).toEqual({ notifications: [], unread_count: 0, next_cursor: null });
    expect((await markRead(other, { ids: [id] })).body).toEqual({ updated: 0 });
    expect((await markRead(other, { before: '2030-01-01T00:00:00Z' })).body).toEqual({ updated: 0 });
    expect((await list(owner)).body.unread_count).toBe(1);
    const seen = await asCallerRolledBack(h, asUser(other.userId), async (tx) => ({
      rows: (await tx.query<{ n: number }>('select count(*)::int as n from public.user_notifications')).rows[0]!.n,
    }));
    expect(seen).toEqual({ rows: 0 });
    // Users do not write the table: marking goes through mark_notifications_read.
    expect(
      await asCallerRolledBack(h, asUser(owner.userId), (tx) => tx.query('update public.user_notifications set read_at = now() where id = $1', [id])),
    ).toEqual({ sqlstate: '42501' });
    expect(
      await asCallerRolledBack(h, asUser(owner.userId), (tx) =>
        tx.query(`insert into public.user_notifications (user_id, type, title) values ($1, 'x', 'y')`, [owner.userId]),
      ),
    ).toEqual({ sqlstate: '42501' });
  });

  it('needs a token', async () => {
    expectError(await h.request('/v1/me/notifications'), 401, 'unauthorized');
    expectError(await h.request('/v1/me/notifications/mark-read', { body: { ids: [randomUUID()] } }), 401, 'unauthorized');
  });
});

describe('push tokens', () => {
  const put = (user: User, body: unknown) => h.request('/v1/me/push-tokens', { method: 'PUT', token: user.token, body });
  const tokensOf = async (userId: string) =>
    (await h.db.query<{ token: string }>('select token from public.user_push_tokens where user_id = $1 order by token', [userId])).rows.map((r) => r.token);

  it('upserts a token: one row, refreshed last_seen_at', async () => {
    const user = await newUser(h);
    const first = await put(user, { token: 'apns-abc123', platform: 'ios', app_version: '2.4.1', device_id: 'device-1' });
    expect(first.status, first.text).toBe(200);
    expect(first.body.push_token).toEqual({
      token: 'apns-abc123',
      platform: 'ios',
      app_version: '2.4.1',
      device_id: 'device-1',
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
    });
    await h.db.query(`update public.user_push_tokens set last_seen_at = last_seen_at - interval '1 day' where token = 'apns-abc123'`);
    const again = await put(user, { token: 'apns-abc123', platform: 'ios', app_version: '2.5.0', device_id: 'device-1' });
    expect(again.body.push_token.app_version).toBe('2.5.0');
    expect(again.body.push_token.created_at).toBe(first.body.push_token.created_at);
    expect(Date.parse(again.body.push_token.last_seen_at)).toBeGreaterThan(Date.parse(first.body.push_token.last_seen_at) - 86_400_000 + 1000);
    expect(await tokensOf(user.userId)).toEqual(['apns-abc123']);
  });

  it('moves a token to the user who registers it (a phone that changed hands)', async () => {
    const seller = await newUser(h);
    const buyer = await newUser(h);
    await put(seller, { token: 'fcm-shared-phone', platform: 'android' });
    const res = await put(buyer, { token: 'fcm-shared-phone', platform: 'android' });
    expect(res.status).toBe(200);
    expect(await tokensOf(seller.userId)).toEqual([]);
    expect(await tokensOf(buyer.userId)).toEqual(['fcm-shared-phone']);
    // The seller's sign-out on the old phone no longer reaches it.
    expect((await h.request('/v1/me/push-tokens/fcm-shared-phone', { method: 'DELETE', token: seller.token })).status).toBe(204);
    expect(await tokensOf(buyer.userId)).toEqual(['fcm-shared-phone']);
  });

  it('replaces a device’s older token and keeps the 20 most recently seen', async () => {
    const user = await newUser(h);
    await put(user, { token: 'old-token', platform: 'ios', device_id: 'phone' });
    await put(user, { token: 'new-token', platform: 'ios', device_id: 'phone' });
    expect(await tokensOf(user.userId)).toEqual(['new-token']);
    for (let i = 0; i < 21; i++) {
      await put(user, { token: `t-${String(i).padStart(2, '0')}`, platform: 'web' });
      await h.db.query(`update public.user_push_tokens set last_seen_at = now() - make_interval(mins => 100 - $2) where token = $1`, [`t-${String(i).padStart(2, '0')}`, i]);
    }
    await put(user, { token: 't-20', platform: 'web' });
    const kept = await tokensOf(user.userId);
    expect(kept).toHaveLength(20);
    // The least recently seen went: the two earliest of the backdated ones.
    expect(kept).toContain('new-token');
    expect(kept).toContain('t-20');
    expect(kept).not.toContain('t-00');
    expect(kept).not.toContain('t-01');
  });

  it('deletes on sign-out, 204 whether or not the token was the caller’s', async () => {
    const user = await newUser(h);
    await put(user, { token: 'bye-token', platform: 'ios' });
    expect((await h.request('/v1/me/push-tokens/bye-token', { method: 'DELETE', token: user.token })).status).toBe(204);
    expect(await tokensOf(user.userId)).toEqual([]);
    expect((await h.request('/v1/me/push-tokens/bye-token', { method: 'DELETE', token: user.token })).status).toBe(204);
  });

  it('refuses bad input naming the field', async () => {
    const user = await newUser(h);
    const cases: [unknown, string][] = [
      [{ platform: 'ios' }, 'token'],
      [{ token: '', platform: 'ios' }, 'token'],
      [{ token: 'has space', platform: 'ios' }, 'token'],
      // Could be registered but never removed: a URL resolves them away as path segments.
      [{ token: '.', platform: 'web' }, 'token'],
      [{ token: '..', platform: 'web' }, 'token'],
      [{ token: 'x'.repeat(1025), platform: 'ios' }, 'token'],
      [{ token: 'ok', platform: 'windows' }, 'platform'],
      [{ token: 'ok', platform: 'ios', app_version: 'x'.repeat(51) }, 'app_version'],
      [{ token: 'ok', platform: 'ios', device_id: '' }, 'device_id'],
      [{ token: 'ok', platform: 'ios', user_id: user.userId }, 'user_id'],
    ];
    for (const [body, param] of cases) expectError(await put(user, body), 422, 'validation_error', param);
    expect((await put(user, { token: 'x'.repeat(1024), platform: 'ios' })).status).toBe(200);
    expectError(await h.request(`/v1/me/push-tokens/${'x'.repeat(1025)}`, { method: 'DELETE', token: user.token }), 422, 'validation_error', 'token');
  });

  it('row-level security: another user reads and deletes none, and cannot take a token over directly', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    await put(owner, { token: 'owners-token', platform: 'ios' });
    const seen = await asCallerRolledBack(h, asUser(other.userId), async (tx) => ({
      rows: (await tx.query<{ n: number }>('select count(*)::int as n from public.user_push_tokens')).rows[0]!.n,
      deleted: (await tx.query(`delete from public.user_push_tokens where token = 'owners-token'`)).rowCount,
    }));
    expect(seen).toEqual({ rows: 0, deleted: 0 });
    expect(
      await asCallerRolledBack(h, asUser(other.userId), (tx) => tx.query(`update public.user_push_tokens set user_id = $1 where token = 'owners-token'`, [other.userId])),
    ).toEqual({ sqlstate: '42501' });
    expect(await tokensOf(owner.userId)).toEqual(['owners-token']);
  });
});
