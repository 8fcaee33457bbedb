import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.js';
import { DatabaseUnavailableError, type Database } from '../../src/db/types.js';

/*
 * The embedded database's calls wait their turn in arrival order, one per turn of the event loop
 * (src/db/pglite-turns.ts): a backlog of calls once ran as one macrotask, and connections opened
 * meanwhile waited for all of it before Node accepted them (issue 21's PGlite p99).
 */
describe('the embedded database’s turns', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite({});
    await db.exec('create table arrivals (seq serial primary key, n int not null)');
  });
  afterAll(() => db.close());

  it('serves calls in arrival order, whatever their kind, and a transaction waiting on other work keeps its place', async () => {
    await db.exec('truncate arrivals');
    const calls: Promise<unknown>[] = [];
    for (let n = 0; n < 24; n++) {
      const insert = 'insert into arrivals (n) values ($1)';
      switch (n % 4) {
        case 0:
          calls.push(db.query(insert, [n]));
          break;
        case 1:
          // Suspended mid-transaction on something other than the database: the calls behind it
          // must neither run inside it nor overtake it.
          calls.push(
            db.transaction(async (tx) => {
              await new Promise((resolve) => setImmediate(resolve));
              await tx.query(insert, [n]);
            }),
          );
          break;
        case 2:
          calls.push(db.queryOnce([{ text: `select set_config('app.n', $1, true)`, values: [String(n)] }], insert, [n]));
          break;
        default:
          calls.push(db.exec(`insert into arrivals (n) values (${n})`));
      }
    }
    await Promise.all(calls);
    const { rows } = await db.query<{ n: number }>('select n from arrivals order by seq');
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 24 }, (_, n) => n));
  });

  it('lets the event loop turn between two queued calls', async () => {
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const endedIn = await Promise.all(Array.from({ length: 10 }, () => db.query('select 1').then(() => turn)));
    ticking = false;
    // Each call ended in a turn of its own: all ten used to run back to back in one macrotask.
    expect(new Set(endedIn).size).toBe(10);
  });

  it('accepts a connection opened while calls are queued before it has run them all', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let ended = 0;
    let endedBeforeAccept: number | undefined;
    server.once('connection', (socket) => {
      endedBeforeAccept = ended;
      socket.destroy();
    });
    try {
      const calls = Array.from({ length: 100 }, () => db.query('select 1').then(() => ended++));
      const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
      client.on('error', () => undefined);
      await Promise.all(calls);
      client.destroy();
      expect(endedBeforeAccept).toBeDefined();
      expect(endedBeforeAccept).toBeLessThan(100);
    } finally {
      server.close();
    }
  });

  it('runs a transaction’s work in its caller’s async context, not that of the call before it', async () => {
    const context = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ['first', 'second', 'third'].map((name) => context.run(name, () => db.transaction(async () => context.getStore()))),
    );
    expect(seen).toEqual(['first', 'second', 'third']);
  });

  it('goes on to the next call after one that failed', async () => {
    const failing = db.query('select * from no_such_table');
    const next = db.query<{ one: number }>('select 1 as one');
    await expect(failing).rejects.toMatchObject({ code: '42P01' });
    expect((await next).rows).toEqual([{ one: 1 }]);
  });

  it('closes after the calls made before close(), and refuses those made after', async () => {
    const other = await openPglite({});
    const before = other.query<{ one: number }>('select 1 as one');
    const closing = other.close();
    const after = other.query('select 1');
    expect((await before).rows).toEqual([{ one: 1 }]);
    await closing;
    await expect(after).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
