import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, nextCursorSchema, page, pageQuery } from '../../http/pagination.js';
import type { Audit } from '../admin/audit.js';

/**
 * Admin notifications to an audience (issue 14 item 2, contract 4.4): written once, sent once. The
 * send records itself and enqueues its push.batch jobs in one transaction (send_broadcast_notification);
 * the consumer (push/consumer.ts) writes each recipient's user_notifications row and pushes.
 */

/** Recipients per push.batch job: a try sends to at most this many users' devices (0116). */
export const PUSH_BATCH_SIZE = 500;

const timestamp = z.string().openapi({ format: 'date-time' });

export const AudienceSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('user'), user_id: z.uuid() }),
    z.strictObject({ kind: z.literal('users'), user_ids: z.array(z.uuid()).min(1).max(10000) }),
    z.strictObject({
      kind: z.literal('lot'),
      parking_lot_id: z.uuid().openapi({ description: 'Users who saved this lot or had a session at it.' }),
    }),
    z.strictObject({ kind: z.literal('premium').openapi({ description: 'Users with Plus now.' }) }),
    z.strictObject({ kind: z.literal('all').openapi({ description: 'Every user (withdrawn accounts excepted).' }) }),
  ])
  .openapi('NotificationAudience', {
    description: 'Who receives it: one user, a list of users (up to 10,000), users with a saved lot or a session at a lot, Plus users, or everyone.',
  });
export type Audience = z.infer<typeof AudienceSchema>;

/** JSON values of `data` reach devices as strings (FCM's rule); keep them small and flat. */
const dataSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,49}$/), z.union([z.string().max(1000), z.number(), z.boolean()]))
  .refine((d) => Object.keys(d).length <= 20, 'At most 20 keys.')
  .openapi({ description: 'Flat keys and values the app acts on (a deep link, a lot id); pushed as strings. At most 20 keys.' });

export const CreateBroadcastBody = z
  .strictObject({
    type: z.string().regex(/^[a-z][a-z0-9_]{0,49}$/).openapi({ example: 'announcement', description: 'The message type: the app’s icon and routing, and the rate limit’s key (5 per minute per user and type).' }),
    title: z.string().min(1).max(200),
    body: z.string().max(2000).default(''),
    data: dataSchema.default({}),
    audience: AudienceSchema,
  })
  .openapi('CreateUserNotificationBody');

const DeliveryCounts = z
  .strictObject({
    pending: z.number().int(),
    sent: z.number().int(),
    no_device: z.number().int(),
    failed: z.number().int(),
    rate_limited: z.number().int(),
  })
  .openapi('PushDeliveryCounts', { description: 'The recipients’ deliveries by status (written by the consumer as batches run).' });

export const BroadcastSchema = z
  .strictObject({
    id: z.uuid(),
    type: z.string(),
    title: z.string(),
    body: z.string(),
    data: z.record(z.string(), z.unknown()),
    audience: AudienceSchema,
    created_by: z.uuid().nullable(),
    created_at: timestamp,
    sent_at: timestamp.nullable(),
    sent_by: z.uuid().nullable(),
    recipients: z.number().int().nullable().openapi({ description: 'Recipients counted at the send; null before it.' }),
    batches: z.number().int().nullable(),
    deliveries: DeliveryCounts,
  })
  .openapi('AdminUserNotification');
export type Broadcast = z.infer<typeof BroadcastSchema>;

export const BroadcastListQuery = z.object({
  sent: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description: 'true: only sent ones; false: only drafts.', param: { name: 'sent', in: 'query' } }),
  ...pageQuery,
});

export const SendBody = z
  .strictObject({
    notification_id: z.uuid().optional().openapi({ description: 'The contract’s body (4.4); when given it must equal the path’s id.' }),
  })
  .openapi('SendUserNotificationBody');

export const broadcastResponses = {
  one: z.strictObject({ notification: BroadcastSchema }).openapi('AdminUserNotificationResult'),
  list: z.strictObject({ notifications: z.array(BroadcastSchema), next_cursor: nextCursorSchema }).openapi('AdminUserNotificationList'),
  sent: z
    .strictObject({
      enqueued: z.number().int().openapi({ description: 'Recipients the batches cover, counted at the send.' }),
      batches: z.number().int().openapi({ description: `push.batch jobs enqueued (${PUSH_BATCH_SIZE} recipients each).` }),
    })
    .openapi('SendUserNotificationResult'),
};

