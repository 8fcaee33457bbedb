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
  // From listening on: a signal during the work that follows stops the service gracefully too.
  stopOnSignals(log, () => server.stop());
  const { portalStatus } = await import('./modules/portal/index.js');
  const portal = portalStatus(config, server.port);
  if (portal.built) log.info({ portal: portal.url }, `portal on ${portal.url}`);
  else log.warn({ portal: portal.url, dir: portal.dir }, 'the portal is not built: run `npm run build:portal` (or `npm run build`), then open /portal');
  await server.started;
} catch (err) {
  exitOnStartFailure(err, log, 'start-up');
}
