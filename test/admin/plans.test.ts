import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageAudit, createHarness, type Harness } from '../support/harness.js';

describe('subscription plans for admins', () => {
  let h: Harness;
  let ops: { adminId: string; token: string };
  let content: { token: string };
  const auditOf = async (targetId: string) =>
    (await h.db.query<{ action: string; before: any; after: any }>(
      'select action, before, after from public.admin_audit_log where target_id = $1 order by created_at, id',
      [targetId],
    )).rows;
  const planBody = (over: Record<string, unknown> = {}) => ({
    plan_code: `plus_${randomUUID().slice(0, 6)}`,
    tier: 'plus',
    name_en: 'Plus (weekly)',
    name_ja: 'プラス（週額）',
    price_minor: 150,
    billing_period: 'month',
    ai_search_per_minute: 60,
    features: ['search', 'no_ads'],
    ios_product_id: `jp.parking.plus.${randomUUID().slice(0, 6)}`,
    android_product_id: `plus_${randomUUID().slice(0, 6)}`,
    sort_order: 40,
    ...over,
  });

  beforeAll(async () => {
    h = await createHarness();
    ops = await h.createAdmin('ops_manager');
    content = await h.createAdmin('content_manager');
  });
  afterAll(() => h.close());

  it('lists every plan with its store product ids, filtered by sale status and tier', async () => {
    const all = await h.request('/v1/admin/subscription-plans', { token: ops.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.subscription_plans.map((p: any) => p.plan_code)).toEqual(['free', 'plus_monthly', 'plus_yearly']);
    expect(all.body.subscription_plans[1]).toMatchObject({
      ios_product_id: 'jp.parking.plus.monthly',
      android_product_id: 'plus_monthly',
      is_active: true,
      grace_period_days: 3,
      subscriptions_count: 0,
      active_subscriptions_count: 0,
    });
    const plus = await h.request('/v1/admin/subscription-plans?tier=plus', { token: ops.token });
    expect(plus.body.subscription_plans.map((p: any) => p.plan_code)).toEqual(['plus_monthly', 'plus_yearly']);
    const inactive = await h.request('/v1/admin/subscription-plans?status=inactive', { token: ops.token });
    expect(inactive.body.subscription_plans).toEqual([]);
    const bad = await h.request('/v1/admin/subscription-plans?status=gone', { token: ops.token });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ code: 'validation_error', param: 'status' });
    expect((await h.request('/v1/admin/subscription-plans', { token: content.token })).status).toBe(403);
  });

  it('creates a plan, validates it field by field and refuses a product id another plan has', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ plan_code: 'Bad Code' }, 'plan_code'],
      [{ tier: 'gold' }, 'tier'],
      [{ price_minor: -1 }, 'price_minor'],
      [{ billing_period: null }, 'billing_period'],
      [{ ios_product_id: 'has space' }, 'ios_product_id'],
      [{ android_product_id: 'Upper.Case' }, 'android_product_id'],
      [{ features: ['a', 'a'] }, 'features'],
      [{ name_en: '' }, 'name_en'],
      [{ tier: 'free', billing_period: null }, 'ios_product_id'],
      [{ unknown: 1 }, 'unknown'],
    ];
    for (const [over, param] of cases) {
      const res = await h.request('/v1/admin/subscription-plans', { token: ops.token, body: planBody(over) });
      expect(res.status, `${JSON.stringify(over)}: ${res.text}`).toBe(422);
      expect(res.body.error, JSON.stringify(over)).toMatchObject({ code: 'validation_error', param });
    }
    const taken = await h.request('/v1/admin/subscription-plans', { token: ops.token, body: planBody({ ios_product_id: 'jp.parking.plus.monthly' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'conflict', param: 'ios_product_id' });
    const code = await h.request('/v1/admin/subscription-plans', { token: ops.token, body: planBody({ plan_code: 'plus_monthly' }) });
    expect(code.status).toBe(409);
    expect(code.body.error).toMatchObject({ code: 'conflict', param: 'plan_code' });
    const { rows } = await h.db.query(`select 1 from public.admin_audit_log where target_type = 'subscription_plan'`);
    expect(rows).toEqual([]);

    const body = planBody({ is_active: false });
    const created = await h.request('/v1/admin/subscription-plans', { token: ops.token, body });
    expect(created.status, created.text).toBe(201);
    expect(created.body.subscription_plan).toMatchObject({ ...body, currency: 'JPY', description_en: '', grace_period_days: 3 });
    const id = created.body.subscription_plan.id;
    expect((await h.request(`/v1/admin/subscription-plans/${id}`, { token: ops.token })).body.subscription_plan.plan_code).toBe(body.plan_code);
    // Off sale: not offered to the public.
    expect((await h.request('/v1/subscription-plans')).body.subscription_plans.map((p: any) => p.id)).not.toContain(id);
    // Nor to an admin who may read it: the public list is cached for everyone.
    expect((await h.request('/v1/subscription-plans', { token: ops.token })).body.subscription_plans.map((p: any) => p.id)).not.toContain(id);
    const inactive = await h.request('/v1/admin/subscription-plans?status=inactive', { token: ops.token });
    expect(inactive.body.subscription_plans.map((p: any) => p.id)).toEqual([id]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['subscription_plan.create']);
  });

  it('changes a plan (not its code or tier), keeps product ids that store purchases map, deletes only unused plans', async () => {
    const created = await h.request('/v1/admin/subscription-plans', { token: ops.token, body: planBody() });
    const plan = created.body.subscription_plan;
    await ageAudit(h.db, plan.id);

    const renamed = await h.request(`/v1/admin/subscription-plans/${plan.id}`, {
      method: 'PATCH',
      token: ops.token,
      body: { name_en: 'Plus (special)', price_minor: 200, ios_product_id: 'jp.parking.plus.special' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.subscription_plan).toMatchObject({ name_en: 'Plus (special)', price_minor: 200, ios_product_id: 'jp.parking.plus.special' });
    const tier = await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'PATCH', token: ops.token, body: { tier: 'free' } });
    expect(tier.body.error).toMatchObject({ code: 'validation_error', param: 'tier' });
    const period = await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'PATCH', token: ops.token, body: { billing_period: null } });
    expect(period.body.error).toMatchObject({ code: 'validation_error', param: 'billing_period' });
    const empty = await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'PATCH', token: ops.token, body: {} });
    expect(empty.status).toBe(422);
    // The same values again: nothing recorded.
    await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'PATCH', token: ops.token, body: { price_minor: 200 } });
    const audit = await auditOf(plan.id);
    expect(audit.map((a) => a.action)).toEqual(['subscription_plan.create', 'subscription_plan.update']);
    expect(audit[1]!.before).toMatchObject({ name_en: 'Plus (weekly)', price_minor: 150, ios_product_id: plan.ios_product_id });
    expect(audit[1]!.after).toMatchObject({ name_en: 'Plus (special)', price_minor: 200, ios_product_id: 'jp.parking.plus.special' });
    expect(Object.keys(audit[1]!.after)).not.toContain('plan_code');

    // An App Store purchase of the plan pins its App Store product id (renewals map by it), not Google's.
    const userId = await h.createUser();
    await h.db.query(
      `insert into public.user_subscriptions (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end)
       values ($1, $2, 'ios', 'jp.parking.plus.special', $3, now() + interval '5 days')`,
      [userId, plan.id, `tx-${randomUUID()}`],
    );
    const pinned = await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'PATCH', token: ops.token, body: { ios_product_id: null } });
    expect(pinned.status).toBe(409);
    expect(pinned.body.error).toMatchObject({ code: 'conflict', param: 'ios_product_id', details: { reason: 'store_purchases' } });
    const android = await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'PATCH', token: ops.token, body: { android_product_id: null } });
    expect(android.status, android.text).toBe(200);
    expect(android.body.subscription_plan).toMatchObject({ subscriptions_count: 1, active_subscriptions_count: 1 });

    const used = await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'DELETE', token: ops.token });
    expect(used.status).toBe(409);
    expect(used.body.error).toMatchObject({ code: 'conflict', details: { reason: 'has_subscriptions' } });
    const off = await h.request(`/v1/admin/subscription-plans/${plan.id}`, { method: 'PATCH', token: ops.token, body: { is_active: false } });
    expect(off.body.subscription_plan.is_active).toBe(false);

    const unused = (await h.request('/v1/admin/subscription-plans', { token: ops.token, body: planBody() })).body.subscription_plan;
    await ageAudit(h.db, unused.id);
    const deleted = await h.request(`/v1/admin/subscription-plans/${unused.id}`, { method: 'DELETE', token: ops.token });
    expect(deleted.status).toBe(204);
    expect((await h.request(`/v1/admin/subscription-plans/${unused.id}`, { token: ops.token })).status).toBe(404);
    expect((await auditOf(unused.id)).map((a) => a.action)).toEqual(['subscription_plan.create', 'subscription_plan.delete']);
    expect((await auditOf(plan.id)).map((a) => a.action)).toEqual([
      'subscription_plan.create',
      'subscription_plan.update',
      'subscription_plan.update',
      'subscription_plan.update',
    ]);
  });
});
