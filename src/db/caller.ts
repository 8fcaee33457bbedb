import type { Database, Queryable, Statement } from './types.js';

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

// Fixed texts, so that each is prepared once per connection whatever the caller.
const SETTINGS = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`;
const SETTINGS_WITH_TIMEOUT = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('statement_timeout', $3, true)`;
const LIVE_SESSION = 'select auth.require_live_session($1::uuid, $2::uuid)';
const LIVE_EXTERNAL_USER = 'select auth.require_live_external_user($1::uuid)';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuid(value: string): string {
  // A malformed id is our bug (the token was verified), not the caller's bad input (22P02, 422).
  if (!UUID.test(value)) throw new Error('a caller standing names ids that are UUIDs');
  return value;
}

/** The standing check: it raises PK401 (401 unauthorized) when the caller lost it. */
function standingCheck(standing: CallerStanding): Statement {
  return standing.kind === 'session'
    ? { text: LIVE_SESSION, values: [uuid(standing.sessionId), uuid(standing.userId)] }
    : { text: LIVE_EXTERNAL_USER, values: [uuid(standing.userId)] };
}

/**
 * The one place where a request's role and claims are set. The settings are transaction-local, so
 * a pooled connection never carries one caller's identity into another's request. The standing
 * check follows in the same round trip, so a revoked token is refused in the round trip that would
 * have done its work; as a statement of its own it runs as the role just set (a function's EXECUTE
 * right is checked when its statement starts), so the connection's own login role needs no rights.
 */
export function callerSetup(caller: DbCaller, statementTimeoutMs?: number): Statement[] {
  // set_config('role') would take any name; it must be one of the three known ones, never caller input.
  if (!roles.has(caller.role)) throw new Error(`unknown database role ${String(caller.role)}`);
  const claims = JSON.stringify(caller.claims);
  const setup: Statement[] = [
    statementTimeoutMs
      ? { text: SETTINGS_WITH_TIMEOUT, values: [caller.role, claims, String(statementTimeoutMs)] }
      : { text: SETTINGS, values: [caller.role, claims] },
  ];
  if (caller.confirm) setup.push(standingCheck(caller.confirm));
  return setup;
}

export function asCaller<T>(
  db: Database,
  caller: DbCaller,
  work: (tx: Queryable) => Promise<T>,
  statementTimeoutMs?: number,
): Promise<T> {
  return db.transaction(work, callerSetup(caller, statementTimeoutMs));
}
