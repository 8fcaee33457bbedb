import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { asCaller, serviceCaller, type DbCaller } from '../../db/caller.js';
import type { AppContext, AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import type { Queryable } from '../../db/types.js';
import { SubscriptionSchema, SubscriptionStatusSchema } from './schemas.js';
import { accountUserOf, applyStoreNotification, recordStorePurchase } from './store-service.js';
import {
  NotificationAuthError,
  StoreUnavailableError,
  StoreVerificationError,
  type StoreNotification,
  type StorePurchase,
} from './store-verifiers/index.js';

/**
 * In-app purchases (contract 4.4 verify-iap) and the stores' server notifications
 * (docs/subscriptions.md). Store verification happens before any transaction is opened, so no
 * database connection waits on Apple or Google; what the store vouched for is then written in one
 * short transaction as the service role.
 */

// A StoreKit 2 transaction with its three certificates is about 6 KB; a Google purchase token a few
// hundred characters. A notification carries two signed JWSs inside a third.
const RECEIPT_MAX = 16_384;
const SIGNED_PAYLOAD_MAX = 131_072;

export const VerifyIapBody = z
  .strictObject({
    platform: z.enum(['ios', 'android']).openapi({ description: 'The store the purchase was made in.' }),
    receipt: z.string().min(1).max(RECEIPT_MAX).openapi({
      description:
        'iOS: the StoreKit 2 signed transaction (`Transaction.jwsRepresentation`, a JWS). Android: the purchase token ' +
        '(`Purchase.getPurchaseToken()`).',
    }),
    product_id: z.string().min(1).max(200).openapi({
      description: 'The store’s product id the app bought (`ios_product_id` / `android_product_id` of a plan).',
      example: 'jp.parking.plus.monthly',
    }),
  })
  .openapi('VerifyIapBody');

export const VerifyIapResult = z
  .strictObject({
    subscription: SubscriptionSchema,
    status: SubscriptionStatusSchema.openapi({ description: 'The subscription’s status now (equal to `subscription.status`).' }),
  })
  .openapi('VerifyIapResult');

const AppStoreNotificationBody = z
  .object({
    signedPayload: z.string().min(1).max(SIGNED_PAYLOAD_MAX).openapi({ description: 'App Store Server Notifications v2: the signed JWS.' }),
  })
  .openapi('AppStoreNotificationBody', { description: 'As Apple posts it; keys Apple may add are ignored.' });

const PubSubPushBody = z
  .object({
    message: z.object({
      data: z.string().max(SIGNED_PAYLOAD_MAX).openapi({ description: 'Base64 of the RTDN JSON (DeveloperNotification).' }),
      messageId: z.string().max(200).optional(),
      message_id: z.string().max(200).optional(),
      publishTime: z.string().max(100).optional(),
      publish_time: z.string().max(100).optional(),
      attributes: z.record(z.string(), z.string()).optional(),
    }),
    subscription: z.string().max(500).optional(),
  })
  .openapi('PubSubPushBody', { description: 'A Pub/Sub push delivery, as Google posts it; keys Google may add are ignored.' });

const WebhookResult = z
  .strictObject({
    received: z.literal(true),
    outcome: z.enum(['applied', 'stale', 'unmatched', 'ignored', 'duplicate']).openapi({
      description:
        '`applied`: the subscription now holds what the store said; `stale`: it already held newer news; `unmatched`: no user ' +
        'registered the purchase yet (verify-iap will); `ignored`: about nothing sold here (a test, an unknown product or ' +
        'purchase); `duplicate`: delivered before, nothing changed twice.',
    }),
  })
  .openapi('StoreWebhookResult');

const verifyDescription =
  'Verifies the receipt with its store and registers the subscription to the caller, or brings it up to date. ' +
  'iOS: the signed transaction is verified offline with Apple’s library against Apple’s root certificates (bundle id, ' +
  'environment, product, not refunded, period still running). Android: Google Play’s Developer API is asked about the ' +
  'token (`purchases.subscriptionsv2.get`); an unacknowledged purchase is acknowledged. The plan is the one whose ' +
  '`ios_product_id` / `android_product_id` is `product_id`. One purchase is one subscription: verified again by the same ' +
  'user it answers 200 with the same subscription; a purchase already registered to another user, or bought by the app ' +
  'for another user (Apple `appAccountToken`, Google obfuscated account id), is 409. Premium (`is_premium`) follows from ' +
  'the subscription at once.';

const verifyErrors = {
  400: '`iap_invalid`: the receipt does not verify (`details.reason`: `signature`, `certificate_chain`, `wrong_app`, ' +
    '`wrong_environment`, `wrong_product`, `unknown_product`, `expired`, `revoked`, `not_entitled`, `unknown_purchase`, ' +
    '`malformed`; `param` is `receipt` or `product_id`); `malformed_json`.',
  409: '`conflict`: the purchase belongs to another account (`details.reason`: `owned_by_another_user`, `purchased_for_another_account`).',
  503: '`service_unavailable`: the store could not be asked, or this deployment is not configured for it (retry later; the receipt may be fine).',
};

const verifyRoute = (path: string, operationId: string, summary: string) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path,
    operationId,
    tags: ['Me'],
    summary,
    description: verifyDescription,
    request: { body: jsonBody(VerifyIapBody) },
    errors: verifyErrors,
    responses: {
      201: jsonContent(VerifyIapResult, 'Verified: the subscription was registered to the caller'),
      200: jsonContent(VerifyIapResult, 'Verified again: the caller’s subscription, brought up to date'),
    },
  });

