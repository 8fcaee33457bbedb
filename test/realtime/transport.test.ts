import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testConfig } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { createLot } from '../support/lots.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { anonKey, follow, signedInClient, signedUpClient } from './support.js';

/**
 * The WebSocket transport: what is not a socket, a protocol version the server does not speak, a
 * frame past the limit, and several API processes on one database (each serves its own sockets; the
 * database tells every process about every change).
 */

let database: TestDatabase;
let first: TestHttpServer;
let second: TestHttpServer;
let key: string;
let lotId: string;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', REALTIME_MAX_FRAME_BYTES: '2048' });
  // Two API processes: each its own app, sockets and change feed (on a server, its own connections).
  first = await startTestHttpServer({ config, db: database.appDb });
  second = await startTestHttpServer({ config, db: database.appDb });
  key = await anonKey();
  lotId = await createLot(database.db);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await first?.stop();
  await second?.stop();
  await database?.drop();
});

const wsUrl = (server: TestHttpServer, query: string) => `${server.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`;

function opened(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const closeOf = (ws: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

describe('the WebSocket endpoint', () => {
  it('answers a plain GET with 426 and the error envelope', async () => {
    const res = await fetch(`${first.url}/realtime/v1/websocket?vsn=2.0.0`);
    expect(res.status).toBe(426);
    expect(res.headers.get('upgrade')).toBe('websocket');
    const body = (await res.json()) as { error: { code: string; request_id: string } };
    expect(body.error).toMatchObject({ code: 'upgrade_required', request_id: res.headers.get('x-request-id') });
  });

  it('refuses a protocol version it does not speak before upgrading', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl(first, 'vsn=3.0.0'));
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode!));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(422);
  });

  it('closes a socket whose message is larger than REALTIME_MAX_FRAME_BYTES with 1009', async () => {
    const ws = await opened(wsUrl(first, 'vsn=2.0.0'));
    const closed = closeOf(ws);
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { padding: 'x'.repeat(4096) }]));
    expect((await closed).code).toBe(1009);
  });

  it('takes a message within the limit', async () => {
    const ws = await opened(wsUrl(first, 'vsn=2.0.0'));
    const reply = new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { padding: 'x'.repeat(1500) }]));
    expect(await reply).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });
});

describe('several API processes', () => {
  it('delivers a change committed through one process to a subscriber of the other', async () => {
    const phone = await signedUpClient(first.url, key);
    // The watch signs in to the same account through the second process.
    const watch = await signedInClient(second.url, key, phone.email);
    clients.push(phone.supabase, watch.supabase);
    const sub = follow(watch.supabase, 'parking_sessions', phone.userId);
    await sub.status('SUBSCRIBED');
    const res = await fetch(`${first.url}/v1/parking-sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${phone.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() }),
    });
    expect(res.status).toBe(201);
    const { session } = (await res.json()) as { session: { id: string } };
    expect((await sub.nth(1)).new).toMatchObject({ id: session.id, status: 'parking' });
    expect(first.deps.realtime.stats().channels).toBe(0);
    expect(second.deps.realtime.stats().channels).toBe(1);
  });

  it('closes its sockets with 1001 when it stops, after the deliveries in hand', async () => {
    const third = await startTestHttpServer({ config: testConfig(), db: database.appDb });
    const ws = await opened(wsUrl(third, 'vsn=2.0.0'));
    const closed = closeOf(ws);
    await third.stop();
    expect(await closed).toEqual({ code: 1001, reason: 'server shutting down' });
  });
});
