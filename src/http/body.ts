import { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.js';

const utf8 = new TextDecoder('utf-8');

/**
 * Reads a request body once, refusing it past `maxSize` bytes, and hands the text to Hono's body
 * cache, where c.req.text() and c.req.json() find it.
 *
 * Behind @hono/node-server the body is read straight from Node's IncomingMessage. Going through
 * `c.req.raw.body` instead (as hono/body-limit does) turns the lightweight request into a full
 * WHATWG Request with a web stream over the socket, which was about a tenth of the API's CPU per
 * request under load. Anywhere else (app.request in tests, another runtime) hono/body-limit runs.
 * Decoding is the Fetch standard's: UTF-8, a leading byte-order mark dropped.
 */
export function readBody(maxSize: number, tooLarge: () => never): MiddlewareHandler<AppEnv> {
  const portable = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!(incoming instanceof IncomingMessage)) return portable(c, next);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && incoming.headers['transfer-encoding'] === undefined && Number(declared) > maxSize) tooLarge();
    const body = await new Promise<Buffer | undefined>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxSize) {
          incoming.off('data', onData);
          incoming.resume(); // drain the rest so the connection can carry the 413
          resolve(undefined);
          return;
        }
        chunks.push(chunk);
      };
      incoming.on('data', onData);
      incoming.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
      incoming.once('error', reject);
    });
    if (body === undefined) tooLarge();
    // Hono's type says string, but the cache holds the promises that c.req.text() and json() chain on.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(utf8.decode(body));
    return next();
  };
}
