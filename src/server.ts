import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from './app.js';
import type { Config } from './config.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import type { Database } from './db/types.js';
import { createDeps } from './deps.js';
import { withGeneratedSecret } from './generated-secret.js';
import { bootstrapFirstAdmin } from './modules/admin/provisioning.js';
import { seedDemoLots } from './seeds/demo-lots.js';
import type { Logger } from './logger.js';

export interface RunningServer {
  app: App;
  db: Database;
  port: number;
  /** Stop accepting, let in-flight requests finish (up to the shutdown timeout), close the database. */
  stop(): Promise<void>;
}

export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const started = performance.now();
  const db = await openDatabase(config.database, log);
  let server: ServerType | undefined;
  try {
    // After the data directory's lock is taken: no other process can be creating the key.
    config = withGeneratedSecret(config, log);
    await migrate(db, log);
    const deps = createDeps(config, db, log);
    await bootstrapFirstAdmin(db, deps.identity, config.bootstrapAdmin, log);
    if (config.seedDemoData) {
      const added = await seedDemoLots(db);
      if (added > 0) log.info({ parking_lots: added }, 'demo parking lots seeded');
    }
    const { lifecycle } = deps;
    const app = createApp(deps);
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    log.info(
      { port, database: db.kind, startup_ms: Math.round(performance.now() - started) },
      `listening on http://localhost:${port}`,
    );

    const running = server;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        lifecycle.shuttingDown = true;
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => {
            log.warn('shutdown timeout reached: closing remaining connections');
            if ('closeAllConnections' in running) running.closeAllConnections();
            resolve();
          }, config.shutdownTimeoutMs);
          running.close(() => {
            clearTimeout(force);
            resolve();
          });
          // Keep-alive sockets with no request in flight would hold close() open until they time out.
          if ('closeIdleConnections' in running) running.closeIdleConnections();
        });
        await db.close();
        log.info('stopped');
      })());
    return { app, db, port, stop };
  } catch (err) {
    server?.close();
    await db.close();
    throw err;
  }
}
