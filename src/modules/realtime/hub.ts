import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { asCaller, callerSetup, serviceCaller, type DbCaller } from '../../db/caller.js';
import { DatabaseUnavailableError, hasSqlState, type Database, type Listener, type Queryable } from '../../db/types.js';
import type { AuthContext } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { standingKey, type LiveSessions } from '../../http/live-sessions.js';
import type { TokenVerifier } from '../../http/tokens.js';
import type { Logger } from '../../logger.js';
import { bindingId, decodeFrame, encodeFrame, MalformedFrameError, type Frame, type Vsn } from './protocol.js';
import { ColumnCatalog, REALTIME_TABLES, type Column, type RealtimeTable } from './tables.js';

/**
 * The realtime server's state in one API process: its sockets, their channels, and the change feed
 * that tells it which rows changed (docs/realtime.md). Each process serves only its own sockets; the
 * database tells every process about every change (LISTEN/NOTIFY), so any number of processes work
 * behind a balancer.
 */

/** The NOTIFY channel the row triggers send to (sql/realtime_notify_change.sql). */
export const CHANGES_CHANNEL = 'realtime_changes';

/** What the change feed needs of a WebSocket (the `ws` library's WebSocket). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  readonly readyState: number;
  readonly bufferedAmount: number;
}

const OPEN = 1;
/**
 * The lease of a user's row in realtime_subscribers (migration 0115): renewed every third of it
 * while the user has a channel here, so that a process that dies stops costing NOTIFYs soon after.
 */
const SUBSCRIBER_LEASE_SECONDS = 90;
/** How long stop() waits for clients to answer the close handshake. */
const CLOSE_HANDSHAKE_MS = 1000;
/** A client this far behind in reading is dropped rather than buffered for without bound. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface RealtimeHubOptions {
  db: Database;
  tokens: TokenVerifier;
  liveSessions: LiveSessions;
  log: Logger;
  /** Decides token expiry (the service's injected clock). */
  clock: Clock;
  limits: Config['realtime'];
  statementTimeoutMs: number;
  /** Monotonic milliseconds for heartbeats (transport time, not the service's clock). */
  monotonicNow?: () => number;
  /** How often expiry and silence are checked; 1 s unless set. */
  sweepIntervalMs?: number;
  /** How long a join waits for the change feed's first LISTEN. */
  feedReadyTimeoutMs?: number;
}

type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';
const CHANGE_EVENTS = new Set<string>(['*', 'INSERT', 'UPDATE', 'DELETE']);
const OPERATIONS = { I: 'INSERT', U: 'UPDATE', D: 'DELETE' } as const;

interface Binding {
  id: number;
  table: RealtimeTable;
  event: ChangeEvent;
  select: string[] | undefined;
  /** What the client sent, echoed in the join reply with the id (realtime-js compares them). */
  echo: Record<string, unknown>;
}

interface Channel {
  conn: Connection;
  topic: string;
  subTopic: string;
  joinRef: string | null;
  token: string;
  auth: AuthContext;
  expiresAtMs: number;
  bindings: Binding[];
  closed: boolean;
}

/** A change as the trigger notifies it: table, operation, key, user, time. */
interface Change {
  table: RealtimeTable;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  key: Record<string, unknown>;
  userId: string;
  commitTimestamp: string;
}

/** A join refused, with the reason the client is told (realtime-js shows it as the error). */
class JoinRefused extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_FILTER = /^user_id=eq\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RealtimeStats {
  sockets: number;
  channels: number;
  subscriptions: number;
  /** Change notifications this process has received since it started listening. */
  notifications: number;
}

export interface RealtimeHub {
  readonly shuttingDown: boolean;
  /** A WebSocket accepted at /realtime/v1/websocket; its messages go to the returned handlers. */
  accept(ws: SocketLike, options: { vsn: Vsn; apikey: string | undefined }): SocketHandlers;
  /** Checks token expiry and silent sockets now (also done every sweep interval). */
  sweep(): void;
  stats(): RealtimeStats;
  /**
   * No new joins; the change feed stops; deliveries in hand finish; then every socket is closed
   * with 1001 (going away), so clients reconnect to another process.
   */
  stop(): Promise<void>;
}

