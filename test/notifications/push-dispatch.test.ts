import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { pushBatchHandler, pushDeliverHandler, type PushWorkerOptions } from '../../src/modules/notifications/push/consumer.js';
import { createPushDispatcher, type PushDispatcher } from '../../src/modules/notifications/push/dispatcher.js';
import type { JobContext } from '../../src/queue/index.js';
import { ageAudit, createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';
import { insertSubscription } from '../account/support.js';
import { startFakeApns, startFakeFcm, type FakeApns, type FakeFcm } from './fake-stores.js';

/**
 * Issue 14 item 2: admin notifications sent to an audience through push.batch, system notifications
 * through push.deliver, pushed by the real FCM and APNs drivers to local fakes. The jobs are run here
 * by calling the consumers with what pg-boss holds (as a worker would), so each step is seen in turn:
 * the 202 before any delivery, a retried try, a batch run twice.
 */
let h: Harness;
let fcm: FakeFcm;
let apns: FakeApns;
let dispatcher: PushDispatcher;
let options: PushWorkerOptions;
let admin: { token: string; adminId: string };
const log = createLogger('silent');

beforeAll(async () => {
  [h, fcm, apns] = await Promise.all([createHarness(), startFakeFcm(), startFakeApns()]);
  dispatcher = createPushDispatcher(
    {
      fcm: { serviceAccount: fcm.serviceAccount, baseUrl: fcm.url, tokenUrl: fcm.tokenUrl },
      apns: { key: apns.key, keyId: apns.keyId, teamId: apns.teamId, topic: apns.topic, baseUrl: apns.url },
    },
    log,
  );
  // One retry within a try, without waiting: a second 5xx fails the try.
  options = { db: h.database.appDb, dispatcher, log, statementTimeoutMs: 10_000, retry: { attempts: 2, delayMs: () => 0 } };
  admin = await h.createAdmin('ops_manager');
});
afterAll(async () => {
  dispatcher?.close();
  await Promise.all([h?.close(), fcm?.close(), apns?.close()]);
});

const ctx = (): JobContext => ({ id: randomUUID(), name: 'push.batch', attempt: 1, attempts: 6, signal: new AbortController().signal, log });

interface QueuedJob {
  id: string;
  name: string;
  data: any;
}

/** Jobs waiting in a push queue, oldest first (what a worker would fetch). */
async function waiting(name: 'push.batch' | 'push.deliver'): Promise<QueuedJob[]> {
  const { rows } = await h.db.query<QueuedJob>(
    `select id, name, data from pgboss.job where name = $1 and state = 'created' order by created_on, (data->>'batch')::int nulls first`,
    [name],
  );
  return rows;
}

/** Runs every waiting job of `name` once, completing those that succeed; the errors of those that fail. */
async function work(name: 'push.batch' | 'push.deliver'): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const job of await waiting(name)) {
    try {
      if (name === 'push.batch') await pushBatchHandler(options)(job.data, ctx());
      else await pushDeliverHandler(options)(job.data, { ...ctx(), name });
      await h.db.query(`update pgboss.job set state = 'completed', completed_on = now() where name = $1 and id = $2`, [name, job.id]);
    } catch (err) {
      failures.push(err);
    }
  }
  return failures;
}

async function userWithDevices(devices: { token: string; platform: 'ios' | 'android' | 'web' }[] = []): Promise<{ userId: string; token: string }> {
  const userId = randomUUID();
  const token = await h.tokenFor(userId);
  for (const d of devices) {
    const res = await h.request('/v1/me/push-tokens', { method: 'PUT', token, body: d });
    expect(res.status, res.text).toBe(200);
  }
  return { userId, token };
}

