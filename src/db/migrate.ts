import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.js';
import type { Database, Queryable } from './types.js';

/** The checkout (or deployed tree) whose db/ and src/ this process migrates with. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsDir = path.join(projectRoot, 'db/migrations');
/** The repeatable SQL files (functions, their triggers and grants) in the order they are applied. */
export const repeatablesManifest = path.join(projectRoot, 'db/repeatables.txt');
/** Migrations rewritten after they were applied, with the checksum an older database recorded. */
export const rewrittenMigrationsFile = path.join(projectRoot, 'db/rewritten-migrations.txt');

/** Any 64-bit number shared by every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_270_301_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** A file of `create or replace` statements, applied again whenever its text changes. */
export interface Repeatable {
  /** Relative to the project root, with forward slashes: the key in schema_repeatables. */
  path: string;
  sql: string;
  checksum: string;
  /**
   * The migration that needs this file (a default, constraint, generated column, index, policy or
   * trigger of it calls the function): the file is applied before that migration runs. Undefined:
   * after every migration.
   */
  before?: string;
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

function checksum(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return { version: file.slice(0, 4), name: file.slice(5, -4), sql, checksum: checksum(sql) };
    });
}

/** Where repeatable files live: a `sql/` folder anywhere under src/ (src/modules/<area>/sql/, src/db/sql/). */
function repeatableFilesOnDisk(root: string): string[] {
  const src = path.join(root, 'src');
  if (!fs.existsSync(src)) return [];
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .map((f) => `src/${f.split(path.sep).join('/')}`)
    .filter((f) => /(^|\/)sql\/[^/]+\.sql$/.test(f))
    .sort();
}

/**
 * The manifest: `[before NNNN]` and `[after all migrations]` section lines, each followed by the files
 * of that section, one path a line; `#` starts a comment. Sections go in migration order. Refused: a
 * file listed twice or missing, a section naming no migration, and a `sql/` file under src/ that is
 * not listed (it would silently never be applied).
 */
export function readRepeatables(
  manifest = repeatablesManifest,
  root = projectRoot,
  migrations: Migration[] = readMigrations(),
): Repeatable[] {
  const where = path.relative(root, manifest);
  const versions = new Set(migrations.map((m) => m.version));
  const repeatables: Repeatable[] = [];
  let section: { before?: string } | undefined;
  let lastBefore = '';
  let sawLast = false;
  fs.readFileSync(manifest, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.replace(/#.*/, '').trim();
      if (!line) return;
      const fail = (problem: string): never => {
        throw new MigrationError(`${where}:${i + 1}: ${problem}`);
      };
      const header = /^\[(?:before (\d{4})|(after all migrations))\]$/.exec(line);
      if (header) {
        if (sawLast) fail('[after all migrations] is the last section');
        if (header[2]) {
          sawLast = true;
          section = {};
          return;
        }
        const before = header[1]!;
        if (!versions.has(before)) fail(`no migration ${before} in db/migrations`);
        if (before <= lastBefore) fail(`sections go in migration order: ${before} comes after ${lastBefore}`);
        lastBefore = before;
        section = { before };
        return;
      }
      if (line.startsWith('[')) fail(`unknown section ${line}: use [before NNNN] or [after all migrations]`);
      const current = section ?? fail(`${line} is in no section`);
      if (!/^src\/(.+\/)?sql\/[^/]+\.sql$/.test(line)) fail(`${line}: repeatable files live in a sql/ folder under src/`);
      if (repeatables.some((r) => r.path === line)) fail(`${line} is listed twice`);
      const file = path.join(root, line);
      if (!fs.existsSync(file)) fail(`${line} does not exist`);
      const sql = fs.readFileSync(file, 'utf8');
      repeatables.push({ path: line, sql, checksum: checksum(sql), ...(current.before ? { before: current.before } : {}) });
    });
  const listed = new Set(repeatables.map((r) => r.path));
  const unlisted = repeatableFilesOnDisk(root).filter((f) => !listed.has(f));
  if (unlisted.length) {
    throw new MigrationError(`${where} does not list ${unlisted.join(', ')}: add each file to the section it belongs to`);
  }
  return repeatables;
}

/** version -> checksums that version's file had before it was rewritten (db/rewritten-migrations.txt). */
export function readRewrittenMigrations(file = rewrittenMigrationsFile): Map<string, Set<string>> {
  const rewritten = new Map<string, Set<string>>();
  if (!fs.existsSync(file)) return rewritten;
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.replace(/#.*/, '').trim();
      if (!line) return;
      const m = /^(\d{4})\s+([0-9a-f]{64})\b/.exec(line);
      if (!m) throw new MigrationError(`${path.basename(file)}:${i + 1}: expected "NNNN <sha256>"`);
      rewritten.set(m[1]!, (rewritten.get(m[1]!) ?? new Set()).add(m[2]!));
    });
  return rewritten;
}

