// The parking-session lifecycle under load: 1,000 distinct users each start a session
// (POST /v1/parking-sessions) and finalize it (POST /v1/parking-sessions/{id}/finalize), 50 HTTP
// connections at a time, against the API in its own process on a scratch database of a PostgreSQL
// server. Reports lifecycles per second and the latency of each call.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sessions.ts
//   (or: npm run bench -- sessions)
//
// Knobs: BENCH_USERS (1000), BENCH_CONNECTIONS (50), BENCH_POOL_SIZE (20, the service's database
// pool), BENCH_WARMUP_USERS (1000, run first and not measured), BENCH_REALTIME_TRIGGERS (on; `off`
// drops the realtime NOTIFY triggers of parking_sessions, user_badges and user_notifications (a
// finalize writes a `session_ended` notification), for measuring their cost:
// docs/realtime.md).
//
// Steady state is what is measured: after a warm-up of 200 lifecycles the first measured second
// still paid one-time costs (create p99 350-530 ms against 60 ms after a warm-up of 1,000), such as
// pool connections compiling the PL/pgSQL functions on their first finalize and V8 optimising the
// request path. The load generator is bench/http-client.ts, one raw keep-alive socket per
// connection: it shares the two cores with the service and the database, and node:http's client
// cost a quarter of the throughput (about 450 lifecycles/s against 600 on the same build).
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import pg from 'pg';
import { HttpConnection } from './http-client.js';
import { printTable, scratchDatabase, startService } from './support.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '20';
const WARMUP_USERS = Number(process.env.BENCH_WARMUP_USERS ?? 1000);
const TARGET_LIFECYCLES_PER_SECOND = 500;
// startService's token secret.
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

/** One HTTP call on a worker's own keep-alive connection, timed from write to full response. */
async function post(connection: HttpConnection, path: string, token: string, body: unknown): Promise<{ status: number; body: any; ms: number }> {
  const started = performance.now();
  const res = await connection.request('POST', path, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, JSON.stringify(body));
  return { status: res.status, body: JSON.parse(res.body), ms: performance.now() - started };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = (sorted.length - 1) * p;
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return Math.round((sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo)) * 10) / 10;
}

interface Round {
  seconds: number;
  create: number[];
  finalize: number[];
  failures: string[];
}

