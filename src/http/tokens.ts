import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { systemClock, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { CallerStanding } from '../db/caller.js';
import { ApiError } from './errors.js';
import type { AuthContext } from './context.js';
import { createHs256Verifier, Hs256Error } from './hs256.js';

/**
 * Bearer-token verification (contract section 5): HS256 with the shared secret, and/or the
 * provider's published key set. The algorithm lists are fixed, so `alg: none` and algorithm
 * confusion (an HS256 token signed with a public key) are refused by construction.
 */
export interface TokenVerifier {
  verify(token: string): Promise<AuthContext>;
}

/** Bounded memory: about 1 KB per token, oldest evicted first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * How far ahead of this clock a token's `iat` may be: hosts' clocks differ a little, and `iat` is in
 * whole seconds, so a token issued elsewhere at the same instant may read up to a second ahead.
 */
const ISSUED_AT_TOLERANCE_SECONDS = 5;

const ASYMMETRIC_ALGS = ['RS256', 'ES256', 'EdDSA', 'PS256'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function unauthorized(message: string, cause?: unknown): ApiError {
  return new ApiError('unauthorized', { message, messageKey: 'errors.unauthorized', cause });
}

/**
 * `local`: the built-in provider's sessions are in this database, and every token must name one
 * (it always does; a token without is not one it issued). `external`: sessions live with the
 * provider, so only the user is checked here.
 */
export type SessionAuthority = 'local' | 'external';

export function createTokenVerifier(auth: Config['auth'], sessions: SessionAuthority, clock: Clock = systemClock): TokenVerifier {
  const jwks: JWTVerifyGetKey | undefined = auth.jwksUrl
    ? createRemoteJWKSet(new URL(auth.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 600_000 })
    : undefined;
  const options = {
    audience: auth.audience,
    ...(auth.issuer ? { issuer: auth.issuer } : {}),
    requiredClaims: ['exp', 'sub'],
  };
  const verifyHs256 = auth.jwtSecret ? createHs256Verifier(auth.jwtSecret, options, clock) : undefined;

  // A client sends the same access token on every request until it expires. Verified tokens are
  // remembered by their exact text until their `exp`, so signature checks run once per token rather
  // than once per request.
  const verified = new Map<string, { auth: AuthContext; expiresAtMs: number }>();

  function standingOf(userId: string, sessionId: unknown): CallerStanding {
    if (sessions === 'external') return { kind: 'external_user', userId };
    if (sessionId === undefined) throw unauthorized('The bearer token names no session; sign in again.');
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw unauthorized('The bearer token has a malformed session_id.');
    return { kind: 'session', userId, sessionId };
  }

  async function verifyUncached(token: string): Promise<AuthContext> {
      let alg: string | undefined;
      try {
        alg = decodeProtectedHeader(token).alg;
      } catch (err) {
        throw unauthorized('The bearer token is malformed.', err);
      }
      let payload: JWTPayload;
      try {
        if (alg === 'HS256' && verifyHs256) {
          payload = verifyHs256(token);
        } else if (alg && ASYMMETRIC_ALGS.includes(alg) && jwks) {
          ({ payload } = await jwtVerify(token, jwks, { ...options, algorithms: ASYMMETRIC_ALGS, currentDate: new Date(clock.now()) }));
        } else {
          throw unauthorized(`Tokens signed with ${alg ?? 'no algorithm'} are not accepted.`);
        }
      } catch (err) {
        if (err instanceof ApiError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'ERR_JWT_EXPIRED' || (err instanceof Hs256Error && err.reason === 'expired')) throw unauthorized('The bearer token has expired.', err);
        throw unauthorized('The bearer token is invalid.', err);
      }
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
        throw unauthorized('The bearer token has no user subject.');
      }
      const role = payload.role === 'service_role' ? 'service_role' : 'authenticated';
      if (payload.role !== undefined && payload.role !== 'authenticated' && payload.role !== 'service_role') {
        throw unauthorized('The bearer token is not a signed-in user token.');
      }
      // A token from the future was signed by a wrong clock or a forger planning ahead: not a token
      // this service can reason about (its age, its place among a session's tokens).
      if (typeof payload.iat === 'number' && payload.iat > clock.now() / 1000 + ISSUED_AT_TOLERANCE_SECONDS) {
        throw unauthorized('The bearer token was issued in the future.');
      }
      return { userId: payload.sub, role, claims: payload, standing: standingOf(payload.sub, payload.session_id) };
  }

  return {
    async verify(token) {
      const now = clock.now();
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAtMs > now) return hit.auth;
        verified.delete(token);
      }
      const auth = await verifyUncached(token);
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { auth, expiresAtMs: (auth.claims.exp as number) * 1000 });
      return auth;
    },
  };
}
