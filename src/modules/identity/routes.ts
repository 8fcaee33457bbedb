import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { asCaller, serviceCaller } from '../../db/caller.js';
import { mapDatabaseError } from '../../db/errors.js';
import { hasSqlState, type Queryable } from '../../db/types.js';
import { clientIp } from '../../http/client-ip.js';
import { ApiError } from '../../http/errors.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { findJsonIssue } from '../../http/storable-input.js';
import { isUuid, sessionResponse, verifyServiceRoleToken, verifyUserToken, type AccessTokenClaims } from './access-tokens.js';
import { API_VERSION_HEADER, AuthError, authErrorResponse, authErrors, negotiatedApiVersion } from './auth-errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endSessions, findSession, rotateRefreshToken, startSession, type SessionRef } from './sessions.js';
import {
  emailTakenByOther,
  findUserByEmail,
  findUserById,
  isBanned,
  isValidEmail,
  mergeMetadata,
  normalizeEmail,
  parseBanDuration,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from './users.js';

type AuthContext = Context<AppEnv>;

/** The per-IP auth-flow bucket refills its whole limit over this (contract section 8: requests per minute). */
const AUTH_FLOW_WINDOW_SECONDS = 60;

function serviceTx<T>(c: AuthContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { db, config } = c.get('deps');
  return asCaller(db, serviceCaller, work, config.database.statementTimeoutMs);
}

function clientOf(c: AuthContext): { userAgent?: string; ip?: string } {
  const userAgent = c.req.header('user-agent');
  return { ...(userAgent ? { userAgent } : {}), ip: clientIp(c) };
}

/**
 * Sign-in, sign-up and one-time-code requests share one budget per client IP, counted in the
 * database so that every API process enforces the same limit.
 */
async function spendAuthFlowBudget(c: AuthContext): Promise<void> {
  const { db, config } = c.get('deps');
  const result = await hitRateLimit(db, `auth:ip:${clientIp(c)}`, config.identity.rateLimitPerMinute, AUTH_FLOW_WINDOW_SECONDS);
  if (!result.allowed) throw authErrors.rateLimited(result.retryAfterSeconds);
}

const authFlowLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  await spendAuthFlowBudget(c);
  await next();
};

// Supabase Auth ignores fields it does not know (supabase-js sends code_challenge,
// gotrue_meta_security and the like), so the schemas are not strict.
const metadata = z.record(z.string(), z.unknown()).nullable().optional();
const SignupBody = z.object({ email: z.string().optional(), phone: z.string().optional(), password: z.string().optional(), data: metadata });
const PasswordGrantBody = z.object({ email: z.string().optional(), phone: z.string().optional(), password: z.string().optional() });
const RefreshGrantBody = z.object({ refresh_token: z.string().optional() });
const UpdateUserBody = z.object({ email: z.string().optional(), phone: z.string().optional(), password: z.string().optional(), data: metadata });
const AdminUserBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().nullable().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: z.string().optional(),
});
const AdminDeleteBody = z.object({ should_soft_delete: z.boolean().optional() });

