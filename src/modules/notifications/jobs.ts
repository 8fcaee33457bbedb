/**
 * The push queues' payloads (migration 0116). Ids only: what a message says is in the database,
 * where the job's transaction left it.
 */

/** One batch of a notification's audience: users with ids in [from_user, to_user) (null: unbounded). */
export interface PushBatchJob {
  notification_id: string;
  batch: number;
  from_user: string | null;
  to_user: string | null;
}

/** One system notification's delivery (a session ended, a badge earned...). */
export interface PushDeliverJob {
  delivery_id: string;
}
