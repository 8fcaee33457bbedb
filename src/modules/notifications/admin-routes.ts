import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import { withCallerDb } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { createdContent, IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { queueStats, QueueStatSchema } from '../../queue/stats.js';
import { withAudit } from '../admin/audit.js';
import * as broadcasts from './broadcasts.js';
import { BroadcastListQuery, broadcastResponses, CreateBroadcastBody, SendBody } from './broadcasts.js';

const tags = ['Admin: notifications'];

const PushStatsSchema = z
  .object({
    queues: z.array(QueueStatSchema).openapi({ description: 'push.batch (audience batches) and push.deliver (system notifications).' }),
  })
  .openapi('PushStats');

const getPushStats = defineRoute({
  access: { admin: 'notifications.view' },
  method: 'get',
  path: '/v1/admin/push-stats',
  operationId: 'getPushStats',
  description:
    'For each push queue: jobs waiting, the age of the oldest, and dead letters (jobs that failed every retry and need a look).',
  tags,
  summary: 'The push queues: depth, oldest waiting job, dead letters',
  responses: { 200: jsonContent(PushStatsSchema, 'Push queue statistics') },
});

const createNotification = defineRoute({
  access: { admin: 'notifications.send' },
  method: 'post',
  path: '/v1/admin/user-notifications',
  operationId: 'createUserNotification',
  description:
    'Stores the message (type, title, body, data) and its audience: one user, a list of up to 10,000 users, users who saved a lot or parked there, premium users, or everyone; withdrawn accounts are always left out. Nothing is delivered until POST .../{id}/send. Recorded in the audit log.',
  tags,
  summary: 'Write a notification for an audience (sent later by its send)',
  request: { body: jsonBody(CreateBroadcastBody) },
  errors: { 404: '`lot_not_found`: the audience names an unknown lot.' },
  responses: { 201: createdContent(broadcastResponses.one, 'The notification, not sent yet') },
});

const listNotifications = defineRoute({
  access: { admin: 'notifications.view' },
  method: 'get',
  path: '/v1/admin/user-notifications',
  operationId: 'listUserNotifications',
  description:
    'Each with its audience, whether and when it was sent, and its deliveries counted by status (`pending`, `sent`, `no_device`, `failed`, `rate_limited`). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'Notifications written by admins, newest first, with their deliveries by status',
  request: { query: BroadcastListQuery },
  responses: { 200: jsonContent(broadcastResponses.list, 'A page of notifications') },
});

const getNotification = defineRoute({
  access: { admin: 'notifications.view' },
  method: 'get',
  path: '/v1/admin/user-notifications/{id}',
  operationId: 'getUserNotification',
  description:
    'With its audience, when it was sent, and its deliveries counted by status.',
  tags,
  summary: 'One notification, with its deliveries by status',
  request: { params: IdParams },
  errors: { 404: '`not_found`: no such notification.' },
  responses: { 200: jsonContent(broadcastResponses.one, 'The notification') },
});

const sendNotification = defineRoute({
  access: { admin: 'notifications.send' },
  method: 'post',
  path: '/v1/admin/user-notifications/{id}/send',
  operationId: 'sendUserNotification',
  tags,
  summary: 'Send a notification: enqueue its push fan-out and answer 202 at once (contract 4.4)',
  description:
    'Counts the audience, records the send and enqueues one push.batch job per 500 recipients in one transaction, then answers ' +
    '`{enqueued, batches}` before any delivery. The queue’s consumer writes each recipient’s notification (streamed on ' +
    '`user_notifications:user_id=eq.{uid}`) and pushes it to their devices, at most 5 per minute per user and type. A ' +
    'notification is sent once: a second send is 409.',
  request: { params: IdParams, body: { ...jsonBody(SendBody), required: false } },
  errors: {
    404: '`not_found`: no such notification.',
    409: '`conflict`: the notification was sent already (`details` has its `enqueued` and `batches`).',
    422: '`validation_error`: the body’s `notification_id` differs from the path’s id.',
  },
  responses: { 202: jsonContent(broadcastResponses.sent, 'Enqueued; delivery follows') },
});

export function registerNotificationAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createNotification, async (c) => {
    const body = c.req.valid('json');
    const notification = await withAudit(c, (db, audit) => broadcasts.createBroadcast(db, audit, c.get('admin')!.id, body));
    c.header('Location', `/v1/admin/user-notifications/${notification.id}`);
    return c.json({ notification }, 201);
  });

  app.openapi(listNotifications, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => broadcasts.listBroadcasts(db, c.req.valid('query')));
    return c.json({ notifications: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(getNotification, async (c) => {
    const notification = await withCallerDb(c, (db) => broadcasts.getBroadcast(db, c.req.valid('param').id));
    return c.json({ notification }, 200);
  });

  app.openapi(sendNotification, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json') as { notification_id?: string } | undefined;
    if (body?.notification_id && body.notification_id.toLowerCase() !== id.toLowerCase()) {
      throw new ApiError('validation_error', { message: 'notification_id must equal the id in the path.', param: 'notification_id' });
    }
    const result = await withAudit(c, (db, audit) => broadcasts.sendBroadcast(db, audit, id));
    // The jobs are committed: this process's batch workers look now, others at their next poll.
    c.get('deps').queue.wake('push.batch');
    return c.json(result, 202);
  });

  app.openapi(getPushStats, async (c) => {
    const { db, config } = c.get('deps');
    const queues = await queueStats(db, config.database.statementTimeoutMs, ['push.batch', 'push.deliver']);
    return c.json({ queues }, 200);
  });
}
