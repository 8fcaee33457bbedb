/**
 * The portal (web/) as static files: `vite build` into dist/portal, or `outDir` (tests build into a
 * cache directory). The API process serves the result under /portal (src/modules/portal).
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function buildPortal(outDir: string = path.join(root, 'dist', 'portal')): Promise<string> {
  // Vite is a development dependency; imported here only, so the service never loads it.
  const { build } = await import('vite');
  // What is built here is what ships, whoever builds it: Vite takes React's development build when
  // NODE_ENV says so, and the test runner's NODE_ENV=test did. That build runs every effect twice
  // (StrictMode), so the browser tests saw a second load's answer land over an admin's typing, a
  // race no production browser has, and did not test the React that users get.
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'web', 'vite.config.ts'),
      root: path.join(root, 'web'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await buildPortal(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`built the portal: ${path.relative(process.cwd(), out)}`);
}
