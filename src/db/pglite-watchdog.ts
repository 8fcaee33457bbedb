import { Session } from 'node:inspector';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/*
 * PGlite runs PostgreSQL as WebAssembly on the JavaScript thread that opened it (the service's own
 * thread for it, src/db/pglite-thread.ts; the main thread in tests and scripts): a statement is one
 * synchronous call, during which nothing else on that thread runs, timers included. PostgreSQL's
 * statement_timeout is a SIGALRM that the WebAssembly build emulates with setTimeout, so it can only
 * fire after the statement is over (measured: `set statement_timeout = 300` left a 19 s statement
 * running to its end). A server would cancel the statement; here nothing did, and one heavy request
 * held the whole service, health checks included, for as long as it ran.
 *
 * The watchdog restores the cancel (watch; for a database on a worker thread, watchThread). A worker
 * thread, which keeps running while the main thread is inside WebAssembly, reads when the current
 * call started (shared memory) and, once it has run longer than the timeout, asks the main thread
 * through the in-process inspector to cancel it. The inspector delivers its messages at V8's
 * interrupt checks, which WebAssembly loops also make, so the cancel runs in the middle of the
 * statement. It does what a server backend's SIGINT handler does: it sets QueryCancelPending and
 * InterruptPending, so the statement stops at its next CHECK_FOR_INTERRUPTS with 57014
 * (query_canceled), its transaction is aborted the ordinary way and the database answers the next
 * statement. A wait inside PostgreSQL that does not check for interrupts (pg_sleep here) ends first;
 * the app's statements compute and check.
 */

/** Where the cancel hooks of this process's watched databases are found by the inspector's call. */
const REGISTRY_KEY = 'parking-service.pglite-watchdog';

interface Cancellable {
  cancel(call: number): void;
}

function registry(): Map<number, Cancellable> {
  const g = globalThis as unknown as Record<symbol, Map<number, Cancellable> | undefined>;
  return (g[Symbol.for(REGISTRY_KEY)] ??= new Map());
}

/** The addresses of PostgreSQL's interrupt flags, which the PGlite build exports. */
interface InterruptFlags {
  _QueryCancelPending?: number;
  _InterruptPending?: number;
  setValue(ptr: number, value: number, type: 'i32'): void;
}

