/**
 * POST /v1/webhooks/app-store and /v1/webhooks/google-play: the stores' notifications, verified,
 * recorded once, and written onto the subscription they are about.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.js';
import { createHarness, type Harness } from '../support/harness.js';
import { startingGate } from '../support/starting-gate.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { expectError, isPremium, newUser, notificationRows, storeConfig, subscriptionRows, type User } from './iap-support.js';
import {
  ANDROID_MONTHLY,
  appleNotification,
  appleRenewalInfo,
  appleTransaction,
  appleTransactionId,
  createApplePki,
  googlePurchase,
  IOS_MONTHLY,
  PUBSUB_AUDIENCE,
  purchaseToken,
  pubsubPush,
  signApple,
  startFakeGoogle,
  subscriptionRtdn,
  tamper,
  TEST_PACKAGE_NAME,
  type ApplePki,
  type FakeGoogle,
} from './store-fakes.js';

const DAY = 86_400_000;

let h: Harness;
let pki: ApplePki;
let stranger: ApplePki;
let google: FakeGoogle;
let gate: ReturnType<typeof startingGate>;

beforeAll(async () => {
  [pki, stranger, google] = await Promise.all([createApplePki(), createApplePki('Stranger Root CA'), startFakeGoogle()]);
  const base = await createTestDatabase();
  let database: TestDatabase = base;
  if (base.appUrl) {
    const wide = await openPostgres({ url: base.appUrl, poolSize: 6, statementTimeoutMs: 10_000 });
    database = { ...base, appDb: wide, drop: async () => (await wide.close(), await base.drop()) };
  }
  gate = startingGate(database.appDb);
  h = await createHarness({ database: { ...database, appDb: gate.db }, config: storeConfig(pki, google) });
});
afterAll(async () => {
  await h.close();
  await google.close();
});

const postApple = (signedPayload: string) => h.request('/v1/webhooks/app-store', { body: { signedPayload } });
const postGoogle = async (body: unknown, token?: string | null) =>
  h.request('/v1/webhooks/google-play', { body, ...(token === null ? {} : { headers: { authorization: `Bearer ${token ?? (await google.pushToken())}` } }) });

/** A user with an iOS subscription registered through verify-iap, signed a minute ago. */
async function iosSubscriber(fields: Parameters<typeof appleTransaction>[0] = {}): Promise<{ user: User; original: string }> {
  const user = await newUser(h);
  const original = appleTransactionId();
  const tx = appleTransaction({ originalTransactionId: original, signedDate: Date.now() - 60_000, ...fields });
  const res = await h.request('/v1/verify-iap', { token: user.token, body: { platform: 'ios', receipt: await signApple(pki, tx), product_id: IOS_MONTHLY } });
  expect(res.status, res.text).toBe(201);
  return { user, original };
}

