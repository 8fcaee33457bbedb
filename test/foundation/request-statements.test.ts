import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, callerSetup, type DbCaller } from '../../src/db/caller.js';
import { openPostgres } from '../../src/db/postgres.js';
import { pgAttachListeners } from '../../src/db/row-bytes.js';
import type { Database } from '../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/*
 * A request's statements (src/db/caller.ts's setup, then its work) travel bound, never as SQL text
 * with values in it, and on a server as named prepared statements of the connection sent in one
 * round trip (src/db/pipeline.ts): nothing is parsed twice on a connection.
 */

const onServer = Boolean(process.env.DATABASE_URL);

describe('a request statement (queryOnce), on either driver', () => {
  let t: TestDatabase;
  const owner = randomUUID();
  const other = randomUUID();
  const asUser = (sub: string): DbCaller => ({ role: 'authenticated', claims: { sub, role: 'authenticated' } });

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.exec(`create table public.rls_probe (owner uuid, n integer);
      alter table public.rls_probe enable row level security;
      create policy rls_probe_own on public.rls_probe for select to authenticated using (owner = auth.uid());
      grant select on public.rls_probe to authenticated;`);
    await t.db.query('insert into public.rls_probe values ($1, 1), ($2, 2)', [owner, other]);
  });
  afterAll(() => t.drop());

  it('round-trips awkward values exactly as bound parameters do', async () => {
    const values = ["O'Reilly", 'back\\slash', '駐車場 "quoted"', '$1 inside', null, 42, 1.5, true, ['a', "b'c"], { k: "v'" }, new Date('2026-03-01T12:34:56.789Z')];
    const sql = `select array[$1::text, $2::text, $3::text, $4::text, $5::text, $6::int::text, $7::numeric::text, $8::boolean::text,
               array_to_string($9::text[], '|'), ($10::jsonb ->> 'k')] as v, $11::timestamptz as at`;
    const once = await t.db.queryOnce<{ v: unknown[]; at: Date }>(callerSetup(anonCaller), sql, values);
    expect(once.rows[0]!.v).toEqual(["O'Reilly", 'back\\slash', '駐車場 "quoted"', '$1 inside', null, '42', '1.5', 'true', "a|b'c", "v'"]);
    expect(once.rows).toEqual((await t.db.query(sql, values)).rows);
  });

  it('runs as the caller: role, claims and row-level policies apply, and end with the statement', async () => {
    const { rows } = await t.db.queryOnce<{ who: string; uid: string; n: number[] }>(
      callerSetup(asUser(owner), 5_000),
      `select current_user::text as who, auth.uid()::text as uid, array(select n from public.rls_probe order by n) as n`,
    );
    expect(rows).toEqual([{ who: 'authenticated', uid: owner, n: [1] }]);
    const anon = await t.db.queryOnce(callerSetup(anonCaller), 'select n from public.rls_probe').catch((e: { code: string }) => e.code);
    expect(anon).toBe('42501');
    const after = await t.db.query<{ who: string; claims: string | null }>(`select current_user::text as who, current_setting('request.jwt.claims', true) as claims`);
    expect(after.rows[0]!.who).not.toBe('authenticated');
    expect(after.rows[0]!.claims ?? '').toBe('');
  });

  it('is one transaction: a failing work statement leaves nothing written', async () => {
    await expect(
      t.db.queryOnce(
        callerSetup({ role: 'service_role', claims: {} }),
        `with w as (insert into crash_reports (stack, device, app_version) values ($1, 'y', 'z')) select 1/0`,
        ['one-transaction-probe'],
      ),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await t.db.query(`select 1 from crash_reports where stack = 'one-transaction-probe'`)).rows).toHaveLength(0);
  });

  it('refuses a caller whose session is gone before the work runs, writing nothing', async () => {
    const gone: DbCaller = { ...asUser(owner), confirm: { kind: 'session', userId: owner, sessionId: randomUUID() } };
    const sql = `with w as (insert into crash_reports (stack, device, app_version) values ($1, 'y', 'z')) select 1`;
    await expect(t.db.queryOnce(callerSetup(gone), sql, ['standing-probe'])).rejects.toMatchObject({ code: 'PK401' });
    expect((await t.db.query(`select 1 from crash_reports where stack = 'standing-probe'`)).rows).toHaveLength(0);
  });

  it('hands a passed-through value over as its UTF-8 bytes where the driver can, and as its text where not', async () => {
    const body = '{"name":"ベンチ駐車場 \\"1\\"","n":1}';
    const { rows } = await t.db.queryOnce<{ body: Buffer | string; none: Buffer | string | null }>(
      callerSetup(anonCaller),
      'select $1::text as body, null::text as none',
      [body],
      { textAsBytes: true },
    );
    const bytes = rows[0]!.body;
    expect(onServer ? Buffer.isBuffer(bytes) : typeof bytes === 'string').toBe(true);
    expect(Buffer.from(bytes).equals(Buffer.from(body))).toBe(true);
    expect(rows[0]!.none).toBeNull();
  });
});

