import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '../../../clock.js';
import type { AccessTokenSource } from './google-service-account.js';
import {
  assertEntitled,
  NotificationAuthError,
  StoreUnavailableError,
  StoreVerificationError,
  type GooglePlayVerifier,
  type PubSubPush,
  type StoreNotification,
  type StorePurchase,
} from './types.js';

/**
 * Google Play subscriptions: the device's purchase token is worth only what Google's Play Developer
 * API says of it (`purchases.subscriptionsv2.get`, as the app's service account). Real-time developer
 * notifications arrive as Pub/Sub pushes; a push is accepted only with Google's OIDC token for the
 * configured service account and audience, and even then its content is only a hint: the purchase
 * it names is queried again, so the stored state is always Google's answer.
 */

export const GOOGLE_PLAY_API_URL = 'https://androidpublisher.googleapis.com';
export const GOOGLE_OIDC_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_OIDC_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const TIMEOUT_MS = 10_000;

export interface PubSubPushAuth {
  /** The audience set on the push subscription (by default its push endpoint URL). */
  audience: string;
  /** The service account the push subscription authenticates as. */
  serviceAccountEmail: string;
  jwksUrl: string;
}

export interface GooglePlayOptions {
  packageName: string;
  apiBaseUrl: string;
  tokens: AccessTokenSource;
  /** License testers' purchases (`testPurchase`) count; production deployments usually refuse them. */
  allowTestPurchases: boolean;
  /** Without it the RTDN webhook refuses every push (503): there is no way to tell Google's from others. */
  pubsub: PubSubPushAuth | undefined;
  clock: Clock;
  fetch?: typeof fetch;
}

/** The parts of a SubscriptionPurchaseV2 read here. */
interface SubscriptionPurchaseV2 {
  subscriptionState?: string;
  startTime?: string;
  latestOrderId?: string;
  linkedPurchaseToken?: string;
  acknowledgementState?: string;
  testPurchase?: object;
  canceledStateContext?: {
    userInitiatedCancellation?: { cancelTime?: string };
    systemInitiatedCancellation?: object;
    developerInitiatedCancellation?: object;
    replacementCancellation?: object;
  };
  externalAccountIdentifiers?: { obfuscatedExternalAccountId?: string };
  lineItems?: Array<{
    productId?: string;
    expiryTime?: string;
    latestSuccessfulOrderId?: string;
    autoRenewingPlan?: { autoRenewEnabled?: boolean };
  }>;
}

/** RTDN subscription notification types (developer.android.com, "Real-time developer notifications reference"). */
const SUBSCRIPTION_NOTIFICATION_TYPES: Record<number, string> = {
  1: 'SUBSCRIPTION_RECOVERED',
  2: 'SUBSCRIPTION_RENEWED',
  3: 'SUBSCRIPTION_CANCELED',
  4: 'SUBSCRIPTION_PURCHASED',
  5: 'SUBSCRIPTION_ON_HOLD',
  6: 'SUBSCRIPTION_IN_GRACE_PERIOD',
  7: 'SUBSCRIPTION_RESTARTED',
  8: 'SUBSCRIPTION_PRICE_CHANGE_CONFIRMED',
  9: 'SUBSCRIPTION_DEFERRED',
  10: 'SUBSCRIPTION_PAUSED',
  11: 'SUBSCRIPTION_PAUSE_SCHEDULE_CHANGED',
  12: 'SUBSCRIPTION_REVOKED',
  13: 'SUBSCRIPTION_EXPIRED',
  17: 'SUBSCRIPTION_ITEMS_CHANGED',
  18: 'SUBSCRIPTION_CANCELLATION_SCHEDULED',
  19: 'SUBSCRIPTION_PRICE_CHANGE_UPDATED',
  20: 'SUBSCRIPTION_PENDING_PURCHASE_CANCELED',
  22: 'SUBSCRIPTION_PRICE_STEP_UP_CONSENT_UPDATED',
};
const SUBSCRIPTION_REVOKED = 12;
/** voidedPurchaseNotification.productType of a subscription. */
const VOIDED_SUBSCRIPTION = 1;

