import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message, or throws (the mail job is then retried). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<{ messageId: string }>;
  close(): void;
}

export type MailerConfig =
  | { driver: 'smtp'; from: string; smtpUrl: string; timeoutMs: number }
  | { driver: 'outbox'; from: string; outboxDir: string };

/**
 * A nodemailer transport made at the first message: nodemailer is loaded then, not with the service
 * (it cost a warm start some 30 ms of module loading, and most processes send no mail before long).
 */
function lazyTransport(create: (nodemailer: (typeof import('nodemailer'))['default']) => Transporter): { get(): Promise<Transporter>; close(): void } {
  let transport: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get: () => (transport ??= import('nodemailer').then((m) => create(m.default))),
    close() {
      if (closed) return;
      closed = true;
      void transport?.then((t) => t.close(), () => undefined);
    },
  };
}

/**
 * SMTP through nodemailer: one connection per message (mail is rare here: codes and links), with
 * timeouts well inside a mail job's 60 s so that a silent server fails the try rather than the job's
 * clock. The URL carries host, port, credentials and TLS: smtp://user:pass@host:587 upgrades with
 * STARTTLS when the server offers it, smtps://...:465 is TLS from the start.
 */
function smtpMailer(config: Extract<MailerConfig, { driver: 'smtp' }>): Mailer {
  // The URL's settings win over the object's other keys; timeouts are not URL settings.
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport(
      { url: config.smtpUrl, connectionTimeout: config.timeoutMs, greetingTimeout: config.timeoutMs, socketTimeout: config.timeoutMs },
      { from: config.from },
    ),
  );
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await (await transport.get()).sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** A file-name-safe stamp that sorts in time order: 20250102T030405123Z. */
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:.]/g, '');
}

/**
 * Writes a file that appears under its name only whole: written beside it under another name, then
 * renamed (atomic within a directory). Whoever watches the outbox for a message (a person, a script,
 * the forgotten-password test) otherwise could open it between its creation and its content, and
 * read nothing.
 */
async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await fs.promises.writeFile(partial, data);
  await fs.promises.rename(partial, file);
}

/**
 * The development mailer (`npm start` without SMTP): each message is written to the outbox
 * directory as `<time>-<recipient>-<id>.eml` (the whole message, for a mail client) and `.txt` (the
 * recipient, subject and plain text, for a person), and logged with its plain text, so a newcomer
 * reads the code they were sent in the terminal or in `.data/outbox/`.
 */
function outboxMailer(config: Extract<MailerConfig, { driver: 'outbox' }>, log: Logger): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.from }),
  );
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await (await transport.get()).sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      const recipient = mail.to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
      const base = path.join(config.outboxDir, `${stamp(new Date())}-${recipient}-${randomBytes(3).toString('hex')}`);
      await fs.promises.mkdir(config.outboxDir, { recursive: true });
      await writeWhole(`${base}.eml`, info.message as Buffer);
      await writeWhole(`${base}.txt`, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
      log.info({ to: mail.to, subject: mail.subject, file: `${base}.txt`, text: mail.text }, 'mail: written to the development outbox (not sent)');
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

export function createMailer(config: MailerConfig, log: Logger): Mailer {
  return config.driver === 'smtp' ? smtpMailer(config) : outboxMailer(config, log);
}
