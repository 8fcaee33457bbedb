/** What both drivers (PGlite and a `pg` pool) offer the rest of the service. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** One statement with `$n` parameters, its values sent bound (never inlined into the text). */
export interface Statement {
  text: string;
  values: readonly unknown[];
  /** See QueryOptions. */
  textAsBytes?: boolean;
}

export interface QueryOptions {
  /**
   * The result's values only pass through (a response body the database serialized): a driver that
   * can hands each one over as its UTF-8 bytes (a Buffer), unparsed, instead of decoding it to a
   * string (src/db/row-bytes.ts). A hint: PGlite answers strings, so a caller takes either.
   */
  textAsBytes?: boolean;
}

export interface Queryable {
  /** One statement with `$n` parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` inside one transaction. The `setup` statements (such as the caller's
   * `set_config(...)`) are sent together with BEGIN, saving a round trip per request.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, setup?: readonly Statement[]): Promise<T>;
  /**
   * One statement after the `setup` statements, in a single round trip and one implicit
   * transaction (so transaction-local settings hold for the statement, and a failure leaves nothing
   * behind). On a server every statement is a named prepared statement of the connection, its
   * values bound: nothing is parsed twice on a connection, and no value becomes SQL text.
   */
  queryOnce<T = Record<string, unknown>>(setup: readonly Statement[], sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /**
   * LISTENs on `channel` on a connection of its own (PGlite: its one connection), for as long as the
   * returned listener is open. A server connection that drops is opened again with backoff; what
   * was notified while it was down is lost (NOTIFY keeps nothing for absent listeners), which the
   * events say. Absent on wrappers that do not pass it on.
   */
  listen?(channel: string, events: ListenEvents): Listener;
  close(): Promise<void>;
}

export interface ListenEvents {
  /** A notification's payload, in commit order. */
  onNotification(payload: string): void;
  /** The connection was lost; notifications until `onRestored` are missed. */
  onLost?(err: unknown): void;
  /** Listening again after a loss. */
  onRestored?(): void;
}

export interface Listener {
  /** Resolves once LISTEN is first in place; a failing first connection is retried like a lost one. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Thrown by a driver when the database cannot be reached (refused, dropped, closed, pool
 * exhausted), and only then: the error mapping turns it into 503 `service_unavailable` without
 * looking at text. Each driver recognises its transport failures positively; any other error
 * without a SQLSTATE is a bug and stays itself (500, logged at error).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * A server-side error: it carries a SQLSTATE. No SQLSTATE class starts with E, while five-letter
 * Node system codes do (EPIPE, EPERM): those are not the server's.
 */
export function hasSqlState(err: unknown): err is Error & { code: string } {
  return (
    err instanceof Error &&
    typeof (err as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as unknown as { code: string }).code) &&
    !isNodeSystemError(err)
  );
}

/**
 * A Node system error of the network or the resolver (ECONNREFUSED, ECONNRESET, ETIMEDOUT, EPIPE,
 * ENOTFOUND, EAI_AGAIN...). Node's own `ERR_*` codes mean a program called an API wrongly: bugs.
 */
export function isNodeSystemError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  return err instanceof Error && typeof code === 'string' && /^E[A-Z0-9_]+$/.test(code) && !code.startsWith('ERR_');
}
