import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

export interface FakeUser {
  id: string;
  email: string;
  password?: string;
  email_confirmed_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  /** The last `ban_duration` an admin update sent ("none" lifts a ban). */
  ban_duration?: string;
}

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * A local stand-in for Supabase Auth's admin API: the routes, the key check and the error bodies
 * (legacy shape, as Supabase answers requests without X-Supabase-Api-Version).
 *
 * Modes: `down` answers 503 to everything; `hang` never answers; `lose-create-answer` creates the
 * user and then answers 504, as a gateway does whose upstream finished after it gave up: the
 * caller cannot tell this from a create that never happened.
 */
export class FakeSupabaseAdmin {
  users = new Map<string, FakeUser>();
  seen: SeenRequest[] = [];
  mode: 'normal' | 'down' | 'hang' | 'lose-create-answer' = 'normal';
  private server = http.createServer((req, res) => void this.handle(req, res));
  url = '';
  /** Runs after a user is created and before the answer goes out: what the world looks like meanwhile. */
  whileCreating: ((user: FakeUser) => Promise<void>) | undefined;

  constructor(private readonly serviceRoleKey: string) {}

  /** A user someone else created (an app user signing up, another system). */
  addUser(email: string, appMetadata: Record<string, unknown> = {}): FakeUser {
    const user: FakeUser = {
      id: randomUUID(),
      email: email.toLowerCase(),
      password: `their own ${randomUUID()}`,
      email_confirmed_at: new Date().toISOString(),
      app_metadata: { provider: 'email', providers: ['email'], ...appMetadata },
      user_metadata: {},
    };
    this.users.set(user.id, user);
    return user;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private fail(res: http.ServerResponse, status: number, errorCode: string, msg: string) {
    this.send(res, status, { code: status, error_code: errorCode, msg });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = text ? JSON.parse(text) : undefined;
    this.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    if (this.mode === 'hang') return;
    if (this.mode === 'down') return this.fail(res, 503, 'unexpected_failure', 'upstream is down');
    if (req.headers.apikey !== this.serviceRoleKey || req.headers.authorization !== `Bearer ${this.serviceRoleKey}`) {
      return this.fail(res, 401, 'no_authorization', 'Invalid API key');
    }
    const url = new URL(req.url!, 'http://fake');
    const match = /^\/auth\/v1\/admin\/users(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return this.fail(res, 404, 'not_found', 'no route');
    const id = match[1];
    if (!id && req.method === 'POST') {
      const email = String(body.email).toLowerCase();
      if ([...this.users.values()].some((u) => u.email === email)) {
        return this.fail(res, 422, 'email_exists', 'A user with this email address has already been registered');
      }
      if (typeof body.password === 'string' && body.password.length < 6) {
        return this.send(res, 422, { code: 422, error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
      }
      const user: FakeUser = {
        id: randomUUID(),
        email,
        password: body.password,
        ...(body.email_confirm ? { email_confirmed_at: new Date().toISOString() } : {}),
        app_metadata: { provider: 'email', providers: ['email'], ...(body.app_metadata ?? {}) },
        user_metadata: body.user_metadata ?? {},
      };
      this.users.set(user.id, user);
      await this.whileCreating?.(user);
      if (this.mode === 'lose-create-answer') return this.fail(res, 504, 'request_timeout', 'upstream request timeout');
      return this.send(res, 200, { ...user, aud: 'authenticated', role: 'authenticated', password: undefined });
    }
    if (!id && req.method === 'GET') {
      const filter = (url.searchParams.get('filter') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 50);
      const all = [...this.users.values()].filter((u) => u.email.includes(filter));
      return this.send(res, 200, { users: all.slice((page - 1) * perPage, page * perPage), aud: 'authenticated' });
    }
    const user = id ? this.users.get(id) : undefined;
    if (!user) return this.fail(res, 404, 'user_not_found', 'User not found');
    if (req.method === 'PUT') {
      if (body.password !== undefined) user.password = body.password;
      if (body.ban_duration !== undefined) user.ban_duration = body.ban_duration;
      return this.send(res, 200, { ...user, password: undefined });
    }
    if (req.method === 'DELETE') {
      this.users.delete(user.id);
      return this.send(res, 200, {});
    }
    return this.fail(res, 405, 'method_not_allowed', 'no');
  }
}

