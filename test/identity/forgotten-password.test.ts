import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/**
 * The "done when", as a newcomer would go: the service as `npm start` runs it (a real
 * process on a fresh embedded database, its mail worker inside), supabase-js against it, and the code
 * read from the development outbox in the data directory.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-outbox-'));
const outbox = path.join(dataDir, 'outbox');

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The newest message in the outbox to `address`, as the .txt file a person reads. */
function latestOutboxText(address: string, after: Set<string>): string | undefined {
  if (!fs.existsSync(outbox)) return undefined;
  const file = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.txt') && f.includes(address) && !after.has(f))
    .sort()
    .at(-1);
  return file ? fs.readFileSync(path.join(outbox, file), 'utf8') : undefined;
}

describe('a driver who forgot the password', () => {
  it('signs up, asks for a reset, reads the code in the development outbox, resets it with supabase-js and signs in', { timeout: 180_000 }, async () => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', PORT: '0', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const line = await waitFor(() => output.split('\n').find((l) => l.includes('"msg":"listening on')), 'the service to listen');
      const { port } = JSON.parse(line) as { port: number };
      const supabase = createClient(`http://127.0.0.1:${port}`, 'any-anon-key', {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
      const email = 'taro.yamada@example.jp';

      const signUp = await supabase.auth.signUp({ email, password: 'first passphrase' });
      expect(signUp.error).toBeNull();
      await supabase.auth.signOut();

      const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
      expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
      const message = await waitFor(() => latestOutboxText(email, before), 'the mail in the outbox', 30_000);
      expect(message).toContain(`To: ${email}`);
      const code = /^\s+(\d{6})\s*$/m.exec(message)?.[1];
      expect(code, message).toMatch(/^\d{6}$/);
      // The log says the same, for whoever watches the terminal.
      await waitFor(() => (output.includes('written to the development outbox') ? true : undefined), 'the outbox log line', 10_000);
      expect(fs.readdirSync(outbox).some((f) => f.endsWith('.eml'))).toBe(true);

      const verified = await supabase.auth.verifyOtp({ email, token: code!, type: 'recovery' });
      expect(verified.error).toBeNull();
      expect((await supabase.auth.updateUser({ password: 'second passphrase' })).error).toBeNull();
      await supabase.auth.signOut();

      expect((await supabase.auth.signInWithPassword({ email, password: 'first passphrase' })).error).toMatchObject({ code: 'invalid_credentials' });
      const signIn = await supabase.auth.signInWithPassword({ email, password: 'second passphrase' });
      expect(signIn.error).toBeNull();
      expect(signIn.data.user?.email).toBe(email);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  });
});
