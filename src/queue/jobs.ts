import type { MailJob } from '../mail/job.js';
import type { PushBatchJob, PushDeliverJob } from '../modules/notifications/jobs.js';
import type { SalesDigestJob } from '../modules/sales/digest.js';

/**
 * Every job the queue carries, by queue name, with its payload. A queue exists in the database only
 * once a migration created it (0091 for mail, 0116 for push, 0150 for sales digests; see 0090), so a name here goes with that migration.
 * The payload is stored as JSON in pgboss.job until the job is archived: keep secrets out of it, or
 * sealed (src/mail/sealed.ts).
 */
export interface JobPayloads {
  'mail.send': MailJob;
  'push.batch': PushBatchJob;
  'push.deliver': PushDeliverJob;
  'sales.digest': SalesDigestJob;
}

export type JobName = keyof JobPayloads;

/** The dead-letter queue of each queue: where a job goes once its retries are spent. */
export const DEAD_LETTER_QUEUES: Record<JobName, string> = {
  'mail.send': 'mail.send.dead',
  'push.batch': 'push.batch.dead',
  'push.deliver': 'push.deliver.dead',
  'sales.digest': 'sales.digest.dead',
};
