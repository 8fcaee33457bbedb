import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { MigrationError } from './db/migrate.js';
import { flushLog, type Logger } from './logger.js';

/**
 * What the two entry points (src/main.ts, the API; src/worker.ts, the queue's workers) share about
 * being a process: how a bad configuration, a failed start and a stop signal end it.
 */

/** The configuration from the environment, or exit 78 (EX_CONFIG) with the reason on stderr. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

/**
 * Ends a process whose start failed: 78 for configuration, 1 otherwise. A locked data directory and
 * a refused migration are expected failures whose message says it all; anything else is logged whole.
 */
export function exitOnStartFailure(err: unknown, log: Logger, what: string): never {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  if (err instanceof DataDirLockedError || err instanceof MigrationError) {
    log.fatal(err.message);
    console.error(err.message);
  } else {
    log.fatal({ err }, `${what} failed`);
  }
  flushLog(log);
  process.exit(1);
}

/**
 * On SIGTERM or SIGINT, runs `stop` once and exits 0 when it finishes (1 when it fails). npm passes
 * on the signal its process group also got (Ctrl-C, a group kill): a second signal changes nothing.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>, prefix = ''): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return log.info({ signal }, 'already shutting down');
    stopping = true;
    log.info({ signal }, `${prefix}shutting down`);
    stop().then(
      () => {
        flushLog(log);
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, `${prefix}shutdown failed`);
        flushLog(log);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
