// The parking-session lifecycle under load: 1,000 distinct users each start a session
// (POST /v1/parking-sessions) and finalize it (POST /v1/parking-sessions/{id}/finalize), 50 HTTP
// connections at a time, against the API in its own process on a scratch database of a PostgreSQL
// server. Reports lifecycles per second and the latency of each call.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sessions.ts
//   (or: npm run bench -- sessions)
//
// Knobs: BENCH_USERS (1000), BENCH_CONNECTIONS (50), BENCH_POOL_SIZE (20, the service's database
// pool), BENCH_WARMUP_USERS (200, run first and not measured).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { SignJWT } from 'jose';
import pg from 'pg';
import { printTable, scratchDatabase, startService } from './support.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '20';
const WARMUP_USERS = Number(process.env.BENCH_WARMUP_USERS ?? 200);
const TARGET_LIFECYCLES_PER_SECOND = 500;
// startService's token secret.
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function post(url: string, token: string, body: unknown): Promise<{ status: number; body: any; ms: number }> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
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
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = next++; i < tokens.length; i = next++) {
        const token = tokens[i]!;
        const created = await post(`${base}/v1/parking-sessions`, token, { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() });
        result.create.push(created.ms);
        if (created.status !== 201) {
          result.failures.push(`create ${created.status} ${JSON.stringify(created.body)}`);
          continue;
        }
        const ended = await post(`${base}/v1/parking-sessions/${created.body.session.id}/finalize`, token, { client_request_id: randomUUID() });
        result.finalize.push(ended.ms);
        if (ended.status !== 200) result.failures.push(`finalize ${ended.status} ${JSON.stringify(ended.body)}`);
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
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
    await admin.end();

    const secret = new TextEncoder().encode(JWT_SECRET);
    const tokensFor = (n: number) =>
      Promise.all(
        Array.from({ length: n }, () =>
          new SignJWT({ sub: randomUUID(), role: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).setAudience('authenticated').setIssuedAt().setExpirationTime('1h').sign(secret),
        ),
      );
    const warmup = await round(service.url, lotId, await tokensFor(WARMUP_USERS));
    if (warmup.failures.length) throw new Error(`warm-up failed: ${warmup.failures[0]}`);
    const measured = await round(service.url, lotId, await tokensFor(USERS));

    const create = [...measured.create].sort((a, b) => a - b);
    const finalize = [...measured.finalize].sort((a, b) => a - b);
    const lifecyclesPerSecond = Math.round((USERS - measured.failures.length) / measured.seconds);
    console.log(`\n${version[0]!.v}`);
    console.log(`${USERS} users, ${CONNECTIONS} connections, database pool ${POOL_SIZE}, after ${WARMUP_USERS} warm-up lifecycles`);
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
    agent.destroy();
    await service.stop();
  }
} finally {
  await scratch.drop();
}
process.exit(failed ? 1 : 0);
