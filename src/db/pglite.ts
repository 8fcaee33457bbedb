import { PGlite, type Transaction } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { valueParsers } from './type-parsers.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { compiledPglite } from './pglite-wasm.js';
import { DatabaseTurns } from './pglite-turns.js';
import { WatchedPGlite } from './pglite-watchdog.js';
import { DatabaseUnavailableError, hasSqlState, type Database, type Listener, type ListenEvents, type Queryable, type QueryResult, type Statement } from './types.js';

export const pgliteExtensions = { pg_trgm, cube, earthdistance };

/**
 * PostgreSQL's shared memory is allocated and zeroed in the WebAssembly heap at every start, and on
 * this machine touching fresh memory costs about 3 ms per MB: the default 128 MB of buffers (145 MB
 * of shared memory) was a third of a second of every embedded start and of every test database, and
 * 120 MB resident. The embedded database reads what is not in its buffers from the data directory
 * through the operating system's page cache, which keeps the files anyway.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The embedded database has no network: the one way it becomes unreachable is being closed (at
 * shutdown). Any other error without a SQLSTATE (a value it cannot serialise, a crash of the WASM
 * module) is a bug of ours.
 */
function translate(pglite: PGlite, err: unknown): never {
  if (!hasSqlState(err) && pglite.closed) throw new DatabaseUnavailableError(err);
  throw err;
}

function wrap(pglite: PGlite, target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      try {
        const res = await target.query<T>(sql, params as unknown[]);
        return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
      } catch (err) {
        return translate(pglite, err);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await target.exec(sql);
      } catch (err) {
        translate(pglite, err);
      }
    },
  };
}

export interface PgliteOptions {
  /** A directory on disk; omitted = in memory. */
  dataDir?: string;
  /** A data directory tarball (from `dumpDataDir`) to start from: the tests' migrated template. */
  loadDataDir?: Blob | File;
  /** Statements running longer are cancelled (57014), as statement_timeout does on a server. */
  statementTimeoutMs?: number;
  /** Called once `dataDir` is locked for this process, before PostgreSQL starts. */
  onLocked?: () => void;
}

export async function openPglite(options: PgliteOptions): Promise<Database & { pglite: WatchedPGlite }> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    lock = lockDataDir(options.dataDir);
    options.onLocked?.();
  }
  let pglite: WatchedPGlite | undefined;
  // Compiling and instantiating WebAssembly is V8's background work, which does not keep Node's event
  // loop alive. When nothing else does (a start with every module loaded, waiting on the compile),
  // Node leaves the loop and blocks its thread until every background task is done, the optimizing
  // compiler's included, and runs what the compile's result resumes (the rest of the start-up,
  // listening, the first statements) inside that wait, polling no socket until the compiler is
  // idle again: a warm restart answered its first request half a second after the work before it
  // ended. A timer held until the database is ready keeps the loop, and so the sockets, running.
  const awake = setInterval(() => undefined, 60_000);
  try {
    pglite = new WatchedPGlite({
      pgliteWasmModule: await compiledPglite(),
      ...(options.dataDir ? { dataDir: `${options.dataDir}/pgdata` } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: pgliteExtensions,
      parsers: valueParsers,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    await pglite.waitReady;
    if (options.statementTimeoutMs) pglite.watch(options.statementTimeoutMs);
  } catch (err) {
    await pglite?.close().catch(() => undefined);
    lock?.release();
    throw err;
  } finally {
    clearInterval(awake);
  }
  const root = wrap(pglite, pglite);
  // Every use of the database below waits its turn here, in arrival order (see DatabaseTurns);
  // PGlite's own mutexes are then only ever taken by the one call whose turn it is.
  const turns = new DatabaseTurns();
  return {
    kind: 'pglite',
    pglite,
    query: (sql, params) => turns.run(() => root.query(sql, params)),
    exec: (sql) => turns.run(() => root.exec(sql)),
    async transaction<T>(work: (tx: Queryable) => Promise<T>, setup: readonly Statement[] = []): Promise<T> {
      // Errors of the work are its own (already translated where they came from the database);
      // only BEGIN, COMMIT and ROLLBACK, which PGlite runs itself, are translated here.
      let workError: { err: unknown } | undefined;
      try {
        return await turns.run(() =>
          pglite.transaction(async (tx) => {
            try {
              const q = wrap(pglite, tx);
              for (const s of setup) await q.query(s.text, s.values);
              return await work(q);
            } catch (err) {
              workError = { err };
              throw err;
            }
          }),
        );
      } catch (err) {
        if (workError?.err === err) throw err;
        return translate(pglite, err);
      }
    },
    async queryOnce<T>(setup: readonly Statement[], sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      // One connection, in process: no round trips to save, only the transaction to share, which
      // the settings are local to and a failure rolls back.
      try {
        return await turns.run(() =>
          pglite.transaction(async (tx) => {
            for (const s of setup) await tx.query(s.text, s.values as unknown[]);
            const res = await tx.query<T>(sql, params as unknown[]);
            return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
          }),
        );
      } catch (err) {
        return translate(pglite, err);
      }
    },
    listen(channel: string, events: ListenEvents): Listener {
      // The one connection listens: its notifications are delivered after each statement that
      // committed them, to every callback registered here (each API app on this database has one).
      const unlisten = turns.run(() => pglite.listen(channel, (payload) => events.onNotification(payload)));
      return {
        ready: unlisten.then(() => undefined),
        async close() {
          const stop = await unlisten;
          await turns.run(async () => {
            if (!pglite.closed) await stop();
          });
        },
      };
    },
    async close() {
      try {
        // In its turn, as PGlite itself orders it: every call made before close() runs first.
        await turns.run(async () => {
          if (!pglite.closed) await pglite.close();
        });
      } finally {
        lock?.release();
      }
    },
  };
}
