import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { openPostgres } from '../../src/db/postgres.js';
import { DatabaseUnavailableError, hasSqlState, isNodeSystemError, type Database } from '../../src/db/types.js';
import { createDeps } from '../../src/deps.js';
import { createHarness, testConfig } from '../support/harness.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Which failures are the database being unreachable (503, retry later), which are the request's
 * fault (422), and which are bugs (500). Before, every error without a SQLSTATE was taken for an
 * unreachable database, and data exceptions other than a few were 500.
 */

async function caught(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

function expectUnavailable(err: unknown) {
  expect(err).toBeInstanceOf(DatabaseUnavailableError);
  expect(mapDatabaseError(err)).toMatchObject({ code: 'service_unavailable', status: 503, retryAfter: 5 });
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/** Nothing listens on port 1 of the loopback interface: connecting is refused at once. */
const REFUSING_URL = 'postgres://postgres@127.0.0.1:1/parking';

describe('transport failures are 503', () => {
  it('a refused connection (ECONNREFUSED), on every path of the driver', async () => {
    const db = await openPostgres({ url: REFUSING_URL, poolSize: 1, statementTimeoutMs: 1_000 });
    try {
      for (const attempt of [db.query('select 1'), db.exec('select 1'), db.queryOnce([{ text: 'select 1', values: [] }], 'select 2'), db.transaction((tx) => tx.query('select 1'))]) {
        const err = await caught(attempt);
        expectUnavailable(err);
        expect(((err as Error).cause as { code: string }).code).toBe('ECONNREFUSED');
      }
    } finally {
      await db.close();
    }
  });

  it('a refused connection answers 503 with Retry-After through HTTP', async () => {
    const db = await openPostgres({ url: REFUSING_URL, poolSize: 1, statementTimeoutMs: 1_000 });
    const database: TestDatabase = { db, appDb: db, url: undefined, appUrl: undefined, drop: () => db.close() };
    const h = await createHarness({ database });
    try {
      const res = await h.request('/v1/codes');
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'service_unavailable', request_id: res.headers.get('x-request-id') });
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await h.close();
    }
  });

  it('tells Node system errors from SQLSTATEs and from Node’s programming errors', () => {
    const system = (code: string) => Object.assign(new Error(`connect ${code}`), { code, errno: -1, syscall: 'connect' });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']) {
      expect(isNodeSystemError(system(code)), code).toBe(true);
      expect(hasSqlState(system(code)), code).toBe(false);
    }
    const misuse = Object.assign(new TypeError('The "path" argument must be of type string'), { code: 'ERR_INVALID_ARG_TYPE' });
    expect(isNodeSystemError(misuse)).toBe(false);
    expect(isNodeSystemError(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('transport failures of a server are 503', () => {
  it('a pool that cannot hand out a connection in time', async () => {
    const db = await openPostgres({ url: t.url!, poolSize: 1, statementTimeoutMs: 10_000, connectionTimeoutMs: 50 });
    // The one connection is opened first (on a busy machine that may take more than 50 ms: retried),
    // so that the holder below takes it from the pool and only the second caller waits.
    for (let attempt = 0; ; attempt++) {
      const failed = await db.query('select 1').then(() => false, () => attempt < 50);
      if (!failed) break;
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async () => {
      holding();
      await held;
    });
    try {
      await Promise.race([isHeld, holder]);
      const err = await caught(db.query('select 1'));
      expectUnavailable(err);
      expect(((err as Error).cause as Error).message).toBe('timeout exceeded when trying to connect');
    } finally {
      release();
      await holder;
      await db.close();
    }
  });

  it('a connection that drops while a statement runs', async () => {
    const target = new URL(t.url!);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = new URL(t.url!);
    url.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const db: Database = await openPostgres({ url: url.toString(), poolSize: 1, statementTimeoutMs: 10_000 });
    try {
      const err = await caught(
        db.transaction(async (tx) => {
          await tx.query('select 1');
          const running = tx.query('select pg_sleep(10)');
          for (const s of sockets) s.destroy();
          await running;
        }),
      );
      expectUnavailable(err);
    } finally {
      await db.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('the rest: data exceptions are 422, anything else is a bug; a closed database is 503', () => {
  it.each([
    ['22021', `select convert_from('\\x00'::bytea, 'UTF8')`],
    ['22P05', `select '"\\u0000"'::jsonb`],
    ['22009', `select '2020-01-01 00:00+25:00'::timestamptz`],
    ['22012', 'select 1 / 0'],
    ['22023', `select make_timestamptz(2020, 1, 1, 0, 0, 0, '+99:00')`],
  ])('SQLSTATE %s (class 22, data exception) is 422 validation_error with a param', async (sqlState, sql) => {
    const err = await caught(t.db.query(sql));
    expect((err as { code: string }).code).toBe(sqlState);
    const mapped = mapDatabaseError(err);
    expect(mapped).toMatchObject({ code: 'validation_error', status: 422, param: null, messageKey: 'errors.invalid_value' });
  });

  it('U+0000 in a parameter is refused by the server (22021) on both paths, not as an outage', async () => {
    const bound = await caught(t.db.query('select $1::text', ['a\u0000b']));
    const once = await caught(t.db.queryOnce([{ text: 'select 1', values: [] }], 'select $1::text', ['a\u0000b']));
    for (const err of [bound, once]) {
      expect((err as { code: string }).code).toBe('22021');
      expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', status: 422 });
    }
  });

  it('an error without a SQLSTATE from an open database is a bug, passed on as it is', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (const attempt of [t.db.query('select $1::jsonb', [circular]), t.db.transaction((tx) => tx.query('select $1::jsonb', [circular]))]) {
      const err = await caught(attempt);
      expect(err).not.toBeInstanceOf(DatabaseUnavailableError);
      expect((err as Error).message).toMatch(/circular/i);
      expect(mapDatabaseError(err)).toBeUndefined();
    }
  });

  it('through HTTP, such a bug answers 500 server_error and is logged at error; nothing of it leaks', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    // Every statement of the request carries a value the driver cannot serialise: a bug of ours.
    const buggy: Database = {
      ...t.db,
      queryOnce: () => t.db.query('select $1::jsonb', [circular]),
      // Inside the transaction, on its own connection: the embedded database has one, and a statement
      // sent beside an open transaction would wait for it forever.
      transaction: (work) => t.db.transaction((tx) => tx.query('select $1::jsonb', [circular]).then(() => work(tx))),
    };
    const app = createApp(createDeps(testConfig(), buggy, log));
    const res = await app.request('/v1/codes');
    const body = (await res.json()) as { error: Record<string, unknown> };
    expect(res.status).toBe(500);
    expect(body.error).toMatchObject({ code: 'server_error', message: 'An unexpected error occurred.', request_id: res.headers.get('x-request-id') });
    expect(res.headers.get('retry-after')).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/circular|jsonb/i);
    const logged = lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({ level: 50, request_id: res.headers.get('x-request-id') });
    expect(JSON.stringify(logged)).toMatch(/circular/i);
  });

  // Last: it closes the file's database (a closed PGlite; on a server, an ended pool).
  it('a closed database is 503 on every path', async () => {
    await t.db.close();
    for (const attempt of [t.db.query('select 1'), t.db.exec('select 1'), t.db.queryOnce([{ text: 'select 1', values: [] }], 'select 2'), t.db.transaction((tx) => tx.query('select 1'))]) {
      expectUnavailable(await caught(attempt));
    }
  });
});
