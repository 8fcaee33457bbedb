import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { PushToken, UserNotification } from './schemas.js';

/** Newest first, optionally unread only, with the count of every unread one. */
export async function listNotifications(
  db: Queryable,
  userId: string,
  query: { unread_only?: boolean | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: UserNotification[]; nextCursor: string | null; unreadCount: number }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<UserNotification & { unread_count: number }>(
    `select n.id, n.type, n.title, n.body, n.data, n.read_at, n.created_at,
            (select count(*)::int from public.user_notifications u where u.user_id = $1 and u.read_at is null) as unread_count
       from public.user_notifications n
      where n.user_id = $1
        and (not $2::boolean or n.read_at is null)
        and ($3::timestamptz is null or (n.created_at, n.id) < ($3::timestamptz, $4::uuid))
      order by n.created_at desc, n.id desc
      limit $5`,
    [userId, query.unread_only ?? false, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  let unreadCount = rows[0]?.unread_count;
  if (unreadCount === undefined) {
    const counted = await db.query<{ n: number }>('select count(*)::int as n from public.user_notifications where user_id = $1 and read_at is null', [userId]);
    unreadCount = counted.rows[0]!.n;
  }
  const { items, nextCursor } = page(
    rows.map(({ unread_count: _, ...n }) => n),
    query.limit,
    (n) => [n.created_at, n.id],
  );
  return { items, nextCursor, unreadCount };
}

/** mark_notifications_read (contract 4.6): by ids or by `before`, exactly one; the rows it changed. */
export async function markRead(db: Queryable, body: { ids?: string[] | undefined; before?: string | undefined }): Promise<number> {
  const { rows } = await db.query<{ updated: number }>('select public.mark_notifications_read($1::uuid[], $2::timestamptz) as updated', [
    body.ids ? [...new Set(body.ids)] : null,
    body.before ?? null,
  ]);
  return rows[0]!.updated;
}

export async function upsertPushToken(
  db: Queryable,
  body: { token: string; platform: string; app_version?: string | undefined; device_id?: string | undefined },
): Promise<PushToken> {
  const { rows } = await db.query<PushToken>('select * from public.upsert_push_token($1, $2, $3, $4)', [
    body.token,
    body.platform,
    body.app_version ?? null,
    body.device_id ?? null,
  ]);
  return rows[0]!;
}

/** Sign-out on a device: the caller's token goes; someone else's (or none) is left alone, the same 204. */
export async function deletePushToken(db: Queryable, userId: string, token: string): Promise<void> {
  await db.query('delete from public.user_push_tokens where token = $1 and user_id = $2', [token, userId]);
}
