import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { asCallerRolledBack, asUser, expectError, insertSubscription, newUser, type User } from './support.js';

let h: Harness;
let theme: Record<string, string>;
beforeAll(async () => {
  h = await createHarness();
  const { rows } = await h.db.query<{ code: string; id: string }>('select code, id from public.themes');
  theme = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(() => h.close());

const codes = (res: { body: { themes: { code: string }[] } }) => res.body.themes.map((t) => t.code);
const apply = (user: User, id: string) => h.request(`/v1/me/themes/${id}/apply`, { method: 'POST', token: user.token });
const purchase = (user: User, id: string) => h.request(`/v1/me/themes/${id}/purchase`, { method: 'POST', token: user.token });

async function giveExp(userId: string, exp: number, level: number): Promise<void> {
  await h.db.query(
    `insert into public.user_exp (user_id, exp, level) values ($1, $2, $3)
     on conflict (user_id) do update set exp = excluded.exp, level = excluded.level`,
    [userId, exp, level],
  );
}

describe('themes', () => {
  it('lists the free themes as owned for a new user, and the shop with all=true', async () => {
    const user = await newUser(h);
    const owned = await h.request('/v1/me/themes', { token: user.token });
    expect(owned.status).toBe(200);
    expect(codes(owned)).toEqual(['standard', 'night', 'sakura', 'midnight_gold']);
    expect(owned.body).toMatchObject({ exp_balance: 0, is_premium: false });
    expect(owned.body.themes[0]).toEqual({
      id: theme.standard,
      code: 'standard',
      name_en: 'Standard',
      name_ja: 'スタンダード',
      colors: { primary: '#0f766e', background: '#ffffff', surface: '#f1f5f9', text: '#0f172a' },
      is_premium: false,
      price_exp: null,
      granted_by_badge: null,
      granted_at_level: null,
      owned: true,
      applied: false,
    });
    const shop = await h.request('/v1/me/themes?all=true', { token: user.token });
    expect(codes(shop)).toEqual(['standard', 'night', 'ocean', 'explorer', 'veteran', 'sakura', 'midnight_gold']);
    expect(shop.body.themes.find((t: { code: string }) => t.code === 'explorer')).toMatchObject({ owned: false, granted_by_badge: 'new_ward' });
  });

  it('applies an owned theme (idempotently) and shows it on the profile', async () => {
    const user = await newUser(h);
    const res = await apply(user, theme.night!);
    expect(res.status, res.text).toBe(200);
    expect(res.body.theme).toMatchObject({ code: 'night', applied: true });
    expect((await apply(user, theme.night!)).status).toBe(200);
    expect((await h.request('/v1/me', { token: user.token })).body.profile.theme_id).toBe(theme.night);
  });

  it('refuses a theme not owned (403 theme_not_owned) and an unknown one (404)', async () => {
    const user = await newUser(h);
    const res = await apply(user, theme.veteran!);
    expectError(res, 403, 'forbidden');
    expect(res.body.error.details).toEqual({ reason: 'theme_not_owned' });
    expectError(await apply(user, randomUUID()), 404, 'not_found', 'id');
    expectError(await h.request('/v1/me/themes/nope/apply', { method: 'POST', token: user.token }), 422, 'validation_error', 'id');
    await h.db.query(`update public.themes set is_active = false where code = 'night'`);
    try {
      expectError(await apply(user, theme.night!), 404, 'not_found', 'id');
    } finally {
      await h.db.query(`update public.themes set is_active = true where code = 'night'`);
    }
  });

  it('grants themes by level and by badge, as data', async () => {
    const user = await newUser(h);
    await giveExp(user.userId, 400, 5);
    expect(codes(await h.request('/v1/me/themes', { token: user.token }))).toContain('veteran');
    expect((await apply(user, theme.veteran!)).status).toBe(200);
    const badge = (await h.db.query<{ id: string }>(`select id from public.badges where code = 'new_ward'`)).rows[0]!.id;
    await h.db.query('insert into public.user_badges (user_id, badge_id) values ($1, $2)', [user.userId, badge]);
    expect(codes(await h.request('/v1/me/themes', { token: user.token }))).toContain('explorer');
  });

  it('applies a premium theme only with Plus (403 premium_required), and stops showing it when Plus ends', async () => {
    const user = await newUser(h);
    const refused = await apply(user, theme.sakura!);
    expectError(refused, 403, 'forbidden');
    expect(refused.body.error.details).toEqual({ reason: 'premium_required' });
    const sub = await insertSubscription(h, user.userId);
    expect((await apply(user, theme.sakura!)).status).toBe(200);
    expect((await h.request('/v1/me', { token: user.token })).body.profile).toMatchObject({ theme_id: theme.sakura, is_premium: true });
    // Plus ends: the app falls back to its default theme; the choice returns with Plus.
    await h.db.query(`update public.user_subscriptions set current_period_end = now() - interval '30 days' where id = $1`, [sub]);
    expect((await h.request('/v1/me', { token: user.token })).body.profile).toMatchObject({ theme_id: null, is_premium: false });
  });

  it('buys a theme with points once, never twice, and never lowers the level', async () => {
    const user = await newUser(h);
    await giveExp(user.userId, 130, 3);
    const bought = await purchase(user, theme.ocean!);
    expect(bought.status, bought.text).toBe(200);
    expect(bought.body).toMatchObject({ theme: { code: 'ocean', owned: true, price_exp: 100 }, exp_balance: 30 });
    expect((await purchase(user, theme.ocean!)).body.exp_balance).toBe(30);
    expect((await h.request('/v1/me/themes', { token: user.token })).body.exp_balance).toBe(30);
    expect((await h.request('/v1/me/exp', { token: user.token })).body.exp).toMatchObject({ points: 130, level: 3 });
    expect((await apply(user, theme.ocean!)).status).toBe(200);
  });

  it('refuses a purchase beyond the points, and a theme not for sale', async () => {
    const user = await newUser(h);
    await giveExp(user.userId, 99, 2);
    const poor = await purchase(user, theme.ocean!);
    expectError(poor, 409, 'conflict');
    expect(poor.body.error.details).toEqual({ reason: 'insufficient_exp', price_exp: 100, exp_balance: 99 });
    const granted = await purchase(user, theme.veteran!);
    expectError(granted, 409, 'conflict');
    expect(granted.body.error.details).toEqual({ reason: 'not_for_sale' });
    // A free theme is owned already: nothing to pay.
    expect((await purchase(user, theme.standard!)).body.exp_balance).toBe(99);
  });

  it('spends the same points once when two purchases race', async () => {
    const user = await newUser(h);
    await giveExp(user.userId, 150, 3);
    const second = (
      await h.db.query<{ id: string }>(
        `insert into public.themes (code, name_en, name_ja, colors, price_exp) values ('forest', 'Forest', '森', '{"primary": "#166534"}', 100) returning id`,
      )
    ).rows[0]!.id;
    const results = await Promise.all([purchase(user, theme.ocean!), purchase(user, second)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await h.request('/v1/me/themes', { token: user.token })).body.exp_balance).toBe(50);
  });

  it('row-level security: purchases are the owner’s, and users neither write themes nor apply them directly', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    await giveExp(owner.userId, 100, 2);
    await purchase(owner, theme.ocean!);
    const seen = await asCallerRolledBack(h, asUser(other.userId), async (tx) => ({
      rows: (await tx.query<{ n: number }>('select count(*)::int as n from public.user_themes')).rows[0]!.n,
    }));
    expect(seen).toEqual({ rows: 0 });
    expect(
      await asCallerRolledBack(h, asUser(other.userId), (tx) => tx.query('insert into public.user_themes (user_id, theme_id) values ($1, $2)', [other.userId, theme.ocean])),
    ).toEqual({ sqlstate: '42501' });
    expect(
      await asCallerRolledBack(h, asUser(other.userId), (tx) => tx.query('update public.profiles set theme_id = $2 where user_id = $1', [other.userId, theme.sakura])),
    ).toEqual({ sqlstate: '42501' });
    // The master is the admins' (gamification.edit): a user's update finds no row to change.
    expect(await asCallerRolledBack(h, asUser(other.userId), async (tx) => (await tx.query(`update public.themes set is_premium = false`)).rowCount)).toBe(0);
  });

  it('needs a token', async () => {
    expectError(await h.request('/v1/me/themes'), 401, 'unauthorized');
    expectError(await h.request(`/v1/me/themes/${randomUUID()}/apply`, { method: 'POST' }), 401, 'unauthorized');
  });
});
