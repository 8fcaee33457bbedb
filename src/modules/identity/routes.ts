import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import { mapDatabaseError } from '../../db/errors.js';
import { hasSqlState } from '../../db/types.js';
import { clientIp } from '../../http/client-ip.js';
import { ApiError } from '../../http/errors.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { isUuid, sessionResponse, verifyServiceRoleToken } from './access-tokens.js';
import {
  authenticate,
  authFlowLimit,
  bearerToken,
  checkNewPassword,
  clientOf,
  forgetLiveSessions,
  readBody,
  requireEmail,
  serviceTx,
  spendAuthFlowBudget,
  translateDatabaseError,
  type AuthContext,
} from './auth-http.js';
import { createProfile, mailCode, mailEnqueued, userMailLocale } from './auth-mail.js';
import { API_VERSION_HEADER, AuthError, authErrorResponse, authErrors, negotiatedApiVersion } from './auth-errors.js';
import { registerEmailFlowRoutes } from './email-flows.js';
import { endSessions, rotateRefreshToken, startSession } from './sessions.js';
import {
  emailTakenByOther,
  findUserByEmail,
  findUserById,
  isBanned,
  mergeMetadata,
  normalizeEmail,
  parseBanDuration,
  USER_COLUMNS,
  userJson,
  type UserRow,
} from './users.js';

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

function bannedUntil(banDuration: string | undefined): Date | null | undefined {
  if (banDuration === undefined || banDuration === '') return undefined;
  const ms = parseBanDuration(banDuration);
  if (ms === undefined) throw authErrors.validation(`invalid format for ban duration: ${JSON.stringify(banDuration)}`);
  return ms === null ? null : new Date(Date.now() + ms);
}

async function requireServiceRole(c: AuthContext): Promise<void> {
  await verifyServiceRoleToken(c.get('deps').config, bearerToken(c));
}

/**
 * What a sign-up answers for an address that already has a confirmed account when confirmation is
 * required: a user that looks like a new one (an id that exists nowhere), and no mail, so that the
 * answer does not tell who has an account. (GoTrue's fake user has no identities, which does tell.)
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): UserRow {
  const now = new Date();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: data,
    banned_until: null,
    email_change: null,
    email_change_sent_at: null,
    created_at: now,
    updated_at: now,
  };
}

async function signUp(c: AuthContext): Promise<Response> {
  const { config } = c.get('deps');
  const body = await readBody(c, SignupBody);
  if (body.phone && !body.email) throw authErrors.phoneDisabled();
  const email = requireEmail(body.email, 'To signup, please provide your email');
  if (body.password === undefined || body.password === '') throw authErrors.validation('Signup requires a valid password');
  checkNewPassword(body.password);
  const passwordHash = await c.get('deps').passwords.hash(body.password);
  const data = body.data ?? {};
  if (config.identity.confirmEmail) return signUpToConfirm(c, email, passwordHash, data);
  // Without AUTH_CONFIRM_EMAIL addresses are confirmed at sign-up (Supabase's autoconfirm), so
  // sign-up answers with a session right away.
  const { user, started } = await serviceTx(c, async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_user_meta_data)
       values ($1, $2, now(), now(), $3::jsonb)
       on conflict ((lower(email))) do nothing
       returning ${USER_COLUMNS}`,
      [email, passwordHash, data],
    );
    const created = rows[0];
    if (!created) throw authErrors.userAlreadyExists();
    await createProfile(c, tx, created.id);
    return { user: created, started: await startSession(tx, created.id, clientOf(c)) };
  });
  c.get('log').info({ user_id: user.id }, 'identity: user signed up');
  return c.json(await sessionResponse(config, user, started.session, started.refreshToken));
}

/**
 * AUTH_CONFIRM_EMAIL=true: the account is created unconfirmed and a confirmation code is mailed;
 * the answer is the user without a session (supabase-js: `data.session` is null) until verifyOtp.
 * Signing up again with an address that was never confirmed sets the new password and mails a new
 * code (the address's owner is whoever reads it); with a confirmed one, see obfuscatedUser.
 */
