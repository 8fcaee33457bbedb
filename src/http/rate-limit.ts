import { randomInt } from 'node:crypto';
import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database } from '../db/types.js';
import { ApiError } from './errors.js';

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  /**
   * Seconds until a request would be allowed again, rounded up: when the oldest hit still counted
   * leaves the window. The Retry-After of a refusal (at least 1); 0 when the next request would be
   * allowed now.
   */
  retryAfterSeconds: number;
  /** The limit less the hits in the window after this one (the RateLimit-Remaining header). */
  remaining: number;
  /** Seconds until the window holds no hit, rounded up (the RateLimit-Reset header). */
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
 * Counts one request against `bucket`'s limit and says whether it is allowed: at most `limit`
 * requests are allowed in any `windowSeconds`, which is how contract 8's "10 requests per minute"
 * reads (a token bucket let twice that through in a minute: a burst, then the refill). The row keeps
 * the instants of the allowed hits still inside the window, at most `limit` of them; a hit at t
 * drops those at or before t - window and is allowed when fewer than `limit` remain. A refusal adds
 * nothing, so Retry-After is exact: when the oldest counted hit leaves the window, the request
 * retried then passes (unless another took the slot first).
 *
 * The windows live in the database, so every API process on it shares them, and the clock is the
 * database's, so processes with drifting clocks agree. One upsert does the work: the row lock of ON
 * CONFLICT serialises concurrent hits, each computing from the row as the previous one left it, so
 * there is no read-then-write race. A hit whose transaction started before a concurrent one's (an
 * earlier now()) is counted at the newest instant in the row rather than before it: the log stays
 * ordered, and the hit holds its slot a moment longer rather than freeing one early.
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
    // A row can hold more hits than `limit` when its caller's limit went down (a Plus subscriber back
    // on the free tier): those hits happened, so they count until they leave the window, and the
    // slot frees when the (n - limit + 1)th oldest leaves.
    const { rows } = await tx.query<{ allowed: boolean; retry_after: number; remaining: number; reset: number }>(
      `with hit as (select coalesce($4::timestamptz, now()) as at, $2::int as cap, $3::int * interval '1 second' as win)
       insert into public.rate_limit_windows as w (bucket, hits, free_at, allowed)
       select $1, array[hit.at], hit.at + hit.win, true from hit
       on conflict (bucket) do update set (hits, free_at, allowed) = (
         select case when k.took then k.kept || k.t else k.kept end,
                case when k.took then k.t + hit.win else w.free_at end,
                k.took
           from hit,
                lateral (select greatest(hit.at, w.hits[cardinality(w.hits)]) as t) e,
                lateral (select array(select h from unnest(w.hits) h where h > e.t - hit.win order by h) as kept) p,
                lateral (select e.t, p.kept, cardinality(p.kept) < hit.cap as took) k
       )
       returning allowed,
                 (select case when cardinality(w.hits) < hit.cap then 0
                              else ceil(greatest(0, extract(epoch from w.hits[cardinality(w.hits) - hit.cap + 1] + hit.win - hit.at)))
                         end from hit)::int as retry_after,
                 (select greatest(0, hit.cap - cardinality(w.hits)) from hit)::int as remaining,
                 (select ceil(greatest(0, extract(epoch from w.hits[cardinality(w.hits)] + hit.win - hit.at))) from hit)::int as reset`,
      [bucket, limit, windowSeconds, options.at ?? null],
    );
    // Windows of callers who went away are swept now and then by whoever is counting (an empty
    // window and no row mean the same); a bounded batch keeps the occasional sweep as cheap as a hit.
    if (randomInt(100) === 0) {
      await tx.query(
        `delete from public.rate_limit_windows where bucket in (
           select bucket from public.rate_limit_windows where free_at < now() limit 500)`,
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
    'RateLimit-Remaining': { description: 'Requests left in the window after this one.', schema: { type: 'integer' as const } },
    'RateLimit-Reset': { description: 'Seconds until the window holds no request, and the whole limit is back.', schema: { type: 'integer' as const } },
    'RateLimit-Policy': { description: `\`<limit>;w=${windowSeconds}\`.`, schema: { type: 'string' as const } },
  };
}
