import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations, readRepeatables } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { schemaSnapshot } from '../../src/db/schema-snapshot.js';
import type { Database, Queryable } from '../../src/db/types.js';
import { adminUrl, databaseUrlFor } from '../support/database-urls.js';
import { readTarGz } from '../support/tar.js';
import { createTestDatabase } from '../support/test-database.js';

// The migrations of commit 460cfff, before the functions moved to repeatable files (issue 18): the
// databases that tree created, embedded data directories and server databases alike, must upgrade
// without losing a row and end with the schema a fresh database gets.
const oldMigrations = [...readTarGz(fs.readFileSync(fileURLToPath(new URL('./fixtures/migrations-460cfff.tar.gz', import.meta.url))))]
  .filter(([name]) => /^db\/migrations\/\d{4}_[a-z0-9_]+\.sql$/.test(name))
  .map(([name, sql]) => ({ file: path.basename(name), sql: sql.toString('utf8') }))
  .sort((a, b) => a.file.localeCompare(b.file));

/** What src/db/migrate.ts did at 460cfff: each file in its own transaction, recorded with its sha256. */
async function migrateAsAt460cfff(db: Database, upTo = '9999'): Promise<void> {
  await db.exec(`create table if not exists public.schema_migrations (
    version text primary key,
    name text not null,
    checksum text not null,
    applied_at timestamptz not null default now()
  )`);
  for (const { file, sql } of oldMigrations.filter((m) => m.file.slice(0, 4) <= upTo)) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [7_270_301_001]);
      await tx.exec(sql);
      await tx.query('insert into public.schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        file.slice(0, 4),
        file.slice(5, -4),
        createHash('sha256').update(sql).digest('hex'),
      ]);
    });
  }
}

/** A database the old tree made: a data directory on disk for PGlite, a database of its own on a server. */
async function oldDatabase(): Promise<{ db: Database; restart(): Promise<Database>; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `parking_upgrade_${randomUUID().slice(0, 8)}`;
    const admin = await openPostgres({ url: adminUrl(serverUrl), poolSize: 1, statementTimeoutMs: 60_000 });
    await admin.exec(`create database ${name}`);
    const open = () => openPostgres({ url: databaseUrlFor(serverUrl, name), poolSize: 2, statementTimeoutMs: 60_000 });
    let db: Database = await open();
    return {
      db,
      async restart() {
        await db.close();
        return (db = await open());
      },
      async drop() {
        await db.close();
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-upgrade-'));
  let db: Database = await openPglite({ dataDir });
  return {
    db,
    async restart() {
      await db.close();
      return (db = await openPglite({ dataDir }));
    },
    async drop() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `sql` as the signed-in user, the way the API's session calls run. */
async function asUser<T>(db: Database, userId: string, sql: string, params: unknown[]): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
    return (await tx.query<{ result: T }>(sql, params)).rows[0]!.result;
  });
}

interface World {
  userId: string;
  lotId: string;
  openSessionId: string;
}

/** Users, an owner, a priced lot with hours, a tag and a review, an ended session and an open one. */
async function populate(db: Database): Promise<World> {
  const userId = randomUUID();
  const ownerUserId = randomUUID();
  await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, 'upgrade@example.jp', 'not a hash')`, [userId]);
  await db.query(`insert into public.profiles (user_id, display_name) values ($1, 'Upgrader')`, [userId]);
  await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, 'owner@example.jp', 'not a hash')`, [ownerUserId]);
  await db.query(`insert into public.owners (user_id, display_name) values ($1, 'Lot owner')`, [ownerUserId]);
  const lotId = (
    await db.query<{ id: string }>(
      `insert into public.parking_lots (name, address, status, vehicle_type_max, geometry)
       values ('Upgrade lot', '東京都新宿区新宿3丁目12-4', 'active', 'regular', '{"shape_type": "point", "point": {"lat": 35.6905, "lng": 139.7046}}')
       returning id`,
    )
  ).rows[0]!.id;
  await db.query(
    `insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, per_minutes, price_minor, cap_type, cap_price_minor)
     values ($1, 0, 'unit', 30, 200, null, null), ($1, 1, 'cap', null, null, 'daily_max', 1200)`,
    [lotId],
  );
  await db.query(`insert into public.parking_lot_hours (parking_lot_id, window_type, day_type, is_24h) values ($1, 'business', 'all', true)`, [lotId]);
  await db.query(
    `insert into public.parking_lot_tags (parking_lot_id, tag_id, state) select $1, id, true from public.tags where tag_code = 'credit_card'`,
    [lotId],
  );
  await db.query(`insert into public.parking_lot_reviews (parking_lot_id, user_id, rating, status) values ($1, $2, 4, 'approved')`, [lotId, userId]);

  const start = `select public.create_parking_session($1, 'regular', null, null, $2) as result`;
  const ended = await asUser<string>(db, userId, start, [lotId, randomUUID()]);
  await db.query(`update public.parking_sessions set started_at = started_at - interval '3 hours' where id = $1`, [ended]);
  await asUser(db, userId, `select public.finalize_parking_session($1, null, $2) as result`, [ended, randomUUID()]);
  const openSessionId = await asUser<string>(db, userId, start, [lotId, randomUUID()]);
  return { userId, lotId, openSessionId };
}

