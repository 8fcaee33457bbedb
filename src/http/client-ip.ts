import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './context.js';

function socketAddress(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

/**
 * The caller's IP for per-IP limits: the socket's address, which a client cannot forge, or behind
 * `hops` proxies (TRUST_PROXY_HOPS) the X-Forwarded-For entry that many hops from the right, as
 * Express's `trust proxy` number does. Each proxy appends the address it was reached from, so the
 * right-most `hops` entries were written by our own proxies; everything left of them is whatever the
 * client sent, and taking it (the left-most entry) would let a client name a new IP per request.
 * With fewer entries than hops the left-most is taken (the chain is shorter than configured). An
 * entry that is not a bare IP address is not one our proxies wrote: the socket's address is used.
 */
export function clientIp(c: AppContext): string {
  const hops = c.get('deps').config.trustedProxyHops;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chosen = entries[Math.max(0, entries.length - hops)];
    if (chosen && isIP(chosen)) return chosen;
  }
  return socketAddress(c);
}
