import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { MarkReadBody, NotificationListQuery, PushTokenBody, PushTokenParams, responses } from './schemas.js';
import * as notifications from './service.js';

const tags = ['Me'];

const listNotifications = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/notifications',
  operationId: 'listMyNotifications',
  description:
    'The caller’s notifications, newest first, with `unread_count`; `unread_only=true` leaves out those read. The realtime channel `user_notifications` streams the same rows. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'The caller’s notifications, newest first, with the unread count',
  request: { query: NotificationListQuery },
  responses: { 200: jsonContent(responses.list, 'A page of notifications') },
});

const markRead = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/me/notifications/mark-read',
  operationId: 'markMyNotificationsRead',
  tags,
  summary: 'Mark notifications read by ids or up to an instant (runs mark_notifications_read)',
  description:
    'Counts only the rows this call changed: ids of notifications already read, unknown or another user’s change nothing, so a ' +
    'repeated call answers `{"updated": 0}` and leaves every read_at as it was.',
  request: { body: jsonBody(MarkReadBody) },
  errors: { 422: '`validation_error`: both or neither of `ids` and `before` (`param` null), or a field out of bounds (`param` names it).' },
  responses: { 200: jsonContent(responses.marked, 'How many were marked read') },
});

const putPushToken = defineRoute({
  access: 'user',
  method: 'put',
  path: '/v1/me/push-tokens',
  operationId: 'putMyPushToken',
  tags,
  summary: 'Register or refresh this device’s push token',
  description:
    'Idempotent: the token is one row, its last_seen_at refreshed. A token registered by another user moves to the caller ' +
    '(a phone that changed hands). The same device_id’s older token of the caller is replaced; a user keeps the 20 most ' +
    'recently seen tokens.',
  request: { body: jsonBody(PushTokenBody) },
  responses: { 200: jsonContent(responses.pushToken, 'The token as registered') },
});

const deletePushToken = defineRoute({
  access: 'user',
  method: 'delete',
  path: '/v1/me/push-tokens/{token}',
  operationId: 'deleteMyPushToken',
  description:
    'Call it on sign-out so the device stops receiving pushes. 204 also when the token is not registered or belongs to another user, so a client cannot learn whose a token is.',
  tags,
  summary: 'Unregister a push token (on sign-out; 204 also when it is not the caller’s)',
  request: { params: PushTokenParams },
  responses: { 204: { description: 'The caller no longer has this token' } },
});

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listNotifications, async (c) => {
    const { items, nextCursor, unreadCount } = await withCallerDb(c, (db) =>
      notifications.listNotifications(db, c.get('auth')!.userId, c.req.valid('query')),
    );
    return c.json({ notifications: items, unread_count: unreadCount, next_cursor: nextCursor }, 200);
  });

  app.openapi(markRead, async (c) => {
    const updated = await withCallerDb(c, (db) => notifications.markRead(db, c.req.valid('json')));
    return c.json({ updated }, 200);
  });

  app.openapi(putPushToken, async (c) => {
    const pushToken = await withCallerDb(c, (db) => notifications.upsertPushToken(db, c.req.valid('json')));
    return c.json({ push_token: pushToken }, 200);
  });

  app.openapi(deletePushToken, async (c) => {
    await withCallerDb(c, (db) => notifications.deletePushToken(db, c.get('auth')!.userId, c.req.valid('param').token));
    return c.body(null, 204);
  });
}