/**
 * Rows that migrations after 460cfff add to tables it already had (master data), as a condition on
 * the rows to compare: an upgrade may add them, and only them.
 */
const COMPARED_ROWS: Record<string, string> = {
  // 0105_articles, 0106_ads: the article categories and ad placements of the code master.
  'public.codes': `t.category not in ('article_category', 'ad_placement')`,
};

/**
 * Columns a later migration rewrote on purpose, read as it left them: 0155 stores the keys of keyset
 * paged lists to the millisecond (a server's now() gave them microseconds).
 */
const TO_THE_MILLISECOND: Record<string, string> = {
  'public.admins': 'created_at',
  'public.articles': 'published_at',
  'public.broadcast_notifications': 'created_at',
  'public.lot_error_reports': 'created_at',
  'public.parking_lot_reviews': 'created_at',
  'public.parking_lots': 'created_at',
  'public.sponsors': 'created_at',
  'public.support_tickets': 'created_at',
};

/**
 * Every table's rows (count and digest of their text), bookkeeping of the migrator aside. Given the
 * contents taken before an upgrade, each table is read through the columns it had then, so that
 * columns added by later migrations do not count as changed rows.
 */
async function contents(db: Queryable, earlier?: Contents): Promise<Contents> {
  const tables = await db.query<{ name: string; columns: string[] }>(`
    select format('%I.%I', n.nspname, c.relname) as name,
           array(select quote_ident(a.attname) from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in ('public', 'auth')
       and c.relname not in ('schema_migrations', 'schema_repeatables')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
     order by 1`);
  const out: Contents = {};
  for (const { name, columns: now } of tables.rows) {
    const columns = earlier?.[name]?.columns ?? now;
    const read = (c: string) => (TO_THE_MILLISECOND[name] === c ? `date_trunc('milliseconds', t.${c})` : `t.${c}`);
    const row = `row(${columns.map(read).join(', ')})::text`;
    const { rows } = await db.query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as digest from ${name} t
        ${earlier && COMPARED_ROWS[name] ? `where ${COMPARED_ROWS[name]}` : ''}`,
    );
    out[name] = { ...rows[0]!, columns };
  }
  return out;
}
type Contents = Record<string, { rows: number; digest: string; columns: string[] }>;

function snapshot(db: Database): Promise<string> {
  return db.transaction((tx) => schemaSnapshot(tx));
}

/** The newest migration of 460cfff: later ones are pending on its databases. */
const LAST_AT_460CFFF = '0061';

describe('upgrading a database created by the migrations of 460cfff', () => {
  let fresh: string;
  beforeAll(async () => {
    const t = await createTestDatabase();
    try {
      fresh = await snapshot(t.db);
    } finally {
      await t.drop();
    }
  });

  describe('fully migrated', () => {
    let old: Awaited<ReturnType<typeof oldDatabase>>;
    let db: Database;
    let world: World;
    let before: Awaited<ReturnType<typeof contents>>;
    let applied: string[];
    beforeAll(async () => {
      old = await oldDatabase();
      await migrateAsAt460cfff(old.db);
      world = await populate(old.db);
      before = await contents(old.db);
      db = await old.restart();
      applied = await migrate(db);
    }, 300_000);
    afterAll(() => old?.drop());

    it('applies every repeatable file and only the migrations added since, accepting the rewritten migrations once', async () => {
      const added = readMigrations().filter((m) => m.version > LAST_AT_460CFFF).map((m) => `${m.version}_${m.name}`);
      expect([...applied].sort()).toEqual([...added, ...readRepeatables().map((r) => r.path)].sort());
      const { rows } = await db.query<{ version: string; checksum: string }>('select version, checksum from schema_migrations order by version');
      expect(rows).toEqual(readMigrations().map((m) => ({ version: m.version, checksum: m.checksum })));
      expect(await migrate(db)).toEqual([]);
    });

    it('keeps every row of every table', async () => {
      const after = await contents(db, before);
      for (const [table, was] of Object.entries(before)) {
        // A table a later migration replaced (rate_limit_counters by rate_limit_buckets, 0075, and
        // those by rate_limit_windows, 0158) may go only if it held nothing of this world.
        if (after[table]) expect(after[table], table).toEqual(was);
        else expect(was.rows, `${table} was dropped with rows in it`).toBe(0);
      }
      expect(before['auth.users']!.rows).toBe(2);
      expect(before['public.parking_sessions']!.rows).toBe(2);
      expect(before['public.user_exp']!.rows).toBe(1);
    });

    it('ends with the schema of a fresh database', async () => {
      expect(await snapshot(db)).toBe(fresh);
    });

    it('finalizes a session started before the upgrade through the new definitions', async () => {
      // 40 minutes: two started units of 30 minutes at 200 yen, whatever the clock says.
      await db.query(`update public.parking_sessions set started_at = started_at - interval '40 minutes' where id = $1`, [world.openSessionId]);
      const fee = await asUser<{ total_amount: number }>(db, world.userId, `select public.finalize_parking_session($1, null, $2) as result`, [
        world.openSessionId,
        randomUUID(),
      ]);
      expect(fee.total_amount).toBe(400);
      const { rows } = await db.query<{ session_count: number }>('select session_count from user_exp where user_id = $1', [world.userId]);
      expect(rows).toEqual([{ session_count: 2 }]);
    });

    it('refuses a database whose recorded text is neither the current one nor a listed earlier one', async () => {
      await db.query(`update schema_migrations set checksum = repeat('0', 64) where version = '0010'`);
      const current = readMigrations().find((m) => m.version === '0010')!.checksum;
      await expect(migrate(db)).rejects.toThrow(
        `migration 0010_parking_lots was changed after it was applied (this database recorded checksum 000000000000…, ` +
          `the file has ${current.slice(0, 12)}…): add a new migration instead. ` +
          'A deliberate rewrite lists the earlier checksum in db/rewritten-migrations.txt.',
      );
      await db.query(`update schema_migrations set checksum = $1 where version = '0010'`, [current]);
    });
  });

  describe('migrated only up to 0006', () => {
    let old: Awaited<ReturnType<typeof oldDatabase>>;
    let db: Database;
    let before: Awaited<ReturnType<typeof contents>>;
    beforeAll(async () => {
      old = await oldDatabase();
      await migrateAsAt460cfff(old.db, '0006');
      await old.db.query(`insert into auth.users (email) values ('early@example.jp')`);
      await old.db.query(`insert into public.profiles (user_id) select id from auth.users`);
      before = await contents(old.db);
      db = await old.restart();
      await migrate(db);
    }, 300_000);
    afterAll(() => old?.drop());

    it('creates the functions later migrations need before those run, keeps its rows and ends like a fresh database', async () => {
      const after = await contents(db, before);
      for (const [table, was] of Object.entries(before)) {
        if (after[table]) expect(after[table], table).toEqual(was);
        else expect(was.rows, `${table} was dropped with rows in it`).toBe(0);
      }
      expect(await snapshot(db)).toBe(fresh);
    });
  });
});
