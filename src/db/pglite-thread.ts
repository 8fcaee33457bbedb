import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataDirLockedError } from './data-dir-lock.js';
import { watchThread } from './pglite-watchdog.js';
import type { PgliteOptions } from './pglite.js';
import { deserializeError, type HostReply, type HostRequest, type SerializedError } from './pglite-protocol.js';
import { DatabaseUnavailableError, type Database, type Listener, type ListenEvents, type Queryable, type QueryResult, type Statement } from './types.js';

/*
 * The embedded database on a thread of its own. PGlite runs each statement synchronously on the
 * thread that calls it; on the main thread that was the API's own, so a warm start loaded the
 * service's modules and then started PostgreSQL one after the other on one core (most of a second
 * each, issue 21 item 4), and every statement stopped HTTP parsing, routing and JSON for as long as
 * it ran. Here PostgreSQL starts while the modules load, and statements run beside the requests.
 *
 * The database is openPglite's, opened on that thread (pglite-host.ts) and answered over messages;
 * this side is the same Database. Each call costs a message each way (tens of µs).
 */

type Request = HostRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The thread's entry, src/pglite-host: built (dist/) or as TypeScript (tsx, vitest). */
function hostWorker(dataDir?: string): Worker {
  const typescript = import.meta.url.endsWith('.ts');
  const url = new URL(typescript ? '../pglite-host.ts' : '../pglite-host.js', import.meta.url);
  if (!typescript) return new Worker(url, { workerData: { dataDir } });
  // TypeScript sources (tsx, vitest) start through scripts/tsx-thread.mjs, which gives the new thread
  // tsx's loader: a thread does not inherit the one --import tsx registered on this one.
  return new Worker(new URL('../../scripts/tsx-thread.mjs', import.meta.url), { workerData: { dataDir, entry: url.href } });
}

let early: Worker | undefined;

/**
 * Starts the thread before the configuration is read (src/main.ts, when DATABASE_URL is empty) and
 * opens `dataDir` on it at once (src/data-dir.ts reads DATA_DIR as the configuration does): PGlite
 * loads, its WebAssembly compiles and PostgreSQL starts while the main thread loads the service.
 * The next openPgliteThread takes the thread over, and the database if it names the same directory
 * (another is opened instead). It keeps nothing alive until then.
 */
export function startPgliteThread(dataDir: string): void {
  if (early) return;
  const worker = hostWorker(dataDir);
  early = worker;
  worker.unref();
  // A thread that fails before it is taken over is not taken over: openPgliteThread starts another,
  // whose failure, if it fails alike, is the one reported.
  const failed = () => {
    if (early === worker) early = undefined;
  };
  worker.on('error', failed);
  worker.on('exit', failed);
}

/**
 * Data directories open on a thread of this process. Each thread has its own copy of the lock's
 * module, which takes a lock file naming this process for one it may take over, so a second open
 * here is refused here, as the lock refuses one in the same thread.
 */
const opened = new Set<string>();

export async function openPgliteThread(options: PgliteOptions): Promise<Database> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : '';
  if (dataDir && opened.has(dataDir)) throw new DataDirLockedError(options.dataDir!, process.pid);
  if (dataDir) opened.add(dataDir);
  try {
    return await openOnThread(options, dataDir);
  } catch (err) {
    opened.delete(dataDir);
    throw err;
  }
}

