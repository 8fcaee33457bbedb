import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { asCallerRolledBack, asUser, expectError, newUser, type User } from './support.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const patch = (user: User, body: unknown) => h.request('/v1/me', { method: 'PATCH', token: user.token, body });

/** An asset whose bytes arrived (as the upload flow marks it); `status: 'pending'` for one that did not. */
async function upload(userId: string | null, category = 'avatar', status = 'uploaded'): Promise<string> {
  const { rows } = await h.db.query<{ id: string }>(
    `insert into public.assets (user_id, category, file_name, mime_type, file_size, s3_key, public_url, status, uploaded_at)
     values ($1, $2, 'me.png', 'image/png', 1000, $3, $4, $5, case when $5 = 'uploaded' then now() end) returning id`,
    [userId, category, `avatars/${randomUUID()}.png`, `https://cdn.example.jp/avatars/${randomUUID()}.png`, status],
  );
  return rows[0]!.id;
}

describe('PATCH /v1/me', () => {
  it('changes the name, locale, avatar and default vehicle, and GET /v1/me shows them', async () => {
    const user = await newUser(h);
    const avatar = await upload(user.userId);
    const vehicle = (await h.request('/v1/me/vehicles', { token: user.token, body: { nickname: 'Car', vehicle_type: 'regular' } })).body.vehicle.id;
    const res = await patch(user, { display_name: '山田 太郎', locale: 'en', avatar_asset_id: avatar, default_vehicle_id: vehicle });
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile).toMatchObject({
      user_id: user.userId,
      display_name: '山田 太郎',
      locale: 'en',
      status: 'active',
      avatar_asset_id: avatar,
      avatar_url: expect.stringMatching(/^https:\/\/cdn\.example\.jp\/avatars\//),
      default_vehicle_id: vehicle,
      theme_id: null,
      is_premium: false,
    });
    expect((await h.request('/v1/me', { token: user.token })).body).toEqual(res.body);
    expect((await h.request('/v1/me/vehicles', { token: user.token })).body.vehicles[0].is_default).toBe(true);

    // Keys left out stay; null clears.
    const cleared = await patch(user, { avatar_asset_id: null, display_name: null });
    expect(cleared.body.profile).toMatchObject({ display_name: null, locale: 'en', avatar_asset_id: null, avatar_url: null, default_vehicle_id: vehicle });
  });

  it('is idempotent: the same patch twice changes nothing the second time', async () => {
    const user = await newUser(h);
    const first = await patch(user, { display_name: 'Hanako' });
    const second = await patch(user, { display_name: 'Hanako' });
    expect(second.body).toEqual(first.body);
    expect((await patch(user, {})).body).toEqual(first.body);
  });

  it('creates the profile of a user who has none yet', async () => {
    const user = await newUser(h);
    expect((await h.db.query('select 1 from public.profiles where user_id = $1', [user.userId])).rows).toEqual([]);
    expect((await patch(user, { locale: 'en' })).body.profile).toMatchObject({ locale: 'en', display_name: null });
  });

  it('refuses unknown keys and values out of bounds, naming the field', async () => {
    const user = await newUser(h);
    const cases: [unknown, string | null][] = [
      [{ nickname: 'x' }, 'nickname'],
      [{ status: 'withdrawn' }, 'status'],
      [{ theme_id: randomUUID() }, 'theme_id'],
      [{ display_name: '' }, 'display_name'],
      [{ display_name: '  ' }, 'display_name'],
      [{ display_name: 'x'.repeat(101) }, 'display_name'],
      [{ locale: 'fr' }, 'locale'],
      [{ avatar_asset_id: 'not-a-uuid' }, 'avatar_asset_id'],
      [{ default_vehicle_id: 42 }, 'default_vehicle_id'],
      [[], null],
    ];
    for (const [body, param] of cases) expectError(await patch(user, body), 422, 'validation_error', param);
    expect((await patch(user, { display_name: '名'.repeat(100) })).status).toBe(200);
    expectError(await h.request('/v1/me', { method: 'PATCH', token: user.token, rawBody: '{"display_name":', headers: { 'content-type': 'application/json' } }), 400, 'malformed_json');
  });

  it('takes only the caller’s own uploaded avatar image as the avatar', async () => {
    const user = await newUser(h);
    const other = await newUser(h);
    const theirs = await upload(other.userId);
    const nobodys = await upload(null);
    const notArrived = await upload(user.userId, 'avatar', 'pending');
    const aReviewPhoto = await upload(user.userId, 'review_image');
    for (const id of [theirs, nobodys, notArrived, aReviewPhoto, randomUUID()]) {
      expectError(await patch(user, { avatar_asset_id: id }), 422, 'validation_error', 'avatar_asset_id');
    }
    expect((await h.request('/v1/me', { token: user.token })).body.profile.avatar_asset_id).toBeNull();
    // The database refuses it too, whatever writes the row as the user (the one rule: can_use_as_avatar).
    await h.request('/v1/me', { token: user.token });
    expect(
      await asCallerRolledBack(h, asUser(user.userId), (tx) => tx.query('update public.profiles set avatar_asset_id = $2 where user_id = $1', [user.userId, theirs])),
    ).toEqual({ sqlstate: '42501' });
  });

  it('takes only a live vehicle of the caller’s as the default, and forgets a deleted one', async () => {
    const user = await newUser(h);
    const other = await newUser(h);
    const theirs = (await h.request('/v1/me/vehicles', { token: other.token, body: { nickname: 'Theirs', vehicle_type: 'kei' } })).body.vehicle.id;
    expectError(await patch(user, { default_vehicle_id: theirs }), 422, 'validation_error', 'default_vehicle_id');
    expectError(await patch(user, { default_vehicle_id: randomUUID() }), 422, 'validation_error', 'default_vehicle_id');
    const mine = (await h.request('/v1/me/vehicles', { token: user.token, body: { nickname: 'Mine', vehicle_type: 'kei' } })).body.vehicle.id;
    expect((await patch(user, { default_vehicle_id: mine })).body.profile.default_vehicle_id).toBe(mine);
    await h.request(`/v1/me/vehicles/${mine}`, { method: 'DELETE', token: user.token });
    expect((await h.request('/v1/me', { token: user.token })).body.profile.default_vehicle_id).toBeNull();
    expectError(await patch(user, { default_vehicle_id: mine }), 422, 'validation_error', 'default_vehicle_id');
  });

  it('row-level security: another user’s claims neither read nor change the profile', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    await patch(owner, { display_name: 'Owner' });
    const seen = await asCallerRolledBack(h, asUser(other.userId), async (tx) => ({
      rows: (await tx.query('select * from public.profiles where user_id = $1', [owner.userId])).rows.length,
      updated: (await tx.query(`update public.profiles set display_name = 'Taken' where user_id = $1`, [owner.userId])).rowCount,
    }));
    expect(seen).toEqual({ rows: 0, updated: 0 });
    // Nor can a user set their own status or theme directly: those go through withdraw_account and apply_theme.
    const direct = await asCallerRolledBack(h, asUser(owner.userId), (tx) =>
      tx.query(`update public.profiles set status = 'withdrawn', withdrawn_at = now() where user_id = $1`, [owner.userId]),
    );
    expect(direct).toEqual({ sqlstate: '42501' });
  });

  it('needs a token', async () => {
    expectError(await h.request('/v1/me', { method: 'PATCH', body: { locale: 'en' } }), 401, 'unauthorized');
  });
});
