/**
 * The store verifiers on their own, with real signatures: Apple's library against a test root CA
 * and chain, and the Google Play client against a local Google that checks the service account's
 * signature. The HTTP tests (verify-iap.test.ts, store-webhooks.test.ts) show the same refusals as
 * the API's `iap_invalid`.
 */
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { bundledAppleRootPaths, createAppleVerifier, readRootCertificate } from '../../src/modules/subscriptions/store-verifiers/apple.js';
import {
  createStoreVerifiers,
  NotificationAuthError,
  StoreUnavailableError,
  StoreVerificationError,
  type AppStoreVerifier,
  type GooglePlayVerifier,
} from '../../src/modules/subscriptions/store-verifiers/index.js';
import {
  ANDROID_MONTHLY,
  ANDROID_YEARLY,
  appleNotification,
  appleRenewalInfo,
  appleTransaction,
  createApplePki,
  googlePurchase,
  IOS_MONTHLY,
  IOS_YEARLY,
  PUBSUB_AUDIENCE,
  PUBSUB_EMAIL,
  purchaseToken,
  pubsubPush,
  serviceAccountKeyFile,
  signApple,
  startFakeGoogle,
  subscriptionRtdn,
  tamper,
  TEST_APP_APPLE_ID,
  TEST_BUNDLE_ID,
  TEST_PACKAGE_NAME,
  type ApplePki,
  type FakeGoogle,
} from './store-fakes.js';

const DAY = 86_400_000;

/** A clock that stands still until moved: expiry edges to the millisecond. */
function frozenClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<StoreVerificationError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StoreVerificationError);
  return err as StoreVerificationError;
}

