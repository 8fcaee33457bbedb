// In-database timing of the fee engine (calc_fee_for_rules) and of its fee timeline
// (fee_timeline_program, issue 17) on a PostgreSQL server.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/fee-engine.ts [calls]
//
// Creates a scratch database on that server, migrates it, times each call inside the database (a
// plpgsql loop reading clock_timestamp() around every call, so neither the network nor the driver
// is measured), reports p50/p95 against the targets, and drops the database again.
import { randomBytes } from 'node:crypto';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}
const calls = Number(process.argv[2] ?? 10_000);

function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const lotA = [
  { rule_order: 0, category: 'unit', time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
  { rule_order: 1, category: 'unit', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
  { rule_order: 2, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
  { rule_order: 3, category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 400 },
];
// A busier sign: weekday day and night rates, a weekend and holiday rate, four maxima of three kinds.
const busyLot = [
  { rule_order: 0, day_type: 'weekday', time_start: '08:00', time_end: '20:00', per_minutes: 20, price_minor: 200 },
  { rule_order: 1, day_type: 'weekday', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
  { rule_order: 2, day_type: 'saturday', per_minutes: 30, price_minor: 300 },
  { rule_order: 3, day_type: 'sunday', per_minutes: 30, price_minor: 300 },
  { rule_order: 4, day_type: 'holiday', per_minutes: 30, price_minor: 300 },
  { rule_order: 5, category: 'cap', cap_type: 'daily_max', day_type: 'weekday', cap_price_minor: 1500 },
  { rule_order: 6, category: 'cap', cap_type: 'daily_max', cap_price_minor: 2500 },
  { rule_order: 7, category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 500 },
  { rule_order: 8, category: 'cap', cap_type: 'duration', cap_duration_hours: 24, cap_price_minor: 3000 },
];

// Entries move by 7 minutes per call over 97 steps (about 11 hours), so the stays start in
// different bands; the 7-day stays cross Labour Thanksgiving Day and its eve.
const scenarios = [
  { name: '3-hour estimate, Lot A', targetMs: 0.5, rules: lotA, entry: '2026-11-24T09:00:00+09:00', exit: '2026-11-24T12:00:00+09:00' },
  { name: '7-day estimate with caps, Lot A', targetMs: 3, rules: lotA, entry: '2026-11-19T09:00:00+09:00', exit: '2026-11-26T09:00:00+09:00' },
  { name: '7-day estimate with caps, busier lot', targetMs: 3, rules: busyLot, entry: '2026-11-19T09:00:00+09:00', exit: '2026-11-26T09:00:00+09:00' },
  // Issue 17: every step of the fee over a week's exits, for a sign with day and night bands and two
  // caps (Lot A: a daily and a night maximum), rules compiled in each call as for the estimates.
  { name: '7-day timeline, Lot A', targetMs: 5, rules: lotA, entry: '2026-11-19T09:00:00+09:00', exit: '2026-11-26T09:00:00+09:00', timeline: true },
  { name: '7-day timeline, busier lot', targetMs: 5, rules: busyLot, entry: '2026-11-19T09:00:00+09:00', exit: '2026-11-26T09:00:00+09:00', timeline: true },
];

const timingFunction = `
create function public.bench_calc_fee(p_rules jsonb, p_entry timestamptz, p_exit timestamptz, p_calls int, p_warmup int, p_timeline boolean)
returns double precision[]
language plpgsql
as $$
declare
  micros double precision[] := '{}';
  started timestamptz;
  fee jsonb;
  steps bigint;
  shift interval;
begin
  for i in 1 .. p_warmup + p_calls loop
    shift := (i % 97) * interval '7 minutes';
    started := clock_timestamp();
    if p_timeline then
      select count(*) into steps from public.fee_timeline_program(public.compile_pricing_rules(p_rules), p_entry + shift, p_exit + shift);
    else
      fee := public.calc_fee_for_rules(p_rules, p_entry + shift, p_exit + shift);
    end if;
    if i > p_warmup then
      micros := micros || extract(epoch from clock_timestamp() - started)::double precision * 1e6;
    end if;
  end loop;
  return micros;
end
$$`;

function percentile(sorted: number[], p: number): number {
  const rank = (sorted.length - 1) * p;
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

const name = `parking_bench_${randomBytes(4).toString('hex')}`;
const admin = await openPostgres({ url: serverUrl, poolSize: 1, statementTimeoutMs: 600_000 });
let failed = false;
try {
  await admin.exec(`create database ${name}`);
  const db = await openPostgres({ url: databaseUrl(serverUrl, name), poolSize: 1, statementTimeoutMs: 600_000 });
  try {
    await migrate(db);
    await db.exec(timingFunction);
    const { rows: version } = await db.query<{ v: string }>('select version() as v');
    console.log(`${version[0]!.v}\n${calls} timed calls per scenario, after 500 warm-up calls; microseconds inside the database\n`);
    console.log('scenario                                   total    p50     p95     p99     max   target  result');
    for (const s of scenarios) {
      const { rows: sample } = await db.query<{ fee: { total_amount: number } }>(
        'select public.calc_fee_for_rules($1::jsonb, $2, $3) as fee',
        [JSON.stringify(s.rules), s.entry, s.exit],
      );
      const { rows } = await db.query<{ micros: number[] }>('select public.bench_calc_fee($1::jsonb, $2, $3, $4, 500, $5) as micros', [
        JSON.stringify(s.rules),
        s.entry,
        s.exit,
        calls,
        s.timeline ?? false,
      ]);
      const sorted = rows[0]!.micros.map(Number).sort((a, b) => a - b);
      const p95 = percentile(sorted, 0.95);
      const ok = p95 < s.targetMs * 1000;
      failed ||= !ok;
      console.log(
        `${s.name.padEnd(40)} ${String(sample[0]!.fee.total_amount).padStart(6)} ${percentile(sorted, 0.5).toFixed(0).padStart(6)} ${p95
          .toFixed(0)
          .padStart(7)} ${percentile(sorted, 0.99).toFixed(0).padStart(7)} ${sorted[sorted.length - 1]!.toFixed(0).padStart(7)}  p95<${(
          s.targetMs * 1000
        ).toFixed(0)}  ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  } finally {
    await db.close();
  }
} finally {
  await admin.exec(`drop database if exists ${name} with (force)`);
  await admin.close();
}
process.exit(failed ? 1 : 0);
