import type { Queryable } from '../../db/types.js';
import type { Subscription } from './schemas.js';
import { getSubscriptionById } from './service.js';
import { StoreVerificationError, type StoreNotification, type StorePurchase } from './store-verifiers/index.js';

/**
 * In-app purchases, once a store has vouched for them: registered to a user (verify-iap) or brought
 * up to date by the store's notifications. The SQL is in record_store_purchase and
 * apply_store_notification; both run as the service role, because users only read subscriptions.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user the app bought for, when it set the store's account token to a user id (docs/subscriptions.md). */
export function accountUserOf(purchase: StorePurchase | null): string | null {
  const token = purchase?.accountToken;
  return token && UUID.test(token) ? token.toLowerCase() : null;
}

/** A verified purchase as the SQL functions take it (write_store_purchase). */
export function purchaseRecord(purchase: StorePurchase): Record<string, unknown> {
  if (!purchase.expiresAt) {
    throw new StoreVerificationError('malformed', 'The store gave no end for the subscription’s period (not a subscription?).');
  }
  const grace = purchase.graceEndsAt ? new Date(Math.max(purchase.graceEndsAt.getTime(), purchase.expiresAt.getTime())) : null;
  return {
    product_id: purchase.productId,
    original_transaction_id: purchase.originalTransactionId,
    latest_transaction_id: purchase.latestTransactionId,
    store_environment: purchase.environment,
    current_period_end: purchase.expiresAt.toISOString(),
    grace_period_ends_at: grace?.toISOString() ?? null,
    auto_renew: purchase.autoRenew,
    observed_at: purchase.observedAt.toISOString(),
    // Present only when the store said whether it was revoked; absent keeps what is recorded.
    ...(purchase.revokedAt !== undefined ? { revoked_at: purchase.revokedAt?.toISOString() ?? null } : {}),
  };
}

export interface RecordedPurchase {
  subscription: Subscription;
  created: boolean;
}

/** Registers a verified purchase to the user, or updates their registration of it (PK409 when another user's). */
export async function recordStorePurchase(tx: Queryable, userId: string, purchase: StorePurchase): Promise<RecordedPurchase> {
  const { rows } = await tx.query<{ subscription_id: string; created: boolean }>(
    'select subscription_id, created from public.record_store_purchase($1, $2, $3::jsonb)',
    [userId, purchase.platform, JSON.stringify(purchaseRecord(purchase))],
  );
  const { subscription_id, created } = rows[0]!;
  const subscription = await getSubscriptionById(tx, subscription_id);
  return { subscription: subscription!, created };
}

export type NotificationOutcome = 'applied' | 'stale' | 'unmatched' | 'ignored' | 'duplicate';

/** Records a verified store notification once and writes its news (apply_store_notification). */
export async function applyStoreNotification(
  tx: Queryable,
  notification: StoreNotification,
): Promise<{ outcome: NotificationOutcome; subscriptionId: string | null }> {
  let purchase: Record<string, unknown> | null = null;
  if (notification.purchase?.expiresAt) purchase = purchaseRecord(notification.purchase);
  const { rows } = await tx.query<{ outcome: NotificationOutcome; subscription_id: string | null }>(
    'select outcome, subscription_id from public.apply_store_notification($1, $2::jsonb, $3::jsonb, $4)',
    [
      notification.platform,
      JSON.stringify({
        notification_id: notification.notificationId,
        notification_type: notification.type,
        subtype: notification.subtype,
        sent_at: notification.sentAt.toISOString(),
        original_transaction_id: notification.originalTransactionId,
      }),
      purchase === null ? null : JSON.stringify(purchase),
      accountUserOf(notification.purchase),
    ],
  );
  return { outcome: rows[0]!.outcome, subscriptionId: rows[0]!.subscription_id };
}
