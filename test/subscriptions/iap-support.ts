import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/types.js';
import type { Harness, TestResponse } from '../support/harness.js';
import { PUBSUB_AUDIENCE, PUBSUB_EMAIL, TEST_APP_APPLE_ID, TEST_BUNDLE_ID, TEST_PACKAGE_NAME, type ApplePki, type FakeGoogle } from './store-fakes.js';

/** The environment that points the service at the test CA and the local Google. */
export function storeConfig(pki: ApplePki, google: FakeGoogle): Record<string, string> {
  return {
    APPLE_BUNDLE_ID: TEST_BUNDLE_ID,
    APPLE_APP_APPLE_ID: String(TEST_APP_APPLE_ID),
    APPLE_ENVIRONMENTS: 'Sandbox',
    APPLE_ROOT_CERTS: pki.rootPath,
    GOOGLE_PLAY_PACKAGE_NAME: TEST_PACKAGE_NAME,
    GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE: google.serviceAccount.path,
    GOOGLE_PLAY_API_BASE_URL: google.url,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_PUBSUB_AUDIENCE: PUBSUB_AUDIENCE,
    GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL: PUBSUB_EMAIL,
    GOOGLE_PUBSUB_JWKS_URL: google.jwksUrl,
  };
}

export interface User {
  userId: string;
  token: string;
}

export async function newUser(h: Harness): Promise<User> {
  const userId = randomUUID();
  return { userId, token: await h.tokenFor(userId) };
}

/** The section 7 envelope with its X-Request-Id, and the code, status and param expected. */
export function expectError(res: TestResponse, status: number, code: string, param?: string | null, details?: Record<string, unknown>): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error).toMatchObject({
    code,
    message: expect.any(String),
    request_id: res.headers.get('x-request-id'),
    message_key: `errors.${code}`,
    doc_url: expect.stringContaining(`#error-${code}`),
  });
  if (param !== undefined) expect(res.body.error.param).toBe(param);
  if (details) expect(res.body.error.details).toMatchObject(details);
}

export interface SubscriptionRow {
  id: string;
  user_id: string;
  platform: string;
  product_id: string;
  plan_code: string;
  original_transaction_id: string;
  latest_transaction_id: string | null;
  store_environment: string | null;
  current_period_end: string;
  grace_period_ends_at: string | null;
  auto_renew: boolean;
  cancelled_at: string | null;
  cancel_requested_at: string | null;
  store_observed_at: string | null;
  updated_at: string;
  status: string;
}

const TIMESTAMPS = ['current_period_end', 'grace_period_ends_at', 'cancelled_at', 'cancel_requested_at', 'store_observed_at', 'created_at', 'updated_at'];

/** Timestamps as ISO strings: the server's driver gives Dates, PGlite's strings. */
function isoTimestamps<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const key of TIMESTAMPS) {
    const v = out[key];
    if (v instanceof Date || typeof v === 'string') out[key] = new Date(v).toISOString();
  }
  return out as T;
}

/** The rows of a store purchase, read as the owner (no RLS), with the derived status; timestamps as ISO strings. */
export async function subscriptionRows(db: Queryable, platform: string, originalTransactionId: string): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `select s.*, p.plan_code,
            public.subscription_status(s.current_period_end, s.auto_renew, s.cancel_requested_at, s.cancelled_at,
                                       p.grace_period_days, now(), s.grace_period_ends_at) as status
       from public.user_subscriptions s join public.subscription_plans p on p.id = s.plan_id
      where s.platform = $1 and s.original_transaction_id = $2`,
    [platform, originalTransactionId],
  );
  return rows.map(isoTimestamps);
}

export async function notificationRows(db: Queryable, platform: string, notificationId: string) {
  const { rows } = await db.query<{ outcome: string; subscription_id: string | null; notification_type: string; subtype: string | null }>(
    'select outcome, subscription_id, notification_type, subtype from public.store_notifications where platform = $1 and notification_id = $2',
    [platform, notificationId],
  );
  return rows;
}

export async function isPremium(h: Harness, user: User): Promise<boolean> {
  const res = await h.request('/v1/me/subscription', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.is_premium;
}