export interface MigrationSource {
  migrationsDir?: string;
  repeatablesManifest?: string;
  rewrittenMigrationsFile?: string;
  /** The root the manifest's paths are relative to. */
  root?: string;
}

function resolveSource(source: string | MigrationSource): Required<MigrationSource> {
  const src = typeof source === 'string' ? { migrationsDir: source } : source;
  return {
    migrationsDir: src.migrationsDir ?? migrationsDir,
    repeatablesManifest: src.repeatablesManifest ?? repeatablesManifest,
    rewrittenMigrationsFile: src.rewrittenMigrationsFile ?? rewrittenMigrationsFile,
    root: src.root ?? projectRoot,
  };
}

const FINGERPRINT_PREFIX = 'migrated from files with sha256 ';

/**
 * One hash of everything `migrate` reads: the migration files (names and texts), the manifest,
 * db/rewritten-migrations.txt and every `sql/` file under src/, listed or not (an unlisted one must
 * still be refused). `migrate` records it on the database once it has brought the schema to these
 * files; a start whose files hash the same then knows the schema is current from one lookup, instead
 * of reading and comparing every migration and repeatable file against the database (see
 * schemaIsCurrent). Any change to any of these files gives another hash, and the full check.
 */
export function schemaFingerprint(source: string | MigrationSource = {}): string {
  const src = resolveSource(source);
  const hash = createHash('sha256');
  const add = (label: string, text: string) => hash.update(`${label}\0${Buffer.byteLength(text)}\0`).update(text);
  for (const file of fs.readdirSync(src.migrationsDir).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort()) {
    add(`migration ${file}`, fs.readFileSync(path.join(src.migrationsDir, file), 'utf8'));
  }
  add('manifest', fs.readFileSync(src.repeatablesManifest, 'utf8'));
  add('rewritten', fs.existsSync(src.rewrittenMigrationsFile) ? fs.readFileSync(src.rewrittenMigrationsFile, 'utf8') : '');
  for (const file of repeatableFilesOnDisk(src.root)) add(`repeatable ${file}`, fs.readFileSync(path.join(src.root, file), 'utf8'));
  return hash.digest('hex');
}

/**
 * Whether `migrate` last brought this database to exactly these files (schemaFingerprint). One
 * statement that any role may run and that fails on no database: the fingerprint is the comment on
 * schema_migrations (pg_description is readable by all; a database never migrated has no table and
 * no comment). What it cannot see is a migration record changed by hand since: that is found by
 * `npm run migrate` (migrate always checks in full), or at the next start after any file changes.
 */
export async function schemaIsCurrent(db: Queryable, fingerprint: string): Promise<boolean> {
  const { rows } = await db.query<{ recorded: string | null }>(
    `select obj_description(to_regclass('public.schema_migrations'), 'pg_class') as recorded`,
  );
  return rows[0]?.recorded === FINGERPRINT_PREFIX + fingerprint;
}

/**
 * Brings the database to the tree's schema, all in one transaction under an advisory lock (several
 * API processes may start at once against one server; the others wait, then find nothing to do):
 *
 * 1. An applied migration must still have the text it had: a changed file stops start-up (silently
 *    diverging schemas are worse than a refusal), unless db/rewritten-migrations.txt lists the
 *    checksum this database recorded for it, which is then updated.
 * 2. A pending migration numbered below an applied one is refused (issue 11): it would run against a
 *    schema its author never saw, and in another order than on a fresh database.
 * 3. The pending migrations run in number order; before each, the changed repeatable files of its
 *    section and earlier ones, so that a migration always runs with the current text of the
 *    functions it needs, on a fresh database and an old one alike. Function bodies are not checked
 *    then (as in a pg_dump restore): they may name tables a later migration creates.
 * 4. Every other changed repeatable file, in manifest order, with function bodies checked.
 *
 * A repeatable file is "changed" when its checksum differs from the one in schema_repeatables (or it
 * has none, as on every database the first time). Finally the files' fingerprint is recorded
 * (schemaFingerprint), which lets start-up skip all this when nothing changed. Returns what was
 * applied.
 */
