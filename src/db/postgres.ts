import pg from 'pg';
import type { Logger } from '../logger.js';
import { inlineParams } from './inline-params.js';
import { valueParsers } from './type-parsers.js';
import { DatabaseUnavailableError, hasSqlState, type Database, type Queryable, type QueryResult } from './types.js';

// Per-pool parsers (not pg's global ones), shared with PGlite.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return valueParsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
};

function translate(err: unknown): never {
  if (hasSqlState(err)) throw err;
  throw new DatabaseUnavailableError(err);
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      try {
        const res = await target.query(sql, params as unknown[]);
        return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
      } catch (err) {
        return translate(err);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await target.query(sql);
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
  log?: Logger;
}

export async function openPostgres(options: PostgresOptions): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs,
    types: typeParsers,
    application_name: 'parking-service',
  });
  // An idle client losing its connection emits here; without a listener the process would crash.
  pool.on('error', (err) => options.log?.warn({ err }, 'idle database connection lost'));
  const root = wrap(pool);
  return {
    kind: 'postgres',
    pool,
    query: root.query,
    exec: root.exec,
    async transaction<T>(work: (tx: Queryable) => Promise<T>, setupSql?: string): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw new DatabaseUnavailableError(err);
      }
      const tx = wrap(client);
      let broken: Error | undefined;
      try {
        await tx.exec(setupSql ? `BEGIN; ${setupSql}` : 'BEGIN');
        const result = await work(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          // The connection is unusable; release(err) below discards it instead of pooling it.
          broken = rollbackErr as Error;
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async queryOnce<T>(setupSql: string, sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      try {
        const res = (await pool.query(`${setupSql}\n${inlineParams(sql, params)}`)) as unknown as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(res) ? res[res.length - 1]! : res;
        return { rows: last.rows as T[], rowCount: last.rowCount ?? last.rows.length };
      } catch (err) {
        return translate(err);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
