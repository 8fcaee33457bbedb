import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { exitOf, hasEnded } from './load-tools.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The API as production runs it: its own process, so that the load generator in this process does
 * not share its event loop.
 */
export interface StartedService {
  url: string;
  /** The API process, for reading its CPU time from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** A port nothing on this machine holds now (the kernel's choice for port 0). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * `built`: run `dist/src/main.js` (after `npm run build`), as production does; otherwise the
 * sources through tsx, which loads slower but runs the same code.
 */
export async function startService(
  env: Record<string, string>,
  { built = false, entry: script, readyPath = '/readyz' }: { built?: boolean; entry?: string[]; readyPath?: string } = {},
): Promise<StartedService> {
  const port = await freePort();
  let err = '';
  // Request logs stay on (as in production) but go nowhere: the load generator is measuring the API.
  // BENCH_SERVICE_NODE_ARGS profiles the service, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // `entry`: another server to run the same way (bench/api-floor-server.ts), ready when readyPath answers.
  const entry = script ?? (built ? ['dist/src/main.js'] : ['--import', 'tsx', 'src/main.ts']);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d) => (err += d));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (hasEnded(child)) throw new Error(`service ended (${child.exitCode ?? child.signalCode}): ${err}`);
    if (Date.now() - started > 300_000) throw new Error(`service did not start: ${err}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      const exited = exitOf(child);
      if (!hasEnded(child)) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /**
   * A 30 s run at 200 requests/s has 60 answers above its p99: PGlite's tail (a few dozen
   * connections let in one per backlog, docs/benchmarks.md) fitted there, seconds long.
   */
  p99_9: number;
  max: number;
  errors: number;
  non2xx: number;
}

export async function load(options: { url: string; connections: number; seconds: number; requests?: autocannon.Request[] }): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.requests ? { requests: options.requests } : {}),
  });
  // autocannon reports p97.5, not p95: interpolate from its histogram percentiles.
  const l = result.latency as unknown as Record<string, number>;
  const p95 = l.p90! + ((l.p97_5! - l.p90!) * (95 - 90)) / (97.5 - 90);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: l.p50!,
    p95: Math.round(p95 * 10) / 10,
    p99: l.p99!,
    p99_9: l.p99_9!,
    max: l.max!,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A scratch database on the server for one benchmark run, dropped afterwards. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `parking_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function scratchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'parking-bench-'));
}

export function printTable(title: string, rows: Record<string, unknown>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}
