import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { createApp, type App } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/types.js';
import { createDeps } from '../../src/deps.js';
import { createLogger } from '../../src/logger.js';
import { provisionAdmin } from '../../src/modules/admin/provisioning.js';
import { createBuiltinIdentityProvider } from '../../src/modules/identity/builtin-provider.js';
import { createPasswordHasher } from '../../src/modules/identity/passwords.js';
import { ContractValidator } from './contract.js';
import { recordExchange, recordingExamples } from './example-recorder.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_JWT_SECRET = 'test-secret-for-hs256-tokens-0123456789abcdef';

/**
 * scrypt at 2^10 instead of production's 2^15: the suite creates and signs in hundreds of accounts,
 * and what it proves about passwords does not depend on the cost (stored hashes carry their own).
 */
export const TEST_PASSWORD_HASH_COST = 10;
/** The hasher the tests' own fixtures use, at the tests' cost. */
export const testPasswords = createPasswordHasher(TEST_PASSWORD_HASH_COST);

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON and the like). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Harness {
  app: App;
  /** The owner's connection, for fixtures; the app runs on `database.appDb`. */
  db: Database;
  database: TestDatabase;
  config: Config;
  contract: ContractValidator;
  /** In-process HTTP request; the response is checked against the contract. */
  request<T = any>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /**
   * An HS256 access token as the built-in identity provider issues it: for a user (created when
   * missing) and a new session of theirs, so that the token opens /v1 until that session ends.
   */
  tokenFor(userId?: string, claims?: Record<string, unknown>): Promise<string>;
  /** An identity user (auth.users row) with this id, created when missing: rows may reference it. */
  createUser(userId?: string): Promise<string>;
  /** An active admin with a built-in role, and a token for them. */
  createAdmin(roleCode?: string, email?: string): Promise<{ adminId: string; userId: string; email: string; token: string }>;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  // Tests change master data and expect to see it at once.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    MASTER_DATA_CACHE_SECONDS: '0',
    // Production refuses a low cost (and is tested doing so): it keeps the default.
    PASSWORD_HASH_COST: overrides.NODE_ENV === 'production' ? undefined : String(TEST_PASSWORD_HASH_COST),
    ...overrides,
  });
}

/**
 * The real time plus an offset that a test moves forward: expiry without sleeping. It keeps running
 * with real time, so a token signed after a slow set-up is never "issued in the future" to it.
 * `start` sets where it begins (a fixed "now" for relative dates), running on from there.
 */
export function manualClock(start?: number): Clock & { advance(ms: number): void } {
  let offset = start === undefined ? 0 : start - Date.now();
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}

/** A clock stopped at `at` that moves only when told: a fixed "now" for what reads relative dates. */
export function fixedClock(at: number): Clock & { advance(ms: number): void } {
  let now = at;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

export async function signToken(
  claims: Record<string, unknown>,
  options: { secret?: string; expiresIn?: string | number; audience?: string } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setAudience(options.audience ?? 'authenticated')
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/**
 * Sets a row's created_at the given minutes before now. PGlite's clock moves in milliseconds, so
 * rows made in a row can share an instant; a test that asserts "newest first" stamps them apart.
 * `table` is the test's own constant, never input. Milliseconds: the paged tables refuse more (0155).
 */
export async function createdMinutesAgo(db: Database, table: string, id: string, minutes: number): Promise<void> {
  await db.query(`update ${table} set created_at = date_trunc('milliseconds', now()) - make_interval(mins => $2) where id = $1`, [id, minutes]);
}

/**
 * Moves a target's audit rows so far a minute back, before an audited write that follows another at
 * once: PGlite's clock moves in milliseconds, so rows written in a row can share an instant, and a
 * test reading the trail in order (created_at, id) would see them in random order.
 */
export async function ageAudit(db: Database, targetId: string): Promise<void> {
  await db.query(`update public.admin_audit_log set created_at = created_at - interval '1 minute' where target_id = $1`, [targetId]);
}

/** Creates the identity user when missing (user-owned rows reference auth.users). */
export async function ensureIdentityUser(db: Database, userId: string = randomUUID()): Promise<string> {
  await db.query(`insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now()) on conflict (id) do nothing`, [
    userId,
    `user-${userId}@example.test`,
  ]);
  return userId;
}

/** A session of the user, as sign-in starts one, and an access token naming it. */
export async function sessionToken(
  db: Database,
  userId: string,
  claims: Record<string, unknown> = {},
  options: Parameters<typeof signToken>[1] = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
  return signToken({ sub: userId, role: 'authenticated', session_id: rows[0]!.id, ...claims }, options);
}

export async function createHarness(
  options: {
    config?: Record<string, string | undefined>;
    database?: TestDatabase;
    wrapDb?: (db: Database) => Database;
    /** The app's wall clock (token expiry, caches): a `manualClock()` lets a test move time on. */
    clock?: Clock;
  } = {},
): Promise<Harness> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.config);
  const log = createLogger('silent');
  const db = options.wrapDb ? options.wrapDb(database.appDb) : database.appDb;
  const app = createApp(createDeps(config, db, log, options.clock));
  const contract = new ContractValidator(app.openApiDocument());

  return {
    app,
    db: database.db,
    database,
    config,
    contract,
    async request(path, opts = {}) {
      const method = opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined ? 'POST' : 'GET');
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.rawBody !== undefined) body = opts.rawBody;
      else if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
      await contract.check(method, new URL(path, 'http://x').pathname, res);
      const text = await res.text();
      let parsed: unknown = undefined;
      if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
      const operation = recordingExamples ? contract.operationFor(method, new URL(path, 'http://x').pathname) : undefined;
      if (operation) {
        const sentJson = opts.body !== undefined && opts.rawBody === undefined && (headers['content-type'] ?? '').includes('json');
        recordExchange({ method: method.toLowerCase(), template: operation.template, status: res.status, ...(sentJson ? { request: opts.body } : {}), ...(parsed !== undefined ? { response: parsed } : {}) });
      }
      return { status: res.status, headers: res.headers, body: parsed as any, text };
    },
    async tokenFor(userId = randomUUID(), claims = {}) {
      await ensureIdentityUser(database.db, userId);
      return sessionToken(database.db, userId, claims);
    },
    createUser(userId) {
      return ensureIdentityUser(database.db, userId);
    },
    async createAdmin(roleCode = 'super_admin', email = `${roleCode}-${randomUUID().slice(0, 8)}@example.jp`) {
      const identity = createBuiltinIdentityProvider(testPasswords);
      const { adminId, userId } = await provisionAdmin(db, identity, { email, roleCode, password: 'correct horse battery' });
      return { adminId, userId, email, token: await sessionToken(database.db, userId, { email }) };
    },
    async close() {
      await database.drop();
    },
  };
}
