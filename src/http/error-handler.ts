import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { mapDatabaseError } from '../db/errors.js';
import type { AppEnv } from './context.js';
import { ApiError, toEnvelope } from './errors.js';

function fromHttpException(err: HTTPException): ApiError {
  switch (err.status) {
    case 400:
      return new ApiError('malformed_json', { param: null, cause: err });
    case 413:
      return new ApiError('payload_too_large', { param: null, cause: err });
    case 415:
      return new ApiError('unsupported_media_type', { param: null, cause: err });
    default:
      return new ApiError('server_error', { cause: err });
  }
}

/**
 * RFC 6750 section 3: a request without credentials gets the bare challenge; one whose token was
 * refused also learns that it was the token (`invalid_token`) and why, so a client library knows
 * to refresh the session rather than retry.
 */
export function bearerChallenge(authorization: string | undefined, message: string): string {
  if (!authorization) return 'Bearer realm="parking"';
  const description = message.replace(/[\\"]/g, '').replace(/[^\x20-\x7e]/g, '');
  return `Bearer realm="parking", error="invalid_token", error_description="${description}"`;
}

export function send(c: Context<AppEnv>, err: ApiError): Response {
  const { config } = c.get('deps');
  const requestId = c.get('requestId');
  const headers: Record<string, string> = { 'X-Request-Id': requestId, ...(err.headers ?? {}) };
  if (err.retryAfter !== undefined) headers['Retry-After'] = String(err.retryAfter);
  if (err.status === 401) headers['WWW-Authenticate'] = bearerChallenge(c.req.header('authorization'), err.message);
  return c.json(toEnvelope(err, requestId, config.publicBaseUrl), err.status as 400, headers);
}

/** Every failure leaves as the section 7 envelope; a 500 never carries internals. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const log = c.get('log');
  let apiError: ApiError | undefined;
  if (err instanceof ApiError) apiError = err;
  else if (err instanceof HTTPException) apiError = fromHttpException(err);
  else apiError = mapDatabaseError(err, c.get('locale'));

  if (!apiError) {
    log.error({ err }, 'unhandled error');
    return send(c, new ApiError('server_error'));
  }
  if (apiError.status >= 500) log.warn({ err, code: apiError.code }, 'request failed');
  else if (!(err instanceof ApiError)) log.debug({ err, code: apiError.code }, 'mapped error');
  return send(c, apiError);
};

/**
 * 404 for a path nothing serves; 405 with Allow when the path exists under other methods. Paths
 * match exactly as routed (a trailing slash is another path, answered 404 with a pointer to the
 * served one), and a 405 never lists the method it refuses: when the router found nothing for a
 * method the table says is served, the answer is 404.
 */
export function notFoundHandler(routes: () => { method: string; path: string }[]): NotFoundHandler<AppEnv> {
  let table: { method: string; pattern: RegExp }[] | undefined;
  const methodsFor = (path: string) => {
    table ??= routes()
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({
        method: r.method,
        pattern: new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+').replace(/\*/g, '.*')}$`),
      }));
    const allowed = [...new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.includes('GET')) allowed.push('HEAD');
    return allowed;
  };
  return (c) => {
    const { method, path } = c.req;
    const allowed = methodsFor(path);
    if (allowed.length && !allowed.includes(method)) {
      return send(
        c,
        new ApiError('method_not_allowed', {
          message: `${method} is not allowed on ${path}; allowed: ${allowed.join(', ')}.`,
          headers: { Allow: allowed.join(', ') },
        }),
      );
    }
    const withoutSlash = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : undefined;
    const hint = withoutSlash && methodsFor(withoutSlash).length ? ` Paths take no trailing slash: ${withoutSlash}.` : '';
    return send(c, new ApiError('not_found', { message: `No route for ${method} ${path}.${hint}`, param: null }));
  };
}
