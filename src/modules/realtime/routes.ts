import { upgradeWebSocket } from '@hono/node-server';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../../config.js';
import type { AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { SUPPORTED_VSN, type Vsn } from './protocol.js';
import type { SocketHandlers } from './hub.js';

/**
 * The WebSocket server the HTTP server hands upgrades to (@hono/node-server's `websocket` option).
 * A message larger than REALTIME_MAX_FRAME_BYTES closes its socket with 1009; compression is off
 * (the frames are small, and deflate state costs memory per socket).
 */
export function createRealtimeWebSocketServer(config: Config): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload: config.realtime.maxFrameBytes, perMessageDeflate: false });
}

/**
 * `GET /realtime/v1/websocket?apikey=...&vsn=2.0.0`: where supabase-js's realtime client connects
 * (`createClient(url, key).channel(...)`). Like /auth/v1 it follows its protocol (Phoenix channels),
 * not the /v1 contract, so it is not in openapi.json; a request that cannot become a socket gets the
 * /v1 error envelope.
 */
export function registerRealtimeRoutes(app: OpenAPIHono<AppEnv>): void {
  app.get('/realtime/v1/websocket', async (c, next) => {
    const { realtime } = c.get('deps');
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new ApiError('upgrade_required', {
        message: 'This address takes a WebSocket connection (Upgrade: websocket), as supabase-js opens for channels.',
        param: null,
        headers: { Upgrade: 'websocket' },
      });
    }
    if (realtime.shuttingDown) throw new ApiError('service_unavailable', { message: 'This server is shutting down.', retryAfter: 1 });
    // Phoenix takes a socket without vsn as 1.0.0.
    const vsn = c.req.query('vsn') ?? '1.0.0';
    if (!SUPPORTED_VSN.includes(vsn as Vsn)) {
      throw new ApiError('validation_error', { message: `vsn must be one of ${SUPPORTED_VSN.join(', ')}.`, param: 'vsn' });
    }
    // Not checked here, like /auth/v1's: it is the token of a join that carries none.
    const apikey = c.req.query('apikey') || undefined;
    let handlers: SocketHandlers | undefined;
    const upgrade = upgradeWebSocket(() => ({
      onOpen(_event, ws) {
        handlers = realtime.accept(ws.raw as WebSocket, { vsn: vsn as Vsn, apikey });
      },
      onMessage(event, _ws) {
        const data = event.data as string | ArrayBuffer;
        handlers?.message(data, typeof data !== 'string');
      },
      onClose() {
        handlers?.closed();
      },
    }));
    return (await upgrade(c, next)) ?? c.body(null, 500);
  });
}
