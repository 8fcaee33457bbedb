import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { asCaller, serviceCaller } from '../../db/caller.js';
import { hasSqlState, type Queryable } from '../../db/types.js';
import { clientIp } from '../../http/client-ip.js';
import type { AppEnv } from '../../http/context.js';
import { hitRateLimit, rateLimitHeaders } from '../../http/rate-limit.js';
import { findJsonIssue } from '../../http/storable-input.js';
import { verifyUserToken, type AccessTokenClaims } from './access-tokens.js';
import { authErrors, type AuthError } from './auth-errors.js';
import { findSession, type SessionRef } from './sessions.js';
import { findUserById, isReservedEmail, isValidEmail, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength, type UserRow } from './users.js';

/** What every /auth/v1 handler shares: its transaction, its body, its caller, its rate limit. */

export type AuthContext = Context<AppEnv>;

/** The per-IP auth-flow limit counts the requests of any window this long (contract section 8: requests per minute). */
export const AUTH_FLOW_WINDOW_SECONDS = 60;

export function serviceTx<T>(c: AuthContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { db, config } = c.get('deps');
  return asCaller(db, serviceCaller, work, config.database.statementTimeoutMs);
}

export function clientOf(c: AuthContext): { userAgent?: string; ip?: string } {
  const userAgent = c.req.header('user-agent');
  return { ...(userAgent ? { userAgent } : {}), ip: clientIp(c) };
}

/**
 * Sign-in, sign-up and one-time-code requests share one budget per client IP, counted in the
 * database so that every API process enforces the same limit.
 */
export async function spendAuthFlowBudget(c: AuthContext): Promise<void> {
  const { db, config } = c.get('deps');
  const result = await hitRateLimit(db, `auth:ip:${clientIp(c)}`, config.identity.rateLimitPerMinute, AUTH_FLOW_WINDOW_SECONDS);
  // On the context, not the response: every answer of the flow carries them, its errors and the 429 included.
  for (const [name, value] of Object.entries(rateLimitHeaders(result, AUTH_FLOW_WINDOW_SECONDS))) c.header(name, value);
  if (!result.allowed) throw authErrors.rateLimited(result.retryAfterSeconds);
}

export const authFlowLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  await spendAuthFlowBudget(c);
  await next();
};

export async function readBody<S extends z.ZodType>(c: AuthContext, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw authErrors.badJson((err as Error).message);
    }
  }
  // The /v1 routes' refusal of unstorable text and over-deep JSON (storable-input), in GoTrue's shape.
  const issue = findJsonIssue(value);
  if (issue) throw authErrors.validation(`${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`, 422);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? issue.path.map(String).join('.') : 'body';
    throw authErrors.badJson(`${where}: ${issue.message}`);
  }
  return parsed.data;
}

export function requireEmail(raw: string | undefined, missingMessage: string, missingStatus = 400): string {
  const email = normalizeEmail(raw ?? '');
  if (!email) throw authErrors.validation(missingMessage, missingStatus);
  if (!isValidEmail(email)) throw authErrors.validation('Unable to validate email address: invalid format');
  if (isReservedEmail(email)) throw authErrors.emailAddressInvalid(email);
  return email;
}

/** The password policy of new passwords: at least 8 characters (weak_password), at most 1024. */
export function checkNewPassword(password: string): void {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) throw authErrors.weakPassword(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) throw authErrors.validation(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`, 422);
}

/**
 * After a commit that ended sessions or changed what a user may do: this process stops trusting its
 * recent confirmations of them at once (other processes within their trust window).
 */
export function forgetLiveSessions(c: AuthContext, userId: string): void {
  c.get('deps').liveSessions.forgetUser(userId);
}

export function bearerToken(c: AuthContext): string {
  // The scheme is case-insensitive (RFC 6750, RFC 7235).
  const match = /^bearer +(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '');
  if (!match?.[1]) throw authErrors.noAuthorization();
  return match[1];
}

export interface Authenticated {
  claims: AccessTokenClaims;
  user: UserRow;
  session: SessionRef | undefined;
}

/**
 * The caller of a user route, as Supabase Auth checks it: a valid access token whose user still
 * exists and whose session (when the token names one) has not ended.
 */
export async function authenticate(c: AuthContext, tx: Queryable, options: { lockUser?: boolean } = {}): Promise<Authenticated> {
  const claims = await verifyUserToken(c.get('deps').config, bearerToken(c));
  const user = await findUserById(tx, claims.sub, options.lockUser);
  if (!user) throw authErrors.userFromTokenMissing();
  let session: SessionRef | undefined;
  if (claims.session_id) {
    session = await findSession(tx, claims.session_id, user.id);
    if (!session) throw authErrors.sessionNotFound();
  }
  return { claims, user, session };
}

export function translateDatabaseError(err: unknown, onUnique: () => AuthError): never {
  if (hasSqlState(err) && err.code === '23505') throw onUnique();
  throw err;
}

