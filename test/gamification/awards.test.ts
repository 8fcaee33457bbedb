import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { cancelSession, createLot, newUser, parkedStay, startSession, type User } from '../sessions/fixtures.js';

/**
 * Awards on session_end with the seeded rules: 10 points a session, +5 at night (22:00-05:00 at the
 * lot), +20 in a ward for the first time; levels at 0, 50, 120, ...; badges for 1/10/50 sessions,
 * 1/10 night sessions, 2/5 wards. Stays use fixed JST instants so that day and night are known.
 */
let h: Harness;
let shinjuku: string;
let minato: string;
let osakaKita: string;
let noAddress: string;
let admin: string;

beforeAll(async () => {
  h = await createHarness();
  shinjuku = await createLot(h.db, { address: '東京都新宿区新宿3丁目12-4' });
  minato = await createLot(h.db, { address: '〒106-0032 東京都港区六本木6-10-1' });
  osakaKita = await createLot(h.db, { address: '大阪府大阪市北区梅田1-1' });
  noAddress = await createLot(h.db, { address: null });
  admin = (await h.createAdmin('content_manager')).token;
});
afterAll(() => h.close());

async function lastSessionEnd(user: User) {
  const { rows } = await h.db.query<{ exp_awarded: number; details: Record<string, unknown> }>(
    `select exp_awarded, details from public.user_activities where user_id = $1 and activity_type = 'session_end' order by id desc limit 1`,
    [user.userId],
  );
  return rows[0]!;
}

const day = (n: number, from: string, to: string): [string, string] => [
  `2026-06-${String(n).padStart(2, '0')}T${from}:00+09:00`,
  `2026-06-${String(n).padStart(2, '0')}T${to}:00+09:00`,
];

describe('experience points, levels and badges from finished sessions', () => {
  let user: User;
  beforeAll(async () => {
    user = await newUser(h);
  });

  it('starts everyone at level 1 with nothing', async () => {
    const res = await h.request('/v1/me/exp', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      exp: { points: 0, level: 1, level_min_exp: 0, next_level_min_exp: 50, session_count: 0, night_session_count: 0, ward_count: 0 },
    });
    expect((await h.request('/v1/me/badges', { token: user.token })).body).toEqual({ badges: [] });
    const progress = (await h.request('/v1/me/badge-progress', { token: user.token })).body.badge_progress;
    expect(progress.map((b: { code: string; current: number }) => [b.code, b.current])).toEqual([
      ['first_session', 0],
      ['sessions_10', 0],
      ['sessions_50', 0],
      ['night_parking', 0],
      ['night_parking_10', 0],
      ['new_ward', 0],
      ['wards_5', 0],
    ]);
  });

  it('a first daytime session: 10 + 20 for the new ward, the first-session badge', async () => {
    const ended = await parkedStay(h, user, shinjuku, ...day(1, '10:00', '11:00'));
    expect(await lastSessionEnd(user)).toEqual({
      exp_awarded: 30,
      details: expect.objectContaining({ night: false, new_ward: true, exp: 30, level: 1, badges: ['first_session'] }),
    });
    const badges = (await h.request('/v1/me/badges', { token: user.token })).body.badges;
    expect(badges).toEqual([
      {
        code: 'first_session',
        name: 'はじめての駐車',
        description: '駐車を1回完了する',
        icon_url: null,
        rule_type: 'session_count',
        threshold: 1,
        earned_at: expect.any(String),
        parking_session_id: ended.body.session.id,
      },
    ]);
  });

  it('a night session in another ward: 10 + 5 + 20, level 2, two badges at once', async () => {
    await parkedStay(h, user, minato, ...day(2, '21:30', '23:00'));
    expect(await lastSessionEnd(user)).toEqual({
      exp_awarded: 35,
      details: expect.objectContaining({ night: true, new_ward: true, exp: 65, level: 2, badges: ['night_parking', 'new_ward'] }),
    });
    const exp = (await h.request('/v1/me/exp', { token: user.token })).body.exp;
    expect(exp).toEqual({ points: 65, level: 2, level_min_exp: 50, next_level_min_exp: 120, session_count: 2, night_session_count: 1, ward_count: 2 });
  });

  it('a ward seen before and a lot without an address earn the base points only', async () => {
    await parkedStay(h, user, shinjuku, ...day(3, '10:00', '10:30'));
    expect(await lastSessionEnd(user)).toMatchObject({ exp_awarded: 10, details: { new_ward: false, night: false, badges: [] } });
    await parkedStay(h, user, noAddress, ...day(4, '12:00', '12:10'));
    expect(await lastSessionEnd(user)).toMatchObject({ exp_awarded: 10, details: { new_ward: false } });
    const exp = (await h.request('/v1/me/exp', { token: user.token })).body.exp;
    expect(exp).toMatchObject({ points: 85, session_count: 4, ward_count: 2 });
  });

  it('an early-morning stay counts as night; a cancelled session earns nothing', async () => {
    await parkedStay(h, user, osakaKita, ...day(5, '04:30', '06:00'));
    expect(await lastSessionEnd(user)).toMatchObject({ exp_awarded: 35, details: { night: true, new_ward: true } });
    const started = await startSession(h, user, shinjuku);
    expect((await cancelSession(h, user, started.body.session.id)).status).toBe(200);
    const exp = (await h.request('/v1/me/exp', { token: user.token })).body.exp;
    expect(exp).toMatchObject({ points: 120, level: 3, session_count: 5, night_session_count: 2, ward_count: 3 });
  });

  it('shows progress towards the badges not yet earned', async () => {
    const progress = (await h.request('/v1/me/badge-progress', { token: user.token })).body.badge_progress;
    expect(progress.map((b: { code: string; current: number; threshold: number }) => [b.code, b.current, b.threshold])).toEqual([
      ['sessions_10', 5, 10],
      ['sessions_50', 5, 50],
      ['night_parking_10', 2, 10],
      ['wards_5', 3, 5],
    ]);
  });

  it('the tenth session earns sessions_10', async () => {
    for (let n = 6; n <= 10; n++) await parkedStay(h, user, shinjuku, ...day(n, '13:00', '13:20'));
    expect(await lastSessionEnd(user)).toMatchObject({ details: { badges: ['sessions_10'] } });
    const codes = (await h.request('/v1/me/badges', { token: user.token })).body.badges.map((b: { code: string }) => b.code);
    expect(codes.sort()).toEqual(['first_session', 'new_ward', 'night_parking', 'sessions_10']);
  });
});

