import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { anon, asCallerRolledBack, createAsset, createSponsor, expectError, north, TOKYO_STATION, userCaller } from './fixtures.js';

let h: Harness;
let logo: { id: string; url: string };
const sponsors = {} as Record<'station' | 'near' | 'far' | 'draft' | 'ended', string>;

interface User {
  userId: string;
  token: string;
}

async function newUser(): Promise<User> {
  const userId = randomUUID();
  return { userId, token: await h.tokenFor(userId) };
}

beforeAll(async () => {
  h = await createHarness();
  logo = await createAsset(h.db);
  // A minute apart, oldest first, so that "newest first" has one answer on any clock.
  const minute = (n: number) => new Date(Date.now() - (10 - n) * 60_000);
  sponsors.station = await createSponsor(h.db, { name: 'Station Café', exp: 30, logoAssetId: logo.id, createdAt: minute(1) });
  sponsors.near = await createSponsor(h.db, { name: '200 m north', ...north(TOKYO_STATION, 200), exp: 15, reward: null, createdAt: minute(2) });
  sponsors.far = await createSponsor(h.db, { name: '2 km north', ...north(TOKYO_STATION, 2000), createdAt: minute(3) });
  sponsors.draft = await createSponsor(h.db, { name: 'Not yet public', status: 'draft', createdAt: minute(4) });
  sponsors.ended = await createSponsor(h.db, { name: 'Former partner', status: 'ended', logoAssetId: (await createAsset(h.db)).id, createdAt: minute(5) });
});
afterAll(() => h.close());

const names = (res: { body: { sponsors: { name: string }[] } }) => res.body.sponsors.map((s) => s.name);

function checkin(user: User, sponsorId: string, position: { lat: number; lng: number }, clientRequestId: string = randomUUID()) {
  return h.request(`/v1/sponsors/${sponsorId}/checkin`, { token: user.token, body: { ...position, client_request_id: clientRequestId } });
}

async function expOf(user: User): Promise<number> {
  const res = await h.request('/v1/me/exp', { token: user.token });
  expect(res.status).toBe(200);
  return res.body.exp.points;
}

async function checkinRows(userId: string): Promise<{ checkins: number; activities: number; exp: number }> {
  const { rows } = await h.db.query<{ checkins: number; activities: number; exp: number }>(
    `select (select count(*)::int from public.sponsor_checkins where user_id = $1) as checkins,
            (select count(*)::int from public.user_activities where user_id = $1 and activity_type = 'sponsor_checkin') as activities,
            coalesce((select exp::int from public.user_exp where user_id = $1), 0) as exp`,
    [userId],
  );
  return rows[0]!;
}

describe('GET /v1/sponsors', () => {
  it('lists public sponsors, newest first, paged; checked_in_today is null without a token', async () => {
    const first = await h.request('/v1/sponsors?limit=2');
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(['2 km north', '200 m north']);
    const second = await h.request(`/v1/sponsors?limit=2&cursor=${first.body.next_cursor}`);
    expect(names(second)).toEqual(['Station Café']);
    expect(second.body.next_cursor).toBeNull();
    expect(second.body.sponsors[0]).toEqual({
      id: sponsors.station,
      name: 'Station Café',
      description: 'A partner café.',
      benefit: 'A free coffee with any parking receipt',
      address: '東京都千代田区丸の内1丁目',
      lat: TOKYO_STATION.lat,
      lng: TOKYO_STATION.lng,
      checkin_radius_m: 100,
      checkin_exp: 30,
      logo_url: logo.url,
      website_url: 'https://example.jp',
      checked_in_today: null,
    });
  });

  it('refuses bad paging input', async () => {
    expectError(await h.request('/v1/sponsors?limit=0'), 422, 'validation_error', 'limit');
    expectError(await h.request('/v1/sponsors?cursor=xyz'), 422, 'validation_error', 'cursor');
    expectError(await h.request('/v1/sponsors', { token: 'not.a.token' }), 401, 'unauthorized');
  });
});