const verifyMine = verifyRoute('/v1/me/subscription/verify-iap', 'verifyMyInAppPurchase', 'Verify an in-app purchase and register the subscription');
const verifyTop = verifyRoute('/v1/verify-iap', 'verifyInAppPurchase', 'Verify an in-app purchase (same as /v1/me/subscription/verify-iap)');

const appStoreWebhook = defineRoute({
  access: 'public',
  method: 'post',
  path: '/v1/webhooks/app-store',
  operationId: 'receiveAppStoreNotification',
  tags: ['Webhooks'],
  summary: 'App Store Server Notifications v2',
  description:
    'Apple’s server notifications (renewals, renewal turned off or on, billing failure and grace, expiry, refunds, ' +
    'revocations). No bearer token: the signed payload, verified like a receipt (and its nested transaction and renewal ' +
    'info each on their own), is the authentication. A notification delivered again changes nothing twice; one older ' +
    'than what is recorded changes nothing.',
  request: { body: jsonBody(AppStoreNotificationBody) },
  errors: {
    400: '`iap_invalid`: the signed payload does not verify (`details.reason`); `malformed_json`.',
    503: '`service_unavailable`: App Store verification is not configured here, or the database is unavailable; Apple retries.',
  },
  responses: { 200: jsonContent(WebhookResult, 'Received') },
});

const googlePlayWebhook = defineRoute({
  access: 'public',
  method: 'post',
  path: '/v1/webhooks/google-play',
  operationId: 'receiveGooglePlayNotification',
  tags: ['Webhooks'],
  summary: 'Google Play real-time developer notifications (Pub/Sub push)',
  description:
    'A Pub/Sub push subscription’s deliveries. Authenticated by the OIDC token Pub/Sub sends (`Authorization: Bearer`, ' +
    'signed by Google for the configured service account and audience), not by this API’s tokens. The purchase the ' +
    'notification names is then read again from Google (`purchases.subscriptionsv2.get`): its content is never taken on ' +
    'trust. A message delivered again changes nothing twice.',
  request: { body: jsonBody(PubSubPushBody) },
  errors: {
    400: '`iap_invalid`: an authentic push whose message is not a notification for this app (`details.reason`); `malformed_json`.',
    401: '`unauthorized`: no valid Pub/Sub OIDC token for the configured audience and service account.',
    503: '`service_unavailable`: notifications are not configured here, or Google or the database could not be reached; Pub/Sub retries.',
  },
  responses: { 200: jsonContent(WebhookResult, 'Received') },
});

/** A store's refusal or absence as the API's errors. */
function asApiError(err: unknown): unknown {
  if (err instanceof StoreVerificationError) {
    return new ApiError('iap_invalid', {
      message: err.message,
      param: err.param,
      details: { reason: err.reason },
      cause: err,
    });
  }
  if (err instanceof StoreUnavailableError) {
    return new ApiError('service_unavailable', { message: err.message, retryAfter: err.retryAfterSeconds, cause: err });
  }
  if (err instanceof NotificationAuthError) return new ApiError('unauthorized', { message: err.message, cause: err });
  return err;
}

async function store<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw asApiError(err);
  }
}

