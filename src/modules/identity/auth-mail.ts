import type { Queryable } from '../../db/types.js';
import { sealingKey, seal } from '../../mail/sealed.js';
import type { MailLocale } from '../../mail/templates.js';
import type { AuthContext } from './auth-http.js';
import { issueCode, otpKey, type OtpType } from './one-time-codes.js';

/**
 * The locale of a mail: the user's profile locale when they have a profile (created at sign-up from
 * Accept-Language, changed by PATCH /v1/me), else the request's Accept-Language, else Japanese.
 */
export function requestMailLocale(c: AuthContext): MailLocale {
  const header = c.req.header('accept-language') ?? '';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => (l.lang === 'ja' || l.lang === 'en') && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.lang as MailLocale | undefined) ?? 'ja';
}

export async function userMailLocale(c: AuthContext, tx: Queryable, userId: string): Promise<MailLocale> {
  const { rows } = await tx.query<{ locale: MailLocale }>('select locale from public.profiles where user_id = $1', [userId]);
  return rows[0]?.locale ?? requestMailLocale(c);
}

/** A profile for a new user, in the locale their sign-up asked in. */
export async function createProfile(c: AuthContext, tx: Queryable, userId: string): Promise<void> {
  await tx.query('insert into public.profiles (user_id, locale) values ($1, $2) on conflict (user_id) do nothing', [userId, requestMailLocale(c)]);
}

/**
 * Where a mail's link leads after verification: the request's `redirect_to` when it is allowed (the
 * site URL's origin, or a prefix listed in AUTH_REDIRECT_URLS), else the site URL. Anything else
 * would make the service an open redirect carrying fresh tokens in the fragment.
 */
export function redirectTarget(c: AuthContext, asked: string | undefined = c.req.query('redirect_to')): string {
  const { siteUrl, redirectUrls } = c.get('deps').config.identity;
  if (!asked || !URL.canParse(asked)) return siteUrl;
  // A listed prefix may be an app's own scheme (parking://auth-callback).
  if (redirectUrls.some((allowed) => asked.startsWith(allowed))) return asked;
  const url = new URL(asked);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(siteUrl).origin ? asked : siteUrl;
}

const sealingKeys = new Map<string, Buffer>();

function mailSealingKey(secret: string): Buffer {
  let key = sealingKeys.get(secret);
  if (!key) sealingKeys.set(secret, (key = sealingKey(secret)));
  return key;
}

export interface MailCodeOptions {
  userId: string;
  type: OtpType;
  /** The recipient: the user's address, or the new one of an address change. */
  to: string;
  locale: MailLocale;
}

/**
 * Issues a code of `type` and enqueues its mail, both in the caller's transaction: the mail goes
 * out only if that transaction commits, and after it does (the caller wakes the mail worker then).
 * False when a code of that kind went to that address within AUTH_EMAIL_MIN_INTERVAL_SECONDS: no
 * new code, no mail.
 */
export async function mailCode(c: AuthContext, tx: Queryable, options: MailCodeOptions): Promise<boolean> {
  const { config, queue } = c.get('deps');
  const secret = config.auth.jwtSecret!;
  const issued = await issueCode(tx, otpKey(secret), {
    userId: options.userId,
    type: options.type,
    email: options.to,
    ttlSeconds: config.identity.otpTtlSeconds,
    minIntervalSeconds: config.identity.emailMinIntervalSeconds,
  });
  if (!issued) {
    c.get('log').info({ user_id: options.userId, type: options.type }, 'identity: a code of this kind was mailed moments ago; none sent');
    return false;
  }
  const link = new URL('/auth/v1/verify', config.publicBaseUrl);
  link.searchParams.set('token', issued.linkToken);
  link.searchParams.set('type', options.type);
  link.searchParams.set('redirect_to', redirectTarget(c));
  await queue.enqueue(
    'mail.send',
    {
      template: options.type,
      locale: options.locale,
      to: options.to,
      vars: { email: options.to, minutes: String(Math.round(config.identity.otpTtlSeconds / 60)) },
      sealed: seal(mailSealingKey(secret), { code: issued.code, link: link.toString() }),
      not_after: issued.expiresAt.toISOString(),
    },
    { tx },
  );
  return true;
}

/** After the transaction that enqueued mail committed: this process's mail worker looks at once. */
export function mailEnqueued(c: AuthContext): void {
  c.get('deps').queue.wake('mail.send');
}
