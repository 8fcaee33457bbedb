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
 * A JSON response with a strong ETag over its bytes; 304 (no body) when the caller already holds it.
 * Weak comparison, as RFC 9110 prescribes for If-None-Match.
 */
export function jsonWithETag(c: Context, body: unknown, cacheControl: string): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}
