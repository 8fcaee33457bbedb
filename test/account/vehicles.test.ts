import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';
import { asCallerRolledBack, asUser, expectError, newUser, type User } from './support.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const VAN = { nickname: 'Hiace', vehicle_type: 'regular', plate_number: '品川 300 あ 12-34', height_m: 2.3, width_m: 1.88, length_m: 4.84, weight_t: 2.1, tire_width_mm: 195, ground_clearance_cm: 17 };

const register = (user: User, body: unknown) => h.request('/v1/me/vehicles', { token: user.token, body });

describe('vehicles', () => {
  it('registers, lists, changes and soft-deletes a vehicle', async () => {
    const user = await newUser(h);
    const created = await register(user, VAN);
    expect(created.status, created.text).toBe(201);
    const id = created.body.vehicle.id;
    expect(created.body.vehicle).toMatchObject({ ...VAN, id, is_default: false });
    expect(created.headers.get('location')).toBe(`/v1/me/vehicles/${id}`);
    expect((await h.request(`/v1/me/vehicles/${id}`, { token: user.token })).body).toEqual(created.body);

    const listed = await h.request('/v1/me/vehicles', { token: user.token });
    expect(listed.body.vehicles).toEqual([created.body.vehicle]);

    const patched = await h.request(`/v1/me/vehicles/${id}`, { method: 'PATCH', token: user.token, body: { nickname: 'Van', plate_number: null, height_m: 2.28 } });
    expect(patched.status).toBe(200);
    expect(patched.body.vehicle).toMatchObject({ nickname: 'Van', plate_number: null, height_m: 2.28, width_m: 1.88 });

    const deleted = await h.request(`/v1/me/vehicles/${id}`, { method: 'DELETE', token: user.token });
    expect(deleted.status).toBe(204);
    expect((await h.request('/v1/me/vehicles', { token: user.token })).body.vehicles).toEqual([]);
    // A retried delete is the same answer; the deleted vehicle is gone for every other route.
    expect((await h.request(`/v1/me/vehicles/${id}`, { method: 'DELETE', token: user.token })).status).toBe(204);
    expectError(await h.request(`/v1/me/vehicles/${id}`, { method: 'PATCH', token: user.token, body: { nickname: 'x' } }), 404, 'not_found', 'id');
    expectError(await h.request(`/v1/me/vehicles/${id}`, { token: user.token }), 404, 'not_found', 'id');
    // Soft: the row stays.
    const { rows } = await h.db.query('select deleted_at from public.user_vehicles where id = $1', [id]);
    expect(rows[0]).toMatchObject({ deleted_at: expect.any(String) });
  });

  it('takes a vehicle with only a nickname and a type', async () => {
    const user = await newUser(h);
    const res = await register(user, { nickname: 'Bike', vehicle_type: 'motorcycle' });
    expect(res.status).toBe(201);
    expect(res.body.vehicle).toMatchObject({ plate_number: null, height_m: null, ground_clearance_cm: null });
  });

  it('refuses bad input with the envelope naming the field', async () => {
    const user = await newUser(h);
    const bad: [unknown, string | null][] = [
      [{ vehicle_type: 'regular' }, 'nickname'],
      [{ nickname: '', vehicle_type: 'regular' }, 'nickname'],
      [{ nickname: '   ', vehicle_type: 'regular' }, 'nickname'],
      [{ nickname: 'x'.repeat(51), vehicle_type: 'regular' }, 'nickname'],
      [{ nickname: 'Car', vehicle_type: 'truck' }, 'vehicle_type'],
      [{ nickname: 'Car', vehicle_type: 'regular', colour: 'red' }, 'colour'],
      [{ nickname: 'Car', vehicle_type: 'regular', height_m: 0.49 }, 'height_m'],
      [{ nickname: 'Car', vehicle_type: 'regular', height_m: 5.01 }, 'height_m'],
      [{ nickname: 'Car', vehicle_type: 'regular', height_m: '2.3' }, 'height_m'],
      [{ nickname: 'Car', vehicle_type: 'regular', width_m: 3.51 }, 'width_m'],
      [{ nickname: 'Car', vehicle_type: 'regular', length_m: 20.5 }, 'length_m'],
      [{ nickname: 'Car', vehicle_type: 'regular', weight_t: 0.04 }, 'weight_t'],
      [{ nickname: 'Car', vehicle_type: 'regular', tire_width_mm: 195.5 }, 'tire_width_mm'],
      [{ nickname: 'Car', vehicle_type: 'regular', tire_width_mm: 601 }, 'tire_width_mm'],
      [{ nickname: 'Car', vehicle_type: 'regular', ground_clearance_cm: -1 }, 'ground_clearance_cm'],
      [{ nickname: 'Car', vehicle_type: 'regular', plate_number: 'x'.repeat(31) }, 'plate_number'],
    ];
    for (const [body, param] of bad) {
      expectError(await register(user, body), 422, 'validation_error', param);
    }
    expect((await h.request('/v1/me/vehicles', { token: user.token })).body.vehicles).toEqual([]);
  });

  it('takes every bound at its edge', async () => {
    const user = await newUser(h);
    const low = { nickname: 'x', vehicle_type: 'kei', plate_number: 'p', height_m: 0.5, width_m: 0.3, length_m: 0.5, weight_t: 0.05, tire_width_mm: 50, ground_clearance_cm: 0 };
    const high = { nickname: '車'.repeat(50), vehicle_type: 'oversized', plate_number: 'p'.repeat(30), height_m: 5, width_m: 3.5, length_m: 20, weight_t: 50, tire_width_mm: 600, ground_clearance_cm: 100 };
    expect((await register(user, low)).body.vehicle).toMatchObject(low);
    expect((await register(user, high)).body.vehicle).toMatchObject(high);
  });

  it('keeps at most 10 live vehicles per user; a deleted one frees a place', async () => {
    const user = await newUser(h);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await register(user, { nickname: `Car ${i}`, vehicle_type: 'regular' })).body.vehicle.id);
    const eleventh = await register(user, { nickname: 'One too many', vehicle_type: 'regular' });
    expectError(eleventh, 422, 'validation_error', null);
    expect(eleventh.body.error.details).toEqual({ limit: 10 });
    await h.request(`/v1/me/vehicles/${ids[0]}`, { method: 'DELETE', token: user.token });
    expect((await register(user, { nickname: 'Replacement', vehicle_type: 'regular' })).status).toBe(201);
    expect((await h.request('/v1/me/vehicles', { token: user.token })).body.vehicles).toHaveLength(10);
  });

  it('does not let concurrent registrations pass the limit together', async () => {
    const user = await newUser(h);
    for (let i = 0; i < 8; i++) await register(user, { nickname: `Car ${i}`, vehicle_type: 'regular' });
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => register(user, { nickname: `Race ${i}`, vehicle_type: 'regular' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from public.user_vehicles where user_id = $1 and deleted_at is null', [user.userId]);
    expect(rows[0]!.n).toBe(10);
  });

  it('answers another user’s vehicle as not found, and leaves it alone', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const id = (await register(owner, VAN)).body.vehicle.id;
    expectError(await h.request(`/v1/me/vehicles/${id}`, { token: other.token }), 404, 'not_found', 'id');
    expectError(await h.request(`/v1/me/vehicles/${id}`, { method: 'PATCH', token: other.token, body: { nickname: 'Mine now' } }), 404, 'not_found', 'id');
    expectError(await h.request(`/v1/me/vehicles/${id}`, { method: 'DELETE', token: other.token }), 404, 'not_found', 'id');
    expect((await h.request('/v1/me/vehicles', { token: other.token })).body.vehicles).toEqual([]);
    expect((await h.request('/v1/me/vehicles', { token: owner.token })).body.vehicles[0]).toMatchObject({ id, nickname: 'Hiace' });
    expectError(await h.request(`/v1/me/vehicles/not-a-uuid`, { method: 'DELETE', token: owner.token }), 422, 'validation_error', 'id');
  });

  it('row-level security: another user’s claims read, change and delete none of them', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const id = (await register(owner, VAN)).body.vehicle.id;
    const seen = await asCallerRolledBack(h, asUser(other.userId), async (tx) => ({
      rows: (await tx.query<{ n: number }>('select count(*)::int as n from public.user_vehicles')).rows[0]!.n,
      updated: (await tx.query(`update public.user_vehicles set nickname = 'x' where id = $1`, [id])).rowCount,
      deleted: (await tx.query(`update public.user_vehicles set deleted_at = now() where id = $1`, [id])).rowCount,
    }));
    expect(seen).toEqual({ rows: 0, updated: 0, deleted: 0 });
    // Nor can a row be written for someone else.
    expect(
      await asCallerRolledBack(h, asUser(other.userId), (tx) =>
        tx.query(`insert into public.user_vehicles (user_id, nickname, vehicle_type) values ($1, 'x', 'regular')`, [owner.userId]),
      ),
    ).toEqual({ sqlstate: '42501' });
  });

  it('needs a token', async () => {
    expectError(await h.request('/v1/me/vehicles'), 401, 'unauthorized');
    expectError(await h.request('/v1/me/vehicles', { body: VAN }), 401, 'unauthorized');
  });
});

