/**
 * `npm run build`: the service as plain JavaScript in dist/, so that production runs
 * `node dist/src/main.js` with no TypeScript loader and no dev dependencies. dist/ mirrors the
 * checkout: compiled src/ and the operational scripts, next to every file they read at run time
 * (all of db/, and whatever under src/ is not TypeScript, such as SQL files), at the same relative
 * paths, so code that finds its files relative to itself finds them in dist/ as well.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

// A file deleted from src/ must not live on in dist/.
fs.rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
fs.cpSync(path.join(root, 'db'), path.join(dist, 'db'), { recursive: true });
fs.cpSync(path.join(root, 'src'), path.join(dist, 'src'), {
  recursive: true,
  filter: (from) => fs.statSync(from).isDirectory() || !from.endsWith('.ts'),
});
await (await import('./build-portal.js')).buildPortal(path.join(dist, 'portal'));
console.log(`built ${path.relative(process.cwd(), dist) || '.'}: node ${path.relative(process.cwd(), path.join(dist, 'src/main.js'))}`);
