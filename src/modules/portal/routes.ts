import fs from 'node:fs';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from '../../config.js';
import type { AppEnv } from '../../http/context.js';

/**
 * The admin and owner portal (web/, built by `npm run build` into dist/portal), served by this
 * process under /portal as static files with an SPA fallback: any /portal path that is not a file
 * gets index.html, and the portal's router takes it from there. Plain Hono routes, not OpenAPI
 * ones: the portal is no part of the /v1 contract and openapi.json does not list it.
 */

/** Where the built portal is: PORTAL_DIR, else dist/portal found from this file (src/ or dist/src/). */
export function portalDirectory(config: Pick<Config, 'portalDir'>): string {
  if (config.portalDir) return config.portalDir;
  const here = import.meta.dirname;
  const candidates = [
    path.resolve(here, '../../../portal'), // dist/src/modules/portal → dist/portal
    path.resolve(here, '../../../dist/portal'), // src/modules/portal → dist/portal
  ];
  return candidates.find((d) => fs.existsSync(path.join(d, 'index.html'))) ?? candidates[1]!;
}

/** For start-up's log line: where the portal is and whether it has been built. */
export function portalStatus(config: Config, port: number): { built: boolean; url: string; dir: string } {
  const dir = portalDirectory(config);
  const base = config.publicBaseUrl === `http://localhost:${config.port}` ? `http://localhost:${port}` : config.publicBaseUrl.replace(/\/+$/, '');
  return { built: fs.existsSync(path.join(dir, 'index.html')), url: `${base}/portal`, dir };
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Only the portal's own scripts and styles run. Uploads go straight from the browser to storage
 * (an upload URL of this service's /files, or a presigned S3 URL), and stored images are shown from
 * the storage's public address, so those origins are allowed for fetch and images. No map-tile
 * origin: the lots map draws on a plain background (web/src/screens/lots/LotsMap.tsx). style-src needs no 'unsafe-inline': React, Leaflet and Recharts set styles
 * through the DOM (element.style), which CSP does not govern, and Vite emits CSS as files.
 */
export function portalCsp(config: Config): string {
  const storage = new Set<string>();
  for (const u of [config.publicBaseUrl, config.storage.publicBaseUrl, config.storage.s3?.endpoint]) {
    const o = originOf(u);
    if (o) storage.add(o);
  }
  const s3 = config.storage.s3;
  if (s3 && !s3.endpoint) {
    storage.add(`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`);
    storage.add(`https://s3.${s3.region}.amazonaws.com`);
  }
  const extra = [...storage].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${extra}`.trim(),
    `connect-src 'self' ${extra}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The portal has not been built</h1>
<p>Run <code>npm run build</code> (it builds the portal into <code>dist/portal</code>), then reload this page.</p>
<p>ポータルがビルドされていません。<code>npm run build</code> を実行してから再読み込みしてください。</p>
</body></html>
`;

export function registerPortalRoutes(app: OpenAPIHono<AppEnv>, config: Config): void {
  const dir = portalDirectory(config);
  const csp = portalCsp(config);
  const security = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };

  const serve = async (rel: string, method: string) => {
    // Never above the portal's directory, whatever the path says.
    const file = path.resolve(dir, `.${path.posix.normalize(`/${rel}`)}`);
    if (!file.startsWith(dir + path.sep)) return undefined;
    let body: Buffer;
    try {
      const st = await fs.promises.stat(file);
      if (!st.isFile()) return undefined;
      body = method === 'HEAD' ? Buffer.alloc(0) : await fs.promises.readFile(file);
    } catch {
      return undefined;
    }
    const ext = path.extname(file);
    const isIndex = path.basename(file) === 'index.html';
    // Vite names what is under assets/ by content hash: a new build has new names.
    const hashed = rel.startsWith('assets/');
    return new Response(method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': types[ext] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=300',
        ...security,
      },
    });
  };

  const handler = async (c: Context<AppEnv>) => {
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.replace(/^\/portal\/?/, ''));
    } catch {
      rel = '';
    }
    if (!fs.existsSync(path.join(dir, 'index.html'))) {
      return new Response(NOT_BUILT, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...security } });
    }
    if (rel) {
      const res = await serve(rel, c.req.method);
      if (res) return res;
      // A missing script or style is a 404, not the page: the browser must not run HTML as code.
      if (rel.startsWith('assets/') || /\.[a-z0-9]+$/i.test(rel)) {
        return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...security } });
      }
    }
    return (await serve('index.html', c.req.method))!;
  };
  // The scripts and styles are text: gzip takes the main bundle from ~480 kB to ~140 kB.
  app.use('/portal/*', compress());
  app.get('/portal', handler);
  app.get('/portal/*', handler);
}
