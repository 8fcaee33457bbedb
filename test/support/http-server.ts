import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type App } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/types.js';
import { createDeps } from '../../src/deps.js';
import { createLogger, type Logger } from '../../src/logger.js';

export interface TestHttpServer {
  app: App;
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
export async function startTestHttpServer(options: { config: Config; db: Database; log?: Logger }): Promise<TestHttpServer> {
  const app = createApp(createDeps(options.config, options.db, options.log ?? createLogger('silent')));
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets of a client that is done would hold close() open until they time out.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      }),
  };
}
