import { asCaller, serviceCaller } from '../db/caller.js';
import type { Database, Queryable } from '../db/types.js';

/** What pg-boss calls its `db` option: it runs every statement through this. */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount?: number }>;
}

/**
 * pg-boss's maintenance statements come wrapped as one multi-statement text of its own transaction
 * (`plans.locked`): BEGIN; SET LOCAL ...; an advisory lock; the work; COMMIT. Here every call already
 * runs in a transaction of ours, so the wrapper's BEGIN and COMMIT are dropped and the rest runs
 * inside ours (SET LOCAL and the transaction-level advisory lock mean the same there).
 */
const LOCKED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

async function run(tx: Queryable, text: string, values: unknown[] | undefined): Promise<{ rows: any[]; rowCount: number }> {
  if (values && values.length > 0) return tx.query(text, values);
  const locked = LOCKED.exec(text);
  if (locked) {
    // Several statements without parameters: only the simple protocol (exec) takes them.
    await tx.exec(locked[1]!);
    return { rows: [], rowCount: 0 };
  }
  return tx.query(text);
}

/**
 * pg-boss's own statements (fetching, completing, failing jobs, maintenance), each in a short
 * transaction as the service role: on a server the service's login role holds no privileges itself
 * (src/db/app-role.ts), and on the embedded database this is the one connection every request
 * shares. Calls still running are counted so that stopping can wait for them before the database
 * closes.
 */
export function serviceRoleBossDb(
  db: Database,
  statementTimeoutMs: number,
  onError: (err: unknown) => void,
): PgBossDb & { settled(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const call = asCaller(db, serviceCaller, (tx) => run(tx, text, values), statementTimeoutMs);
      // pg-boss swallows some failures (its fetch answers []): they are still logged.
      call.catch(onError);
      running.add(call);
      const forget = () => running.delete(call);
      call.then(forget, forget);
      return call;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/**
 * The caller's own transaction, for an enqueue that must commit or roll back with the caller's
 * writes. The statement runs with the transaction's role, which must be allowed to insert jobs
 * (service_role is; see migration 0090).
 */
export function transactionBossDb(tx: Queryable): PgBossDb {
  return { executeSql: (text, values) => run(tx, text, values) };
}
