import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.js';
import type { Queryable } from '../../src/db/types.js';
import { createHarness, TEST_JWT_SECRET, type Harness } from '../support/harness.js';
import { startingGate } from '../support/starting-gate.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { backdate, createLot, newUser, sessionTableCounts, type User, badgeCodes, expectedFirstBadges } from './fixtures.js';

const RACERS = 20;

let h: Harness;
let lotId: string;
let gate: ReturnType<typeof startingGate>;

beforeAll(async () => {
  const base = await createTestDatabase();
  let database: TestDatabase = base;
  if (base.appUrl) {
    // Room for every racer to hold a connection at once.
    const wide = await openPostgres({ url: base.appUrl, poolSize: RACERS + 5, statementTimeoutMs: 10_000 });
    database = { ...base, appDb: wide, drop: async () => (await wide.close(), await base.drop()) };
  }
  gate = startingGate(database.appDb);
  h = await createHarness({ database: { ...database, appDb: gate.db } });
  lotId = await createLot(h.db);
});
afterAll(() => h.close());

const onServer = !!process.env.DATABASE_URL;

function statuses(results: { status: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

async function sessionEndRows(db: Queryable, sessionId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.user_activities where parking_session_id = $1 and activity_type = 'session_end'`,
    [sessionId],
  );
  return rows[0]!.n;
}

describe('racing calls in one API process', () => {
  it(`${RACERS} creates with ${RACERS} different ids for one user: one parking session, the rest concurrent_session_not_allowed`, async () => {
    const user = await newUser(h);
    const { results, allArrived } = await gate.race(RACERS, () =>
      h.request('/v1/parking-sessions', { token: user.token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } }),
    );
    expect(allArrived).toBe(onServer);
    expect(statuses(results)).toEqual({ 201: 1, 409: RACERS - 1 });
    const winner = results.find((r) => r.status === 201)!.body.session.id;
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error).toMatchObject({ code: 'concurrent_session_not_allowed', details: { parking_session_id: winner } });
    }
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 1, parking: 1, activities: 1, requests: 1 });
  });

  it(`${RACERS} identical creates: one session, every caller gets it`, async () => {
    const user = await newUser(h);
    const body = { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() };
    const { results, allArrived } = await gate.race(RACERS, () => h.request('/v1/parking-sessions', { token: user.token, body }));
    expect(allArrived).toBe(onServer);
    expect(statuses(results)).toEqual({ 201: 1, 200: RACERS - 1 });
    expect(new Set(results.map((r) => r.body.session.id)).size).toBe(1);
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 1, activities: 1, requests: 1 });
  });

  it(`${RACERS} identical finalizes: one fee, one session_end row, one award`, async () => {
    const user = await newUser(h);
    const started = await h.request('/v1/parking-sessions', {
      token: user.token,
      body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() },
    });
    const sessionId = started.body.session.id;
    await backdate(h.db, sessionId, 95 * 60);
    const body = { client_request_id: randomUUID() };
    const { results, allArrived } = await gate.race(RACERS, () =>
      h.request(`/v1/parking-sessions/${sessionId}/finalize`, { token: user.token, body }),
    );
    expect(allArrived).toBe(onServer);
    expect(statuses(results)).toEqual({ 200: RACERS });
    expect(new Set(results.map((r) => JSON.stringify([r.body.total_amount, r.body.breakdown, r.body.session.ended_at]))).size).toBe(1);
    expect(results[0]!.body.total_amount).toBe(800);
    expect(await sessionEndRows(h.db, sessionId)).toBe(1);
    const { rows } = await h.db.query('select exp, session_count from public.user_exp where user_id = $1', [user.userId]);
    expect(rows).toEqual([{ exp: expect.any(Number), session_count: 1 }]);
    const badges = await expectedFirstBadges(h.db, sessionId);
    expect(await badgeCodes(h.db, user.userId)).toEqual(badges);
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ parking: 0, activities: 2, requests: 2, badges: badges.length });
  });

  it(`${RACERS} finalizes with different ids: one ends the session, the rest find it ended`, async () => {
    const user = await newUser(h);
    const started = await h.request('/v1/parking-sessions', {
      token: user.token,
      body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() },
    });
    const sessionId = started.body.session.id;
    await backdate(h.db, sessionId, 600);
    const { results, allArrived } = await gate.race(RACERS, () =>
      h.request(`/v1/parking-sessions/${sessionId}/finalize`, { token: user.token, body: { client_request_id: randomUUID() } }),
    );
    expect(allArrived).toBe(onServer);
    expect(statuses(results)).toEqual({ 200: 1, 409: RACERS - 1 });
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.error.code).toBe('conflict');
    expect(await sessionEndRows(h.db, sessionId)).toBe(1);
  });

  it('a finalize racing a cancel: exactly one of them wins', async () => {
    const user = await newUser(h);
    const started = await h.request('/v1/parking-sessions', {
      token: user.token,
      body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() },
    });
    const sessionId = started.body.session.id;
    await backdate(h.db, sessionId, 60);
    const { results, allArrived } = await gate.race(2, (i) =>
      h.request(`/v1/parking-sessions/${sessionId}/${i ? 'cancel' : 'finalize'}`, { token: user.token, body: { client_request_id: randomUUID() } }),
    );
    expect(allArrived).toBe(onServer);
    expect(statuses(results)).toEqual({ 200: 1, 409: 1 });
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('conflict');
    const { rows } = await h.db.query<{ status: string }>('select status from public.parking_sessions where id = $1', [sessionId]);
    expect(rows[0]!.status).toBe(results[0]!.status === 200 ? 'ended' : 'cancelled');
  });
});

/**
 * The API as production runs it: its own process, here two of them on this file's database, as the
 * dedicated login role; one also has the owner's URL to migrate with, the other only checks.
 */
function startApiProcess(databaseUrl: string, migrationUrl?: string): Promise<{ url: string; child: ChildProcess }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      ...(migrationUrl ? { DATABASE_MIGRATION_URL: migrationUrl } : {}),
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API process exited (${code}): ${output}`)));
  });
}