describe('App Store Server Notifications v2', () => {
  it('a renewal moves the period on; the same notification delivered again changes nothing', async () => {
    const { user, original } = await iosSubscriber();
    const expires = Date.now() + 31 * DAY;
    const tx = appleTransaction({ originalTransactionId: original, transactionId: appleTransactionId(), expiresDate: expires });
    const n = await appleNotification(pki, { type: 'DID_RENEW', transaction: tx, renewal: appleRenewalInfo({ originalTransactionId: original }) });
    const res = await postApple(n.signedPayload);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    const [after] = await subscriptionRows(h.db, 'ios', original);
    expect(after).toMatchObject({ current_period_end: new Date(expires).toISOString(), latest_transaction_id: tx.transactionId, status: 'active', user_id: user.userId });

    const replay = await postApple(n.signedPayload);
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    const [again] = await subscriptionRows(h.db, 'ios', original);
    expect(again!.updated_at).toEqual(after!.updated_at);
    expect(await notificationRows(h.db, 'ios', n.uuid)).toEqual([{ outcome: 'applied', subscription_id: after!.id, notification_type: 'DID_RENEW', subtype: null }]);
  });

  it('renewal turned off and on again', async () => {
    const { original } = await iosSubscriber();
    const tx = appleTransaction({ originalTransactionId: original });
    const off = await appleNotification(pki, {
      type: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_DISABLED',
      transaction: tx,
      renewal: appleRenewalInfo({ originalTransactionId: original, autoRenewStatus: 0 }),
    });
    expect((await postApple(off.signedPayload)).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'ios', original))[0]).toMatchObject({ auto_renew: false, status: 'active' });
    const on = await appleNotification(pki, {
      type: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_ENABLED',
      transaction: tx,
      renewal: appleRenewalInfo({ originalTransactionId: original, autoRenewStatus: 1, signedDate: Date.now() + 1000 }),
      signedDate: Date.now() + 1000,
    });
    expect((await postApple(on.signedPayload)).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'ios', original))[0]).toMatchObject({ auto_renew: true });
  });

  it('a refund ends Plus at once; a renewal signed before it and delivered after it cannot undo it; a reversed refund restores it', async () => {
    const { user, original } = await iosSubscriber();
    const now = Date.now();
    const oldRenewal = await appleNotification(pki, {
      type: 'DID_RENEW',
      transaction: appleTransaction({ originalTransactionId: original, expiresDate: now + 40 * DAY, signedDate: now - 10_000 }),
      signedDate: now - 10_000,
    });
    const refund = await appleNotification(pki, {
      type: 'REFUND',
      transaction: appleTransaction({ originalTransactionId: original, revocationDate: now - 5000, revocationReason: 0, signedDate: now - 5000 }),
      signedDate: now - 5000,
    });
    expect((await postApple(refund.signedPayload)).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'ios', original))[0]).toMatchObject({ status: 'cancelled', cancelled_at: new Date(now - 5000).toISOString() });
    expect(await isPremium(h, user)).toBe(false);

    expect((await postApple(oldRenewal.signedPayload)).body.outcome).toBe('stale');
    expect((await subscriptionRows(h.db, 'ios', original))[0]).toMatchObject({ status: 'cancelled' });
    expect(await isPremium(h, user)).toBe(false);

    const reversed = await appleNotification(pki, { type: 'REFUND_REVERSED', transaction: appleTransaction({ originalTransactionId: original, signedDate: now }), signedDate: now });
    expect((await postApple(reversed.signedPayload)).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'ios', original))[0]).toMatchObject({ status: 'active', cancelled_at: null });
    expect(await isPremium(h, user)).toBe(true);
  });

  it('a failed renewal in the store’s grace period keeps Plus until the grace ends; then the subscription is expired', async () => {
    const { user, original } = await iosSubscriber();
    const now = Date.now();
    const lapsed = appleTransaction({ originalTransactionId: original, purchaseDate: now - 31 * DAY, expiresDate: now - DAY, signedDate: now - 1000 });
    const grace = await appleNotification(pki, {
      type: 'DID_FAIL_TO_RENEW',
      subtype: 'GRACE_PERIOD',
      transaction: lapsed,
      renewal: appleRenewalInfo({ originalTransactionId: original, gracePeriodExpiresDate: now + 15 * DAY, signedDate: now - 1000 }),
      signedDate: now - 1000,
    });
    expect((await postApple(grace.signedPayload)).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'ios', original))[0]).toMatchObject({ status: 'grace', grace_period_ends_at: new Date(now + 15 * DAY).toISOString() });
    expect(await isPremium(h, user)).toBe(true);
    const mine = await h.request('/v1/me/subscription', { token: user.token });
    expect(mine.body.subscription).toMatchObject({ status: 'grace', grace_period_ends_at: new Date(now + 15 * DAY).toISOString() });

    // Apple says the subscription expired (data.status 2): no grace beyond the period any more.
    const expiredPayload = {
      notificationType: 'EXPIRED',
      subtype: 'BILLING_RETRY',
      notificationUUID: crypto.randomUUID(),
      version: '2.0',
      signedDate: now,
      data: {
        appAppleId: 1234567890,
        bundleId: 'jp.parking.app',
        environment: 'Sandbox',
        status: 2,
        signedTransactionInfo: await signApple(pki, { ...lapsed, signedDate: now }),
        signedRenewalInfo: await signApple(pki, appleRenewalInfo({ originalTransactionId: original, signedDate: now })),
      },
    };
    expect((await postApple(await signApple(pki, expiredPayload))).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'ios', original))[0]).toMatchObject({ status: 'expired', grace_period_ends_at: new Date(now - DAY).toISOString() });
    expect(await isPremium(h, user)).toBe(false);
  });

  it('a purchase nobody registered yet is unmatched, unless the app bought it for one of our users', async () => {
    const nobody = appleTransaction();
    const n = await appleNotification(pki, { type: 'SUBSCRIBED', subtype: 'INITIAL_BUY', transaction: nobody });
    expect((await postApple(n.signedPayload)).body.outcome).toBe('unmatched');
    expect(await subscriptionRows(h.db, 'ios', nobody.originalTransactionId as string)).toHaveLength(0);

    const buyer = await newUser(h);
    const bought = appleTransaction({ appAccountToken: buyer.userId });
    const m = await appleNotification(pki, { type: 'SUBSCRIBED', subtype: 'INITIAL_BUY', transaction: bought });
    expect((await postApple(m.signedPayload)).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'ios', bought.originalTransactionId as string))[0]).toMatchObject({ user_id: buyer.userId, status: 'active' });
    expect(await isPremium(h, buyer)).toBe(true);
    // Not to an account that has been withdrawn.
    const gone = await newUser(h);
    await h.db.query(`insert into public.profiles (user_id, status) values ($1, 'withdrawn') on conflict (user_id) do update set status = 'withdrawn'`, [gone.userId]);
    const forGone = appleTransaction({ appAccountToken: gone.userId });
    expect((await postApple((await appleNotification(pki, { type: 'SUBSCRIBED', transaction: forGone })).signedPayload)).body.outcome).toBe('unmatched');
    expect(await subscriptionRows(h.db, 'ios', forGone.originalTransactionId as string)).toHaveLength(0);
    // verify-iap by the buyer afterwards finds it theirs.
    const res = await h.request('/v1/verify-iap', { token: buyer.token, body: { platform: 'ios', receipt: await signApple(pki, bought), product_id: IOS_MONTHLY } });
    expect(res.status).toBe(200);
  });

  it('a TEST notification is received and ignored', async () => {
    const payload = { notificationType: 'TEST', notificationUUID: crypto.randomUUID(), version: '2.0', signedDate: Date.now(), data: { bundleId: 'jp.parking.app', environment: 'Sandbox', appAppleId: 1234567890 } };
    const res = await postApple(await signApple(pki, payload));
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('what does not verify is 400 iap_invalid and nothing is recorded', async () => {
    const { original } = await iosSubscriber();
    const before = (await subscriptionRows(h.db, 'ios', original))[0]!;
    const genuine = await appleNotification(pki, {
      type: 'REFUND',
      transaction: appleTransaction({ originalTransactionId: original, revocationDate: Date.now() }),
    });
    const tampered = tamper(genuine.signedPayload, (p) => ((p as { notificationUUID: string }).notificationUUID = crypto.randomUUID()));
    expectError(await postApple(tampered), 400, 'iap_invalid', 'signedPayload', { reason: 'signature' });
    const foreign = await appleNotification(stranger, { type: 'REFUND', transaction: appleTransaction({ originalTransactionId: original, revocationDate: Date.now() }) });
    expectError(await postApple(foreign.signedPayload), 400, 'iap_invalid', 'signedPayload', { reason: 'signature' });
    expectError(await postApple('not-a-jws'), 400, 'iap_invalid', 'signedPayload', { reason: 'malformed' });
    expectError(await h.request('/v1/webhooks/app-store', { body: {} }), 422, 'validation_error', 'signedPayload');
    expect(await notificationRows(h.db, 'ios', genuine.uuid)).toEqual([]);
    expect(await notificationRows(h.db, 'ios', foreign.uuid)).toEqual([]);
    expect((await subscriptionRows(h.db, 'ios', original))[0]!.updated_at).toEqual(before.updated_at);
  });

  it('the same notification delivered twice at once is applied once', async () => {
    const { original } = await iosSubscriber();
    const n = await appleNotification(pki, { type: 'DID_RENEW', transaction: appleTransaction({ originalTransactionId: original, expiresDate: Date.now() + 33 * DAY }) });
    const { results, allArrived } = await gate.race(2, () => postApple(n.signedPayload));
    expect(allArrived).toBe(!!process.env.DATABASE_URL);
    expect(results.map((r) => r.body.outcome).sort()).toEqual(['applied', 'duplicate']);
  });
});

