import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { Timestamp } from './users.js';

/**
 * One-time codes of the e-mail flows. Each issue makes two secrets that prove the same thing: a
 * 6-digit code the user types (what signInWithOtp / verifyOtp({email, token}) use) and a 256-bit
 * link token (the mail's link, verifyOtp({token_hash})). Neither is stored in clear
 * (auth.one_time_tokens, migration 0092):
 *
 * - the code as an HMAC-SHA-256 keyed with a key derived from the token secret: a plain hash of six
 *   digits would fall to a million guesses by anyone holding a copy of the table;
 * - the link token as its SHA-256 (256 random bits need no key).
 *
 * A code is single use (deleted when it verifies), expires (AUTH_OTP_TTL_SECONDS), and dies after
 * OTP_MAX_ATTEMPTS wrong codes entered for its address and kind.
 */
export type OtpType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

export const OTP_MAX_ATTEMPTS = 5;

const keys = new Map<string, Buffer>();

/** The code-hashing key for a token secret, derived once (HKDF, its own label). */
export function otpKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'parking-service one-time codes v1', 32));
    keys.set(secret, key);
  }
  return key;
}

/** The code is bound to its kind and user: the same six digits issued for two users hash apart. */
function codeHash(key: Buffer, type: OtpType, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${type}:${userId}:${code}`).digest('hex');
}

export function linkHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedCode {
  code: string;
  linkToken: string;
  expiresAt: Date;
}

export interface IssueOptions {
  userId: string;
  type: OtpType;
  /** Where the code is sent: the user's address, or the new one of an address change. */
  email: string;
  ttlSeconds: number;
  /** A code of this kind issued to this user (for the same address) this recently is not replaced. */
  minIntervalSeconds: number;
}

/**
 * A new code and link for the user and kind, replacing the previous one (which stops working), or
 * undefined when a live one was issued within the minimum interval to the same address: the caller then
 * sends nothing, and the code already sent stays valid.
 */
export async function issueCode(tx: Queryable, key: Buffer, options: IssueOptions): Promise<IssuedCode | undefined> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = randomBytes(32).toString('base64url');
  // Codes that died long ago are swept as new ones are issued (the table would otherwise keep a
  // row per user who never came back).
  await tx.query(`delete from auth.one_time_tokens where expires_at < now() - interval '1 day'`);
  const { rows } = await tx.query<{ expires_at: Timestamp }>(
    `insert into auth.one_time_tokens as t (user_id, token_type, email, code_hash, link_hash, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))
     on conflict (user_id, token_type) do update
        set email = excluded.email, code_hash = excluded.code_hash, link_hash = excluded.link_hash,
            attempts = 0, created_at = now(), expires_at = excluded.expires_at
      where t.created_at <= now() - make_interval(secs => $7::int) or t.expires_at <= now() or t.email <> excluded.email
     returning expires_at`,
    [options.userId, options.type, options.email, codeHash(key, options.type, options.userId, code), linkHash(linkToken), options.ttlSeconds, options.minIntervalSeconds],
  );
  const row = rows[0];
  return row ? { code, linkToken, expiresAt: new Date(row.expires_at) } : undefined;
}

export interface ConsumedCode {
  userId: string;
  type: OtpType;
  email: string;
}

interface TokenRow {
  id: string;
  user_id: string;
  token_type: OtpType;
  email: string;
  code_hash: string;
  live: boolean;
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Verifies a typed code for an address against the live codes of the given kinds sent there. A
 * match is deleted (single use) and returned. A miss counts one wrong attempt against each live code
 * it was tried against; a code that reaches the limit is deleted. The caller must commit either way
 * (return, do not throw, inside the transaction), or the attempts would not count.
 */
export async function consumeCode(tx: Queryable, key: Buffer, email: string, types: readonly OtpType[], code: string): Promise<ConsumedCode | undefined> {
  if (types.length === 0) return undefined;
  const { rows } = await tx.query<TokenRow>(
    `select id, user_id, token_type, email, code_hash, expires_at > now() and attempts < $3 as live
       from auth.one_time_tokens
      where email = $1 and token_type = any($2::text[])
      order by created_at, id
      for update`,
    [email, types, OTP_MAX_ATTEMPTS],
  );
  const live = rows.filter((r) => r.live);
  // Every candidate is hashed and compared, so the time taken does not tell which one matched.
  let match: TokenRow | undefined;
  for (const row of live) {
    if (sameHex(codeHash(key, row.token_type, row.user_id, code), row.code_hash) && !match) match = row;
  }
  if (match) {
    await tx.query('delete from auth.one_time_tokens where id = $1', [match.id]);
    return { userId: match.user_id, type: match.token_type, email: match.email };
  }
  if (live.length > 0) {
    const ids = live.map((r) => r.id);
    await tx.query('update auth.one_time_tokens set attempts = attempts + 1 where id = any($1::uuid[])', [ids]);
    await tx.query('delete from auth.one_time_tokens where id = any($1::uuid[]) and attempts >= $2', [ids, OTP_MAX_ATTEMPTS]);
  }
  return undefined;
}

/** Verifies a link token (the mail's link, or verifyOtp's token_hash) of one of the given kinds. */
export async function consumeLink(tx: Queryable, token: string, types: readonly OtpType[]): Promise<ConsumedCode | undefined> {
  if (types.length === 0) return undefined;
  const { rows } = await tx.query<{ user_id: string; token_type: OtpType; email: string }>(
    `delete from auth.one_time_tokens
      where link_hash = $1 and token_type = any($2::text[]) and expires_at > now() and attempts < $3
      returning user_id, token_type, email`,
    [linkHash(token), types, OTP_MAX_ATTEMPTS],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, type: row.token_type, email: row.email } : undefined;
}
