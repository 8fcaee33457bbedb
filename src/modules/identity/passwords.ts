import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto). The production cost N = 2^15, r = 8
 * takes 32 MiB and about 60-100 ms per hash on the 2-core target machine: slow for an attacker with
 * a stolen table, fast enough for sign-in. Parameters are stored with each hash, so the cost can be
 * raised later (or lowered for a test suite that creates hundreds of accounts) without
 * invalidating a single stored hash: verification always uses the hash's own parameters.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
/** Below this an offline attack on a stolen table is cheap; loadConfig refuses it in production. */
export const MIN_PRODUCTION_PASSWORD_HASH_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for no stored hash at all, after the same work either way. */
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `cost` is log2 of scrypt's N (PASSWORD_HASH_COST). */
export function createPasswordHasher(cost: number = DEFAULT_PASSWORD_HASH_COST): PasswordHasher {
  const params: ScryptParams = { N: 2 ** cost, r: R, p: P };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, params);
      return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const parts = stored?.split('$');
      if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
        // Spend the same time as a real check, so that unknown accounts are not told apart by timing.
        await derive(password, randomBytes(16), params);
        return false;
      }
      const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
      const expected = Buffer.from(hash, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/**
 * A generated password shown once (admin accounts): 12 characters from a cryptographic source,
 * always with an upper, a lower, a digit and a symbol so that it passes any provider's policy;
 * look-alike characters (0/O, 1/l/I) left out because people type it.
 */
export function generatePassword(length = 12): string {
  const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', SYMBOLS];
  const all = ALPHABET + SYMBOLS;
  const chars = classes.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
