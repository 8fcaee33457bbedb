import pg from 'pg';
import type { Logger } from '../logger.js';
import { Pipeline } from './pipeline.js';
import { valueParsers } from './type-parsers.js';
import { DatabaseUnavailableError, hasSqlState, isNodeSystemError, type Database, type Listener, type ListenEvents, type Queryable, type QueryOptions, type QueryResult, type Statement } from './types.js';

// Per-pool parsers (not pg's global ones), shared with PGlite.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return valueParsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
};

/**
 * pg and pg-pool report a connection they could not get, lost or were told to stop using with
 * plain Errors that carry no code; these are their messages (pg 8). Everything else without a
 * SQLSTATE (a value pg cannot serialise, a protocol surprise) is a bug of ours.
 */
const CONNECTION_FAILURES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or while ending
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Cannot use a pool after calling end on the pool$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

export function isConnectionFailure(err: unknown): boolean {
  return isNodeSystemError(err) || (err instanceof Error && CONNECTION_FAILURES.some((pattern) => pattern.test(err.message)));
}

function translate(err: unknown): never {
  if (!hasSqlState(err) && isConnectionFailure(err)) throw new DatabaseUnavailableError(err);
  throw err;
}

/** Runs statements in one round trip on a checked-out client (see Pipeline). */
async function pipelined<T>(client: pg.ClientBase, statements: readonly Statement[]): Promise<QueryResult<T>> {
  const pipeline = new Pipeline(statements, typeParsers);
  void client.query(pipeline as unknown as pg.QueryConfig);
  const res = await pipeline.promise;
  return { rows: res.rows as T[], rowCount: res.rowCount };
}

/**
 * Statements on a connection of the pool's own choosing. The connection goes back to the pool after
 * a statement error (only a lost connection is discarded): pool.query() would discard it, and with
 * it the statements it has prepared.
 */
async function onPooled<T>(pool: pg.Pool, statements: readonly Statement[]): Promise<QueryResult<T>> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    return translate(err);
  }
  let broken: Error | undefined;
  const onLost = (err: Error) => (broken = err);
  client.on('error', onLost);
  try {
    return await pipelined<T>(client, statements);
  } catch (err) {
    if (!hasSqlState(err) && isConnectionFailure(err)) broken ??= err as Error;
    return translate(err);
  } finally {
    client.off('error', onLost);
    client.release(broken);
  }
}

function wrapClient(client: pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      try {
        return await pipelined<T>(client, [{ text: sql, values: params, textAsBytes: options.textAsBytes }]);
      } catch (err) {
        return translate(err);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await client.query(sql);
      } catch (err) {
        translate(err);
      }
    },
  };
}

export interface PostgresOptions {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  /** A connection is closed when next idle after this long; 0 or unset: never (DatabaseConfig). */
  connectionLifetimeSeconds?: number;
  /** How long a request may wait for a pooled connection before it is 503; 5 s unless set. */
  connectionTimeoutMs?: number;
  log?: Logger;
}

/** Waits between attempts to open a listening connection again: 100 ms doubling to 10 s, jittered. */
const LISTEN_BACKOFF_MIN_MS = 100;
const LISTEN_BACKOFF_MAX_MS = 10_000;

export function listenBackoffMs(attempt: number): number {
  const ceiling = Math.min(LISTEN_BACKOFF_MAX_MS, LISTEN_BACKOFF_MIN_MS * 2 ** attempt);
  // Half fixed, half random: processes that lost the server together do not return together.
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to requests). A connection that
 * fails or drops is opened again after a backoff, forever, until close().
 */
