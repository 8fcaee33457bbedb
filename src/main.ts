import { openDatabase } from './db/open.js';
import { createLogger } from './logger.js';
import { exitOnStartFailure, loadConfigOrExit, stopOnSignals } from './process-lifecycle.js';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
try {
  // Opened before the rest of the service is loaded: PGlite's WebAssembly compile and data-directory
  // load then overlap the loading of every route module (each took most of a second of a warm start).
  const opening = openDatabase(config.database, log);
  // Handled here too: a failed open is reported by startServer, not as an unhandled rejection while
  // the modules are still loading.
  opening.catch(() => undefined);
  const { startServer } = await import('./server.js');
  const server = await startServer(config, log, opening);
  stopOnSignals(log, () => server.stop());
} catch (err) {
  exitOnStartFailure(err, log, 'start-up');
}
