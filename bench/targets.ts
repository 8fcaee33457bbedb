// `npm run bench` (or `npm run bench -- targets`): every figure of issue 21's targets table from one
// run, each endpoint next to its bare SQL, and whether each meets its target. docs/benchmarks.md
// says what each row measures and how.
//
// The endpoint side is wrk (Debian's package, installed if missing) against the API in its own
// process; the bare side is pgbench (-M prepared, a custom script) running the SQL the endpoint
// runs, in its own process too. Each pair runs ROUNDS times interleaved and a ratio is the median of
// the rounds' ratios: other work on the machine moves both sides of a round alike.
//
// Knobs: BENCH_SECONDS (10 per run), BENCH_ROUNDS (3), BENCH_LOTS (100000), BENCH_GROWN_SESSIONS
// (150000), BENCH_CONNECTIONS (50, wrk), BENCH_CLIENTS (10, pgbench and the API's pool),
// BENCH_FEE_CALLS (300), BENCH_RESTARTS (5), BENCH_SKIP (comma list of: nearby, sessions, fee, restart).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';
import { anonCaller, asCaller } from '../src/db/caller.js';
import { openPostgres } from '../src/db/postgres.js';
import type { Queryable } from '../src/db/types.js';
import { cpuBetween, cpuByPid, cpuPerRequestMs, cpuRatio, endedChildrenCpuMs, ensureTool, exitOf, hasEnded, machineBetween, machineCpu, median, parsePgbenchLog, parsePgbenchSummary, parseWrkOutput, percentile, pgbenchPath, processCpuMs, processMinorFaults, QUIET, round, run, settle, spreadOf, sumCpuMs, type LoadFigures } from './load-tools.js';
import { seedLots } from './nearby.js';
import { freePort, scratchDatabase, scratchDataDir, startService, type StartedService } from './support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOTS = Number(process.env.BENCH_LOTS ?? 100_000);
const GROWN_SESSIONS = Number(process.env.BENCH_GROWN_SESSIONS ?? 150_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// pgbench's clients and the API's database pool: the same number of statements in flight on both sides.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
// wrk's threads for the session lifecycle, as pgbench's -j 2: each drives CONNECTIONS / 2 users.
const SESSION_THREADS = CONNECTIONS % 2 === 0 ? 2 : 1;
const FEE_CALLS = Number(process.env.BENCH_FEE_CALLS ?? 300);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
// bench/support.ts's token secret.
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
const STATEMENT_TIMEOUT_MS = 10_000;

interface SummaryRow {
  figure: string;
  value: string;
  target: string;
  result: 'PASS' | 'FAIL' | 'n/a';
  /**
   * What the value is the median of, lowest to highest: the rounds' ratios, the restarts' times, or
   * for the fee its calls' p25–p75 (spreadOf).
   */
  spread: string;
  /** For a ratio of rates: the ratio the runs' CPU per request predicts (cpuRatio), median of the rounds. */
  'by CPU per request': string;
}
const summary: SummaryRow[] = [];
/** What the figures depend on besides the code, printed with the summary. */
const setup: string[] = [];

function addRow(figure: string, value: number | undefined, unit: string, target: string, pass: (v: number) => boolean, spread: string, byCpu?: (number | undefined)[]): void {
  const ok = value !== undefined && Number.isFinite(value);
  const cpu = byCpu?.filter((v): v is number => v !== undefined) ?? [];
  summary.push({
    figure,
    value: ok ? `${value}${unit}` : 'not measured',
    target,
    result: ok ? (pass(value) ? 'PASS' : 'FAIL') : 'n/a',
    spread: ok && spread ? `${spread}${unit}` : '',
    'by CPU per request': cpu.length ? round(median(cpu), 2).toFixed(2) : '',
  });
}

/** A figure printed beside a target's row for comparison: no target, no result. */
function addComparison(figure: string, value: string, spread = ''): void {
  summary.push({ figure, value, target: '', result: 'n/a', spread, 'by CPU per request': '' });
}

function log(line: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
}

function figuresRow(label: string, f: LoadFigures, unit = 'req/s'): Record<string, unknown> {
  return {
    run: label,
    [unit]: f.perSecond,
    'p50 ms': f.p50Ms,
    'p95 ms': f.p95Ms,
    failures: f.failures,
    'API CPU ms/req': f.apiCpuMs ?? '',
    'PG CPU ms/req': f.dbCpuMs === undefined ? '' : f.dbCpuLost ? `≥ ${f.dbCpuMs} (${f.dbCpuLost} closed)` : f.dbCpuMs,
    'client CPU ms/req': f.clientCpuMs ?? '',
    'busy %': f.machine?.busyPct ?? '',
    'steal %': f.machine?.stealPct ?? '',
  };
}

/** Client backends of the scratch database other than pgbench's and this process's own. */
async function apiBackends(admin: pg.Client): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
        and coalesce(application_name, '') <> 'pgbench'`,
  );
  return rows.map((r) => r.pid);
}

/** How long each measurement waited for the machine to settle (load-tools' settle), for the summary. */
const settled: { waitedMs: number; quiet: boolean }[] = [];

async function settleRecorded(admin: pg.Client | undefined): Promise<void> {
  settled.push(await settle(admin));
}

/** One wrk run against the API; CPU per request of the API process and its pool's backends. */
async function wrkRun(
  wrk: string,
  service: StartedService,
  admin: pg.Client,
  script: string,
  args: string[],
  options: { seconds: number; threads: number; connections: number },
): Promise<LoadFigures> {
  await settleRecorded(admin);
  const backends = await apiBackends(admin);
  const api0 = processCpuMs(service.pid);
  const db0 = cpuByPid(backends);
  const machine0 = machineCpu();
  const client0 = endedChildrenCpuMs();
  const out = await run(wrk, [
    '-t',
    String(options.threads),
    '-c',
    String(options.connections),
    '-d',
    `${options.seconds}s`,
    '--timeout',
    '30s',
    '-s',
    path.resolve(root, 'bench/scripts', script),
    service.url,
    '--',
    ...args,
  ]);
  const api1 = processCpuMs(service.pid);
  const client1 = endedChildrenCpuMs();
  const machine1 = machineCpu();
  // The pool replaces a connection whose statement failed: read the backends again.
  const db = cpuBetween(db0, cpuByPid(await apiBackends(admin)));
  const figures = parseWrkOutput(out);
  if (machine0 && machine1) figures.machine = machineBetween(machine0, machine1);
  // Per request that got an answer, error answers included: they cost CPU as well.
  const per = figures.extra?.lifecycles ?? figures.count + figures.failures;
  if (api0 !== undefined && api1 !== undefined && per) figures.apiCpuMs = round((api1 - api0) / per, 3);
  if (client0 !== undefined && client1 !== undefined && per) figures.clientCpuMs = round((client1 - client0) / per, 3);
  // A pool connection closed during the run took some of its CPU with it: the figure is a floor.
  if (per && (db0.size || db.ms)) {
    figures.dbCpuMs = round(db.ms / per, 3);
    if (db.lost) figures.dbCpuLost = db.lost;
  }
  return figures;
}

/**
 * One pgbench run. Its backends exist only while it runs, so their CPU is polled: the last reading
 * is divided by the transactions its per-transaction log shows completed by then.
 */
async function pgbenchRun(pgbench: string, url: string, admin: pg.Client, script: string, seconds: number, defines: Record<string, string> = {}): Promise<LoadFigures> {
  await settleRecorded(admin);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pgbench-'));
  try {
    let pids: number[] = [];
    let lastCpu: { at: number; ms: number } | undefined;
    let running = true;
    const poll = (async () => {
      while (running) {
        await new Promise((r) => setTimeout(r, 250));
        if (!running) break;
        if (pids.length < CLIENTS) {
          const { rows } = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and application_name = 'pgbench'`,
          );
          pids = rows.map((r) => r.pid);
          continue;
        }
        const at = Date.now();
        const ms = sumCpuMs(pids);
        if (ms !== undefined && running) lastCpu = { at, ms };
      }
    })();
    let out: string;
    const machine0 = machineCpu();
    const client0 = endedChildrenCpuMs();
    try {
      out = await run(pgbench, [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        path.resolve(root, 'bench/scripts', script),
        '-l',
        `--log-prefix=${path.join(logDir, 'pgb')}`,
        ...Object.entries(defines).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
        url,
      ]);
    } finally {
      running = false;
      await poll;
    }
    const summaryLine = parsePgbenchSummary(out);
    const latencyMs: number[] = [];
    const doneAtMs: number[] = [];
    for (const file of fs.readdirSync(logDir)) {
      const parsed = parsePgbenchLog(fs.readFileSync(path.join(logDir, file), 'utf8'));
      latencyMs.push(...parsed.latencyMs);
      doneAtMs.push(...parsed.doneAtMs);
    }
    const figures: LoadFigures = {
      perSecond: round(summaryLine.tps, 1),
      count: summaryLine.transactions,
      p50Ms: round(percentile(latencyMs, 0.5), 2),
      p95Ms: round(percentile(latencyMs, 0.95), 2),
      p99Ms: round(percentile(latencyMs, 0.99), 2),
      failures: summaryLine.failed,
    };
    const machine1 = machineCpu();
    if (machine0 && machine1) figures.machine = machineBetween(machine0, machine1);
    const client1 = endedChildrenCpuMs();
    if (client0 !== undefined && client1 !== undefined && summaryLine.transactions) figures.clientCpuMs = round((client1 - client0) / summaryLine.transactions, 3);
    if (lastCpu) {
      const done = doneAtMs.filter((t) => t <= lastCpu!.at).length;
      if (done) figures.dbCpuMs = round(lastCpu.ms / done, 3);
    }
    return figures;
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/** A 3-hour stay tomorrow morning in Japan, as the query string of a priced search. */
/** Every bench lot has a 24-hour business window (bench/nearby.ts), so open_now keeps them all. */
const OPEN_NOW = '&open_now=true';

