/**
 * `npm run build`: the service as plain JavaScript in dist/, so that production runs
 * `node dist/src/main.js` with no TypeScript loader and no dev dependencies. The entries are bundled
 * (scripts/build-server.ts): dist/src/main.js, dist/src/worker.js, dist/scripts/migrate.js and
 * dist/scripts/admin-create.js, the code they share in dist/chunks/. Beside them is every file they
 * read at run time at the same relative path as in the checkout (all of db/, and whatever under
 * src/ is not TypeScript, such as SQL files and mail templates), and bundled code finds its files
 * where its module would be in dist/, so code that finds its files relative to itself finds them in
 * dist/ as well. Type errors are `npm run typecheck`'s (CI runs it): the bundler does not check types.
 *
 * The build is a list of steps, each with the inputs it reads and the outputs (under dist/) it
 * writes; dist/.build-stamp.json records a hash of each step's inputs (scripts/build-stamp.mjs).
 * `--stale` (what `npm start` runs, scripts/start.mjs) rebuilds only the steps whose inputs changed;
 * without it everything is built from an empty dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashInputs, readStamp, staleSteps, writeStamp } from './build-stamp.mjs';
import { buildPortal } from './build-portal.js';
import { buildServer } from './build-server.js';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

interface Step {
  name: string;
  /** Files and directories (relative to the checkout) whose content decides the step's output. */
  inputs: string[];
  /** What the step writes, relative to dist/; removed before it runs, so deleted sources do not live on. */
  outputs: string[];
  run(): void | Promise<void>;
}

// The build's own definition is an input of every step: changing how a step builds rebuilds it.
const buildItself = ['scripts/build.ts', 'scripts/build-stamp.mjs', 'package-lock.json'];

const steps: Step[] = [
  {
    name: 'server',
    inputs: ['src', 'db', 'scripts/migrate.ts', 'scripts/admin-create.ts', 'scripts/build-server.ts', 'scripts/build-names.ts', 'tsconfig.json', ...buildItself],
    outputs: ['src', 'db', 'scripts', 'chunks'],
    async run() {
      await buildServer(dist);
    },
  },
  {
    // The contract's types (examples/client/api.d.ts) are an input: the portal is typed by them.
    name: 'portal',
    inputs: ['web', 'examples/client/api.d.ts', 'scripts/build-portal.ts', ...buildItself],
    outputs: ['portal'],
    async run() {
      await buildPortal(path.join(dist, 'portal'));
    },
  },
];

const onlyStale = process.argv.includes('--stale');
if (!onlyStale) fs.rmSync(dist, { recursive: true, force: true });
const stale = new Set(onlyStale ? staleSteps(root, dist, steps) : steps.map((s) => s.name));
const stamp = readStamp(dist);
for (const step of steps) {
  if (!stale.has(step.name)) continue;
  // Hashed before running: an edit made while the step runs makes the next start build again.
  const hash = hashInputs(root, step.inputs);
  delete stamp[step.name];
  writeStamp(dist, stamp);
  for (const out of step.outputs) fs.rmSync(path.join(dist, out), { recursive: true, force: true });
  await step.run();
  stamp[step.name] = { inputs: step.inputs, hash };
  writeStamp(dist, stamp);
}
// Steps no longer in the list leave the stamp, or `npm start` would keep checking them.
for (const name of Object.keys(stamp)) if (!steps.some((s) => s.name === name)) delete stamp[name];
writeStamp(dist, stamp);
console.log(`built ${path.relative(process.cwd(), dist) || '.'} (${[...stale].join(', ') || 'nothing stale'}): node ${path.relative(process.cwd(), path.join(dist, 'src/main.js'))}`);