async function create(audience: unknown, type = 'announcement', extra: Record<string, unknown> = {}): Promise<string> {
  const res = await h.request('/v1/admin/user-notifications', {
    token: admin.token,
    body: { type, title: 'お知らせ', body: '新しい駐車場が増えました', data: { deep_link: 'parking://lots', campaign: 7 }, audience, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.notification.id;
}

const send = (id: string) => h.request(`/v1/admin/user-notifications/${id}/send`, { method: 'POST', token: admin.token });

async function notificationsOf(userId: string): Promise<{ id: string; type: string; title: string; data: any }[]> {
  const { rows } = await h.db.query<{ id: string; type: string; title: string; data: any }>(
    'select id, type, title, data from public.user_notifications where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

async function deliveriesOf(userId: string): Promise<string[]> {
  const { rows } = await h.db.query<{ status: string }>('select status from public.push_deliveries where user_id = $1 order by created_at, id', [userId]);
  return rows.map((r) => r.status);
}

const fcmTo = (token: string) => fcm.messages.filter((m) => m.token === token);
const apnsTo = (token: string) => apns.notifications.filter((n) => n.token === token);

describe('an admin notification to a list of users', () => {
  let id: string;
  let a: { userId: string };
  let b: { userId: string };
  let c: { userId: string };

  it('is written, then sent: 202 with the count and batches, before any delivery', async () => {
    a = await userWithDevices([{ token: 'list-android-a', platform: 'android' }]);
    b = await userWithDevices([{ token: 'list-ios-b', platform: 'ios' }, { token: 'list-web-b', platform: 'web' }]);
    c = await userWithDevices();
    id = await create({ kind: 'users', user_ids: [a.userId, b.userId, c.userId] });
    // The send's audit row follows the create's on any clock: the audit test below reads them in order.
    await ageAudit(h.db, id);
    const res = await send(id);
    expect(res.status, res.text).toBe(202);
    expect(res.body).toEqual({ enqueued: 3, batches: 1 });
    expect(await notificationsOf(a.userId)).toEqual([]);
    expect(fcmTo('list-android-a')).toEqual([]);
    const jobs = await waiting('push.batch');
    expect(jobs.map((j) => j.data)).toEqual([{ notification_id: id, batch: 1, from_user: null, to_user: null }]);
  });

  it('is delivered by its batch: one row per recipient, the right payloads to FCM and APNs', async () => {
    expect(await work('push.batch')).toEqual([]);
    const [rowA] = await notificationsOf(a.userId);
    expect(rowA).toMatchObject({ type: 'announcement', title: 'お知らせ', data: { deep_link: 'parking://lots', campaign: 7, notification_id: id } });
    expect(fcmTo('list-android-a')).toEqual([
      {
        token: 'list-android-a',
        notification: { title: 'お知らせ', body: '新しい駐車場が増えました' },
        data: { deep_link: 'parking://lots', campaign: '7', notification_id: id, user_notification_id: rowA!.id, type: 'announcement' },
        // The notification's own id as the tag and collapse id: a resend after a worker died
        // mid-batch replaces the shown notification instead of showing it twice.
        android: { priority: 'high', notification: { tag: rowA!.id } },
        apns: { headers: { 'apns-collapse-id': rowA!.id }, payload: { aps: { 'thread-id': 'announcement', sound: 'default' } } },
        webpush: { headers: { Urgency: 'high' }, notification: { tag: rowA!.id } },
      },
    ]);
    const [rowB] = await notificationsOf(b.userId);
    const [toB] = apnsTo('list-ios-b');
    expect(toB!.payload).toEqual({
      aps: { alert: { title: 'お知らせ', body: '新しい駐車場が増えました' }, sound: 'default', 'thread-id': 'announcement' },
      deep_link: 'parking://lots',
      campaign: '7',
      notification_id: id,
      user_notification_id: rowB!.id,
      type: 'announcement',
    });
    expect(toB!.headers['apns-topic']).toBe(apns.topic);
    expect(toB!.headers['apns-collapse-id']).toBe(rowB!.id);
    expect(fcmTo('list-web-b')).toHaveLength(1);
    expect(await notificationsOf(c.userId)).toHaveLength(1);
    expect(await deliveriesOf(a.userId)).toEqual(['sent']);
    expect(await deliveriesOf(c.userId)).toEqual(['no_device']);
    const got = await h.request(`/v1/admin/user-notifications/${id}`, { token: admin.token });
    expect(got.status).toBe(200);
    expect(got.body.notification).toMatchObject({
      id,
      audience: { kind: 'users', user_ids: [a.userId, b.userId, c.userId] },
      recipients: 3,
      batches: 1,
      sent_by: admin.adminId,
      deliveries: { pending: 0, sent: 2, no_device: 1, failed: 0, rate_limited: 0 },
    });
  });

  it('is sent once: a second send is 409, and enqueues nothing', async () => {
    const mismatch = await h.request(`/v1/admin/user-notifications/${id}/send`, { token: admin.token, body: { notification_id: randomUUID() } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error).toMatchObject({ code: 'validation_error', param: 'notification_id' });
    // The contract's body (4.4), naming the same notification.
    const again = await h.request(`/v1/admin/user-notifications/${id}/send`, { token: admin.token, body: { notification_id: id } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', details: { enqueued: 3, batches: 1 } });
    expect(await waiting('push.batch')).toEqual([]);
  });

  it('leaves audit rows for the create and the send', async () => {
    const { rows } = await h.db.query<{ action: string; admin_id: string }>(
      'select action, admin_id from public.admin_audit_log where target_id = $1 order by created_at, id',
      [id],
    );
    expect(rows).toEqual([
      { action: 'user_notification.create', admin_id: admin.adminId },
      { action: 'user_notification.send', admin_id: admin.adminId },
    ]);
  });

  it('is listed for notifications.view, not for others', async () => {
    const list = await h.request('/v1/admin/user-notifications?sent=true&limit=50', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.notifications.map((n: any) => n.id)).toContain(id);
    const content = await h.createAdmin('content_manager');
    expect((await h.request('/v1/admin/user-notifications', { token: content.token })).status).toBe(403);
    expect((await h.request(`/v1/admin/user-notifications/${id}/send`, { method: 'POST', token: content.token })).status).toBe(403);
  });
});

describe('delivery to devices', () => {
  it('prunes a token the store calls dead', async () => {
    const u = await userWithDevices([{ token: 'dead-android', platform: 'android' }, { token: 'dead-ios', platform: 'ios' }]);
    fcm.script('dead-android', {
      status: 404,
      body: { error: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } },
    });
    apns.script('dead-ios', { status: 410, body: { reason: 'Unregistered' } });
    await send(await create({ kind: 'user', user_id: u.userId }));
    expect(await work('push.batch')).toEqual([]);
    const { rows } = await h.db.query('select token from public.user_push_tokens where user_id = $1', [u.userId]);
    expect(rows).toEqual([]);
    expect(await deliveriesOf(u.userId)).toEqual(['failed']);
  });

  it('retries a 503 within the try, and delivers', async () => {
    const u = await userWithDevices([{ token: 'busy-android', platform: 'android' }]);
    fcm.script('busy-android', { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE', message: 'busy' } } });
    await send(await create({ kind: 'user', user_id: u.userId }));
    expect(await work('push.batch')).toEqual([]);
    expect(fcm.attempts.filter((x) => x.token === 'busy-android').map((x) => x.status)).toEqual([503, 200]);
    expect(fcmTo('busy-android')).toHaveLength(1);
    expect(await deliveriesOf(u.userId)).toEqual(['sent']);
  });

  it('fails the try when the store keeps answering 5xx; the job’s retry pushes only to the devices still owed', async () => {
    const u = await userWithDevices([{ token: 'down-android', platform: 'android' }, { token: 'up-ios', platform: 'ios' }]);
    const unavailable = { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE', message: 'down' } } };
    fcm.script('down-android', unavailable, unavailable);
    await send(await create({ kind: 'user', user_id: u.userId }));
    const [job] = await waiting('push.batch');
    await expect(pushBatchHandler(options)(job!.data, ctx())).rejects.toMatchObject({ code: 'push_retry' });
    expect(await deliveriesOf(u.userId)).toEqual(['pending']);
    expect(apnsTo('up-ios')).toHaveLength(1);
    // pg-boss hands the job out again after its backoff: this is that try.
    await pushBatchHandler(options)(job!.data, ctx());
    expect(fcmTo('down-android')).toHaveLength(1);
    expect(apnsTo('up-ios')).toHaveLength(1);
    expect(await notificationsOf(u.userId)).toHaveLength(1);
    expect(await deliveriesOf(u.userId)).toEqual(['sent']);
    await h.db.query(`update pgboss.job set state = 'completed' where name = 'push.batch' and id = $1`, [job!.id]);
  });

  it('marks the 6th push of one type within a minute rate_limited, writes its row, and goes on', async () => {
    const u = await userWithDevices([{ token: 'eager-android', platform: 'android' }]);
    const other = await userWithDevices([{ token: 'calm-android', platform: 'android' }]);
    for (let i = 0; i < 5; i++) await send(await create({ kind: 'user', user_id: u.userId }, 'flash_sale'));
    await send(await create({ kind: 'users', user_ids: [u.userId, other.userId] }, 'flash_sale'));
    expect(await work('push.batch')).toEqual([]);
    expect(await deliveriesOf(u.userId)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate_limited']);
    expect(await notificationsOf(u.userId)).toHaveLength(6);
    expect(fcmTo('eager-android')).toHaveLength(5);
    expect(await deliveriesOf(other.userId)).toEqual(['sent']);
    // Another type is counted apart.
    await send(await create({ kind: 'user', user_id: u.userId }, 'announcement'));
    expect(await work('push.batch')).toEqual([]);
    expect(fcmTo('eager-android')).toHaveLength(6);
  });

  it('delivers a batch run twice (a worker restarted mid-batch) once', async () => {
    const users = await Promise.all([0, 1, 2].map((i) => userWithDevices([{ token: `twice-${i}`, platform: 'android' }])));
    await send(await create({ kind: 'users', user_ids: users.map((u) => u.userId) }));
    const [job] = await waiting('push.batch');
    await pushBatchHandler(options)(job!.data, ctx());
    await pushBatchHandler(options)(job!.data, ctx());
    await Promise.all([pushBatchHandler(options)(job!.data, ctx()), pushBatchHandler(options)(job!.data, ctx())]);
    for (const [i, u] of users.entries()) {
      expect(await notificationsOf(u.userId)).toHaveLength(1);
      expect(fcmTo(`twice-${i}`)).toHaveLength(1);
    }
    await h.db.query(`update pgboss.job set state = 'completed' where name = 'push.batch' and id = $1`, [job!.id]);
  });
});

describe('audiences', () => {
  it('a lot: users who saved it or parked there; premium: users with Plus now; withdrawn users never', async () => {
    const lotId = await createLot(h.db);
    const saver = await userWithDevices();
    const parker = await userWithDevices();
    const stranger = await userWithDevices();
    const withdrawn = await userWithDevices();
    expect((await h.request('/v1/me/saved-parking-lots', { token: saver.token, body: { parking_lot_id: lotId } })).status).toBeLessThan(300);
    for (const u of [parker, withdrawn]) {
      await h.db.query(
        `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type, status, cancelled_at) values ($1, $2, 'x', 'regular', 'cancelled', now())`,
        [u.userId, lotId],
      );
    }
    await h.db.query(`insert into public.profiles (user_id, status) values ($1, 'withdrawn') on conflict (user_id) do update set status = 'withdrawn'`, [withdrawn.userId]);
    const byLot = await create({ kind: 'lot', parking_lot_id: lotId });
    expect((await send(byLot)).body).toEqual({ enqueued: 2, batches: 1 });
    expect(await work('push.batch')).toEqual([]);
    expect(await notificationsOf(saver.userId)).toHaveLength(1);
    expect(await notificationsOf(parker.userId)).toHaveLength(1);
    expect(await notificationsOf(stranger.userId)).toEqual([]);
    expect(await notificationsOf(withdrawn.userId)).toEqual([]);

    await insertSubscription(h, stranger.userId);
    const plus = await create({ kind: 'premium' }, 'plus_news');
    expect((await send(plus)).body).toEqual({ enqueued: 1, batches: 1 });
    expect(await work('push.batch')).toEqual([]);
    expect((await notificationsOf(stranger.userId)).map((n) => n.type)).toEqual(['plus_news']);
  });

  it('an unknown lot is refused at the create', async () => {
    const res = await h.request('/v1/admin/user-notifications', {
      token: admin.token,
      body: { type: 'announcement', title: 'x', audience: { kind: 'lot', parking_lot_id: randomUUID() } },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('lot_not_found');
  });
});

describe('a large audience', () => {
  it('answers 202 with its batches before any delivery, and the batches cover it exactly', async () => {
    const { rows } = await h.db.query<{ id: string }>(
      `insert into auth.users (email) select 'many-' || g || '-' || gen_random_uuid() || '@example.jp' from generate_series(1, 10000) g returning id`,
    );
    const ids = rows.map((r) => r.id);
    const id = await create({ kind: 'users', user_ids: ids });
    const res = await send(id);
    expect(res.status).toBe(202);
    // The size: 10,000 recipients, the most a list audience may name.
    expect(res.body).toEqual({ enqueued: 10000, batches: 20 });
    const { rows: written } = await h.db.query<{ n: number }>('select count(*)::int as n from public.user_notifications where user_id = any($1::uuid[])', [ids]);
    expect(written[0]!.n).toBe(0);
    const jobs = await waiting('push.batch');
    expect(jobs.map((j) => j.data.batch)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(jobs[0]!.data.from_user).toBeNull();
    expect(jobs[19]!.data.to_user).toBeNull();
    expect(await work('push.batch')).toEqual([]);
    const { rows: after } = await h.db.query<{ n: number; users: number }>(
      'select count(*)::int as n, count(distinct user_id)::int as users from public.push_deliveries where broadcast_id = $1',
      [id],
    );
    expect(after[0]).toEqual({ n: 10000, users: 10000 });
  });
});

describe('system notifications', () => {
  it('a lot approval writes its owner’s notification in the decision, pushed through push.deliver', async () => {
    const owner = await userWithDevices([{ token: 'owner-ios', platform: 'ios' }]);
    const reg = await h.request('/v1/owner/register', { token: owner.token, body: { display_name: 'Sato Parking' } });
    expect(reg.status, reg.text).toBe(201);
    const lotId = await createLot(h.db, { name: '佐藤パーキング', status: 'pending' });
    await h.db.query('insert into public.parking_lot_owners (parking_lot_id, owner_id) values ($1, $2)', [lotId, reg.body.owner.id]);
    const res = await h.request(`/v1/admin/parking-lots/${lotId}/approve`, { method: 'POST', token: admin.token });
    expect(res.status, res.text).toBe(200);
    const [row] = await notificationsOf(owner.userId);
    expect(row).toMatchObject({ type: 'lot_approved', data: { parking_lot_id: lotId, status: 'active' } });
    expect(row!.title).toContain('佐藤パーキング');
    expect(await deliveriesOf(owner.userId)).toEqual(['pending']);
    expect(await work('push.deliver')).toEqual([]);
    expect(apnsTo('owner-ios').map((n) => n.payload.type)).toEqual(['lot_approved']);
    expect(await deliveriesOf(owner.userId)).toEqual(['sent']);
  });

  it('a refused decision writes nothing and enqueues nothing', async () => {
    const before = (await waiting('push.deliver')).length;
    const lotId = await createLot(h.db, { status: 'active' });
    const res = await h.request(`/v1/admin/parking-lots/${lotId}/reject`, { method: 'POST', token: admin.token, body: { reason: 'x' } });
    expect(res.status).toBe(409);
    expect((await waiting('push.deliver')).length).toBe(before);
  });

  it('a badge earned and a session ended with its fee are pushed', async () => {
    const u = await userWithDevices([{ token: 'driver-android', platform: 'android' }]);
    const lotId = await createLot(h.db, { name: '駅前パーキング' });
    const started = await h.request('/v1/parking-sessions', { token: u.token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    expect(started.status, started.text).toBe(201);
    const sessionId = started.body.session.id;
    await h.db.query(`update public.parking_sessions set started_at = started_at - interval '65 minutes' where id = $1`, [sessionId]);
    const ended = await h.request(`/v1/parking-sessions/${sessionId}/finalize`, { token: u.token, body: { client_request_id: randomUUID() } });
    expect(ended.status, ended.text).toBe(200);
    const rows = await notificationsOf(u.userId);
    const sessionEnded = rows.find((r) => r.type === 'session_ended');
    expect(sessionEnded).toMatchObject({ title: '駐車が終了しました', data: { parking_session_id: sessionId, total_amount: ended.body.session.total_amount } });
    await h.db.query(`insert into public.user_badges (user_id, badge_id) select $1, id from public.badges where code = 'sessions_50'`, [u.userId]);
    expect((await notificationsOf(u.userId)).map((r) => r.type)).toContain('badge_earned');
    expect(await work('push.deliver')).toEqual([]);
    const types = fcmTo('driver-android').map((m) => m.data.type);
    expect(types).toContain('session_ended');
    expect(types).toContain('badge_earned');
    expect(fcmTo('driver-android').find((m) => m.data.type === 'session_ended')!.data.total_amount).toBe(String(ended.body.session.total_amount));
  });

  it('an admin alert reaches the admins’ devices, as each admin’s preferences say', async () => {
    const on = await h.createAdmin('ops_manager');
    const off = await h.createAdmin('ops_manager');
    for (const [a, device] of [[on, 'admin-on'], [off, 'admin-off']] as const) {
      expect((await h.request('/v1/me/push-tokens', { method: 'PUT', token: a.token, body: { token: device, platform: 'web' } })).status).toBe(200);
    }
    const prefs = await h.request('/v1/admin/notification-prefs', { method: 'PUT', token: off.token, body: { new_owner: false } });
    expect(prefs.status, prefs.text).toBe(200);
    const reg = await h.request('/v1/owner/register', { token: await h.tokenFor(), body: { display_name: 'Suzuki Parking' } });
    expect(reg.status).toBe(201);
    expect((await notificationsOf(on.userId)).map((n) => n.type)).toEqual(['admin_new_owner']);
    expect(await notificationsOf(off.userId)).toEqual([]);
    expect(await work('push.deliver')).toEqual([]);
    expect(fcmTo('admin-on').map((m) => [m.data.type, m.data.owner_id, m.notification.body])).toEqual([['admin_new_owner', reg.body.owner.id, 'Suzuki Parking']]);
    expect(fcmTo('admin-off')).toEqual([]);
  });

  it('a support reply tells the ticket’s user; the user’s own reply does not', async () => {
    const u = await userWithDevices([{ token: 'ticket-android', platform: 'android' }]);
    const { rows } = await h.db.query<{ id: string }>(
      `insert into public.support_tickets (user_id, category, subject, body, local_day) values ($1, 'app', 'ログインできない', '助けて', current_date) returning id`,
      [u.userId],
    );
    const ticketId = rows[0]!.id;
    await h.db.query(`insert into public.support_ticket_replies (ticket_id, author, body) values ($1, 'user', '追記です')`, [ticketId]);
    await h.db.query(`insert into public.support_ticket_replies (ticket_id, author, body) values ($1, 'support', '再設定をお試しください')`, [ticketId]);
    expect(await notificationsOf(u.userId)).toMatchObject([{ type: 'support_reply', title: 'サポートから返信がありました: ログインできない', data: { support_ticket_id: ticketId } }]);
    expect(await work('push.deliver')).toEqual([]);
    expect(fcmTo('ticket-android').map((m) => m.notification.body)).toEqual(['再設定をお試しください']);
  });
});
