/**
 * `npm run build`: the service as plain JavaScript in dist/, so that production runs
 * `node dist/src/main.js` with no TypeScript loader and no dev dependencies. dist/ mirrors the
 * checkout: compiled src/ and the operational scripts, next to every file they read at run time
 * (all of db/, and whatever under src/ is not TypeScript, such as SQL files), at the same relative
 * paths, so code that finds its files relative to itself finds them in dist/ as well.
 *
 * The build is a list of steps, each with the inputs it reads and the outputs (under dist/) it
 * writes; dist/.build-stamp.json records a hash of each step's inputs (scripts/build-stamp.mjs).
 * `--stale` (what `npm start` runs, scripts/start.mjs) rebuilds only the steps whose inputs changed;
 * without it everything is built from an empty dist/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hashInputs, readStamp, staleSteps, writeStamp } from './build-stamp.mjs';
import { buildPortal } from './build-portal.js';

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
    inputs: ['src', 'db', 'scripts/migrate.ts', 'scripts/admin-create.ts', 'tsconfig.json', 'tsconfig.build.json', ...buildItself],
    outputs: ['src', 'db', 'scripts'],
    run() {
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
      fs.cpSync(path.join(root, 'db'), path.join(dist, 'db'), { recursive: true });
      fs.cpSync(path.join(root, 'src'), path.join(dist, 'src'), {
        recursive: true,
        filter: (from) => fs.statSync(from).isDirectory() || !from.endsWith('.ts'),
      });
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
