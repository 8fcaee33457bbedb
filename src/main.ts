import { createLogger } from './logger.js';
import { exitOnStartFailure, loadConfigOrExit, stopOnSignals } from './process-lifecycle.js';
import { startServer } from './server.js';

const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
try {
  const server = await startServer(config, log);
  stopOnSignals(log, () => server.stop());
} catch (err) {
  exitOnStartFailure(err, log, 'start-up');
}
