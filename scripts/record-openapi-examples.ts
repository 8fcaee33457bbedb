// Records the contract's examples from the test suite: runs it with every harness request recorded
// (test/support/example-recorder.ts), keeps one successful exchange per operation, writes
// src/openapi-examples.json, and regenerates openapi.json with them. The examples are what the API
// really answered to the tests; test/docs/examples.test.ts keeps them valid against the contract.
//
//   npm run openapi:examples                      (on the embedded database)
//   DATABASE_URL=postgres://... npm run openapi:examples
//   npm run openapi:examples -- test/storage    (only what these files exercise is recorded again)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedExchange } from '../test/support/example-recorder.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-examples-'));
// The examples' own test checks what this writes, so it does not take part in recording them.
const run = spawnSync('npx', ['vitest', 'run', '--exclude', 'test/docs/examples.test.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: { ...process.env, OPENAPI_EXAMPLES_OUT: out } });
if (run.status !== 0) {
  console.error('the suite failed: no examples written');
  process.exit(1);
}

/** Arrays cut to their first two items: an example shows the shape, not a whole page. */
function trim(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(trim);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
}

function leaves(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + leaves(v), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((n, v) => n + leaves(v), 0);
  return value === null || value === undefined ? 0 : 1;
}

const byOperation = new Map<string, RecordedExchange[]>();
for (const name of fs.readdirSync(out)) {
  for (const line of fs.readFileSync(path.join(out, name), 'utf8').split('\n')) {
    if (!line) continue;
    const exchange = JSON.parse(line) as RecordedExchange;
    const key = `${exchange.method} ${exchange.template}`;
    byOperation.set(key, [...(byOperation.get(key) ?? []), exchange]);
  }
}

// Per operation: its most common success status, then the exchange that shows the most (a list with
// rows rather than an empty one), then the first in file order, so the same recordings give the same file.
// Given test files (`npm run openapi:examples -- test/storage`), only the operations they exercised are
// recorded again; the others keep their examples.
const partial = process.argv.length > 2;
const examplesFile = path.join(root, 'src/openapi-examples.json');
const examples: Record<string, { status: number; request?: unknown; response?: unknown }> = partial
  ? (JSON.parse(fs.readFileSync(examplesFile, 'utf8')) as Record<string, { status: number }>)
  : {};
for (const key of [...byOperation.keys()].sort()) {
  const all = byOperation.get(key)!;
  const counts = new Map<number, number>();
  for (const e of all) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
  const status = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const best = all
    .filter((e) => e.status === status)
    .map((e) => ({ e, score: leaves(trim(e.request)) + leaves(trim(e.response)) }))
    .sort((a, b) => b.score - a.score || a.e.file.localeCompare(b.e.file) || a.e.seq - b.e.seq)[0]!.e;
  examples[key] = {
    status,
    ...(best.request !== undefined ? { request: trim(best.request) } : {}),
    ...(best.response !== undefined ? { response: trim(best.response) } : {}),
  };
}
const sorted = Object.fromEntries(Object.keys(examples).sort().map((key) => [key, examples[key]]));
fs.writeFileSync(examplesFile, `${JSON.stringify(sorted, null, 2)}\n`);
fs.rmSync(out, { recursive: true, force: true });
console.log(`wrote src/openapi-examples.json: ${Object.keys(examples).length} operations${partial ? ` (${byOperation.size} recorded again)` : ''}`);
execFileSync('npm', ['run', 'openapi'], { cwd: root, stdio: 'inherit' });
