import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.js';
import type { Database } from './types.js';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** Any 64-bit number shared by every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_270_301_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return {
        version: file.slice(0, 4),
        name: file.slice(5, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * A migration written on a branch that was merged after a higher-numbered one was applied would run
 * against a schema its author never saw, and a fresh database would run it in another order than
 * this one did: refused, as Flyway does by default, with the number it needs.
 */
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

/**
 * Applies the pending numbered migrations, each in its own transaction, recording each in
 * `schema_migrations`. Several API processes may start at once against one server: the
 * transaction-scoped advisory lock lets one apply a migration while the others wait and then see it
 * recorded. An applied migration whose file has since changed stops start-up: silently diverging
 * schemas are worse than a refusal.
 */
export async function migrate(db: Database, log?: Logger, dir = migrationsDir): Promise<string[]> {
  const migrations = readMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists public.schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const { rows } = await tx.query<{ version: string; name: string }>('select version, name from public.schema_migrations');
    refuseOutOfOrder(migrations, rows);
  });
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query<{ checksum: string }>(
        'select checksum from public.schema_migrations where version = $1',
        [m.version],
      );
      const row = existing.rows[0];
      if (row) {
        if (row.checksum !== m.checksum) {
          throw new MigrationError(
            `migration ${m.version}_${m.name} was changed after it was applied; add a new migration instead`,
          );
        }
        return false;
      }
      try {
        await tx.exec(m.sql);
      } catch (err) {
        throw new MigrationError(`migration ${m.version}_${m.name} failed: ${(err as Error).message}`, {
          cause: err,
        });
      }
      await tx.query('insert into public.schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ]);
      return true;
    });
    if (done) {
      applied.push(`${m.version}_${m.name}`);
      log?.info({ migration: `${m.version}_${m.name}` }, 'migration applied');
    }
  }
  return applied;
}
