import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { JobQueue } from '../queue/index.js';
import { createMailer, type Mailer, type MailerConfig } from './mailer.js';
import { sealingKey } from './sealed.js';
import { mailSendHandler } from './send-job.js';

export { createMailer, type Mailer, type MailerConfig, type OutgoingMail } from './mailer.js';

/** SMTP sessions give up after this long without progress, well inside a mail job's 60 s. */
const SMTP_TIMEOUT_MS = 20_000;

export function mailerConfig(config: Config): MailerConfig {
  const { mail } = config;
  return mail.driver === 'smtp'
    ? { driver: 'smtp', from: mail.from, smtpUrl: mail.smtpUrl!, timeoutMs: SMTP_TIMEOUT_MS }
    : { driver: 'outbox', from: mail.from, outboxDir: mail.outboxDir };
}

/** Registers the `mail.send` worker on the queue; the mailer is the caller's to close. */
export function workMail(queue: JobQueue, config: Config, mailer: Mailer): void {
  const secret = config.auth.jwtSecret;
  queue.work('mail.send', mailSendHandler({ mailer, sealingKey: secret ? sealingKey(secret) : undefined }), { concurrency: 2 });
}

export function logMailer(log: Logger, mailer: Mailer, config: Config): void {
  if (mailer.kind === 'outbox') {
    const message = 'mail: the development outbox is in use; messages are written to files and the log, not sent (set SMTP_URL to send)';
    if (config.env === 'production') log.warn({ outbox: config.mail.outboxDir }, message);
    else log.info({ outbox: config.mail.outboxDir }, message);
  }
}
