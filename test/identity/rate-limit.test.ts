import { randomInt, randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/types.js';
import { createDeps } from '../../src/deps.js';
import { hitRateLimit } from '../../src/http/rate-limit.js';
import { createLogger } from '../../src/logger.js';
import { createHarness, testConfig, type Harness } from '../support/harness.js';

const PASSWORD = 'correct horse battery';
/** At most this many in any minute: each test below spends a budget within seconds. */
const LIMIT = 5;

let h: Harness;
let email: string;
beforeAll(async () => {
  // Behind one balancer that appends the address it was reached from (TRUST_PROXY_HOPS defaults to 1).
  h = await createHarness({ config: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  email = `limited-${randomUUID().slice(0, 8)}@example.jp`;
  const res = await h.request('/auth/v1/signup', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': randomIp() } });
  expect(res.status).toBe(200);
});
afterAll(() => h.close());

function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A sign-in from `ip` through the balancer: whatever the client wrote comes first, then the balancer's entry. */
function signInFrom(app: App, ip: string, options: { password?: string; sentByClient?: string } = {}) {
  const forwarded = options.sentByClient ? `${options.sentByClient}, ${ip}` : ip;
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
    body: JSON.stringify({ email, password: options.password ?? PASSWORD }),
  };
  return app.request('/auth/v1/token?grant_type=password', init);
}

describe(`auth-flow rate limit (${LIMIT} per minute per IP here, counted in the database)`, () => {
  it('answers a sign-in beyond the budget with 429, Retry-After and rate_limited; another IP is unaffected', async () => {
    const ip = randomIp();
    // Failed attempts count as much as successful ones.
    for (let i = 0; i < LIMIT; i++) {
      const res = await signInFrom(h.app, ip, { password: i % 2 ? PASSWORD : 'wrong password' });
      expect(res.status).toBe(i % 2 ? 200 : 400);
      // Every answer, a failed sign-in included, tells the client its budget (IETF RateLimit fields).
      expect(res.headers.get('ratelimit-limit')).toBe(String(LIMIT));
      expect(res.headers.get('ratelimit-policy')).toBe(`${LIMIT};w=60`);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1 - i));
      // The newest hit is this one: the window is empty a whole minute from now.
      expect(res.headers.get('ratelimit-reset')).toBe('60');
    }
    const refused = await signInFrom(h.app, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    // Nothing frees a slot before the first sign-in of the run, moments ago, is a minute old.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(retryAfter);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    expect(await refused.json()).toEqual({ code: 429, error_code: 'rate_limited', msg: 'Request rate limit reached' });

    expect((await signInFrom(h.app, randomIp())).status).toBe(200);
  });

  it('counts the entry the balancer appended: a client naming a new IP on each request does not escape the limit', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) statuses.push((await signInFrom(h.app, ip, { sentByClient: randomIp() })).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), ...Array<number>(LIMIT).fill(429)]);
  });

  it('takes the client IP TRUST_PROXY_HOPS entries from the right (the left-most when the chain is shorter; the socket for a non-address)', async () => {
    const sessionIp = async (hops: string, forwarded: string) => {
      const app = createApp(createDeps(testConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: hops, AUTH_RATE_LIMIT_PER_MINUTE: '100000' }), h.db, createLogger('silent')));
      const res = await app.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      const sessionId = decodeJwt(((await res.json()) as { access_token: string }).access_token).session_id;
      const { rows } = await h.db.query<{ ip: string }>('select ip from auth.sessions where id = $1', [sessionId]);
      return rows[0]!.ip;
    };
    expect(await sessionIp('1', '203.0.113.9, 198.51.100.7, 10.0.0.2')).toBe('10.0.0.2');
    expect(await sessionIp('2', '203.0.113.9, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(await sessionIp('2', '203.0.113.9,198.51.100.7 , 2001:db8::1')).toBe('198.51.100.7');
    expect(await sessionIp('3', '198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    // In-process requests have no socket: its address reads 'unknown'.
    expect(await sessionIp('1', '203.0.113.9, not-an-address')).toBe('unknown');
  });

  it('shares one budget between sign-in, sign-up and one-time-code requests, but never limits refreshes', async () => {
    const ip = randomIp();
    const headers = { 'x-forwarded-for': ip };
    const session = (await h.request('/auth/v1/token?grant_type=password', { body: { email, password: PASSWORD }, headers })).body;
    for (let i = 0; i < 2; i++) {
      expect((await h.request('/auth/v1/signup', { body: { email: `x${i}-${randomUUID()}@example.jp`, password: 'short' }, headers })).status).toBe(422);
    }
    for (const path of ['/auth/v1/otp', '/auth/v1/recover']) {
      expect((await h.request(path, { body: { email }, headers })).status).toBe(200);
    }
    const refused = await h.request('/auth/v1/signup', { body: { email: `y-${randomUUID()}@example.jp`, password: PASSWORD }, headers });
    expect(refused.status).toBe(429);
    const versioned = await h.request('/auth/v1/verify', { body: { email }, headers: { ...headers, 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(versioned.status).toBe(429);
    expect(versioned.body).toEqual({ code: 'rate_limited', message: 'Request rate limit reached' });

    let token = session.refresh_token as string;
    for (let i = 0; i < 3; i++) {
      const res = await h.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: token }, headers });
      expect(res.status).toBe(200);
      token = res.body.refresh_token;
    }
  });

  it('is shared by two API processes on the same database', async () => {
    let second: Database = h.database.appDb;
    if (h.database.appUrl) second = await openPostgres({ url: h.database.appUrl, poolSize: 2, statementTimeoutMs: 10_000 });
    try {
      const other = createApp(createDeps(h.config, second, createLogger('silent')));
      const ip = randomIp();
      for (let i = 0; i < LIMIT; i++) expect((await signInFrom(i % 2 ? other : h.app, ip)).status).toBe(200);
      expect((await signInFrom(other, ip)).status).toBe(429);
      expect((await signInFrom(h.app, ip)).status).toBe(429);
    } finally {
      if (second !== h.database.appDb) await second.close();
    }
  });
});