describe('GET /v1/sponsors/nearby', () => {
  it('finds public sponsors within the radius, nearest first, with the distance in metres', async () => {
    const res = await h.request(`/v1/sponsors/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Station Café', '200 m north']);
    expect(res.body.sponsors[0].distance_m).toBe(0);
    expect(res.body.sponsors[1].distance_m).toBeCloseTo(200, 0);
    expect(res.body.sponsors[1]).toMatchObject({ checkin_exp: 15, logo_url: null, checked_in_today: null });
    expect(names(await h.request(`/v1/sponsors/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}&radius_m=199`))).toEqual(['Station Café']);
    expect(names(await h.request(`/v1/sponsors/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}&radius_m=5000`))).toEqual([
      'Station Café',
      '200 m north',
      '2 km north',
    ]);
    expect(names(await h.request(`/v1/sponsors/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}&radius_m=5000&limit=1`))).toEqual(['Station Café']);
    expect(names(await h.request('/v1/sponsors/nearby?lat=34.70&lng=135.50'))).toEqual([]);
  });

  it('uses the geographic index, as the lot search does', async () => {
    const { rows } = await h.db.query<{ plan: string }>(
      `explain (costs off) select s.id from public.sponsors s
        where s.status = 'active' and public.lot_location_within(s.location, 35.68, 139.76, 500)
        order by public.lot_location_order(s.location, 35.68, 139.76) limit 50`,
    );
    expect(rows.map((r) => Object.values(r)[0]).join('\n')).toContain('sponsors_location_idx');
  });

  it('refuses bad input with the envelope and the offending param', async () => {
    for (const [query, param] of [
      ['lng=139.7', 'lat'],
      ['lat=35.6', 'lng'],
      ['lat=91&lng=139.7', 'lat'],
      ['lat=35.6&lng=181', 'lng'],
      ['lat=north&lng=139.7', 'lat'],
      ['lat=35.6&lng=139.7&radius_m=0', 'radius_m'],
      ['lat=35.6&lng=139.7&radius_m=10001', 'radius_m'],
      ['lat=35.6&lng=139.7&radius_m=1.5', 'radius_m'],
      ['lat=35.6&lng=139.7&limit=101', 'limit'],
    ] as const) {
      expectError(await h.request(`/v1/sponsors/nearby?${query}`), 422, 'validation_error', param);
    }
  });
});

describe('POST /v1/sponsors/{id}/checkin', () => {
  it('checks in within the radius, awards the sponsor’s points through a sponsor_checkin activity, and reveals the reward', async () => {
    const user = await newUser();
    const position = north(TOKYO_STATION, 60);
    const res = await checkin(user, sponsors.station, position);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      checkin: {
        id: expect.any(String),
        sponsor_id: sponsors.station,
        sponsor_name: 'Station Café',
        checked_in_at: expect.stringMatching(/Z$/),
        local_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        distance_m: expect.closeTo(60, 0),
        exp_awarded: 30,
        reward_data: { coupon_code: 'PARK-2026' },
      },
      exp: { points: 30, level: 1 },
    });
    const { rows } = await h.db.query<{ d: string }>(`select ((now() at time zone 'Asia/Tokyo')::date)::text as d`);
    expect(res.body.checkin.local_date).toBe(rows[0]!.d);
    expect(await expOf(user)).toBe(30);
    const activity = await h.db.query(
      `select activity_type, sponsor_checkin_id, parking_session_id, parking_lot_id, exp_awarded, details from public.user_activities where user_id = $1`,
      [user.userId],
    );
    expect(activity.rows).toEqual([
      {
        activity_type: 'sponsor_checkin',
        sponsor_checkin_id: res.body.checkin.id,
        parking_session_id: null,
        parking_lot_id: null,
        exp_awarded: 30,
        details: { sponsor_id: sponsors.station, exp: 30, level: 1 },
      },
    ]);
    // Another sponsor the same day is another check-in; the points add up and the level follows.
    const second = await checkin(user, sponsors.near, north(TOKYO_STATION, 210));
    expect(second.status).toBe(201);
    expect(second.body.exp).toEqual({ points: 45, level: 1 });
    expect(second.body.checkin.reward_data).toEqual({});
    expect(await checkinRows(user.userId)).toEqual({ checkins: 2, activities: 2, exp: 45 });
    // checked_in_today, for the caller only.
    const listed = await h.request(`/v1/sponsors/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}&radius_m=5000`, { token: user.token });
    expect(listed.body.sponsors.map((s: { checked_in_today: boolean }) => s.checked_in_today)).toEqual([true, true, false]);
    const other = await newUser();
    const theirs = await h.request('/v1/sponsors', { token: other.token });
    expect(theirs.body.sponsors.map((s: { checked_in_today: boolean }) => s.checked_in_today)).toEqual([false, false, false]);
  });

  it('is 422 too_far outside the radius, with the distance in details, and awards nothing', async () => {
    const user = await newUser();
    const res = await checkin(user, sponsors.station, north(TOKYO_STATION, 150));
    expectError(res, 422, 'too_far');
    expect(res.body.error.details).toEqual({ distance_m: expect.closeTo(150, 0), radius_m: 100 });
    expect(res.body.error.message).toMatch(/150 m/);
    // Just inside the edge passes.
    expect((await checkin(user, sponsors.station, north(TOKYO_STATION, 99))).status).toBe(201);
    expect(await checkinRows(user.userId)).toEqual({ checkins: 1, activities: 1, exp: 30 });
  });

  it('allows one check-in per sponsor per Tokyo day: 409 already_checked_in the second time, then again the next day', async () => {
    const user = await newUser();
    const first = await checkin(user, sponsors.station, TOKYO_STATION);
    expect(first.status).toBe(201);
    const again = await checkin(user, sponsors.station, TOKYO_STATION);
    expectError(again, 409, 'already_checked_in');
    expect(again.body.error.details).toEqual({
      checked_in_at: first.body.checkin.checked_in_at,
      next_checkin_at: expect.stringMatching(/T15:00:00\.000Z$/), // midnight in Tokyo
    });
    expect(Date.parse(again.body.error.details.next_checkin_at)).toBeGreaterThan(Date.parse(first.body.checkin.checked_in_at));
    expect(await checkinRows(user.userId)).toEqual({ checkins: 1, activities: 1, exp: 30 });

    // The day turns (the first check-in moved to yesterday, in the database): checking in works again.
    await h.db.query(`update public.sponsor_checkins set local_date = local_date - 1, checked_in_at = checked_in_at - interval '1 day' where id = $1`, [
      first.body.checkin.id,
    ]);
    const nextDay = await checkin(user, sponsors.station, TOKYO_STATION);
    expect(nextDay.status).toBe(201);
    expect(nextDay.body.exp.points).toBe(60);
    expect(await checkinRows(user.userId)).toEqual({ checkins: 2, activities: 2, exp: 60 });
  });

  it('counts the day in Asia/Tokyo: 23:59 and 00:00 JST are different days, 09:00 UTC either side of midnight UTC the same', async () => {
    const { rows } = await h.db.query<{ before: string; after: string; utc_late: string; utc_early: string }>(
      `select (('2026-03-01 23:59:00+09'::timestamptz at time zone 'Asia/Tokyo')::date)::text as before,
              (('2026-03-02 00:00:00+09'::timestamptz at time zone 'Asia/Tokyo')::date)::text as after,
              (('2026-03-01 23:30:00+00'::timestamptz at time zone 'Asia/Tokyo')::date)::text as utc_late,
              (('2026-03-02 00:30:00+00'::timestamptz at time zone 'Asia/Tokyo')::date)::text as utc_early`,
    );
    expect(rows[0]).toEqual({ before: '2026-03-01', after: '2026-03-02', utc_late: '2026-03-02', utc_early: '2026-03-02' });
  });

  it('is idempotent by client request id: a repeat answers 200 with the same check-in and awards nothing more', async () => {
    const user = await newUser();
    const id = randomUUID();
    const first = await checkin(user, sponsors.station, TOKYO_STATION, id);
    expect(first.status).toBe(201);
    const repeat = await checkin(user, sponsors.station, TOKYO_STATION, id);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // By header instead of body.
    const byHeader = await h.request(`/v1/sponsors/${sponsors.station}/checkin`, { token: user.token, body: TOKYO_STATION, headers: { 'idempotency-key': id } });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toEqual(first.body);
    expect(await checkinRows(user.userId)).toEqual({ checkins: 1, activities: 1, exp: 30 });
    // The same id for another check-in is a conflict; another user may use the same id.
    expectError(await checkin(user, sponsors.near, north(TOKYO_STATION, 200), id), 409, 'conflict', 'client_request_id');
    expectError(await checkin(user, sponsors.station, north(TOKYO_STATION, 5), id), 409, 'conflict', 'client_request_id');
    const other = await newUser();
    expect((await checkin(other, sponsors.station, TOKYO_STATION, id)).status).toBe(201);
  });

  it('is 404 for unknown, draft and ended sponsors', async () => {
    const user = await newUser();
    for (const id of [randomUUID(), sponsors.draft, sponsors.ended]) {
      expectError(await checkin(user, id, TOKYO_STATION), 404, 'not_found', 'id');
    }
    expect(await checkinRows(user.userId)).toEqual({ checkins: 0, activities: 0, exp: 0 });
  });

  it('needs a signed-in user and refuses bad input with the envelope and the offending param', async () => {
    const res = await h.request(`/v1/sponsors/${sponsors.station}/checkin`, { body: { ...TOKYO_STATION, client_request_id: randomUUID() } });
    expectError(res, 401, 'unauthorized');
    const user = await newUser();
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      h.request(`/v1/sponsors/${sponsors.station}/checkin`, { token: user.token, body, headers });
    expectError(await post(TOKYO_STATION), 422, 'validation_error', 'client_request_id');
    expectError(await post({ ...TOKYO_STATION, client_request_id: randomUUID() }, { 'idempotency-key': randomUUID() }), 422, 'validation_error', 'client_request_id');
    expectError(await post({ ...TOKYO_STATION, client_request_id: 'nope' }), 422, 'validation_error', 'client_request_id');
    expectError(await post({ lng: TOKYO_STATION.lng, client_request_id: randomUUID() }), 422, 'validation_error', 'lat');
    expectError(await post({ lat: 90.5, lng: TOKYO_STATION.lng, client_request_id: randomUUID() }), 422, 'validation_error', 'lat');
    expectError(await post({ lat: TOKYO_STATION.lat, lng: '139.7', client_request_id: randomUUID() }), 422, 'validation_error', 'lng');
    expectError(await post({ lat: TOKYO_STATION.lat, lng: -180.1, client_request_id: randomUUID() }), 422, 'validation_error', 'lng');
    expectError(await post({ ...TOKYO_STATION, client_request_id: randomUUID(), accuracy: 5 }), 422, 'validation_error', 'accuracy');
    expectError(await h.request('/v1/sponsors/xyz/checkin', { token: user.token, body: { ...TOKYO_STATION, client_request_id: randomUUID() } }), 422, 'validation_error', 'id');
    expect(await checkinRows(user.userId)).toEqual({ checkins: 0, activities: 0, exp: 0 });
  });

  it('leaves nothing half-written when the award fails', async () => {
    const user = await newUser();
    // A level table the award cannot use makes the activity's trigger fail after the check-in row was inserted.
    await h.db.query(`alter table public.user_exp add constraint user_exp_test_cap check (exp < 10) not valid`);
    try {
      const res = await checkin(user, sponsors.station, TOKYO_STATION);
      expect(res.status).toBe(422);
    } finally {
      await h.db.query('alter table public.user_exp drop constraint user_exp_test_cap');
    }
    expect(await checkinRows(user.userId)).toEqual({ checkins: 0, activities: 0, exp: 0 });
    expect((await checkin(user, sponsors.station, TOKYO_STATION)).status).toBe(201);
  });
});

describe('row-level security', () => {
  it('shows a user their own check-ins only, and no reward before checking in', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const made = await checkin(owner, sponsors.station, TOKYO_STATION);
    expect(made.status).toBe(201);
    const seen = await asCallerRolledBack(h.db, userCaller(intruder.userId), async (tx) => ({
      checkins: (await tx.query('select * from public.sponsor_checkins where user_id = $1', [owner.userId])).rows.length,
      activities: (await tx.query('select * from public.user_activities where user_id = $1', [owner.userId])).rows.length,
      rewards: (await tx.query('select * from public.sponsor_rewards')).rows.length,
    }));
    expect(seen).toEqual({ checkins: 0, activities: 0, rewards: 0 });
    const own = await asCallerRolledBack(h.db, userCaller(owner.userId), async (tx) => (await tx.query('select id from public.sponsor_checkins')).rows);
    expect(own).toEqual([{ id: made.body.checkin.id }]);
    expect(await asCallerRolledBack(h.db, anon, async (tx) => (await tx.query('select * from public.sponsor_checkins')).rows.length)).toEqual({ sqlstate: '42501' });
    expect(await asCallerRolledBack(h.db, anon, async (tx) => (await tx.query('select * from public.sponsor_rewards')).rows.length)).toEqual({ sqlstate: '42501' });
  });

  it('refuses writes of check-ins, activities and points except through checkin_sponsor', async () => {
    const user = await newUser();
    const caller = userCaller(user.userId);
    expect(
      await asCallerRolledBack(h.db, caller, (tx) =>
        tx.query(`insert into public.sponsor_checkins (sponsor_id, user_id, client_request_id, local_date, lat, lng, distance_m) values ($1, $2, gen_random_uuid(), current_date, 0, 0, 0)`, [
          sponsors.station,
          user.userId,
        ]),
      ),
    ).toEqual({ sqlstate: '42501' });
    expect(await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query(`update public.sponsors set checkin_exp = 10000`)).rowCount)).toBe(0);
    expect(await asCallerRolledBack(h.db, caller, (tx) => tx.query(`insert into public.sponsor_rewards (sponsor_id, data) values ($1, '{}')`, [sponsors.far]))).toEqual({
      sqlstate: '42501',
    });
    expect(await asCallerRolledBack(h.db, caller, (tx) => tx.query(`insert into public.user_exp (user_id, exp) values ($1, 99999)`, [user.userId]))).toEqual({
      sqlstate: '42501',
    });
  });

  it('shows the public active sponsors only, and lets admins with ads.* see and edit all', async () => {
    const user = await h.createUser();
    for (const caller of [anon, userCaller(user)]) {
      const seen = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query<{ name: string }>('select name from public.sponsors')).rows.map((r) => r.name).sort());
      expect(seen).toEqual(['2 km north', '200 m north', 'Station Café']);
      const assets = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query<{ id: string }>('select id from public.assets')).rows.map((r) => r.id));
      expect(assets).toEqual([logo.id]);
    }
    const content = await h.createAdmin('content_manager');
    const admin = userCaller(content.userId);
    expect(await asCallerRolledBack(h.db, admin, async (tx) => (await tx.query('select id from public.sponsors')).rows.length)).toBe(5);
    expect(await asCallerRolledBack(h.db, admin, async (tx) => (await tx.query('select data from public.sponsor_rewards where sponsor_id = $1', [sponsors.station])).rows)).toEqual([
      { data: { coupon_code: 'PARK-2026' } },
    ]);
    expect(await asCallerRolledBack(h.db, admin, async (tx) => (await tx.query(`update public.sponsors set checkin_exp = 50 where id = $1`, [sponsors.draft])).rowCount)).toBe(1);
    const support = await h.createAdmin('support_agent');
    expect(
      await asCallerRolledBack(h.db, userCaller(support.userId), async (tx) => (await tx.query(`update public.sponsors set checkin_exp = 50 where id = $1`, [sponsors.draft])).rowCount),
    ).toBe(0);
  });
});
