import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

/** A caller's id is kept when it is safe to log and echo: 8..128 of [A-Za-z0-9._:-]. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const offered = c.req.header('x-request-id');
    const requestId = offered && WELL_FORMED_REQUEST_ID.test(offered) ? offered : randomUUID();
    const log = c.get('deps').log.child({ request_id: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('locale', /^\s*ja\b/i.test(c.req.header('accept-language') ?? '') ? 'ja' : 'en');
    // Set before the handler, so responses built with c.json/c.body carry it from the start. Setting
    // a header on a finished response makes Hono rebuild it as a full WHATWG Response with a stream
    // body (about 5% of the API's CPU per request); only responses built some other way need that.
    c.header('X-Request-Id', requestId);
    await next();
    if (c.res.headers.get('x-request-id') !== requestId) c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const duration = performance.now() - started;
    // Failed and slow requests are always written; the rest at the configured rate.
    const { sampleRate, slowMs } = c.get('deps').config.requestLog;
    if (status < 400 && duration < slowMs && (sampleRate === 0 || (sampleRate < 1 && Math.random() >= sampleRate))) return;
    log[status >= 500 ? 'error' : 'info'](
      {
        method: c.req.method,
        path: c.req.path,
        status,
        duration_ms: Math.round(duration * 10) / 10,
        user_id: c.get('auth')?.userId,
      },
      'request',
    );
  };
}
