/**
 * `npm run worker` (production: `node dist/src/worker.js`): the queue's workers as a process of
 * their own, beside any number of API processes on the same PostgreSQL database. It takes the same
 * environment as the API (DATABASE_URL, JWT_SECRET to open sealed mail values, SMTP_URL...), checks
 * that the schema is migrated (or migrates it, like the API), works jobs until SIGTERM or SIGINT,
 * then finishes the jobs in hand and exits. On the embedded database `npm start` runs these workers
 * itself: a second process cannot open its data directory.
 */
import { openDatabase } from './db/open.js';
import { prepareSchema } from './db/schema-readiness.js';
import { withGeneratedSecret } from './generated-secret.js';
import { createLogger } from './logger.js';
import { exitOnStartFailure, loadConfigOrExit, stopOnSignals } from './process-lifecycle.js';
import { createJobQueue } from './queue/index.js';
import { startWorkers } from './workers.js';
import { systemClock } from './clock.js';
import { createObjectStorage } from './modules/storage/drivers.js';

let config = loadConfigOrExit();
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
  stopOnSignals(log, () => workers.stop().then(() => db.close()), 'worker ');
} catch (err) {
  exitOnStartFailure(err, log, 'worker start-up');
}
