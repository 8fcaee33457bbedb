// `npm run bench -- api-floor`: what the API's CPU per nearby request is made of. The targets' nearby
// row compares the endpoint with its bare SQL, and the API's share of the endpoint's CPU is what the
// ratio turns on; this bench tells how much of that share any Node.js service with this driver
// would spend, and how much is the app's own. Under the same wrk load (bench/scripts/nearby.lua,
// 500 m), interleaved for BENCH_ROUNDS rounds, each server's CPU per request from /proc:
//   http    node:http sending the page's bytes (the HTTP floor);
//   app     the API's app and server with a database that answers at once (routing, middleware,
//           validation, request log, ETag: the app's own work);
//   driver  node:http, the API's pool and pipeline, the endpoint's statement and caller setup on
//           PostgreSQL (the database client's floor);
//   api     the built API (node dist/src/main.js), as the targets run it.
// bench/api-floor-server.ts has the first three. docs/benchmarks.md reads the figures.
//
// Knobs: BENCH_LOTS (100000, as the targets), BENCH_SECONDS (8), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50),
// BENCH_CLIENTS (10: the pools of driver and api).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureTool, median, parseWrkOutput, processCpuMs, round, run, settle } from './load-tools.js';
import { seedLots } from './nearby.js';
import { printTable, scratchDatabase, startService, type StartedService } from './support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOTS = Number(process.env.BENCH_LOTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);

/** One of bench/api-floor-server.ts's servers, started as the API is (bench/support.ts). */
function startFloor(mode: string, source: string): Promise<StartedService> {
  return startService(
    { BENCH_CLIENTS: String(CLIENTS) },
    { entry: ['--import', 'tsx', 'bench/api-floor-server.ts', mode, source], readyPath: '/v1/parking-lots/nearby?lat=35.68&lng=139.76&radius_m=500' },
  );
}

export async function benchApiFloor(serverUrl: string): Promise<void> {
  const wrk = ensureTool('wrk', 'wrk');
  const scratch = await scratchDatabase(serverUrl);
  const admin = new pg.Client({ connectionString: scratch.url });
  const servers: [string, StartedService][] = [];
  const bodyFile = path.join(os.tmpdir(), `bench-api-floor-${process.pid}.json`);
  try {
    await seedLots(scratch.url, LOTS);
    await admin.connect();
    await run('npm', ['run', 'build'], { env: process.env });
    const api = await startService({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: String(CLIENTS), SEED_DEMO_DATA: 'false' }, { built: true });
    servers.push(['api', api]);
    // The page the http and app servers answer: the endpoint's own, at the bench area's centre.
    fs.writeFileSync(bodyFile, Buffer.from(await (await fetch(`${api.url}/v1/parking-lots/nearby?lat=35.68&lng=139.76&radius_m=500`)).arrayBuffer()));
    servers.push(['http', await startFloor('http', bodyFile)], ['app', await startFloor('app', bodyFile)], ['driver', await startFloor('driver', scratch.url)]);

    const load = async (server: StartedService, seconds: number) => {
      await settle(admin);
      const cpu0 = processCpuMs(server.pid);
      const main0 = processCpuMs(server.pid, { mainThread: true });
      const out = await run(wrk, ['-t', '2', '-c', String(CONNECTIONS), '-d', `${seconds}s`, '-s', path.resolve(root, 'bench/scripts/nearby.lua'), server.url, '--', '500']);
      const cpu1 = processCpuMs(server.pid);
      const main1 = processCpuMs(server.pid, { mainThread: true });
      const figures = parseWrkOutput(out);
      if (figures.failures) throw new Error(`${server.url}: ${figures.failures} requests failed`);
      const per = (from: number | undefined, to: number | undefined) => (from !== undefined && to !== undefined ? (to - from) / figures.count : NaN);
      return { perSecond: figures.perSecond, cpuMs: per(cpu0, cpu1), mainMs: per(main0, main1) };
    };
    for (const [, server] of servers) await load(server, 3); // warm-up: JIT, plans, pools
    const measured = new Map<string, { perSecond: number[]; cpuMs: number[]; mainMs: number[] }>(servers.map(([name]) => [name, { perSecond: [], cpuMs: [], mainMs: [] }]));
    for (let r = 1; r <= ROUNDS; r++) {
      for (const [name, server] of servers) {
        const { perSecond, cpuMs, mainMs } = await load(server, SECONDS);
        const into = measured.get(name)!;
        into.perSecond.push(perSecond);
        into.cpuMs.push(cpuMs);
        into.mainMs.push(mainMs);
      }
      console.log(`[round ${r}] ${servers.map(([name]) => `${name} ${round(measured.get(name)!.cpuMs.at(-1)!, 3)} ms`).join(', ')}`);
    }
    const cpu = (name: string) => median(measured.get(name)!.cpuMs);
    printTable(`The API's CPU per nearby request (500 m, ${LOTS} lots, wrk ${CONNECTIONS} connections, pool ${CLIENTS}; medians of ${ROUNDS} rounds of ${SECONDS} s)`, [
      ...servers.map(([name]) => ({
        server: name,
        'req/s': round(median(measured.get(name)!.perSecond), 0),
        'CPU ms/req': round(cpu(name), 3),
        // A small heap (the floors') gets more full collections on V8's helper threads than the API's.
        'main thread ms/req': round(median(measured.get(name)!.mainMs), 3),
      })),
    ]);
    // What each layer adds to the HTTP floor, and what the API spends beyond their sum.
    const app = cpu('app') - cpu('http');
    const driver = cpu('driver') - cpu('http');
    printTable('Of the API process: ms per request', [
      { part: 'HTTP floor (http)', ms: round(cpu('http'), 3) },
      { part: 'the app with an instant database (app - http)', ms: round(app, 3) },
      { part: 'pool, pipeline and statement (driver - http)', ms: round(driver, 3) },
      { part: 'the rest: the two together under load (api - app - driver + http)', ms: round(cpu('api') - cpu('http') - app - driver, 3) },
    ]);
  } finally {
    for (const [, server] of servers) await server.stop();
    fs.rmSync(bodyFile, { force: true });
    await admin.end().catch(() => undefined);
    await scratch.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchApiFloor(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
}
