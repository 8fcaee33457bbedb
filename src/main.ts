import { dataDirFrom } from './data-dir.js';
import { startPgliteThread } from './db/pglite-thread.js';

// The embedded database runs on a thread of its own (src/db/pglite-thread.ts), started and opened
// before anything else is loaded (the configuration alone brings zod and pg, a fifth of a second):
// PostgreSQL starts there while this thread loads the service. The configuration below chooses the
// embedded database when DATABASE_URL is empty, as here; a failure is the open's to report.
if (!process.env.DATABASE_URL?.trim()) startPgliteThread(dataDirFrom(process.env.DATA_DIR));
const { exitOnStartFailure, loadConfigOrExit, stopOnSignals } = await import('./process-lifecycle.js');
const { createLogger } = await import('./logger.js');
const { openDatabase } = await import('./db/open.js');

const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
try {
  // Opened before the rest of the service is loaded: PGlite's WebAssembly compile and data-directory
  // load then overlap the loading of every route module (each took most of a second of a warm start).
  const opening = openDatabase(config.database, log);
  // Handled here too: a failed open is reported by startServer, not as an unhandled rejection while
  // the modules are still loading.
  opening.catch(() => undefined);
  const starting = import('./server.js').then(({ startServer }) => startServer(config, log, opening));
  // Before anything else: a process without a SIGTERM handler dies of the signal at once (lock file
  // left, exit by signal), and a supervisor may send one as soon as it reads "listening", before
  // the code after the await below has run. A signal during start-up stops the service once it is up.
  stopOnSignals(log, async () => (await starting).stop());
  const server = await starting;
  const { portalStatus } = await import('./modules/portal/index.js');
  const portal = portalStatus(config, server.port);
  if (portal.built) log.info({ portal: portal.url }, `portal on ${portal.url}`);
  else log.warn({ portal: portal.url, dir: portal.dir }, 'the portal is not built: run `npm run build:portal` (or `npm run build`), then open /portal');
  await server.started;
} catch (err) {
  exitOnStartFailure(err, log, 'start-up');
}
