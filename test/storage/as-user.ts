import { callerSetup } from '../../src/db/caller.js';
import type { Queryable } from '../../src/db/types.js';
import type { Harness } from '../support/harness.js';

/**
 * Runs `work` straight in the database as the `authenticated` role with this user's claims (row-level
 * security applies, none of the API's own checks), always rolled back. Returns what it returned, or
 * the SQLSTATE it raised.
 */
export async function asUser<T>(h: Harness, userId: string, work: (tx: Queryable) => Promise<T>): Promise<T | { sqlstate: string }> {
  const rollback = new Error('rollback');
  let out: T | { sqlstate: string } | undefined;
  try {
    await h.db.transaction(
      async (tx) => {
        try {
          out = await work(tx);
        } catch (err) {
          out = { sqlstate: (err as { code: string }).code };
        }
        throw rollback;
      },
      callerSetup({ role: 'authenticated', claims: { sub: userId, role: 'authenticated' } }),
    );
  } catch (err) {
    if (err !== rollback) throw err;
  }
  return out!;
}
