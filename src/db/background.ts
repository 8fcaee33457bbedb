import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, Queryable, QueryOptions, Statement } from './types.js';

/**
 * The database as work that no request waits for uses it (the queue's own statements, its workers'
 * jobs, the start-up's top-up of demo data): each transaction or statement starts after a turn of
 * the event loop. The embedded database runs every statement on this thread, and one async flow's
 * statements follow each other without the loop ever polling its sockets, so a request that arrived
 * meanwhile waited for the whole sequence (a warm restart's first /healthz waited for the
 * demo-data check and every queue's first fetch, most of a second). With a turn before each, what
 * was received is read first: requests that need no database are answered, and those that do queue
 * behind one statement, not behind the rest of the work. On a server the turn costs nothing that
 * matters: its statements are round trips anyway.
 */
export function backgroundDatabase(db: Database): Database {
  return {
    kind: db.kind,
    async query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      await nextTurn();
      return db.query<T>(sql, params, options);
    },
    async exec(sql: string) {
      await nextTurn();
      return db.exec(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>, setup?: readonly Statement[]) {
      await nextTurn();
      return db.transaction(work, setup);
    },
    async queryOnce<T>(setup: readonly Statement[], sql: string, params?: readonly unknown[], options?: QueryOptions) {
      await nextTurn();
      return db.queryOnce<T>(setup, sql, params, options);
    },
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  };
}
