import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';

/**
 * Errors of the /auth/v1 routes, in Supabase Auth's (GoTrue's) own shapes rather than the /v1
 * envelope: supabase-js reads `code`/`message` when the response carries
 * `X-Supabase-Api-Version: 2024-01-01` (it always asks for that version) and
 * `error_code`/`msg` otherwise, and turns `weak_password` and `session_not_found` into dedicated
 * error classes. Codes are GoTrue's, except `rate_limited`, which is this service's code for its
 * own per-IP limit (GoTrue says `over_request_rate_limit`).
 */
export type AuthErrorCode =
  | 'bad_json'
  | 'bad_jwt'
  | 'conflict'
  | 'email_address_invalid'
  | 'email_exists'
  | 'email_not_confirmed'
  | 'invalid_credentials'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'method_not_allowed'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'phone_provider_disabled'
  | 'rate_limited'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'same_password'
  | 'service_unavailable'
  | 'session_not_found'
  | 'unexpected_failure'
  | 'user_already_exists'
  | 'user_banned'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: { weakPasswordReasons?: string[]; retryAfter?: number; allow?: string } = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024_01_01 = '2024-01-01';

/**
 * The API version a response speaks: GoTrue's only versioned shape, 2024-01-01, when the request asks
 * for that date or a later one; the initial shape otherwise.
 */
export function negotiatedApiVersion(c: Context<AppEnv>): string | undefined {
  const asked = c.req.header(API_VERSION_HEADER)?.trim();
  if (!asked || !/^\d{4}-\d{2}-\d{2}$/.test(asked) || Number.isNaN(Date.parse(asked))) return undefined;
  return asked >= API_VERSION_2024_01_01 ? API_VERSION_2024_01_01 : undefined;
}

export function authErrorResponse(c: Context<AppEnv>, err: AuthError): Response {
  const version = negotiatedApiVersion(c);
  const headers: Record<string, string> = { 'X-Request-Id': c.get('requestId') };
  if (version) headers[API_VERSION_HEADER] = version;
  if (err.extra.retryAfter !== undefined) headers['Retry-After'] = String(err.extra.retryAfter);
  if (err.extra.allow) headers.Allow = err.extra.allow;
  const body: Record<string, unknown> = version
    ? { code: err.code, message: err.message }
    : { code: err.status, error_code: err.code, msg: err.message };
  if (err.extra.weakPasswordReasons) body.weak_password = { reasons: err.extra.weakPasswordReasons };
  return c.json(body, err.status as 400, headers);
}

export const authErrors = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string, status = 400) => new AuthError(status, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  // GoTrue's answer to an address it will not mail (here: the reserved .invalid domain).
  emailAddressInvalid: (email: string) => new AuthError(400, 'email_address_invalid', `Email address "${email}" is invalid`),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, { weakPasswordReasons: ['length'] }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  phoneDisabled: () => new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  emailSendRateLimited: (seconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`, { retryAfter: seconds }),
  refreshTokenNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userFromTokenMissing: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  rateLimited: (retryAfter: number) => new AuthError(429, 'rate_limited', 'Request rate limit reached', { retryAfter }),
  unavailable: () => new AuthError(503, 'service_unavailable', 'The identity service is temporarily unavailable', { retryAfter: 5 }),
  unexpected: () => new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
};
