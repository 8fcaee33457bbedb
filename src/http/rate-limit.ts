import { randomInt } from 'node:crypto';
import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database } from '../db/types.js';
import { ApiError } from './errors.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  hits: number;
  limit: number;
  /** Seconds until the current window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/**
 * Counts one request against `bucket` in fixed windows of `windowSeconds` aligned to the epoch, and
 * says whether it is within `limit`. The count lives in the database, so every API process on it
 * shares it, and the clock is the database's, so processes with drifting clocks agree on windows.
 *
 * One upsert does the counting: the row lock of ON CONFLICT serialises concurrent hits, so there is
 * no read-then-write race. A hit whose statement started just before a window boundary but reaches
 * the row after a later hit reset it is counted in the newer window rather than resetting it back.
 *
 * The hit runs in its own transaction as the service role and is committed whatever the request
 * does next: a limit on failed sign-ins must count the failures.
 */
export async function hitRateLimit(db: Database, bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) throw new RangeError(`windowSeconds must be a positive integer, got ${windowSeconds}`);
  return asCaller(db, serviceCaller, async (tx) => {
    const { rows } = await tx.query<{ hits: number; retry_after: number }>(
      `with w as (
         select to_timestamp((floor(extract(epoch from now()) / $2::int) * $2::int)::double precision) as start
       )
       insert into public.rate_limit_counters as c (bucket, window_start, window_ends_at, hits)
       select $1, w.start, w.start + make_interval(secs => $2::int), 1 from w
       on conflict (bucket) do update set
         hits = case when excluded.window_start <= c.window_start then c.hits + 1 else 1 end,
         window_start = greatest(c.window_start, excluded.window_start),
         window_ends_at = greatest(c.window_ends_at, excluded.window_ends_at)
       returning hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`,
      [bucket, windowSeconds],
    );
    // Buckets of callers who went away are swept now and then by whoever is counting; a bounded
    // batch keeps the occasional sweep as cheap as a hit.
    if (randomInt(100) === 0) {
      await tx.query(
        `delete from public.rate_limit_counters where bucket in (
           select bucket from public.rate_limit_counters where window_ends_at < now() limit 500)`,
      );
    }
    const row = rows[0]!;
    return { allowed: row.hits <= limit, hits: row.hits, limit, retryAfterSeconds: row.retry_after };
  });
}

/** `hitRateLimit` for /v1 routes: a refusal is the contract's 429 `rate_limited` with Retry-After. */
export async function enforceRateLimit(db: Database, bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const result = await hitRateLimit(db, bucket, limit, windowSeconds);
  if (!result.allowed) {
    throw new ApiError('rate_limited', {
      retryAfter: result.retryAfterSeconds,
      details: { limit, window_seconds: windowSeconds },
    });
  }
  return result;
}