function listenOn(options: PostgresOptions, channel: string, events: ListenEvents): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let everListened = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const retry = (err: unknown) => {
    if (closed) return;
    const wait = listenBackoffMs(attempt++);
    options.log?.warn({ err, channel, retry_in_ms: Math.round(wait) }, 'database listener: connection failed or lost; retrying');
    timer = setTimeout(() => void connect(), wait);
  };

  const connect = async () => {
    timer = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString: options.url, application_name: 'parking-service-listen', keepAlive: true });
    client = c;
    let lost = false;
    const onLost = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      c.end().catch(() => undefined);
      if (closed) return;
      if (everListened) events.onLost?.(err);
      retry(err);
    };
    c.on('error', onLost);
    c.on('end', () => onLost(new Error('the listening connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) events.onNotification(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
    } catch (err) {
      onLost(err);
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    if (everListened) events.onRestored?.();
    everListened = true;
    markReady();
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

const BEGIN: Statement = { text: 'BEGIN', values: [] };

/**
 * Run once on each new connection, before its first request. A PostgreSQL backend allocates with
 * the C library's malloc, and glibc gives the top of its heap back to the kernel whenever more than
 * M_TRIM_THRESHOLD (128 KB until adjusted) is free there. A request that runs the fee engine frees
 * some 450 KB at COMMIT, so without this every such transaction gave that memory back and faulted
 * it in again: some 40 page faults and about 15% of the backend's CPU per estimate
 * (docs/benchmarks.md, "The backend's allocator"). glibc raises both thresholds when a block it
 * mapped for a large request is freed (mallopt(3), M_MMAP_THRESHOLD: the threshold follows the
 * largest freed mapped block, and the trim threshold is twice that), so one 2 MB value made and
 * dropped leaves the backend keeping up to 4 MB of free heap instead of 128 KB. Other allocators
 * (musl) just allocate the 2 MB once.
 */
const ALLOCATOR_WARMUP = 'select length(repeat(\'x\', 2 * 1024 * 1024)) as warmed';

export async function openPostgres(options: PostgresOptions): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    maxLifetimeSeconds: options.connectionLifetimeSeconds ?? 0,
    statement_timeout: options.statementTimeoutMs,
    types: typeParsers,
    application_name: 'parking-service',
    // pg-pool awaits this before handing a new connection out. A failed warm-up costs only the
    // speed-up: a connection that is really broken fails the statement that needs it next.
    onConnect: async (client: pg.ClientBase) => {
      await client.query(ALLOCATOR_WARMUP).catch((err: unknown) => options.log?.warn({ err }, 'database connection: allocator warm-up failed'));
    },
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (err) => options.log?.warn({ err }, 'idle database connection lost'));
  return {
    kind: 'postgres',
    pool,
    query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      return onPooled<T>(pool, [{ text: sql, values: params, textAsBytes: options.textAsBytes }]);
    },
    async exec(sql: string): Promise<void> {
      try {
        await pool.query(sql);
      } catch (err) {
        translate(err);
      }
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>, setup: readonly Statement[] = []): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        return translate(err);
      }
      // The pool listens for errors of idle clients only. A connection lost while checked out
      // (between two statements of this transaction) is reported as an 'error' event, which
      // without a listener would crash the process; the statement that needed it fails anyway.
      let broken: Error | undefined;
      const onLost = (err: Error) => {
        broken = err;
        options.log?.warn({ err }, 'database connection lost during a transaction');
      };
      client.on('error', onLost);
      const tx = wrapClient(client);
      try {
        try {
          await pipelined(client, [BEGIN, ...setup]);
        } catch (err) {
          translate(err);
        }
        const result = await work(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          // The connection is unusable; release(err) below discards it instead of pooling it.
          broken ??= rollbackErr as Error;
        }
        throw err;
      } finally {
        client.off('error', onLost);
        client.release(broken);
      }
    },
    queryOnce<T>(setup: readonly Statement[], sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      return onPooled<T>(pool, [...setup, { text: sql, values: params, textAsBytes: options.textAsBytes }]);
    },
    listen(channel, events) {
      return listenOn(options, channel, events);
    },
    async close() {
      // Closing twice is harmless, as with PGlite.
      if (!pool.ending && !pool.ended) await pool.end();
    },
  };
}
