import { z } from '@hono/zod-openapi';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { instantInput } from '../../http/time-input.js';

const timestamp = z.string().openapi({ format: 'date-time' });

export const NotificationSchema = z
  .strictObject({
    id: z.uuid(),
    type: z.string().openapi({ description: 'What kind of message (e.g. `announcement`, `badge_earned`): the client’s icon and routing.' }),
    title: z.string(),
    body: z.string(),
    data: z.record(z.string(), z.unknown()).openapi({ description: 'What the client needs to act on it (a deep link, a lot id...).' }),
    read_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .openapi('UserNotification', {
    description: 'A row of user_notifications, as the realtime channel user_notifications:user_id=eq.{uid} streams it too.',
  });

export const NotificationListQuery = z.object({
  unread_only: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description: 'true: only notifications not read yet.', param: { name: 'unread_only', in: 'query' } }),
  ...pageQuery,
});

export const MARK_READ_MAX_IDS = 100;

export const MarkReadBody = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(MARK_READ_MAX_IDS).optional().openapi({ description: `1 to ${MARK_READ_MAX_IDS} notification ids.` }),
    before: instantInput.optional().openapi({
      description: 'Every notification created at or before this instant (e.g. the newest one’s created_at).',
    }),
  })
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.before === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Give exactly one of ids and before.' });
    }
  })
  .openapi('MarkNotificationsReadBody', { description: 'Exactly one of `ids` and `before`.' });

export const pushPlatforms = ['ios', 'android', 'web'] as const;

/** A push token as the services issue them: printable ASCII without spaces (APNs hex, FCM, a web push endpoint). */
export const pushToken = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[\x21-\x7e]+$/, 'Printable ASCII without spaces.')
  // A token is also a path segment (DELETE /v1/me/push-tokens/{token}), and URLs resolve these two
  // away (even written %2E), so such a token could be registered but never removed.
  .refine((token) => token !== '.' && token !== '..', { message: 'Not a token: "." and ".." are not path segments of their own.' })
  .openapi({ description: 'The device’s token from APNs, FCM or web push (1 to 1024 printable characters).' });

export const PushTokenBody = z
  .strictObject({
    token: pushToken,
    platform: z.enum(pushPlatforms),
    app_version: z.string().min(1).max(50).optional().openapi({ example: '2.4.1' }),
    device_id: z.string().min(1).max(200).optional().openapi({
      description: 'A stable id of the installation: a new token from the same device replaces its older one.',
    }),
  })
  .openapi('PushTokenBody');

export const PushTokenSchema = z
  .strictObject({
    token: z.string(),
    platform: z.enum(pushPlatforms),
    app_version: z.string().nullable(),
    device_id: z.string().nullable(),
    created_at: timestamp,
    last_seen_at: timestamp,
  })
  .openapi('PushToken');

export const PushTokenParams = z.object({ token: pushToken.openapi({ param: { name: 'token', in: 'path' } }) });

export const responses = {
  list: z
    .strictObject({
      notifications: z.array(NotificationSchema),
      unread_count: z.number().int().openapi({ description: 'All of the caller’s unread notifications, whatever the page.' }),
      next_cursor: nextCursorSchema,
    })
    .openapi('UserNotificationList'),
  marked: z.strictObject({ updated: z.number().int().openapi({ description: 'Notifications this call marked read.' }) }).openapi('MarkNotificationsReadResult'),
  pushToken: z.strictObject({ push_token: PushTokenSchema }).openapi('PushTokenResult'),
};

export type UserNotification = z.infer<typeof NotificationSchema>;
export type PushToken = z.infer<typeof PushTokenSchema>;
