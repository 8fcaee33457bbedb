/**
 * What the app stores tell us about a subscription, in one shape for both stores. A verifier turns a
 * store's signed or queried evidence into a `StorePurchase`; nothing else in the service reads a
 * store's own format, and nothing reaches the database that a verifier did not check.
 */

export type StorePlatform = 'ios' | 'android';

/** One subscription as the store sees it at `observedAt`. */
export interface StorePurchase {
  platform: StorePlatform;
  productId: string;
  /**
   * The store's id of the subscription, stable across renewals: iOS `originalTransactionId`, Google
   * Play the purchase token (subscriptionsv2 keys a subscription by its token; a resubscription or
   * plan change gets a new token that names the old one in `linkedPurchaseToken`).
   */
  originalTransactionId: string;
  /** The latest transaction: iOS `transactionId`, Google Play `latestOrderId`. */
  latestTransactionId: string | null;
  /** `Production` or `Sandbox` (Apple); `Production` or `Test` (a Google Play test purchase). */
  environment: string;
  purchasedAt: Date | null;
  /** End of the paid period (Google Play: of the current line item, grace included when in grace). */
  expiresAt: Date | null;
  /**
   * The end of the store's billing grace period: later than `expiresAt` while in grace, equal to it
   * when the store grants none (expired, on hold), null when the store has not said (the plan's
   * grace period then applies).
   */
  graceEndsAt: Date | null;
  /** Whether the store will try to renew at `expiresAt`. */
  autoRenew: boolean;
  /** When the subscriber (or the store) turned renewal off; access lasts until `expiresAt`. */
  cancelledAt: Date | null;
  /**
   * Refunded or revoked: access ends at once. `undefined` when the store's answer does not say
   * (Google Play's purchase query; only its notifications tell a revocation): what is recorded stays.
   */
  revokedAt: Date | null | undefined;
  /** iOS `appAccountToken` / Google Play `obfuscatedExternalAccountId`: the account the app bought for. */
  accountToken: string | null;
  /**
   * The store's time of this state (signed date of the JWS, or when the store was asked). A state
   * older than the one recorded never overwrites it, so notifications that arrive out of order or
   * twice cannot turn back a refund or a renewal.
   */
  observedAt: Date;
  /** Google Play: the old token this subscription replaces (upgrade, downgrade, resubscription). */
  linkedPurchaseToken?: string | null;
  /** Google Play's `subscriptionState`, as sent. */
  storeState?: string;
  /** Google Play: the purchase is not acknowledged yet (Google refunds it after three days if never). */
  acknowledgementPending?: boolean;
}

/** Why a receipt or notification was refused; shown to the client as `details.reason`. */
export type StoreRejection =
  | 'malformed'
  | 'signature'
  | 'certificate_chain'
  | 'wrong_app'
  | 'wrong_environment'
  | 'wrong_product'
  | 'unknown_product'
  | 'expired'
  | 'revoked'
  | 'not_entitled'
  | 'unknown_purchase';

/**
 * The evidence does not verify: 400 `iap_invalid`. Transport-free; the routes map it. `param` is
 * the request field at fault (`receipt` unless the product id is).
 */
export class StoreVerificationError extends Error {
  constructor(
    readonly reason: StoreRejection,
    message: string,
    readonly param: 'receipt' | 'product_id' | 'signedPayload' | 'message' | null = 'receipt',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoreVerificationError';
  }
}

/**
 * The store could not be asked, or this deployment is not set up to ask it: 503, and the client
 * (or the store's notification retry) tries again later. Never `iap_invalid`: an app that hears its
 * receipt is invalid may give up on a purchase that is fine.
 */
export class StoreUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

/** The push or signature that carried a notification is not the store's: 401 for a push, 400 otherwise. */
export class NotificationAuthError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotificationAuthError';
  }
}

/** A verified store notification, reduced to what changes a subscription. */
export interface StoreNotification {
  platform: StorePlatform;
  /** The store's id of this notification (Apple `notificationUUID`, Pub/Sub `messageId`): replays are recognised by it. */
  notificationId: string;
  /** The store's type and subtype, as sent (`DID_RENEW`, `SUBSCRIPTION_RENEWED` ...). */
  type: string;
  subtype: string | null;
  /** When the store signed or sent it. */
  sentAt: Date;
  /** The store's id of the subscription it is about, when it names one. */
  originalTransactionId: string | null;
  /**
   * The subscription's state after the event; null for notifications about no subscription (TEST)
   * or about a purchase the store itself no longer knows.
   */
  purchase: StorePurchase | null;
}

export interface AppStoreVerifier {
  /** A StoreKit 2 signed transaction (JWS) from the device, for this product, entitling now. */
  verifyTransaction(signedTransaction: string, expectedProductId: string): Promise<StorePurchase>;
  /** An App Store Server Notification v2 `signedPayload`, with its nested transaction and renewal info. */
  verifyNotification(signedPayload: string): Promise<StoreNotification>;
}

export interface PubSubPush {
  /** The request's Authorization header, as sent. */
  authorization: string | undefined;
  body: unknown;
}

export interface GooglePlayVerifier {
  /** A purchase token from the device, for this subscription product, entitling now. */
  verifyPurchase(purchaseToken: string, expectedProductId: string): Promise<StorePurchase>;
  /** A Real-time developer notification pushed by Pub/Sub: the push is authenticated, the purchase re-queried. */
  verifyNotification(push: PubSubPush): Promise<StoreNotification>;
  /** Acknowledges a subscription purchase, so that Google does not refund it after three days. */
  acknowledge(productId: string, purchaseToken: string): Promise<void>;
}

/** The two stores' verifiers; `undefined` where this deployment is not configured for that store. */
export interface StoreVerifiers {
  apple: AppStoreVerifier | undefined;
  google: GooglePlayVerifier | undefined;
}

/** Refuses a purchase that grants nothing now: revoked, or past its period and any grace. */
export function assertEntitled(purchase: StorePurchase, nowMs: number): void {
  if (purchase.revokedAt) {
    throw new StoreVerificationError('revoked', `The purchase was refunded or revoked at ${purchase.revokedAt.toISOString()}.`);
  }
  const end = Math.max(purchase.expiresAt?.getTime() ?? 0, purchase.graceEndsAt?.getTime() ?? 0);
  if (end <= nowMs) {
    throw new StoreVerificationError('expired', purchase.expiresAt ? `The subscription expired at ${new Date(end).toISOString()}.` : 'The purchase has no period that is still running.');
  }
}
