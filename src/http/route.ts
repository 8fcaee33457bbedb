import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodError } from 'zod';
import type { PermissionKey } from '../modules/admin/permissions.js';
import { requireAdmin } from '../modules/admin/guard.js';
import type { AppEnv } from './context.js';
import { ApiError, type ValidationIssue } from './errors.js';
import { errorResponsesFor } from './openapi-errors.js';
import { findJsonIssue, findParamIssue } from './storable-input.js';

/**
 * Who may call a route. Every route states it; `/v1/*` routes are `user` unless declared otherwise.
 * - public: no token needed (and a token, if sent, is not looked at);
 * - optional: a token is verified when sent (an invalid one is 401), anonymous otherwise;
 * - user: a valid token is required.
 */
export type Access = 'public' | 'optional' | 'user' | AdminAccess;

/**
 * Admin portal routes: an active admin whose role holds `permission`; `any` for the few routes every
 * active admin may call (api-decisions). The key is enforced here and shown as `x-permission`.
 */
export interface AdminAccess {
  admin: PermissionKey | 'any';
}

type RouteInput = RouteConfig & {
  access: Access;
  /** Route-specific error outcomes for the document: status → description naming the codes. */
  errors?: Record<number, string>;
};

// RFC 6750 section 2.1: the scheme is case-insensitive (RFC 7235), then a b64token.
const bearer = /^Bearer +([A-Za-z0-9_~+/.-]+=*)$/i;

/**
 * `confirmEveryTime`: admin routes have the database confirm the token's session on every
 * transaction, rather than trust this process's recent confirmation (see live-sessions.ts).
 */
function authenticate(mode: 'optional' | 'user', confirmEveryTime: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (confirmEveryTime) c.set('confirmEveryTime', true);
    const header = c.req.header('authorization');
    if (header === undefined) {
      if (mode === 'user') {
        throw new ApiError('unauthorized', { message: 'A bearer token is required (Authorization: Bearer <token>).' });
      }
      return next();
    }
    const match = bearer.exec(header.trim());
    if (!match?.[1]) {
      throw new ApiError('unauthorized', { message: 'The Authorization header must be "Bearer <token>".' });
    }
    c.set('auth', await c.get('deps').tokens.verify(match[1]));
    return next();
  };
}

function isJson(contentType: string | undefined): boolean {
  return !!contentType && /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i.test(contentType);
}

/**
 * Parses a JSON body before validation so that broken JSON is told apart from JSON that breaks the
 * schema (400 `malformed_json` vs 422 `validation_error`), and refuses text the database cannot store
 * and over-deep nesting in any of its strings (see storable-input). Hono caches the text; the
 * validator reuses it.
 */
function parseJsonBody(required: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isJson(c.req.header('content-type'))) return next();
    const text = await c.req.text();
    if (text.trim() === '') {
      if (required) {
        throw new ApiError('validation_error', { message: 'A JSON request body is required.', param: null });
      }
      // An optional body sent empty under a JSON content type (some HTTP clients always set the
      // header) is no body: the validator would otherwise parse the cached '' and answer
      // malformed_json. An absent optional body validates as {}. (Hono caches the promise each
      // body reader returns, which its BodyCache type does not say.)
      Object.assign(c.req.bodyCache, { text: Promise.resolve('{}') });
      return next();
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw new ApiError('malformed_json', { message: `The request body is not valid JSON: ${(err as Error).message}`, param: null });
    }
    const issue = findJsonIssue(parsed);
    if (issue) throw validationError([issue], 'json');
    return next();
  };
}

/** Query and path parameters: the same refusal of unstorable text as in bodies, before the schemas. */
const refuseUnstorableParams: MiddlewareHandler<AppEnv> = async (c, next) => {
  const issue = findParamIssue(c.req.param() as Record<string, string>) ?? findParamIssue(c.req.queries());
  if (issue) throw validationError([issue], 'query');
  return next();
};

/**
 * A route of the contract: its OpenAPI definition, its access rule as middleware and security
 * requirement, and every error response it can give, from one declaration.
 */
export function defineRoute<const R extends RouteInput>(input: R): Omit<R, 'access' | 'errors'> & { getRoutingPath(): string } {
  const { access, errors, ...route } = input;
  const bodyContent = route.request?.body?.content;
  const jsonBody = !!bodyContent && Object.keys(bodyContent).some((t) => isJson(t));
  const middleware: MiddlewareHandler<AppEnv>[] = [];
  const admin = typeof access === 'object' ? access.admin : undefined;
  if (access !== 'public') middleware.push(authenticate(access === 'optional' ? 'optional' : 'user', !!admin));
  if (admin) middleware.push(requireAdmin(admin));
  if (jsonBody) middleware.push(parseJsonBody(route.request?.body?.required ?? false));
  middleware.push(refuseUnstorableParams);
  const own = route.middleware ? (Array.isArray(route.middleware) ? route.middleware : [route.middleware]) : [];

  const created = createRoute({
    ...route,
    security: access === 'public' ? [] : access === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    ...(admin ? { 'x-admin': true, ...(admin !== 'any' ? { 'x-permission': admin } : {}) } : {}),
    middleware: [...middleware, ...(own as MiddlewareHandler<AppEnv>[])],
    responses: {
      ...errorResponsesFor({
        authenticated: access !== 'public',
        permission: !!admin,
        pathParams: !!route.request?.params,
        input: !!(route.request?.params || route.request?.query || bodyContent),
        jsonBody,
        ...(errors ? { extra: errors } : {}),
      }),
      ...route.responses,
    },
  });
  return created as unknown as Omit<R, 'access' | 'errors'> & { getRoutingPath(): string };
}

/** zod issues → the envelope's `issues`, and `param` = the first path element of the first one. */
export function validationErrorFrom(error: ZodError, target: string): ApiError {
  return validationError(
    error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? (issue as { keys: string[] }).keys : [];
      const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
      return {
        // An unknown key is reported at the key itself, so that `param` names it.
        path: keys.length === 1 ? [...path, keys[0]!] : path,
        code: issue.code,
        message: issue.message,
      };
    }),
    target,
  );
}

/** 422 `validation_error` listing `issues`, its `param` the first path element of the first one. */
export function validationError(issues: ValidationIssue[], target: string): ApiError {
  const first = issues[0];
  const head = first?.path[0];
  const param = head === undefined ? null : String(head);
  const where = first && first.path.length ? first.path.join('.') : target === 'json' ? 'body' : target;
  return new ApiError('validation_error', {
    message: first ? `${where}: ${first.message}` : 'The request is invalid.',
    param,
    issues,
  });
}
