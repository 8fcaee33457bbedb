import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';

/**
 * Local stand-ins for Firebase Cloud Messaging (HTTP v1 with its OAuth token endpoint) and Apple's
 * APNs (HTTP/2 over cleartext, "prior knowledge"), for tests: they check the credentials with real
 * cryptography (the service account's RS256 assertion, the ES256 provider token) against public keys
 * made here, record every message, and answer what a test scripts per device token.
 */

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeFcm {
  url: string;
  tokenUrl: string;
  serviceAccount: { project_id: string; client_email: string; private_key: string; token_uri: string };
  /** Accepted messages, in arrival order (the `message` object of each send). */
  messages: any[];
  /** Every send attempt, accepted or not. */
  attempts: { token: string; status: number }[];
  /** Access tokens issued. */
  grants: number;
  /** The next answers for a device token, consumed in order; afterwards 200. */
  script(deviceToken: string, ...answers: ScriptedAnswer[]): void;
  /** Revokes every access token issued so far (the next send with one gets 401). */
  revokeAccessTokens(): void;
  /** Requests received and not yet answered (or abandoned by their client). */
  readonly inFlight: number;
  close(): Promise<void>;
}

export interface FakeFcmOptions {
  /**
   * How long an accepted send waits before its 200, after the message is recorded: a store that has
   * accepted a message the sender does not know about yet (the at-least-once window).
   */
  acceptedReplyDelayMs?: number;
}

export async function startFakeFcm(options: FakeFcmOptions = {}): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const projectId = 'parking-test';
  const clientEmail = 'push@parking-test.iam.gserviceaccount.com';
  const scripts = new Map<string, ScriptedAnswer[]>();
  const issued = new Set<string>();
  const state = { messages: [] as any[], attempts: [] as { token: string; status: number }[], grants: 0, inFlight: 0 };
  let tokenUrl = '';

  const server = http.createServer(async (req, res) => {
    state.inFlight++;
    res.on('close', () => state.inFlight--);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // the client went away mid-request: nothing was accepted
    }
    const text = Buffer.concat(chunks).toString('utf8');
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/token') {
      const form = new URLSearchParams(text);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return answer(400, { error: 'unsupported_grant_type' });
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, { algorithms: ['RS256'], audience: tokenUrl, issuer: clientEmail });
        if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') return answer(400, { error: 'invalid_scope' });
      } catch (err) {
        return answer(400, { error: 'invalid_grant', error_description: (err as Error).message });
      }
      const accessToken = `ya29.${randomUUID()}`;
      issued.add(accessToken);
      state.grants++;
      return answer(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
    if (req.method === 'POST' && send) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !issued.has(bearer)) {
        return answer(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
      }
      if (send[1] !== projectId) return answer(403, { error: { code: 403, message: 'wrong project', status: 'PERMISSION_DENIED' } });
      const { message } = JSON.parse(text) as { message: { token: string } };
      const next = scripts.get(message.token)?.shift();
      const status = next?.status ?? 200;
      state.attempts.push({ token: message.token, status });
      if (next && next.status !== 200) return answer(next.status, next.body ?? {}, next.headers);
      state.messages.push(message);
      if (options.acceptedReplyDelayMs) await new Promise((r) => setTimeout(r, options.acceptedReplyDelayMs));
      return answer(200, { name: `projects/${projectId}/messages/${randomUUID()}` });
    }
    answer(404, { error: { code: 404, message: 'no such route', status: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${url}/token`;
  return {
    url,
    tokenUrl,
    serviceAccount: {
      project_id: projectId,
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: tokenUrl,
    },
    get messages() {
      return state.messages;
    },
    get attempts() {
      return state.attempts;
    },
    get grants() {
      return state.grants;
    },
    get inFlight() {
      return state.inFlight;
    },
    script(deviceToken, ...answers) {
      scripts.set(deviceToken, [...(scripts.get(deviceToken) ?? []), ...answers]);
    },
    revokeAccessTokens() {
      issued.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface FakeApns {
  url: string;
  key: string;
  keyId: string;
  teamId: string;
  topic: string;
  /** Accepted notifications: the device token, the request's headers and its JSON payload. */
  notifications: { token: string; headers: http2.IncomingHttpHeaders; payload: any }[];
  attempts: { token: string; status: number }[];
  /** Distinct provider tokens seen. */
  providerTokens: Set<string>;
  script(deviceToken: string, ...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

export async function startFakeApns(): Promise<FakeApns> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keyId = 'ABC123DEFG';
  const teamId = 'TEAM123456';
  const topic = 'jp.example.parking';
  const scripts = new Map<string, ScriptedAnswer[]>();
  const notifications: FakeApns['notifications'] = [];
  const attempts: FakeApns['attempts'] = [];
  const providerTokens = new Set<string>();
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (s) => {
    sessions.add(s);
    s.on('close', () => sessions.delete(s));
  });

  const verifyProvider = async (authorization: string | undefined, key: KeyObject): Promise<string | undefined> => {
    const token = /^bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!token) return 'MissingProviderToken';
    try {
      if (decodeProtectedHeader(token).kid !== keyId) return 'InvalidProviderToken';
      await jwtVerify(token, key, { algorithms: ['ES256'], issuer: teamId });
    } catch {
      return 'InvalidProviderToken';
    }
    providerTokens.add(token);
    return undefined;
  };

  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', async () => {
      const reply = (status: number, body?: unknown, extra: Record<string, string> = {}) => {
        stream.respond({ ':status': status, 'apns-id': randomUUID(), ...(body ? { 'content-type': 'application/json' } : {}), ...extra });
        stream.end(body ? JSON.stringify(body) : undefined);
      };
      const device = /^\/3\/device\/([^/]+)$/.exec(String(headers[':path']))?.[1];
      if (headers[':method'] !== 'POST' || !device) return reply(404, { reason: 'BadPath' });
      const token = decodeURIComponent(device);
      const refused = await verifyProvider(headers.authorization as string | undefined, publicKey);
      if (refused) {
        attempts.push({ token, status: 403 });
        return reply(403, { reason: refused });
      }
      if (headers['apns-topic'] !== topic) {
        attempts.push({ token, status: 400 });
        return reply(400, { reason: 'DeviceTokenNotForTopic' });
      }
      const next = scripts.get(token)?.shift();
      const status = next?.status ?? 200;
      attempts.push({ token, status });
      if (next && next.status !== 200) return reply(next.status, next.body, next.headers);
      notifications.push({ token, headers, payload: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      reply(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyId,
    teamId,
    topic,
    notifications,
    attempts,
    providerTokens,
    script(deviceToken, ...answers) {
      scripts.set(deviceToken, [...(scripts.get(deviceToken) ?? []), ...answers]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.destroy();
        server.close(() => resolve());
      }),
  };
}
