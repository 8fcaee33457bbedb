import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/types.js';
import { createDeps } from '../../src/deps.js';
import type { AppDeps } from '../../src/http/context.js';
import { createLogger, type Logger } from '../../src/logger.js';
import { createRealtimeWebSocketServer } from '../../src/modules/realtime/routes.js';

export interface TestHttpServer {
  app: App;
  /** What the app was built from: its queue, for starting workers beside it. */
  deps: AppDeps;
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The app behind a real HTTP listener on a free port of 127.0.0.1, for clients that speak HTTP
 * themselves (supabase-js, fetch with real sockets). The database is the caller's and stays open
 * when the server stops.
 */
export async function startTestHttpServer(options: { config: Config; db: Database; log?: Logger; clock?: Clock }): Promise<TestHttpServer> {
  const deps = createDeps(options.config, options.db, options.log ?? createLogger('silent'), options.clock);
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const websocket = { server: createRealtimeWebSocketServer(options.config) };
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', websocket }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    app,
    deps,
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      // Realtime sockets (1001) and the change feed go first: the listener's close waits for them.
      await deps.realtime.stop();
      await new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets of a client that is done would hold close() open until they time out.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
    },
  };
}