const SELECT = `
  select b.id, b.type, b.title, b.body, b.data, b.audience, b.user_ids, b.parking_lot_id, b.created_by, b.created_at,
         b.sent_at, b.sent_by, b.recipients, b.batches,
         (select jsonb_build_object(
                   'pending', count(*) filter (where d.status = 'pending'),
                   'sent', count(*) filter (where d.status = 'sent'),
                   'no_device', count(*) filter (where d.status = 'no_device'),
                   'failed', count(*) filter (where d.status = 'failed'),
                   'rate_limited', count(*) filter (where d.status = 'rate_limited'))
            from public.push_deliveries d where d.broadcast_id = b.id) as deliveries
    from public.broadcast_notifications b`;

interface Row extends Omit<Broadcast, 'audience'> {
  audience: Audience['kind'];
  user_ids: string[] | null;
  parking_lot_id: string | null;
}

function toBroadcast({ audience, user_ids, parking_lot_id, ...row }: Row): Broadcast {
  const a: Audience =
    audience === 'user'
      ? { kind: 'user', user_id: user_ids![0]! }
      : audience === 'users'
        ? { kind: 'users', user_ids: user_ids! }
        : audience === 'lot'
          ? { kind: 'lot', parking_lot_id: parking_lot_id! }
          : { kind: audience };
  return { ...row, audience: a };
}

export async function getBroadcast(db: Queryable, id: string): Promise<Broadcast> {
  const { rows } = await db.query<Row>(`${SELECT} where b.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No notification ${id}.`, param: 'id' });
  return toBroadcast(rows[0]);
}

export async function listBroadcasts(
  db: Queryable,
  query: { sent?: boolean | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: Broadcast[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<Row>(
    `${SELECT}
      where ($1::boolean is null or (b.sent_at is not null) = $1)
        and ($2::timestamptz is null or (b.created_at, b.id) < ($2::timestamptz, $3::uuid))
      order by b.created_at desc, b.id desc
      limit $4`,
    [query.sent ?? null, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  const paged = page(rows, query.limit, (r) => [r.created_at, r.id]);
  return { items: paged.items.map(toBroadcast), nextCursor: paged.nextCursor };
}

export async function createBroadcast(db: Queryable, audit: Audit, adminId: string, body: z.infer<typeof CreateBroadcastBody>): Promise<Broadcast> {
  const a = body.audience;
  const userIds = a.kind === 'user' ? [a.user_id] : a.kind === 'users' ? [...new Set(a.user_ids)] : null;
  const lotId = a.kind === 'lot' ? a.parking_lot_id : null;
  if (lotId) {
    const { rows } = await db.query('select 1 from public.parking_lots where id = $1', [lotId]);
    if (rows.length === 0) throw new ApiError('lot_not_found', { message: `No parking lot ${lotId}.`, param: 'audience' });
  }
  const { rows } = await db.query<{ id: string }>(
    `insert into public.broadcast_notifications (type, title, body, data, audience, user_ids, parking_lot_id, created_by)
     values ($1, $2, $3, $4::jsonb, $5, $6::uuid[], $7, $8) returning id`,
    [body.type, body.title, body.body, JSON.stringify(body.data), a.kind, userIds, lotId, adminId],
  );
  const created = await getBroadcast(db, rows[0]!.id);
  const { deliveries: _, ...after } = created;
  await audit({ action: 'user_notification.create', target_type: 'user_notification', target_id: created.id, before: null, after });
  return created;
}

/** The send (contract 4.4): 404 for an unknown id, 409 once sent; the jobs commit with the send. */
export async function sendBroadcast(db: Queryable, audit: Audit, id: string, batchSize = PUSH_BATCH_SIZE): Promise<{ enqueued: number; batches: number }> {
  const { rows } = await db.query<{ outcome: 'sent' | 'not_found' | 'already_sent'; enqueued: number; batches: number }>(
    'select * from public.send_broadcast_notification($1, $2)',
    [id, batchSize],
  );
  const r = rows[0]!;
  if (r.outcome === 'not_found') throw new ApiError('not_found', { message: `No notification ${id}.`, param: 'id' });
  if (r.outcome === 'already_sent') {
    throw new ApiError('conflict', {
      message: 'This notification was sent already; create a new one to send again.',
      param: null,
      details: { enqueued: r.enqueued, batches: r.batches },
    });
  }
  await audit({
    action: 'user_notification.send',
    target_type: 'user_notification',
    target_id: id,
    before: { sent_at: null },
    after: { sent: true, enqueued: r.enqueued, batches: r.batches },
  });
  return { enqueued: r.enqueued, batches: r.batches };
}