async function readBody<S extends z.ZodType>(c: AuthContext, schema: S): Promise<z.infer<S>> {
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

function requireEmail(raw: string | undefined, missingMessage: string, missingStatus = 400): string {
  const email = normalizeEmail(raw ?? '');
  if (!email) throw authErrors.validation(missingMessage, missingStatus);
  if (!isValidEmail(email)) throw authErrors.validation('Unable to validate email address: invalid format');
  return email;
}

/** The password policy of new passwords: at least 8 characters (weak_password), at most 1024. */
function checkNewPassword(password: string): void {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) throw authErrors.weakPassword(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) throw authErrors.validation(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`, 422);
}

function bannedUntil(banDuration: string | undefined): Date | null | undefined {
  if (banDuration === undefined || banDuration === '') return undefined;
  const ms = parseBanDuration(banDuration);
  if (ms === undefined) throw authErrors.validation(`invalid format for ban duration: ${JSON.stringify(banDuration)}`);
  return ms === null ? null : new Date(Date.now() + ms);
}

/**
 * After a commit that ended sessions or changed what a user may do: this process stops trusting its
 * recent confirmations of them at once (other processes within their trust window).
 */
function forgetLiveSessions(c: AuthContext, userId: string): void {
  c.get('deps').liveSessions.forgetUser(userId);
}

function bearerToken(c: AuthContext): string {
  // The scheme is case-insensitive (RFC 6750, RFC 7235).
  const match = /^bearer +(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '');
  if (!match?.[1]) throw authErrors.noAuthorization();
  return match[1];
}

interface Authenticated {
  claims: AccessTokenClaims;
  user: UserRow;
  session: SessionRef | undefined;
}

/**
 * The caller of a user route, as Supabase Auth checks it: a valid access token whose user still
 * exists and whose session (when the token names one) has not ended.
 */
async function authenticate(c: AuthContext, tx: Queryable, options: { lockUser?: boolean } = {}): Promise<Authenticated> {
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

async function requireServiceRole(c: AuthContext): Promise<void> {
  await verifyServiceRoleToken(c.get('deps').config, bearerToken(c));
}

function translateDatabaseError(err: unknown, onUnique: () => AuthError): never {
  if (hasSqlState(err) && err.code === '23505') throw onUnique();
  throw err;
}

async function signUp(c: AuthContext): Promise<Response> {
  const { config } = c.get('deps');
  const body = await readBody(c, SignupBody);
  if (body.phone && !body.email) throw authErrors.phoneDisabled();
  const email = requireEmail(body.email, 'To signup, please provide your email');
  if (body.password === undefined || body.password === '') throw authErrors.validation('Signup requires a valid password');
  checkNewPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  // There is no mailer: addresses are confirmed at sign-up (Supabase's autoconfirm), so sign-up
  // answers with a session right away.
  const { user, started } = await serviceTx(c, async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_user_meta_data)
       values ($1, $2, now(), now(), $3::jsonb)
       on conflict ((lower(email))) do nothing
       returning ${USER_COLUMNS}`,
      [email, passwordHash, body.data ?? {}],
    );
    const created = rows[0];
    if (!created) throw authErrors.userAlreadyExists();
    return { user: created, started: await startSession(tx, created.id, clientOf(c)) };
  });
  c.get('log').info({ user_id: user.id }, 'identity: user signed up');
  return c.json(await sessionResponse(config, user, started.session, started.refreshToken));
}

async function passwordGrant(c: AuthContext): Promise<Response> {
  const { config } = c.get('deps');
  const body = await readBody(c, PasswordGrantBody);
  if (body.phone && !body.email) throw authErrors.phoneDisabled();
  if (!body.email) throw authErrors.validation('missing email or phone');
  if (body.password === undefined) throw authErrors.validation('missing password');
  const email = normalizeEmail(body.email);
  const found = await serviceTx(c, (tx) => findUserByEmail(tx, email));
  // verifyPassword spends the same time when there is no user, so timing tells nothing either.
  const valid = await verifyPassword(body.password, found?.encrypted_password);
  if (!found || !valid) throw authErrors.invalidCredentials();
  if (!found.email_confirmed_at) throw authErrors.emailNotConfirmed();
  if (isBanned(found)) throw authErrors.userBanned();
  const { user, started } = await serviceTx(c, async (tx) => {
    const { rows } = await tx.query<UserRow>(`update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`, [found.id]);
    const signedIn = rows[0];
    // Deleted between the password check and now.
    if (!signedIn) throw authErrors.invalidCredentials();
    return { user: signedIn, started: await startSession(tx, signedIn.id, clientOf(c)) };
  });
  return c.json(await sessionResponse(config, user, started.session, started.refreshToken));
}

async function refreshTokenGrant(c: AuthContext): Promise<Response> {
  const { config } = c.get('deps');
  const body = await readBody(c, RefreshGrantBody);
  if (!body.refresh_token) throw authErrors.validation('refresh_token required');
  const token = body.refresh_token;
  // The outcome is returned rather than thrown so that ending a session on reuse is committed.
  const { outcome, user } = await serviceTx(c, async (tx) => {
    const result = await rotateRefreshToken(tx, token);
    return { outcome: result, user: result.kind === 'rotated' ? await findUserById(tx, result.userId) : undefined };
  });
  switch (outcome.kind) {
    case 'not_found':
      throw authErrors.refreshTokenNotFound();
    case 'banned':
      throw authErrors.userBanned();
    case 'reused':
      forgetLiveSessions(c, outcome.userId);
      c.get('log').warn(
        { user_id: outcome.userId, session_id: outcome.sessionId, ip: clientIp(c) },
        'identity: a rotated refresh token came back after the reuse interval; the session was ended',
      );
      throw authErrors.refreshTokenAlreadyUsed();
    case 'rotated':
      return c.json(await sessionResponse(config, user!, outcome.session, outcome.refreshToken));
  }
}