function pricedStay(): string {
  const jst = new Date(Date.now() + 9 * 3600_000);
  const day = new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate() + 1)).toISOString().slice(0, 10);
  // Lots charge 100..500 yen per 30 min (bench/nearby.ts), so a 1,500-yen budget keeps about two in five.
  return `&max_price=1500&entry_at=${day}T10:00:00%2B09:00&exit_at=${day}T13:00:00%2B09:00`;
}

// Lot A of bench/fee-engine.ts: day and night bands, a daily maximum and a night maximum.
const LOT_A_RULES = `
  ($1::uuid, 0, 'unit', '08:00', '20:00', 30, 200, null, null), ($1, 1, 'unit', '20:00', '08:00', 60, 100, null, null),
  ($1, 2, 'cap', null, null, null, null, 'daily_max', 1200), ($1, 3, 'cap', '20:00', '08:00', null, null, 'hour_window_max', 400)`;

async function benchLot(admin: pg.Client): Promise<string> {
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.parking_lots (name, address, status, vehicle_type_max) values ('Bench lot', '東京都新宿区新宿3丁目12-4', 'active', 'oversized') returning id`,
  );
  const lotId = rows[0]!.id;
  await admin.query(
    `insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, time_start, time_end, per_minutes, price_minor, cap_type, cap_price_minor)
     values ${LOT_A_RULES}`,
    [lotId],
  );
  return lotId;
}

// Bench users have ids the pgbench script can compute from a number: user n is
// 00000000-0000-4000-8000-<n, 12 digits>, its auth session 00000000-0000-4000-9000-<n>. Run k uses
// users k*1000 .. k*1000 + 49, so a lifecycle a run left half done never blocks the next run.
const userId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const authSessionId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

async function benchUsers(admin: pg.Client, runs: number[]): Promise<void> {
  const ns = runs.flatMap((k) => Array.from({ length: CONNECTIONS }, (_, i) => k * 1000 + i));
  await admin.query(
    `insert into auth.users (id, email, email_confirmed_at)
     select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'bench-' || n || '@example.test', now() from unnest($1::int[]) n`,
    [ns],
  );
  await admin.query(
    `insert into auth.sessions (id, user_id)
     select ('00000000-0000-4000-9000-' || lpad(n::text, 12, '0'))::uuid, ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid from unnest($1::int[]) n`,
    [ns],
  );
}

async function tokenFile(k: number): Promise<string> {
  const secret = new TextEncoder().encode(JWT_SECRET);
  const tokens = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) =>
      new SignJWT({ sub: userId(k * 1000 + i), role: 'authenticated', session_id: authSessionId(k * 1000 + i) })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('authenticated')
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(secret),
    ),
  );
  const file = path.join(os.tmpdir(), `bench-tokens-${process.pid}-${k}.txt`);
  fs.writeFileSync(file, `${tokens.join('\n')}\n`);
  return file;
}

/** 150,000 ended sessions of 15,000 users over the seeded lots, written as a bulk import would. */
async function growSessions(admin: pg.Client, count: number): Promise<void> {
  const users = Math.max(1, Math.round(count / 10));
  await admin.query('begin');
  // A bulk import: rows already valid, so no per-row triggers (notifications, badges) fire.
  await admin.query(`set local session_replication_role = replica`);
  await admin.query(
    `insert into auth.users (id, email, email_confirmed_at)
     select ('00000000-0000-4000-a000-' || lpad(n::text, 12, '0'))::uuid, 'bench-history-' || n || '@example.test', now() from generate_series(1, $1::int) n`,
    [users],
  );
  await admin.query(
    `with lots as (select id, name, row_number() over (order by id) as i from public.parking_lots where place_id like 'bench:%'),
          n as (select count(*) as c from lots)
     insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type, status, started_at, ended_at, total_amount, fee_breakdown)
     select ('00000000-0000-4000-a000-' || lpad((1 + s % $2::int)::text, 12, '0'))::uuid, l.id, l.name, 'regular', 'ended',
            now() - (s % 365) * interval '1 day' - interval '3 hours', now() - (s % 365) * interval '1 day', 600, '[]'::jsonb
       from generate_series(1, $1::int) s
       join lots l on l.i = 1 + (s * 7919) % (select c from n)`,
    [count, users],
  );
  await admin.query('commit');
  // What every seed and bulk import does (issue 21): fresh statistics for the tables it filled.
  await admin.query('analyze auth.users, public.parking_sessions');
}

/** The replay script of one session lifecycle: the statements the API sends, as pgbench runs them. */
function sessionReplayScript(): string {
  // pgbench's variables are numbers: the ids are built from the user's number in SQL.
  const id = (group: string) => `('00000000-0000-4000-${group}-' || lpad((:n)::text, 12, '0'))`;
  const claims = `json_build_object('sub', ${id('8000')}, 'role', 'authenticated', 'session_id', ${id('9000')}, 'aud', 'authenticated')::text`;
  const setup = `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true), set_config('statement_timeout', '${STATEMENT_TIMEOUT_MS}', true);`;
  const view = `v.id, v.parking_lot_id, v.parking_lot_name, v.vehicle_type, v.status, v.started_at, v.ended_at, v.cancelled_at, v.start_lat, v.start_lng, v.total_amount, v.memo, v.rating`;
  // Kept in step by hand with src/modules/sessions/service.ts (createParkingSession,
  // finalizeParkingSession) and src/db/caller.ts (callerSetupSql).
  return `-- Generated by bench/targets.ts: one parking-session lifecycle as the API's statements.
