/*
 * The embedded database's thread, an entry of the build as main.ts is (src/db/pglite-thread.ts
 * starts it): openPglite here, its Database answered to the main thread over messages. Everything
 * about PGlite itself (the data directory's lock, the turns, the cancel of a statement past the
 * timeout) is openPglite's, unchanged, except who watches the time: the main thread
 * (watchThread). This file only carries calls and their answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite, type PgliteOptions } from './db/pglite.js';
import { compiledPglite } from './db/pglite-wasm.js';
import type { WatchedCalls } from './db/pglite-watchdog.js';
import { serializeError, type HostReply, type HostRequest } from './db/pglite-protocol.js';
import type { Database, Listener, Queryable, Statement } from './db/types.js';

const port = parentPort!;
const post = (message: HostReply) => port.postMessage(message);

/** Ends a transaction's work: true commits, false rolls back. */
interface OpenTransaction {
  tx: Queryable;
  end(commit: boolean): void;
  done: Promise<void>;
}

/** Thrown from a transaction's work to roll it back without an error of its own. */
const ROLL_BACK = Symbol('roll back');

function serve(db: Database): void {
  const transactions = new Map<number, OpenTransaction>();
  const listeners = new Map<number, Listener>();
  let nextTransaction = 1;

  // An answer that cannot be cloned (postMessage throws) is answered with that error instead: a
  // rejection left unhandled here would end the thread, and with it the database.
  const answer = (id: number, work: () => Promise<unknown>) =>
    work()
      .then(
        (value) => post({ id, value }),
        (err: unknown) => post({ id, error: serializeError(err) }),
      )
      .catch((err: unknown) => post({ id, error: serializeError(err) }));

  // The transaction stays open, its work waiting on the main thread's calls, until `end`.
  const begin = (id: number, setup: readonly Statement[]) => {
    const txId = nextTransaction++;
    let started = false;
    let end!: (commit: boolean) => void;
    const ending = new Promise<boolean>((r) => (end = r));
    const done = db.transaction(async (tx) => {
      started = true;
      transactions.set(txId, { tx, end, done });
      post({ id, value: txId });
      if (!(await ending)) throw ROLL_BACK;
    }, setup);
    // BEGIN or the setup failed: the work never ran, and the caller's begin is what failed.
    done.catch((err: unknown) => {
      if (!started) post({ id, error: serializeError(err) });
    });
  };

  port.on('message', (m: HostRequest) => {
    switch (m.op) {
      case 'open':
        return void post({ id: m.id, error: serializeError(new Error('the database is already open')) });
      case 'query':
        return void answer(m.id, () => db.query(m.sql, m.params));
      case 'exec':
        return void answer(m.id, () => db.exec(m.sql));
      case 'queryOnce':
        return void answer(m.id, () => db.queryOnce(m.setup, m.sql, m.params));
      case 'begin':
        return begin(m.id, m.setup);
      case 'txQuery':
      case 'txExec': {
        const open = transactions.get(m.tx);
        if (!open) return void post({ id: m.id, error: serializeError(new Error(`transaction ${m.tx} is not open`)) });
        return void answer(m.id, () => (m.op === 'txQuery' ? open.tx.query(m.sql, m.params) : open.tx.exec(m.sql)));
      }
      case 'end': {
        const open = transactions.get(m.tx);
        if (!open) return void post({ id: m.id, error: serializeError(new Error(`transaction ${m.tx} is not open`)) });
        transactions.delete(m.tx);
        open.end(m.commit);
        return void answer(m.id, () =>
          open.done.catch((err: unknown) => {
            if (err !== ROLL_BACK) throw err;
          }),
        );
      }
      case 'listen': {
        const listener = db.listen!(m.channel, { onNotification: (payload) => post({ event: 'notification', listener: m.listener, payload }) });
        listeners.set(m.listener, listener);
        return void answer(m.id, () => listener.ready);
      }
      case 'unlisten': {
        const listener = listeners.get(m.listener);
        listeners.delete(m.listener);
        return void answer(m.id, async () => listener?.close());
      }
      case 'close':
        return void answer(m.id, () => db.close());
    }
  });
}

// Started early (src/main.ts) the thread is told the data directory and opens it at once, while the
// main thread loads the service and reads the configuration; the open message then confirms it
// (adding the statement timeout) or names other options, and the early database is closed.
const early = (workerData as { dataDir?: string } | null)?.dataDir;
let earlyLocked = false;
let opening: Promise<Awaited<ReturnType<typeof openPglite>>> | undefined = early
  ? openPglite({ dataDir: early, onLocked: () => (earlyLocked = true) })
  : undefined;
// Reported when the open message asks for it (a rejection left for later is not unhandled).
opening?.catch(() => undefined);
if (!early) compiledPglite().catch(() => undefined);

/**
 * The database the open message asks for; `onLocked` once its data directory is held. With a
 * statement timeout its calls are made cancellable, and the main thread watches them (watchThread):
 * a watchdog thread started here would reach the main thread, not this one.
 */
async function open(options: PgliteOptions, onLocked: () => void): Promise<{ db: Database; calls?: WatchedCalls }> {
  const { statementTimeoutMs, ...where } = options;
  if (opening && !(where.dataDir === early && !where.loadDataDir)) {
    await (await opening.catch(() => undefined))?.close();
    opening = undefined;
  }
  // openPglite locks before its first await: the early open holds its lock by now, unless it failed.
  if (opening && earlyLocked) onLocked();
  const db = await (opening ?? openPglite({ ...where, onLocked }));
  return statementTimeoutMs ? { db, calls: db.pglite.watchedCalls() } : { db };
}

port.once('message', (m: HostRequest) => {
  if (m.op !== 'open') return void post({ event: 'failed', error: serializeError(new Error(`expected open, got ${m.op}`)) });
  open(m.options, () => post({ event: 'locked' })).then(
    ({ db, calls }) => {
      serve(db);
      post({ event: 'ready', ...(calls ? { calls } : {}) });
    },
    (err: unknown) => post({ event: 'failed', error: serializeError(err) }),
  );
});
