import type { Database, Queryable } from './types.js';

/**
 * Who a request's database work runs as, Supabase-style: the role decides which grants and
 * row-level policies apply, and the claims are what `auth.uid()` and `auth.jwt()` read.
 */
export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface DbCaller {
  role: DbRole;
  claims: Record<string, unknown>;
}

export const anonCaller: DbCaller = { role: 'anon', claims: { role: 'anon' } };
export const serviceCaller: DbCaller = { role: 'service_role', claims: { role: 'service_role' } };

const roles = new Set<DbRole>(['anon', 'authenticated', 'service_role']);

/** Single-quoted SQL literal (standard_conforming_strings is on in both drivers). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The one place where a request's role and claims are set. The settings are transaction-local, so
 * a pooled connection never carries one caller's identity into another's request.
 */
export function callerSetupSql(caller: DbCaller, statementTimeoutMs?: number): string {
  // The role is interpolated, so it must be one of the three known names, never caller input.
  if (!roles.has(caller.role)) throw new Error(`unknown database role ${String(caller.role)}`);
  const settings = [
    `set_config('role', ${literal(caller.role)}, true)`,
    `set_config('request.jwt.claims', ${literal(JSON.stringify(caller.claims))}, true)`,
  ];
  if (statementTimeoutMs) settings.push(`set_config('statement_timeout', ${literal(String(statementTimeoutMs))}, true)`);
  return `select ${settings.join(', ')};`;
}

export function asCaller<T>(
  db: Database,
  caller: DbCaller,
  work: (tx: Queryable) => Promise<T>,
  statementTimeoutMs?: number,
): Promise<T> {
  return db.transaction(work, callerSetupSql(caller, statementTimeoutMs));
}
