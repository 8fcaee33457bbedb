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
