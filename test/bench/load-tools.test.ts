// The helpers of `npm run bench` (bench/load-tools.ts): parsing wrk's, pgbench's and /proc's output,
// the statistics, waiting for a quiet machine (on fake readings) and for a child's end. No timing here.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuBetween, cpuPerRequestMs, cpuRatio, exitOf, hasEnded, machineBetween, machineQuiet, median, parsePgbenchLog, parsePgbenchSummary, parsePidStat, parseProcStat, parseWrkOutput, percentile, spreadOf } from '../../bench/load-tools.js';

describe('parseWrkOutput', () => {
  const wrk = `Running 10s test @ http://127.0.0.1:41234
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    42.10ms   12.33ms 210.55ms   71.20%
  11820 requests in 10.00s, 170.12MB read
  Non-2xx or 3xx responses: 20
Requests/sec:   1181.93
BENCH {"requests":11820,"duration_us":10000500,"p50_us":40110,"p95_us":59020,"p99_us":88000,"non2xx":20,"errors":3}
`;

  it('counts only successful requests as throughput, and errors as failures', () => {
    expect(parseWrkOutput(wrk)).toEqual({ perSecond: 1179.9, count: 11800, p50Ms: 40.11, p95Ms: 59.02, p99Ms: 88, failures: 23 });
  });

  it("keeps a script's own counters", () => {
    const out = 'BENCH {"requests":2000,"duration_us":2000000,"p50_us":1000,"p95_us":2000,"p99_us":3000,"non2xx":0,"errors":0,"lifecycles":990,"failed_calls":0}\n';
    expect(parseWrkOutput(out).extra).toEqual({ lifecycles: 990, failed_calls: 0 });
  });

  it('refuses output without the BENCH line (a script error, or wrk did not run)', () => {
    expect(() => parseWrkOutput('Requests/sec: 10\n')).toThrow(/no BENCH line/);
  });
});

describe('pgbench', () => {
  const summary = `pgbench (15.20 (Debian 15.20-0+deb12u1))
transaction type: bench/scripts/nearby.pgbench
scaling factor: 1
query mode: prepared
number of clients: 10
number of threads: 2
maximum number of tries: 1
duration: 10 s
number of transactions actually processed: 29741
number of failed transactions: 2 (0.007%)
latency average = 3.362 ms
initial connection time = 21.402 ms
tps = 2974.412345 (without initial connection time)
`;

  it('reads tps without connection time, transactions and failures', () => {
    expect(parsePgbenchSummary(summary)).toEqual({ tps: 2974.412345, transactions: 29741, failed: 2 });
  });

  it('refuses output that is not a summary', () => {
    expect(() => parsePgbenchSummary('pgbench: error: connection refused')).toThrow(/unexpected pgbench output/);
  });

  it('reads latencies and completion instants from the per-transaction log', () => {
    const log = '0 0 3120 0 1763906400 120000\n1 0 2880 0 1763906400 999999\n\n';
    const parsed = parsePgbenchLog(log);
    expect(parsed.latencyMs).toEqual([3.12, 2.88]);
    expect(parsed.doneAtMs[0]).toBeCloseTo(1763906400120, 3);
    expect(parsed.doneAtMs[1]).toBeCloseTo(1763906400999.999, 3);
  });
});

