import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/types.js';
import type { Harness, TestResponse } from '../support/harness.js';

export { createLot, type LotOptions } from '../support/lots.js';

export async function setLotStatus(db: Queryable, lotId: string, status: string): Promise<void> {
  await db.query('update public.parking_lots set status = $2 where id = $1', [lotId, status]);
}

/** Moves a session's start, as if it had begun then (the cancel window, a priced stay, a night). */
export async function setStartedAt(db: Queryable, sessionId: string, startedAt: string): Promise<void> {
  await db.query('update public.parking_sessions set started_at = $2 where id = $1', [sessionId, startedAt]);
}

export async function backdate(db: Queryable, sessionId: string, seconds: number): Promise<void> {
  await db.query(`update public.parking_sessions set started_at = started_at - make_interval(secs => $2) where id = $1`, [sessionId, seconds]);
}

export interface User {
  userId: string;
  token: string;
}

export async function newUser(h: Harness): Promise<User> {
  const userId = randomUUID();
  return { userId, token: await h.tokenFor(userId) };
}

export function startSession(
  h: Harness,
  user: User,
  lotId: string,
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  return h.request('/v1/parking-sessions', {
    token: user.token,
    body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID(), ...extra },
  });
}

export function finalizeSession(h: Harness, user: User, sessionId: string, extra: Record<string, unknown> = {}): Promise<TestResponse> {
  return h.request(`/v1/parking-sessions/${sessionId}/finalize`, { token: user.token, body: { client_request_id: randomUUID(), ...extra } });
}

export function cancelSession(h: Harness, user: User, sessionId: string, extra: Record<string, unknown> = {}): Promise<TestResponse> {
  return h.request(`/v1/parking-sessions/${sessionId}/cancel`, { token: user.token, body: { client_request_id: randomUUID(), ...extra } });
}

/** A whole stay at fixed instants: start now, move the start back to `entry`, finalize at `exit`. */
export async function parkedStay(h: Harness, user: User, lotId: string, entry: string, exit: string): Promise<TestResponse> {
  const started = await startSession(h, user, lotId);
  if (started.status !== 201) throw new Error(`start failed: ${started.text}`);
  await setStartedAt(h.db, started.body.session.id, entry);
  const ended = await finalizeSession(h, user, started.body.session.id, { exit_at: exit });
  if (ended.status !== 200) throw new Error(`finalize failed: ${ended.text}`);
  return ended;
}

/** Row counts of everything a session call may write: a refused or repeated call leaves them as they were. */
export async function sessionTableCounts(db: Queryable, userId: string) {
  const { rows } = await db.query<Record<string, number>>(
    `select (select count(*) from public.parking_sessions where user_id = $1)::int as sessions,
            (select count(*) from public.parking_sessions where user_id = $1 and status = 'parking')::int as parking,
            (select count(*) from public.user_activities where user_id = $1)::int as activities,
            (select count(*) from public.parking_session_requests where user_id = $1)::int as requests,
            (select count(*) from public.user_badges where user_id = $1)::int as badges,
            coalesce((select exp from public.user_exp where user_id = $1), 0)::int as exp`,
    [userId],
  );
  return rows[0]!;
}

/**
 * The badges a user's first finalize earns at a Tokyo lot, for a stay shorter than a day:
 * first_session, and night_parking when the stay touched 22:00-05:00 JST. Computed from the stored
 * times here, so a test asserts the same whatever the hour it runs at.
 */
export async function expectedFirstBadges(db: Queryable, sessionId: string): Promise<string[]> {
  const { rows } = await db.query<{ started_at: string | Date; ended_at: string | Date }>(
    'select started_at, ended_at from public.parking_sessions where id = $1',
    [sessionId],
  );
  const start = new Date(rows[0]!.started_at).getTime();
  const end = new Date(rows[0]!.ended_at).getTime();
  const day = 86_400_000;
  const tokyoHour = new Date(start + 9 * 3_600_000).getUTCHours();
  const nightFrom = 13 * 3_600_000; // 22:00 JST is 13:00 UTC
  const nextNight = Math.ceil((start - nightFrom) / day) * day + nightFrom;
  const night = tokyoHour >= 22 || tokyoHour < 5 || nextNight < end;
  return night ? ['first_session', 'night_parking'] : ['first_session'];
}

export async function badgeCodes(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>(
    'select b.code from public.user_badges ub join public.badges b on b.id = ub.badge_id where ub.user_id = $1 order by b.sort_order',
    [userId],
  );
  return rows.map((r) => r.code);
}
