import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerSetup } from '../../src/db/caller.js';
import { createHarness, type Harness } from '../support/harness.js';

let h: Harness;
let editor: string;
let supportAgent: string;
let user: string;

beforeAll(async () => {
  h = await createHarness();
  editor = (await h.createAdmin('content_manager')).token;
  supportAgent = (await h.createAdmin('support_agent')).token;
  user = await h.tokenFor(randomUUID());
});
afterAll(() => h.close());

function expectValidation(res: { status: number; body: any }, param: string | null) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error).toMatchObject({ code: 'validation_error', param });
}

describe('badge rules', () => {
  it('lists the seeded badges in display order', async () => {
    const res = await h.request('/v1/admin/badges', { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.badges.map((b: { code: string }) => b.code)).toEqual([
      'first_session',
      'sessions_10',
      'sessions_50',
      'night_parking',
      'night_parking_10',
      'new_ward',
      'wards_5',
    ]);
    expect(res.body.badges[0]).toEqual({
      id: expect.any(String),
      code: 'first_session',
      name: 'はじめての駐車',
      description: '駐車を1回完了する',
      icon_url: null,
      rule_type: 'session_count',
      threshold: 1,
      is_active: true,
      sort_order: 10,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('creates, changes and switches off a badge', async () => {
    const created = await h.request('/v1/admin/badges', {
      token: editor,
      body: { code: 'ward_collector', name: '区コレクター', rule_type: 'ward_count', threshold: 10, icon_url: 'https://cdn.example.jp/badges/ward.png' },
    });
    expect(created.status).toBe(201);
    expect(created.body.badge).toMatchObject({ code: 'ward_collector', description: '', is_active: true, sort_order: 0, threshold: 10 });
    const changed = await h.request('/v1/admin/badges/ward_collector', { method: 'PATCH', token: editor, body: { threshold: 12, is_active: false, icon_url: null } });
    expect(changed.status).toBe(200);
    expect(changed.body.badge).toMatchObject({ code: 'ward_collector', threshold: 12, is_active: false, icon_url: null, name: '区コレクター' });
    // Switched-off badges stay on the admin list, not on users' progress.
    expect((await h.request('/v1/admin/badges', { token: editor })).body.badges.map((b: { code: string }) => b.code)).toContain('ward_collector');
    const progress = (await h.request('/v1/me/badge-progress', { token: user })).body.badge_progress.map((b: { code: string }) => b.code);
    expect(progress).not.toContain('ward_collector');
  });

  it('refuses a taken code with 409 and bad values with 422', async () => {
    const dup = await h.request('/v1/admin/badges', { token: editor, body: { code: 'first_session', name: 'x', rule_type: 'session_count', threshold: 1 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'conflict', param: 'code', details: { constraint: 'badges_code_key' } });
    const base = { code: 'good_code', name: 'Good', rule_type: 'session_count', threshold: 3 };
    expectValidation(await h.request('/v1/admin/badges', { token: editor, body: { ...base, code: 'Bad Code' } }), 'code');
    expectValidation(await h.request('/v1/admin/badges', { token: editor, body: { ...base, threshold: 0 } }), 'threshold');
    expectValidation(await h.request('/v1/admin/badges', { token: editor, body: { ...base, rule_type: 'review_count' } }), 'rule_type');
    expectValidation(await h.request('/v1/admin/badges', { token: editor, body: { ...base, icon_url: 'ftp://x' } }), 'icon_url');
    expectValidation(await h.request('/v1/admin/badges', { token: editor, body: { ...base, name: '  ' } }), 'name');
    expectValidation(await h.request('/v1/admin/badges/first_session', { method: 'PATCH', token: editor, body: {} }), null);
    expectValidation(await h.request('/v1/admin/badges/first_session', { method: 'PATCH', token: editor, body: { code: 'renamed' } }), 'code');
    const missing = await h.request('/v1/admin/badges/no_such_badge', { method: 'PATCH', token: editor, body: { threshold: 2 } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', param: 'code' });
  });
});

describe('experience rules and levels', () => {
  it('lists, creates and changes experience rules', async () => {
    const list = await h.request('/v1/admin/exp-rules', { token: editor });
    expect(list.body.exp_rules.map((r: { code: string; condition: string; points: number }) => [r.code, r.condition, r.points])).toEqual([
      ['new_ward', 'new_ward', 20],
      ['night_parking', 'night_session', 5],
      ['session_end', 'every_session', 10],
    ]);
    const created = await h.request('/v1/admin/exp-rules', { token: editor, body: { code: 'night_bonus', name: 'Night bonus', condition: 'night_session', points: 3 } });
    expect(created.status).toBe(201);
    expect(created.body.exp_rule).toMatchObject({ code: 'night_bonus', is_active: true, points: 3 });
    const dup = await h.request('/v1/admin/exp-rules', { token: editor, body: { code: 'night_bonus', name: 'Again', condition: 'new_ward', points: 1 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'conflict', param: 'code' });
    const changed = await h.request('/v1/admin/exp-rules/night_bonus', { method: 'PATCH', token: editor, body: { points: 4, is_active: false } });
    expect(changed.body.exp_rule).toMatchObject({ points: 4, is_active: false });
    expectValidation(await h.request('/v1/admin/exp-rules/night_bonus', { method: 'PATCH', token: editor, body: { points: -1 } }), 'points');
    expectValidation(await h.request('/v1/admin/exp-rules/night_bonus', { method: 'PATCH', token: editor, body: { condition: 'weekend' } }), 'condition');
    expect((await h.request('/v1/admin/exp-rules/none_such', { method: 'PATCH', token: editor, body: { points: 1 } })).status).toBe(404);
  });

  it('reads and replaces the level table, refusing one that does not rise from level 1 at 0', async () => {
    const seeded = await h.request('/v1/admin/exp-levels', { token: editor });
    expect(seeded.body.exp_levels.slice(0, 3)).toEqual([
      { level: 1, min_exp: 0 },
      { level: 2, min_exp: 50 },
      { level: 3, min_exp: 120 },
    ]);
    for (const levels of [
      [],
      [{ level: 1, min_exp: 5 }],
      [{ level: 2, min_exp: 0 }],
      [{ level: 1, min_exp: 0 }, { level: 2, min_exp: 0 }],
      [{ level: 1, min_exp: 0 }, { level: 3, min_exp: 10 }],
    ]) {
      expectValidation(await h.request('/v1/admin/exp-levels', { method: 'PUT', token: editor, body: { exp_levels: levels } }), 'exp_levels');
    }
    expect((await h.request('/v1/admin/exp-levels', { token: editor })).body).toEqual(seeded.body);
    const saved = await h.request('/v1/admin/exp-levels', {
      method: 'PUT',
      token: editor,
      body: { exp_levels: [{ level: 1, min_exp: 0 }, { level: 2, min_exp: 100 }] },
    });
    expect(saved.body.exp_levels).toHaveLength(2);
  });

  it('the database refuses a bad level table too, whoever calls it', async () => {
    const { adminId } = await h.createAdmin('content_manager');
    const { rows } = await h.db.query<{ user_id: string }>('select user_id from public.admins where id = $1', [adminId]);
    await expect(
      h.db.transaction(
        (tx) => tx.query(`select public.replace_exp_levels('[{"level": 1, "min_exp": 0}, {"level": 2, "min_exp": -3}]')`),
        callerSetup({ role: 'authenticated', claims: { sub: rows[0]!.user_id, role: 'authenticated' } }),
      ),
    ).rejects.toMatchObject({ code: 'PK400' });
  });
});

describe('permissions', () => {
  it('needs gamification.view to read and gamification.edit to change', async () => {
    for (const [method, path, body] of [
      ['GET', '/v1/admin/badges'],
      ['POST', '/v1/admin/badges', { code: 'denied', name: 'x', rule_type: 'session_count', threshold: 1 }],
      ['PATCH', '/v1/admin/badges/first_session', { threshold: 99 }],
      ['GET', '/v1/admin/exp-rules'],
      ['PATCH', '/v1/admin/exp-rules/session_end', { points: 0 }],
      ['GET', '/v1/admin/exp-levels'],
      ['PUT', '/v1/admin/exp-levels', { exp_levels: [{ level: 1, min_exp: 0 }] }],
    ] as const) {
      for (const token of [supportAgent, user]) {
        const res = await h.request(path, { method, token, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
    }
    const badge = (await h.request('/v1/admin/badges', { token: editor })).body.badges.find((b: { code: string }) => b.code === 'first_session');
    expect(badge.threshold).toBe(1);
  });
});