describe.runIf(onServer)('racing calls on two API processes sharing one PostgreSQL', () => {
  const processes: { url: string; child: ChildProcess }[] = [];

  beforeAll(async () => {
    processes.push(...(await Promise.all([startApiProcess(h.database.appUrl!, h.database.url!), startApiProcess(h.database.appUrl!)])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(
      processes.map(({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))),
    );
  });

  async function post(i: number, user: User, pathname: string, body: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${processes[i % processes.length]!.url}${pathname}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  /** Opens a keep-alive connection to each process, so the race is not a race of TCP handshakes. */
  async function warm(user: User): Promise<void> {
    await Promise.all(processes.map((p) => fetch(`${p.url}/v1/me/parking-sessions`, { headers: { authorization: `Bearer ${user.token}` } }).then((r) => r.text())));
  }

  it(`${RACERS} creates with different ids for one user, half on each process: one parking session`, async () => {
    const user = await newUser(h);
    await warm(user);
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => post(i, user, '/v1/parking-sessions', { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() })),
    );
    expect(statuses(results)).toEqual({ 201: 1, 409: RACERS - 1 });
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'concurrent_session_not_allowed')).toBe(true);
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 1, parking: 1, activities: 1, requests: 1 });
  });

  it(`${RACERS} identical creates, half on each process: one session for all`, async () => {
    const user = await newUser(h);
    await warm(user);
    const body = { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() };
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => post(i, user, '/v1/parking-sessions', body)));
    expect(statuses(results)).toEqual({ 201: 1, 200: RACERS - 1 });
    expect(new Set(results.map((r) => r.body.session.id)).size).toBe(1);
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 1, activities: 1, requests: 1 });
  });

  it(`${RACERS} identical finalizes, half on each process: one fee, one session_end row`, async () => {
    const user = await newUser(h);
    await warm(user);
    const started = await post(0, user, '/v1/parking-sessions', { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() });
    const sessionId = started.body.session.id;
    await backdate(h.db, sessionId, 31 * 60);
    const body = { client_request_id: randomUUID() };
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => post(i, user, `/v1/parking-sessions/${sessionId}/finalize`, body)));
    expect(statuses(results)).toEqual({ 200: RACERS });
    expect(new Set(results.map((r) => JSON.stringify([r.body.total_amount, r.body.breakdown]))).size).toBe(1);
    expect(results[0]!.body.total_amount).toBe(400);
    expect(await sessionEndRows(h.db, sessionId)).toBe(1);
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ parking: 0, activities: 2, requests: 2 });
  });
});