describe('App Store: StoreKit 2 transactions through SignedDataVerifier', () => {
  let pki: ApplePki;
  let strangerPki: ApplePki;
  let apple: AppStoreVerifier;
  const clock = frozenClock();

  beforeAll(async () => {
    pki = await createApplePki();
    strangerPki = await createApplePki('Stranger Root CA');
    apple = createAppleVerifier({
      bundleId: TEST_BUNDLE_ID,
      appAppleId: TEST_APP_APPLE_ID,
      environments: ['Sandbox'],
      rootCertificates: [pki.rootDer],
      onlineChecks: false,
      clock,
    });
  });

  it('a transaction signed under the trusted root becomes the purchase it describes', async () => {
    const tx = appleTransaction({ appAccountToken: '0d9a8e6c-4c4b-4bde-9e53-3a1b1d8a4e11' }, clock.now());
    const purchase = await apple.verifyTransaction(await signApple(pki, tx), IOS_MONTHLY);
    expect(purchase).toMatchObject({
      platform: 'ios',
      productId: IOS_MONTHLY,
      originalTransactionId: tx.originalTransactionId,
      latestTransactionId: tx.transactionId,
      environment: 'Sandbox',
      expiresAt: new Date(tx.expiresDate as number),
      purchasedAt: new Date(tx.purchaseDate as number),
      autoRenew: true,
      revokedAt: null,
      cancelledAt: null,
      graceEndsAt: null,
      accountToken: '0d9a8e6c-4c4b-4bde-9e53-3a1b1d8a4e11',
      observedAt: new Date(tx.signedDate as number),
    });
  });

  it('a tampered payload fails the signature', async () => {
    const jws = await signApple(pki, appleTransaction({}, clock.now()));
    const longer = tamper(jws, (p) => (p.expiresDate = (p.expiresDate as number) + 365 * DAY));
    expect((await rejection(apple.verifyTransaction(longer, IOS_MONTHLY))).reason).toBe('signature');
    const otherProduct = tamper(jws, (p) => (p.productId = IOS_YEARLY));
    expect((await rejection(apple.verifyTransaction(otherProduct, IOS_YEARLY))).reason).toBe('signature');
  });

  it('a chain under another root, and a signature by another key under the right chain, fail', async () => {
    const tx = appleTransaction({}, clock.now());
    expect((await rejection(apple.verifyTransaction(await signApple(strangerPki, tx), IOS_MONTHLY))).reason).toBe('signature');
    // The stranger's key, presenting our chain: the leaf's key did not sign it.
    const forged = await signApple({ chain: pki.chain, leafKey: strangerPki.leafKey }, tx);
    expect((await rejection(apple.verifyTransaction(forged, IOS_MONTHLY))).reason).toBe('signature');
    // Our leaf and root around the stranger's intermediate.
    const mixed = await signApple(pki, tx, [pki.chain[0]!, strangerPki.chain[1]!, pki.chain[2]!]);
    expect((await rejection(apple.verifyTransaction(mixed, IOS_MONTHLY))).reason).toBe('signature');
  });

  it('a chain without Apple’s marker extensions, a short chain, or one not valid at the signing date fails', async () => {
    const tx = appleTransaction({}, clock.now());
    for (const options of [{ withoutIntermediateOid: true }, { withoutLeafOid: true }]) {
      const unmarked = await createApplePki('Unmarked Root', options);
      const verifier = createAppleVerifier({
        bundleId: TEST_BUNDLE_ID,
        appAppleId: undefined,
        environments: ['Sandbox'],
        rootCertificates: [unmarked.rootDer],
        onlineChecks: false,
        clock,
      });
      expect((await rejection(verifier.verifyTransaction(await signApple(unmarked, tx), IOS_MONTHLY))).reason).toBe('signature');
    }
    const short = await signApple(pki, tx, pki.chain.slice(0, 2));
    expect((await rejection(apple.verifyTransaction(short, IOS_MONTHLY))).reason).toBe('certificate_chain');
    const lapsed = await createApplePki('Lapsed Root', { notBefore: new Date(clock.now() - 400 * DAY), notAfter: new Date(clock.now() - 30 * DAY) });
    const verifier = createAppleVerifier({
      bundleId: TEST_BUNDLE_ID,
      appAppleId: undefined,
      environments: ['Sandbox'],
      rootCertificates: [lapsed.rootDer],
      onlineChecks: false,
      clock,
    });
    expect((await rejection(verifier.verifyTransaction(await signApple(lapsed, tx), IOS_MONTHLY))).reason).toBe('certificate_chain');
  });

  it('an expired transaction is refused; one that expires a millisecond from now is not', async () => {
    const now = clock.now();
    const expired = await signApple(pki, appleTransaction({ purchaseDate: now - 31 * DAY, expiresDate: now - DAY }, now));
    const err = await rejection(apple.verifyTransaction(expired, IOS_MONTHLY));
    expect(err).toMatchObject({ reason: 'expired', param: 'receipt' });
    const atTheEdge = await signApple(pki, appleTransaction({ expiresDate: now }, now));
    expect((await rejection(apple.verifyTransaction(atTheEdge, IOS_MONTHLY))).reason).toBe('expired');
    const justAlive = await signApple(pki, appleTransaction({ expiresDate: now + 1 }, now));
    await expect(apple.verifyTransaction(justAlive, IOS_MONTHLY)).resolves.toMatchObject({ productId: IOS_MONTHLY });
  });

  it('a transaction for another bundle id, another product or another environment is refused', async () => {
    const now = clock.now();
    const otherApp = await signApple(pki, appleTransaction({ bundleId: 'com.example.other' }, now));
    expect((await rejection(apple.verifyTransaction(otherApp, IOS_MONTHLY))).reason).toBe('wrong_app');
    const yearly = await signApple(pki, appleTransaction({ productId: IOS_YEARLY }, now));
    expect(await rejection(apple.verifyTransaction(yearly, IOS_MONTHLY))).toMatchObject({ reason: 'wrong_product', param: 'product_id' });
    for (const environment of ['Production', 'Xcode', 'LocalTesting']) {
      const jws = await signApple(pki, appleTransaction({ environment }, now));
      expect((await rejection(apple.verifyTransaction(jws, IOS_MONTHLY))).reason).toBe('wrong_environment');
    }
  });

  it('a refunded or revoked transaction is refused', async () => {
    const now = clock.now();
    const revoked = await signApple(pki, appleTransaction({ revocationDate: now - 1000, revocationReason: 1 }, now));
    expect((await rejection(apple.verifyTransaction(revoked, IOS_MONTHLY))).reason).toBe('revoked');
  });

  it('what is not a JWS is malformed', async () => {
    for (const junk of ['', 'abc', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJ9.']) {
      expect((await rejection(apple.verifyTransaction(junk, IOS_MONTHLY))).reason).toBe('malformed');
    }
    // An unsigned token (alg none) with a valid-looking payload.
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', x5c: pki.chain })).toString('base64url')}.${Buffer.from(JSON.stringify(appleTransaction({}, clock.now()))).toString('base64url')}.`;
    expect(['signature', 'malformed']).toContain((await rejection(apple.verifyTransaction(unsigned, IOS_MONTHLY))).reason);
  });

  it('a notification carries its verified transaction and renewal state', async () => {
    const now = clock.now();
    const tx = appleTransaction({}, now);
    const { signedPayload, uuid } = await appleNotification(pki, {
      type: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_DISABLED',
      transaction: tx,
      renewal: appleRenewalInfo({ originalTransactionId: tx.originalTransactionId as string, autoRenewStatus: 0, signedDate: now }),
      signedDate: now,
    });
    const n = await apple.verifyNotification(signedPayload);
    expect(n).toMatchObject({
      platform: 'ios',
      notificationId: uuid,
      type: 'DID_CHANGE_RENEWAL_STATUS',
      subtype: 'AUTO_RENEW_DISABLED',
      sentAt: new Date(now),
      purchase: { originalTransactionId: tx.originalTransactionId, autoRenew: false, cancelledAt: new Date(now) },
    });
  });

  it('a notification is refused when tampered, from another root, for another app, or with a nested JWS from elsewhere', async () => {
    const tx = appleTransaction({}, clock.now());
    const { signedPayload } = await appleNotification(pki, { type: 'DID_RENEW', transaction: tx });
    const tampered = tamper(signedPayload, (p) => ((p as { notificationType: string }).notificationType = 'REFUND_REVERSED'));
    expect((await rejection(apple.verifyNotification(tampered))).reason).toBe('signature');
    const foreign = await appleNotification(strangerPki, { type: 'DID_RENEW', transaction: tx });
    expect((await rejection(apple.verifyNotification(foreign.signedPayload))).reason).toBe('signature');
    const otherApp = await appleNotification(pki, { type: 'DID_RENEW', transaction: tx, bundleId: 'com.example.other' });
    expect((await rejection(apple.verifyNotification(otherApp.signedPayload))).reason).toBe('wrong_app');
    // A genuine outer signature around a transaction signed by someone else.
    const payload = {
      notificationType: 'DID_RENEW',
      notificationUUID: crypto.randomUUID(),
      signedDate: clock.now(),
      data: { bundleId: TEST_BUNDLE_ID, environment: 'Sandbox', signedTransactionInfo: await signApple(strangerPki, tx) },
    };
    expect((await rejection(apple.verifyNotification(await signApple(pki, payload)))).reason).toBe('signature');
  });

  it('the shipped root is Apple Root CA - G3, and it does not vouch for the test chain', async () => {
    const paths = bundledAppleRootPaths();
    expect(paths.map((p) => p.split('/').pop())).toEqual(['AppleRootCA-G3.cer']);
    const g3 = new X509Certificate(readRootCertificate(paths[0]!));
    expect(g3.subject).toContain('CN=Apple Root CA - G3');
    expect(g3.fingerprint256).toBe('63:34:3A:BF:B8:9A:6A:03:EB:B5:7E:9B:3F:5F:A7:BE:7C:4F:5C:75:6F:30:17:B3:A8:C4:88:C3:65:3E:91:79');
    expect(g3.verify(g3.publicKey)).toBe(true);
    const production = createStoreVerifiers(
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), APPLE_BUNDLE_ID: TEST_BUNDLE_ID, APPLE_ENVIRONMENTS: 'Sandbox' }).stores,
      clock,
    ).apple!;
    const jws = await signApple(pki, appleTransaction({}, clock.now()));
    expect((await rejection(production.verifyTransaction(jws, IOS_MONTHLY))).reason).toBe('signature');
  });
});

