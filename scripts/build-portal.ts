/**
 * The portal (web/) as static files: `vite build` into dist/portal, or `outDir` (tests build into a
 * cache directory). The API process serves the result under /portal (src/modules/portal).
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function buildPortal(outDir: string = path.join(root, 'dist', 'portal')): Promise<string> {
  // Vite is a development dependency; imported here only, so the service never loads it.
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'web', 'vite.config.ts'),
    root: path.join(root, 'web'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await buildPortal(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`built the portal: ${path.relative(process.cwd(), out)}`);
}
