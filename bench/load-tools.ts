// External load generators for `npm run bench`: wrk drives the API over HTTP, pgbench drives the
// database with the SQL the API would send, each in its own process, so neither shares an event loop
// with what it measures. Also what both sides cost in CPU, read from /proc.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The path of a command, installing its Debian package if missing (as .ci/run installs its
 * packages; the machines run as root). pgbench also lives outside PATH in the server's bin folder.
 */
export function ensureTool(command: string, debianPackage: string, extraPaths: string[] = []): string {
  const find = () => {
    const which = spawnSync('which', [command], { encoding: 'utf8' });
    if (which.status === 0) return which.stdout.trim();
    return extraPaths.find((p) => fs.existsSync(p));
  };
  const found = find();
  if (found) return found;
  console.log(`installing ${debianPackage} (for ${command}) with apt-get ...`);
  const log = path.join(os.tmpdir(), `bench-apt-${debianPackage}.log`);
  const install = spawnSync('sh', ['-c', `(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}) >${log} 2>&1`]);
  const installed = find();
  if (install.status !== 0 || !installed) throw new Error(`could not install ${debianPackage} for ${command} (see ${log})`);
  return installed;
}

export function pgbenchPath(): string {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  return ensureTool(
    'pgbench',
    'postgresql-client',
    versions.map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`),
  );
}

export interface LoadFigures {
  /** Successful requests (wrk: 2xx and 3xx) or transactions (pgbench) per second. */
  perSecond: number;
  /** Successful requests or transactions. */
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
  /** CPU milliseconds per request of the API process (endpoint side only). */
  apiCpuMs?: number;
  /** CPU milliseconds per request of the PostgreSQL backends serving it. */
  dbCpuMs?: number;
  /** Backends that closed during the run (their CPU after the first reading is missing from dbCpuMs). */
  dbCpuLost?: number;
  /** CPU milliseconds per request of the load generator itself (wrk or pgbench): the same machine's cores. */
  clientCpuMs?: number;
  /** Anything the generator's script reported besides (e.g. completed lifecycles). */
  extra?: Record<string, number>;
  /** The machine's CPU during the run (machineBetween). */
  machine?: { busyPct: number; stealPct: number };
}

/**
 * The figures of a wrk run. The bench's Lua scripts print one `BENCH {json}` line from done()
 * (wrk's own summary has no p95); wrk's "Requests/sec:" line is the fallback for the rate.
 */
export function parseWrkOutput(stdout: string): LoadFigures {
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH '));
  if (!line) throw new Error(`wrk printed no BENCH line:\n${stdout}`);
  const r = JSON.parse(line.slice('BENCH '.length)) as Record<string, number>;
  const seconds = r.duration_us! / 1e6;
  const known = new Set(['requests', 'duration_us', 'p50_us', 'p95_us', 'p99_us', 'non2xx', 'errors']);
  const extra = Object.fromEntries(Object.entries(r).filter(([k]) => !known.has(k)));
  // An error answer is not what a client came for: only successful requests count as throughput.
  const succeeded = r.requests! - (r.non2xx ?? 0);
  return {
    perSecond: round(succeeded / seconds, 1),
    count: succeeded,
    p50Ms: round(r.p50_us! / 1000, 2),
    p95Ms: round(r.p95_us! / 1000, 2),
    p99Ms: round(r.p99_us! / 1000, 2),
    failures: (r.non2xx ?? 0) + (r.errors ?? 0),
    ...(Object.keys(extra).length ? { extra } : {}),
  };
}

/** pgbench's summary: transactions processed and failed, and tps without the connection time. */
export function parsePgbenchSummary(stdout: string): { tps: number; transactions: number; failed: number } {
  const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(stdout);
  const processed = /^number of transactions actually processed: (\d+)/m.exec(stdout);
  const failed = /^number of failed transactions: (\d+)/m.exec(stdout);
  if (!tps || !processed) throw new Error(`unexpected pgbench output:\n${stdout}`);
  return { tps: Number(tps[1]), transactions: Number(processed[1]), failed: failed ? Number(failed[1]) : 0 };
}

/**
 * pgbench's per-transaction log (-l): `client_id transaction_no time_us script_no epoch_s epoch_us`
 * per line (time_us is the latency). Returns latencies in ms and completion instants in epoch ms.
 */
export function parsePgbenchLog(text: string): { latencyMs: number[]; doneAtMs: number[] } {
  const latencyMs: number[] = [];
  const doneAtMs: number[] = [];
  for (const line of text.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length < 6) continue;
    latencyMs.push(Number(f[2]) / 1000);
    doneAtMs.push(Number(f[4]) * 1000 + Number(f[5]) / 1000);
  }
  return { latencyMs, doneAtMs };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

export function median(values: number[]): number {
  return percentile(values, 0.5);
}

/**
 * The range a figure's values covered, as "low–high" (`digits` decimals; lowest `from` to highest
 * `to` percentile, the whole range by default): printed beside a median so that a reader sees
 * whether PASS or FAIL sits inside the run's own spread. Empty without values.
 */
export function spreadOf(values: number[], digits: number, from = 0, to = 1): string {
  const finite = values.filter((v) => Number.isFinite(v));
  if (!finite.length) return '';
  return `${percentile(finite, from).toFixed(digits)}–${percentile(finite, to).toFixed(digits)}`;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * The machine's CPU that one request of a run cost: the API's, its backends' and the load
 * generator's (pgbench's side has no API). Undefined when a part is missing or is a floor (a backend
 * closed during the run).
 */
export function cpuPerRequestMs(f: LoadFigures, hasApi: boolean): number | undefined {
  if (f.dbCpuMs === undefined || f.dbCpuLost || f.clientCpuMs === undefined) return undefined;
  if (hasApi && f.apiCpuMs === undefined) return undefined;
  return (hasApi ? f.apiCpuMs! : 0) + f.dbCpuMs + f.clientCpuMs;
}

/**
 * The throughput ratio a over b that the CPU per request predicts: when both runs keep the machine's
 * cores busy, each side's rate is the cores' time over its CPU per request, so the ratio is b's cost
 * over a's. Unlike the rates, it does not move with how fast the shared machine ran during each run
 * (the same build's rate moved by a third within minutes on 2026-11-27), so a rate ratio far from it
 * was moved by the machine, not the code.
 */
export function cpuRatio(aCpuMs: number | undefined, bCpuMs: number | undefined): number | undefined {
  if (aCpuMs === undefined || bCpuMs === undefined || aCpuMs <= 0) return undefined;
  return bCpuMs / aCpuMs;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * A process's CPU from its /proc/<pid>/stat line, in clock ticks: its own (utime + stime) and that
 * of its children it has waited for (cutime + cstime); and its minor page faults so far (minflt).
 */
export function parsePidStat(stat: string): { own: number; children: number; minorFaults: number } {
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [minflt, utime, stime, cutime, cstime] = [7, 11, 12, 13, 14].map((i) => Number(fields[i]));
  if (![minflt, utime, stime, cutime, cstime].every(Number.isFinite)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return { own: utime! + stime!, children: cutime! + cstime!, minorFaults: minflt! };
}

/** A process's minor page faults so far, or undefined when it is gone or not on this machine. */
export function processMinorFaults(pid: number): number | undefined {
  try {
    return parsePidStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).minorFaults;
  } catch {
    return undefined;
  }
}

/**
 * utime + stime of a process in ms, or undefined when it is gone or not on this machine. `mainThread`:
 * of its first thread alone (for Node.js, the event loop's; the rest is V8's helper threads).
 */
export function processCpuMs(pid: number, { mainThread = false }: { mainThread?: boolean } = {}): number | undefined {
  try {
    return (parsePidStat(fs.readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8')).own * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * CPU ms of this process's children that have ended and been waited for. Around one load
 * generator run (wrk or pgbench, spawned and reaped by `run`) the difference is that generator's
 * whole CPU; the API, a child too, is not reaped until it stops.
 */
export function endedChildrenCpuMs(): number | undefined {
  try {
    return (parsePidStat(fs.readFileSync('/proc/self/stat', 'utf8')).children * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** CPU ms of each process still alive, by pid. */
export function cpuByPid(pids: number[]): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) byPid.set(pid, ms);
  }
  return byPid;
}

/**
 * CPU ms spent between two readings. A process first seen in the second reading started in between
 * and counts whole; one gone by then took its CPU since the first reading with it (`lost`).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): { ms: number; lost: number } {
  let ms = 0;
  for (const [pid, end] of after) ms += end - (before.get(pid) ?? 0);
  let lost = 0;
  for (const pid of before.keys()) if (!after.has(pid)) lost++;
  return { ms, lost };
}

export function sumCpuMs(pids: number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === undefined) return undefined;
    total += ms;
  }
  return total;
}

/** The machine's CPU time by state, in clock ticks since boot: the `cpu` line of /proc/stat. */
export interface MachineCpu {
  busy: number;
  idle: number;
  /** Time the hypervisor gave this machine's virtual CPUs to someone else. */
  steal: number;
}

export function parseProcStat(text: string): MachineCpu {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('no cpu line in /proc/stat');
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map((v) => Number(v) || 0);
  return { busy: user! + nice! + system! + irq! + softirq!, idle: idle! + iowait!, steal: steal! };
}

export function machineCpu(): MachineCpu | undefined {
  try {
    return parseProcStat(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What share of the machine's CPU time between two readings was busy and what share was stolen by
 * the hypervisor, in percent. On a shared virtual machine the same work runs at different speeds
 * from minute to minute; a run with much stolen time says its figures are not the code's.
 */
export function machineBetween(before: MachineCpu, after: MachineCpu): { busyPct: number; stealPct: number } {
  const busy = after.busy - before.busy;
  const steal = after.steal - before.steal;
  const total = busy + steal + (after.idle - before.idle);
  return total > 0 ? { busyPct: round((100 * busy) / total, 0), stealPct: round((100 * steal) / total, 1) } : { busyPct: 0, stealPct: 0 };
}

/**
 * Waits until the machine has been nearly idle (under `busyPct` busy) for one `intervalMs`, or
 * until `maxMs` has passed; answers how long it waited and whether it found the machine quiet. A
 * load leaves work behind it (PostgreSQL's background writer and autovacuum, the API's queues,
 * processes still exiting), and a measurement started on top of that work pays for it: on 2 cores
 * one busy neighbour is half the machine.
 */
export async function machineQuiet(options: {
  busyPct: number;
  intervalMs: number;
  maxMs: number;
  read?: () => MachineCpu | undefined;
}): Promise<{ waitedMs: number; quiet: boolean }> {
  const { busyPct, intervalMs, maxMs, read = machineCpu } = options;
  const started = performance.now();
  let before = read();
  if (!before) return { waitedMs: 0, quiet: false };
  for (;;) {
    await new Promise((r) => setTimeout(r, intervalMs));
    const after = read();
    if (!after) return { waitedMs: Math.round(performance.now() - started), quiet: false };
    const waitedMs = Math.round(performance.now() - started);
    if (machineBetween(before, after).busyPct < busyPct) return { waitedMs, quiet: true };
    if (waitedMs >= maxMs) return { waitedMs, quiet: false };
    before = after;
  }
}

/** What settle waits for: the machine under busyPct busy over one intervalMs, for at most maxMs. */
export const QUIET = { busyPct: 10, intervalMs: 500, maxMs: 20_000 };

/**
 * Before each measured run: the previous run's dirty pages written out (CHECKPOINT, on the scratch
 * database's connection when there is one), so that neither side of a pair pays for the other's
 * writes, and then the machine idle (machineQuiet with QUIET), so that a run does not start under
 * what the previous one left running (autovacuum, the checkpoint, exiting processes).
 */
export async function settle(database?: { query(sql: string): Promise<unknown> }): Promise<{ waitedMs: number; quiet: boolean }> {
  if (database) await database.query('checkpoint');
  return machineQuiet(QUIET);
}

/**
 * How a child process ended, also when it already had: a promise made from its 'exit' event after
 * the event was emitted never settles, and when nothing else is left to wait on, Node ends the bench
 * with code 13 (an unsettled top-level await) and nothing said of why the child ended. A child
 * killed by a signal has a signalCode and no exitCode.
 */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (hasEnded(child)) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Whether the child has ended (exited or been killed by a signal). */
export function hasEnded(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Runs a command to completion, collecting its output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; onStart?: (pid: number) => void } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    if (child.pid) options.onStart?.(child.pid);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${path.basename(command)} exited ${code}:\n${err}\n${out}`))));
  });
}