describe('Google Play: subscriptionsv2 with a service account, RTDN by Pub/Sub push', () => {
  let google: FakeGoogle;
  let play: GooglePlayVerifier;
  const clock = frozenClock();

  function verifierWith(overrides: Record<string, string> = {}, keyFile?: string, ownClock = clock): GooglePlayVerifier {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(32),
      GOOGLE_PLAY_PACKAGE_NAME: TEST_PACKAGE_NAME,
      GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE: keyFile ?? google.serviceAccount.path,
      GOOGLE_PLAY_API_BASE_URL: google.url,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_PUBSUB_AUDIENCE: PUBSUB_AUDIENCE,
      GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL: PUBSUB_EMAIL,
      GOOGLE_PUBSUB_JWKS_URL: google.jwksUrl,
      ...overrides,
    });
    return createStoreVerifiers(config.stores, ownClock).google!;
  }

  beforeAll(async () => {
    google = await startFakeGoogle();
    play = verifierWith();
  });
  afterAll(() => google.close());

  it('a live purchase token is read from Google as the purchase it is, with one token exchange for many calls', async () => {
    const token = purchaseToken();
    const body = googlePurchase({ accountId: 'acct-1', acknowledged: false }, clock.now());
    google.purchases.set(token, body);
    const before = google.tokenExchanges;
    const purchase = await play.verifyPurchase(token, ANDROID_MONTHLY);
    expect(purchase).toMatchObject({
      platform: 'android',
      productId: ANDROID_MONTHLY,
      originalTransactionId: token,
      latestTransactionId: body.latestOrderId,
      environment: 'Production',
      autoRenew: true,
      revokedAt: undefined,
      accountToken: 'acct-1',
      acknowledgementPending: true,
      storeState: 'SUBSCRIPTION_STATE_ACTIVE',
    });
    await play.verifyPurchase(token, ANDROID_MONTHLY);
    expect(google.tokenExchanges - before).toBeLessThanOrEqual(1);
    await play.acknowledge(ANDROID_MONTHLY, token);
    expect(google.acknowledged).toContainEqual({ productId: ANDROID_MONTHLY, token });
  });

  it('an expired access token is exchanged again once the clock passes its life', async () => {
    const later = frozenClock();
    const own = verifierWith({}, undefined, later);
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase({}, later.now() + 2 * 3600_000));
    await own.verifyPurchase(token, ANDROID_MONTHLY);
    await own.verifyPurchase(token, ANDROID_MONTHLY);
    const before = google.tokenExchanges;
    later.advance(3600_000);
    await own.verifyPurchase(token, ANDROID_MONTHLY);
    expect(google.tokenExchanges).toBe(before + 1);
  });

  it('a key Google does not know is not the client’s fault: 503, never iap_invalid', async () => {
    const stranger = verifierWith({}, serviceAccountKeyFile().path);
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase({}, clock.now()));
    await expect(stranger.verifyPurchase(token, ANDROID_MONTHLY)).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('an unknown token, another product, a lapsed, pending or held subscription, a test purchase where refused: iap_invalid reasons', async () => {
    expect((await rejection(play.verifyPurchase(purchaseToken(), ANDROID_MONTHLY))).reason).toBe('unknown_purchase');
    expect((await rejection(play.verifyPurchase('not a token!', ANDROID_MONTHLY))).reason).toBe('malformed');
    const cases: Array<[Record<string, unknown>, string]> = [
      [googlePurchase({ productId: ANDROID_YEARLY }, clock.now()), 'wrong_product'],
      [googlePurchase({ state: 'SUBSCRIPTION_STATE_EXPIRED', expiryTime: new Date(clock.now() - DAY) }, clock.now()), 'expired'],
      [googlePurchase({ state: 'SUBSCRIPTION_STATE_PENDING' }, clock.now()), 'not_entitled'],
      [googlePurchase({ state: 'SUBSCRIPTION_STATE_ON_HOLD', expiryTime: new Date(clock.now() - DAY) }, clock.now()), 'not_entitled'],
      [googlePurchase({ state: 'SUBSCRIPTION_STATE_PAUSED' }, clock.now()), 'not_entitled'],
      [googlePurchase({ state: 'SUBSCRIPTION_STATE_CANCELED', expiryTime: new Date(clock.now() - 1) }, clock.now()), 'expired'],
    ];
    for (const [body, reason] of cases) {
      const token = purchaseToken();
      google.purchases.set(token, body);
      expect((await rejection(play.verifyPurchase(token, ANDROID_MONTHLY))).reason).toBe(reason);
    }
    const test = purchaseToken();
    google.purchases.set(test, googlePurchase({ test: true }, clock.now()));
    expect((await rejection(verifierWith({ GOOGLE_PLAY_ALLOW_TEST_PURCHASES: 'false' }).verifyPurchase(test, ANDROID_MONTHLY))).reason).toBe('wrong_environment');
    await expect(play.verifyPurchase(test, ANDROID_MONTHLY)).resolves.toMatchObject({ environment: 'Test' });
  });

  it('a cancelled subscription still entitles until its expiry, without renewal', async () => {
    const token = purchaseToken();
    const cancelTime = new Date(clock.now() - 3600_000);
    google.purchases.set(token, googlePurchase({ state: 'SUBSCRIPTION_STATE_CANCELED', cancelTime }, clock.now()));
    await expect(play.verifyPurchase(token, ANDROID_MONTHLY)).resolves.toMatchObject({ autoRenew: false, cancelledAt: cancelTime });
  });

  it('Google busy or failing is 503 (retry later); a refused access token is renewed and the call repeated', async () => {
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase({}, clock.now()));
    google.failNext(500);
    await expect(play.verifyPurchase(token, ANDROID_MONTHLY)).rejects.toBeInstanceOf(StoreUnavailableError);
    google.failNext(429);
    await expect(play.verifyPurchase(token, ANDROID_MONTHLY)).rejects.toBeInstanceOf(StoreUnavailableError);
    const before = google.tokenExchanges;
    google.failNext(401);
    await expect(play.verifyPurchase(token, ANDROID_MONTHLY)).resolves.toMatchObject({ originalTransactionId: token });
    expect(google.tokenExchanges).toBe(before + 1);
  });

  it('an authentic push names a purchase, which is read again from Google', async () => {
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase({ state: 'SUBSCRIPTION_STATE_CANCELED' }, clock.now()));
    const push = pubsubPush(subscriptionRtdn(token, 3), 'msg-1');
    const calls = google.apiCalls;
    const n = await play.verifyNotification({ authorization: `Bearer ${await google.pushToken()}`, body: push });
    expect(n).toMatchObject({ platform: 'android', notificationId: 'msg-1', type: 'SUBSCRIPTION_CANCELED', purchase: { originalTransactionId: token, autoRenew: false } });
    expect(google.apiCalls).toBe(calls + 1);
    const revoked = await play.verifyNotification({ authorization: `Bearer ${await google.pushToken()}`, body: pubsubPush(subscriptionRtdn(token, 12)) });
    expect(revoked.purchase?.revokedAt).toBeInstanceOf(Date);
    const test = await play.verifyNotification({
      authorization: `Bearer ${await google.pushToken()}`,
      body: pubsubPush({ version: '1.0', packageName: TEST_PACKAGE_NAME, eventTimeMillis: String(clock.now()), testNotification: { version: '1.0' } }),
    });
    expect(test).toMatchObject({ type: 'TEST', purchase: null });
  });

  it('a push without Google’s token for our audience and account is refused before anything is read', async () => {
    const body = pubsubPush(subscriptionRtdn(purchaseToken(), 2));
    const calls = google.apiCalls;
    const bad = [
      undefined,
      'Basic abc',
      `Bearer ${await google.pushToken({}, true)}`,
      `Bearer ${await google.pushToken({ aud: 'https://elsewhere.test/hook' })}`,
      `Bearer ${await google.pushToken({ email: 'someone@evil.test' })}`,
      `Bearer ${await google.pushToken({ email_verified: false })}`,
      `Bearer ${await google.pushToken({ iss: 'https://evil.test' })}`,
      `Bearer ${await google.pushToken({ expSeconds: -3600 })}`,
    ];
    for (const authorization of bad) {
      await expect(play.verifyNotification({ authorization, body })).rejects.toBeInstanceOf(NotificationAuthError);
    }
    expect(google.apiCalls).toBe(calls);
  });

  it('an authentic push for another package or without a message is refused as malformed', async () => {
    const auth = `Bearer ${await google.pushToken()}`;
    expect((await rejection(play.verifyNotification({ authorization: auth, body: pubsubPush(subscriptionRtdn(purchaseToken(), 2, ANDROID_MONTHLY, 'com.example.other')) }))).reason).toBe('wrong_app');
    expect((await rejection(play.verifyNotification({ authorization: auth, body: { message: { data: '!!!', messageId: '1' } } }))).reason).toBe('malformed');
    expect((await rejection(play.verifyNotification({ authorization: auth, body: {} }))).reason).toBe('malformed');
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };

  it('names the variable that is missing or wrong', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (err) {
        return (err as { problems: string[] }).problems;
      }
    };
    expect(problems({ APPLE_BUNDLE_ID: TEST_BUNDLE_ID, APPLE_ENVIRONMENTS: 'Production' })[0]).toMatch(/^APPLE_APP_APPLE_ID:/);
    expect(problems({ APPLE_BUNDLE_ID: TEST_BUNDLE_ID, APPLE_ENVIRONMENTS: 'Xcode' })[0]).toMatch(/^APPLE_ENVIRONMENTS:/);
    expect(problems({ APPLE_ENVIRONMENTS: 'Sandbox' })[0]).toMatch(/^APPLE_ENVIRONMENTS: .*APPLE_BUNDLE_ID/);
    expect(problems({ GOOGLE_PLAY_PACKAGE_NAME: TEST_PACKAGE_NAME })[0]).toMatch(/^GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE:/);
    expect(problems({ GOOGLE_PLAY_PACKAGE_NAME: 'not a package', GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE: '/x' })[0]).toMatch(/^GOOGLE_PLAY_PACKAGE_NAME:/);
    expect(problems({ GOOGLE_PUBSUB_AUDIENCE: PUBSUB_AUDIENCE })[0]).toMatch(/^GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL:/);
    expect(problems({ APPLE_BUNDLE_ID: TEST_BUNDLE_ID, APPLE_ENVIRONMENTS: 'Production', APPLE_APP_APPLE_ID: '12ab' })[0]).toMatch(/^APPLE_APP_APPLE_ID:/);
  });

  it('production accepts only Production App Store data unless told; elsewhere Sandbox', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', APPLE_BUNDLE_ID: TEST_BUNDLE_ID, APPLE_APP_APPLE_ID: '1' }).stores.apple?.environments).toEqual(['Production']);
    expect(loadConfig({ ...base, APPLE_BUNDLE_ID: TEST_BUNDLE_ID }).stores.apple?.environments).toEqual(['Sandbox']);
    expect(loadConfig({ ...base }).stores).toEqual({ apple: undefined, google: undefined });
  });

  it('an unreadable root or key file stops start-up naming its variable', () => {
    const clock = frozenClock();
    const apple = loadConfig({ ...base, APPLE_BUNDLE_ID: TEST_BUNDLE_ID, APPLE_ROOT_CERTS: '/nonexistent/root.cer' }).stores;
    expect(() => createStoreVerifiers(apple, clock)).toThrow(/APPLE_ROOT_CERTS/);
    const google = loadConfig({ ...base, GOOGLE_PLAY_PACKAGE_NAME: TEST_PACKAGE_NAME, GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE: '/nonexistent/key.json' }).stores;
    expect(() => createStoreVerifiers(google, clock)).toThrow(/GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE/);
  });
});
