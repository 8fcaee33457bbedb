import type { Queryable } from '../../db/types.js';

/**
 * A timestamp as a driver returns it: an ISO string with the shared value parsers, a Date with a
 * driver's defaults. Read through `new Date(...)` either way.
 */
export type Timestamp = Date | string;

/** An auth.users row as the /auth/v1 routes read it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Timestamp | null;
  /** A new address waiting for its confirmation code. */
  email_change: string | null;
  email_change_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, banned_until, email_change, email_change_sent_at, created_at, updated_at`;

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt takes any length, but nobody types more; the bound keeps hashing cost predictable. */
export const PASSWORD_MAX_LENGTH = 1024;

/** Addresses are stored in lower case: one account per address, and lookups that use the index. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length >= 3 && email.length <= 320 && EMAIL.test(email);
}

/**
 * An address of the reserved .invalid top-level domain (RFC 2606), which never receives mail:
 * withdrawal's placeholders live there (withdrawn-<id>@withdrawn.invalid), so an account of one's
 * own there could block another user's withdrawal. No flow takes one from a client.
 */
export function isReservedEmail(email: string): boolean {
  return /[@.]invalid$/i.test(email.trim());
}

export function passwordLength(password: string): number {
  return [...password].length;
}

export function isBanned(user: Pick<UserRow, 'banned_until'>, now = new Date()): boolean {
  return !!user.banned_until && new Date(user.banned_until) > now;
}

const iso = (d: Timestamp | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/**
 * The user object of Supabase Auth, which supabase-js hands to the app as `User`. There is no
 * identities table: the one e-mail identity every user has is derived from the user row.
 */
export function userJson(user: UserRow): Record<string, unknown> {
  const confirmedAt = iso(user.email_confirmed_at);
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...(confirmedAt ? { email_confirmed_at: confirmedAt, confirmed_at: confirmedAt } : {}),
    phone: '',
    ...(user.last_sign_in_at ? { last_sign_in_at: iso(user.last_sign_in_at) } : {}),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: !!confirmedAt, phone_verified: false, sub: user.id },
        provider: 'email',
        ...(user.last_sign_in_at ? { last_sign_in_at: iso(user.last_sign_in_at) } : {}),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
  if (user.banned_until) json.banned_until = iso(user.banned_until);
  // Supabase's fields of an address change waiting for confirmation.
  if (user.email_change) {
    json.new_email = user.email_change;
    json.email_change_sent_at = iso(user.email_change_sent_at);
  }
  return json;
}

/**
 * Supabase's metadata update: keys of the patch replace the stored ones, a null value removes its
 * key, keys not mentioned stay.
 */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function findUserById(tx: Queryable, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

/**
 * The user an address signs in as. A withdrawn user (deleted_at) is never found: withdrawal replaces
 * the address with a placeholder anyway, and this keeps every flow by address (sign-in, magic link,
 * recovery) closed to such an account whatever its address says.
 */
export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`, [email]);
  return rows[0];
}

export async function emailTakenByOther(tx: Queryable, email: string, userId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from auth.users where lower(email) = lower($1) and id <> $2', [email, userId]);
  return rows.length > 0;
}

const GO_DURATION_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * A `ban_duration` of the admin API, in Go's duration syntax as Supabase takes it ("24h",
 * "1h30m", "none" to lift a ban), in milliseconds; null when "none"; undefined when malformed.
 */
export function parseBanDuration(value: string): number | null | undefined {
  if (value === 'none') return null;
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(value)) return undefined;
  let ms = 0;
  for (const [, amount, , unit] of value.matchAll(/(\d+(\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    ms += Number(amount) * GO_DURATION_UNITS[unit!]!;
  }
  return ms;
}
