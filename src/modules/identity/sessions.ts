import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { Timestamp } from './users.js';

/**
 * Supabase Auth's grace period for a rotated refresh token: a client whose refresh response was lost,
 * or two tabs refreshing at once, may present the same token again this soon and still get a fresh
 * one. Later, the token coming back means two holders, one of them not the user.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

/**
 * Rotated tokens are kept this long to recognise their reuse; older ones are dropped as the session
 * refreshes, so a session refreshed hourly keeps a week of history rather than all of it.
 */
const ROTATED_TOKEN_RETENTION = '7 days';

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionRef {
  id: string;
  createdAt: Timestamp;
}

export interface StartedSession {
  session: SessionRef;
  refreshToken: string;
}

export async function startSession(tx: Queryable, userId: string, client: { userAgent?: string; ip?: string }): Promise<StartedSession> {
  const { rows } = await tx.query<{ id: string; created_at: Timestamp }>(
    `insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id, created_at`,
    [userId, client.userAgent?.slice(0, 512) ?? null, client.ip?.slice(0, 64) ?? null],
  );
  const row = rows[0]!;
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (session_id, token_hash) values ($1, $2)', [row.id, hashRefreshToken(refreshToken)]);
  return { session: { id: row.id, createdAt: row.created_at }, refreshToken };
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; session: SessionRef; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'banned' }
  | { kind: 'reused'; userId: string; sessionId: string };

/**
 * Exchanges a refresh token for a new one in the same session. The session row, then the token row,
 * are locked (the order in which sign-out and user deletion reach them too, so they cannot
 * deadlock): concurrent refreshes of one token are serialised and the later one sees the rotation.
 * A token rotated longer ago than the reuse interval ends its whole session (every token of the
 * family, and the session its access tokens name); the caller must commit that before answering.
 */
export async function rotateRefreshToken(tx: Queryable, token: string): Promise<RefreshOutcome> {
  const tokenHash = hashRefreshToken(token);
  const owner = await tx.query<{ session_id: string }>('select session_id from auth.refresh_tokens where token_hash = $1', [tokenHash]);
  const sessionId = owner.rows[0]?.session_id;
  if (!sessionId) return { kind: 'not_found' };
  const sessions = await tx.query<{ created_at: Timestamp; user_id: string; banned: boolean; withdrawn: boolean }>(
    `select s.created_at, s.user_id, coalesce(u.banned_until > now(), false) as banned, u.deleted_at is not null as withdrawn
       from auth.sessions s join auth.users u on u.id = s.user_id
      where s.id = $1
      for update of s`,
    [sessionId],
  );
  const session = sessions.rows[0];
  // Ended while this request waited for the lock. A withdrawn user's session is gone too (deleted
  // with the withdrawal, and refuse_withdrawn_writer lets none begin after it); should one be left
  // all the same, it is as ended: the answer a withdrawn user's refresh gets.
  if (!session || session.withdrawn) return { kind: 'not_found' };
  const tokens = await tx.query<{ id: string; rotated: boolean; beyond_reuse_interval: boolean }>(
    `select id, rotated_at is not null as rotated,
            coalesce(rotated_at < now() - make_interval(secs => $2::int), false) as beyond_reuse_interval
       from auth.refresh_tokens
      where token_hash = $1 and session_id = $3
      for update`,
    [tokenHash, REFRESH_TOKEN_REUSE_INTERVAL_SECONDS, sessionId],
  );
  const row = tokens.rows[0];
  if (!row) return { kind: 'not_found' };
  if (row.beyond_reuse_interval) {
    await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    return { kind: 'reused', userId: session.user_id, sessionId };
  }
  if (session.banned) return { kind: 'banned' };
  if (!row.rotated) await tx.query('update auth.refresh_tokens set rotated_at = now() where id = $1', [row.id]);
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (session_id, token_hash) values ($1, $2)', [sessionId, hashRefreshToken(refreshToken)]);
  await tx.query('update auth.sessions set refreshed_at = now() where id = $1', [sessionId]);
  await tx.query(`delete from auth.refresh_tokens where session_id = $1 and rotated_at < now() - interval '${ROTATED_TOKEN_RETENTION}'`, [sessionId]);
  return { kind: 'rotated', userId: session.user_id, session: { id: sessionId, createdAt: session.created_at }, refreshToken };
}

export async function findSession(tx: Queryable, sessionId: string, userId: string): Promise<SessionRef | undefined> {
  const { rows } = await tx.query<{ id: string; created_at: Timestamp }>('select id, created_at from auth.sessions where id = $1 and user_id = $2', [
    sessionId,
    userId,
  ]);
  const row = rows[0];
  return row ? { id: row.id, createdAt: row.created_at } : undefined;
}

/** Ends sessions of a user: all of them, only one, or all but one. Returns how many ended. */
export async function endSessions(tx: Queryable, userId: string, which: { only?: string; except?: string } = {}): Promise<number> {
  if (which.only) {
    return (await tx.query('delete from auth.sessions where user_id = $1 and id = $2', [userId, which.only])).rowCount;
  }
  if (which.except) {
    return (await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, which.except])).rowCount;
  }
  return (await tx.query('delete from auth.sessions where user_id = $1', [userId])).rowCount;
}
