import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DataDirLockedError } from '../../src/db/data-dir-lock.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPgliteThread, startPgliteThread } from '../../src/db/pglite-thread.js';
import { DatabaseUnavailableError, hasSqlState, type Database } from '../../src/db/types.js';

/*
 * The embedded database on its own thread (src/db/pglite-thread.ts, what the service opens) answers
 * as openPglite does on the calling thread: the same rows, the same errors with their fields and
 * classes, transactions that commit or roll back, notifications, statement timeouts, the data
 * directory's lock, and a main thread that keeps running while a statement runs.
 */

let template: Blob;
const dirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-thread-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  const dump = inject('templateDump');
  if (dump) template = new Blob([fs.readFileSync(dump)]);
  else {
    // The server suite makes no PGlite template: an empty database is enough here.
    const db = await openPglite({});
    template = await db.pglite.dumpDataDir('none');
    await db.close();
  }
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  let db: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = freshDataDir();
    db = await openPgliteThread({ dataDir, loadDataDir: template, statementTimeoutMs: 1_000 });
    await db.exec(`create table thread_items (id int primary key, note text not null, at timestamptz, big bigint, doc jsonb, bytes bytea);
      create function thread_spin(ms int) returns void language plpgsql as $$
        declare v_until timestamptz := clock_timestamp() + ms * interval '1 millisecond';
        begin while clock_timestamp() < v_until loop end loop; end $$;`);
  });
  afterAll(() => db.close());

  it('answers rows with the values openPglite parses (bigint as number, timestamptz as ISO, json, bytea)', async () => {
    await db.query(`insert into thread_items values (1, 'one', '2026-11-28 10:00+09', 9007199254740991, '{"a":[1,2]}', '\\x0102')`);
    const { rows } = await db.query('select * from thread_items where id = $1', [1]);
    expect(rows[0]).toEqual({ id: 1, note: 'one', at: '2026-11-28T01:00:00.000Z', big: 9007199254740991, doc: { a: [1, 2] }, bytes: new Uint8Array([1, 2]) });
    const once = await db.queryOnce([{ text: `select set_config('app.who', $1, true)`, values: ['me'] }], `select current_setting('app.who') as who`);
    expect(once.rows).toEqual([{ who: 'me' }]);
  });

  it('refuses with the database error’s own fields, which the error mapping reads', async () => {
    const err = await db.query(`insert into thread_items (id, note) values (1, 'again')`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(hasSqlState(err)).toBe(true);
    expect(err).toMatchObject({ code: '23505', constraint: 'thread_items_pkey', table: 'thread_items', detail: 'Key (id)=(1) already exists.' });
    expect(mapDatabaseError(err)?.status).toBe(409);
  });

  it('carries the error of a statement whose values JSON cannot write (a bigint), and answers the next one', async () => {
    // PGlite puts the statement's values on its errors (params): they cross to the main thread too.
    const err = await db.query('select $1::bigint / 0 as never', [10n]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: '22012', params: [10n] });
    expect(mapDatabaseError(err)).toBeDefined();
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction’s work, and rolls all of it back when the work fails', async () => {
    const result = await db.transaction(
      async (tx) => {
        await tx.query(`insert into thread_items (id, note) values (2, current_setting('app.note'))`);
        return (await tx.query<{ n: number }>('select count(*)::int as n from thread_items')).rows[0]!.n;
      },
      [{ text: `select set_config('app.note', $1, true)`, values: ['from setup'] }],
    );
    expect(result).toBe(2);
    const failure = new Error('the work failed');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into thread_items (id, note) values (3, 'three')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const { rows } = await db.query<{ id: number; note: string }>('select id, note from thread_items order by id');
    expect(rows).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'from setup' },
    ]);
    // A setup statement that fails fails the transaction before its work runs.
    let ran = false;
    await expect(db.transaction(async () => void (ran = true), [{ text: 'select no_such_function()', values: [] }])).rejects.toMatchObject({ code: '42883' });
    expect(ran).toBe(false);
  });

  it('delivers notifications to listeners, after the commit', async () => {
    const payloads: string[] = [];
    const listener = db.listen!('thread_channel', { onNotification: (p) => payloads.push(p) });
    await listener.ready;
    await db.query(`select pg_notify('thread_channel', 'hello')`);
    await expect.poll(() => payloads).toEqual(['hello']);
    await listener.close();
    await db.query(`select pg_notify('thread_channel', 'unheard')`);
    await db.query('select 1');
    expect(payloads).toEqual(['hello']);
  });

  it('cancels a statement past the statement timeout (57014), and answers the next one', async () => {
    await expect(db.query('select thread_spin(120000)')).rejects.toMatchObject({ code: '57014' });
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('leaves the calling thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      await db.query('select thread_spin(400)');
    } finally {
      clearInterval(timer);
    }
    // On the calling thread the timer would not have fired once before the statement ended.
    expect(ticks).toBeGreaterThan(10);
  });
});

// Each test here opens PostgreSQL several times (a second or two each, several under a loaded CI
// machine, where five opens took longer than the suite's 30 s default).
describe('the thread’s life', { timeout: 120_000 }, () => {
  it('holds the data directory’s lock: a second open is refused with DataDirLockedError, then let in after close', async () => {
    const dataDir = freshDataDir();
    const first = await openPgliteThread({ dataDir, loadDataDir: template });
    await expect(openPgliteThread({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    await expect(first.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const second = await openPgliteThread({ dataDir });
    expect((await second.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await second.close();
  });

  it('is handed out once its data directory is held; a PostgreSQL that then fails to start fails its calls, and close lets the directory go', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(path.join(dataDir, 'pgdata'));
    fs.writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '9\n');
    const db = await openPgliteThread({ dataDir });
    await expect(db.query('select 1')).rejects.toThrow(/failed to initialize/);
    await expect(db.exec('select 1')).rejects.toThrow(/failed to initialize/);
    await db.close();
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
  });

  it('opens early on the directory it is started with, and opens the one named instead when they differ', async () => {
    const started = freshDataDir();
    const other = freshDataDir();
    for (const dir of [started, other]) {
      const db = await openPgliteThread({ dataDir: dir, loadDataDir: template });
      await db.exec(`create table which (name text); insert into which values ('${path.basename(dir)}')`);
      await db.close();
    }
    startPgliteThread(started);
    const same = await openPgliteThread({ dataDir: started });
    expect((await same.query('select name from which')).rows).toEqual([{ name: path.basename(started) }]);
    await same.close();

    startPgliteThread(started);
    const named = await openPgliteThread({ dataDir: other });
    expect((await named.query('select name from which')).rows).toEqual([{ name: path.basename(other) }]);
    // The early database on the other directory was closed: its lock is free.
    const again = await openPgliteThread({ dataDir: started });
    await again.close();
    await named.close();
  });
});