export interface SocketHandlers {
  message(data: string | Buffer | ArrayBuffer, isBinary: boolean): void;
  closed(): void;
}

class Connection {
  readonly channels = new Map<string, Channel>();
  lastSeen: number;
  /** Messages other than heartbeats are handled one after another, in the order they came. */
  inbox: Promise<void> = Promise.resolve();
  closed = false;
  /** Settles when the WebSocket has closed. */
  readonly gone: Promise<void>;
  markGone!: () => void;

  constructor(
    readonly ws: SocketLike,
    readonly vsn: Vsn,
    readonly apikey: string | undefined,
    now: number,
  ) {
    this.lastSeen = now;
    this.gone = new Promise<void>((resolve) => (this.markGone = resolve));
  }

  get subscriptions(): number {
    let n = 0;
    for (const channel of this.channels.values()) n += channel.bindings.length;
    return n;
  }

  send(frame: Frame): void {
    if (this.closed || this.ws.readyState !== OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      // The client stopped reading: dropping it is kinder to the process than buffering on.
      this.ws.terminate();
      return;
    }
    this.ws.send(encodeFrame(this.vsn, frame));
  }
}

export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const { db, tokens, liveSessions, log, clock, limits, statementTimeoutMs } = options;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const sweepIntervalMs = options.sweepIntervalMs ?? 1000;
  const feedReadyTimeoutMs = options.feedReadyTimeoutMs ?? 5000;
  const catalog = new ColumnCatalog(db, statementTimeoutMs);
  /** This process's name in realtime_subscribers. */
  const processId = randomUUID();

  const connections = new Set<Connection>();
  /** Joined channels by the user their subscriptions follow: what a change is matched against. */
  const channelsByUser = new Map<string, Set<Channel>>();
  /** For each user, the sockets holding a channel of theirs and how many: the per-user socket limit. */
  const socketsByUser = new Map<string, Map<Connection, number>>();
  /** Each user's deliveries run in notification order; different users' run side by side. */
  const deliveriesByUser = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<unknown>>();
  /** Joins of each user in progress: their lease is wanted before their channel exists. */
  const joining = new Map<string, number>();
  /** Each user's writes to realtime_subscribers, one after another. */
  const leaseWrites = new Map<string, Promise<void>>();
  let renewer: NodeJS.Timeout | undefined;
  /** Whether this process ever wrote a lease (and so has any to drop when it stops). */
  let leased = false;

  let shuttingDown = false;
  let notifications = 0;
  let sweeper: NodeJS.Timeout | undefined;
  let feed: Listener | undefined;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    const done = () => inFlight.delete(work);
    work.then(done, done);
    return work;
  };

  // ---------------------------------------------------------------------------------- frames ---

  const reply = (conn: Connection, frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>) =>
    conn.send({ joinRef: frame.joinRef, ref: frame.ref, topic: frame.topic, event: 'phx_reply', payload: { status, response } });

  const system = (channel: Channel, extension: string, status: 'ok' | 'error', message: string) =>
    channel.conn.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.subTopic },
    });

  // -------------------------------------------------------------------------------- channels ---

  function register(channel: Channel): void {
    const { conn } = channel;
    const userId = channel.auth.userId;
    conn.channels.set(channel.topic, channel);
    let channels = channelsByUser.get(userId);
    if (!channels) channelsByUser.set(userId, (channels = new Set()));
    channels.add(channel);
    let sockets = socketsByUser.get(userId);
    if (!sockets) socketsByUser.set(userId, (sockets = new Map()));
    sockets.set(conn, (sockets.get(conn) ?? 0) + 1);
  }

  function unregister(channel: Channel): void {
    if (channel.closed) return;
    channel.closed = true;
    const { conn } = channel;
    const userId = channel.auth.userId;
    if (conn.channels.get(channel.topic) === channel) conn.channels.delete(channel.topic);
    const channels = channelsByUser.get(userId);
    channels?.delete(channel);
    if (channels?.size === 0) {
      channelsByUser.delete(userId);
      if (!shuttingDown) void track(syncLease(userId)).catch((err: unknown) => log.warn({ err }, 'realtime: dropping a subscriber lease failed'));
    }
    const sockets = socketsByUser.get(userId);
    if (sockets) {
      const n = (sockets.get(conn) ?? 1) - 1;
      if (n > 0) sockets.set(conn, n);
      else sockets.delete(conn);
      if (sockets.size === 0) socketsByUser.delete(userId);
    }
  }

  /**
   * Ends a channel from the server's side, as Supabase does: a `system` error saying why, then
   * `phx_close` (realtime-js closes the channel and tells its subscribe callback CLOSED).
   */
  function shutDownChannel(channel: Channel, message: string): void {
    if (channel.closed) return;
    system(channel, 'system', 'error', message);
    channel.conn.send({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
    unregister(channel);
  }

  // ---------------------------------------------------------------------------------- leases ---

  const asService = <T>(work: (tx: Queryable) => Promise<T>) => asCaller(db, serviceCaller, work, statementTimeoutMs);

  /**
   * Brings the user's row in realtime_subscribers in line with this process's state when the write
   * runs: present while they have a channel here (or one being joined), absent otherwise. Writes of
   * one user run in order, so a leave and a join racing each other end in the state of the last.
   */
  function syncLease(userId: string): Promise<void> {
    leased = true;
    const previous = leaseWrites.get(userId) ?? Promise.resolve();
    const write = previous.then(() =>
      asService(async (tx) => {
        if (channelsByUser.has(userId) || (joining.get(userId) ?? 0) > 0) {
          await tx.query(
            `insert into public.realtime_subscribers (user_id, process_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))
             on conflict (user_id, process_id) do update set expires_at = excluded.expires_at`,
            [userId, processId, SUBSCRIBER_LEASE_SECONDS],
          );
        } else {
          await tx.query('delete from public.realtime_subscribers where user_id = $1 and process_id = $2', [userId, processId]);
        }
      }),
    );
    const settled = write.catch(() => undefined);
    leaseWrites.set(userId, settled);
    void settled.then(() => {
      if (leaseWrites.get(userId) === settled) leaseWrites.delete(userId);
    });
    return write;
  }

  /** Renews this process's leases, and drops the leases every process let expire. */
  async function renewLeases(): Promise<void> {
    await asService(async (tx) => {
      await tx.query('update public.realtime_subscribers set expires_at = now() + make_interval(secs => $2) where process_id = $1', [
        processId,
        SUBSCRIBER_LEASE_SECONDS,
      ]);
      await tx.query('delete from public.realtime_subscribers where expires_at < now()');
    });
  }

  function ensureRenewer(): void {
    if (renewer || shuttingDown) return;
    renewer = setInterval(() => {
      void track(renewLeases()).catch((err: unknown) => log.warn({ err }, 'realtime: renewing subscriber leases failed'));
    }, (SUBSCRIBER_LEASE_SECONDS * 1000) / 3);
    renewer.unref();
  }

  // ------------------------------------------------------------------------------------ join ---

  async function verify(token: string): Promise<AuthContext> {
    try {
      return await tokens.verify(token);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'unauthorized') {
        throw new JoinRefused(`InvalidJWTToken: ${err.message} Realtime subscriptions need a signed-in user's access token.`);
      }
      throw err;
    }
  }

  /** The caller a re-read or a standing check runs as: the token's role and claims (RLS applies). */
  function callerOf(auth: AuthContext): DbCaller {
    const caller: DbCaller = { role: auth.role, claims: auth.claims as Record<string, unknown> };
    if (!liveSessions.trusted(standingKey(auth.standing))) caller.confirm = auth.standing;
    return caller;
  }

  /** Runs one statement as the subscriber; remembers a confirmed standing like the HTTP routes. */
  async function asSubscriber<T>(auth: AuthContext, sql: string, params: unknown[]): Promise<T[]> {
    const caller = callerOf(auth);
    try {
      const { rows } = await db.queryOnce<T>(callerSetup(caller, statementTimeoutMs), sql, params);
      if (caller.confirm) liveSessions.confirmed(standingKey(caller.confirm), auth.userId);
      return rows;
    } catch (err) {
      if (hasSqlState(err) && err.code === 'PK401') liveSessions.forget(standingKey(auth.standing));
      throw err;
    }
  }

  const isRevoked = (err: unknown) => hasSqlState(err) && err.code === 'PK401';

  async function bindingsOf(payload: Record<string, unknown>, auth: AuthContext): Promise<Binding[]> {
    const config = payload.config;
    if (!isObject(config)) {
      throw new JoinRefused('The join must carry `config` (realtime-js 2.x sends it): this server serves postgres_changes subscriptions only.');
    }
    if (config.private === true) {
      throw new JoinRefused('PrivateChannelsNotOffered: private channels (broadcast and presence authorization) are not offered; follow postgres_changes on a public channel.');
    }
    if (isObject(config.presence) && config.presence.enabled === true) {
      throw new JoinRefused('PresenceNotOffered: presence is not offered on this server; follow postgres_changes only.');
    }
    const changes = config.postgres_changes;
    if (!Array.isArray(changes) || changes.length === 0) {
      throw new JoinRefused(
        `BroadcastNotOffered: this server streams postgres_changes only; add .on('postgres_changes', {event, schema: 'public', table, filter: 'user_id=eq.<your user id>'}) for ${[...REALTIME_TABLES.keys()].join(', ')}.`,
      );
    }
    const bindings: Binding[] = [];
    for (const [i, change] of changes.entries()) {
      const where = `postgres_changes[${i}]`;
      if (!isObject(change)) throw new JoinRefused(`${where} must be an object {event, schema, table, filter}.`);
      const { event, schema, table: tableName, filter, select } = change;
      if (typeof event !== 'string' || !CHANGE_EVENTS.has(event)) throw new JoinRefused(`${where}.event must be one of *, INSERT, UPDATE, DELETE.`);
      if (schema !== 'public') throw new JoinRefused(`${where}.schema must be "public".`);
      const table = typeof tableName === 'string' ? REALTIME_TABLES.get(tableName) : undefined;
      if (!table) {
        throw new JoinRefused(`${where}.table ${JSON.stringify(tableName ?? null)} cannot be followed; the tables are ${[...REALTIME_TABLES.keys()].join(', ')}.`);
      }
      const match = typeof filter === 'string' ? USER_FILTER.exec(filter) : null;
      if (!match) throw new JoinRefused(`${where}.filter must be "user_id=eq.<your user id>".`);
      if (match[1]!.toLowerCase() !== auth.userId.toLowerCase()) {
        throw new JoinRefused(`Unauthorized: ${where}.filter names another user; a subscription follows the token's own user_id.`);
      }
      let columns: string[] | undefined;
      if (select !== undefined && select !== null) {
        if (!Array.isArray(select) || select.length === 0 || !select.every((c) => typeof c === 'string')) {
          throw new JoinRefused(`${where}.select must be a non-empty array of column names.`);
        }
        const known = new Set((await catalog.columns(table)).map((c) => c.name));
        const unknown = (select as string[]).filter((c) => !known.has(c));
        if (unknown.length) throw new JoinRefused(`${where}.select names columns ${tableName} does not have: ${unknown.join(', ')}.`);
        columns = select as string[];
      }
      bindings.push({ id: bindingId(change), table, event: event as ChangeEvent, select: columns, echo: change });
    }
    return bindings;
  }

  function startFeed(): Listener {
    if (!db.listen) throw new JoinRefused('The database of this process offers no change feed.');
    return db.listen(CHANGES_CHANNEL, {
      onNotification: (payload) => onNotification(payload),
      onLost: (err) => {
        log.warn({ err }, 'realtime: the change feed lost its database connection; changes until it is back are not delivered');
        for (const conn of connections) {
          for (const channel of conn.channels.values()) {
            system(channel, 'postgres_changes', 'error', 'Lost the connection to the database; changes until it is back are not delivered. Reconnecting.');
          }
        }
      },
      onRestored: () => {
        log.info('realtime: the change feed is listening again');
        for (const conn of connections) for (const channel of conn.channels.values()) system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
      },
    });
  }

  async function feedReady(): Promise<void> {
    feed ??= startFeed();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new JoinRefused('DatabaseConnectionIssue: the change feed is not connected to the database yet; retry shortly.')), feedReadyTimeoutMs);
    });
    try {
      await Promise.race([feed.ready, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function join(conn: Connection, frame: Frame): Promise<void> {
    const { topic } = frame;
    const payload = isObject(frame.payload) ? frame.payload : {};
    if (shuttingDown) throw new JoinRefused('RealtimeRestarting: Realtime is restarting, please standby.');
    if (!topic.startsWith('realtime:')) throw new JoinRefused(`Unknown topic ${JSON.stringify(topic)}: channel topics start with "realtime:".`);
    const subTopic = topic.slice('realtime:'.length);
    if (subTopic === '') throw new JoinRefused('TopicNameRequired: You must provide a topic name.');

    const offered = payload.access_token;
    const token = typeof offered === 'string' && offered !== '' ? offered : conn.apikey;
    if (!token) throw new JoinRefused('InvalidJWTToken: the join carries no access_token and the socket no apikey.');
    const auth = await verify(token);
    const bindings = await bindingsOf(payload, auth);

    const replaced = conn.channels.get(topic);
    if (conn.subscriptions - (replaced?.bindings.length ?? 0) + bindings.length > limits.maxSubscriptionsPerSocket) {
      throw new JoinRefused(`ChannelRateLimitReached: Too many subscriptions on this socket (at most ${limits.maxSubscriptionsPerSocket}).`);
    }
    const sockets = socketsByUser.get(auth.userId);
    if (!sockets?.has(conn) && (sockets?.size ?? 0) >= limits.maxSocketsPerUser) {
      throw new JoinRefused(`ConnectionRateLimitReached: Too many connected sockets for this user (at most ${limits.maxSocketsPerUser} per server).`);
    }

    try {
      // The token's session must still be live, as on every /v1 route.
      await asSubscriber(auth, 'select 1', []);
    } catch (err) {
      if (isRevoked(err)) throw new JoinRefused('InvalidJWTToken: the session of this token has ended; sign in again.');
      if (err instanceof DatabaseUnavailableError) throw new JoinRefused('DatabaseConnectionIssue: the database is unavailable; retry shortly.');
      throw err;
    }
    const userId = auth.userId;
    joining.set(userId, (joining.get(userId) ?? 0) + 1);
    try {
      // The user's changes are notified from the commit of this lease on: it is in place before
      // the reply says SUBSCRIBED, and so is this process's LISTEN.
      try {
        await syncLease(userId);
      } catch (err) {
        if (err instanceof DatabaseUnavailableError) throw new JoinRefused('DatabaseConnectionIssue: the database is unavailable; retry shortly.');
        throw err;
      }
      await feedReady();
      if (shuttingDown) throw new JoinRefused('RealtimeRestarting: Realtime is restarting, please standby.');
      if (conn.closed) return;
      admit(conn, frame, { topic, subTopic, token, auth, bindings });
    } finally {
      const left = (joining.get(userId) ?? 1) - 1;
      if (left > 0) joining.set(userId, left);
      else joining.delete(userId);
      if (!channelsByUser.has(userId) && left === 0 && !shuttingDown) {
        void track(syncLease(userId)).catch((err: unknown) => log.warn({ err }, 'realtime: dropping a subscriber lease failed'));
      }
    }
  }

  function admit(
    conn: Connection,
    frame: Frame,
    { topic, subTopic, token, auth, bindings }: { topic: string; subTopic: string; token: string; auth: AuthContext; bindings: Binding[] },
  ): void {
    const current = conn.channels.get(topic);
    if (current) {
      // Phoenix closes a channel joined again on the same socket; the client ignores the close of
      // its outdated join_ref.
      conn.send({ joinRef: current.joinRef, ref: current.joinRef, topic, event: 'phx_close', payload: {} });
      unregister(current);
    }
    const channel: Channel = {
      conn,
      topic,
      subTopic,
      joinRef: frame.joinRef,
      token,
      auth,
      expiresAtMs: (auth.claims.exp as number) * 1000,
      bindings,
      closed: false,
    };
    register(channel);
    ensureRenewer();
    reply(conn, frame, 'ok', { postgres_changes: bindings.map((b) => ({ ...b.echo, id: b.id })) });
    system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** A new access token for a joined channel (supabase-js sends one after each refresh). */
  async function refreshToken(channel: Channel, payload: unknown): Promise<void> {
    const offered = isObject(payload) ? payload.access_token : undefined;
    if (typeof offered !== 'string' || offered === '' || offered === channel.token) return;
    let auth: AuthContext;
    try {
      auth = await verify(offered);
    } catch (err) {
      if (err instanceof JoinRefused) return shutDownChannel(channel, err.message);
      throw err;
    }
    if (channel.closed) return;
    if (auth.userId !== channel.auth.userId) {
      return shutDownChannel(channel, "Unauthorized: the new access token is another user's; join again with a subscription of theirs.");
    }
    channel.token = offered;
    channel.auth = auth;
    channel.expiresAtMs = (auth.claims.exp as number) * 1000;
  }

  // ---------------------------------------------------------------------------------- inbound ---

  async function handle(conn: Connection, frame: Frame): Promise<void> {
    if (frame.event === 'phx_join') {
      try {
        await join(conn, frame);
      } catch (err) {
        if (!(err instanceof JoinRefused)) {
          log.error({ err, topic: frame.topic }, 'realtime: join failed');
          err = new JoinRefused('UnknownErrorOnChannel: the join failed; retry shortly.');
        }
        reply(conn, frame, 'error', { reason: (err as Error).message });
      }
      return;
    }
    const channel = conn.channels.get(frame.topic);
    if (frame.event === 'phx_leave') {
      if (channel && (frame.joinRef === null || frame.joinRef === channel.joinRef)) unregister(channel);
      reply(conn, frame, 'ok', {});
      return;
    }
    if (!channel || (frame.joinRef !== null && frame.joinRef !== channel.joinRef)) {
      reply(conn, frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (frame.event) {
      case 'access_token':
        await refreshToken(channel, frame.payload);
        return;
      case 'broadcast':
        reply(conn, frame, 'error', { reason: 'BroadcastNotOffered: this server streams postgres_changes only.' });
        return;
      case 'presence':
        reply(conn, frame, 'error', { reason: 'PresenceNotOffered: this server streams postgres_changes only.' });
        return;
      default:
        // Supabase ignores other client events on a joined channel.
        return;
    }
  }

  function receive(conn: Connection, data: string | Buffer | ArrayBuffer, isBinary: boolean): void {
    conn.lastSeen = monotonicNow();
    let frame: Frame;
    try {
      frame = decodeFrame(conn.vsn, data instanceof ArrayBuffer ? Buffer.from(data) : data, isBinary);
    } catch (err) {
      if (!(err instanceof MalformedFrameError)) throw err;
      // 1007: the message is not what the protocol says (RFC 6455 7.4.1).
      conn.ws.close(1007, `malformed message: ${err.message}`.slice(0, 120));
      return;
    }
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      reply(conn, frame, 'ok', {});
      return;
    }
    conn.inbox = conn.inbox.then(() =>
      track(handle(conn, frame)).catch((err: unknown) => log.error({ err, event: frame.event }, 'realtime: message failed')),
    );
  }

  function drop(conn: Connection): void {
    if (conn.closed) return;
    conn.closed = true;
    connections.delete(conn);
    for (const channel of [...conn.channels.values()]) unregister(channel);
  }

  // -------------------------------------------------------------------------------- delivery ---

  function parseChange(payload: string): Change | undefined {
    let n: unknown;
    try {
      n = JSON.parse(payload);
    } catch {
      return undefined;
    }
    if (!isObject(n)) return undefined;
    const table = typeof n.t === 'string' ? REALTIME_TABLES.get(n.t) : undefined;
    const type = typeof n.o === 'string' ? OPERATIONS[n.o as keyof typeof OPERATIONS] : undefined;
    if (!table || !type || !isObject(n.k) || typeof n.u !== 'string' || !UUID.test(n.u) || typeof n.ts !== 'string') return undefined;
    if (!table.key.every((column) => n.k && (n.k as Record<string, unknown>)[column] !== undefined)) return undefined;
    return { table, type, key: n.k, userId: n.u.toLowerCase(), commitTimestamp: n.ts };
  }

  function onNotification(payload: string): void {
    notifications++;
    const change = parseChange(payload);
    if (!change) {
      log.warn({ payload: payload.slice(0, 200) }, 'realtime: a change notification this process does not understand');
      return;
    }
    // Most changes concern users with no socket here: nothing to do.
    if (!channelsByUser.has(change.userId)) return;
    const previous = deliveriesByUser.get(change.userId) ?? Promise.resolve();
    const next = track(
      previous.then(() => deliver(change)).catch((err: unknown) => log.error({ err, table: change.table.name }, 'realtime: delivery failed')),
    );
    deliveriesByUser.set(change.userId, next);
    void next.then(() => {
      if (deliveriesByUser.get(change.userId) === next) deliveriesByUser.delete(change.userId);
    });
  }

  const matches = (binding: Binding, change: Change) => binding.table === change.table && (binding.event === '*' || binding.event === change.type);

  /** The row as the subscriber may see it now: exactly what row-level security shows them. */
  async function readAs(auth: AuthContext, change: Change): Promise<Record<string, unknown> | undefined> {
    const { table } = change;
    const where = table.key.map((column, i) => `r.${column} = $${i + 1}`).join(' and ');
    const rows = await asSubscriber<{ record: Record<string, unknown> }>(
      auth,
      `select to_jsonb(r) as record from public.${table.name} r where ${where}`,
      table.key.map((column) => change.key[column]),
    );
    return rows[0]?.record;
  }

  async function deliver(change: Change): Promise<void> {
    const targets = [...(channelsByUser.get(change.userId) ?? [])].filter((c) => !c.closed && c.bindings.some((b) => matches(b, change)));
    if (targets.length === 0) return;
    // One read per token: a phone and a watch of one user hold two.
    const byToken = new Map<string, Channel[]>();
    for (const channel of targets) {
      const list = byToken.get(channel.token);
      if (list) list.push(channel);
      else byToken.set(channel.token, [channel]);
    }
    const columns = await catalog.columns(change.table);
    for (const channels of byToken.values()) {
      const auth = channels[0]!.auth;
      let record: Record<string, unknown> | undefined;
      try {
        // A deleted row cannot be read again: its user (the filter, checked at join against the
        // token) is what shows it to them, as the tables' policies do; the standing is still checked.
        record = change.type === 'DELETE' ? (await asSubscriber(auth, 'select 1', []), undefined) : await readAs(auth, change);
      } catch (err) {
        if (isRevoked(err)) {
          for (const channel of channels) shutDownChannel(channel, 'InvalidJWTToken: the session of this token has ended; sign in again.');
          continue;
        }
        log.warn({ err, table: change.table.name }, 'realtime: could not read a changed row for its subscribers');
        continue;
      }
      // Not visible to them (any more): row-level security says no, or the row is already gone.
      if (change.type !== 'DELETE' && !record) continue;
      for (const channel of channels) {
        if (!channel.closed) send(channel, change, columns, record);
      }
    }
  }

  function send(channel: Channel, change: Change, columns: Column[], record: Record<string, unknown> | undefined): void {
    // Bindings asking for the same columns share a frame; each frame names the ids it answers.
    const groups = new Map<string, Binding[]>();
    for (const binding of channel.bindings) {
      if (!matches(binding, change)) continue;
      const key = binding.select ? JSON.stringify(binding.select) : '';
      const list = groups.get(key);
      if (list) list.push(binding);
      else groups.set(key, [binding]);
    }
    for (const bindings of groups.values()) {
      const select = bindings[0]!.select;
      const pick = (row: Record<string, unknown>) => (select ? Object.fromEntries(select.filter((c) => c in row).map((c) => [c, row[c]])) : row);
      const shown = select ? columns.filter((c) => select.includes(c.name)) : columns;
      const data: Record<string, unknown> = {
        schema: 'public',
        table: change.table.name,
        commit_timestamp: change.commitTimestamp,
        type: change.type,
        columns: shown,
      };
      if (record) data.record = pick(record);
      // With row-level security Supabase sends the old row's primary key only; so does this server.
      if (change.type !== 'INSERT') data.old_record = pick(change.key);
      data.errors = null;
      channel.conn.send({
        joinRef: null,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids: [...new Set(bindings.map((b) => b.id))], data },
      });
    }
  }

  // ----------------------------------------------------------------------------------- sweep ---

  function sweep(): void {
    const silentSince = monotonicNow() - limits.heartbeatTimeoutMs;
    const now = clock.now();
    for (const conn of [...connections]) {
      if (conn.lastSeen < silentSince) {
        // A socket that has not even sent a heartbeat is most likely gone (a half-open TCP
        // connection); a close handshake would wait on it.
        drop(conn);
        conn.ws.terminate();
        continue;
      }
      for (const channel of [...conn.channels.values()]) {
        if (now >= channel.expiresAtMs) shutDownChannel(channel, `InvalidJWTToken: Token has expired ${Math.round((now - channel.expiresAtMs) / 1000)} seconds ago`);
      }
    }
  }

  function ensureSweeper(): void {
    if (sweeper || shuttingDown) return;
    sweeper = setInterval(sweep, sweepIntervalMs);
    sweeper.unref();
  }

  return {
    get shuttingDown() {
      return shuttingDown;
    },
    accept(ws, { vsn, apikey }) {
      const conn = new Connection(ws, vsn, apikey, monotonicNow());
      if (shuttingDown) {
        conn.closed = true;
        ws.close(1001, 'server shutting down');
      } else {
        connections.add(conn);
        ensureSweeper();
      }
      return {
        message: (data, isBinary) => {
          if (!conn.closed) receive(conn, data, isBinary);
        },
        closed: () => {
          drop(conn);
          conn.markGone();
        },
      };
    },
    sweep,
    stats() {
      let channels = 0;
      let subscriptions = 0;
      for (const conn of connections) {
        channels += conn.channels.size;
        subscriptions += conn.subscriptions;
      }
      return { sockets: connections.size, channels, subscriptions, notifications };
    },
    async stop() {
      if (shuttingDown) return;
      shuttingDown = true;
      clearInterval(sweeper);
      sweeper = undefined;
      clearInterval(renewer);
      renewer = undefined;
      const listening = feed;
      feed = undefined;
      await listening?.close().catch((err: unknown) => log.warn({ err }, 'realtime: closing the change feed failed'));
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      // Nobody here will read this process's changes any more.
      if (leased) await asService((tx) => tx.query('delete from public.realtime_subscribers where process_id = $1', [processId])).catch((err: unknown) =>
        log.warn({ err }, 'realtime: dropping the subscriber leases failed'),
      );
      const open = [...connections];
      for (const conn of open) {
        drop(conn);
        conn.ws.close(1001, 'server shutting down');
      }
      // A client that does not answer the close handshake within a second is cut off.
      let deadline: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (deadline = setTimeout(() => resolve('late'), CLOSE_HANDSHAKE_MS)));
      if ((await Promise.race([Promise.all(open.map((conn) => conn.gone)), late])) === 'late') {
        for (const conn of open) conn.ws.terminate();
      }
      clearTimeout(deadline);
    },
  };
}
