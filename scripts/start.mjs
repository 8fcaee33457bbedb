/**
 * `npm start`: the service from dist/ (plain JavaScript), building it first when the sources changed
 * since the last build. Plain JavaScript itself: TypeScript's loader costs most of a second of module
 * loading on every start, and is now paid only when something has to be compiled (`npm run dev` keeps
 * running the sources directly, under tsx watch).
 *
 * The entry is imported into this process rather than spawned, so that signals (Ctrl-C, SIGTERM)
 * reach the service itself, which stops on them (src/process-lifecycle.ts), and start-up pays for one
 * node, not two.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleSteps } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const entry = process.argv[2] ?? 'src/main.js';

const stale = staleSteps(root, dist);
if (stale.length > 0) {
  console.error(`npm start: building dist/ (${stale.includes('*') ? 'no build yet' : `changed: ${stale.join(', ')}`})`);
  const tsx = createRequire(import.meta.url).resolve('tsx');
  execFileSync(process.execPath, ['--import', pathToFileURL(tsx).href, path.join(root, 'scripts/build.ts'), '--stale'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
await import(pathToFileURL(path.join(dist, entry)).href);