async function openOnThread(options: PgliteOptions, dataDir: string): Promise<Database> {
  const worker = early ?? hostWorker();
  early = undefined;
  worker.ref();
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: unknown): void }>();
  const listening = new Map<number, ListenEvents>();
  let nextId = 1;
  let nextListener = 1;
  /** Set once the thread is gone: every call after fails as the closed in-thread database's do. */
  let gone: Error | undefined;

  let watchdog: { stop(): void } | undefined;
  let openError: Error | undefined;
  let held!: () => void;
  /** The data directory is this thread's (or the open has failed): the database may be handed out. */
  const usable = new Promise<void>((resolve) => (held = resolve));
  /** PostgreSQL answers: calls made before wait for it. */
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: HostReply) => {
      if ('event' in m) {
        if (m.event === 'locked') held();
        else if (m.event === 'ready') {
          if (m.calls && options.statementTimeoutMs) watchdog = watchThread(worker, m.calls, options.statementTimeoutMs);
          resolve();
          held();
        } else if (m.event === 'failed') {
          openError ??= deserializeError(m.error);
          reject(openError);
          held();
        } else listening.get(m.listener)?.onNotification(m.payload);
        return;
      }
      const call = pending.get(m.id);
      if (!call) return;
      pending.delete(m.id);
      if ('error' in m) call.reject(deserializeError(m.error as SerializedError));
      else call.resolve(m.value);
    });
    const lost = (err: Error) => {
      gone ??= new DatabaseUnavailableError(err);
      watchdog?.stop();
      opened.delete(dataDir);
      openError ??= err;
      reject(err);
      held();
      for (const call of pending.values()) call.reject(gone);
      pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the embedded database's thread ended (exit code ${code})`)));
  });
  // A failed open is the first caller's to report (openPgliteThread's, or the first call's).
  ready.catch(() => undefined);

  // The thread keeps the process alive while it opens and while a call waits for it, as a statement
  // in progress would on the main thread; an idle database does not, as PGlite on the main thread
  // did not.
  let isReady = false;
  const settled = () => {
    if (isReady && pending.size === 0) worker.unref();
  };
  const send = <T>(request: Request): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      try {
        worker.postMessage({ ...request, id } as HostRequest);
      } catch (err) {
        // A value that cannot cross (a function, a symbol): refused as a driver refuses it.
        pending.delete(id);
        reject(err);
      }
    }).finally(settled);
  };
  const call = <T>(request: Request): Promise<T> => (isReady ? send<T>(request) : ready.then(() => send<T>(request)));

  worker.postMessage({ op: 'open', id: 0, options } satisfies HostRequest);
  // Handed out once the data directory is held, before PostgreSQL has started (the start-up builds
  // the app meanwhile, src/server.ts); an open that fails before that fails here.
  await usable;
  if (openError) {
    opened.delete(dataDir);
    await worker.terminate();
    throw openError;
  }
  ready.then(
    () => {
      isReady = true;
      settled();
    },
    async (err: unknown) => {
      gone ??= err instanceof Error ? err : new Error(String(err));
      opened.delete(dataDir);
      await worker.terminate();
    },
  );

  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) => call<QueryResult<T>>({ op: 'query', sql, params }),
    exec: (sql: string) => call<void>({ op: 'exec', sql }),
    queryOnce: <T>(setup: readonly Statement[], sql: string, params: readonly unknown[] = []) =>
      call<QueryResult<T>>({ op: 'queryOnce', setup, sql, params }),
    async transaction<T>(work: (tx: Queryable) => Promise<T>, setup: readonly Statement[] = []): Promise<T> {
      const tx = await call<number>({ op: 'begin', setup });
      const inside: Queryable = {
        query: <R>(sql: string, params: readonly unknown[] = []) => call<QueryResult<R>>({ op: 'txQuery', tx, sql, params }),
        exec: (sql: string) => call<void>({ op: 'txExec', tx, sql }),
      };
      let result: T;
      try {
        result = await work(inside);
      } catch (err) {
        // The work's own error is the answer; the rollback's, if any, would only hide it.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    listen(channel: string, events: ListenEvents): Listener {
      const listener = nextListener++;
      listening.set(listener, events);
      const ready = call<void>({ op: 'listen', listener, channel });
      return {
        ready,
        async close() {
          listening.delete(listener);
          if (!gone) await call({ op: 'unlisten', listener });
        },
      };
    },
    async close() {
      await ready.catch(() => undefined);
      if (gone) return;
      try {
        await call({ op: 'close' });
      } finally {
        gone = new DatabaseUnavailableError(new Error('the embedded database is closed'));
        watchdog?.stop();
        opened.delete(dataDir);
        await worker.terminate();
      }
    },
  };
}