describe.runIf(onServer)('on a server: named prepared statements, one round trip', () => {
  let t: TestDatabase;
  let db: Database & { pool: import('pg').Pool };
  // What the client writes to the server, read back from the bytes: each message is a type byte and
  // a length; a Parse message ('P') starts with the statement's name and then its text.
  const parsed: string[] = [];
  const syncs: number[] = [];
  const writes: number[] = [];
  const observe = (buffer: Buffer) => {
    writes.push(1);
    for (let at = 0; at < buffer.length; ) {
      const type = String.fromCharCode(buffer[at]!);
      const length = buffer.readInt32BE(at + 1);
      if (type === 'P') {
        const body = buffer.subarray(at + 5, at + 1 + length);
        const nameEnd = body.indexOf(0);
        parsed.push(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString());
      }
      if (type === 'S') syncs.push(1);
      at += 1 + length;
    }
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    // One connection, so that every statement below meets what the previous ones prepared.
    db = await openPostgres({ url: t.url!, poolSize: 1, statementTimeoutMs: 10_000 });
    db.pool.on('connect', (client) => {
      const connection = (client as unknown as { connection: { _send(buffer: Buffer): boolean } }).connection;
      const send = connection._send.bind(connection);
      connection._send = (buffer) => (observe(buffer), send(buffer));
    });
  });
  afterAll(async () => {
    await db.close();
    await t.drop();
  });

  const caller: DbCaller = { role: 'authenticated', claims: { sub: randomUUID(), role: 'authenticated' } };

  it('parses each text once per connection, binds the values, and sends setup and work with one Sync', async () => {
    const work = 'select $1::text as v, current_user::text as who';
    const first = await db.queryOnce(callerSetup(caller, 5_000), work, ["it's 1"]);
    expect(first.rows).toEqual([{ v: "it's 1", who: 'authenticated' }]);
    expect(parsed.filter((text) => text === work)).toHaveLength(1);
    const parsesBefore = parsed.length;
    syncs.length = 0;
    writes.length = 0;
    const second = await db.queryOnce(callerSetup(caller, 5_000), work, ['two']);
    expect(second.rows).toEqual([{ v: 'two', who: 'authenticated' }]);
    expect(parsed.length).toBe(parsesBefore);
    expect(syncs).toHaveLength(1);
    expect(writes).toHaveLength(1);

    // The connection's prepared statements hold the texts with placeholders, never a value.
    const { rows } = await db.query<{ statement: string }>('select statement from pg_prepared_statements');
    const texts = rows.map((r) => r.statement);
    expect(texts).toContain(work);
    expect(texts.some((s) => s.includes("set_config('request.jwt.claims', $2, true)"))).toBe(true);
    expect(texts.join('\n')).not.toMatch(/it's 1|two|authenticated'/);
  });

  it('prepares again, cleanly, what a failed round trip may or may not have prepared', async () => {
    const failing = 'select 1 / $1::int as q';
    await expect(db.queryOnce(callerSetup(caller), failing, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await db.queryOnce(callerSetup(caller), failing, [1])).rows).toEqual([{ q: 1 }]);
    // A standing check that fails stops the round trip before the work (never parsed there).
    const work = 'select $1::int + 1 as r';
    const gone: DbCaller = { ...caller, confirm: { kind: 'session', userId: randomUUID(), sessionId: randomUUID() } };
    await expect(db.queryOnce(callerSetup(gone), work, [1])).rejects.toMatchObject({ code: 'PK401' });
    expect((await db.queryOnce(callerSetup(caller), work, [1])).rows).toEqual([{ r: 2 }]);
    expect((await db.queryOnce(callerSetup(caller), work, [2])).rows).toEqual([{ r: 3 }]);
  });

  it('passes rows through as bytes for the statement that asks, and only for it', async () => {
    const text = '駐車場 ¥1,200 "max"';
    const many = await db.query<{ n: Buffer; t: Buffer }>('select n::text as n, $1::text || n as t from generate_series(1, 3) n', [text], { textAsBytes: true });
    expect(many.rows.map((r) => [r.n.toString(), r.t.toString()])).toEqual([1, 2, 3].map((n) => [String(n), `${text}${n}`]));
    // The same connection's next statements are parsed as usual again, after a success and after a
    // failure while rows were bytes; a server's message keeps its characters either way.
    expect((await db.query<{ t: string; n: number }>('select $1::text as t, 7 as n', [text])).rows).toEqual([{ t: text, n: 7 }]);
    await expect(db.queryOnce(callerSetup(caller), 'select $1::text::int as n', [text], { textAsBytes: true })).rejects.toThrow(/駐車場/);
    expect((await db.queryOnce<{ t: string }>(callerSetup(caller), 'select $1::text as t', [text])).rows).toEqual([{ t: text }]);
  });

  it("replaces pg's connection listener with one that repeats it exactly (an upgrade of pg that changes it fails here)", () => {
    const source = String(pgAttachListeners).replace(/\s+/g, '');
    expect(source).toBe(
      `attachListeners(stream){parse(stream,(msg)=>{consteventName=msg.name==='error'?'errorMessage':msg.nameif(this._emitMessage){this.emit('message',msg)}this.emit(eventName,msg)})}`,
    );
  });

  it("applies the request's statement timeout to its work, and the connection answers at once after", async () => {
    const started = Date.now();
    await expect(db.queryOnce(callerSetup(caller, 200), 'select pg_sleep($1::float8)', [5])).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(3_000);
    // The timeout was the request's own: the next one runs under the connection's.
    expect((await db.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0]!.t).toBe('10s');
  });

  it('runs a transaction whose BEGIN and caller setup went in one round trip, and rolls back its failure', async () => {
    syncs.length = 0;
    const result = await db.transaction(async (tx) => (await tx.query<{ who: string }>('select current_user::text as who')).rows[0]!.who, callerSetup(caller));
    expect(result).toBe('authenticated');
    // BEGIN + setup, the work statement, COMMIT (simple query, no Sync).
    expect(syncs).toHaveLength(2);
    await db.exec('create table public.tx_probe (n integer)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into public.tx_probe values ($1)', [1]);
        await tx.query('select 1 / $1::int', [0]);
      }, callerSetup({ role: 'service_role', claims: {} })),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await db.query('select * from public.tx_probe')).rows).toEqual([]);
  });
});
