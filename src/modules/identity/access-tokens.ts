import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../../config.js';
import { authErrors } from './auth-errors.js';
import type { SessionRef } from './sessions.js';
import { userJson, type UserRow } from './users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  session_id?: string;
  role?: string;
}

function secretOf(config: Config): Uint8Array {
  // registerIdentityRoutes serves nothing without a secret, so a route never gets here without one.
  return new TextEncoder().encode(config.auth.jwtSecret!);
}

/**
 * A session response as Supabase Auth sends it (`AccessTokenResponse`): the access token with the
 * claims supabase-js and database policies read, and the refresh token in clear, the only time it
 * leaves the service.
 */
export async function sessionResponse(config: Config, user: UserRow, session: SessionRef, refreshToken: string): Promise<Record<string, unknown>> {
  const ttl = config.identity.accessTokenTtlSeconds;
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ttl;
  const jwt = new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(new Date(session.createdAt).getTime() / 1000) }],
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience(config.auth.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt);
  if (config.auth.issuer) jwt.setIssuer(config.auth.issuer);
  return {
    access_token: await jwt.sign(secretOf(config)),
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

function reasonOf(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'ERR_JWT_EXPIRED') return 'token has invalid claims: token is expired';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') return `token has invalid claims: ${(err as Error).message}`;
  return 'token signature is invalid';
}

/** A signed-in user's access token, as the user routes take it: a UUID subject is required. */
export async function verifyUserToken(config: Config, token: string): Promise<AccessTokenClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretOf(config), {
      algorithms: ['HS256'],
      audience: config.auth.audience,
      ...(config.auth.issuer ? { issuer: config.auth.issuer } : {}),
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (err) {
    throw authErrors.badJwt(reasonOf(err));
  }
  if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) throw authErrors.badJwt('token has invalid claims: sub claim must be a UUID');
  if (payload.session_id !== undefined && (typeof payload.session_id !== 'string' || !UUID.test(payload.session_id))) {
    throw authErrors.badJwt('token has invalid claims: session_id claim must be a UUID');
  }
  return payload as AccessTokenClaims;
}

/**
 * The service-role key of the admin routes: a token signed with the same secret whose role is
 * `service_role`. Supabase's keys carry no subject and no audience, so neither is required; an
 * expiry, when present, is honoured.
 */
export async function verifyServiceRoleToken(config: Config, token: string): Promise<void> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretOf(config), { algorithms: ['HS256'] }));
  } catch (err) {
    throw authErrors.badJwt(reasonOf(err));
  }
  if (payload.role !== 'service_role') throw authErrors.notAdmin();
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
