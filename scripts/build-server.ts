/**
 * The service for production (`npm run build`'s server step, scripts/build.ts): its entries (the API,
 * the worker process, the operational scripts) bundled by esbuild, with what they import, into a few
 * files instead of the hundreds of modules that Node's module loader resolved, read and compiled one
 * by one (most of a second of a warm restart, issue 21), and beside them every file they read at run
 * time, at the same relative path as in the checkout: all of db/, and whatever under src/ is not
 * TypeScript (SQL files, mail templates, Apple's root certificates...).
 *
 * Every bundled file is one directory below `dist`: the entries at dist/src/main.js,
 * dist/src/worker.js, dist/scripts/migrate.js and dist/scripts/admin-create.js (the paths that
 * production, `npm start` and the README run), the code they share and what they import on demand
 * in dist/chunks/. Code that finds files relative to its own module (`import.meta.url`,
 * `import.meta.dirname`) is rewritten to see the place its module would have in dist/ unbundled
 * (src/db/migrate.ts sees dist/src/db/migrate.js), so each file is found where it was before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { dropRedundantNames } from './build-names.js';

const root = path.resolve(import.meta.dirname, '..');

// src/pglite-host.ts: the embedded database's thread, started by path (src/db/pglite-thread.ts).
export const serverEntries = ['src/main.ts', 'src/worker.ts', 'scripts/migrate.ts', 'scripts/admin-create.ts', 'src/pglite-host.ts'];

/**
 * Packages loaded as they are installed, from node_modules, rather than bundled: those that find
 * their own files next to themselves (PGlite's WebAssembly, file-system image and extensions; pino's
 * worker-thread transports), and those the service loads only when a feature is first used, which a
 * start should not pay for (object storage, mail, App Store verification, Markdown, natural-language
 * dates). The explorer's @scalar/api-reference, a development dependency, is found at run time by
 * path and is not imported at all.
 */
export const externalPackages = [
  '@electric-sql/pglite',
  'pino',
  '@aws-sdk/*',
  '@apple/app-store-server-library',
  'nodemailer',
  'markdown-it',
  'sanitize-html',
  'chrono-node',
];

const OWN_CODE = /^(src|scripts)\//;
const MODULE_LOCATION = /\bimport\.meta\.(url|dirname|filename)\b/g;

/** import.meta of each of our modules as it would be in dist/ unbundled (see the header). */
function moduleLocation(): Plugin {
  return {
    name: 'module-location',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const rel = path.relative(root, args.path).split(path.sep).join('/');
        if (!OWN_CODE.test(rel)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
        // Relative to the output file, which is one directory below dist/ like the module's own folder.
        const file = `new URL(${JSON.stringify(`../${rel.replace(/\.ts$/, '.js')}`)}, import.meta.url)`;
        const contents = source.replace(MODULE_LOCATION, (_, what: string) =>
          what === 'url' ? `${file}.href` : `__moduleLocationPath(${what === 'dirname' ? `new URL('.', ${file})` : file})`,
        );
        return { contents: `import { fileURLToPath as __moduleLocationPath } from 'node:url';\n${contents}`, loader: 'ts' };
      });
    },
  };
}

/** The bundled entries and the files they read, into `dist`; returns the bundle's files, relative to it. */
export async function buildServer(dist: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outbase: root,
    outdir: dist,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // A package named here is external with every path in it (@electric-sql/pglite/contrib/cube...).
    external: externalPackages,
    // Bundled CommonJS packages (pg, pg-boss, ws...) require Node's modules and their optional
    // dependencies at run time: an ES module has no `require` of its own.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    // Class and function names stay what the sources say (logged error types, for one), although
    // the bundle has to rename some of them apart; the calls that do it where nothing was renamed
    // are taken out below (scripts/build-names.ts).
    keepNames: true,
    sourcemap: 'linked',
    plugins: [moduleLocation()],
    metafile: true,
    logLevel: 'warning',
  });
  const written = Object.keys(result.metafile.outputs).map((f) => path.relative(dist, path.resolve(root, f)));
  const misplaced = written.filter((f) => f.endsWith('.js') && f.split(path.sep).length !== 2);
  if (misplaced.length) throw new Error(`buildServer: output outside the first level of dist/, where module locations would be wrong: ${misplaced.join(', ')}`);
  for (const file of written.filter((f) => f.endsWith('.js'))) {
    const at = path.join(dist, file);
    const { code, dropped } = dropRedundantNames(fs.readFileSync(at, 'utf8'), file);
    if (dropped) fs.writeFileSync(at, code);
  }
  fs.cpSync(path.join(root, 'db'), path.join(dist, 'db'), { recursive: true });
  fs.cpSync(path.join(root, 'src'), path.join(dist, 'src'), {
    recursive: true,
    filter: (from) => fs.statSync(from).isDirectory() || !from.endsWith('.ts'),
  });
  return written;
}
