import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { callerSetup, type DbCaller } from '../../src/db/caller.js';
import type { Queryable } from '../../src/db/types.js';
import type { Harness, TestResponse } from '../support/harness.js';

export interface User {
  userId: string;
  token: string;
}

export async function newUser(h: Harness): Promise<User> {
  const userId = randomUUID();
  return { userId, token: await h.tokenFor(userId) };
}

/**
 * Runs `work` straight in the database as `caller` (role and claims, as a request's transaction
 * runs, without the API's scoping), always rolling back; returns what it returned or the SQLSTATE
 * it raised.
 */
export async function asCallerRolledBack<T>(h: Harness, caller: DbCaller, work: (tx: Queryable) => Promise<T>): Promise<T | { sqlstate: string }> {
  const rollback = new Error('rollback');
  let out: T | { sqlstate: string } | undefined;
  try {
    await h.db.transaction(async (tx) => {
      try {
        out = await work(tx);
      } catch (err) {
        out = { sqlstate: (err as { code: string }).code };
      }
      throw rollback;
    }, callerSetup(caller));
  } catch (err) {
    if (err !== rollback) throw err;
  }
  return out!;
}

export const asUser = (userId: string): DbCaller => ({ role: 'authenticated', claims: { sub: userId, role: 'authenticated' } });
export const asService: DbCaller = { role: 'service_role', claims: { role: 'service_role' } };

/** The section 7 envelope with its X-Request-Id, and the code, status and param expected. */
export function expectError(res: TestResponse, status: number, code: string, param?: string | null): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error).toMatchObject({ code, request_id: res.headers.get('x-request-id'), message: expect.any(String) });
  if (param !== undefined) expect(res.body.error.param).toBe(param);
}

/** A subscription row written straight into the table, as the store verification would write it. */
export async function insertSubscription(
  h: Harness,
  userId: string,
  options: {
    planCode?: string;
    platform?: 'ios' | 'android' | 'web';
    periodEnd?: string;
    autoRenew?: boolean;
    cancelRequestedAt?: string | null;
    cancelledAt?: string | null;
    transactionId?: string;
  } = {},
): Promise<string> {
  const { rows } = await h.db.query<{ id: string }>(
    `insert into public.user_subscriptions
       (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end, auto_renew, cancel_requested_at, cancelled_at)
     select $1, p.id, $3, coalesce(case $3 when 'ios' then p.ios_product_id when 'android' then p.android_product_id end, p.plan_code),
            $4, coalesce($5::timestamptz, now() + interval '20 days'), $6, $7, $8
       from public.subscription_plans p where p.plan_code = $2
     returning id`,
    [
      userId,
      options.planCode ?? 'plus_monthly',
      options.platform ?? 'ios',
      options.transactionId ?? randomUUID(),
      options.periodEnd ?? null,
      options.autoRenew ?? true,
      options.cancelRequestedAt ?? null,
      options.cancelledAt ?? null,
    ],
  );
  return rows[0]!.id;
}
