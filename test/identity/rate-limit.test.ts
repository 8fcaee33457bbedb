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
/** One token back every 12 s: each burst below is a few sign-ins, well inside that. */
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
      expect(Number(res.headers.get('ratelimit-remaining'))).toBeLessThanOrEqual(LIMIT - 1 - i);
      expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    const refused = await signInFrom(h.app, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    // The next token is at most one refill interval (60 s / LIMIT) away.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60 / LIMIT);
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

describe('hitRateLimit (a token bucket on the database clock)', () => {
  /** A whole minute of the database clock, a minute or two ahead: what a fixed window would start at. */
  async function nextMinute(): Promise<number> {
    const { rows } = await h.db.query<{ ms: number }>('select ((floor(extract(epoch from now()) / 60) + 2) * 60000)::float8 as ms');
    return rows[0]!.ms;
  }
  const at = (ms: number) => ({ at: new Date(ms) });

  it('counts concurrent hits without losing any', async () => {
    const bucket = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(h.db, bucket, 20, 3600)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    for (const r of results.filter((r) => !r.allowed)) expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
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

  it('refills continuously: waiting out Retry-After lets exactly one more through, a second less does not', async () => {
    const bucket = `test:${randomUUID()}`;
    const start = await nextMinute();
    for (let i = 0; i < 10; i++) expect((await hitRateLimit(h.db, bucket, 10, 60, at(start))).allowed).toBe(true);
    const refused = await hitRateLimit(h.db, bucket, 10, 60, at(start + 500));
    // Half a second refilled a twelfth of a token; a token takes 6 s: 5.5 s to go, rounded up.
    expect(refused).toEqual({ allowed: false, limit: 10, retryAfterSeconds: 6, remaining: 0, resetSeconds: 60 });
    const retryAt = start + 500 + refused.retryAfterSeconds * 1000;
    expect((await hitRateLimit(h.db, bucket, 10, 60, at(retryAt - 1000))).allowed).toBe(false);
    expect(await hitRateLimit(h.db, bucket, 10, 60, at(retryAt))).toMatchObject({ allowed: true });
    expect((await hitRateLimit(h.db, bucket, 10, 60, at(retryAt))).allowed).toBe(false);
    // A whole window later the bucket is full again: the limit, and no more.
    const full = [];
    for (let i = 0; i < 11; i++) full.push((await hitRateLimit(h.db, bucket, 10, 60, at(retryAt + 60_000))).allowed);
    expect(full).toEqual([...Array(10).fill(true), false]);
  });

  it('keeps the buckets from the user roles', async () => {
    await expect(
      h.db.transaction((tx) => tx.query('select * from public.rate_limit_buckets'), [{ text: "select set_config('role', 'authenticated', true)", values: [] }]),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
