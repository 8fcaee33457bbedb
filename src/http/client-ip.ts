import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './context.js';

/**
 * The caller's IP for per-IP limits. Behind a balancer (TRUST_PROXY=true) the left-most
 * X-Forwarded-For entry; otherwise the socket's address, which a client cannot forge.
 */
export function clientIp(c: AppContext): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
