/**
 * One push message to one device, as the drivers take it. `data` values are strings: FCM requires
 * it, and APNs clients read them the same way.
 */
export interface PushMessage {
  token: string;
  platform: 'ios' | 'android' | 'web';
  /** The notification's type (`session_ended`, `announcement`...): APNs thread, FCM tag. */
  type: string;
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * What makes two sends of one message one notification on the device: the store's collapse or tag
 * identity. A worker that dies after a store accepted a message but before recording it sends it
 * again on restart (docs/push.md); with the same identity the device replaces the first copy instead
 * of showing two. The notification's own id, so different notifications never replace each other.
 */
export function collapseIdentity(message: PushMessage): string | undefined {
  return (message.data.collapse_id ?? message.data.user_notification_id)?.slice(0, 64);
}

/**
 * What a store answered:
 * - `sent`: accepted;
 * - `dead_token`: the store says the token will never work again (uninstalled app, a token of
 *   another app or project): delete it;
 * - `retry`: 429 or 5xx (or the network): try again later, not before `retryAfterMs` when given;
 * - `rejected`: the store refused this message for a reason retrying will not fix (a payload too
 *   large, a misconfigured credential): recorded, not retried.
 */
export type PushOutcome =
  | { kind: 'sent'; id?: string }
  | { kind: 'dead_token'; status: number; reason: string }
  | { kind: 'retry'; status: number | null; reason: string; retryAfterMs?: number }
  | { kind: 'rejected'; status: number; reason: string };

export interface PushDriver {
  readonly name: string;
  send(message: PushMessage, signal?: AbortSignal): Promise<PushOutcome>;
  close(): void;
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
