import type { Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../db/types.js';
import type { AppEnv } from '../../http/context.js';
import { sessionResponse } from './access-tokens.js';
import { createProfile, mailCode, mailEnqueued, redirectTarget, userMailLocale } from './auth-mail.js';
import { authFlowLimit, clientOf, readBody, requireEmail, serviceTx, type AuthContext } from './auth-http.js';
import { authErrors } from './auth-errors.js';
import { consumeCode, consumeLink, otpKey, type ConsumedCode, type OtpType } from './one-time-codes.js';
import { startSession, type StartedSession } from './sessions.js';
import { emailTakenByOther, findUserByEmail, findUserById, isBanned, normalizeEmail, USER_COLUMNS, type UserRow } from './users.js';

/**
 * The e-mail flows of Supabase Auth that supabase-js calls: signInWithOtp (POST /otp, and the older
 * /magiclink), resetPasswordForEmail (POST /recover), resend (POST /resend) and verifyOtp (POST
 * /verify, and GET /verify for the mail's link). Every one of them spends the per-IP auth budget.
 *
 * The requests that send mail answer 200 `{}` whatever the address: an unknown address, a banned
 * user, a code mailed moments ago all look the same as a mail on its way, and take the same path
 * through the database (one lookup; a code and a job written only when there is someone to mail).
 * Verification failures are all 403 `otp_expired`, whether the code was wrong, used, expired, dead
 * after five wrong tries, of another kind, or for an address with no account.
 */

const metadata = z.record(z.string(), z.unknown()).nullable().optional();
const OtpBody = z.object({ email: z.string().optional(), phone: z.string().optional(), data: metadata, create_user: z.boolean().optional() });
const RecoverBody = z.object({ email: z.string().optional() });
const ResendBody = z.object({ email: z.string().optional(), phone: z.string().optional(), type: z.string().optional() });
const VerifyBody = z.object({
  type: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  token: z.string().optional(),
  token_hash: z.string().optional(),
});

/**
 * The codes each verification type accepts. `email` is what supabase-js documents for codes of
 * signInWithOtp, so it takes both a sign-up confirmation and a sign-in code. Unlike GoTrue, which
 * keeps magic-link and recovery tokens in one column, a recovery code is accepted only as
 * `recovery`. No invitations are sent, so `invite` accepts nothing.
 */
const VERIFY_TYPES: Record<string, readonly OtpType[]> = {
  email: ['signup', 'magiclink'],
  signup: ['signup'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  invite: [],
};
const PHONE_TYPES = new Set(['sms', 'phone_change']);

function verifyKinds(type: string | undefined): readonly OtpType[] {
  if (type && PHONE_TYPES.has(type)) throw authErrors.phoneDisabled();
  const kinds = type === undefined ? undefined : VERIFY_TYPES[type];
  if (!kinds) throw authErrors.validation(`Verify requires a verification type: one of ${Object.keys(VERIFY_TYPES).join(', ')}`);
  return kinds;
}

/** A user with no password and an unconfirmed address, as signInWithOtp makes for a new address. */
async function createPasswordlessUser(c: AuthContext, tx: Queryable, email: string, data: Record<string, unknown> | null | undefined): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb)
     on conflict ((lower(email))) do nothing
     returning ${USER_COLUMNS}`,
    [email, data ?? {}],
  );
  if (rows[0]) await createProfile(c, tx, rows[0].id);
  return rows[0];
}

async function signInWithOtp(c: AuthContext): Promise<Response> {
  const body = await readBody(c, OtpBody);
  if (body.phone && !body.email) throw authErrors.phoneDisabled();
  const email = requireEmail(body.email, 'Sign-in with a one-time code requires an email address');
  const sent = await serviceTx(c, async (tx) => {
    let user = await findUserByEmail(tx, email);
    let created = false;
    if (!user && body.create_user !== false) {
      // Two requests for one new address: the second finds the first's user.
      user = (await createPasswordlessUser(c, tx, email, body.data)) ?? (await findUserByEmail(tx, email));
      created = true;
    }
    // GoTrue answers 422 to an unknown address without create_user: that would tell who has an account.
    if (!user || isBanned(user)) return false;
    if (created) c.get('log').info({ user_id: user.id }, 'identity: user created by a one-time-code sign-in');
    // An address never confirmed gets a sign-up confirmation; a confirmed one a sign-in code.
    const type: OtpType = user.email_confirmed_at ? 'magiclink' : 'signup';
    return mailCode(c, tx, { userId: user.id, type, to: user.email, locale: await userMailLocale(c, tx, user.id) });
  });
  if (sent) mailEnqueued(c);
  return c.json({});
}

async function recover(c: AuthContext): Promise<Response> {
  const body = await readBody(c, RecoverBody);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  const sent = await serviceTx(c, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || isBanned(user)) return false;
    return mailCode(c, tx, { userId: user.id, type: 'recovery', to: user.email, locale: await userMailLocale(c, tx, user.id) });
  });
  if (sent) mailEnqueued(c);
  return c.json({});
}

async function resend(c: AuthContext): Promise<Response> {
  const body = await readBody(c, ResendBody);
  if (body.type && PHONE_TYPES.has(body.type)) throw authErrors.phoneDisabled();
  if (body.type !== 'signup' && body.type !== 'email_change') {
    throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const type = body.type;
  const email = requireEmail(body.email, 'Resending a code requires an email');
  const sent = await serviceTx(c, async (tx) => {
    // The user's current address, for both kinds (as GoTrue): an address change goes to its new address.
    const user = await findUserByEmail(tx, email);
    if (!user || isBanned(user)) return false;
    const locale = await userMailLocale(c, tx, user.id);
    if (type === 'signup') return !user.email_confirmed_at && mailCode(c, tx, { userId: user.id, type, to: user.email, locale });
    return !!user.email_change && mailCode(c, tx, { userId: user.id, type, to: user.email_change, locale });
  });
  if (sent) mailEnqueued(c);
  return c.json({});
}

type Verified =
  | { kind: 'signed_in'; user: UserRow; started: StartedSession; type: OtpType }
  | { kind: 'invalid' }
  | { kind: 'banned' }
  | { kind: 'email_taken' };

/**
 * What a verified code does, in the transaction that consumed it: it proves the address (confirming
 * it, or moving the account to the new one) and signs the user in with a new session.
 */
async function applyVerified(c: AuthContext, tx: Queryable, consumed: ConsumedCode): Promise<Verified> {
  const user = await findUserById(tx, consumed.userId, true);
  if (!user) return { kind: 'invalid' };
  if (isBanned(user)) return { kind: 'banned' };
  let updated: UserRow[];
  if (consumed.type === 'email_change') {
    // Superseded by a later change, or already applied.
    if (user.email_change !== consumed.email) return { kind: 'invalid' };
    if (await emailTakenByOther(tx, consumed.email, user.id)) return { kind: 'email_taken' };
    ({ rows: updated } = await tx.query<UserRow>(
      `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
              email_confirmed_at = now(), last_sign_in_at = now()
        where id = $1 returning ${USER_COLUMNS}`,
      [user.id],
    ));
  } else {
    // Sent to an address the account no longer has.
    if (consumed.email !== user.email) return { kind: 'invalid' };
    ({ rows: updated } = await tx.query<UserRow>(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
        where id = $1 returning ${USER_COLUMNS}`,
      [user.id],
    ));
  }
  return { kind: 'signed_in', user: updated[0]!, started: await startSession(tx, user.id, clientOf(c)), type: consumed.type };
}

