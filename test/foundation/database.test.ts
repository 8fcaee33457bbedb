import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, anonCaller } from '../../src/db/caller.js';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { migrate, migrationsDir, MigrationError, projectRoot, readMigrations, readRepeatables, schemaFingerprint, schemaIsCurrent } from '../../src/db/migrate.js';
import { prepareSchema } from '../../src/db/schema-readiness.js';
import type { DatabaseConfig } from '../../src/config.js';
import type { Database } from '../../src/db/types.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** A copy of the tree's migrations and repeatable files, to change without touching the checkout. */
function copyOfTree(): { root: string; source: { root: string; repeatablesManifest: string } } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tree-'));
  fs.cpSync(path.join(projectRoot, 'db'), path.join(root, 'db'), { recursive: true });
  for (const r of readRepeatables()) {
    fs.mkdirSync(path.dirname(path.join(root, r.path)), { recursive: true });
    fs.writeFileSync(path.join(root, r.path), r.sql);
  }
  return { root, source: { root, repeatablesManifest: path.join(root, 'db/repeatables.txt') } };
}

async function caught(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected the statement to fail');
}

describe('database layer', () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
  });
  afterAll(() => t.drop());

  it('records every migration once, and a second run applies nothing', async () => {
    const { rows } = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    for (const f of fs.readdirSync(migrationsDir)) fs.copyFileSync(path.join(migrationsDir, f), path.join(dir, f));
    const first = readMigrations(dir)[0]!;
    fs.appendFileSync(path.join(dir, `${first.version}_${first.name}.sql`), '\n-- edited\n');
    await expect(migrate(db, undefined, dir)).rejects.toBeInstanceOf(MigrationError);
  });

  it('refuses a pending migration numbered below one already applied, applying nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    for (const f of fs.readdirSync(migrationsDir)) fs.copyFileSync(path.join(migrationsDir, f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, '0007_late_arrival.sql'), 'create table late_arrival (id int);');
    const highest = readMigrations().at(-1)!;
    const err = await caught(migrate(db, undefined, dir));
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toBe(
      `migration 0007_late_arrival is pending but ${highest.version}_${highest.name} is already applied: ` +
        `migrations apply in number order only, so give it a number above ${highest.version}`,
    );
    const { rows } = await db.query(`select 1 from pg_tables where tablename = 'late_arrival'`);
    expect(rows).toHaveLength(0);
    const recorded = await db.query(`select 1 from schema_migrations where version = '0007'`);
    expect(recorded.rows).toHaveLength(0);
  });

  it('applies a changed repeatable file again, and only that one', async () => {
    const { root, source } = copyOfTree();
    const file = 'src/modules/fees/sql/check_vehicle_allowed.sql';
    fs.appendFileSync(path.join(root, file), '\n-- edited\n');
    expect(await migrate(db, undefined, source)).toEqual([file]);
    expect(await migrate(db, undefined, source)).toEqual([]);
    // Back to the checkout's text, for the other tests of this file.
    expect(await migrate(db)).toEqual([file]);
  });

  it('rolls back the whole run when a repeatable file fails, naming the file', async () => {
    const { root, source } = copyOfTree();
    const file = 'src/modules/admin/sql/record_admin_login.sql';
    const sql = fs.readFileSync(path.join(root, file), 'utf8');
    fs.writeFileSync(path.join(root, file), sql.replace('update public.admins', 'update public.no_such_table'));
    fs.writeFileSync(path.join(root, 'db/migrations/9999_late_table.sql'), 'create table late_table (id int);');
    const err = await caught(migrate(db, undefined, source));
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toBe(`repeatable ${file} failed: relation "public.no_such_table" does not exist`);
    expect((await db.query(`select 1 from pg_tables where tablename = 'late_table'`)).rows).toHaveLength(0);
    expect((await db.query(`select 1 from schema_migrations where version = '9999'`)).rows).toHaveLength(0);
    expect(await migrate(db)).toEqual([]);
  });

  it('refuses a sql file the manifest does not list, and a section naming no migration', async () => {
    const { root, source } = copyOfTree();
    fs.writeFileSync(path.join(root, 'src/modules/fees/sql/forgotten.sql'), 'select 1;');
    await expect(migrate(db, undefined, source)).rejects.toThrow(
      'db/repeatables.txt does not list src/modules/fees/sql/forgotten.sql: add each file to the section it belongs to',
    );
    fs.rmSync(path.join(root, 'src/modules/fees/sql/forgotten.sql'));
    const manifest = fs.readFileSync(source.repeatablesManifest, 'utf8');
    fs.writeFileSync(source.repeatablesManifest, manifest.replace('[before 0010]', '[before 0007]'));
    const line = manifest.split('\n').indexOf('[before 0010]') + 1;
    await expect(migrate(db, undefined, source)).rejects.toThrow(`db/repeatables.txt:${line}: no migration 0007 in db/migrations`);
  });

  it('has every repeatable file valid with function bodies checked against the migrated schema', async () => {
    // Files ahead of a migration are applied with bodies unchecked on a fresh database: check them
    // all here, in a transaction that is then rolled back.
    const rollback = new Error('rollback');
    const err = await caught(
      db.transaction(async (tx) => {
        await tx.exec('set local check_function_bodies = on');
        for (const r of readRepeatables()) await tx.exec(r.sql);
        throw rollback;
      }),
    );
    expect(err).toBe(rollback);
  });

  describe('the schema fingerprint (start-up’s one-lookup check)', () => {
    const config = (): DatabaseConfig =>
      db.kind === 'pglite'
        ? { kind: 'pglite', dataDir: '', statementTimeoutMs: 10_000 }
        : { kind: 'postgres', url: '', migrationUrl: undefined, poolSize: 1, connectionLifetimeSeconds: 0, statementTimeoutMs: 10_000 };

    it('is recorded by migrate, and start-up then skips the per-migration check', async () => {
      expect(await migrate(db)).toEqual([]);
      expect(await schemaIsCurrent(db, schemaFingerprint())).toBe(true);
      // The record changed by hand: start-up no longer reads it (the files did not change), while
      // migrate (npm run migrate) still checks everything and refuses.
      const current = readMigrations().find((m) => m.version === '0010')!.checksum;
      await db.query(`update schema_migrations set checksum = repeat('0', 64) where version = '0010'`);
      try {
        // True: the schema was current, so start-up seeds nothing before listening (src/server.ts).
        expect(await prepareSchema(config(), db)).toBe(true);
        await expect(migrate(db)).rejects.toThrow(/migration 0010_parking_lots was changed after it was applied/);
      } finally {
        await db.query(`update schema_migrations set checksum = $1 where version = '0010'`, [current]);
      }
    });

    it('changes with any migration, repeatable, manifest or unlisted sql file, and start-up then checks in full', async () => {
      const { root, source } = copyOfTree();
      expect(schemaFingerprint(source)).toBe(schemaFingerprint());
      const file = 'src/modules/fees/sql/check_vehicle_allowed.sql';
      fs.appendFileSync(path.join(root, file), '\n-- edited\n');
      expect(schemaFingerprint(source)).not.toBe(schemaFingerprint());
      // The full path applies the changed file and records the copy's fingerprint.
      expect(await prepareSchema(config(), db, undefined, source)).toBe(false);
      expect(await schemaIsCurrent(db, schemaFingerprint(source))).toBe(true);
      expect(await schemaIsCurrent(db, schemaFingerprint())).toBe(false);
      expect(await migrate(db)).toEqual([file]);
      expect(await schemaIsCurrent(db, schemaFingerprint())).toBe(true);

      const unlisted = copyOfTree();
      fs.writeFileSync(path.join(unlisted.root, 'src/modules/fees/sql/forgotten.sql'), 'select 1;');
      expect(schemaFingerprint(unlisted.source)).not.toBe(schemaFingerprint());
      await expect(prepareSchema(config(), db, undefined, unlisted.source)).rejects.toThrow(/does not list src\/modules\/fees\/sql\/forgotten.sql/);

      const manifest = copyOfTree();
      fs.appendFileSync(manifest.source.repeatablesManifest, '\n# a comment\n');
      expect(schemaFingerprint(manifest.source)).not.toBe(schemaFingerprint());
    });

    it('is left as it was when the full check refuses', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
      for (const f of fs.readdirSync(migrationsDir)) fs.copyFileSync(path.join(migrationsDir, f), path.join(dir, f));
      const first = readMigrations(dir)[0]!;
      fs.appendFileSync(path.join(dir, `${first.version}_${first.name}.sql`), '\n-- edited\n');
      expect(schemaFingerprint(dir)).not.toBe(schemaFingerprint());
      await expect(prepareSchema(config(), db, undefined, dir)).rejects.toBeInstanceOf(MigrationError);
      expect(await schemaIsCurrent(db, schemaFingerprint())).toBe(true);
    });
  });

  it('rolls back a failing migration whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    for (const f of fs.readdirSync(migrationsDir)) fs.copyFileSync(path.join(migrationsDir, f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, '9999_broken.sql'), 'create table half_done (id int);\nselect no_such_function();');
    await expect(migrate(db, undefined, dir)).rejects.toBeInstanceOf(MigrationError);
    const { rows } = await db.query(`select 1 from pg_tables where tablename = 'half_done'`);
    expect(rows).toHaveLength(0);
    const recorded = await db.query(`select 1 from schema_migrations where version = '9999'`);
    expect(recorded.rows).toHaveLength(0);
  });

  it('runs request work as the caller: auth.uid() reads the claims, RLS and grants apply', async () => {
    const userId = randomUUID();
    const who = await asCaller(db, { role: 'authenticated', claims: { sub: userId, role: 'authenticated' } }, async (tx) =>
      (await tx.query<{ uid: string; role: string }>('select auth.uid() as uid, current_user as role')).rows[0],
    );
    expect(who).toEqual({ uid: userId, role: 'authenticated' });
    const denied = await caught(asCaller(db, anonCaller, (tx) => tx.query(`insert into codes (category, code, label_en, label_ja) values ('x', 'y', 'x', 'y')`)));
    expect(mapDatabaseError(denied)?.code).toBe('forbidden');
  });

  it('leaves no role or claims behind on the connection', async () => {
    await asCaller(db, { role: 'authenticated', claims: { sub: randomUUID() } }, (tx) => tx.query('select 1'));
    const { rows } = await db.query<{ role: string; claims: string | null }>(
      `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(rows[0]!.claims).toBeNull();
    expect(rows[0]!.role).not.toBe('authenticated');
  });

  it('maps a unique violation to 409 conflict naming the field', async () => {
    const err = await caught(db.query(`insert into tags (tag_code, category, name_en, name_ja) values ('ev_charger', 'facility', 'x', 'x')`));
    const mapped = mapDatabaseError(err);
    expect(mapped).toMatchObject({ code: 'conflict', status: 409, param: 'tag_code' });
    expect(mapped!.message).toContain('tag code');
  });

  it('maps a check violation to 422 with the constraint named in the caller’s language', async () => {
    const err = await caught(db.query(`insert into tags (tag_code, category, name_en, name_ja) values ('Bad Code', 'facility', 'x', 'x')`));
    expect(mapDatabaseError(err, 'en')).toMatchObject({ code: 'validation_error', status: 422, param: 'tag_code' });
    expect(mapDatabaseError(err, 'ja')!.message).toContain('タグコードの形式');
  });

  it('maps function-raised contract codes by SQLSTATE, with a JSON detail for param', async () => {
    const err = await caught(
      db.exec(`do $$ begin raise exception 'exit_at is before entry_at' using errcode = 'PK400', detail = '{"param": "exit_at"}'; end $$`),
    );
    expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: 'exit_at', message: 'exit_at is before entry_at' });
    const lot = await caught(db.exec(`do $$ begin raise exception 'no such lot' using errcode = 'PK001'; end $$`));
    expect(mapDatabaseError(lot)).toMatchObject({ code: 'lot_not_found', status: 404 });
  });

  it('maps timeouts and no-row errors', () => {
    expect(mapDatabaseError(Object.assign(new Error('canceling statement'), { code: '57014' }))).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(mapDatabaseError(Object.assign(new Error('no rows'), { code: 'P0002' }))).toMatchObject({ code: 'not_found' });
    expect(mapDatabaseError(Object.assign(new Error('conn'), { code: '08006' }))).toMatchObject({ code: 'service_unavailable' });
    expect(mapDatabaseError(new TypeError('bug'))).toBeUndefined();
  });

  it.runIf(!process.env.DATABASE_URL)('starts the embedded database with small shared buffers (their zeroing is start-up time)', async () => {
    const { rows } = await db.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]!.shared_buffers).toBe('16MB');
  });

  it.runIf(!!process.env.DATABASE_URL)('turns a statement timeout into 503 on the server', async () => {
    const err = await caught(asCaller(db, anonCaller, (tx) => tx.query('select pg_sleep(2)'), 200));
    expect(mapDatabaseError(err)).toMatchObject({ code: 'service_unavailable' });
  });
});

describe('embedded data directory lock', () => {
  it('refuses a second holder with a message naming the directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(dir);
    } finally {
      lock.release();
    }
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    fs.writeFileSync(path.join(dir, 'service.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'service.lock'), 'utf8')).toContain(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'service.lock'))).toBe(false);
  });

  it('takes over a lock that names this process but was left by a dead one (a restarted container reuses the pid)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    fs.writeFileSync(path.join(dir, 'service.lock'), String(process.pid));
    const lock = lockDataDir(dir);
    try {
      // This process holds it now: a second holder in the same process is still refused.
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
    expect(fs.existsSync(path.join(dir, 'service.lock'))).toBe(false);
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another, later process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    const stranger = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      // The lock of a process that had this pid before: same pid, another start.
      fs.writeFileSync(path.join(dir, 'service.lock'), JSON.stringify({ pid: stranger.pid, started: 'an-earlier-boot 1' }));
      const lock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'service.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('refuses a data directory locked by another live process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datadir-'));
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', `import('./src/db/data-dir-lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`],
      { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
        holder.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
      });
      expect(() => lockDataDir(dir)).toThrow(new DataDirLockedError(dir, holder.pid!).message);
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
