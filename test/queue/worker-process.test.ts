import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, serviceCaller } from '../../src/db/caller.js';
import { createLogger } from '../../src/logger.js';
import { seal, sealingKey } from '../../src/mail/sealed.js';
import { createJobQueue } from '../../src/queue/index.js';
import { TEST_JWT_SECRET } from '../support/harness.js';
import { codeIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** `npm run worker`: the queue's workers as a process of their own. */
const root = path.resolve(import.meta.dirname, '../..');

function spawnWorker(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the worker process', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('on the embedded database: starts, migrating its data directory, and stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-worker-'));
    try {
      const worker = spawnWorker({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
      await waitFor(() => worker.output().includes('"msg":"worker started"'), 'the worker to start');
      expect(worker.output()).toContain('"queues":["mail.send","push.batch","push.deliver","sales.digest"]');
      worker.child.kill('SIGTERM');
      expect(await worker.exited, worker.output()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // A server database admits the API's processes and the worker's at once.
  it.skipIf(!process.env.DATABASE_URL)('beside the API on a server: sends the mail an API process enqueued', { timeout: 120_000 }, async () => {
    const database: TestDatabase = await createTestDatabase();
    try {
      const worker = spawnWorker({ DATABASE_URL: database.appUrl!, JWT_SECRET: TEST_JWT_SECRET, SMTP_URL: smtp.url });
      await waitFor(() => worker.output().includes('"msg":"worker started"'), 'the worker to start');
      // An API process's queue: it only enqueues.
      const api = createJobQueue({ db: database.appDb, log: createLogger('silent'), statementTimeoutMs: 10_000 });
      const to = 'worker-process@example.jp';
      await asCaller(database.appDb, serviceCaller, (tx) =>
        api.enqueue(
          'mail.send',
          {
            template: 'magiclink',
            locale: 'ja',
            to,
            vars: { email: to, minutes: '10' },
            sealed: seal(sealingKey(TEST_JWT_SECRET), { code: '314159', link: 'http://localhost:8787/auth/v1/verify?token=t&type=magiclink' }),
          },
          { tx },
        ),
      );
      // Found by the worker's poll (every 2 s), not by a wake from this process.
      expect(codeIn(await smtp.next(to, 0))).toBe('314159');
      worker.child.kill('SIGTERM');
      expect(await worker.exited, worker.output()).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
