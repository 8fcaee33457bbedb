import { AsyncResource } from 'node:async_hooks';

/*
 * PGlite runs each statement synchronously on this process's one JavaScript thread and hands its
 * mutexes on through promise continuations, so a backlog of database calls used to run back to back
 * as one macrotask, with no I/O in between. Under load each turn of the event loop then lasted as
 * long as every request read in the turn before it (50 connections × a few ms), and Node (libuv
 * 1.45 and later) accepts one new connection per turn: a burst of new connections was let in one
 * per turn, the last after seconds, while the connections already in were served every turn. Those
 * first requests were the whole tail (docs/benchmarks.md, "PGlite's tail").
 *
 * Calls now wait here in arrival order, and each starts in a turn of the event loop of its own (the
 * first of an idle turn at once, the next from setImmediate, after the loop has polled for I/O).
 * Between any two calls connections are accepted and requests read and queued, so a request waits
 * for the calls that arrived before it and no more. The service now runs the database on a thread of
 * its own (src/db/pglite-thread.ts), where the calls keep this order and the requests' thread is
 * never held; tests and scripts that open PGlite in-thread still rely on the turns as above.
 */
export class DatabaseTurns {
  readonly #waiting: Array<() => void> = [];
  /** A call holds the database (it may await other things in the middle of a transaction). */
  #busy = false;
  /** A call started in this turn of the event loop; cleared by the setImmediate it scheduled. */
  #turnTaken = false;

  /** Runs `call` once every call that arrived before it has ended, in a turn of its own. */
  run<T>(call: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The call runs in its caller's async context, not in that of whatever started its turn: a
      // transaction's work is its caller's code, and what it finds in AsyncLocalStorage must be too.
      const start = AsyncResource.bind(() => {
        let running: Promise<T>;
        try {
          running = call();
        } catch (err) {
          running = Promise.reject(err);
        }
        running.then(resolve, reject).finally(() => {
          this.#busy = false;
          this.#next();
        });
      });
      this.#waiting.push(start);
      this.#next();
    });
  }

  #next(): void {
    if (this.#busy || this.#turnTaken || this.#waiting.length === 0) return;
    this.#busy = true;
    this.#turnTaken = true;
    setImmediate(() => {
      this.#turnTaken = false;
      this.#next();
    });
    this.#waiting.shift()!();
  }
}
