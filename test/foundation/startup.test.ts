import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { signToken } from '../support/harness.js';

/**
 * The service as a real process: `node --import tsx src/main.ts` (what `npm start` runs, without
 * npm), and `npm start` itself where it matters who receives the signal.
 */
const root = path.resolve(import.meta.dirname, '../..');

interface Service {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnService(command: string, args: string[], env: Record<string, string>, options: { detached?: boolean } = {}): Service {
  let out = '';
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

function start(env: Record<string, string>): Service {
  return spawnService(process.execPath, ['--import', 'tsx', 'src/main.ts'], env);
}

async function waitFor(predicate: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The port and pid from the service's "listening" line. */
async function listening(service: Service): Promise<{ port: number; pid: number }> {
  const line = () => service.output().split('\n').find((l) => l.includes('"msg":"listening on'));
  await waitFor(() => line() !== undefined, 90_000);
  const { port, pid } = JSON.parse(line()!) as { port: number; pid: number };
  return { port, pid };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Answer {
  status: number;
  body: string;
  connectionClose: boolean;
}

function get(agent: http.Agent, port: number, requestPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent, host: '127.0.0.1', port, path: requestPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body, connectionClose: res.headers.connection === 'close' }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('start-up and shutdown (embedded database)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-start-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a bad variable, naming it', async () => {
    const p = start({ PORT: 'eighty', DATA_DIR: dataDir });
    children.push(p.child);
    expect(await p.exited).not.toBe(0);
    expect(p.output()).toContain('PORT');
  });

  it('refuses to start without a token key where a generated one is not allowed, naming JWT_SECRET (exit 78)', async () => {
    const server = start({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const reachable = start({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
    children.push(server.child, reachable.child);
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('JWT_SECRET: JWT_SECRET (or JWT_JWKS_URL) is required with DATABASE_URL');
    expect(await reachable.exited).toBe(78);
    expect(reachable.output()).toContain('JWT_SECRET: JWT_SECRET (or JWT_JWKS_URL) is required when HOST (0.0.0.0) is not a loopback address');
  });

  it('stops cleanly on a SIGTERM that arrives during start-up, once it is up', { timeout: 180_000 }, async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-start-early-'));
    try {
      const service = start({ PORT: '0', DATA_DIR: fresh });
      children.push(service.child);
      // Migrating a new data directory: the service is not listening yet.
      await waitFor(() => service.output().includes('"msg":"migration applied"'), 90_000);
      service.child.kill('SIGTERM');
      expect(await service.exited, service.output()).toBe(0);
      expect(service.output()).toContain('"msg":"stopped"');
      expect(fs.existsSync(path.join(fresh, 'service.lock'))).toBe(false);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('serves /v1/codes on a new data directory, refuses a second process on it, and stops cleanly on SIGTERM', { timeout: 180_000 }, async () => {
    const first = start({ PORT: '0', DATA_DIR: dataDir });
    children.push(first.child);
    const { port } = await listening(first);
    const res = await fetch(`http://127.0.0.1:${port}/v1/codes?category=vehicle_type`);
    expect(res.status).toBe(200);
    // The log line is written after the response is sent: wait for it rather than race it.
    const requestLines = () => first.output().split('\n').filter((l) => l.includes('"path":"/v1/codes"'));
    await waitFor(() => requestLines().length > 0, 10_000);
    expect(JSON.parse(requestLines()[0]!)).toMatchObject({ request_id: res.headers.get('x-request-id'), status: 200 });

    const second = start({ PORT: '0', DATA_DIR: dataDir });
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('in use by another process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'service.lock'))).toBe(false);
  });

  it('signs with a key generated into the data directory (owner-only): tokens survive a restart, the former built-in key signs nothing', { timeout: 180_000 }, async () => {
    const listening = (p: ReturnType<typeof start>) => /listening on http:\/\/localhost:(\d+)/.exec(p.output())?.[1];
    const first = start({ PORT: '0', DATA_DIR: dataDir });
    children.push(first.child);
    await waitFor(() => !!listening(first), 150_000);
    const keyFile = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signUp = await fetch(`http://127.0.0.1:${listening(first)}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'newcomer@example.jp', password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(200);
    const { access_token: token } = (await signUp.json()) as { access_token: string };
    expect((await fetch(`http://127.0.0.1:${listening(first)}/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start({ PORT: '0', DATA_DIR: dataDir });
    children.push(second.child);
    await waitFor(() => !!listening(second), 60_000);
    const me = (bearer: string) => fetch(`http://127.0.0.1:${listening(second)}/v1/me`, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(token)).status).toBe(200);
    // The constant that used to sign tokens when JWT_SECRET was unset, with a service_role claim.
    const forged = await signToken(
      { sub: '00000000-0000-4000-8000-000000000001', role: 'service_role' },
      { secret: 'dev-only-jwt-secret-change-me-0123456789abcdef' },
    );
    const refused = await me(forged);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: 'The bearer token is invalid.',
        message_key: 'errors.unauthorized',
        request_id: refused.headers.get('x-request-id'),
        doc_url: 'http://localhost:0/reference#error-unauthorized',
      },
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('exits 1 when the start-up work after listening fails (here the demo data top-up)', { timeout: 180_000 }, async () => {
    // The last test on this data directory: it breaks it. The schema's fingerprint is unchanged, so
    // the service listens, then the demo data's presence check fails on the missing table.
    const db = await openPglite({ dataDir });
    await db.exec('drop table public.sponsor_rewards cascade');
    await db.close();
    const service = start({ PORT: '0', DATA_DIR: dataDir });
    children.push(service.child);
    expect(await service.exited).toBe(1);
    expect(service.output()).toContain('"msg":"listening on');
    expect(service.output()).toContain('"msg":"start-up failed"');
    expect(fs.existsSync(path.join(dataDir, 'service.lock'))).toBe(false);
  });
});

/*
 * SIGTERM under load: every request a client sends is answered in full, and then the process exits
 * 0. Each connection is a keep-alive client sending its next request as soon as the previous answer
 * arrives (a load balancer's pool under load), so at the signal some requests are being handled and
 * others are on their way on sockets that were idle a moment before. A connection stops when the
 * service answers `Connection: close`, its way of saying that the connection ends there.
 */
describe(`graceful shutdown under load (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-drain-'));
  let database: TestDatabase | undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('answers every request sent to it completely and exits 0', { timeout: 180_000 }, async () => {
    // Never the forced end nor a statement timeout: this machine may be slow, and what is tested is
    // that the drain is complete.
    const patient = { PORT: '0', SHUTDOWN_TIMEOUT_MS: '120000', DATABASE_STATEMENT_TIMEOUT_MS: '120000' };
    let env: Record<string, string> = { ...patient, DATA_DIR: dataDir };
    if (process.env.DATABASE_URL) {
      database = await createTestDatabase();
      env = { ...patient, DATABASE_URL: database.url!, JWT_SECRET: 'shutdown-test-secret-0123456789abcdef', SEED_DEMO_DATA: 'true' };
    }
    const service = start(env);
    children.push(service.child);
    const { port } = await listening(service);

    // A priced search around Tokyo Station (real work for either database) and a cheap read.
    const paths = [
      '/v1/parking-lots/nearby?lat=35.681236&lng=139.767125&radius_m=1000&limit=10&sort=price' +
        '&entry_at=2026-04-01T08:00:00%2B09:00&exit_at=2026-04-01T10:30:00%2B09:00',
      '/v1/codes?category=vehicle_type',
    ];
    const connections = 16;
    const answered: Answer[] = [];
    const failed: string[] = [];
    let signalled = false;
    // The signal goes once as many answers as connections have come back: some connections have
    // had several, others none yet (often not even accepted by the busy process).
    let answers = 0;
    let enoughAnswers!: () => void;
    const loaded = new Promise<void>((resolve) => (enoughAnswers = resolve));
    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; ; i++) {
          const answer = await get(agent, port, paths[(n + i) % paths.length]!).catch((err: Error) => {
            failed.push(`connection ${n}, request ${i}${signalled ? ' (after the signal)' : ''}: ${err.message}`);
          });
          if (!answer) return;
          answered.push(answer);
          if (++answers === connections) enoughAnswers();
          if (answer.connectionClose) return;
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: connections }, (_, n) => client(n));
    await loaded;
    signalled = true;
    service.child.kill('SIGTERM');
    await Promise.all(clients);

    expect(failed).toEqual([]);
    for (const answer of answered) {
      expect(answer.status, answer.body).toBe(200);
      expect(() => JSON.parse(answer.body)).not.toThrow();
    }
    expect(await service.exited, service.output()).toBe(0);
    expect(service.output()).toContain('"msg":"stopped"');
  });
});

/*
 * `npm start`: npm passes SIGTERM and SIGINT on to its child. The service must be that child (not a
 * shell or tsx's wrapper that dies and leaves it running), and must survive receiving the signal
 * twice (from npm and from a signal sent to the whole process group, as Ctrl-C does).
 */
describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-npm-'));
  const pids: number[] = [];
  afterAll(() => {
    for (const pid of pids) if (processIsAlive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['to npm', false],
    ['to the process group', true],
  ])('stops the service when SIGTERM is sent %s', { timeout: 180_000 }, async (_, toGroup) => {
    const npm = spawnService('npm', ['start', '--silent'], { PORT: '0', DATA_DIR: dataDir }, { detached: toGroup });
    pids.push(npm.child.pid!);
    const { pid } = await listening(npm);
    pids.push(pid);
    expect(pid).not.toBe(npm.child.pid);

    process.kill(toGroup ? -npm.child.pid! : npm.child.pid!, 'SIGTERM');
    expect(await npm.exited, npm.output()).toBe(0);
    await waitFor(() => !processIsAlive(pid), 30_000);
    expect(npm.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, 'service.lock'))).toBe(false);
  });
});
