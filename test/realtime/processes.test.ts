import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_JWT_SECRET } from '../support/harness.js';
import { createLot } from '../support/lots.js';
import { createTestDatabase } from '../support/test-database.js';
import { anonKey, follow, signedInClient, signedUpClient } from './support.js';

/**
 * Two API processes as deployed (`node --import tsx src/main.ts` on one PostgreSQL database): a
 * change committed through one reaches a subscriber of the other, and SIGTERM closes a process's
 * sockets with 1001. The embedded database admits one process, so this runs on a server only; the
 * same paths in one test process are in transport.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');

interface Service {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  port: Promise<number>;
}

function start(env: Record<string, string>): Service {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let found: (port: number) => void;
  const port = new Promise<number>((resolve) => (found = resolve));
  const onData = (d: Buffer) => {
    out += d;
    const line = out.split('\n').find((l) => l.includes('"msg":"listening on'));
    if (line) found((JSON.parse(line) as { port: number }).port);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited, port };
}

describe.skipIf(!process.env.DATABASE_URL)('two API processes on one server database', () => {
  it('delivers a change committed through one to a subscriber of the other, and closes with 1001 on SIGTERM', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    const env = { DATABASE_URL: database.appUrl!, JWT_SECRET: TEST_JWT_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
    const a = start(env);
    const b = start(env);
    try {
      const [portA, portB] = await Promise.all([a.port, b.port]);
      const urlA = `http://127.0.0.1:${portA}`;
      const urlB = `http://127.0.0.1:${portB}`;
      const key = await anonKey();
      const lotId = await createLot(database.db);

      const phone = await signedUpClient(urlA, key);
      const watch = await signedInClient(urlB, key, phone.email);
      const sub = follow(watch.supabase, 'parking_sessions', phone.userId);
      await sub.status('SUBSCRIBED');
      const res = await fetch(`${urlA}/v1/parking-sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${phone.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() }),
      });
      expect(res.status).toBe(201);
      const { session } = (await res.json()) as { session: { id: string } };
      expect((await sub.nth(1)).new).toMatchObject({ id: session.id, user_id: phone.userId, status: 'parking' });
      await watch.supabase.removeAllChannels();

      const ws = new WebSocket(`ws://127.0.0.1:${portB}/realtime/v1/websocket?vsn=2.0.0`);
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      b.child.kill('SIGTERM');
      expect(await closed).toBe(1001);
      expect(await b.exited, b.output()).toBe(0);
    } finally {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      await database.drop();
    }
  });
});