async function getUser(c: AuthContext): Promise<Response> {
  const { user } = await serviceTx(c, (tx) => authenticate(c, tx));
  return c.json(userJson(user));
}

async function updateUser(c: AuthContext): Promise<Response> {
  const body = await readBody(c, UpdateUserBody);
  if (body.phone) throw authErrors.phoneDisabled();
  const email = body.email ? requireEmail(body.email, '') : undefined;
  if (body.password !== undefined) checkNewPassword(body.password);
  // Hashing and comparing take tens of milliseconds each: done before the transaction that locks
  // the user row.
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const current = await serviceTx(c, (tx) => authenticate(c, tx));
    if (await verifyPassword(body.password, current.user.encrypted_password)) throw authErrors.samePassword();
    passwordHash = await hashPassword(body.password);
  }
  const user = await serviceTx(c, async (tx) => {
    const { user: current, session } = await authenticate(c, tx, { lockUser: true });
    if (email && email !== current.email && (await emailTakenByOther(tx, email, current.id))) throw authErrors.emailExists();
    const userMetadata = body.data ? mergeMetadata(current.raw_user_meta_data, body.data) : current.raw_user_meta_data;
    const { rows } = await tx
      .query<UserRow>(
        `update auth.users set
           email = coalesce($2, email),
           email_confirmed_at = case when $2::text is not null and $2::text <> email then now() else email_confirmed_at end,
           encrypted_password = coalesce($3, encrypted_password),
           raw_user_meta_data = $4::jsonb
         where id = $1
         returning ${USER_COLUMNS}`,
        [current.id, email ?? null, passwordHash ?? null, userMetadata],
      )
      .catch((err: unknown) => translateDatabaseError(err, authErrors.emailExists));
    // A new password signs the user out everywhere else, as in Supabase Auth: whoever knew the old
    // one keeps no session.
    if (passwordHash) await endSessions(tx, current.id, session ? { except: session.id } : {});
    return rows[0]!;
  });
  if (passwordHash) forgetLiveSessions(c, user.id);
  return c.json(userJson(user));
}

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;

async function logout(c: AuthContext): Promise<Response> {
  const scope = c.req.query('scope') ?? 'global';
  if (!(LOGOUT_SCOPES as readonly string[]).includes(scope)) {
    throw authErrors.validation(`Unsupported logout scope ${JSON.stringify(scope)}: use global, local or others`);
  }
  const userId = await serviceTx(c, async (tx) => {
    const { user, session } = await authenticate(c, tx);
    // A token without a session (not issued by sign-in) can only mean "everywhere".
    if (!session || scope === 'global') await endSessions(tx, user.id);
    else if (scope === 'local') await endSessions(tx, user.id, { only: session.id });
    else await endSessions(tx, user.id, { except: session.id });
    return user.id;
  });
  forgetLiveSessions(c, userId);
  return c.body(null, 204);
}

