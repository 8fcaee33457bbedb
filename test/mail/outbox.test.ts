// The development outbox (`npm start` without SMTP_URL): what someone watching the directory sees.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { createMailer } from '../../src/mail/mailer.js';

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

describe('the development outbox', () => {
  it('shows a message under its .txt and .eml names only once each file is whole', async () => {
    const mailer = createMailer({ driver: 'outbox', from: 'noreply@example.test', outboxDir }, createLogger('silent'));
    const writeFile = fs.promises.writeFile.bind(fs.promises);
    const seen: { name: string; size: number }[] = [];
    // Each write is slowed down in the middle: the file exists, still empty, while the outbox is read.
    const spy = vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (file, data) => {
      await writeFile(file, '');
      for (const name of fs.readdirSync(outboxDir)) seen.push({ name, size: fs.statSync(path.join(outboxDir, name)).size });
      await writeFile(file, data);
    });
    try {
      await mailer.send({ to: 'taro.yamada@example.jp', subject: 'Your code', text: 'Your code:\n\n  123456\n', html: '<p>Your code: <b>123456</b></p>' });
    } finally {
      spy.mockRestore();
      await mailer.close();
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const file of seen.filter((f) => f.name.endsWith('.txt') || f.name.endsWith('.eml'))) expect(file.size, file.name).toBeGreaterThan(0);
    const names = fs.readdirSync(outboxDir);
    expect(names.map((n) => path.extname(n)).sort()).toEqual(['.eml', '.txt']);
    const txt = fs.readFileSync(path.join(outboxDir, names.find((n) => n.endsWith('.txt'))!), 'utf8');
    expect(txt).toBe('To: taro.yamada@example.jp\nSubject: Your code\n\nYour code:\n\n  123456\n');
  });
});
