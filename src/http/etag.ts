import { createHash } from 'node:crypto';
import type { Context } from 'hono';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
}

/**
 * A JSON response with a weak ETag over its JSON text; 304 (no body) when the caller already holds
 * it. Weak, because the same JSON leaves as identity, gzip or Brotli bytes (compressJson), and a
 * strong tag would have to differ per coding; weak comparison, as RFC 9110 prescribes for
 * If-None-Match.
 */
export function jsonTextWithETag(c: Context, text: string | Buffer, cacheControl: string): Response {
  // Encoded once, or not at all when the database's bytes came through as they are (a body it
  // serialized, src/db/row-bytes.ts): the hash and the socket take the same bytes. Hashing the
  // string and sending it as a string would encode it to UTF-8 three times (hash, Content-Length,
  // write), and a search page is 15 KB.
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': cacheControl };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}

export function jsonWithETag(c: Context, body: unknown, cacheControl: string): Response {
  return jsonTextWithETag(c, JSON.stringify(body), cacheControl);
}

/** The response headers a revalidatable JSON response declares in the contract. */
export function cacheHeaders(cacheControl: string) {
  return {
    ETag: { description: 'Weak validator of the JSON body; send it back as If-None-Match to get a 304.', schema: { type: 'string' as const } },
    'Cache-Control': { description: cacheControl, schema: { type: 'string' as const } },
  };
}

/** The 304 a revalidatable route answers to a current If-None-Match. */
export function notModified(cacheControl: string) {
  return { description: 'Not modified: the ETag sent in If-None-Match is current. No body.', headers: cacheHeaders(cacheControl) };
}
