import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { anonCaller, asCaller, callerSetup, type CallerStanding, type DbCaller } from '../db/caller.js';
import type { Locale } from '../db/errors.js';
import { hasSqlState, type Database, type Queryable } from '../db/types.js';
import type { Logger } from '../logger.js';
import type { PasswordHasher } from '../modules/identity/passwords.js';
import type { IdentityProvider } from '../modules/identity/provider.js';
import type { RealtimeHub } from '../modules/realtime/hub.js';
import type { ObjectStorage } from '../modules/storage/drivers.js';
import type { StoreVerifiers } from '../modules/subscriptions/store-verifiers/index.js';
import type { JobQueue } from '../queue/index.js';
import { standingKey, type LiveSessions } from './live-sessions.js';
import type { TokenVerifier } from './tokens.js';

/** What the app is built from; tests build it with their own database and config. */
export interface AppDeps {
  config: Config;
  db: Database;
  log: Logger;
  tokens: TokenVerifier;
  /** Callers the database recently confirmed alive, so that non-admin routes need not ask each time. */
  liveSessions: LiveSessions;
  identity: IdentityProvider;
  /** The durable job queue: requests enqueue in their transaction; workers run where started. */
  queue: JobQueue;
  /** The realtime server's sockets and change feed in this process (/realtime/v1/websocket). */
  realtime: RealtimeHub;
  passwords: PasswordHasher;
  /** Object storage of uploads: the built-in store or S3 (STORAGE_DRIVER). */
  storage: ObjectStorage;
  /** The App Store and Google Play verifiers this deployment is configured for (in-app purchases). */
  stores: StoreVerifiers;
  lifecycle: { shuttingDown: boolean };
  clock: Clock;
}

export interface AuthContext {
  userId: string;
  role: 'authenticated' | 'service_role';
  claims: JWTPayload;
  /** What the database confirms before the request's work: the token's session, or its user. */
  standing: CallerStanding;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    locale: Locale;
    auth: AuthContext | undefined;
    /** Set on admin routes: the caller's standing is confirmed by every transaction, not remembered. */
    confirmEveryTime: boolean | undefined;
  };
}

export type AppContext = Context<AppEnv>;

/**
 * The request's database caller. Its standing travels with it unless this process confirmed it
 * within the trust window (never on admin routes).
 */
export function callerOf(c: AppContext): DbCaller {
  const auth = c.get('auth');
  if (!auth) return anonCaller;
  const caller: DbCaller = { role: auth.role, claims: auth.claims as Record<string, unknown> };
  if (c.get('confirmEveryTime') || !c.get('deps').liveSessions.trusted(standingKey(auth.standing))) caller.confirm = auth.standing;
  return caller;
}

/** Remembers a confirmed standing; forgets one the database refused (PK401), so no route trusts it. */
async function confirming<T>(c: AppContext, caller: DbCaller, work: Promise<T>): Promise<T> {
  const standing = caller.confirm;
  if (!standing) return work;
  const live = c.get('deps').liveSessions;
  try {
    const result = await work;
    live.confirmed(standingKey(standing), standing.userId);
    return result;
  } catch (err) {
    if (hasSqlState(err) && err.code === 'PK401') live.forget(standingKey(standing));
    throw err;
  }
}

/** Runs a request's database work in one transaction as the caller (role + claims: RLS applies). */
export function withCallerDb<T>(c: AppContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { db, config } = c.get('deps');
  const caller = callerOf(c);
  return confirming(c, caller, asCaller(db, caller, work, config.database.statementTimeoutMs));
}

/**
 * For work that is exactly one statement: the caller's settings and the statement go in one round
 * trip instead of three (BEGIN + settings, statement, COMMIT). A second statement would run in a
 * transaction of its own, so it is refused: use withCallerDb for multi-statement work.
 */
export async function withCallerStatement<T>(c: AppContext, work: (db: Queryable) => Promise<T>): Promise<T> {
  const { db, config } = c.get('deps');
  const caller = callerOf(c);
  const setup = callerSetup(caller, config.database.statementTimeoutMs);
  let used = false;
  const once: Queryable = {
    query(sql, params, options) {
      if (used) throw new Error('withCallerStatement runs one statement; use withCallerDb for more');
      used = true;
      return confirming(c, caller, db.queryOnce(setup, sql, params, options));
    },
    exec() {
      throw new Error('withCallerStatement runs one parameterised statement');
    },
  };
  return work(once);
}
