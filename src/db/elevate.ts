import type { Queryable } from './types.js';

/**
 * Runs part of a caller's transaction as service_role (identity-provider writes inside an admin
 * request), then returns to the caller's role. On failure the transaction is aborted anyway, so the
 * role is not restored (a statement would fail) and the original error goes up unchanged.
 */
export async function asServiceRole<T>(tx: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { rows } = await tx.query<{ role: string }>(`select set_config('role', 'service_role', true) as role, current_setting('role') as previous`);
  const previous = (rows[0] as unknown as { previous: string }).previous;
  const result = await work(tx);
  await tx.query(`select set_config('role', $1, true)`, [previous]);
  return result;
}
