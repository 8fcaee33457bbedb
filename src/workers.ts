import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { Logger } from './logger.js';
import { createMailer, logMailer, mailerConfig, workMail, type Mailer } from './mail/index.js';
import type { JobQueue } from './queue/index.js';
import type { ObjectStorage } from './modules/storage/drivers.js';
import { startAssetSweeper } from './modules/storage/sweeper.js';
import { workPush, type PushWorkerOptions } from './modules/notifications/push/consumer.js';
import { createPushDispatcher, type PushDispatcher } from './modules/notifications/push/dispatcher.js';
import { salesDigestHandler, startDigestScheduler, type DigestScheduler } from './modules/sales/digest.js';
import { systemClock, type Clock } from './clock.js';

export interface RunningWorkers {
  /** Stops taking jobs, lets the ones in hand finish, closes what the workers opened. */
  stop(): Promise<void>;
}

/**
 * Every queue's worker, started on `queue`: what `npm run worker` runs, and what `npm start` runs
 * in-process on the embedded database (RUN_WORKER). Push (push.batch, push.deliver) runs when given
 * its database; its dispatcher is made from config.push unless one is given.
 */
export async function startWorkers(
  queue: JobQueue,
  config: Config,
  log: Logger,
  options: {
    mailer?: Mailer;
    uploads?: { db: Database; storage: ObjectStorage };
    push?: { db: Database; dispatcher?: PushDispatcher } & Partial<Pick<PushWorkerOptions, 'retry' | 'concurrency'>>;
    /** The sales digests (sales.digest) and their scheduler; `schedule: false` works jobs without enqueuing any. */
    sales?: { db: Database; clock?: Clock; schedule?: boolean; intervalMs?: number };
  } = {},
): Promise<RunningWorkers> {
  const mailer = options.mailer ?? createMailer(mailerConfig(config), log);
  logMailer(log, mailer, config);
  workMail(queue, config, mailer);
  let dispatcher: PushDispatcher | undefined;
  if (options.push) {
    const { db, dispatcher: given, ...rest } = options.push;
    dispatcher = given ?? createPushDispatcher(config.push, log);
    log.info({ drivers: dispatcher.drivers }, 'push: drivers');
    workPush(queue, { db, dispatcher, log, statementTimeoutMs: config.database.statementTimeoutMs, ...rest });
  }
  if (options.sales) {
    workSalesDigest(queue, options.sales.db, config);
  }
  try {
    await queue.start();
  } catch (err) {
    mailer.close();
    if (!options.push?.dispatcher) dispatcher?.close();
    throw err;
  }
  // Uploads that never arrived (pending for over a day) are swept here, beside the queue's jobs.
  const sweeper = options.uploads ? startAssetSweeper(options.uploads.db, options.uploads.storage, log) : undefined;
  // Every worker process runs the digest scheduler: sales_digest_runs makes one job per period of them all.
  let scheduler: DigestScheduler | undefined;
  if (options.sales && options.sales.schedule !== false) {
    const { db, clock = systemClock, intervalMs } = options.sales;
    scheduler = startDigestScheduler({ db, queue, clock, log, ...(intervalMs ? { intervalMs } : {}) });
  }
  return {
    async stop() {
      await scheduler?.stop();
      await sweeper?.stop();
      await queue.stop();
      mailer.close();
      if (!options.push?.dispatcher) dispatcher?.close();
    },
  };
}

function workSalesDigest(queue: JobQueue, db: Database, config: Config): void {
  queue.work('sales.digest', salesDigestHandler({ db, queue, statementTimeoutMs: config.database.statementTimeoutMs }));
}