-- The API sends "setup; statement" as one message (an implicit transaction); pgbench's prepared mode
-- needs an explicit BEGIN and cannot \\gset in a pipeline, so a lifecycle takes 3 round trips here
-- against the API's 2.
\\set n :k * 1000 + :client_id
\\startpipeline
begin;
${setup}
\\endpipeline
select ${view}, v.written_now from public.parking_session_view(public.create_parking_session(:lot, 'regular', null, null, gen_random_uuid())) v \\gset s_
\\startpipeline
commit;
begin;
${setup}
select f.fee, ${view} from (select (:s_id)::uuid as id, public.finalize_parking_session(:s_id, null, gen_random_uuid()) as fee offset 0) f cross join lateral public.parking_session_view(f.id) v;
commit;
\\endpipeline
`;
}

async function benchNearbyAndSessions(wrk: string, pgbench: string, serverUrl: string, built: boolean): Promise<void> {
  const scratch = await scratchDatabase(serverUrl);
  let service: StartedService | undefined;
  const admin = new pg.Client({ connectionString: scratch.url });
  const scripts: string[] = [];
  try {
    await seedLots(scratch.url, LOTS);
    await admin.connect();
    // Without PostGIS the migrations fall back to earthdistance (DESIGN.md): nearby costs differ.
    const { rows: geo } = await admin.query<{ postgis: boolean; version: string }>(
      `select exists (select 1 from pg_extension where extname = 'postgis') as postgis, current_setting('server_version') as version`,
    );
    setup.push(`PostgreSQL ${geo[0]!.version}, geography by ${geo[0]!.postgis ? 'PostGIS' : 'earthdistance (no PostGIS on this server)'}`);
    log(setup[setup.length - 1]!);
    const lotId = await benchLot(admin);
    const sessionRuns = Array.from({ length: 2 * ROUNDS + 1 }, (_, i) => i + 1);
    const replayRuns = sessionRuns.map((k) => k + 100);
    await benchUsers(admin, [...sessionRuns, ...replayRuns]);
    await admin.query('analyze');
    // The fee row is measured here, on the seeded database before any load: measured only after the
    // nearby and session loads it read half as much again on one machine, where the same database
    // read as before ten minutes later with nothing running (docs/benchmarks.md, "The fee row after
    // the loads"). It is measured after them as well, and printed for comparison.
    let feeBefore: FeeFirstCall | undefined;
    if (!SKIP.has('fee')) {
      await settleRecorded(admin);
      feeBefore = await benchFee(admin, scratch.url, lotId, 'before');
    }
    service = await startService({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: String(CLIENTS), SEED_DEMO_DATA: 'false' }, { built });
    const nearbyOpts = { seconds: SECONDS, threads: 2, connections: CONNECTIONS };

    if (!SKIP.has('nearby')) {
      log(`nearby: ${LOTS} lots, wrk ${CONNECTIONS} connections vs pgbench ${CLIENTS} clients (API pool ${CLIENTS}), ${SECONDS} s a run, ${ROUNDS} rounds`);
      const priced = pricedStay();
      // One request of each kind first, so that a run of error answers is explained, not just counted.
      for (const [radius, extra] of [['500', ''], ['500', priced], ['5000', priced], ['500', OPEN_NOW]] as const) {
        const res = await fetch(`${service.url}/v1/parking-lots/nearby?lat=35.68&lng=139.76&radius_m=${radius}${extra}`);
        const body = await res.text();
        if (res.status !== 200) log(`note: nearby at ${radius} m${extra} answers ${res.status}: ${body.slice(0, 300)}`);
      }
      // Warm-up (not reported): plans, pool connections, V8.
      await wrkRun(wrk, service, admin, 'nearby.lua', ['500'], { ...nearbyOpts, seconds: WARMUP_SECONDS });
      await wrkRun(wrk, service, admin, 'nearby.lua', ['500', priced], { ...nearbyOpts, seconds: WARMUP_SECONDS });
      await pgbenchRun(pgbench, scratch.url, admin, 'nearby.pgbench', WARMUP_SECONDS);
      const rows: Record<string, unknown>[] = [];
      const ratios = { bare: [] as number[], priced: [] as number[], far: [] as number[], open: [] as number[] };
      const byCpu = { bare: [] as (number | undefined)[], priced: [] as (number | undefined)[], far: [] as (number | undefined)[] };
      for (let r = 1; r <= ROUNDS; r++) {
        const plain = await wrkRun(wrk, service, admin, 'nearby.lua', ['500'], nearbyOpts);
        const bare = await pgbenchRun(pgbench, scratch.url, admin, 'nearby.pgbench', SECONDS);
        const priced500 = await wrkRun(wrk, service, admin, 'nearby.lua', ['500', priced], nearbyOpts);
        const priced5k = await wrkRun(wrk, service, admin, 'nearby.lua', ['5000', priced], nearbyOpts);
        const openNow = await wrkRun(wrk, service, admin, 'nearby.lua', ['500', OPEN_NOW], nearbyOpts);
        rows.push(
          figuresRow(`${r}: GET nearby 500 m (wrk)`, plain),
          figuresRow(`${r}: nearby_parking_lots bare (pgbench)`, bare),
          figuresRow(`${r}: GET nearby 500 m, priced 3-hour stay`, priced500),
          figuresRow(`${r}: GET nearby 5 km, priced 3-hour stay`, priced5k),
          figuresRow(`${r}: GET nearby 500 m, open_now`, openNow),
        );
        ratios.bare.push(plain.perSecond / bare.perSecond);
        ratios.priced.push(priced500.perSecond / plain.perSecond);
        ratios.far.push(priced5k.perSecond / priced500.perSecond);
        ratios.open.push(openNow.perSecond / plain.perSecond);
        const cpu = { plain: cpuPerRequestMs(plain, true), bare: cpuPerRequestMs(bare, false), priced500: cpuPerRequestMs(priced500, true), priced5k: cpuPerRequestMs(priced5k, true) };
        byCpu.bare.push(cpuRatio(cpu.plain, cpu.bare));
        byCpu.priced.push(cpuRatio(cpu.priced500, cpu.plain));
        byCpu.far.push(cpuRatio(cpu.priced5k, cpu.priced500));
        log(`nearby round ${r}: endpoint ${plain.perSecond}, bare ${bare.perSecond}, priced 500 m ${priced500.perSecond}, priced 5 km ${priced5k.perSecond}, open_now ${openNow.perSecond} per s`);
      }
      console.log(`\nNearby search, ${LOTS} active lots (CPU per request from /proc; PG = the backends serving it)`);
      console.table(rows);
      addRow('Nearby endpoint / bare function under pgbench', round(median(ratios.bare), 2), '', '≥ 0.6', (v) => v >= 0.6, spreadOf(ratios.bare, 2), byCpu.bare);
      addRow('Priced nearby (3-hour stay) / plain nearby, 500 m', round(median(ratios.priced), 2), '', '≥ 0.5', (v) => v >= 0.5, spreadOf(ratios.priced, 2), byCpu.priced);
      addRow('Priced nearby at 5 km / at 500 m', round(median(ratios.far), 2), '', '≥ 0.5', (v) => v >= 0.5, spreadOf(ratios.far, 2), byCpu.far);
      addComparison('open_now / plain nearby, 500 m (for comparison)', round(median(ratios.open), 2).toFixed(2), spreadOf(ratios.open, 2));
    }

    if (!SKIP.has('sessions')) {
      const replay = path.join(os.tmpdir(), `bench-session-replay-${process.pid}.pgbench`);
      fs.writeFileSync(replay, sessionReplayScript());
      scripts.push(replay);
      const sessionOpts = { seconds: SECONDS, threads: SESSION_THREADS, connections: CONNECTIONS };
      let k = 0;
      const phase = async (label: string) => {
        const rows: Record<string, unknown>[] = [];
        const ratios: number[] = [];
        const byCpu: (number | undefined)[] = [];
        for (let r = 1; r <= ROUNDS; r++) {
          k++;
          const tokens = await tokenFile(k);
          scripts.push(tokens);
          const endpoint = await wrkRun(wrk, service!, admin, 'sessions.lua', [lotId, String(k), tokens, String(SESSION_THREADS)], sessionOpts);
          const lifecycles = (endpoint.extra?.lifecycles ?? 0) / SECONDS;
          const bare = await pgbenchRun(pgbench, scratch.url, admin, replay, SECONDS, { k: String(k + 100), lot: lotId });
          rows.push(
            { ...figuresRow(`${r}: POST start + finalize (wrk; latency per call)`, endpoint, 'calls/s'), 'lifecycles/s': round(lifecycles, 1) },
            { ...figuresRow(`${r}: pgbench replay (latency per lifecycle)`, bare, 'calls/s'), 'calls/s': round(bare.perSecond * 2, 1), 'lifecycles/s': bare.perSecond },
          );
          ratios.push(lifecycles / bare.perSecond);
          // Both sides' CPU figures are per lifecycle (wrkRun divides by the script's lifecycles).
          byCpu.push(cpuRatio(cpuPerRequestMs(endpoint, true), cpuPerRequestMs(bare, false)));
          log(`sessions ${label} round ${r}: endpoint ${round(lifecycles, 1)}, replay ${bare.perSecond} lifecycles/s`);
        }
        const { rows: count } = await admin.query<{ n: string }>('select count(*) as n from public.parking_sessions');
        console.log(`\nSession lifecycle, ${label} (${count[0]!.n} sessions after it; CPU per lifecycle)`);
        console.table(rows);
        return { ratio: round(median(ratios), 2), spread: spreadOf(ratios, 2), byCpu };
      };
      log(`sessions: wrk ${CONNECTIONS} connections (one user each) vs pgbench ${CLIENTS} clients, ${SECONDS} s a run, ${ROUNDS} rounds`);
      // Warm-up: users' first requests confirm their sessions; functions compile in the pool.
      const warm = await tokenFile(2 * ROUNDS + 1);
      scripts.push(warm);
      await wrkRun(wrk, service, admin, 'sessions.lua', [lotId, String(2 * ROUNDS + 1), warm, String(SESSION_THREADS)], { ...sessionOpts, seconds: WARMUP_SECONDS });
      await pgbenchRun(pgbench, scratch.url, admin, replay, WARMUP_SECONDS, { k: String(2 * ROUNDS + 1 + 100), lot: lotId });
      const fresh = await phase('fresh tables');
      log(`growing to ${GROWN_SESSIONS} sessions (bulk insert, then ANALYZE), same API process and pool`);
      await growSessions(admin, GROWN_SESSIONS);
      const grown = await phase(`grown database (${GROWN_SESSIONS} imported sessions)`);
      addRow('Session lifecycle endpoint / pgbench replay, fresh', fresh.ratio, '', '≥ 0.8', (v) => v >= 0.8, fresh.spread, fresh.byCpu);
      addRow(`Session lifecycle endpoint / pgbench replay, grown (${GROWN_SESSIONS})`, grown.ratio, '', '≥ 0.8', (v) => v >= 0.8, grown.spread, grown.byCpu);
    }

    await service.stop();
    service = undefined;
    if (!SKIP.has('fee')) {
      addRow('Fee 7-day stay, first call in a transaction, p50', feeBefore?.p50, ' µs', '< 500 µs', (v) => v < 500, feeBefore?.spread ?? '');
      await settleRecorded(admin);
      const after = await benchFee(admin, scratch.url, lotId, 'after');
      addComparison('Fee, the same after the load phases (for comparison)', `${after.p50} µs`, after.spread && `${after.spread} µs`);
    }
  } finally {
    await service?.stop();
    for (const f of scripts) fs.rmSync(f, { force: true });
    await admin.end().catch(() => {});
    await scratch.drop();
  }
}

/** The fee row: the first call's p50 in µs, and its calls' p25–p75. */
interface FeeFirstCall {
  p50: number;
  spread: string;
}

/**
 * calc_parking_fee for a 7-day stay as the estimate endpoint calls it: the first call in a fresh
 * transaction (BEGIN and the request's role and claims in one round trip, the call, COMMIT, as
 * asCaller sends them) on a connection of the API's own pool (openPostgres, which prepares each new
 * connection as it does for requests) that has made such calls before; against the steady state of
 * many calls inside one transaction (what bench/fee-engine.ts times). Timed inside the database, so
 * the driver and network are not. The backend's minor page faults per call are printed beside it:
 * they are what the pool's allocator warm-up saves (docs/benchmarks.md, "The backend's allocator").
 * `when`: before or after the nearby and session loads, for the table's title. Answers the first
 * call's p50 and its calls' p25–p75.
 */
async function benchFee(admin: pg.Client, databaseUrl: string, lotId: string, when: 'before' | 'after'): Promise<FeeFirstCall> {
  await admin.query(`
    create or replace function public.bench_time_fee(p_lot uuid, p_entry timestamptz, p_exit timestamptz) returns double precision
    language plpgsql as $$
    declare started timestamptz := clock_timestamp(); fee jsonb;
    begin
      fee := public.calc_parking_fee(p_lot, p_entry, p_exit, null);
      return extract(epoch from clock_timestamp() - started) * 1e6;
    end $$;
    grant execute on function public.bench_time_fee(uuid, timestamptz, timestamptz) to anon`);
  const db = await openPostgres({ url: databaseUrl, poolSize: 1, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  try {
    const backend = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    // Entries move by 7 minutes per call over 97 steps, as in bench/fee-engine.ts; the stays cross a holiday.
    const stay = (i: number) => [lotId, new Date(Date.parse('2026-11-19T09:00:00+09:00') + (i % 97) * 420_000).toISOString(), new Date(Date.parse('2026-11-26T09:00:00+09:00') + (i % 97) * 420_000).toISOString()];
    // The request's own statement, timed by the server: planning plus execution of a top-level
    // `select calc_parking_fee(...)` (EXPLAIN ANALYZE without per-node timing).
    const explained = async (tx: Queryable, i: number) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
        'explain (analyze, timing off, summary on, format json) select public.calc_parking_fee($1, $2, $3, null) as fee',
        stay(i),
      );
      const plan = rows[0]!['QUERY PLAN'][0];
      return (plan['Planning Time'] + plan['Execution Time']) * 1000;
    };
    const timed = async (tx: Queryable, i: number) => (await tx.query<{ us: number }>('select public.bench_time_fee($1, $2, $3) as us', stay(i))).rows[0]!.us;
    const faultsPerCall = (from: number | undefined, calls: number) => {
      const to = processMinorFaults(backend);
      return from === undefined || to === undefined ? '' : round((to - from) / calls, 1);
    };
    const statementFirst: number[] = [];
    const callFirst: number[] = [];
    let faults: number | undefined;
    for (let i = 0; i < FEE_CALLS + 20; i++) {
      if (i === 20) faults = processMinorFaults(backend);
      for (const [measure, into] of [[explained, statementFirst], [timed, callFirst]] as const) {
        const us = await asCaller(db, anonCaller, (tx) => measure(tx, i), STATEMENT_TIMEOUT_MS);
        if (i >= 20) into.push(us);
      }
    }
    const firstFaults = faultsPerCall(faults, 2 * FEE_CALLS);
    const statementSteady: number[] = [];
    const callSteady: number[] = [];
    let steadyFaults: number | string = '';
    await asCaller(
      db,
      anonCaller,
      async (tx) => {
        for (let i = 0; i < FEE_CALLS + 20; i++) {
          if (i === 20) faults = processMinorFaults(backend);
          const a = await explained(tx, i);
          const b = await timed(tx, i);
          if (i >= 20) {
            statementSteady.push(a);
            callSteady.push(b);
          }
        }
        steadyFaults = faultsPerCall(faults, 2 * FEE_CALLS);
      },
      STATEMENT_TIMEOUT_MS,
    );
    const row = (measured: string, values: number[], pageFaults: number | string) => ({
      measured,
      calls: values.length,
      'p50 µs': Math.round(median(values)),
      'p95 µs': Math.round(percentile(values, 0.95)),
      'backend page faults per call': pageFaults,
    });
    const rows = [
      row('select calc_parking_fee(...), first in a fresh transaction (plan + execute)', statementFirst, firstFaults),
      row('the same, after other calls in the same transaction', statementSteady, steadyFaults),
      row('the call alone (clock around it in plpgsql), first in a fresh transaction', callFirst, firstFaults),
      row('the call alone, steady state in one transaction (bench -- fees)', callSteady, steadyFaults),
    ];
    console.log(`\nFee engine ${when} the load phases: calc_parking_fee, 7-day stay, Lot A (day and night bands, daily and night maxima), as anon; µs inside the database`);
    console.table(rows);
    console.log(
      `first in a transaction / steady state (p50): statement ${(median(statementFirst) / median(statementSteady)).toFixed(2)}, call alone ${(median(callFirst) / median(callSteady)).toFixed(2)}`,
    );
    return { p50: Math.round(median(statementFirst)), spread: spreadOf(statementFirst, 0, 0.25, 0.75) };
  } finally {
    await db.close();
  }
}

/** Spawn to the first 200 from /healthz (and, for information, from /readyz), then stop. */
async function timeStart(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ healthz: number; readyz: number }> {
  // A port no socket holds: a random one could be a local port of a connection still open.
  const port = await freePort();
  const started = performance.now();
  // Its own process group: `npm start` runs node under npm and sh, and all of them are stopped.
  const child = spawn(command, args, { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  const until = async (p: string) => {
    for (;;) {
      if (hasEnded(child)) throw new Error(`${command} ${args.join(' ')} ended (${child.exitCode ?? child.signalCode}) before answering ${p}: ${stderr}`);
      if (performance.now() - started > 120_000) throw new Error(`${command} ${args.join(' ')} did not answer ${p}: ${stderr}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${p}`)).status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  try {
    const healthz = await until('/healthz');
    const readyz = await until('/readyz');
    return { healthz, readyz };
  } finally {
    const exited = exitOf(child);
    if (!hasEnded(child)) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

async function benchRestart(build: boolean): Promise<void> {
  const dataDir = scratchDataDir();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', JWT_SECRET };
  delete env.DATABASE_URL;
  try {
    const ways: { label: string; command: string; args: string[] }[] = [
      ...(build ? [{ label: 'node dist/src/main.js', command: process.execPath, args: ['dist/src/main.js'] }] : []),
      { label: 'npm start (tsx)', command: 'npm', args: ['start'] },
    ];
    // The first start initialises DATA_DIR (PGlite's files, migrations, demo data): not a warm restart.
    await timeStart(ways[0]!.command, ways[0]!.args, env);
    const rows: Record<string, unknown>[] = [];
    const medians: Record<string, number> = {};
    const spreads: Record<string, string> = {};
    for (const way of ways) {
      const times: { healthz: number; readyz: number }[] = [];
      for (let i = 0; i < RESTARTS; i++) {
        await settleRecorded(undefined);
        times.push(await timeStart(way.command, way.args, env));
      }
      medians[way.label] = median(times.map((t) => t.healthz)) / 1000;
      spreads[way.label] = spreadOf(times.map((t) => t.healthz / 1000), 2);
      rows.push({
        start: way.label,
        restarts: times.length,
        'median to /healthz 200 (s)': round(medians[way.label]!, 2),
        'max (s)': round(Math.max(...times.map((t) => t.healthz)) / 1000, 2),
        'median to /readyz 200 (s)': round(median(times.map((t) => t.readyz)) / 1000, 2),
      });
    }
    console.log(`\nEmbedded (PGlite) warm restart, an initialised DATA_DIR: spawn to the first 200`);
    console.table(rows);
    addRow('Embedded warm restart (node dist/src/main.js)', build ? round(medians['node dist/src/main.js']!, 2) : undefined, ' s', '< 1.5 s', (v) => v < 1.5, spreads['node dist/src/main.js'] ?? '');
    addComparison('Embedded warm restart, npm start (for comparison)', `${round(medians['npm start (tsx)']!, 2)} s`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchTargets(serverUrl: string): Promise<void> {
  const started = performance.now();
  const machineAtStart = machineCpu();
  const wrk = ensureTool('wrk', 'wrk');
  const pgbench = pgbenchPath();
  setup.push(`wrk ${wrk}, pgbench ${pgbench}; ${os.cpus().length} cores, load average at the start ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  log(setup[0]!);
  // Every API process of the bench runs the built JavaScript, as production does.
  log('npm run build');
  const built = await run('npm', ['run', 'build'], { env: process.env }).then(
    () => true,
    (err: Error) => {
      console.log(`npm run build failed: the API runs from the sources (tsx), the built start is not measured: ${err.message.slice(0, 500)}`);
      return false;
    },
  );
  setup.push(`API from ${built ? 'dist/src/main.js (npm run build)' : 'src/main.ts through tsx (the build failed)'}`);
  if (!SKIP.has('nearby') || !SKIP.has('sessions') || !SKIP.has('fee')) await benchNearbyAndSessions(wrk, pgbench, serverUrl, built);
  if (!SKIP.has('restart')) await benchRestart(built);
  const machineAtEnd = machineCpu();
  const stolen = machineAtStart && machineAtEnd ? `; ${machineBetween(machineAtStart, machineAtEnd).stealPct}% of the machine's CPU time stolen by the hypervisor` : '';
  console.log(`\nIssue 21 targets (one run, ${Math.round((performance.now() - started) / 1000)} s; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}${stolen})`);
  for (const line of setup) console.log(line);
  if (settled.length) {
    const unsettled = settled.filter((w) => !w.quiet).length;
    console.log(
      `before each of ${settled.length} measurements: CHECKPOINT and the machine under ${QUIET.busyPct}% busy for ${QUIET.intervalMs / 1000} s, waited ${round(median(settled.map((w) => w.waitedMs)) / 1000, 1)} s median, ${round(Math.max(...settled.map((w) => w.waitedMs)) / 1000, 1)} s at most${unsettled ? `; ${unsettled} started after ${QUIET.maxMs / 1000} s without the machine settling` : ''}`,
    );
  }
  console.table(summary);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchTargets(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
}
