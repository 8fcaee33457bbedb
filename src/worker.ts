/**
 * `npm run worker` (production: `node dist/src/worker.js`): the queue's workers as a process of
 * their own, beside any number of API processes on the same PostgreSQL database. It takes the same
 * environment as the API (DATABASE_URL, JWT_SECRET to open sealed mail values, SMTP_URL...), checks
 * that the schema is migrated (or migrates it, like the API), works jobs until SIGTERM or SIGINT,
 * then finishes the jobs in hand and exits. On the embedded database `npm start` runs these workers
 * itself: a second process cannot open its data directory.
 */
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { MigrationError } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { prepareSchema } from './db/schema-readiness.js';
import { withGeneratedSecret } from './generated-secret.js';
import { createLogger } from './logger.js';
import { createJobQueue } from './queue/index.js';
import { startWorkers } from './workers.js';
import { systemClock } from './clock.js';
import { createObjectStorage } from './modules/storage/drivers.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78); // EX_CONFIG
  }
  throw err;
}

const log = createLogger(config.logLevel).child({ process: 'worker' });
try {
  const db = await openDatabase(config.database, log);
  try {
    config = withGeneratedSecret(config, log);
    await prepareSchema(config.database, db, log);
  } catch (err) {
    await db.close();
    throw err;
  }
  const queue = createJobQueue({ db, log, statementTimeoutMs: config.database.statementTimeoutMs });
  const storage = createObjectStorage(config.storage, { publicBaseUrl: config.publicBaseUrl, tokenKey: config.auth.jwtSecret, clock: systemClock });
  const workers = await startWorkers(queue, config, log, { uploads: { db, storage }, push: { db }, sales: { db } });
  log.info({ pid: process.pid, database: db.kind }, 'worker started');
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down');
    workers
      .stop()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  if (err instanceof DataDirLockedError || err instanceof MigrationError) {
    log.fatal(err.message);
    console.error(err.message);
  } else {
    log.fatal({ err }, 'worker start-up failed');
  }
  process.exit(1);
}