describe('statistics', () => {
  it('interpolates percentiles and takes the median of three rounds', () => {
    expect(median([0.41, 0.45, 0.43])).toBe(0.43);
    expect(percentile([1, 2, 3, 4, 5], 0.95)).toBeCloseTo(4.8);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('prints the range a median was taken from: every value, or between two percentiles', () => {
    expect(spreadOf([0.58, 0.52, 0.61], 2)).toBe('0.52–0.61');
    expect(spreadOf([400, 500, 600, 700, 800], 0, 0.25, 0.75)).toBe('500–700');
    // A round with no answer on either side (0 / 0) is left out, not printed as NaN.
    expect(spreadOf([0.5, NaN, 0.7], 2)).toBe('0.50–0.70');
    expect(spreadOf([], 2)).toBe('');
  });

  it("reads a process's own CPU, its waited-for children's and its minor faults from /proc/<pid>/stat, whatever its name holds", () => {
    // Field 10: minflt 100; fields 14-17: utime 120, stime 30, cutime 900, cstime 45 (a name with a space and a parenthesis).
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194304 100 0 0 0 120 30 900 45 20 0 11 0 500 1000 50';
    expect(parsePidStat(stat)).toEqual({ own: 150, children: 945, minorFaults: 100 });
    expect(() => parsePidStat('4242 (node) S 1')).toThrow(/not a \/proc/);
  });

  it('counts CPU of processes started in between whole, and those gone as lost', () => {
    const before = new Map([[10, 100], [11, 50]]);
    const after = new Map([[10, 130], [12, 7]]);
    expect(cpuBetween(before, after)).toEqual({ ms: 37, lost: 1 });
  });

  it('reads the machine\'s busy, idle and stolen CPU time from /proc/stat and shares it out', () => {
    const before = parseProcStat('cpu  100 5 50 1000 20 3 2 40 0 0\ncpu0 50 2 25 500 10 1 1 20 0 0\nintr 1\n');
    expect(before).toEqual({ busy: 160, idle: 1020, steal: 40 });
    const after = { busy: 160 + 150, idle: 1020 + 30, steal: 40 + 20 };
    expect(machineBetween(before, after)).toEqual({ busyPct: 75, stealPct: 10 });
    expect(() => parseProcStat('intr 1\n')).toThrow(/no cpu line/);
  });

  it('waits for an interval with the machine under the busy share, or gives up at the limit', async () => {
    // Readings 10 ticks apart: busy 9 of 10, then 5 of 10, then 0 of 10.
    const readings = (busyPerStep: number[]) => {
      let busy = 0;
      let idle = 0;
      const steps = [0, ...busyPerStep];
      return () => {
        const b = steps.shift() ?? 0;
        busy += b;
        idle += 10 - b;
        return { busy, idle, steal: 0 };
      };
    };
    const settled = await machineQuiet({ busyPct: 10, intervalMs: 1, maxMs: 1_000, read: readings([9, 5, 0]) });
    expect(settled.quiet).toBe(true);
    const busy = await machineQuiet({ busyPct: 10, intervalMs: 5, maxMs: 20, read: readings(Array(100).fill(9)) });
    expect(busy.quiet).toBe(false);
    expect(busy.waitedMs).toBeGreaterThanOrEqual(20);
    expect(await machineQuiet({ busyPct: 10, intervalMs: 500, maxMs: 20_000, read: () => undefined })).toEqual({ waitedMs: 0, quiet: false });
  });
});

describe('the ratio CPU per request predicts', () => {
  const endpoint = { perSecond: 1000, count: 10000, p50Ms: 50, p95Ms: 70, p99Ms: 90, failures: 0, apiCpuMs: 0.5, dbCpuMs: 1.3, clientCpuMs: 0.06 };
  const bare = { perSecond: 1900, count: 19000, p50Ms: 4, p95Ms: 10, p99Ms: 12, failures: 0, dbCpuMs: 0.95, clientCpuMs: 0.06 };

  it("adds the API's, the backends' and the load generator's CPU; pgbench's side has no API", () => {
    expect(cpuPerRequestMs(endpoint, true)).toBeCloseTo(1.86, 10);
    expect(cpuPerRequestMs(bare, false)).toBeCloseTo(1.01, 10);
    // Whatever the API spent, the pgbench side leaves it out.
    expect(cpuPerRequestMs({ ...bare, apiCpuMs: 9 }, false)).toBeCloseTo(1.01, 10);
  });

  it('is missing when a part is missing or only a floor', () => {
    expect(cpuPerRequestMs({ ...endpoint, apiCpuMs: undefined }, true)).toBeUndefined();
    expect(cpuPerRequestMs({ ...endpoint, dbCpuLost: 1 }, true)).toBeUndefined();
    expect(cpuPerRequestMs({ ...bare, clientCpuMs: undefined }, false)).toBeUndefined();
  });

  it("divides the other side's cost by this side's: the rate ratio a saturated machine would show", () => {
    expect(cpuRatio(cpuPerRequestMs(endpoint, true), cpuPerRequestMs(bare, false))).toBeCloseTo(1.01 / 1.86, 10);
    expect(cpuRatio(undefined, 1)).toBeUndefined();
    expect(cpuRatio(0, 1)).toBeUndefined();
  });
});

describe('exitOf', () => {
  const child = (script: string) => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });

  it('settles for a child that exited before it was asked', async () => {
    const c = child('process.exit(3)');
    await new Promise((r) => c.once('exit', r));
    expect(hasEnded(c)).toBe(true);
    await expect(exitOf(c)).resolves.toEqual({ code: 3, signal: null });
  });

  it('waits for a child still running, and tells a signal from an exit code', async () => {
    const c = child('setInterval(() => {}, 1000)');
    expect(hasEnded(c)).toBe(false);
    const ended = exitOf(c);
    c.kill('SIGTERM');
    await expect(ended).resolves.toEqual({ code: null, signal: 'SIGTERM' });
    expect(hasEnded(c)).toBe(true);
  });
});
