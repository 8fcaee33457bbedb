import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { Config } from '../config.js';
import { anonCaller, asCaller, callerSetupSql, type DbCaller } from '../db/caller.js';
import type { Locale } from '../db/errors.js';
import type { Database, Queryable } from '../db/types.js';
import type { Logger } from '../logger.js';
import type { IdentityProvider } from '../modules/identity/provider.js';
import type { TokenVerifier } from './tokens.js';

/** What the app is built from; tests build it with their own database and config. */
export interface AppDeps {
  config: Config;
  db: Database;
  log: Logger;
  tokens: TokenVerifier;
  identity: IdentityProvider;
  lifecycle: { shuttingDown: boolean };
}

export interface AuthContext {
  userId: string;
  role: 'authenticated' | 'service_role';
  claims: JWTPayload;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    locale: Locale;
    auth: AuthContext | undefined;
  };
}

export type AppContext = Context<AppEnv>;

export function callerOf(c: AppContext): DbCaller {
  const auth = c.get('auth');
  return auth ? { role: auth.role, claims: auth.claims as Record<string, unknown> } : anonCaller;
}

/** Runs a request's database work in one transaction as the caller (role + claims: RLS applies). */
export function withCallerDb<T>(c: AppContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { db, config } = c.get('deps');
  return asCaller(db, callerOf(c), work, config.database.statementTimeoutMs);
}

/**
 * For work that is exactly one statement: the caller's settings and the statement go in one round
 * trip instead of three (BEGIN + settings, statement, COMMIT). A second statement would run in a
 * transaction of its own, so it is refused: use withCallerDb for multi-statement work.
 */
export async function withCallerStatement<T>(c: AppContext, work: (db: Queryable) => Promise<T>): Promise<T> {
  const { db, config } = c.get('deps');
  const setup = callerSetupSql(callerOf(c), config.database.statementTimeoutMs);
  let used = false;
  const once: Queryable = {
    query(sql, params) {
      if (used) throw new Error('withCallerStatement runs one statement; use withCallerDb for more');
      used = true;
      return db.queryOnce(setup, sql, params);
    },
    exec() {
      throw new Error('withCallerStatement runs one parameterised statement');
    },
  };
  return work(once);
}