/** Every user once: start, then finalize; CONNECTIONS users in flight at a time. */
async function round(base: string, lotId: string, tokens: string[]): Promise<Round> {
  const result: Round = { seconds: 0, create: [], finalize: [], failures: [] };
  let next = 0;
  const started = performance.now();
  const connections = await Promise.all(Array.from({ length: CONNECTIONS }, () => HttpConnection.open(base)));
  await Promise.all(
    connections.map(async (connection) => {
      for (let i = next++; i < tokens.length; i = next++) {
        const token = tokens[i]!;
        const created = await post(connection, '/v1/parking-sessions', token, { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() });
        result.create.push(created.ms);
        if (created.status !== 201) {
          result.failures.push(`create ${created.status} ${JSON.stringify(created.body)}`);
          continue;
        }
        const ended = await post(connection, `/v1/parking-sessions/${created.body.session.id}/finalize`, token, { client_request_id: randomUUID() });
        result.finalize.push(ended.ms);
        if (ended.status !== 200) result.failures.push(`finalize ${ended.status} ${JSON.stringify(ended.body)}`);
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  return result;
}

const scratch = await scratchDatabase(serverUrl);
let failed = false;
try {
  const service = await startService({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: POOL_SIZE });
  try {
    // One public lot with the rules of a typical sign, written as the server's superuser.
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    const { rows } = await admin.query<{ id: string }>(
      `insert into public.parking_lots (name, address, status, vehicle_type_max) values ('Bench lot', '東京都新宿区新宿3丁目12-4', 'active', 'oversized') returning id`,
    );
    const lotId = rows[0]!.id;
    await admin.query(
      `insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, time_start, time_end, per_minutes, price_minor, cap_type, cap_price_minor)
       values ($1, 0, 'unit', '08:00', '20:00', 30, 200, null, null), ($1, 1, 'unit', '20:00', '08:00', 60, 100, null, null),
              ($1, 2, 'cap', null, null, null, null, 'daily_max', 1200)`,
      [lotId],
    );
    const { rows: version } = await admin.query<{ v: string }>('select version() as v');
    const realtimeTriggers = process.env.BENCH_REALTIME_TRIGGERS !== 'off';
    if (!realtimeTriggers) {
      await admin.query(
        `drop trigger parking_sessions_realtime on public.parking_sessions; drop trigger user_badges_realtime on public.user_badges;
         drop trigger user_notifications_realtime on public.user_notifications`,
      );
    }

    // Signed-in users as the built-in provider has them: a user and a session each, the session
    // named in the token (the service checks it on every user's first request).
    const secret = new TextEncoder().encode(JWT_SECRET);
    const tokensFor = async (n: number) => {
      const { rows: sessions } = await admin.query<{ id: string; user_id: string }>(
        `with users as (
           insert into auth.users (email, email_confirmed_at)
           select 'bench-' || gen_random_uuid() || '@example.test', now() from generate_series(1, $1::int)
           returning id)
         insert into auth.sessions (user_id) select id from users returning id, user_id`,
        [n],
      );
      return Promise.all(
        sessions.map((s) =>
          new SignJWT({ sub: s.user_id, role: 'authenticated', session_id: s.id })
            .setProtectedHeader({ alg: 'HS256' })
            .setAudience('authenticated')
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(secret),
        ),
      );
    };
    const warmupTokens = await tokensFor(WARMUP_USERS);
    const measuredTokens = await tokensFor(USERS);
    await admin.end();

    const warmup = await round(service.url, lotId, warmupTokens);
    if (warmup.failures.length) throw new Error(`warm-up failed: ${warmup.failures[0]}`);
    const measured = await round(service.url, lotId, measuredTokens);

    const create = [...measured.create].sort((a, b) => a - b);
    const finalize = [...measured.finalize].sort((a, b) => a - b);
    const lifecyclesPerSecond = Math.round((USERS - measured.failures.length) / measured.seconds);
    console.log(`\n${version[0]!.v}`);
    console.log(
      `${USERS} users, ${CONNECTIONS} connections, database pool ${POOL_SIZE}, after ${WARMUP_USERS} warm-up lifecycles, realtime triggers ${realtimeTriggers ? 'on' : 'off'}`,
    );
    printTable('Parking-session lifecycle (latency in ms)', [
      { call: 'POST /v1/parking-sessions', calls: create.length, p50: percentile(create, 0.5), p95: percentile(create, 0.95), p99: percentile(create, 0.99), max: percentile(create, 1) },
      {
        call: 'POST /v1/parking-sessions/{id}/finalize',
        calls: finalize.length,
        p50: percentile(finalize, 0.5),
        p95: percentile(finalize, 0.95),
        p99: percentile(finalize, 0.99),
        max: percentile(finalize, 1),
      },
    ]);
    console.log(
      `lifecycles: ${USERS - measured.failures.length} in ${measured.seconds.toFixed(2)} s = ${lifecyclesPerSecond}/s ` +
        `(target ${TARGET_LIFECYCLES_PER_SECOND}/s: ${lifecyclesPerSecond >= TARGET_LIFECYCLES_PER_SECOND ? 'ok' : 'MISSED'}); failures: ${measured.failures.length}`,
    );
    for (const f of measured.failures.slice(0, 5)) console.log(`  ${f}`);
    failed = measured.failures.length > 0 || lifecyclesPerSecond < TARGET_LIFECYCLES_PER_SECOND;
  } finally {
    await service.stop();
  }
} finally {
  await scratch.drop();
}
process.exit(failed ? 1 : 0);
