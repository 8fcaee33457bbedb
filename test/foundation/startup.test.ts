import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signToken } from '../support/harness.js';

/**
 * The service as a newcomer runs it: a real process on the embedded database, started with the
 * same entry point as `npm start`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(predicate: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
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

  it('serves /v1/codes on a new data directory, refuses a second process on it, and stops cleanly on SIGTERM', async () => {
    const first = start({ PORT: '0', DATA_DIR: dataDir });
    children.push(first.child);
    await waitFor(() => /listening on http:\/\/localhost:(\d+)/.test(first.output()), 60_000);
    const port = /listening on http:\/\/localhost:(\d+)/.exec(first.output())![1];
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

  it('signs with a key generated into the data directory (owner-only): tokens survive a restart, the former built-in key signs nothing', async () => {
    const listening = (p: ReturnType<typeof start>) => /listening on http:\/\/localhost:(\d+)/.exec(p.output())?.[1];
    const first = start({ PORT: '0', DATA_DIR: dataDir });
    children.push(first.child);
    await waitFor(() => !!listening(first), 60_000);
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
  }, 240_000);
});
