import type { Database } from '../../db/types.js';
import type { Logger } from '../../logger.js';
import type { ObjectStorage } from './drivers.js';
import { sweepPendingAssets } from './service.js';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps pending assets older than a day, shortly after start and then hourly, in whichever process
 * runs the workers. Several processes sweeping at once is harmless: each row is deleted once (the
 * function skips rows another sweep holds).
 */
export function startAssetSweeper(db: Database, storage: ObjectStorage, log: Logger): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepPendingAssets(db, storage)
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'swept pending uploads older than a day');
      })
      .catch((err: unknown) => log.warn({ err }, 'sweeping pending uploads failed; the next sweep tries again'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