async function signUpToConfirm(c: AuthContext, email: string, passwordHash: string, data: Record<string, unknown>): Promise<Response> {
  const { user, sent } = await serviceTx(c, async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `insert into auth.users (email, encrypted_password, raw_user_meta_data)
       values ($1, $2, $3::jsonb)
       on conflict ((lower(email))) do nothing
       returning ${USER_COLUMNS}`,
      [email, passwordHash, data],
    );
    let user = rows[0];
    if (user) {
      await createProfile(c, tx, user.id);
      c.get('log').info({ user_id: user.id }, 'identity: user signed up; confirmation mailed');
    } else {
      const existing = await findUserByEmail(tx, email);
      if (!existing || existing.email_confirmed_at || isBanned(existing)) return { user: obfuscatedUser(email, data), sent: false };
      const updated = await tx.query<UserRow>(
        `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb where id = $1 returning ${USER_COLUMNS}`,
        [existing.id, passwordHash, data],
      );
      user = updated.rows[0]!;
    }
    const sent = await mailCode(c, tx, { userId: user.id, type: 'signup', to: user.email, locale: await userMailLocale(c, tx, user.id) });
    return { user, sent };
  });
  if (sent) mailEnqueued(c);
  return c.json({ ...userJson(user), confirmation_sent_at: new Date().toISOString() });
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
  const valid = await c.get('deps').passwords.verify(body.password, found?.encrypted_password);
  if (!found || !valid) throw authErrors.invalidCredentials();
  if (!found.email_confirmed_at) throw authErrors.emailNotConfirmed();
  if (isBanned(found)) throw authErrors.userBanned();
  const { user, started } = await serviceTx(c, async (tx) => {
    // The update waits for a withdrawal holding the row and then reads its outcome: a user
    // withdrawn since the lookup gets no session (withdrawal deletes the user's sessions, but only
    // those committed before it).
    const { rows } = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now() where id = $1 and deleted_at is null returning ${USER_COLUMNS}`,
      [found.id],
    );
    const signedIn = rows[0];
    // Deleted or withdrawn between the password check and now: as if the address had no account.
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

/**
 * A new address is not taken at once: a code goes to it (type email_change), and verifyOtp with that
 * code moves the account there. Until then the user shows it as `new_email`. Password and metadata
 * in the same request apply at once.
 */
async function updateUser(c: AuthContext): Promise<Response> {
  const { config } = c.get('deps');
  const body = await readBody(c, UpdateUserBody);
  if (body.phone) throw authErrors.phoneDisabled();
  const email = body.email ? requireEmail(body.email, '') : undefined;
  if (body.password !== undefined) checkNewPassword(body.password);
  // A request that may mail a code spends the per-IP budget, as the other mail flows do.
  if (email) await spendAuthFlowBudget(c);
  // Hashing and comparing take tens of milliseconds each: done before the transaction that locks
  // the user row.
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const current = await serviceTx(c, (tx) => authenticate(c, tx));
    if (await c.get('deps').passwords.verify(body.password, current.user.encrypted_password)) throw authErrors.samePassword();
    passwordHash = await c.get('deps').passwords.hash(body.password);
  }
  let mailed = false;
  const user = await serviceTx(c, async (tx) => {
    const { user: current, session } = await authenticate(c, tx, { lockUser: true });
    const changing = email !== undefined && email !== current.email;
    if (changing && (await emailTakenByOther(tx, email, current.id))) throw authErrors.emailExists();
    const userMetadata = body.data ? mergeMetadata(current.raw_user_meta_data, body.data) : current.raw_user_meta_data;
    if (changing) {
      mailed = await mailCode(c, tx, { userId: current.id, type: 'email_change', to: email, locale: await userMailLocale(c, tx, current.id) });
      // The same new address asked for again within the interval: tell the signed-in user to wait.
      if (!mailed) throw authErrors.emailSendRateLimited(config.identity.emailMinIntervalSeconds);
    }
    const { rows } = await tx.query<UserRow>(
      `update auth.users set
         email_change = case when $2::text is not null then $2::text else email_change end,
         email_change_sent_at = case when $2::text is not null then now() else email_change_sent_at end,
         encrypted_password = coalesce($3, encrypted_password),
         raw_user_meta_data = $4::jsonb
       where id = $1
       returning ${USER_COLUMNS}`,
      [current.id, changing ? email : null, passwordHash ?? null, userMetadata],
    );
    // A new password signs the user out everywhere else, as in Supabase Auth: whoever knew the old
    // one keeps no session.
    if (passwordHash) await endSessions(tx, current.id, session ? { except: session.id } : {});
    return rows[0]!;
  });
  if (mailed) mailEnqueued(c);
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
  const passwordHash = password !== '' ? await c.get('deps').passwords.hash(password) : null;
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
  const passwordHash = body.password ? await c.get('deps').passwords.hash(body.password) : undefined;
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
  registerEmailFlowRoutes(auth);
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