describe('rules an admin changes apply from the next finished session', () => {
  it('points follow the active experience rules', async () => {
    const patch = (code: string, body: unknown) => h.request(`/v1/admin/exp-rules/${code}`, { method: 'PATCH', token: admin, body });
    expect((await patch('session_end', { is_active: false })).status).toBe(200);
    expect((await patch('new_ward', { points: 50 })).status).toBe(200);
    try {
      const user = await newUser(h);
      await parkedStay(h, user, shinjuku, ...day(11, '10:00', '11:00'));
      expect(await lastSessionEnd(user)).toMatchObject({ exp_awarded: 50 });
      // Two active rules with the same condition add up.
      const extra = await h.request('/v1/admin/exp-rules', {
        token: admin,
        body: { code: 'campaign_every_session', name: 'キャンペーン', condition: 'every_session', points: 7 },
      });
      expect(extra.status).toBe(201);
      await parkedStay(h, user, minato, ...day(12, '10:00', '11:00'));
      expect(await lastSessionEnd(user)).toMatchObject({ exp_awarded: 57 });
      await h.request('/v1/admin/exp-rules/campaign_every_session', { method: 'PATCH', token: admin, body: { is_active: false } });
    } finally {
      await patch('session_end', { is_active: true });
      await patch('new_ward', { points: 20 });
    }
  });

  it('a new badge is awarded at the next session end; a switched-off one is not, and stays with its holders', async () => {
    const veteran = await newUser(h);
    await parkedStay(h, veteran, shinjuku, ...day(13, '10:00', '11:00'));
    const created = await h.request('/v1/admin/badges', {
      token: admin,
      body: { code: 'two_sessions', name: '2回目', rule_type: 'session_count', threshold: 2, sort_order: 15 },
    });
    expect(created.status).toBe(201);
    expect((await h.request('/v1/admin/badges/first_session', { method: 'PATCH', token: admin, body: { is_active: false } })).status).toBe(200);
    try {
      const newcomer = await newUser(h);
      await parkedStay(h, newcomer, shinjuku, ...day(14, '10:00', '11:00'));
      expect(await lastSessionEnd(newcomer)).toMatchObject({ details: { badges: [] } });
      await parkedStay(h, newcomer, shinjuku, ...day(15, '10:00', '11:00'));
      expect(await lastSessionEnd(newcomer)).toMatchObject({ details: { badges: ['two_sessions'] } });

      const kept = (await h.request('/v1/me/badges', { token: veteran.token })).body.badges.map((b: { code: string }) => b.code);
      expect(kept).toEqual(['first_session']);
      const progress = (await h.request('/v1/me/badge-progress', { token: veteran.token })).body.badge_progress.map((b: { code: string }) => b.code);
      expect(progress).toContain('two_sessions');
      expect(progress).not.toContain('first_session');
    } finally {
      await h.request('/v1/admin/badges/first_session', { method: 'PATCH', token: admin, body: { is_active: true } });
      await h.request('/v1/admin/badges/two_sessions', { method: 'PATCH', token: admin, body: { is_active: false } });
    }
  });

  it('a new level table moves every stored level at once', async () => {
    const user = await newUser(h);
    await parkedStay(h, user, shinjuku, ...day(16, '10:00', '11:00'));
    expect((await h.request('/v1/me/exp', { token: user.token })).body.exp).toMatchObject({ points: 30, level: 1 });
    const levels = [
      { level: 1, min_exp: 0 },
      { level: 2, min_exp: 10 },
      { level: 3, min_exp: 25 },
    ];
    const saved = await h.request('/v1/admin/exp-levels', { method: 'PUT', token: admin, body: { exp_levels: levels } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ exp_levels: levels });
    expect((await h.request('/v1/me/exp', { token: user.token })).body.exp).toMatchObject({ level: 3, level_min_exp: 25, next_level_min_exp: null });
    const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from public.user_exp where level <> public.exp_level_for(exp)');
    expect(rows[0]!.n).toBe(0);
  });
});