async function adminCreateUser(c: AuthContext): Promise<Response> {
  await requireServiceRole(c);
  const body = await readBody(c, AdminUserBody);
  if (body.phone && !body.email) throw authErrors.phoneDisabled();
  const email = requireEmail(body.email, 'Cannot create a user without either an email or phone', 422);
  const password = body.password ?? '';
  if (password !== '') checkNewPassword(password);
  const banned = bannedUntil(body.ban_duration);
  // Without a password the account cannot sign in until an administrator sets one.
  const passwordHash = password !== '' ? await hashPassword(password) : null;
  const appMetadata = mergeMetadata({ provider: 'email', providers: ['email'] }, body.app_metadata ?? {});
  const user = await serviceTx(c, async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, banned_until)
       values ($1, $2, case when $3 then now() end, $4::jsonb, $5::jsonb, $6)
       on conflict ((lower(email))) do nothing
       returning ${USER_COLUMNS}`,
      [email, passwordHash, body.email_confirm === true, appMetadata, body.user_metadata ?? {}, banned ?? null],
    );
    if (!rows[0]) throw authErrors.emailExists();
    return rows[0];
  });
  c.get('log').info({ user_id: user.id }, 'identity: user created by the service role');
  return c.json(userJson(user));
}

function userIdParam(c: AuthContext): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw authErrors.validation('user_id must be an UUID');
  return id;
}

async function adminUpdateUser(c: AuthContext): Promise<Response> {
  await requireServiceRole(c);
  const id = userIdParam(c);
  const body = await readBody(c, AdminUserBody);
  if (body.phone) throw authErrors.phoneDisabled();
  const email = body.email ? requireEmail(body.email, '') : undefined;
  if (body.password) checkNewPassword(body.password);
  const banned = bannedUntil(body.ban_duration);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const user = await serviceTx(c, async (tx) => {
    const current = await findUserById(tx, id, true);
    if (!current) throw authErrors.userNotFound();
    if (email && email !== current.email && (await emailTakenByOther(tx, email, id))) throw authErrors.emailExists();
    const { rows } = await tx
      .query<UserRow>(
        `update auth.users set
           email = coalesce($2, email),
           encrypted_password = coalesce($3, encrypted_password),
           email_confirmed_at = case when $4 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
           raw_app_meta_data = $5::jsonb,
           raw_user_meta_data = $6::jsonb,
           banned_until = case when $7 then $8::timestamptz else banned_until end
         where id = $1
         returning ${USER_COLUMNS}`,
        [
          id,
          email ?? null,
          passwordHash ?? null,
          body.email_confirm === true,
          body.app_metadata ? mergeMetadata(current.raw_app_meta_data, body.app_metadata) : current.raw_app_meta_data,
          body.user_metadata ? mergeMetadata(current.raw_user_meta_data, body.user_metadata) : current.raw_user_meta_data,
          banned !== undefined,
          banned ?? null,
        ],
      )
      .catch((err: unknown) => translateDatabaseError(err, authErrors.emailExists));
    // A password set by an administrator (a reset) ends every session of the account.
    if (passwordHash) await endSessions(tx, id);
    return rows[0]!;
  });
  if (passwordHash || banned !== undefined) forgetLiveSessions(c, id);
  return c.json(userJson(user));
}

async function adminDeleteUser(c: AuthContext): Promise<Response> {
  await requireServiceRole(c);
  const id = userIdParam(c);
  const body = await readBody(c, AdminDeleteBody);
  if (body.should_soft_delete) throw authErrors.validation('Soft deletion is not supported by this identity provider', 422);
  await serviceTx(c, async (tx) => {
    const { rowCount } = await tx.query('delete from auth.users where id = $1', [id]).catch((err: unknown) => {
      if (hasSqlState(err) && err.code === '23503') {
        throw new AuthError(409, 'conflict', 'The user is still referenced (for example by an admin account) and cannot be deleted');
      }
      throw err;
    });
    if (rowCount === 0) throw authErrors.userNotFound();
  });
  forgetLiveSessions(c, id);
  c.get('log').info({ user_id: id }, 'identity: user deleted by the service role');
  return c.json({});
}

async function tokenGrant(c: AuthContext): Promise<Response> {
  const grantType = c.req.query('grant_type');
  // supabase-js refreshes on its own schedule: refreshing is never limited.
  if (grantType === 'refresh_token') return refreshTokenGrant(c);
  // Every other grant is a sign-in attempt and spends the per-IP budget, known or not.
  await spendAuthFlowBudget(c);
  if (grantType === 'password') return passwordGrant(c);
  throw authErrors.validation(`unsupported_grant_type: ${JSON.stringify(grantType ?? '')}; this identity provider accepts password and refresh_token`);
}

const rejectOneTimeCode = () => {
  throw authErrors.otpDisabled();
};

/** The routes below, by path, for 405 answers under /auth/v1. */
const served: { pattern: RegExp; methods: string[] }[] = [
  { pattern: /^\/signup$/, methods: ['POST'] },
  { pattern: /^\/token$/, methods: ['POST'] },
  { pattern: /^\/user$/, methods: ['GET', 'HEAD', 'PUT'] },
  { pattern: /^\/logout$/, methods: ['POST'] },
  { pattern: /^\/\.well-known\/jwks\.json$/, methods: ['GET', 'HEAD'] },
  { pattern: /^\/admin\/users$/, methods: ['POST'] },
  { pattern: /^\/admin\/users\/[^/]+$/, methods: ['PUT', 'DELETE'] },
  { pattern: /^\/(otp|recover|resend|magiclink)$/, methods: ['POST'] },
  { pattern: /^\/verify$/, methods: ['GET', 'HEAD', 'POST'] },
];

function onAuthError(err: unknown, c: AuthContext): Response {
  if (err instanceof AuthError) {
    if (err.status >= 500) c.get('log').error({ err }, 'identity: request failed');
    return authErrorResponse(c, err);
  }
  const mapped = err instanceof ApiError ? err : mapDatabaseError(err, c.get('locale'));
  if (mapped && mapped.status < 500) {
    // Failures raised by the app around the handler (an oversized body, for one).
    return authErrorResponse(c, new AuthError(mapped.status, 'validation_failed', mapped.message));
  }
  if (mapped?.code === 'service_unavailable') {
    c.get('log').warn({ err }, 'identity: database unavailable');
    return authErrorResponse(c, authErrors.unavailable());
  }
  c.get('log').error({ err }, 'identity: unhandled error');
  return authErrorResponse(c, authErrors.unexpected());
}

/**
 * Serves the part of Supabase Auth's protocol that supabase-js uses, under /auth/v1, with plain
 * Hono routes: they speak GoTrue's protocol, not the /v1 contract, and stay out of openapi.json.
 * Nothing is served when the identity provider is external (its own /auth/v1 issues the tokens) or
 * when there is no HS256 secret to sign tokens with.
 */
export function registerIdentityRoutes(app: OpenAPIHono<AppEnv>, deps: Pick<AppDeps, 'config' | 'log'>): void {
  const { config, log } = deps;
  if (config.identity.provider !== 'builtin') return;
  if (!config.auth.jwtSecret) {
    log.warn('identity: /auth/v1 is not served: the built-in identity provider signs tokens with JWT_SECRET, which is not set');
    return;
  }

  const auth = new Hono<AppEnv>();
  auth.onError(onAuthError);
  auth.use('*', async (c, next) => {
    await next();
    const version = negotiatedApiVersion(c);
    if (version) c.header(API_VERSION_HEADER, version);
  });

  auth.post('/signup', authFlowLimit, signUp);
  auth.post('/token', tokenGrant);
  auth.get('/user', getUser);
  auth.put('/user', updateUser);
  auth.post('/logout', logout);
  // HS256 has no public key to publish; clients that look for one find an empty set.
  auth.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));
  auth.post('/admin/users', adminCreateUser);
  auth.put('/admin/users/:id', adminUpdateUser);
  auth.delete('/admin/users/:id', adminDeleteUser);
  // One-time codes and links need a mailer this service does not have; the requests still count
  // against the per-IP budget so that they cannot be used to probe addresses freely.
  auth.post('/otp', authFlowLimit, rejectOneTimeCode);
  auth.post('/verify', authFlowLimit, rejectOneTimeCode);
  auth.get('/verify', authFlowLimit, rejectOneTimeCode);
  auth.post('/recover', authFlowLimit, rejectOneTimeCode);
  auth.post('/resend', authFlowLimit, rejectOneTimeCode);
  auth.post('/magiclink', authFlowLimit, rejectOneTimeCode);
  auth.all('*', (c) => {
    const path = c.req.path.slice('/auth/v1'.length) || '/';
    const allowed = served.find((r) => r.pattern.test(path))?.methods;
    if (allowed) {
      throw new AuthError(405, 'method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed.join(', ')}`, {
        allow: allowed.join(', '),
      });
    }
    throw new AuthError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`);
  });

  app.route('/auth/v1', auth);
}
