import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed body saves less than the headers and the CPU cost (as nginx's gzip_min_length). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

type Coding = 'br' | 'gzip';

/** The coding the client prefers among ours (br before gzip at equal weight); none when it accepts neither. */
export function negotiateCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? (weights.has('*') ? weights.get('*')! : 0);
  const best = (['br', 'gzip'] as const).filter((c) => weightOf(c) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best[0];
}

/**
 * JSON responses above the threshold leave compressed (Brotli or gzip, as Accept-Encoding asks):
 * a search page of 50 lots is 15 KB of JSON and a quarter of that compressed, which is what a
 * phone on a mobile network waits for. Bodies are JSON built in memory, so compressing them whole
 * is cheap; streamed bodies (no JSON content type) are left alone. Brotli at quality 4 costs about
 * what gzip does and compresses better.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    res.headers.append('Vary', 'Accept-Encoding');
    // Only the status and headers are read before we know the body will be compressed: reading
    // `res.body` turns @hono/node-server's light response (a string or bytes it writes in one go)
    // into a WHATWG stream that is then pumped chunk by chunk, which cost a nearby search about a
    // fifth of the API's CPU (issue 21) for clients that asked for no compression at all.
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const coding = negotiateCoding(c.req.header('accept-encoding'));
    if (!coding) return;
    if (!(res.headers.get('content-type') ?? '').includes('json') || res.headers.has('content-encoding') || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const compressed =
      coding === 'br'
        ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
        : await gzip(body, { level: 6 });
    headers.set('Content-Encoding', coding);
    headers.delete('Content-Length');
    c.res = new Response(compressed as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}
