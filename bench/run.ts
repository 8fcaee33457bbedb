// npm run bench [-- name ...]: runs the named benchmarks against a scratch database on the
// PostgreSQL server (BENCH_DATABASE_URL, default the local server) and PGlite. Without a name it runs
// `targets`: every figure of issue 21's targets table from one run, with PASS/FAIL
// (docs/benchmarks.md); `all` runs every other benchmark, one after the other.
import { spawnSync } from 'node:child_process';
import { benchApiFloor } from './api-floor.js';
import { benchCodes } from './codes.js';
import { benchNearby } from './nearby.js';
import { benchSearchAi } from './search-ai.js';
import { benchTargets } from './targets.js';

/** A benchmark that is its own script (it creates and drops its own scratch database). */
function script(file: string) {
  return async (url: string) => {
    const run = spawnSync('node_modules/.bin/tsx', [file], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
    if (run.status !== 0) process.exitCode = 1;
  };
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const benches: Record<string, (serverUrl: string) => Promise<void>> = {
  'api-floor': benchApiFloor,
  codes: benchCodes,
  fees: script('bench/fee-engine.ts'),
  nearby: benchNearby,
  push: script('bench/push.ts'),
  realtime: script('bench/realtime.ts'),
  sessions: script('bench/sessions.ts'),
  'search-ai': () => benchSearchAi(),
  targets: benchTargets,
};

const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wanted = !args.length ? ['targets'] : args.includes('all') ? Object.keys(benches).filter((n) => n !== 'targets') : args;
for (const name of wanted) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark ${name}; have: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await bench(serverUrl);
}
