/**
 * POST /v1/me/subscription/verify-iap and POST /v1/verify-iap through HTTP, with Apple's library
 * verifying transactions signed by the test CA and Google Play played by a local server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerSetup } from '../../src/db/caller.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createHarness, type Harness } from '../support/harness.js';
import { startingGate } from '../support/starting-gate.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { expectError, isPremium, newUser, storeConfig, subscriptionRows, type User } from './iap-support.js';
import {
  ANDROID_MONTHLY,
  ANDROID_YEARLY,
  appleTransaction,
  appleTransactionId,
  createApplePki,
  googlePurchase,
  IOS_MONTHLY,
  IOS_YEARLY,
  purchaseToken,
  signApple,
  startFakeGoogle,
  tamper,
  type ApplePki,
  type FakeGoogle,
} from './store-fakes.js';

const DAY = 86_400_000;
const RACERS = 2;
const onServer = !!process.env.DATABASE_URL;

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
    const wide = await openPostgres({ url: base.appUrl, poolSize: RACERS + 4, statementTimeoutMs: 10_000 });
    database = { ...base, appDb: wide, drop: async () => (await wide.close(), await base.drop()) };
  }
  gate = startingGate(database.appDb);
  h = await createHarness({ database: { ...database, appDb: gate.db }, config: storeConfig(pki, google) });
});
afterAll(async () => {
  await h.close();
  await google.close();
});

const verify = (user: User, body: unknown, path = '/v1/me/subscription/verify-iap') => h.request(path, { token: user.token, body });

async function iosReceipt(fields: Parameters<typeof appleTransaction>[0] = {}) {
  const tx = appleTransaction(fields);
  return { tx, receipt: await signApple(pki, tx) };
}

async function countSubscriptions(userId: string): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from public.user_subscriptions where user_id = $1', [userId]);
  return rows[0]!.n;
}

describe('iOS: a StoreKit 2 signed transaction', () => {
  it('registers the subscription to the caller, who has Plus at once', async () => {
    const user = await newUser(h);
    expect(await isPremium(h, user)).toBe(false);
    const { tx, receipt } = await iosReceipt();
    const res = await verify(user, { platform: 'ios', receipt, product_id: IOS_MONTHLY });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      status: 'active',
      subscription: {
        id: expect.any(String),
        plan: { id: expect.any(String), plan_code: 'plus_monthly', tier: 'plus', name_en: 'Plus (monthly)', name_ja: 'プラス（月額）', billing_period: 'month' },
        status: 'active',
        platform: 'ios',
        product_id: IOS_MONTHLY,
        current_period_end: new Date(tx.expiresDate as number).toISOString(),
        grace_period_ends_at: new Date((tx.expiresDate as number) + 3 * DAY).toISOString(),
        auto_renew: true,
        cancel_requested_at: null,
        cancelled_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(await isPremium(h, user)).toBe(true);
    const mine = await h.request('/v1/me/subscription', { token: user.token });
    expect(mine.body.subscription).toEqual(res.body.subscription);
    const [row] = await subscriptionRows(h.db, 'ios', tx.originalTransactionId as string);
    expect(row).toMatchObject({ user_id: user.userId, latest_transaction_id: tx.transactionId, store_environment: 'Sandbox' });
  });

  it('the same transaction verified again is the same subscription (200), and /v1/verify-iap is the same operation', async () => {
    const user = await newUser(h);
    const { tx, receipt } = await iosReceipt();
    const first = await verify(user, { platform: 'ios', receipt, product_id: IOS_MONTHLY });
    expect(first.status).toBe(201);
    const again = await verify(user, { platform: 'ios', receipt, product_id: IOS_MONTHLY });
    expect(again.status).toBe(200);
    expect(again.body.subscription.id).toBe(first.body.subscription.id);
    const alias = await verify(user, { platform: 'ios', receipt, product_id: IOS_MONTHLY }, '/v1/verify-iap');
    expect(alias.status).toBe(200);
    expect(alias.body.subscription.id).toBe(first.body.subscription.id);
    expect(await subscriptionRows(h.db, 'ios', tx.originalTransactionId as string)).toHaveLength(1);
  });

  it('a renewal’s transaction moves the period on; an older transaction sent afterwards changes nothing', async () => {
    const user = await newUser(h);
    const now = Date.now();
    const original = appleTransactionId();
    const first = await iosReceipt({ originalTransactionId: original, expiresDate: now + 2 * DAY, signedDate: now - 60_000 });
    await verify(user, { platform: 'ios', receipt: first.receipt, product_id: IOS_MONTHLY });
    const renewal = await iosReceipt({ originalTransactionId: original, transactionId: appleTransactionId(), expiresDate: now + 32 * DAY, signedDate: now });
    const renewed = await verify(user, { platform: 'ios', receipt: renewal.receipt, product_id: IOS_MONTHLY });
    expect(renewed.status).toBe(200);
    expect(renewed.body.subscription.current_period_end).toBe(new Date(now + 32 * DAY).toISOString());
    const late = await verify(user, { platform: 'ios', receipt: first.receipt, product_id: IOS_MONTHLY });
    expect(late.status).toBe(200);
    expect(late.body.subscription.current_period_end).toBe(new Date(now + 32 * DAY).toISOString());
    const [row] = await subscriptionRows(h.db, 'ios', original);
    expect(row!.latest_transaction_id).toBe(renewal.tx.transactionId);
  });

  it('an upgrade within the subscription group (same original transaction, yearly product) moves the plan', async () => {
    const user = await newUser(h);
    const original = appleTransactionId();
    await verify(user, { platform: 'ios', receipt: (await iosReceipt({ originalTransactionId: original, signedDate: Date.now() - 1000 })).receipt, product_id: IOS_MONTHLY });
    const yearly = await iosReceipt({ originalTransactionId: original, transactionId: appleTransactionId(), productId: IOS_YEARLY, expiresDate: Date.now() + 365 * DAY });
    const res = await verify(user, { platform: 'ios', receipt: yearly.receipt, product_id: IOS_YEARLY });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ product_id: IOS_YEARLY, plan: { plan_code: 'plus_yearly' } });
    expect(await countSubscriptions(user.userId)).toBe(1);
  });

  it('every receipt that does not verify is 400 iap_invalid, saying why, and writes nothing', async () => {
    const user = await newUser(h);
    const now = Date.now();
    const good = await iosReceipt();
    const cases: Array<{ name: string; receipt: string; product_id?: string; reason: string; param: string }> = [
      { name: 'tampered payload', receipt: tamper(good.receipt, (p) => (p.expiresDate = now + 900 * DAY)), reason: 'signature', param: 'receipt' },
      { name: 'chain of another root', receipt: await signApple(stranger, appleTransaction()), reason: 'signature', param: 'receipt' },
      { name: 'short chain', receipt: await signApple(pki, appleTransaction(), pki.chain.slice(0, 2)), reason: 'certificate_chain', param: 'receipt' },
      { name: 'expired transaction', receipt: (await iosReceipt({ purchaseDate: now - 40 * DAY, expiresDate: now - 10 * DAY })).receipt, reason: 'expired', param: 'receipt' },
      { name: 'another app', receipt: (await iosReceipt({ bundleId: 'com.example.other' })).receipt, reason: 'wrong_app', param: 'receipt' },
      { name: 'another product', receipt: (await iosReceipt({ productId: IOS_YEARLY })).receipt, reason: 'wrong_product', param: 'product_id' },
      { name: 'revoked (refunded)', receipt: (await iosReceipt({ revocationDate: now - 1000 })).receipt, reason: 'revoked', param: 'receipt' },
      { name: 'production data in a sandbox deployment', receipt: (await iosReceipt({ environment: 'Production' })).receipt, reason: 'wrong_environment', param: 'receipt' },
      { name: 'unsigned Xcode data', receipt: (await iosReceipt({ environment: 'Xcode' })).receipt, reason: 'wrong_environment', param: 'receipt' },
      { name: 'not a JWS', receipt: 'MIIT8QYJKoZIhvcNAQcCoIIT4jCCE94CAQExCzAJBgUrDgMCGgUAMIIDkgYJKoZIhvcNAQcBoIIDgwSCA38xggN7', reason: 'malformed', param: 'receipt' },
      {
        name: 'a product no plan sells',
        receipt: (await iosReceipt({ productId: 'jp.parking.coins.100' })).receipt,
        product_id: 'jp.parking.coins.100',
        reason: 'unknown_product',
        param: 'product_id',
      },
    ];
    for (const c of cases) {
      const res = await verify(user, { platform: 'ios', receipt: c.receipt, product_id: c.product_id ?? IOS_MONTHLY });
      expectError(res, 400, 'iap_invalid', c.param, { reason: c.reason });
    }
    expect(await countSubscriptions(user.userId)).toBe(0);
    expect(await isPremium(h, user)).toBe(false);
  });

  it('the same transaction by a second user stays the first’s: 409, and the second gets no Plus', async () => {
    const [first, second] = [await newUser(h), await newUser(h)];
    const { tx, receipt } = await iosReceipt();
    expect((await verify(first, { platform: 'ios', receipt, product_id: IOS_MONTHLY })).status).toBe(201);
    const res = await verify(second, { platform: 'ios', receipt, product_id: IOS_MONTHLY });
    expectError(res, 409, 'conflict', 'receipt', { reason: 'owned_by_another_user' });
    const rows = await subscriptionRows(h.db, 'ios', tx.originalTransactionId as string);
    expect(rows.map((r) => r.user_id)).toEqual([first.userId]);
    expect(await isPremium(h, second)).toBe(false);
    expect(await isPremium(h, first)).toBe(true);
  });

  it(`two users verifying one transaction at once: one registers it (201), the other gets 409`, async () => {
    const users = [await newUser(h), await newUser(h)];
    const { tx, receipt } = await iosReceipt();
    const { results, allArrived } = await gate.race(RACERS, (i) => verify(users[i]!, { platform: 'ios', receipt, product_id: IOS_MONTHLY }));
    // On a server both transactions are inside the database together; PGlite runs one at a time.
    expect(allArrived).toBe(onServer);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = users[results.findIndex((r) => r.status === 201)]!;
    const loser = results.find((r) => r.status === 409)!;
    expectError(loser, 409, 'conflict', 'receipt', { reason: 'owned_by_another_user' });
    const rows = await subscriptionRows(h.db, 'ios', tx.originalTransactionId as string);
    expect(rows.map((r) => r.user_id)).toEqual([winner.userId]);
  });

  it('one user verifying one transaction twice at once: one row, 201 and 200', async () => {
    const user = await newUser(h);
    const { tx, receipt } = await iosReceipt();
    const { results, allArrived } = await gate.race(RACERS, () => verify(user, { platform: 'ios', receipt, product_id: IOS_MONTHLY }));
    expect(allArrived).toBe(onServer);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await subscriptionRows(h.db, 'ios', tx.originalTransactionId as string)).toHaveLength(1);
  });

  it('a transaction the app bought for another account (appAccountToken) is 409 for anyone else, 201 for that account', async () => {
    const [buyer, other] = [await newUser(h), await newUser(h)];
    const { receipt } = await iosReceipt({ appAccountToken: buyer.userId });
    expectError(await verify(other, { platform: 'ios', receipt, product_id: IOS_MONTHLY }), 409, 'conflict', 'receipt', { reason: 'purchased_for_another_account' });
    expect(await countSubscriptions(other.userId)).toBe(0);
    expect((await verify(buyer, { platform: 'ios', receipt, product_id: IOS_MONTHLY })).status).toBe(201);
  });
});

describe('Android: a Google Play purchase token', () => {
  it('registers the subscription Google describes, and acknowledges a purchase not yet acknowledged', async () => {
    const user = await newUser(h);
    const token = purchaseToken();
    const expiry = new Date(Date.now() + 20 * DAY);
    google.purchases.set(token, googlePurchase({ acknowledged: false, expiryTime: expiry }));
    const res = await verify(user, { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: 'active',
      subscription: { platform: 'android', product_id: ANDROID_MONTHLY, plan: { plan_code: 'plus_monthly' }, current_period_end: expiry.toISOString(), auto_renew: true },
    });
    expect(google.acknowledged).toContainEqual({ productId: ANDROID_MONTHLY, token });
    expect(await isPremium(h, user)).toBe(true);
    const again = await verify(user, { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY });
    expect(again.status).toBe(200);
    expect(google.acknowledged.filter((a) => a.token === token)).toHaveLength(1);
  });

  it('what Google does not vouch for is iap_invalid; Google unreachable is 503 and writes nothing', async () => {
    const user = await newUser(h);
    expectError(await verify(user, { platform: 'android', receipt: purchaseToken(), product_id: ANDROID_MONTHLY }), 400, 'iap_invalid', 'receipt', { reason: 'unknown_purchase' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [googlePurchase({ productId: ANDROID_YEARLY }), 'wrong_product', 'product_id'],
      [googlePurchase({ state: 'SUBSCRIPTION_STATE_EXPIRED', expiryTime: new Date(Date.now() - DAY) }), 'expired', 'receipt'],
      [googlePurchase({ state: 'SUBSCRIPTION_STATE_PENDING' }), 'not_entitled', 'receipt'],
    ];
    for (const [body, reason, param] of cases) {
      const token = purchaseToken();
      google.purchases.set(token, body);
      expectError(await verify(user, { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY }), 400, 'iap_invalid', param, { reason });
    }
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase());
    google.failNext(503);
    const down = await verify(user, { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY });
    expectError(down, 503, 'service_unavailable');
    expect(down.headers.get('retry-after')).toBe('30');
    expect(await countSubscriptions(user.userId)).toBe(0);
    expect((await verify(user, { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY })).status).toBe(201);
  });

  it('the same token by a second user is 409', async () => {
    const [first, second] = [await newUser(h), await newUser(h)];
    const token = purchaseToken();
    google.purchases.set(token, googlePurchase());
    expect((await verify(first, { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY })).status).toBe(201);
    expectError(await verify(second, { platform: 'android', receipt: token, product_id: ANDROID_MONTHLY }), 409, 'conflict', 'receipt');
  });
});

describe('the request', () => {
  it('needs a signed-in caller whose session is alive', async () => {
    const { receipt } = await iosReceipt();
    expectError(await h.request('/v1/me/subscription/verify-iap', { body: { platform: 'ios', receipt, product_id: IOS_MONTHLY } }), 401, 'unauthorized');
    const user = await newUser(h);
    await h.db.query('delete from auth.sessions where user_id = $1', [user.userId]);
    expectError(await verify(user, { platform: 'ios', receipt, product_id: IOS_MONTHLY }), 401, 'unauthorized');
    expect(await countSubscriptions(user.userId)).toBe(0);
  });

  it('is validated with the field at fault named, bounds at their edges', async () => {
    const user = await newUser(h);
    const ok = { platform: 'ios', receipt: 'x', product_id: IOS_MONTHLY };
    const cases: Array<[unknown, string]> = [
      [{ receipt: 'x', product_id: IOS_MONTHLY }, 'platform'],
      [{ ...ok, platform: 'web' }, 'platform'],
      [{ ...ok, receipt: '' }, 'receipt'],
      [{ ...ok, receipt: 'x'.repeat(16_385) }, 'receipt'],
      [{ ...ok, product_id: '' }, 'product_id'],
      [{ ...ok, product_id: 'p'.repeat(201) }, 'product_id'],
      [{ ...ok, receipt: 42 }, 'receipt'],
      [{ ...ok, user_id: user.userId }, 'user_id'],
    ];
    for (const [body, param] of cases) expectError(await verify(user, body), 422, 'validation_error', param);
    // At the bounds the request is taken, and the receipt judged.
    expectError(await verify(user, { ...ok, receipt: 'x'.repeat(16_384), product_id: 'p'.repeat(200) }), 400, 'iap_invalid', 'receipt', { reason: 'malformed' });
    expectError(await h.request('/v1/me/subscription/verify-iap', { token: user.token, rawBody: '{"platform":', headers: { 'content-type': 'application/json' } }), 400, 'malformed_json');
  });

  it('users cannot write subscriptions or read store notifications themselves (row-level security and grants)', async () => {
    const user = await newUser(h);
    const caller = { role: 'authenticated' as const, claims: { sub: user.userId, role: 'authenticated' } };
    const attempt = async (sql: string, params: unknown[] = []) => {
      try {
        await h.database.appDb.transaction((tx) => tx.query(sql, params), callerSetup(caller));
        return 'ok';
      } catch (err) {
        return (err as { code: string }).code;
      }
    };
    expect(await attempt('select * from public.store_notifications')).toBe('42501');
    expect(
      await attempt(`select * from public.record_store_purchase($1, 'ios', '{"product_id": "jp.parking.plus.monthly"}'::jsonb)`, [user.userId]),
    ).toBe('42501');
    expect(await attempt(`select public.apply_store_notification('ios', '{}'::jsonb, null, null)`)).toBe('42501');
    expect(
      await attempt(
        `insert into public.user_subscriptions (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end)
         select $1, id, 'ios', 'x', 'forged', now() + interval '1 year' from public.subscription_plans where plan_code = 'plus_yearly'`,
        [user.userId],
      ),
    ).toBe('42501');
  });
});

describe('a deployment without store configuration', () => {
  it('answers 503 for receipts and notifications it cannot verify, never iap_invalid', async () => {
    const bare = await createHarness();
    try {
      const user = { token: await bare.tokenFor() };
      const { receipt } = await iosReceipt();
      for (const platform of ['ios', 'android']) {
        const res = await bare.request('/v1/verify-iap', { token: user.token, body: { platform, receipt, product_id: IOS_MONTHLY } });
        expectError(res, 503, 'service_unavailable');
      }
      expectError(await bare.request('/v1/webhooks/app-store', { body: { signedPayload: receipt } }), 503, 'service_unavailable');
      expectError(await bare.request('/v1/webhooks/google-play', { body: { message: { data: 'e30=', messageId: '1' } } }), 503, 'service_unavailable');
    } finally {
      await bare.close();
    }
  });
});
