import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';

/**
 * The interactive explorer (Scalar), served whole from this process: its script comes from the
 * installed `@scalar/api-reference` package, never from a CDN, so `/docs` works offline, behind a
 * corporate proxy and in CI, and shows exactly the version in package-lock.json. It is a development
 * tool (contract section 9.3), so the package is a development dependency: a production install has
 * no explorer, and production does not register these routes.
 */
const ASSET_PATH = '/docs/assets/scalar-standalone.js';
const INIT_PATH = '/docs/assets/init.js';

/**
 * Only our own scripts run; the explorer's styles are injected at run time (inline), its fonts are
 * its own bundled ones (default fonts off), and "try it" calls this origin only.
 */
export const EXPLORER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parking Service API: explorer</title>
</head>
<body>
<div id="app"></div>
<script src="${ASSET_PATH}"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

// Configuration as a script of our own rather than inline, so the CSP needs no 'unsafe-inline' for scripts.
const INIT = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/v1/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  // Scalar's agent ("Ask AI") reads its registry from api.scalar.com: off, as nothing here leaves this origin.
  agent: { disabled: true },
  // "Try it" sends requests from the browser to this origin (the document's server '/'), with no
  // proxy service in between.
  proxyUrl: '',
})});
`;

function loadStandalone(): { body: Buffer; version: string } | undefined {
  try {
    // The package exports neither its package.json nor its browser bundle: find both from its entry.
    const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
    const root = path.resolve(path.dirname(entry), '..');
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    return { body: fs.readFileSync(path.join(root, 'dist/browser/standalone.js')), version };
  } catch {
    return undefined;
  }
}

export function registerExplorer(app: OpenAPIHono<AppEnv>): void {
  let standalone: ReturnType<typeof loadStandalone> | null = null;
  const asset = () => (standalone ??= loadStandalone() ?? null);
  const unavailable = () =>
    new ApiError('not_found', {
      message: 'The interactive explorer is part of the development dependencies (npm install without --omit=dev); /reference is always served.',
    });

  app.get('/docs', (c) => {
    if (!asset()) throw unavailable();
    c.header('Content-Security-Policy', EXPLORER_CSP);
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE);
  });
  app.get(INIT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(INIT);
  });
  app.get(ASSET_PATH, (c) => {
    const found = asset();
    if (!found) throw unavailable();
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    // Revalidated by version: a new package version is a new ETag.
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('ETag', `"scalar-${found.version}"`);
    if (c.req.header('if-none-match') === `"scalar-${found.version}"`) return c.body(null, 304);
    return c.body(new Uint8Array(found.body));
  });
}
