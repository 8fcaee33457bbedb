import PgBoss from 'pg-boss';
import { backgroundDatabase } from '../db/background.js';
import type { Database, Queryable } from '../db/types.js';
import type { Logger } from '../logger.js';
import type { JobName, JobPayloads } from './jobs.js';
import { serviceRoleBossDb, transactionBossDb } from './pgboss-db.js';

export interface JobContext {
  id: string;
  name: JobName;
  /** 1 for the first try, 2 for the first retry... */
  attempt: number;
  /** Tries in all before the job goes to its dead-letter queue. */
  attempts: number;
  /** Aborted when the job's time is up (the queue's expire_seconds): stop and throw. */
  signal: AbortSignal;
  log: Logger;
}

/** Does the job's work; throwing fails the try (retried with backoff, then dead-lettered). */
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /**
   * The caller's transaction: the job is written by it, so it exists only if that transaction
   * commits. Required: a job about rows that might still roll back must not run.
   */
  tx: Queryable;
  /** Not before this instant. */
  startAfter?: Date;
}

/**
 * The durable queue on the service's database (pg-boss 10: its tables, its fetch with SKIP LOCKED,
 * retries with backoff, dead letters, expiry of jobs whose worker died, archiving). Any process may
 * enqueue; processes that called start() and work() also run jobs.
 */
export interface JobQueue {
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions): Promise<string>;
  /**
   * Tells this process's workers of `name` to look for jobs now rather than at their next poll. Call
   * it after the enqueuing transaction committed; workers of other processes find the job by polling.
   */
  wake(name: JobName): void;
  /** Runs `handler` for every job of `name`, one at a time per worker, once the queue is started. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: { concurrency?: number }): void;
  /** Checks the schema (pgboss.version) and starts maintenance and the workers. */
  start(): Promise<void>;
  /** Stops polling, lets the jobs in hand finish, stops maintenance. The database stays open. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Database;
  log: Logger;
  statementTimeoutMs: number;
  /** How often an idle worker looks for jobs (default 2 s); wake() cuts the wait short. */
  pollingIntervalMs?: number;
  /** How often one process (whichever gets there first) expires, archives and drops old jobs. */
  maintenanceIntervalSeconds?: number;
}

interface FetchedJob {
  id: string;
  name: string;
  data: unknown;
  expireInSeconds: number | string;
  retryCount: number;
  retryLimit: number;
}

/** What a failed try records on the job (and its dead letter): no stack, no payload. */
function failureOutput(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { code?: unknown; responseCode?: unknown };
  return {
    name: e.name,
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
  };
}

function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * One polling loop over one queue. pg-boss's own work() is not used: it neither awaits its
 * complete/fail statements (a database error there would be an unhandled rejection, which ends the
 * process) nor stops without polling for a second; this loop uses its fetch, complete and fail, so
 * the job semantics (SKIP LOCKED, retry counts, backoff, dead letters) are pg-boss's.
 */
class Worker {
  private stopping = false;
  private woken = false;
  private wakeUp: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly name: JobName,
    private readonly handler: JobHandler<JobName>,
    private readonly log: Logger,
    private readonly pollingIntervalMs: number,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      // pg-boss's fetch answers [] when its statement fails; the database adapter logs the failure.
      const jobs = (await this.boss.fetch<unknown>(this.name, { batchSize: 1, includeMetadata: true })) as unknown as FetchedJob[];
      for (const job of jobs) await this.process(job);
      if (jobs.length === 0 && !this.woken && !this.stopping) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.pollingIntervalMs);
      this.wakeUp = done;
    });
  }

  private async process(job: FetchedJob): Promise<void> {
    const attempt = job.retryCount + 1;
    const attempts = job.retryLimit + 1;
    const log = this.log.child({ queue: this.name, job_id: job.id, attempt });
    const controller = new AbortController();
    const seconds = Number(job.expireInSeconds);
    const timer = setTimeout(() => controller.abort(new Error(`the job took longer than its ${seconds} s`)), seconds * 1000);
    let failure: unknown;
    try {
      await Promise.race([
        this.handler(job.data as never, { id: job.id, name: this.name, attempt, attempts, signal: controller.signal, log }),
        abortedBy(controller.signal),
      ]);
    } catch (err) {
      failure = err;
    } finally {
      clearTimeout(timer);
    }
    try {
      if (failure === undefined) {
        await this.boss.complete(this.name, job.id);
        return;
      }
      const last = attempt >= attempts;
      log[last ? 'error' : 'warn'](
        { err: failure, attempts },
        last ? 'queue: job failed for the last time; moved to the dead-letter queue' : 'queue: job failed; it will be retried',
      );
      await this.boss.fail(this.name, job.id, failureOutput(failure));
    } catch (err) {
      // The job stays active until its expiry, when maintenance hands it back for a retry.
      log.error({ err }, 'queue: could not record the outcome of a job');
    }
  }
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  // pg-boss's own statements (fetching, completing and failing jobs, maintenance) are work no request
  // waits for; an enqueue runs in its caller's transaction instead (transactionBossDb).
  const bossDb = serviceRoleBossDb(backgroundDatabase(options.db), options.statementTimeoutMs, (err) => log.warn({ err }, 'queue: statement failed'));
  const boss = new PgBoss({
    db: bossDb as PgBoss.Db,
    // The tables are our migrations' (0090): pg-boss only checks their version.
    migrate: false,
    // No cron: it would create a queue of its own at run time.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
  });
  boss.on('error', (err: unknown) => log.warn({ err }, 'queue: maintenance failed'));
  const pollingIntervalMs = options.pollingIntervalMs ?? 2000;
  const workers = new Map<JobName, Worker[]>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  return {
    async enqueue(name, payload, { tx, startAfter }) {
      const id = await boss.send(name, payload as object, { db: transactionBossDb(tx) as PgBoss.Db, ...(startAfter ? { startAfter } : {}) });
      // null only for throttled or singleton sends, which this queue does not use.
      if (!id) throw new Error(`queue: ${name} refused the job`);
      return id;
    },
    wake(name) {
      for (const worker of workers.get(name) ?? []) worker.wake();
    },
    work(name, handler, { concurrency = 1 } = {}) {
      const list = workers.get(name) ?? [];
      for (let i = 0; i < concurrency; i++) {
        const worker = new Worker(boss, name, handler as JobHandler<JobName>, log, pollingIntervalMs);
        list.push(worker);
        if (state === 'started') worker.start();
      }
      workers.set(name, list);
    },
    async start() {
      if (state !== 'new') return;
      await boss.start();
      state = 'started';
      for (const list of workers.values()) for (const worker of list) worker.start();
      log.info({ queues: [...workers.keys()] }, 'queue: workers started');
    },
    async stop() {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      await Promise.all([...workers.values()].flat().map((worker) => worker.stop()));
      await boss.stop({ graceful: false, close: false });
      await bossDb.settled();
    },
  };
}
