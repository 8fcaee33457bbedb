import type { DatabaseConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { asCaller, serviceCaller } from './caller.js';
import { migrate, MigrationError, migrationsDir, readMigrations, schemaFingerprint, schemaIsCurrent, type MigrationSource } from './migrate.js';
import { openPostgres } from './postgres.js';
import type { Database } from './types.js';

/**
 * The schema step of start-up (and of the scripts that need the schema). Migrations need the schema
 * owner; the dedicated login role (app-role.ts) owns nothing. So:
 * - DATABASE_MIGRATION_URL set: migrate over that connection, then close it;
 * - else, when the service's own connection can migrate (it owns the schema or is a superuser: the
 *   embedded database, a development server), migrate over it, as before;
 * - else only check that every migration is applied, and refuse to start otherwise, naming what
 *   is pending and how to apply it (a schema older than the code fails later, request by request).
 *
 * Before any of these, one lookup: when the database records that it was last migrated from exactly
 * these files (schemaFingerprint), there is nothing to apply or check, and start-up goes on without
 * reading the migration record, taking the migration lock or opening the owner's connection (the
 * full check cost a warm embedded start a quarter of a second).
 *
 * Returns whether that lookup found the schema current: false on a new database, which start-up
 * then seeds before it serves anything.
 */
export async function prepareSchema(
  config: DatabaseConfig,
  db: Database,
  log?: Logger,
  source: string | MigrationSource = {},
  fingerprint = schemaFingerprint(source),
): Promise<boolean> {
  const current = await schemaIsCurrent(db, fingerprint);
  if (!current) await bringSchemaCurrent(config, db, log, source);
  if (config.kind === 'postgres') await warnIfPrivileged(db, log);
  return current;
}

async function bringSchemaCurrent(config: DatabaseConfig, db: Database, log: Logger | undefined, source: string | MigrationSource): Promise<void> {
  if (config.kind === 'postgres' && config.migrationUrl) {
    const owner = await openPostgres({
      url: config.migrationUrl,
      poolSize: 1,
      statementTimeoutMs: config.statementTimeoutMs,
      ...(log ? { log } : {}),
    });
    try {
      await migrate(owner, log, source);
    } finally {
      await owner.close();
    }
  } else if (await canMigrate(db)) {
    await migrate(db, log, source);
  } else {
    await verifyMigrated(db, source);
  }
}

async function canMigrate(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ can: boolean }>(
    `select coalesce(
       (select pg_has_role(c.relowner, 'USAGE') from pg_class c where c.oid = to_regclass('public.schema_migrations')),
       has_schema_privilege('public', 'CREATE')) as can`,
  );
  return rows[0]!.can;
}

async function verifyMigrated(db: Database, source: string | MigrationSource): Promise<void> {
  const how =
    'Apply them as the schema owner: `npm run migrate` with DATABASE_MIGRATION_URL set to the owner’s URL, ' +
    'or set DATABASE_MIGRATION_URL for the service so that start-up applies them.';
  let applied: Map<string, string>;
  try {
    // The login role reads nothing itself; the service role may read the migration record (0072).
    const { rows } = await asCaller(db, serviceCaller, (tx) =>
      tx.query<{ version: string; checksum: string }>('select version, checksum from public.schema_migrations'),
    );
    applied = new Map(rows.map((r) => [r.version, r.checksum]));
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code !== '42P01' && code !== '42501') throw err;
    throw new MigrationError(`The database is not migrated, and DATABASE_URL's role cannot migrate it. ${how}`, { cause: err });
  }
  const migrations = readMigrations((typeof source === 'string' ? source : source.migrationsDir) ?? migrationsDir);
  const changed = migrations.find((m) => applied.has(m.version) && applied.get(m.version) !== m.checksum);
  if (changed) {
    throw new MigrationError(`migration ${changed.version}_${changed.name} was changed after it was applied; add a new migration instead`);
  }
  const pending = migrations.filter((m) => !applied.has(m.version)).map((m) => `${m.version}_${m.name}`);
  if (pending.length) {
    throw new MigrationError(`${pending.length} migration(s) pending (${pending.join(', ')}), and DATABASE_URL's role cannot apply them. ${how}`);
  }
}

async function warnIfPrivileged(db: Database, log?: Logger): Promise<void> {
  const { rows } = await db.query<{ role: string; privileged: boolean }>(
    'select rolname as role, rolsuper or rolbypassrls as privileged from pg_roles where rolname = session_user',
  );
  const me = rows[0];
  if (me?.privileged) {
    log?.warn(
      { role: me.role },
      'DATABASE_URL connects as a superuser (or a role that bypasses row-level security): a statement that leaves the request role ' +
        'would see every row. Connect as a dedicated login role (README, "Running against a PostgreSQL server").',
    );
  }
}