describe('searching with a vehicle (vehicle_id)', () => {
  const near = { lat: 35.6581, lng: 139.7017 };
  let driver: User;
  let vanId: string;
  let lots: Record<string, string>;

  beforeAll(async () => {
    driver = await newUser(h);
    vanId = (await register(driver, VAN)).body.vehicle.id;
    const at = (i: number) => ({ lat: near.lat + i * 0.0001, lng: near.lng });
    const lot = async (name: string, i: number, limits: Record<string, unknown>) => {
      const id = await createLot(h.db, { name, point: at(i), vehicleTypeMax: null });
      const set = Object.keys(limits).map((k, j) => `${k} = $${j + 2}`).join(', ');
      if (set) await h.db.query(`update public.parking_lots set ${set} where id = $1`, [id, ...Object.values(limits)]);
      return id;
    };
    lots = {
      open: await lot('VS No limits', 1, {}),
      tall: await lot('VS Tall enough', 2, { max_height_m: 2.3, max_width_m: 1.9, max_length_m: 5, max_weight_t: 2.5, max_tire_width_mm: 245, min_clearance_cm: 15 }),
      mechanical: await lot('VS Mechanical 1.55 m', 3, { max_height_m: 1.55 }),
      narrow: await lot('VS Narrow', 4, { max_width_m: 1.85 }),
      short: await lot('VS Short', 5, { max_length_m: 4.8 }),
      light: await lot('VS Light', 6, { max_weight_t: 2.0 }),
      tires: await lot('VS Thin tires', 7, { max_tire_width_mm: 185 }),
      clearance: await lot('VS Low floor needed', 8, { min_clearance_cm: 18 }),
      kei: await lot('VS Kei only', 9, { vehicle_type_max: 'kei' }),
      regular: await lot('VS Regular or smaller', 10, { vehicle_type_max: 'regular' }),
    };
  });

  const fitting = ['open', 'tall', 'regular'];

  it('nearby keeps only the lots the van fits (an unstated limit fits)', async () => {
    const all = await h.request(`/v1/parking-lots/nearby?lat=${near.lat}&lng=${near.lng}&radius_m=500`);
    expect(all.body.parking_lots).toHaveLength(Object.keys(lots).length);
    const res = await h.request(`/v1/parking-lots/nearby?lat=${near.lat}&lng=${near.lng}&radius_m=500&vehicle_id=${vanId}`, { token: driver.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.parking_lots.map((l: { id: string }) => l.id).sort()).toEqual(fitting.map((k) => lots[k]).sort());
  });

  it('nearby with a stay (the priced candidates) applies the vehicle too', async () => {
    const res = await h.request(
      `/v1/parking-lots/nearby?lat=${near.lat}&lng=${near.lng}&radius_m=500&vehicle_id=${vanId}&entry_at=2026-06-01T10:00:00%2B09:00&exit_at=2026-06-01T12:00:00%2B09:00`,
      { token: driver.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.parking_lots.map((l: { id: string }) => l.id).sort()).toEqual(fitting.map((k) => lots[k]).sort());
  });

  it('lot search keeps the same lots', async () => {
    const res = await h.request(`/v1/parking-lots?q=VS%20&limit=100&vehicle_id=${vanId}`, { token: driver.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.parking_lots.map((l: { id: string }) => l.id).sort()).toEqual(fitting.map((k) => lots[k]).sort());
  });

  it('each limit decides at its edge: equal fits, a hair over does not', async () => {
    const edge = await register(driver, { nickname: 'Edge', vehicle_type: 'kei', height_m: 1.55, ground_clearance_cm: 18 });
    const res = await h.request(`/v1/parking-lots?q=VS%20&limit=100&vehicle_id=${edge.body.vehicle.id}`, { token: driver.token });
    const names = res.body.parking_lots.map((l: { name: string }) => l.name);
    expect(names).toContain('VS Mechanical 1.55 m');
    expect(names).toContain('VS Low floor needed');
    expect(names).toContain('VS Kei only');
    const over = await register(driver, { nickname: 'Over', vehicle_type: 'kei', height_m: 1.56, ground_clearance_cm: 17 });
    const res2 = await h.request(`/v1/parking-lots?q=VS%20&limit=100&vehicle_id=${over.body.vehicle.id}`, { token: driver.token });
    const names2 = res2.body.parking_lots.map((l: { name: string }) => l.name);
    expect(names2).not.toContain('VS Mechanical 1.55 m');
    expect(names2).not.toContain('VS Low floor needed');
  });

  it('a vehicle without dimensions filters by its type only', async () => {
    const bare = await register(driver, { nickname: 'Unknown size', vehicle_type: 'oversized' });
    const res = await h.request(`/v1/parking-lots/nearby?lat=${near.lat}&lng=${near.lng}&vehicle_id=${bare.body.vehicle.id}`, { token: driver.token });
    const ids = res.body.parking_lots.map((l: { id: string }) => l.id);
    expect(ids).not.toContain(lots.kei);
    expect(ids).not.toContain(lots.regular);
    expect(ids).toContain(lots.mechanical);
  });

  it('refuses another user’s, a deleted or an unknown vehicle as not found, and a vehicle without a token', async () => {
    const other = await newUser(h);
    for (const path of [`/v1/parking-lots/nearby?lat=${near.lat}&lng=${near.lng}&vehicle_id=`, `/v1/parking-lots?vehicle_id=`]) {
      expectError(await h.request(`${path}${vanId}`, { token: other.token }), 404, 'not_found', 'vehicle_id');
      expectError(await h.request(`${path}${randomUUID()}`, { token: driver.token }), 404, 'not_found', 'vehicle_id');
      expectError(await h.request(`${path}${vanId}`), 401, 'unauthorized');
      expectError(await h.request(`${path}nope`, { token: driver.token }), 422, 'validation_error', 'vehicle_id');
    }
    const gone = (await register(driver, { nickname: 'Sold', vehicle_type: 'regular' })).body.vehicle.id;
    await h.request(`/v1/me/vehicles/${gone}`, { method: 'DELETE', token: driver.token });
    expectError(await h.request(`/v1/parking-lots/nearby?lat=${near.lat}&lng=${near.lng}&vehicle_id=${gone}`, { token: driver.token }), 404, 'not_found', 'vehicle_id');
  });

  it('the RPC refuses a vehicle_id that is not a UUID string', async () => {
    const out = await asCallerRolledBack(h, asUser(driver.userId), (tx) =>
      tx.query(`select * from public.nearby_parking_lots($1, $2, 500, $3::jsonb)`, [near.lat, near.lng, JSON.stringify({ vehicle_id: 12 })]),
    );
    expect(out).toEqual({ sqlstate: 'PK400' });
  });
});
