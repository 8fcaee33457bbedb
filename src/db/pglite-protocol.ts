/*
 * The messages between the main thread and the embedded database's thread (pglite-thread.ts,
 * pglite-host.ts), and errors as they cross: structured cloning keeps an Error's message and stack
 * but drops the fields the rest of the service reads (a SQLSTATE's code, detail, constraint...) and
 * its class, so they are carried as data and the classes that matter are made again.
 */
import { DataDirLockedError } from './data-dir-lock.js';
import type { PgliteOptions } from './pglite.js';
import type { WatchedCalls } from './pglite-watchdog.js';
import { DatabaseUnavailableError, type Statement } from './types.js';

export type HostRequest =
  | { op: 'open'; id: number; options: PgliteOptions }
  | { op: 'query'; id: number; sql: string; params: readonly unknown[] }
  | { op: 'exec'; id: number; sql: string }
  | { op: 'queryOnce'; id: number; setup: readonly Statement[]; sql: string; params: readonly unknown[] }
  | { op: 'begin'; id: number; setup: readonly Statement[] }
  | { op: 'txQuery'; id: number; tx: number; sql: string; params: readonly unknown[] }
  | { op: 'txExec'; id: number; tx: number; sql: string }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; listener: number; channel: string }
  | { op: 'unlisten'; id: number; listener: number }
  | { op: 'close'; id: number };

export type HostReply =
  | { id: number; value: unknown }
  | { id: number; error: SerializedError }
  | { event: 'locked' }
  | { event: 'ready'; calls?: WatchedCalls }
  | { event: 'failed'; error: SerializedError }
  | { event: 'notification'; listener: number; payload: string };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** The error's own fields (a database error's code, detail, constraint, table...). */
  fields: Record<string, unknown>;
  /** DatabaseUnavailableError: its cause. */
  unavailable?: SerializedError;
}

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function' || key === 'cause') continue;
    // PGlite puts the statement's values (params, bigints included) and its options (parser
    // functions) on its errors. A field that cannot be cloned is left out: it would fail the
    // message, and with it the thread. A JSON copy threw on a bigint and did exactly that.
    try {
      fields[key] = structuredClone(value);
    } catch {
      // not cloneable: left out
    }
  }
  return {
    name: err.name,
    message: err.message,
    ...(err.stack ? { stack: err.stack } : {}),
    fields,
    ...(err instanceof DatabaseUnavailableError ? { unavailable: serializeError(err.cause) } : {}),
  };
}

export function deserializeError(e: SerializedError): Error {
  if (e.unavailable) return new DatabaseUnavailableError(deserializeError(e.unavailable));
  const err =
    e.name === 'DataDirLockedError' ? new DataDirLockedError(String(e.fields.dataDir), Number(e.fields.pid)) : Object.assign(new Error(e.message), e.fields);
  err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}
