import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { asCallerRolledBack, asService, asUser, expectError, insertSubscription, newUser, type User } from './support.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const mine = (user: User) => h.request('/v1/me/subscription', { token: user.token });

describe('GET /v1/me/subscription and is_premium on GET /v1/me', () => {
  it('is null and not premium for a user who never subscribed', async () => {
    const user = await newUser(h);
    const res = await mine(user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscription: null, is_premium: false });
    const me = await h.request('/v1/me', { token: user.token });
    expect(me.body.profile.is_premium).toBe(false);
  });

  it('shows an active Plus subscription with its plan, and the profile says premium', async () => {
    const user = await newUser(h);
    const periodEnd = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const id = await insertSubscription(h, user.userId, { periodEnd, transactionId: 'ios-tx-1' });
    const res = await mine(user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      is_premium: true,
      subscription: {
        id,
        plan: { id: expect.any(String), plan_code: 'plus_monthly', tier: 'plus', name_en: 'Plus (monthly)', name_ja: 'プラス（月額）', billing_period: 'month' },
        status: 'active',
        platform: 'ios',
        product_id: 'jp.parking.plus.monthly',
        current_period_end: periodEnd,
        grace_period_ends_at: new Date(Date.parse(periodEnd) + 3 * 86_400_000).toISOString(),
        auto_renew: true,
        cancel_requested_at: null,
        cancelled_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect((await h.request('/v1/me', { token: user.token })).body.profile.is_premium).toBe(true);
  });

  const cases: { name: string; row: Parameters<typeof insertSubscription>[2]; status: string; premium: boolean }[] = [
    { name: 'period over, renewal on, within the grace period', row: { periodEnd: ago(1) }, status: 'grace', premium: true },
    { name: 'period and grace over, renewal on', row: { periodEnd: ago(4) }, status: 'expired', premium: false },
    { name: 'renewal turned off, period running', row: { periodEnd: ahead(5), autoRenew: false }, status: 'active', premium: true },
    { name: 'renewal turned off, period over (no grace)', row: { periodEnd: ago(1), autoRenew: false }, status: 'cancelled', premium: false },
    { name: 'cancellation asked, period running', row: { periodEnd: ahead(5), cancelRequestedAt: ago(1) }, status: 'active', premium: true },
    { name: 'cancellation asked, period over (no grace)', row: { periodEnd: ago(1), cancelRequestedAt: ago(2) }, status: 'cancelled', premium: false },
    { name: 'refunded by the store within its period', row: { periodEnd: ahead(5), cancelledAt: ago(1) }, status: 'cancelled', premium: false },
    { name: 'ended by the store at a later instant', row: { periodEnd: ahead(5), cancelledAt: ahead(2) }, status: 'active', premium: true },
    { name: 'a free-tier subscription', row: { planCode: 'free', platform: 'web', periodEnd: ahead(5) }, status: 'active', premium: false },
  ];
  for (const c of cases) {
    it(`derives ${c.status} (premium ${c.premium}): ${c.name}`, async () => {
      const user = await newUser(h);
      await insertSubscription(h, user.userId, c.row);
      const res = await mine(user);
      expect(res.status).toBe(200);
      expect(res.body.subscription.status).toBe(c.status);
      expect(res.body.is_premium).toBe(c.premium);
      expect((await h.request('/v1/me', { token: user.token })).body.profile.is_premium).toBe(c.premium);
    });
  }

  it('changes with time alone: the same row is active, then grace, then expired', async () => {
    const user = await newUser(h);
    const id = await insertSubscription(h, user.userId, { periodEnd: ahead(1) });
    const statusAfter = async (days: number) => {
      await h.db.query(`update public.user_subscriptions set current_period_end = now() + $2 * interval '1 day' where id = $1`, [id, days]);
      const res = await mine(user);
      return [res.body.subscription.status, res.body.is_premium];
    };
    expect(await statusAfter(1)).toEqual(['active', true]);
    expect(await statusAfter(-2)).toEqual(['grace', true]);
    expect(await statusAfter(-3.5)).toEqual(['expired', false]);
    // The plan's grace period is data: a longer one puts the same row back in grace.
    await h.db.query(`update public.subscription_plans set grace_period_days = 16 where plan_code = 'plus_monthly'`);
    try {
      expect(await statusAfter(-3.5)).toEqual(['grace', true]);
    } finally {
      await h.db.query(`update public.subscription_plans set grace_period_days = 3 where plan_code = 'plus_monthly'`);
    }
  });

  it('puts each boundary instant on its side', async () => {
    const at = '2026-06-01T00:00:00Z';
    const status = async (periodEnd: string, cancelledAt: string | null = null, autoRenew = true) =>
      (
        await h.db.query<{ s: string }>(`select public.subscription_status($1, $3, null, $2, 3, $4) as s`, [periodEnd, cancelledAt, autoRenew, at])
      ).rows[0]!.s;
    expect(await status('2026-06-01T00:00:00.000001Z')).toBe('active');
    expect(await status('2026-06-01T00:00:00Z')).toBe('grace');
    expect(await status('2026-05-29T00:00:00.000001Z')).toBe('grace');
    expect(await status('2026-05-29T00:00:00Z')).toBe('expired');
    expect(await status('2026-06-02T00:00:00Z', '2026-06-01T00:00:00Z')).toBe('cancelled');
    expect(await status('2026-06-02T00:00:00Z', '2026-06-01T00:00:00.000001Z')).toBe('active');
    expect(await status('2026-06-01T00:00:00Z', null, false)).toBe('cancelled');
  });

  it('prefers the subscription that grants Plus over a newer one that does not', async () => {
    const user = await newUser(h);
    const active = await insertSubscription(h, user.userId, { platform: 'android', periodEnd: ahead(3) });
    await insertSubscription(h, user.userId, { planCode: 'plus_yearly', periodEnd: ahead(30), cancelledAt: ago(1) });
    const res = await mine(user);
    expect(res.body.subscription).toMatchObject({ id: active, status: 'active', platform: 'android' });
    expect(res.body.is_premium).toBe(true);
  });

  it('keeps showing a plan taken off sale to its subscribers', async () => {
    const user = await newUser(h);
    const planId = (await h.db.query<{ id: string }>(
      `insert into public.subscription_plans (plan_code, tier, name_en, name_ja, price_minor, billing_period, ai_search_per_minute, is_active)
       values ('plus_legacy', 'plus', 'Plus (legacy)', 'プラス（旧）', 400, 'month', 60, false) returning id`,
    )).rows[0]!.id;
    await insertSubscription(h, user.userId, { planCode: 'plus_legacy', platform: 'web' });
    const res = await mine(user);
    expect(res.body.subscription.plan).toMatchObject({ id: planId, plan_code: 'plus_legacy' });
    expect(res.body.is_premium).toBe(true);
    // Still not on sale for anyone else.
    expect((await h.request('/v1/subscription-plans')).body.subscription_plans.map((p: { plan_code: string }) => p.plan_code)).not.toContain('plus_legacy');
  });

  it('needs a token', async () => {
    expectError(await h.request('/v1/me/subscription'), 401, 'unauthorized');
  });
});

describe('row-level security of user_subscriptions', () => {
  it('shows a subscription to its owner only; another user reads nothing and cannot ask about Plus', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const id = await insertSubscription(h, owner.userId);
    expect((await mine(other)).body).toEqual({ subscription: null, is_premium: false });
    const seen = await asCallerRolledBack(h, asUser(other.userId), async (tx) => ({
      rows: (await tx.query('select * from public.user_subscriptions where id = $1', [id])).rows.length,
      all: (await tx.query<{ n: number }>('select count(*)::int as n from public.user_subscriptions')).rows[0]!.n,
    }));
    expect(seen).toEqual({ rows: 0, all: 0 });
    expect(await asCallerRolledBack(h, asUser(other.userId), (tx) => tx.query('select public.user_is_premium($1)', [owner.userId]))).toEqual({
      sqlstate: '42501',
    });
    const asOwner = await asCallerRolledBack(h, asUser(owner.userId), async (tx) => (await tx.query<{ p: boolean }>('select public.user_is_premium($1) as p', [owner.userId])).rows[0]!.p);
    expect(asOwner).toBe(true);
    const asServiceRole = await asCallerRolledBack(h, asService, async (tx) => (await tx.query<{ p: boolean }>('select public.user_is_premium($1) as p', [owner.userId])).rows[0]!.p);
    expect(asServiceRole).toBe(true);
  });

  it('lets no user write a subscription, not even their own: writes go through the service role', async () => {
    const user = await newUser(h);
    const id = await insertSubscription(h, user.userId, { periodEnd: ago(10) });
    const planId = (await h.db.query<{ id: string }>(`select id from public.subscription_plans where plan_code = 'plus_yearly'`)).rows[0]!.id;
    const tries = await asCallerRolledBack(h, asUser(user.userId), async (tx) => {
      const attempt = async (sql: string, params: unknown[]) => {
        try {
          await tx.query('savepoint a');
          await tx.query(sql, params);
          return 'written';
        } catch (err) {
          await tx.query('rollback to savepoint a');
          return (err as { code: string }).code;
        }
      };
      return {
        insert: await attempt(
          `insert into public.user_subscriptions (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end)
           values ($1, $2, 'web', 'x', $3, now() + interval '1 year')`,
          [user.userId, planId, randomUUID()],
        ),
        update: await attempt(`update public.user_subscriptions set current_period_end = now() + interval '1 year' where id = $1`, [id]),
        delete: await attempt('delete from public.user_subscriptions where id = $1', [id]),
      };
    });
    expect(tries).toEqual({ insert: '42501', update: '42501', delete: '42501' });
  });

  it('holds a store transaction once per platform', async () => {
    const a = await newUser(h);
    const b = await newUser(h);
    await insertSubscription(h, a.userId, { platform: 'ios', transactionId: 'tx-shared' });
    await expect(insertSubscription(h, b.userId, { platform: 'ios', transactionId: 'tx-shared' })).rejects.toMatchObject({ code: '23505' });
    // The same id on another store is another purchase.
    await insertSubscription(h, b.userId, { platform: 'android', transactionId: 'tx-shared' });
  });
});

function ago(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}
function ahead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}
