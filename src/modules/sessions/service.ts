import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { FeeResult } from '../fees/schemas.js';
import { instantSql, meterAt, timelineJsonSql, type FeeTimeline } from '../fees/service.js';
import type { ParkingSession } from './schemas.js';

const SESSION_COLUMNS = `s.id, s.parking_lot_id, s.parking_lot_name, s.vehicle_type, s.status, s.started_at, s.ended_at,
  s.cancelled_at, s.start_lat, s.start_lng, s.total_amount, s.memo, s.rating`;

/** The API columns of parking_session_view (sql/parking_session_view.sql): a session read in the statement that changed it. */
const VIEW_COLUMNS = `v.id, v.parking_lot_id, v.parking_lot_name, v.vehicle_type, v.status, v.started_at, v.ended_at,
  v.cancelled_at, v.start_lat, v.start_lng, v.total_amount, v.memo, v.rating`;

export interface SessionStart {
  lotId: string;
  vehicleType: string;
  startLat: number | null;
  startLng: number | null;
  clientRequestId: string;
}

/**
 * Starts a session through create_parking_session, in one statement with the read of the result.
 * `created` is false for a repeat of an earlier request (the API answers 200 instead of 201).
 */
export async function createParkingSession(db: Queryable, start: SessionStart): Promise<{ session: ParkingSession; created: boolean }> {
  const { rows } = await db.query<ParkingSession & { written_now: boolean }>(
    `select ${VIEW_COLUMNS}, v.written_now from public.parking_session_view(public.create_parking_session($1, $2, $3, $4, $5)) v`,
    [start.lotId, start.vehicleType, start.startLat, start.startLng, start.clientRequestId],
  );
  const { written_now: created, ...session } = rows[0]!;
  return { session, created };
}

// The lateral reference to f makes the session read run after the function: it cannot be evaluated
// before the row it depends on exists.
export async function finalizeParkingSession(
  db: Queryable,
  sessionId: string,
  exitAt: string | undefined,
  clientRequestId: string,
): Promise<{ session: ParkingSession } & FeeResult> {
  const { rows } = await db.query<ParkingSession & { fee: FeeResult }>(
    `select f.fee, ${VIEW_COLUMNS}
       from (select $1::uuid as id, public.finalize_parking_session($1, $2, $3) as fee offset 0) f
       cross join lateral public.parking_session_view(f.id) v`,
    [sessionId, exitAt ?? null, clientRequestId],
  );
  const { fee, ...session } = rows[0]!;
  return { session, total_amount: fee.total_amount, breakdown: fee.breakdown };
}

export async function cancelParkingSession(db: Queryable, sessionId: string, clientRequestId: string | null): Promise<ParkingSession> {
  const { rows } = await db.query<ParkingSession>(
    `select ${VIEW_COLUMNS}
       from (select $1::uuid as id, public.cancel_parking_session($1, $2) as cancelled offset 0) c
       cross join lateral public.parking_session_view(c.id) v`,
    [sessionId, clientRequestId],
  );
  return rows[0]!;
}

/** The caller's sessions, newest start first (started_at is stored to the millisecond, so the cursor is exact). */
export async function listParkingSessions(
  db: Queryable,
  userId: string,
  query: { status?: ParkingSession['status'] | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: ParkingSession[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<ParkingSession>(
    `select ${SESSION_COLUMNS} from public.parking_sessions s
      where s.user_id = $1
        and ($2::text is null or s.status = $2)
        and ($3::timestamptz is null or (s.started_at, s.id) < ($3::timestamptz, $4::uuid))
      order by s.started_at desc, s.id desc
      limit $5`,
    [userId, query.status ?? null, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (s) => [s.started_at, s.id]);
}

/** Memo and personal rating: the only columns a user writes directly (RLS: own sessions). */
export async function updateSessionNotes(
  db: Queryable,
  userId: string,
  sessionId: string,
  notes: { memo?: string | null | undefined; rating?: number | null | undefined },
): Promise<ParkingSession> {
  const { rows } = await db.query<ParkingSession>(
    `update public.parking_sessions s
        set memo = case when $3 then $4 else s.memo end,
            rating = case when $5 then $6::smallint else s.rating end
      where s.id = $1 and s.user_id = $2
      returning ${SESSION_COLUMNS}`,
    [sessionId, userId, notes.memo !== undefined, notes.memo ?? null, notes.rating !== undefined, notes.rating ?? null],
  );
  if (!rows[0]) throw new ApiError('not_found', { message: `No parking session ${sessionId}.`, param: 'id' });
  return rows[0];
}

export type SessionReading =
  | { session: ParkingSession }
  | ({ session: ParkingSession } & FeeResult)
  | {
      session: ParkingSession;
      as_of: string;
      fee_now: number;
      next_increase_at: string | null;
      next_amount: number | null;
      timeline: Omit<FeeTimeline, 'breakdown_at_until'>;
    };

/**
 * One of the caller's sessions: while `parking` its live meter (the fee for leaving now, when and to
 * what it next goes up, the timeline from the start to 24 hours ahead, all read at the database's
 * clock), once `ended` its receipt (the fee and breakdown recorded by finalize), else the session.
 * A session parked for over 366 days, a stay the engine does not price (pricing.md §1), has no meter.
 */
export async function readParkingSession(db: Queryable, userId: string, sessionId: string): Promise<SessionReading> {
  const { rows } = await db.query<ParkingSession & { fee_breakdown: FeeResult['breakdown'] | null; as_of: string; as_of_us: string; timeline: Omit<FeeTimeline, 'breakdown_at_until'> | null }>(
    `with s as (select ${SESSION_COLUMNS}, s.fee_breakdown, statement_timestamp() as as_of,
                       s.status = 'parking' and statement_timestamp() <= s.started_at + interval '366 days' as metered
                  from public.parking_sessions s where s.id = $1 and s.user_id = $2),
          t as (select tl.* from s, public.parking_session_fee_timeline(s.id, s.as_of + interval '24 hours') tl where s.metered)
     select s.id, s.parking_lot_id, s.parking_lot_name, s.vehicle_type, s.status, s.started_at, s.ended_at, s.cancelled_at,
            s.start_lat, s.start_lng, s.total_amount, s.memo, s.rating, s.fee_breakdown,
            ${instantSql('s.as_of')} as as_of, (extract(epoch from s.as_of) * 1000000)::bigint::text as as_of_us,
            case when s.metered then ${timelineJsonSql(null)} end as timeline
       from s`,
    [sessionId, userId],
  );
  const row = rows[0];
  if (!row) throw new ApiError('not_found', { message: `No parking session ${sessionId}.`, param: 'id' });
  const { fee_breakdown, as_of, as_of_us, timeline, ...session } = row;
  if (session.status === 'ended') return { session, total_amount: session.total_amount!, breakdown: fee_breakdown! };
  if (session.status !== 'parking' || !timeline) return { session };
  return { session, as_of, ...meterAt(timeline, Number(as_of_us)), timeline };
}
