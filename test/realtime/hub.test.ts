import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLiveSessions } from '../../src/http/live-sessions.js';
import { createTokenVerifier } from '../../src/http/tokens.js';
import { createLogger } from '../../src/logger.js';
import { createRealtimeHub, type RealtimeHub, type SocketHandlers, type SocketLike } from '../../src/modules/realtime/hub.js';
import type { Vsn } from '../../src/modules/realtime/protocol.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

/**
 * The Phoenix protocol frame by frame, against a socket that records what the server sends: exact
 * frames for both serializers, heartbeats, silence, malformed messages, limits and shutdown. The
 * supabase-js tests (supabase-js.test.ts) show the same server through the real client.
 */

class FakeSocket implements SocketLike {
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | undefined;
  terminated = false;
  private waiters: (() => void)[] = [];
  handlers!: SocketHandlers;

  constructor(readonly vsn: Vsn) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
    for (const w of this.waiters.splice(0)) w();
  }
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
    this.handlers?.closed();
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
    this.handlers?.closed();
  }
  push(frame: unknown[]): void {
    const [joinRef, ref, topic, event, payload] = frame;
    const data = this.vsn === '2.0.0' ? JSON.stringify(frame) : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
    this.handlers.message(data, false);
  }
  /** The first frame sent (now or later) that satisfies `test`. */
  next(test: (frame: any) => boolean): Promise<any> {
    return new Promise((resolve) => {
      const attempt = () => {
        const found = this.sent.find(test);
        if (found !== undefined) resolve(found);
        else this.waiters.push(attempt);
      };
      attempt();
    });
  }
}

let h: Harness;
let hub: RealtimeHub;
let monotonic = 0;
let offsetMs = 0;
let lotId: string;
const limits = { heartbeatTimeoutMs: 60_000, maxFrameBytes: 65_536, maxSubscriptionsPerSocket: 3, maxSocketsPerUser: 2 };

beforeAll(async () => {
  h = await createHarness();
  const clock = { now: () => Date.now() + offsetMs };
  const liveSessions = createLiveSessions();
  hub = createRealtimeHub({
    db: h.database.appDb,
    tokens: createTokenVerifier(h.config.auth, 'local', clock),
    liveSessions,
    log: createLogger('silent'),
    clock,
    limits,
    statementTimeoutMs: 10_000,
    monotonicNow: () => monotonic,
    sweepIntervalMs: 3_600_000,
  });
  lotId = await createLot(h.db);
});
afterAll(async () => {
  await hub?.stop();
  await h?.close();
});

function connect(vsn: Vsn = '2.0.0', apikey?: string): FakeSocket {
  const ws = new FakeSocket(vsn);
  ws.handlers = hub.accept(ws, { vsn, apikey });
  return ws;
}

