// GET /v1/parking-lots/nearby at 500 m over 100,000 active lots spread over Tokyo, on the PostgreSQL
// server and on PGlite; and nearby_parking_lots called in a loop over a pool of the same size, bare
// and as the API calls it (one transaction as anon), to see what the HTTP layer costs.
//
//   npx tsx bench/nearby.ts            (BENCH_DATABASE_URL, default the local server)
//
// Knobs: BENCH_LOTS (100000), BENCH_CONNECTIONS (50), BENCH_SECONDS (30), BENCH_SQL_SECONDS (15),
// BENCH_POOL_SIZE (10, the service's default), BENCH_TARGETS (postgres,pglite), BENCH_PGLITE_TEMPLATE (a
// directory: PGlite's loaded data directory is kept there, and later runs start from a copy of it
// instead of loading the lots again, which takes PGlite 10-17 minutes at 100,000 lots; name it after
// the count and delete it when the migrations change).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { anonCaller, asCaller } from '../src/db/caller.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import type { Database } from '../src/db/types.js';
import { load, printTable, scratchDatabase, scratchDataDir, startService } from './support.js';

const LOTS = Number(process.env.BENCH_LOTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SQL_SECONDS = Number(process.env.BENCH_SQL_SECONDS ?? 15);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const PGLITE_TEMPLATE = process.env.BENCH_PGLITE_TEMPLATE;

// The 23 wards and around: about 28 km by 29 km, so some 100 lots fall within 500 m of a point.
const AREA = { lat: [35.55, 35.8], lng: [139.58, 139.9] } as const;

function randomPoint(): { lat: number; lng: number } {
  return {
    lat: Number((AREA.lat[0] + Math.random() * (AREA.lat[1] - AREA.lat[0])).toFixed(6)),
    lng: Number((AREA.lng[0] + Math.random() * (AREA.lng[1] - AREA.lng[0])).toFixed(6)),
  };
}

/** A database on the server migrated and holding `count` of loadLots' lots, vacuumed and analysed. */
export async function seedLots(url: string, count: number): Promise<void> {
  const db = await openPostgres({ url, poolSize: 2, statementTimeoutMs: 600_000 });
  try {
    await migrate(db);
    await loadLots(db, count);
    await db.exec('vacuum analyze');
  } finally {
    await db.close();
  }
}

/** 100,000 active lots with what search returns about each: tags, hours, rules, reviews, images. */
export async function loadLots(db: Database, count: number): Promise<void> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.query('select setseed(0.2026)');
    await tx.query(
      `insert into public.parking_lots (place_id, name, address, status, structure, entry_method, operator_code, max_height_m, geometry)
       select 'bench:' || i, 'ベンチ駐車場 ' || i, '東京都ベンチ区' || (i % 97) || '丁目' || (i % 13), 'active',
              (array['flat', 'flat', 'flat', 'self_multi', 'mechanical'])[1 + floor(random() * 5)::int], 'self',
              (array['operator_a', 'operator_b', 'operator_c', 'other'])[1 + floor(random() * 4)::int],
              case when random() < 0.3 then 2.1 end,
              jsonb_build_object('shape_type', 'point', 'point', jsonb_build_object(
                'lat', round(($2::float8 + random() * ($3::float8 - $2::float8))::numeric, 6),
                'lng', round(($4::float8 + random() * ($5::float8 - $4::float8))::numeric, 6)))
         from generate_series(1, $1::int) i`,
      [count, AREA.lat[0], AREA.lat[1], AREA.lng[0], AREA.lng[1]],
    );
    await tx.query(
      `insert into public.parking_lot_tags (parking_lot_id, tag_id, state)
       select l.id, t.id, true from public.parking_lots l join public.tags t on abs(hashtext(l.id::text || t.tag_code)) % 8 = 0`,
    );
    await tx.query(`insert into public.parking_lot_hours (parking_lot_id, is_24h) select id, true from public.parking_lots`);
    await tx.query(
      `insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, per_minutes, price_minor, cap_type, cap_price_minor)
       select id, 0, 'unit', 30, 100 * (1 + abs(hashtext(id::text)) % 5), null, null from public.parking_lots
       union all select id, 1, 'cap', null, null, 'daily_max', 2000 from public.parking_lots`,
    );
    // Three reviewers (reviews reference their authors), each reviewing every fifth lot once.
    await tx.query(
      `with reviewers as (
         insert into auth.users (email) select 'bench-reviewer-' || n || '@example.test' from generate_series(1, 3) n returning id)
       insert into public.parking_lot_reviews (parking_lot_id, user_id, rating, status)
       select l.id, r.id, 1 + floor(random() * 5)::int, 'approved'
         from public.parking_lots l, reviewers r where abs(hashtext(l.id::text)) % 5 = 0`,
    );
    await tx.query(
      `with a as (
         insert into public.assets (category, file_name, mime_type, file_size, s3_key, public_url)
         select 'parking_lot_image', 'photo.jpg', 'image/jpeg', 150000, 'bench/' || id, 'https://cdn.example.jp/bench/' || id || '.jpg'
           from public.parking_lots where abs(hashtext(id::text || 'image')) % 10 < 3
         returning id, s3_key)
       insert into public.parking_lot_images (parking_lot_id, asset_id, is_main) select substring(s3_key from 7)::uuid, id, true from a`,
    );
  });
  console.log(`loaded ${count} lots in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** `workers` concurrent loops calling the function for `seconds`. */
async function sqlLoop(workers: number, seconds: number, call: (p: { lat: number; lng: number }) => Promise<number>) {
  const latencies: number[] = [];
  let rows = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const n = await call(randomPoint());
        latencies.push(performance.now() - t);
        rows += n;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / seconds), p50: at(0.5), p95: at(0.95), p99: at(0.99), rows_per_call: Math.round(rows / latencies.length) };
}

const NEARBY_SQL = `select * from public.nearby_parking_lots($1, $2, 500, '{}', 50)`;

async function measureSql(db: Database, label: string) {
  await sqlLoop(CONNECTIONS, 3, async (p) => (await db.query(NEARBY_SQL, [p.lat, p.lng])).rows.length); // warm-up
  const bare = await sqlLoop(CONNECTIONS, SQL_SECONDS, async (p) => (await db.query(NEARBY_SQL, [p.lat, p.lng])).rows.length);
  const asApi = await sqlLoop(CONNECTIONS, SQL_SECONDS, async (p) =>
    asCaller(db, anonCaller, async (tx) => (await tx.query(NEARBY_SQL, [p.lat, p.lng])).rows.length),
  );
  return [
    { database: label, measured: 'nearby_parking_lots, bare', ...bare },
    { database: label, measured: 'nearby_parking_lots, as anon in a transaction', ...asApi },
  ];
}

// A 3-hour weekday stay; lots charge 100..500 yen per 30 min (capped at 2,000 a day), so a 1,500-yen
// budget keeps about two lots in five: every candidate in the radius is priced.
const PRICED_STAY = '&max_price=1500&entry_at=2026-11-24T10:00:00%2B09:00&exit_at=2026-11-24T13:00:00%2B09:00';

async function measureHttp(url: string, label: string, extra = '') {
  // A new point for every request.
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (req) => {
        const p = randomPoint();
        return { ...req, path: `/v1/parking-lots/nearby?lat=${p.lat}&lng=${p.lng}&radius_m=500${extra}` };
      },
    },
  ];
  await load({ url, connections: 10, seconds: 3, requests }); // warm-up: plans, pool, JIT
  const result = await load({ url, connections: CONNECTIONS, seconds: SECONDS, requests });
  const what = extra ? 'with max_price over a 3-hour stay' : '';
  return { database: label, measured: `GET /v1/parking-lots/nearby ${what}, ${CONNECTIONS} connections, ${SECONDS} s`, ...result };
}

export async function benchNearby(serverUrl: string): Promise<void> {
  const rows: Record<string, unknown>[] = [];

  if (TARGETS.includes('postgres')) {
    const scratch = await scratchDatabase(serverUrl);
    try {
      const db = await openPostgres({ url: scratch.url, poolSize: POOL_SIZE, statementTimeoutMs: 600_000 });
      await migrate(db);
      const geography = (await db.query(`select exists (select 1 from pg_extension where extname = 'postgis') as postgis`)).rows[0] as { postgis: boolean };
      const label = `PostgreSQL (${geography.postgis ? 'PostGIS' : 'earthdistance'}), pool ${POOL_SIZE}`;
      await loadLots(db, LOTS);
      await db.exec('vacuum analyze');
      const service = await startService({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: String(POOL_SIZE), SEED_DEMO_DATA: 'false' });
      try {
        rows.push(await measureHttp(`${service.url}`, label));
        rows.push(await measureHttp(`${service.url}`, label, PRICED_STAY));
      } finally {
        await service.stop();
      }
      rows.push(...(await measureSql(db, label)));
      await db.close();
    } finally {
      await scratch.drop();
    }
  }

  if (TARGETS.includes('pglite')) {
    const dataDir = scratchDataDir();
    try {
      let db: Database;
      if (PGLITE_TEMPLATE && fs.existsSync(PGLITE_TEMPLATE)) {
        fs.cpSync(PGLITE_TEMPLATE, dataDir, { recursive: true });
        console.log(`lots: a copy of ${PGLITE_TEMPLATE}`);
      } else {
        db = await openPglite({ dataDir });
        await migrate(db);
        await loadLots(db, LOTS);
        await db.exec('vacuum analyze');
        await db.close();
        if (PGLITE_TEMPLATE) fs.cpSync(dataDir, PGLITE_TEMPLATE, { recursive: true });
      }
      const service = await startService({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
      try {
        rows.push(await measureHttp(service.url, 'PGlite'));
      } finally {
        await service.stop();
      }
      db = await openPglite({ dataDir });
      rows.push(...(await measureSql(db, 'PGlite')));
      await db.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  printTable(`Nearby search, 500 m, ${LOTS} active lots`, rows);
  for (const label of new Set(rows.map((r) => r.database))) {
    const http = rows.find((r) => r.database === label && String(r.measured).startsWith('GET'));
    const bare = rows.find((r) => r.database === label && String(r.measured).endsWith('bare'));
    if (http && bare) {
      console.log(`${label}: endpoint / bare function throughput = ${((http.requestsPerSecond as number) / (bare.requestsPerSecond as number)).toFixed(2)}`);
    }
    // Issue 18's target: pricing the stay costs at most half the plain search's throughput.
    const priced = rows.find((r) => r.database === label && String(r.measured).includes('max_price'));
    if (http && priced) {
      console.log(`${label}: priced nearby (3-hour stay) / plain nearby throughput = ${((priced.requestsPerSecond as number) / (http.requestsPerSecond as number)).toFixed(2)}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchNearby(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
}