/** States in which the subscriber has access (a cancelled one until its expiry). */
const ENTITLING_STATES = new Set(['SUBSCRIPTION_STATE_ACTIVE', 'SUBSCRIPTION_STATE_IN_GRACE_PERIOD', 'SUBSCRIPTION_STATE_CANCELED']);

function date(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Purchase tokens are opaque; Google's are long base64url-ish strings. Anything else is not one. */
const PURCHASE_TOKEN = /^[A-Za-z0-9._:-]{1,4096}$/;

export function createGooglePlayVerifier(options: GooglePlayOptions): GooglePlayVerifier {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBaseUrl.replace(/\/+$/, '');
  const app = `${base}/androidpublisher/v3/applications/${encodeURIComponent(options.packageName)}`;
  const jwks: JWTVerifyGetKey | undefined = options.pubsub
    ? createRemoteJWKSet(new URL(options.pubsub.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 3_600_000, timeoutDuration: TIMEOUT_MS })
    : undefined;

  /** One authorised call to the Play Developer API; a refused access token is renewed once. */
  async function callApi(url: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await options.tokens.token();
      let res: Response;
      try {
        res = await doFetch(url, {
          method: init.method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(init.body !== undefined ? { body: init.body } : {}),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new StoreUnavailableError('The Google Play Developer API could not be reached.', 30, { cause: err });
      }
      if (res.status === 401 && attempt === 0) {
        options.tokens.invalidate();
        continue;
      }
      return res;
    }
  }

  async function fetchPurchase(purchaseToken: string, param: 'receipt' | 'message'): Promise<StorePurchase> {
    if (!PURCHASE_TOKEN.test(purchaseToken)) {
      throw new StoreVerificationError('malformed', 'The value is not a Google Play purchase token.', param);
    }
    const res = await callApi(`${app}/purchases/subscriptionsv2/tokens/${encodeURIComponent(purchaseToken)}`, { method: 'GET' });
    const body = (await res.json().catch(() => undefined)) as SubscriptionPurchaseV2 | undefined;
    // 400: not a token Google can read; 404: no such purchase; 410: too long expired to be queried.
    if (res.status === 400 || res.status === 404 || res.status === 410) {
      throw new StoreVerificationError('unknown_purchase', `Google Play does not know this purchase token (HTTP ${res.status}).`, param);
    }
    if (!res.ok || !body) {
      // 401/403: this deployment's service account lacks access; 429/5xx: Google is busy. Neither
      // is the client's fault.
      throw new StoreUnavailableError(`The Google Play Developer API answered HTTP ${res.status}.`, res.status === 429 ? 60 : 30);
    }
    return purchaseOf(purchaseToken, body);
  }

  function purchaseOf(purchaseToken: string, body: SubscriptionPurchaseV2): StorePurchase {
    const items = body.lineItems ?? [];
    // A subscription has one line item per base plan; the one that runs longest decides access.
    const item = [...items].sort((a, b) => (date(b.expiryTime)?.getTime() ?? 0) - (date(a.expiryTime)?.getTime() ?? 0))[0];
    if (!item?.productId) throw new StoreVerificationError('malformed', 'Google Play returned a subscription without a product.', 'receipt');
    const state = body.subscriptionState ?? 'SUBSCRIPTION_STATE_UNSPECIFIED';
    const expiresAt = date(item.expiryTime);
    const cancelled = body.canceledStateContext;
    const autoRenew = state !== 'SUBSCRIPTION_STATE_CANCELED' && state !== 'SUBSCRIPTION_STATE_EXPIRED' && item.autoRenewingPlan?.autoRenewEnabled === true;
    const now = new Date(options.clock.now());
    return {
      platform: 'android',
      productId: item.productId,
      originalTransactionId: purchaseToken,
      latestTransactionId: item.latestSuccessfulOrderId ?? body.latestOrderId ?? null,
      environment: body.testPurchase ? 'Test' : 'Production',
      purchasedAt: date(body.startTime),
      expiresAt,
      // Google's expiry already includes its grace period (in grace it is moved to the grace's end),
      // so beyond it there is none; only while active has Google not said, and the plan's applies.
      graceEndsAt: state === 'SUBSCRIPTION_STATE_ACTIVE' ? null : expiresAt,
      autoRenew,
      cancelledAt: cancelled ? (date(cancelled.userInitiatedCancellation?.cancelTime) ?? now) : null,
      // subscriptionsv2 does not tell a revoked subscription from an expired one: only the
      // notification does (SUBSCRIPTION_REVOKED, a voided purchase). Undefined keeps what is recorded.
      revokedAt: undefined,
      accountToken: body.externalAccountIdentifiers?.obfuscatedExternalAccountId ?? null,
      observedAt: now,
      linkedPurchaseToken: body.linkedPurchaseToken ?? null,
      acknowledgementPending: body.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_PENDING',
      storeState: state,
    };
  }

  function entitlementProblem(purchase: StorePurchase): void {
    if (purchase.environment === 'Test' && !options.allowTestPurchases) {
      throw new StoreVerificationError('wrong_environment', 'Google Play test purchases are not accepted here.');
    }
    const state = purchase.storeState ?? '';
    if (!ENTITLING_STATES.has(state)) {
      // Pending (not paid yet), on hold or paused (payment failed, or paused by the subscriber),
      // expired: nothing to grant now.
      throw new StoreVerificationError(
        state === 'SUBSCRIPTION_STATE_EXPIRED' ? 'expired' : 'not_entitled',
        `The subscription is in state ${state}, which grants nothing now.`,
      );
    }
    assertEntitled(purchase, options.clock.now());
  }

  async function authenticatePush(authorization: string | undefined): Promise<void> {
    if (!options.pubsub || !jwks) {
      throw new StoreUnavailableError('Google Play notifications are not configured here (GOOGLE_PUBSUB_AUDIENCE).');
    }
    const match = /^Bearer +(\S+)$/i.exec(authorization?.trim() ?? '');
    if (!match) throw new NotificationAuthError('A Pub/Sub push must carry Google’s OIDC token (Authorization: Bearer).');
    let payload;
    try {
      ({ payload } = await jwtVerify(match[1]!, jwks, {
        issuer: GOOGLE_OIDC_ISSUERS,
        audience: options.pubsub.audience,
        algorithms: ['RS256'],
        currentDate: new Date(options.clock.now()),
        requiredClaims: ['exp', 'iat', 'email'],
      }));
    } catch (err) {
      // Google's keys out of reach is Google's or the network's trouble: Pub/Sub retries after a 503.
      if (err instanceof joseErrors.JWKSTimeout || !(err instanceof joseErrors.JOSEError)) {
        throw new StoreUnavailableError('Google’s signing keys could not be fetched.', 30, { cause: err });
      }
      throw new NotificationAuthError('The Pub/Sub push token does not verify.', { cause: err });
    }
    if (payload.email !== options.pubsub.serviceAccountEmail || payload.email_verified !== true) {
      throw new NotificationAuthError('The Pub/Sub push token is for another service account.');
    }
  }

  return {
    async verifyPurchase(purchaseToken, expectedProductId) {
      const purchase = await fetchPurchase(purchaseToken, 'receipt');
      if (purchase.productId !== expectedProductId) {
        throw new StoreVerificationError(
          'wrong_product',
          `The purchase is for product ${JSON.stringify(purchase.productId)}, not ${JSON.stringify(expectedProductId)}.`,
          'product_id',
        );
      }
      entitlementProblem(purchase);
      return purchase;
    },

    async verifyNotification(push: PubSubPush): Promise<StoreNotification> {
      await authenticatePush(push.authorization);
      const envelope = (push.body ?? {}) as { message?: { data?: unknown; messageId?: unknown; message_id?: unknown; publishTime?: unknown } };
      const message = envelope.message;
      const messageId = message?.messageId ?? message?.message_id;
      if (!message || typeof messageId !== 'string' || !messageId || typeof message.data !== 'string') {
        throw new StoreVerificationError('malformed', 'The push carries no Pub/Sub message with data and messageId.', 'message');
      }
      let rtdn: Record<string, any>;
      try {
        rtdn = JSON.parse(Buffer.from(message.data, 'base64').toString('utf8'));
      } catch (err) {
        throw new StoreVerificationError('malformed', 'The Pub/Sub message data is not base64-encoded JSON.', 'message', { cause: err });
      }
      if (!rtdn || typeof rtdn !== 'object') throw new StoreVerificationError('malformed', 'The Pub/Sub message data is not an object.', 'message');
      if (rtdn.packageName !== options.packageName) {
        throw new StoreVerificationError('wrong_app', `The notification is for package ${JSON.stringify(rtdn.packageName)}.`, 'message');
      }
      const eventMs = Number(rtdn.eventTimeMillis);
      const sentAt = Number.isFinite(eventMs) && eventMs > 0 ? new Date(eventMs) : (date(message.publishTime) ?? new Date(options.clock.now()));
      const base = { platform: 'android' as const, notificationId: messageId, sentAt };

      const sub = rtdn.subscriptionNotification as { notificationType?: unknown; purchaseToken?: unknown } | undefined;
      const voided = rtdn.voidedPurchaseNotification as { purchaseToken?: unknown; productType?: unknown } | undefined;
      let purchaseToken: string | undefined;
      let type: string;
      let revoked = false;
      if (sub && typeof sub.purchaseToken === 'string') {
        const code = Number(sub.notificationType);
        type = SUBSCRIPTION_NOTIFICATION_TYPES[code] ?? `SUBSCRIPTION_NOTIFICATION_${code}`;
        purchaseToken = sub.purchaseToken;
        revoked = code === SUBSCRIPTION_REVOKED;
      } else if (voided && typeof voided.purchaseToken === 'string') {
        type = 'VOIDED_PURCHASE';
        if (Number(voided.productType) !== VOIDED_SUBSCRIPTION) {
          return { ...base, type, subtype: 'ONE_TIME_PRODUCT', originalTransactionId: voided.purchaseToken, purchase: null };
        }
        purchaseToken = voided.purchaseToken;
        revoked = true;
      } else {
        type = rtdn.testNotification ? 'TEST' : rtdn.oneTimeProductNotification ? 'ONE_TIME_PRODUCT' : 'UNKNOWN';
        return { ...base, type, subtype: null, originalTransactionId: null, purchase: null };
      }
      let purchase: StorePurchase;
      try {
        purchase = await fetchPurchase(purchaseToken, 'message');
      } catch (err) {
        // An authentic push about a token Google no longer knows: nothing to do, and nothing a retry
        // would change, so it is recorded and acknowledged rather than refused.
        if (err instanceof StoreVerificationError) return { ...base, type, subtype: err.reason.toUpperCase(), originalTransactionId: purchaseToken, purchase: null };
        throw err;
      }
      if (revoked) purchase.revokedAt = sentAt;
      return { ...base, type, subtype: null, originalTransactionId: purchaseToken, purchase };
    },

    async acknowledge(productId, purchaseToken) {
      const res = await callApi(
        `${app}/purchases/subscriptions/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(purchaseToken)}:acknowledge`,
        { method: 'POST', body: '{}' },
      );
      if (!res.ok) throw new StoreUnavailableError(`Google Play refused to acknowledge the purchase: HTTP ${res.status}.`);
    },
  };
}