export async function migrate(db: Database, log?: Logger, source: string | MigrationSource = {}): Promise<string[]> {
  const src = resolveSource(source);
  // Hashed before the files are read: one edited meanwhile gives the next start the full check.
  const fingerprint = schemaFingerprint(src);
  const migrations = readMigrations(src.migrationsDir);
  const repeatables = readRepeatables(src.repeatablesManifest, src.root, migrations);
  const rewritten = readRewrittenMigrations(src.rewrittenMigrationsFile);

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists public.schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    );
    create table if not exists public.schema_repeatables (
      path text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    );
    -- The migrator's bookkeeping is nobody else's: on a database created before this table existed,
    -- the default privileges of migration 0001 would have given it to service_role.
    do $$
    declare
      v_role text;
    begin
      for v_role in select distinct pg_get_userbyid(a.grantee) from pg_class c cross join lateral aclexplode(c.relacl) a
                     where c.oid = 'public.schema_repeatables'::regclass and a.grantee not in (0, c.relowner) loop
        execute format('revoke all on public.schema_repeatables from %I', v_role);
      end loop;
    end
    $$`);

    const applied = (
      await tx.query<{ version: string; name: string; checksum: string }>('select version, name, checksum from public.schema_migrations')
    ).rows;
    await checkAppliedMigrations(tx, migrations, applied, rewritten, log);
    refuseOutOfOrder(migrations, applied);

    const recorded = new Map(
      (await tx.query<{ path: string; checksum: string }>('select path, checksum from public.schema_repeatables')).rows.map((r) => [
        r.path,
        r.checksum,
      ]),
    );
    const pendingRepeatables = repeatables.filter((r) => recorded.get(r.path) !== r.checksum);
    const done = new Set(applied.map((r) => r.version));
    const appliedNow: string[] = [];

    for (const m of migrations.filter((m) => !done.has(m.version))) {
      const ahead: Repeatable[] = [];
      while (pendingRepeatables[0]?.before && pendingRepeatables[0].before <= m.version) ahead.push(pendingRepeatables.shift()!);
      if (ahead.length) {
        await tx.exec('set local check_function_bodies = off');
        for (const r of ahead) appliedNow.push(await applyRepeatable(tx, r, log));
        await tx.exec('set local check_function_bodies = on');
      }
      try {
        await tx.exec(m.sql);
      } catch (err) {
        throw new MigrationError(`migration ${m.version}_${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
      await tx.query('insert into public.schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ]);
      log?.info({ migration: `${m.version}_${m.name}` }, 'migration applied');
      appliedNow.push(`${m.version}_${m.name}`);
    }
    for (const r of pendingRepeatables) appliedNow.push(await applyRepeatable(tx, r, log));
    const files = appliedNow.filter((a) => a.endsWith('.sql')).length;
    if (files) log?.info({ repeatables: files }, 'repeatable files applied');
    // Forget files no longer listed; what they created stays until a migration drops it.
    await tx.query('delete from public.schema_repeatables where not (path = any ($1::text[]))', [repeatables.map((r) => r.path)]);
    // Committed with the schema it describes, or not at all (schemaIsCurrent). A hex digest: safe inline.
    await tx.exec(`comment on table public.schema_migrations is '${FINGERPRINT_PREFIX}${fingerprint}'`);
    return appliedNow;
  });
}

async function checkAppliedMigrations(
  tx: Queryable,
  migrations: Migration[],
  applied: { version: string; checksum: string }[],
  rewritten: Map<string, Set<string>>,
  log: Logger | undefined,
): Promise<void> {
  for (const row of applied) {
    const m = migrations.find((m) => m.version === row.version);
    if (!m || row.checksum === m.checksum) continue;
    if (!rewritten.get(m.version)?.has(row.checksum)) {
      throw new MigrationError(
        `migration ${m.version}_${m.name} was changed after it was applied (this database recorded checksum ` +
          `${row.checksum.slice(0, 12)}…, the file has ${m.checksum.slice(0, 12)}…): add a new migration instead. ` +
          `A deliberate rewrite lists the earlier checksum in db/rewritten-migrations.txt.`,
      );
    }
    await tx.query('update public.schema_migrations set checksum = $2 where version = $1', [m.version, m.checksum]);
    log?.info({ migration: `${m.version}_${m.name}` }, 'migration was rewritten since this database applied it: checksum updated');
  }
}

/** A pending migration below the highest applied version (see migrate, step 2). */
function refuseOutOfOrder(migrations: Migration[], applied: { version: string; name: string }[]): void {
  const highest = applied.reduce<{ version: string; name: string } | undefined>(
    (max, row) => (!max || row.version > max.version ? row : max),
    undefined,
  );
  const done = new Set(applied.map((r) => r.version));
  const late = highest && migrations.find((m) => !done.has(m.version) && m.version < highest.version);
  if (highest && late) {
    throw new MigrationError(
      `migration ${late.version}_${late.name} is pending but ${highest.version}_${highest.name} is already applied: ` +
        `migrations apply in number order only, so give it a number above ${highest.version}`,
    );
  }
}

async function applyRepeatable(tx: Queryable, r: Repeatable, log: Logger | undefined): Promise<string> {
  try {
    await tx.exec(r.sql);
  } catch (err) {
    throw new MigrationError(`repeatable ${r.path} failed: ${(err as Error).message}`, { cause: err });
  }
  await tx.query(
    `insert into public.schema_repeatables (path, checksum) values ($1, $2)
     on conflict (path) do update set checksum = excluded.checksum, applied_at = now()`,
    [r.path, r.checksum],
  );
  log?.debug({ repeatable: r.path }, 'repeatable file applied');
  return r.path;
}