// The worker is plain JavaScript evaluated from this string, so it runs the same under tsx, vitest
// and built code, and needs nothing but Node's own modules.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { Session } = require('node:inspector');
const { state, timeoutMs, tickMs, id, key } = workerData;
const running = new Int32Array(state, 0, 1);
const startedAt = new Float64Array(state, 8, 1);
const session = new Session();
session.connectToMainThread();
let cancelled = 0;
setInterval(() => {
  const call = Atomics.load(running, 0);
  if (call === 0 || call === cancelled) return;
  const started = startedAt[0];
  // Call numbers only grow: the same number before and after means the start time is this call's.
  if (Atomics.load(running, 0) !== call || Date.now() - started < timeoutMs) return;
  cancelled = call;
  session.post('Runtime.evaluate', {
    expression: 'globalThis[Symbol.for(' + JSON.stringify(key) + ')].get(' + id + ')?.cancel(' + call + ')',
  });
}, tickMs);
`;

let nextId = 1;

/** How often a watcher looks: a cancel lands within one tick after the timeout. */
function tickFor(timeoutMs: number): number {
  return Math.min(50, Math.max(5, Math.floor(timeoutMs / 20)));
}

/** What a watcher on another thread needs: the current call's number and start, and whom to cancel. */
export interface WatchedCalls {
  state: SharedArrayBuffer;
  id: number;
  key: string;
}

/**
 * The watchdog of WORKER_SOURCE run by the thread that started `worker`, for a database running on
 * that worker (src/db/pglite-thread.ts): a worker's own watchdog thread would reach the process's
 * main thread, not the worker, with its inspector session, so the main thread watches instead and
 * delivers the cancel through its inspector's session with the worker (NodeWorker), also at V8's
 * interrupt checks. Call before the worker runs statements; `stop` when the database closes.
 */
export function watchThread(worker: Worker, calls: WatchedCalls, timeoutMs: number): { stop(): void } {
  const running = new Int32Array(calls.state, 0, 1);
  const startedAt = new Float64Array(calls.state, 8, 1);
  const session = new Session();
  session.connect();
  let workerSession: string | undefined;
  // The inspector numbers workers its own way; their title carries the thread's id.
  const title = `[worker ${worker.threadId}]`;
  session.on('NodeWorker.attachedToWorker', ({ params }) => {
    if (params.workerInfo.title === title || params.workerInfo.title.startsWith(`${title} `)) workerSession = params.sessionId;
  });
  session.post('NodeWorker.enable', { waitForDebuggerOnStart: false });
  let cancelled = 0;
  let message = 0;
  // The same check as WORKER_SOURCE's loop.
  const timer = setInterval(() => {
    const call = Atomics.load(running, 0);
    if (call === 0 || call === cancelled || !workerSession) return;
    const started = startedAt[0]!;
    if (Atomics.load(running, 0) !== call || Date.now() - started < timeoutMs) return;
    cancelled = call;
    const expression = `globalThis[Symbol.for(${JSON.stringify(calls.key)})].get(${calls.id})?.cancel(${call})`;
    session.post('NodeWorker.sendMessageToWorker', {
      sessionId: workerSession,
      message: JSON.stringify({ id: ++message, method: 'Runtime.evaluate', params: { expression } }),
    });
  }, tickFor(timeoutMs));
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      session.disconnect();
    },
  };
}

/**
 * PGlite whose statements are cancelled once they run longer than `statementTimeoutMs` (set by
 * `watch`; before that, and without it, statements run to their end as in plain PGlite).
 */
export class WatchedPGlite extends PGlite {
  #id = nextId++;
  #worker: Worker | undefined;
  #running: Int32Array | undefined;
  #startedAt: Float64Array | undefined;
  #call = 0;
  #inCall = false;
  #cancelRequested = false;

  /** Starts the watchdog; call once the database is ready (its own start-up is not watched). */
  watch(statementTimeoutMs: number): void {
    const { state, id, key } = this.watchedCalls();
    this.#worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { state, timeoutMs: statementTimeoutMs, tickMs: tickFor(statementTimeoutMs), id, key },
    });
    // The watchdog must never keep the process alive, nor take it down.
    this.#worker.unref();
    this.#worker.on('error', () => undefined);
  }

  /**
   * Makes this database's statements cancellable by a watcher on another thread (watch's worker, or
   * watchThread on the thread that started this one) and answers what the watcher reads.
   */
  watchedCalls(): WatchedCalls {
    if (this.#running) throw new Error('the watchdog is already running');
    const flags = this.#flags();
    if (flags._QueryCancelPending === undefined || flags._InterruptPending === undefined) {
      throw new Error('This PGlite build exports no QueryCancelPending: statement timeouts cannot be enforced on it.');
    }
    const state = new SharedArrayBuffer(16);
    this.#running = new Int32Array(state, 0, 1);
    this.#startedAt = new Float64Array(state, 8, 1);
    registry().set(this.#id, { cancel: (call) => this.#cancel(call) });
    return { state, id: this.#id, key: REGISTRY_KEY };
  }

  override execProtocolRawSync(message: Uint8Array): Uint8Array {
    const running = this.#running;
    if (!running) return super.execProtocolRawSync(message);
    this.#startedAt![0] = Date.now();
    this.#inCall = true;
    Atomics.store(running, 0, ++this.#call);
    try {
      return super.execProtocolRawSync(message);
    } finally {
      Atomics.store(running, 0, 0);
      this.#inCall = false;
      if (this.#cancelRequested) {
        // A cancel that arrived after the statement's last check must not cancel the next one.
        this.#cancelRequested = false;
        const flags = this.#flags();
        flags.setValue(flags._QueryCancelPending!, 0, 'i32');
      }
    }
  }

  override async close(): Promise<void> {
    try {
      await super.close();
    } finally {
      registry().delete(this.#id);
      const worker = this.#worker;
      this.#worker = undefined;
      this.#running = undefined;
      await worker?.terminate();
    }
  }

  #cancel(call: number): void {
    // Runs on this thread, between two instructions of the statement (or after it, then a no-op).
    if (!this.#inCall || call !== this.#call) return;
    const flags = this.#flags();
    flags.setValue(flags._QueryCancelPending!, 1, 'i32');
    flags.setValue(flags._InterruptPending!, 1, 'i32');
    this.#cancelRequested = true;
  }

  #flags(): InterruptFlags {
    return this.mod as unknown as InterruptFlags;
  }
}
