import { createLogger } from './logger.js';
import { exitOnStartFailure, loadConfigOrExit, stopOnSignals } from './process-lifecycle.js';
import { portalStatus } from './modules/portal/index.js';
import { startServer } from './server.js';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
try {
  const server = await startServer(config, log);
  const portal = portalStatus(config, server.port);
  if (portal.built) log.info({ portal: portal.url }, `portal on ${portal.url}`);
  else log.warn({ portal: portal.url, dir: portal.dir }, 'the portal is not built: run `npm run build:portal` (or `npm run build`), then open /portal');
  stopOnSignals(log, () => server.stop());
} catch (err) {
  exitOnStartFailure(err, log, 'start-up');
}
