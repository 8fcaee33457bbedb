import type { MailLocale, MailTemplateName } from './templates.js';

/** The payload of a `mail.send` job: which template, for whom, with what. */
export interface MailJob {
  template: MailTemplateName;
  locale: MailLocale;
  to: string;
  /** Values the template shows that are not secret. */
  vars: Record<string, string>;
  /** Values that are (a one-time code, a sign-in link), sealed (sealed.ts). */
  sealed?: string;
  /**
   * ISO instant after which the message is not sent: what it carries (a code) is dead by then, and
   * a late mail would only confuse. A job picked up later completes without sending.
   */
  not_after?: string;
}
