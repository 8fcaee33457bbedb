import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { MigrationError } from './db/migrate.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

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

const log = createLogger(config.logLevel);
try {
  const server = await startServer(config, log);
  let stopping = false;
  const shutdown = (signal: string) => {
    // npm passes on the signal its process group also got (Ctrl-C, a group kill): one shutdown.
    if (stopping) return log.info({ signal }, 'already shutting down');
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (err) => {
        log.error({ err }, 'shutdown failed');
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
    log.fatal({ err }, 'start-up failed');
  }
  process.exit(1);
}
