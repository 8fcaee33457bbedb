import { importPKCS8, SignJWT } from 'jose';
import type { Clock } from '../../../clock.js';
import { collapseIdentity, retryAfterMs, type PushDriver, type PushMessage, type PushOutcome } from './types.js';

/**
 * Firebase Cloud Messaging, HTTP v1 API (`POST {base}/v1/projects/{project}/messages:send`), with
 * the OAuth 2.0 access token of a service account: a JWT assertion signed with the account's RSA key
 * (RS256), exchanged at its token URI for a bearer token, kept until five minutes before it expires.
 * `firebase-admin` is not used: it hard-codes the FCM host, and tests talk to a local fake.
 */

export interface FcmServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export interface FcmOptions {
  serviceAccount: FcmServiceAccount;
  /** `https://fcm.googleapis.com` in production. */
  baseUrl: string;
  /** The OAuth token endpoint; the account's `token_uri` (Google's) unless set. */
  tokenUrl?: string;
  clock?: Clock;
  fetch?: typeof fetch;
  /** Per HTTP call. */
  timeoutMs?: number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** Refresh the access token this long before Google says it expires. */
const ACCESS_TOKEN_MARGIN_MS = 5 * 60_000;

interface FcmErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

/** The FCM error code of a failed send (`UNREGISTERED`, `QUOTA_EXCEEDED`...), else the RPC status. */
function fcmErrorCode(body: FcmErrorBody): string {
  const detail = body.error?.details?.find((d) => d['@type']?.endsWith('google.firebase.fcm.v1.FcmError'));
  return detail?.errorCode ?? body.error?.status ?? 'UNKNOWN';
}

/** FCM's data values must be strings; the message carries the type and the notification's own keys. */
export function fcmMessage(message: PushMessage): Record<string, unknown> {
  const collapse = collapseIdentity(message);
  return {
    token: message.token,
    notification: { title: message.title, body: message.body },
    data: { ...message.data, type: message.type },
    // A repeated send of one notification replaces the shown one (Android's tag, APNs' collapse id,
    // the browser's tag) rather than showing twice; different notifications stay apart.
    android: { priority: 'high', notification: { tag: collapse ?? message.type } },
    apns: { ...(collapse ? { headers: { 'apns-collapse-id': collapse } } : {}), payload: { aps: { 'thread-id': message.type, sound: 'default' } } },
    webpush: { headers: { Urgency: 'high' }, ...(collapse ? { notification: { tag: collapse } } : {}) },
  };
}

export function createFcmDriver(options: FcmOptions): PushDriver {
  const account = options.serviceAccount;
  const clock = options.clock ?? { now: () => Date.now() };
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const tokenUrl = options.tokenUrl ?? account.token_uri ?? DEFAULT_TOKEN_URL;
  const sendUrl = `${options.baseUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let signingKey: ReturnType<typeof importPKCS8> | undefined;
  let accessToken: { value: string; expiresAtMs: number } | undefined;
  let pending: Promise<string> | undefined;

  const timed = (signal?: AbortSignal) => (signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs));

  async function fetchAccessToken(signal?: AbortSignal): Promise<string> {
    signingKey ??= importPKCS8(account.private_key, 'RS256');
    const nowSeconds = Math.floor(clock.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setSubject(account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 3600)
      .sign(await signingKey);
    const res = await doFetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: timed(signal),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
    if (!res.ok || typeof body.access_token !== 'string') {
      const err = new Error(`FCM: the token endpoint answered ${res.status} ${body.error ?? ''} ${body.error_description ?? ''}`.trim());
      Object.assign(err, { status: res.status });
      throw err;
    }
    accessToken = { value: body.access_token, expiresAtMs: clock.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  /** One exchange at a time: concurrent sends share the token being fetched. */
  async function bearer(signal?: AbortSignal): Promise<string> {
    if (accessToken && accessToken.expiresAtMs - ACCESS_TOKEN_MARGIN_MS > clock.now()) return accessToken.value;
    pending ??= fetchAccessToken(signal).finally(() => (pending = undefined));
    return pending;
  }

  async function attempt(message: PushMessage, signal: AbortSignal | undefined, mayRefresh: boolean): Promise<PushOutcome> {
    let token: string;
    try {
      token = await bearer(signal);
    } catch (err) {
      const status = (err as { status?: number }).status;
      // The token endpoint failing with 5xx or not answering is passing; a 4xx is our credential.
      if (status === undefined || status >= 500 || status === 429) return { kind: 'retry', status: status ?? null, reason: (err as Error).message };
      return { kind: 'rejected', status, reason: (err as Error).message };
    }
    let res: Response;
    try {
      res = await doFetch(sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ message: fcmMessage(message) }),
        signal: timed(signal),
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      return { kind: 'retry', status: null, reason: `FCM unreachable: ${(err as Error).message}` };
    }
    if (res.ok) {
      const body = (await res.json().catch(() => ({}))) as { name?: string };
      return { kind: 'sent', ...(body.name ? { id: body.name } : {}) };
    }
    const body = (await res.json().catch(() => ({}))) as FcmErrorBody;
    const code = fcmErrorCode(body);
    const reason = `${res.status} ${code}: ${body.error?.message ?? ''}`.trim();
    if (res.status === 401 && mayRefresh) {
      // Our access token was revoked or expired early: fetch another once.
      accessToken = undefined;
      return attempt(message, signal, false);
    }
    if (code === 'UNREGISTERED' || code === 'SENDER_ID_MISMATCH' || res.status === 404) return { kind: 'dead_token', status: res.status, reason };
    if (code === 'INVALID_ARGUMENT' && /registration token/i.test(body.error?.message ?? '')) return { kind: 'dead_token', status: res.status, reason };
    if (res.status === 429 || res.status >= 500) {
      const after = retryAfterMs(res.headers.get('retry-after'), clock.now());
      return { kind: 'retry', status: res.status, reason, ...(after !== undefined ? { retryAfterMs: after } : {}) };
    }
    return { kind: 'rejected', status: res.status, reason };
  }

  return {
    name: 'fcm',
    send: (message, signal) => attempt(message, signal, true),
    close() {},
  };
}
