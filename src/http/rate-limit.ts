import { randomInt } from 'node:crypto';
import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database } from '../db/types.js';
import { ApiError } from './errors.js';

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  /**
   * Seconds until the bucket holds a token again, rounded up: the Retry-After of a refusal (at least
   * 1); 0 when the next request would be allowed now.
   */
  retryAfterSeconds: number;
  /** Whole tokens left after this hit (the RateLimit-Remaining header). */
  remaining: number;
  /** Seconds until the bucket is full again, rounded up (the RateLimit-Reset header). */
  resetSeconds: number;
}

export interface RateLimitOptions {
  /**
   * The instant of the hit instead of the database clock's now(). Tests step through instants
   * with it rather than sleeping; the service never passes it.
   */
  at?: Date;
}

/**
 * Takes one token for a request from `bucket`'s token bucket and says whether there was one. A
 * bucket holds up to `limit` tokens and refills continuously at `limit` per `windowSeconds`, so a
 * burst is at most `limit` and there is no window boundary around which twice the limit passes: in
 * any t seconds at most limit + t * limit / windowSeconds requests get through. A refusal takes
 * nothing (a caller retrying after Retry-After gets through).
 *
 * The buckets live in the database, so every API process on it shares them, and the clock is the
 * database's, so processes with drifting clocks agree. One upsert does the work: the row lock of ON
 * CONFLICT serialises concurrent hits, each computing from the row as the previous one left it, so
 * there is no read-then-write race. A hit whose transaction started before a concurrent one's (an
 * earlier now()) counts no refill for the difference rather than moving the bucket back in time.
 * Token arithmetic is numeric: a full burst of `limit` is exact whatever limit / windowSeconds is.
 *
 * The hit runs in its own transaction as the service role and is committed whatever the request
 * does next: a limit on failed sign-ins must count the failures.
 */
export async function hitRateLimit(
  db: Database,
  bucket: string,
  limit: number,
  windowSeconds: number,
  options: RateLimitOptions = {},
): Promise<RateLimitResult> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) throw new RangeError(`windowSeconds must be a positive integer, got ${windowSeconds}`);
  return asCaller(db, serviceCaller, async (tx) => {
    const { rows } = await tx.query<{ allowed: boolean; retry_after: number; remaining: number; reset: number }>(
      `with hit as (select coalesce($4::timestamptz, now()) as at, $2::int::numeric as capacity, $3::int::numeric as window_s)
       insert into public.rate_limit_buckets as b (bucket, tokens, refilled_at, full_at, allowed)
       select $1, hit.capacity - 1, hit.at, hit.at + make_interval(secs => (hit.window_s / hit.capacity)::float8), true from hit
       on conflict (bucket) do update set (tokens, refilled_at, full_at, allowed) = (
         select s.left_over, s.at, s.at + make_interval(secs => ((hit.capacity - s.left_over) * hit.window_s / hit.capacity)::float8), s.took
           from hit,
                lateral (select greatest(b.refilled_at, hit.at) as at,
                                least(hit.capacity, b.tokens + greatest(0, extract(epoch from hit.at - b.refilled_at)) * hit.capacity / hit.window_s) as tokens) r,
                lateral (select r.at, r.tokens >= 1 as took, case when r.tokens >= 1 then r.tokens - 1 else r.tokens end as left_over) s
       )
       returning allowed,
                 ceil(greatest(0, (select extract(epoch from b.refilled_at - hit.at) + (1 - b.tokens) * hit.window_s / hit.capacity from hit)))::int as retry_after,
                 floor(b.tokens)::int as remaining,
                 ceil(greatest(0, (select extract(epoch from b.full_at - hit.at) from hit)))::int as reset`,
      [bucket, limit, windowSeconds, options.at ?? null],
    );
    // Buckets of callers who went away are swept now and then by whoever is counting (a full bucket
    // and no row mean the same); a bounded batch keeps the occasional sweep as cheap as a hit.
    if (randomInt(100) === 0) {
      await tx.query(
        `delete from public.rate_limit_buckets where bucket in (
           select bucket from public.rate_limit_buckets where full_at < now() limit 500)`,
      );
    }
    const row = rows[0]!;
    return {
      allowed: row.allowed,
      limit,
      retryAfterSeconds: row.allowed ? row.retry_after : Math.max(1, row.retry_after),
      remaining: row.remaining,
      resetSeconds: row.reset,
    };
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

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) of a hit: sent on every
 * answer of a rate-limited route, the 429 included, so a client can pace itself before it is refused.
 */
export function rateLimitHeaders(result: RateLimitResult, windowSeconds: number): Record<string, string> {
  return {
    'RateLimit-Limit': String(result.limit),
    'RateLimit-Remaining': String(result.remaining),
    'RateLimit-Reset': String(result.resetSeconds),
    'RateLimit-Policy': `${result.limit};w=${windowSeconds}`,
  };
}

/** The same fields as an OpenAPI response's `headers`. */
export function rateLimitHeaderDocs(limitDescription: string, windowSeconds: number) {
  return {
    'RateLimit-Limit': { description: limitDescription, schema: { type: 'integer' as const } },
    'RateLimit-Remaining': { description: 'Requests left now (the budget refills continuously).', schema: { type: 'integer' as const } },
    'RateLimit-Reset': { description: 'Seconds until the whole budget is back.', schema: { type: 'integer' as const } },
    'RateLimit-Policy': { description: `\`<limit>;w=${windowSeconds}\`.`, schema: { type: 'string' as const } },
  };
}