function notConfigured(what: string, variable: string): ApiError {
  return new ApiError('service_unavailable', { message: `${what} is not configured on this server (${variable}).`, retryAfter: 3600 });
}

/**
 * The service role, on behalf of the signed-in caller: the write is the service's (users cannot
 * write subscriptions), and the caller's session is confirmed in the same transaction, so a token
 * whose session has ended registers nothing.
 */
function onBehalfOfCaller(c: AppContext): DbCaller {
  const auth = c.get('auth')!;
  return { ...serviceCaller, confirm: auth.standing };
}

function asService<T>(c: AppContext, caller: DbCaller, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { db, config } = c.get('deps');
  return asCaller(db, caller, work, config.database.statementTimeoutMs);
}

async function verifyPurchase(c: AppContext, body: z.infer<typeof VerifyIapBody>): Promise<StorePurchase> {
  const { stores } = c.get('deps');
  if (body.platform === 'ios') {
    const apple = stores.apple;
    if (!apple) throw notConfigured('App Store verification', 'APPLE_BUNDLE_ID');
    return store(() => apple.verifyTransaction(body.receipt, body.product_id));
  }
  const google = stores.google;
  if (!google) throw notConfigured('Google Play verification', 'GOOGLE_PLAY_PACKAGE_NAME');
  return store(() => google.verifyPurchase(body.receipt, body.product_id));
}

/**
 * Acknowledges a Google Play purchase that a user now owns, after the commit: Google refunds one
 * left unacknowledged for three days. A failure is logged and tried again at the next verification
 * or notification; the app may acknowledge it too.
 */
async function acknowledgeIfPending(c: AppContext, purchase: StorePurchase | null): Promise<void> {
  const google = c.get('deps').stores.google;
  if (!google || purchase?.platform !== 'android' || !purchase.acknowledgementPending) return;
  try {
    await google.acknowledge(purchase.productId, purchase.originalTransactionId);
  } catch (err) {
    c.get('log').warn({ err }, 'Google Play purchase acknowledgement failed; retried at the next verification');
  }
}

export function registerStoreRoutes(app: OpenAPIHono<AppEnv>): void {
  const verify = async (c: AppContext, body: z.infer<typeof VerifyIapBody>) => {
    const userId = c.get('auth')!.userId;
    const purchase = await verifyPurchase(c, body);
    const boughtFor = accountUserOf(purchase);
    if (boughtFor && boughtFor !== userId.toLowerCase()) {
      throw new ApiError('conflict', {
        message: 'The app bought this subscription for another account.',
        param: 'receipt',
        details: { reason: 'purchased_for_another_account' },
      });
    }
    const result = await store(() => asService(c, onBehalfOfCaller(c), (tx) => recordStorePurchase(tx, userId, purchase)));
    await acknowledgeIfPending(c, purchase);
    const answer = { subscription: result.subscription, status: result.subscription.status };
    return result.created ? c.json(answer, 201) : c.json(answer, 200);
  };
  app.openapi(verifyMine, (c) => verify(c, c.req.valid('json')));
  app.openapi(verifyTop, (c) => verify(c, c.req.valid('json')));

  const received = async (c: AppContext, notification: StoreNotification) => {
    const { outcome } = await store(() => asService(c, serviceCaller, (tx) => applyStoreNotification(tx, notification)));
    if (outcome === 'applied') await acknowledgeIfPending(c, notification.purchase);
    c.get('log').info(
      { platform: notification.platform, notification_id: notification.notificationId, type: notification.type, subtype: notification.subtype, outcome },
      'store notification',
    );
    return c.json({ received: true as const, outcome }, 200);
  };

  app.openapi(appStoreWebhook, async (c) => {
    const apple = c.get('deps').stores.apple;
    if (!apple) throw notConfigured('App Store verification', 'APPLE_BUNDLE_ID');
    const { signedPayload } = c.req.valid('json');
    const notification = await store(() => apple.verifyNotification(signedPayload));
    return received(c, notification);
  });

  app.openapi(googlePlayWebhook, async (c) => {
    const google = c.get('deps').stores.google;
    if (!google) throw notConfigured('Google Play notifications', 'GOOGLE_PLAY_PACKAGE_NAME');
    const notification = await store(() => google.verifyNotification({ authorization: c.req.header('authorization'), body: c.req.valid('json') }));
    return received(c, notification);
  });
}
