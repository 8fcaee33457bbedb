// Applies pending migrations to the configured database as its schema owner: DATABASE_MIGRATION_URL
// when set, else DATABASE_URL (or the embedded database in DATA_DIR).
import { ConfigError, loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/logger.js';

try {
  const config = loadConfig(process.env, { serving: false });
  const log = createLogger(config.logLevel, { sync: true });
  const target = config.database;
  const db = await openDatabase(target.kind === 'postgres' && target.migrationUrl ? { ...target, url: target.migrationUrl } : target, log);
  try {
    const applied = await migrate(db, log);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply');
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : (err as Error).message);
  process.exit(1);
}