const joinPayload = (userId: string, token: string | undefined, tables = ['parking_sessions']) => ({
  config: {
    broadcast: { ack: false, self: false },
    presence: { key: '', enabled: false },
    postgres_changes: tables.map((table) => ({ event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` })),
    private: false,
  },
  ...(token ? { access_token: token } : {}),
});

async function joined(ws: FakeSocket, userId: string, token: string, topic = `realtime:t-${randomUUID()}`, tables?: string[]) {
  ws.push(['1', '1', topic, 'phx_join', joinPayload(userId, token, tables)]);
  const reply = await ws.next((f) => (Array.isArray(f) ? f[3] === 'phx_reply' && f[2] === topic : f.event === 'phx_reply' && f.topic === topic));
  return { topic, reply };
}

const insertSession = (userId: string) =>
  h.db.query<{ id: string }>(
    `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type) values ($1, $2, 'x', 'regular') returning id`,
    [userId, lotId],
  );

describe('Phoenix frames', () => {
  it('vsn 2.0.0: arrays for the join reply, the system message and the change', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ws = connect('2.0.0');
    const topic = 'realtime:parking_sessions:user_id=eq.' + userId;
    ws.push(['7', '7', topic, 'phx_join', joinPayload(userId, token)]);
    const reply = await ws.next((f) => f[3] === 'phx_reply');
    const binding = { event: '*', schema: 'public', table: 'parking_sessions', filter: `user_id=eq.${userId}` };
    expect(reply).toEqual(['7', '7', topic, 'phx_reply', { status: 'ok', response: { postgres_changes: [{ ...binding, id: expect.any(Number) }] } }]);
    const id = reply[4].response.postgres_changes[0].id;
    expect(await ws.next((f) => f[3] === 'system')).toEqual([
      '7',
      null,
      topic,
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: topic.slice('realtime:'.length) },
    ]);

    const { rows } = await insertSession(userId);
    const change = await ws.next((f) => f[3] === 'postgres_changes');
    expect(change.slice(0, 4)).toEqual([null, null, topic, 'postgres_changes']);
    expect(change[4]).toEqual({
      ids: [id],
      data: {
        schema: 'public',
        table: 'parking_sessions',
        commit_timestamp: expect.stringMatching(/Z$/),
        type: 'INSERT',
        columns: expect.arrayContaining([
          { name: 'id', type: 'uuid' },
          { name: 'started_at', type: 'timestamptz' },
          { name: 'total_amount', type: 'int8' },
          { name: 'fee_breakdown', type: 'jsonb' },
        ]),
        record: expect.objectContaining({ id: rows[0]!.id, user_id: userId, status: 'parking' }),
        errors: null,
      },
    });
  });

  it('vsn 1.0.0: objects without join_ref', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ws = connect('1.0.0');
    const { topic, reply } = await joined(ws, userId, token);
    expect(reply).toEqual({ topic, event: 'phx_reply', ref: '1', payload: { status: 'ok', response: { postgres_changes: [expect.objectContaining({ id: expect.any(Number) })] } } });
    await insertSession(userId);
    const change = await ws.next((f) => f.event === 'postgres_changes');
    expect(change).toMatchObject({ topic, ref: null, payload: { ids: [reply.payload.response.postgres_changes[0].id], data: { type: 'INSERT' } } });
    expect('join_ref' in change).toBe(false);
  });

  it('answers heartbeats, and drops a socket silent for the heartbeat timeout', async () => {
    const ws = connect();
    ws.push([null, '3', 'phoenix', 'heartbeat', {}]);
    expect(await ws.next((f) => f[1] === '3')).toEqual([null, '3', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

    const quiet = connect();
    monotonic += limits.heartbeatTimeoutMs - 1;
    ws.push([null, '4', 'phoenix', 'heartbeat', {}]);
    monotonic += 2;
    hub.sweep();
    expect(quiet.terminated).toBe(true);
    expect(ws.terminated).toBe(false);
  });

  it('closes a socket that sends what is not the protocol (1007)', () => {
    const ws = connect();
    ws.handlers.message('{"topic": "not an array"}', false);
    expect(ws.closedWith?.code).toBe(1007);
    const old = connect('1.0.0');
    old.handlers.message(Buffer.from([3, 0, 0, 0, 0, 0, 1]), true);
    expect(old.closedWith?.code).toBe(1007);
  });

  it('answers a push to a topic not joined, and refuses broadcast sent as binary', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ws = connect();
    ws.push([null, '9', 'realtime:nowhere', 'access_token', { access_token: token }]);
    expect(await ws.next((f) => f[1] === '9')).toEqual([null, '9', 'realtime:nowhere', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);

    const { topic } = await joined(ws, userId, token);
    // realtime-js's binary broadcast push: kind 3, lengths of join_ref, ref, topic, event, metadata, encoding.
    const strings = ['1', '11', topic, 'cursor'];
    const header = Buffer.from([3, ...strings.map((s) => Buffer.byteLength(s)), 0, 1]);
    ws.handlers.message(Buffer.concat([header, ...strings.map((s) => Buffer.from(s)), Buffer.from('{"x":1}')]), true);
    const refused = await ws.next((f) => f[1] === '11');
    expect(refused).toEqual(['1', '11', topic, 'phx_reply', { status: 'error', response: { reason: expect.stringMatching(/^BroadcastNotOffered/) } }]);
  });

  it('takes the apikey when a join carries no access_token', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ws = connect('2.0.0', token);
    const topic = `realtime:${randomUUID()}`;
    ws.push(['1', '1', topic, 'phx_join', joinPayload(userId, undefined)]);
    expect((await ws.next((f) => f[3] === 'phx_reply'))[4].status).toBe('ok');
  });
});

describe('subscriber leases', () => {
  it('notifies only changes of users with a live subscription, and drops the lease when the last channel leaves', async () => {
    const watched = randomUUID();
    const token = await h.tokenFor(watched);
    const ws = connect();
    const { topic } = await joined(ws, watched, token);
    const leases = () => h.db.query('select 1 from public.realtime_subscribers where user_id = $1 and expires_at > now()', [watched]);
    expect((await leases()).rows).toHaveLength(1);

    const before = hub.stats().notifications;
    const unwatched = randomUUID();
    await h.createUser(unwatched);
    await insertSession(unwatched);
    await insertSession(watched);
    // Notifications arrive in commit order: once the watched user's is here, an unwatched one would be too.
    await ws.next((f) => f[3] === 'postgres_changes');
    expect(hub.stats().notifications).toBe(before + 1);

    ws.push(['1', '2', topic, 'phx_leave', {}]);
    await ws.next((f) => f[1] === '2');
    await vi.waitFor(async () => expect((await leases()).rows).toHaveLength(0));
  });
});

describe('limits', () => {
  it('refuses a join past the subscriptions of one socket', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ws = connect();
    expect((await joined(ws, userId, token, undefined, ['parking_sessions', 'user_badges'])).reply[4].status).toBe('ok');
    const { reply } = await joined(ws, userId, token, undefined, ['parking_sessions', 'user_badges']);
    expect(reply[4]).toEqual({ status: 'error', response: { reason: 'ChannelRateLimitReached: Too many subscriptions on this socket (at most 3).' } });
    // A join of the same topic replaces its channel rather than adding to it.
    expect(hub.stats().subscriptions).toBeGreaterThanOrEqual(2);
  });

  it('refuses a third socket of one user, and takes it once another leaves', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const first = connect();
    await joined(first, userId, token);
    await joined(connect(), userId, token);
    const third = connect();
    const { reply } = await joined(third, userId, token);
    expect(reply[4].response.reason).toBe('ConnectionRateLimitReached: Too many connected sockets for this user (at most 2 per server).');
    first.close(1000, 'bye');
    expect((await joined(third, userId, token)).reply[4].status).toBe('ok');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the change feed on a server', () => {
  it('reconnects a lost listening connection, telling subscribers, and delivers again', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ws = connect();
    const { topic } = await joined(ws, userId, token);
    const { rowCount } = await h.db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'parking-service-listen' and datname = current_database()`,
    );
    expect(rowCount).toBe(1);
    expect((await ws.next((f) => f[3] === 'system' && f[4].status === 'error'))[4]).toEqual({
      extension: 'postgres_changes',
      status: 'error',
      message: 'Lost the connection to the database; changes until it is back are not delivered. Reconnecting.',
      channel: topic.slice('realtime:'.length),
    });
    const restored = ws.sent.length;
    await ws.next((f) => ws.sent.indexOf(f) >= restored && f[3] === 'system' && f[4].status === 'ok');
    const { rows } = await insertSession(userId);
    expect((await ws.next((f) => f[3] === 'postgres_changes'))[4].data.record.id).toBe(rows[0]!.id);
  });
});

describe('shutdown', () => {
  it('finishes deliveries, closes every socket with 1001 and refuses what comes after', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ws = connect();
    await joined(ws, userId, token);
    const before = hub.stats().notifications;
    await insertSession(userId);
    // On a server the notification comes over another connection; once it is here, its delivery is
    // in hand (or done) and stop() must let it finish.
    await vi.waitFor(() => expect(hub.stats().notifications).toBeGreaterThan(before));
    await hub.stop();
    expect(ws.sent.some((f: any) => f[3] === 'postgres_changes')).toBe(true);
    expect(ws.closedWith).toEqual({ code: 1001, reason: 'server shutting down' });
    const late = connect();
    expect(late.closedWith?.code).toBe(1001);
    expect(hub.stats().sockets).toBe(0);
  });
});