describe('Google Play real-time developer notifications', () => {
  async function androidSubscriber(fields: Parameters<typeof googlePurchase>[0] = {}): Promise<{ user: User; token: string }> {
    const user = await newUser(h);
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase(fields));
    const res = await h.request('/v1/verify-iap', { token: user.token, body: { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY } });
    expect(res.status, res.text).toBe(201);
    return { user, token };
  }

  it('a renewal is read again from Google and moves the period on; the same message again changes nothing', async () => {
    const { token } = await androidSubscriber();
    const expiry = new Date(Date.now() + 45 * DAY);
    google.purchases.set(token, googlePurchase({ expiryTime: expiry }));
    const push = pubsubPush(subscriptionRtdn(token, 2));
    const res = await postGoogle(push);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    const [after] = await subscriptionRows(h.db, 'android', token);
    expect(after).toMatchObject({ current_period_end: expiry.toISOString(), status: 'active' });
    expect((await postGoogle(push)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await subscriptionRows(h.db, 'android', token))[0]!.updated_at).toEqual(after!.updated_at);
  });

  it('a revocation ends Plus at once, and a later query of the same purchase does not bring it back', async () => {
    const { user, token } = await androidSubscriber();
    google.purchases.set(token, googlePurchase({ state: 'SUBSCRIPTION_STATE_EXPIRED', expiryTime: new Date(), autoRenew: false }));
    expect((await postGoogle(pubsubPush(subscriptionRtdn(token, 12)))).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'android', token))[0]).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect(await isPremium(h, user)).toBe(false);
    expect((await postGoogle(pubsubPush(subscriptionRtdn(token, 13)))).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'android', token))[0]).toMatchObject({ status: 'cancelled' });
  });

  it('a voided (refunded) subscription purchase ends Plus', async () => {
    const { user, token } = await androidSubscriber();
    const voided = { version: '1.0', packageName: TEST_PACKAGE_NAME, eventTimeMillis: String(Date.now()), voidedPurchaseNotification: { purchaseToken: token, orderId: 'GPA.1', productType: 1, refundType: 1 } };
    expect((await postGoogle(pubsubPush(voided))).body.outcome).toBe('applied');
    expect(await isPremium(h, user)).toBe(false);
  });

  it('a subscription on hold after its grace has no Plus and is expired', async () => {
    const { user, token } = await androidSubscriber();
    google.purchases.set(token, googlePurchase({ state: 'SUBSCRIPTION_STATE_ON_HOLD', expiryTime: new Date(Date.now() - 1000), autoRenew: true }));
    expect((await postGoogle(pubsubPush(subscriptionRtdn(token, 5)))).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'android', token))[0]).toMatchObject({ status: 'expired' });
    expect(await isPremium(h, user)).toBe(false);
    google.purchases.set(token, googlePurchase({ expiryTime: new Date(Date.now() + 30 * DAY) }));
    expect((await postGoogle(pubsubPush(subscriptionRtdn(token, 1)))).body.outcome).toBe('applied');
    expect(await isPremium(h, user)).toBe(true);
  });

  it('a push without Pub/Sub’s token for our audience is 401 and nothing is recorded or asked', async () => {
    const { token } = await androidSubscriber();
    const calls = google.apiCalls;
    const push = pubsubPush(subscriptionRtdn(token, 12), 'forged-1');
    expectError(await postGoogle(push, null), 401, 'unauthorized');
    expectError(await postGoogle(push, await google.pushToken({}, true)), 401, 'unauthorized');
    expectError(await postGoogle(push, await google.pushToken({ aud: `${PUBSUB_AUDIENCE}/other` })), 401, 'unauthorized');
    expectError(await postGoogle(push, await google.pushToken({ email: 'attacker@example.test' })), 401, 'unauthorized');
    expect(google.apiCalls).toBe(calls);
    expect(await notificationRows(h.db, 'android', 'forged-1')).toEqual([]);
    expect((await subscriptionRows(h.db, 'android', token))[0]).toMatchObject({ status: 'active', cancelled_at: null });
  });

  it('an authentic push about a token Google does not know, or a test, is acknowledged and ignored', async () => {
    expect((await postGoogle(pubsubPush(subscriptionRtdn(purchaseToken(), 4)))).body).toEqual({ received: true, outcome: 'ignored' });
    const test = { version: '1.0', packageName: TEST_PACKAGE_NAME, eventTimeMillis: String(Date.now()), testNotification: { version: '1.0' } };
    expect((await postGoogle(pubsubPush(test))).body).toEqual({ received: true, outcome: 'ignored' });
    expectError(await postGoogle(pubsubPush(subscriptionRtdn(purchaseToken(), 4, ANDROID_MONTHLY, 'com.example.other'))), 400, 'iap_invalid', 'message', { reason: 'wrong_app' });
  });

  it('Google unreachable is 503 and nothing is recorded, so Pub/Sub’s redelivery is processed', async () => {
    const { token } = await androidSubscriber();
    const expiry = new Date(Date.now() + 50 * DAY);
    google.purchases.set(token, googlePurchase({ expiryTime: expiry }));
    const push = pubsubPush(subscriptionRtdn(token, 2), 'retry-me');
    google.failNext(500);
    expectError(await postGoogle(push), 503, 'service_unavailable');
    expect(await notificationRows(h.db, 'android', 'retry-me')).toEqual([]);
    expect((await postGoogle(push)).body.outcome).toBe('applied');
    expect((await subscriptionRows(h.db, 'android', token))[0]).toMatchObject({ current_period_end: expiry.toISOString() });
  });

  it('a purchase bought for one of our users (obfuscated account id) is registered to them by the notification', async () => {
    const buyer = await newUser(h);
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase({ accountId: buyer.userId, acknowledged: false }));
    expect((await postGoogle(pubsubPush(subscriptionRtdn(token, 4)))).body.outcome).toBe('applied');
    expect(await isPremium(h, buyer)).toBe(true);
    expect(google.acknowledged).toContainEqual({ productId: ANDROID_MONTHLY, token });
  });
});