describe('hitRateLimit (a sliding window on the database clock)', () => {
  /** A whole minute of the database clock, a minute or two ahead: what a fixed window would start at. */
  async function nextMinute(): Promise<number> {
    const { rows } = await h.db.query<{ ms: number }>('select ((floor(extract(epoch from now()) / 60) + 2) * 60000)::float8 as ms');
    return rows[0]!.ms;
  }
  const at = (ms: number) => ({ at: new Date(ms) });
  const hitsOf = async (bucket: string) =>
    (await h.db.query<{ ms: number[] }>('select array(select extract(epoch from x) * 1000 from unnest(hits) x)::float8[] as ms from public.rate_limit_windows where bucket = $1', [bucket])).rows[0]?.ms;

  it('counts concurrent hits without losing any, and never lets more than the limit through', async () => {
    const bucket = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(h.db, bucket, 20, 3600)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    for (const r of results.filter((r) => !r.allowed)) expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Concurrent hits whose instants come in any order (transactions that started in one order
    // and reach the row in another): the limit holds and the log stays ordered.
    const spread = `test:${randomUUID()}`;
    const start = await nextMinute();
    const instants = Array.from({ length: 40 }, () => start + randomInt(5000));
    // Half of them through a second pool, as a second API process would send them.
    let second: Database = h.database.appDb;
    if (h.database.appUrl) second = await openPostgres({ url: h.database.appUrl, poolSize: 4, statementTimeoutMs: 10_000 });
    let spreadResults;
    try {
      spreadResults = await Promise.all(instants.map((ms, i) => hitRateLimit(i % 2 ? second : h.db, spread, 10, 60, at(ms))));
    } finally {
      if (second !== h.database.appDb) await second.close();
    }
    expect(spreadResults.filter((r) => r.allowed)).toHaveLength(10);
    const log = (await hitsOf(spread))!;
    expect(log).toHaveLength(10);
    expect(log).toEqual([...log].sort((a, b) => a - b));
  });

  it('lets no more than the limit through on either side of a minute boundary', async () => {
    const bucket = `test:${randomUUID()}`;
    const boundary = await nextMinute();
    const before = [];
    const after = [];
    for (let i = 0; i < 10; i++) before.push(await hitRateLimit(h.db, bucket, 10, 60, at(boundary - 250)));
    for (let i = 0; i < 10; i++) after.push(await hitRateLimit(h.db, bucket, 10, 60, at(boundary + 250)));
    expect(before.map((r) => r.allowed)).toEqual(Array(10).fill(true));
    expect(after.map((r) => r.allowed)).toEqual(Array(10).fill(false));
  });

  it('lets exactly the limit through in any window: a slot frees only when its hit is a window old', async () => {
    const bucket = `test:${randomUUID()}`;
    const start = await nextMinute();
    const hit = (s: number) => hitRateLimit(h.db, bucket, 10, 60, at(start + s * 1000));
    // One a second for ten seconds; a token bucket would have refilled 1.5 requests by the tenth.
    for (let i = 0; i < 10; i++) expect(await hit(i)).toEqual({ allowed: true, limit: 10, retryAfterSeconds: i === 9 ? 51 : 0, remaining: 9 - i, resetSeconds: 60 });
    // Refused until the hit of t=0 s leaves, at t=60 s; the refusals take nothing.
    expect(await hit(10)).toEqual({ allowed: false, limit: 10, retryAfterSeconds: 50, remaining: 0, resetSeconds: 59 });
    expect(await hit(30)).toEqual({ allowed: false, limit: 10, retryAfterSeconds: 30, remaining: 0, resetSeconds: 39 });
    expect(await hit(59)).toEqual({ allowed: false, limit: 10, retryAfterSeconds: 1, remaining: 0, resetSeconds: 10 });
    expect(await hit(59.999)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    // t=60 s: one slot (the hit of t=0 s), then the next frees at t=61 s.
    expect(await hit(60)).toEqual({ allowed: true, limit: 10, retryAfterSeconds: 1, remaining: 0, resetSeconds: 60 });
    expect(await hit(60.5)).toEqual({ allowed: false, limit: 10, retryAfterSeconds: 1, remaining: 0, resetSeconds: 60 });
    expect((await hit(61)).allowed).toBe(true);
    // t=75 s: the hits of 2..9 s have left; 60 and 61 s remain.
    expect(await hit(75)).toEqual({ allowed: true, limit: 10, retryAfterSeconds: 0, remaining: 7, resetSeconds: 60 });
    expect(await hitsOf(bucket)).toEqual([60, 61, 75].map((s) => start + s * 1000));
  });

  it('gives an exact Retry-After: the request retried then passes, a second earlier it does not', async () => {
    const bucket = `test:${randomUUID()}`;
    const start = await nextMinute();
    expect((await hitRateLimit(h.db, bucket, 3, 60, at(start + 500))).allowed).toBe(true);
    for (let i = 0; i < 2; i++) expect((await hitRateLimit(h.db, bucket, 3, 60, at(start + 20_000))).allowed).toBe(true);
    const refused = await hitRateLimit(h.db, bucket, 3, 60, at(start + 10_200 + 20_000));
    // The hit of 0.5 s leaves at 60.5 s: 30.3 s after the refusal, rounded up.
    expect(refused).toEqual({ allowed: false, limit: 3, retryAfterSeconds: 31, remaining: 0, resetSeconds: 50 });
    const retryAt = start + 30_200 + refused.retryAfterSeconds * 1000;
    expect((await hitRateLimit(h.db, bucket, 3, 60, at(retryAt - 1000))).allowed).toBe(false);
    expect(await hitRateLimit(h.db, bucket, 3, 60, at(retryAt))).toMatchObject({ allowed: true, remaining: 0 });
    // The two hits of 20 s leave together at 80 s.
    expect(await hitRateLimit(h.db, bucket, 3, 60, at(retryAt))).toMatchObject({ allowed: false, retryAfterSeconds: 80 - 61 });
    const later = [];
    for (let i = 0; i < 3; i++) later.push(await hitRateLimit(h.db, bucket, 3, 60, at(start + 80_000)));
    expect(later.map((r) => [r.allowed, r.remaining])).toEqual([[true, 1], [true, 0], [false, 0]]);
  });

  it('refuses only what would put more than the limit in a window, over a random run', async () => {
    const bucket = `test:${randomUUID()}`;
    const start = await nextMinute();
    const limit = 4;
    const windowMs = 10_000;
    let t = start;
    const allowed: number[] = [];
    for (let i = 0; i < 80; i++) {
      t += randomInt(1500);
      const r = await hitRateLimit(h.db, bucket, limit, windowMs / 1000, at(t));
      const inWindow = allowed.filter((a) => a > t - windowMs);
      expect(r.allowed, `hit ${i} at +${t - start} ms`).toBe(inWindow.length < limit);
      if (r.allowed) allowed.push(t);
      const counted = allowed.filter((a) => a > t - windowMs);
      expect(r.remaining).toBe(limit - counted.length);
      expect(r.resetSeconds).toBe(Math.ceil((counted.at(-1)! + windowMs - t) / 1000));
      if (!r.allowed) expect(r.retryAfterSeconds).toBe(Math.ceil((counted[0]! + windowMs - t) / 1000));
    }
    for (let i = 0; i < allowed.length; i++) expect(allowed.filter((a) => a >= allowed[i]! && a < allowed[i]! + windowMs).length).toBeLessThanOrEqual(limit);
  });

  it('counts a hit stamped before the newest at the newest instant, so no slot frees early', async () => {
    const bucket = `test:${randomUUID()}`;
    const start = await nextMinute();
    expect((await hitRateLimit(h.db, bucket, 2, 60, at(start + 10_000))).allowed).toBe(true);
    // A transaction that started 5 s earlier reaches the row second.
    expect((await hitRateLimit(h.db, bucket, 2, 60, at(start + 5_000))).allowed).toBe(true);
    expect(await hitsOf(bucket)).toEqual([start + 10_000, start + 10_000]);
    expect(await hitRateLimit(h.db, bucket, 2, 60, at(start + 65_000))).toMatchObject({ allowed: false, retryAfterSeconds: 5 });
    expect(await hitRateLimit(h.db, bucket, 2, 60, at(start + 70_000))).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('keeps counting the hits of a higher limit when the limit goes down', async () => {
    const bucket = `test:${randomUUID()}`;
    const start = await nextMinute();
    for (let i = 0; i < 12; i++) expect((await hitRateLimit(h.db, bucket, 60, 60, at(start + i * 1000))).allowed).toBe(true);
    // Twelve hits in the window and a limit of 10: a slot frees when the third oldest (t=2 s) leaves.
    expect(await hitRateLimit(h.db, bucket, 10, 60, at(start + 30_000))).toEqual({ allowed: false, limit: 10, retryAfterSeconds: 32, remaining: 0, resetSeconds: 41 });
    expect((await hitRateLimit(h.db, bucket, 10, 60, at(start + 61_500))).allowed).toBe(false);
    expect(await hitRateLimit(h.db, bucket, 10, 60, at(start + 62_000))).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('keeps the windows from the user roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        h.db.transaction((tx) => tx.query('select * from public.rate_limit_windows'), [{ text: `select set_config('role', '${role}', true)`, values: [] }]),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});
