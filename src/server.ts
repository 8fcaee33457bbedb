import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from './app.js';
import type { Config } from './config.js';
import { backgroundDatabase } from './db/background.js';
import { openDatabase } from './db/open.js';
import { schemaFingerprint } from './db/migrate.js';
import { prepareSchema } from './db/schema-readiness.js';
import type { Database } from './db/types.js';
import { createDeps } from './deps.js';
import { withGeneratedSecret } from './generated-secret.js';
import { bootstrapDevelopmentAdmin, bootstrapFirstAdmin } from './modules/admin/provisioning.js';
import { createRealtimeWebSocketServer } from './modules/realtime/routes.js';
import { seedDemoData } from './seeds/demo-data.js';
import { startWorkers, type RunningWorkers } from './workers.js';
import type { Logger } from './logger.js';

export interface RunningServer {
  app: App;
  db: Database;
  port: number;
  /**
   * The start-up work that runs once the service is listening (see startServer): resolves when it
   * is done, rejects when it failed, by which time the service has stopped.
   */
  started: Promise<void>;
  /**
   * Stop accepting, answer every request already sent (up to the shutdown timeout), close the
   * database.
   */
  stop(): Promise<void>;
}

/**
 * Listens once the service can answer requests: the database open, its schema current (migrated, or
 * refused), the token key and the first admin in place, and the demo data seeded when this start
 * migrated the database (a new data directory). What requests do not wait for runs after that,
 * before `started` resolves: the queue's workers (a job enqueued meanwhile waits in its table), and
 * on a database that was already current the top-up of demo rows that went missing. On the embedded
 * database each of these first statements pays for loading its tables' catalog entries, which cost a
 * warm restart most of a second before listening.
 *
 * `opening`: the database already being opened (src/main.ts starts it before loading this module's
 * imports, so that the embedded database starts on its thread while they load).
 */
export async function startServer(config: Config, log: Logger, opening?: Promise<Database>): Promise<RunningServer> {
  // Read while the database opens: the schema files' fingerprint, which prepareSchema compares.
  const fingerprint = schemaFingerprint();
  // The embedded database is handed out once its data directory is held, while PostgreSQL is still
  // starting on its own thread (src/db/pglite-thread.ts): its first statement waits for that.
  const db = await (opening ?? openDatabase(config.database, log));
  let server: ServerType | undefined;
  try {
    // After the data directory's lock is taken: no other process can be creating the key.
    config = withGeneratedSecret(config, log);
    const deps = createDeps(config, db, log);
    // Built before the schema is checked: the routes need no database, and an embedded one is still
    // starting (a tenth of a second of this thread's work, done while it waits).
    const app = createApp(deps);
    const schemaWasCurrent = await prepareSchema(config.database, db, log, {}, fingerprint);
    await bootstrapFirstAdmin(db, deps.identity, config.bootstrapAdmin, log);
    if (config.developmentAdminFile) await bootstrapDevelopmentAdmin(db, deps.identity, config.developmentAdminFile, log);
    if (config.seedDemoData && !schemaWasCurrent) await seedDemoData(db, log);
    const { lifecycle, realtime } = deps;
    // Handlers still running: a client that went away closes its socket, not its request's work.
    let handling = 0;
    let handled: (() => void) | undefined;
    const fetch = async (request: Request, env: unknown) => {
      handling++;
      try {
        return await app.fetch(request, env);
      } finally {
        if (--handling === 0) handled?.();
      }
    };
    const allHandled = () => (handling === 0 ? Promise.resolve() : new Promise<void>((resolve) => (handled = resolve)));
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve(
        { fetch, port: config.port, hostname: config.host, websocket: { server: createRealtimeWebSocketServer(config) } },
        () => resolve(s),
      );
      s.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    // Since the process started (performance's time origin), module loading included.
    log.info({ port, pid: process.pid, database: db.kind, startup_ms: Math.round(performance.now()) }, `listening on http://localhost:${port}`);

    let workers: RunningWorkers | undefined;
    const background = backgroundDatabase(db);
    const afterListening = (async () => {
      if (config.seedDemoData && schemaWasCurrent) await seedDemoData(background, log);
      // The embedded database admits one process, so its queue workers run in this one.
      if (config.runWorker && !lifecycle.shuttingDown) {
        workers = await startWorkers(deps.queue, config, log, {
          uploads: { db: background, storage: deps.storage },
          push: { db: background },
          sales: { db: background },
        });
      }
    })();

    const running = server as HttpServer;
    let accepted = 0;
    running.on('connection', () => accepted++);
    // Answers not yet started; once shutdown begins each of them ends its connection.
    const unanswered = new Set<ServerResponse>();
    running.prependListener('request', (_req, res: ServerResponse) => {
      if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    });
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        lifecycle.shuttingDown = true;
        log.info({ in_flight: handling, realtime: realtime.stats() }, 'draining');
        // Realtime sockets are connections too, and the listener's close below waits for every
        // connection: deliveries in hand finish, then each socket closes with 1001 (going away) and
        // its client reconnects to another process.
        await realtime.stop();
        for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
        const drained = (async () => {
          // Closing the listener resets the connections the kernel has completed but the process
          // has not accepted yet, and a busy process (the embedded database runs on this thread)
          // leaves many there. Keep accepting until a whole turn of the event loop brings in no new
          // connection and no request is being handled.
          for (;;) {
            await allHandled();
            const before = accepted;
            await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
            if (accepted === before && handling === 0) break;
          }
          // http.Server#close would also destroy every idle keep-alive socket at once, resetting the
          // requests clients have just sent on them and the service has not read yet. Stop
          // accepting only: each connection ends after its next answer (Connection: close) or at
          // the keep-alive timeout the service announced, which clients keep under.
          await new Promise<void>((resolve) => NetServer.prototype.close.call(running, () => resolve()));
          await allHandled();
        })();
        let force: NodeJS.Timeout | undefined;
        const timedOut = new Promise<true>((resolve) => (force = setTimeout(() => resolve(true), config.shutdownTimeoutMs)));
        if (await Promise.race([drained, timedOut])) {
          log.warn({ in_flight: handling }, 'shutdown timeout reached: closing remaining connections');
          running.closeAllConnections();
          running.close();
        }
        clearTimeout(force);
        // A stop during the work after listening lets it finish (or fail) first: it uses the
        // database, and the workers it starts are stopped here.
        await afterListening.catch(() => undefined);
        // Jobs in hand finish (their outcome written) before the database closes.
        await workers?.stop();
        await db.close();
        log.info('stopped');
      })());
    const started = afterListening.catch(async (err: unknown) => {
      await stop().catch(() => undefined);
      throw err;
    });
    return { app, db, port, started, stop };
  } catch (err) {
    server?.close();
    await db.close();
    throw err;
  }
}
