import type { JobHandler } from '../queue/index.js';
import type { Mailer } from './mailer.js';
import { unseal } from './sealed.js';
import { renderMail } from './templates.js';

/**
 * The `mail.send` worker: renders the job's template in its locale with its values (the sealed
 * ones opened with the service's key) and sends it. A failure throws: the queue retries with
 * backoff, then dead-letters the job. A job whose message would arrive dead (its code expired) is
 * completed without sending.
 */
export function mailSendHandler(deps: { mailer: Mailer; sealingKey: Buffer | undefined; now?: () => Date }): JobHandler<'mail.send'> {
  const now = deps.now ?? (() => new Date());
  return async (job, { log, signal }) => {
    if (job.not_after && new Date(job.not_after) <= now()) {
      log.warn({ template: job.template, not_after: job.not_after }, 'mail: not sent, what it carries has expired');
      return;
    }
    let secrets: Record<string, string> = {};
    if (job.sealed) {
      if (!deps.sealingKey) throw new Error('mail: the job carries sealed values and this process has no JWT_SECRET to open them');
      secrets = unseal(deps.sealingKey, job.sealed);
    }
    const rendered = renderMail(job.template, job.locale, { ...job.vars, ...secrets });
    signal.throwIfAborted();
    const { messageId } = await deps.mailer.send({ to: job.to, ...rendered }, signal);
    log.info({ template: job.template, locale: job.locale, message_id: messageId, mailer: deps.mailer.kind }, 'mail: sent');
  };
}
