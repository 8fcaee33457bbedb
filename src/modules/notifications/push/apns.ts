import http2 from 'node:http2';
import { importPKCS8, SignJWT } from 'jose';
import type { Clock } from '../../../clock.js';
import { collapseIdentity, retryAfterMs, type PushDriver, type PushMessage, type PushOutcome } from './types.js';

/**
 * Apple Push Notification service over HTTP/2 (`node:http2`), with token-based authentication: a
 * provider token (ES256 JWT of the team id, signed with the .p8 key, `kid` its key id) sent as
 * `authorization: bearer`. Apple refuses tokens older than an hour and too-frequent new ones, so one
 * token is reused for 50 minutes. One HTTP/2 connection carries every request and is opened again
 * when the server goes away. `apns2` is not used: it always dials port 443, and tests talk to a
 * local fake.
 */

export interface ApnsOptions {
  /** The .p8 key's PEM text (PKCS #8, P-256). */
  key: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id (`apns-topic`). */
  topic: string;
  /** `https://api.push.apple.com` (production) or `https://api.sandbox.push.apple.com`. */
  baseUrl: string;
  clock?: Clock;
  timeoutMs?: number;
}

/** How long one provider token is used: under Apple's hour, over its 20-minute minimum. */
const PROVIDER_TOKEN_REUSE_MS = 50 * 60_000;

/** Apple's reasons that mean the device token is no good for this app, now or ever. */
const DEAD_TOKEN_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered', 'ExpiredToken']);

export function apnsPayload(message: PushMessage): Record<string, unknown> {
  return {
    aps: { alert: { title: message.title, body: message.body }, sound: 'default', 'thread-id': message.type },
    ...message.data,
    type: message.type,
  };
}

export function createApnsDriver(options: ApnsOptions): PushDriver {
  const clock = options.clock ?? { now: () => Date.now() };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const origin = new URL(options.baseUrl).origin;
  let signingKey: ReturnType<typeof importPKCS8> | undefined;
  let providerToken: { value: string; issuedAtMs: number } | undefined;
  let session: http2.ClientHttp2Session | undefined;

  async function bearer(refresh = false): Promise<string> {
    if (!refresh && providerToken && clock.now() - providerToken.issuedAtMs < PROVIDER_TOKEN_REUSE_MS) return providerToken.value;
    signingKey ??= importPKCS8(options.key, 'ES256');
    const issuedAtMs = clock.now();
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .setIssuer(options.teamId)
      .setIssuedAt(Math.floor(issuedAtMs / 1000))
      .sign(await signingKey);
    providerToken = { value, issuedAtMs };
    return value;
  }

  function connection(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const s = http2.connect(origin);
    // A connection that fails or is told to go away is dropped; the next request opens another.
    const forget = () => {
      if (session === s) session = undefined;
    };
    s.on('error', forget);
    s.on('goaway', forget);
    s.on('close', forget);
    // Idle connections do not keep the process alive (the worker stops when told).
    s.unref();
    session = s;
    return s;
  }

  function request(token: string, bearerToken: string, body: string, message: PushMessage, signal?: AbortSignal) {
    return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      let stream: http2.ClientHttp2Stream;
      try {
        stream = connection().request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(token)}`,
          authorization: `bearer ${bearerToken}`,
          'apns-topic': options.topic,
          'apns-push-type': 'alert',
          'apns-priority': '10',
          'apns-expiration': '0',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // A repeated send of one notification replaces the shown one instead of showing twice.
          ...(collapseIdentity(message) ? { 'apns-collapse-id': collapseIdentity(message)! } : {}),
        });
      } catch (err) {
        reject(err);
        return;
      }
      const timer = setTimeout(() => stream.close(http2.constants.NGHTTP2_CANCEL), timeoutMs);
      const onAbort = () => stream.close(http2.constants.NGHTTP2_CANCEL);
      signal?.addEventListener('abort', onAbort, { once: true });
      let status = 0;
      let headers: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => {
        headers = h;
        status = Number(h[':status']);
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('close', () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (status === 0) reject(new Error(`APNs closed the stream without an answer (code ${stream.rstCode})`));
        else resolve({ status, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      stream.on('error', (err) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(err);
      });
      stream.end(body);
    });
  }

  async function attempt(message: PushMessage, signal: AbortSignal | undefined, mayRefresh: boolean): Promise<PushOutcome> {
    const body = JSON.stringify(apnsPayload(message));
    let res: Awaited<ReturnType<typeof request>>;
    try {
      res = await request(message.token, await bearer(!mayRefresh), body, message, signal);
    } catch (err) {
      if (signal?.aborted) throw err;
      return { kind: 'retry', status: null, reason: `APNs unreachable: ${(err as Error).message}` };
    }
    if (res.status === 200) {
      const id = res.headers['apns-id'];
      return { kind: 'sent', ...(typeof id === 'string' ? { id } : {}) };
    }
    let reason = 'Unknown';
    try {
      reason = (JSON.parse(res.body) as { reason?: string }).reason ?? reason;
    } catch {
      // not JSON
    }
    const described = `${res.status} ${reason}`;
    if (res.status === 403 && (reason === 'ExpiredProviderToken' || reason === 'InvalidProviderToken') && mayRefresh) {
      return attempt(message, signal, false);
    }
    if (res.status === 410 || DEAD_TOKEN_REASONS.has(reason)) return { kind: 'dead_token', status: res.status, reason: described };
    if (res.status === 429 || res.status >= 500) {
      const header = res.headers['retry-after'];
      const after = retryAfterMs(typeof header === 'string' ? header : undefined, clock.now());
      return { kind: 'retry', status: res.status, reason: described, ...(after !== undefined ? { retryAfterMs: after } : {}) };
    }
    return { kind: 'rejected', status: res.status, reason: described };
  }

  return {
    name: 'apns',
    send: (message, signal) => attempt(message, signal, true),
    close() {
      session?.close();
      session = undefined;
    },
  };
}
