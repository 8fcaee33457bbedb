import type { Database, Queryable } from './types.js';

/**
 * Who a request's database work runs as, Supabase-style: the role decides which grants and
 * row-level policies apply, and the claims are what `auth.uid()` and `auth.jwt()` read.
 */
export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface DbCaller {
  role: DbRole;
  claims: Record<string, unknown>;
  /** Set when this transaction must confirm the caller's standing before its work (see below). */
  confirm?: CallerStanding;
}

/**
 * What a token's caller must still be for the token to count: with the built-in provider, the
 * session the token names is alive and its user may use the service; with an external provider
 * (no local sessions) the user has not been withdrawn here.
 */
export type CallerStanding = { kind: 'session'; userId: string; sessionId: string } | { kind: 'external_user'; userId: string };

export const anonCaller: DbCaller = { role: 'anon', claims: { role: 'anon' } };
export const serviceCaller: DbCaller = { role: 'service_role', claims: { role: 'service_role' } };

const roles = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

/** Single-quoted SQL literal (standard_conforming_strings is on in both drivers). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidLiteral(value: string): string {
  if (!UUID.test(value)) throw new Error('a caller standing names ids that are UUIDs');
  return `${literal(value)}::uuid`;
}

/** The standing check, as an expression: it raises PK401 (401 unauthorized) when the caller lost it. */
function standingCheck(standing: CallerStanding): string {
  return standing.kind === 'session'
    ? `auth.require_live_session(${uuidLiteral(standing.sessionId)}, ${uuidLiteral(standing.userId)})`
    : `auth.require_live_external_user(${uuidLiteral(standing.userId)})`;
}

/**
 * The one place where a request's role and claims are set. The settings are transaction-local, so
 * a pooled connection never carries one caller's identity into another's request. The standing
 * check follows in the same message, so a revoked token is refused in the round trip that would
 * have done its work; as a statement of its own it runs as the role just set (a function's EXECUTE
 * right is checked when its statement starts), so the connection's own login role needs no rights.
 */
export function callerSetupSql(caller: DbCaller, statementTimeoutMs?: number): string {
  // The role is interpolated, so it must be one of the three known names, never caller input.
  if (!roles.has(caller.role)) throw new Error(`unknown database role ${String(caller.role)}`);
  const settings = [
    `set_config('role', ${literal(caller.role)}, true)`,
    `set_config('request.jwt.claims', ${literal(JSON.stringify(caller.claims))}, true)`,
  ];
  if (statementTimeoutMs) settings.push(`set_config('statement_timeout', ${literal(String(statementTimeoutMs))}, true)`);
  const setup = `select ${settings.join(', ')};`;
  return caller.confirm ? `${setup} select ${standingCheck(caller.confirm)};` : setup;
}

export function asCaller<T>(
  db: Database,
  caller: DbCaller,
  work: (tx: Queryable) => Promise<T>,
  statementTimeoutMs?: number,
): Promise<T> {
  return db.transaction(work, callerSetupSql(caller, statementTimeoutMs));
}
