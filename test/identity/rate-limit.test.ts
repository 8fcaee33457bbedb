import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/types.js';
import { createDeps } from '../../src/deps.js';
import { hitRateLimit } from '../../src/http/rate-limit.js';
import { createLogger } from '../../src/logger.js';
import { createHarness, type Harness } from '../support/harness.js';

const PASSWORD = 'correct horse battery';
const LIMIT = 10;

let h: Harness;
let email: string;
beforeAll(async () => {
  h = await createHarness({ config: { TRUST_PROXY: 'true' } });
  email = `limited-${randomUUID().slice(0, 8)}@example.jp`;
  const res = await h.request('/auth/v1/signup', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': randomIp() } });
  expect(res.status).toBe(200);
});
afterAll(() => h.close());

function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Windows are fixed minutes of the database clock: a burst that straddles a minute boundary is
 * split between two windows. Bursts here take about a second, so they start well inside a minute.
 */
async function awayFromWindowEdge(): Promise<void> {
  const { rows } = await h.db.query<{ s: number }>('select (extract(epoch from now()) % 60)::float8 as s');
  const second = rows[0]!.s;
  if (second > 50) await new Promise((r) => setTimeout(r, (60 - second + 0.2) * 1000));
}

function signInFrom(app: App, ip: string, password = PASSWORD) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}, 192.0.2.1` },
    body: JSON.stringify({ email, password }),
  };
  return app.request('/auth/v1/token?grant_type=password', init);
}

describe('auth-flow rate limit (10 per minute per IP, counted in the database)', () => {
  it('answers the 11th sign-in from one IP with 429, Retry-After and rate_limited; another IP is unaffected', async () => {
    await awayFromWindowEdge();
    const ip = randomIp();
    // Failed attempts count as much as successful ones.
    for (let i = 0; i < LIMIT; i++) {
      const res = await signInFrom(h.app, ip, i % 2 ? PASSWORD : 'wrong password');
      expect(res.status).toBe(i % 2 ? 200 : 400);
    }
    const refused = await signInFrom(h.app, ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    expect(await refused.json()).toEqual({ code: 429, error_code: 'rate_limited', msg: 'Request rate limit reached' });

    expect((await signInFrom(h.app, randomIp())).status).toBe(200);
  });

  it('shares one budget between sign-in, sign-up and one-time-code requests, but never limits refreshes', async () => {
    await awayFromWindowEdge();
    const ip = randomIp();
    const headers = { 'x-forwarded-for': ip };
    const session = (await h.request('/auth/v1/token?grant_type=password', { body: { email, password: PASSWORD }, headers })).body;
    for (let i = 0; i < 4; i++) {
      expect((await h.request('/auth/v1/signup', { body: { email: `x${i}-${randomUUID()}@example.jp`, password: 'short' }, headers })).status).toBe(422);
    }
    for (const path of ['/auth/v1/otp', '/auth/v1/recover', '/auth/v1/verify', '/auth/v1/otp', '/auth/v1/otp']) {
      expect((await h.request(path, { body: { email }, headers })).status).toBe(422);
    }
    const refused = await h.request('/auth/v1/signup', { body: { email: `y-${randomUUID()}@example.jp`, password: PASSWORD }, headers });
    expect(refused.status).toBe(429);
    const versioned = await h.request('/auth/v1/otp', { body: { email }, headers: { ...headers, 'X-Supabase-Api-Version': '2024-01-01' } });
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
      await awayFromWindowEdge();
      const ip = randomIp();
      for (let i = 0; i < LIMIT; i++) expect((await signInFrom(i % 2 ? other : h.app, ip)).status).toBe(200);
      expect((await signInFrom(other, ip)).status).toBe(429);
      expect((await signInFrom(h.app, ip)).status).toBe(429);
    } finally {
      if (second !== h.database.appDb) await second.close();
    }
  });
});

describe('hitRateLimit', () => {
  it('counts concurrent hits without losing any', async () => {
    const bucket = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(h.db, bucket, 20, 3600)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    for (const r of results) expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('starts counting afresh in a new window', async () => {
    const bucket = `test:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await hitRateLimit(h.db, bucket, 2, 60);
    expect((await hitRateLimit(h.db, bucket, 2, 60)).allowed).toBe(false);
    await h.db.query(
      `update public.rate_limit_counters set window_start = window_start - interval '1 hour', window_ends_at = window_ends_at - interval '1 hour' where bucket = $1`,
      [bucket],
    );
    const fresh = await hitRateLimit(h.db, bucket, 2, 60);
    expect(fresh).toMatchObject({ allowed: true, hits: 1 });
  });

  it('keeps the counters from the user roles', async () => {
    await expect(
      h.db.transaction((tx) => tx.query('select * from public.rate_limit_counters'), "select set_config('role', 'authenticated', true)"),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