function refusal(outcome: Exclude<Verified, { kind: 'signed_in' }>) {
  if (outcome.kind === 'banned') return authErrors.userBanned();
  if (outcome.kind === 'email_taken') return authErrors.emailExists();
  return authErrors.otpExpired();
}

async function verifyPost(c: AuthContext): Promise<Response> {
  const { config } = c.get('deps');
  const body = await readBody(c, VerifyBody);
  if (body.phone && !body.email) throw authErrors.phoneDisabled();
  const kinds = verifyKinds(body.type);
  const code = body.token?.trim();
  if (!body.token_hash && !code) throw authErrors.validation('Verify requires a token or a token hash');
  // The outcome is returned, not thrown, so that a wrong code's attempt is committed.
  const outcome = await serviceTx(c, async (tx): Promise<Verified> => {
    let consumed: ConsumedCode | undefined;
    if (body.token_hash) consumed = await consumeLink(tx, body.token_hash, kinds);
    else if (body.email) consumed = await consumeCode(tx, otpKey(config.auth.jwtSecret!), normalizeEmail(body.email), kinds, code!);
    // A token without an address is a link token (GoTrue's older form).
    else consumed = await consumeLink(tx, code!, kinds);
    return consumed ? applyVerified(c, tx, consumed) : { kind: 'invalid' };
  });
  if (outcome.kind !== 'signed_in') throw refusal(outcome);
  c.get('log').info({ user_id: outcome.user.id, type: outcome.type }, 'identity: one-time code verified');
  return c.json(await sessionResponse(config, outcome.user, outcome.started.session, outcome.started.refreshToken));
}

/** Appends a fragment (the implicit flow's answer) to a redirect target, replacing any it had. */
function withFragment(target: string, values: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(values).toString();
  return url.toString();
}

/**
 * The link in a mail: verifies its token and redirects (303) to the allowed `redirect_to` with the
 * session in the fragment, as Supabase Auth's implicit flow does and supabase-js's
 * detectSessionInUrl reads; a dead link redirects with the error in the fragment instead.
 */
async function verifyLink(c: AuthContext): Promise<Response> {
  const { config } = c.get('deps');
  const kinds = verifyKinds(c.req.query('type'));
  const token = c.req.query('token') ?? '';
  const target = redirectTarget(c);
  const outcome = token ? await serviceTx(c, async (tx) => {
    const consumed = await consumeLink(tx, token, kinds);
    return consumed ? applyVerified(c, tx, consumed) : ({ kind: 'invalid' } as const);
  }) : ({ kind: 'invalid' } as const);
  if (outcome.kind !== 'signed_in') {
    const error = refusal(outcome);
    return c.redirect(
      withFragment(target, {
        error: outcome.kind === 'invalid' ? 'access_denied' : 'unauthorized_client',
        error_code: error.code,
        error_description: outcome.kind === 'invalid' ? 'Email link is invalid or has expired' : error.message,
      }),
      303,
    );
  }
  const session = await sessionResponse(config, outcome.user, outcome.started.session, outcome.started.refreshToken);
  return c.redirect(
    withFragment(target, {
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: outcome.type,
    }),
    303,
  );
}

export function registerEmailFlowRoutes(auth: Hono<AppEnv>): void {
  auth.post('/otp', authFlowLimit, signInWithOtp);
  // The older name of the same flow (GoTrue keeps it).
  auth.post('/magiclink', authFlowLimit, signInWithOtp);
  auth.post('/recover', authFlowLimit, recover);
  auth.post('/resend', authFlowLimit, resend);
  auth.post('/verify', authFlowLimit, verifyPost);
  auth.get('/verify', authFlowLimit, verifyLink);
}

