import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/*
 * The representative point of lines and areas (parking_lot_geometry_point): where nearby search
 * finds a lot. Real lots are tens of metres wide, so the point must be right to the metre there,
 * and a lot across the antimeridian is as small as any other.
 */
describe('representative point of lines and areas', () => {
  let h: Harness;
  let admin: Awaited<ReturnType<Harness['createAdmin']>>;
  beforeAll(async () => {
    h = await createHarness();
    admin = await h.createAdmin('ops_manager');
  });
  afterAll(() => h.close());

  const square = (x: number, y: number, d: number) => [[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]];
  const area = (ring: number[][]) => ({ shape_type: 'area', area: { type: 'Polygon', coordinates: [ring] } });
  const line = (coordinates: number[][]) => ({ shape_type: 'line', line: { type: 'LineString', coordinates } });
  const createLot = async (geometry: unknown, status = 'active') => {
    const res = await h.request('/v1/admin/parking-lots', { token: admin.token, body: { parking_lot: { name: 'Shape', status, geometry } } });
    expect(res.status, res.text).toBe(201);
    return res.body.parking_lot.id as string;
  };
  const repPoint = async (id: string) =>
    (await h.db.query<{ rep_lat: number; rep_lng: number }>('select rep_lat, rep_lng from parking_lots where id = $1', [id])).rows[0]!;
  // 1e-7° is about 1 cm.
  const expectPoint = (rep: { rep_lat: number; rep_lng: number }, lat: number, lng: number) => {
    expect(Math.abs(rep.rep_lat - lat), `lat ${rep.rep_lat} for ${lat}`).toBeLessThan(1e-7);
    expect(Math.abs(rep.rep_lng - lng), `lng ${rep.rep_lng} for ${lng}`).toBeLessThan(1e-7);
  };

  it('places a small lot in Tokyo at its centre, and nearby search from there finds it', async () => {
    const x = 139.70013;
    const y = 35.69017;
    // About 20, 10 and 5 m wide.
    for (const d of [0.0002, 0.0001, 0.00005]) {
      const id = await createLot(area(square(x, y, d)));
      expectPoint(await repPoint(id), y + d / 2, x + d / 2);
      const near = await h.request(`/v1/parking-lots/nearby?lat=${y + d / 2}&lng=${x + d / 2}&radius_m=100`);
      expect(near.status).toBe(200);
      const hit = near.body.parking_lots.find((l: { id: string }) => l.id === id);
      expect(hit, `${d}° square`).toBeDefined();
      expect(hit.distance_m).toBeLessThan(1);
    }
  });

  it('takes a lot across the antimeridian the short way, its point within [-180, 180]', async () => {
    const cases: [unknown, number, number][] = [
      [line([[179.99, 10], [-179.99, 10]]), 10, 180],
      [line([[-179.99, 10], [179.99, 10], [179.97, 10]]), 10, 179.99],
      [area([[179.99, 10], [-179.99, 10], [-179.99, 10.01], [179.99, 10.01], [179.99, 10]]), 10.005, 180],
      [area([[-179.995, -20], [179.985, -20], [179.985, -20.01], [-179.995, -20.01], [-179.995, -20]]), -20.005, 179.995],
      // Not across: unchanged by the unwrapping.
      [line([[-179.99, 10], [-179.97, 10]]), 10, -179.98],
      [area(square(170, 0, 10)), 5, 175],
    ];
    for (const [geometry, lat, lng] of cases) {
      const rep = await repPoint(await createLot(geometry, 'draft'));
      expect(rep.rep_lng, JSON.stringify(geometry)).toBeGreaterThanOrEqual(-180);
      expect(rep.rep_lng, JSON.stringify(geometry)).toBeLessThanOrEqual(180);
      // 180 and -180 are one meridian.
      const lngOff = Math.abs(rep.rep_lng - lng) % 360;
      expect(Math.min(lngOff, 360 - lngOff), JSON.stringify(geometry)).toBeLessThan(1e-7);
      expect(rep.rep_lat, JSON.stringify(geometry)).toBeCloseTo(lat, 7);
    }
  });

  it('keeps a ring enclosing no area at its vertex average, and a line of one repeated point at it', async () => {
    expectPoint(await repPoint(await createLot(area([[139.7, 35.6], [139.7002, 35.6], [139.7001, 35.6], [139.7, 35.6]]), 'draft')), 35.6, 139.7001);
    expectPoint(await repPoint(await createLot(line([[139.7, 35.6], [139.7, 35.6]]), 'draft')), 35.6, 139.7);
  });

  it('migration 0157 recomputes the stored points of lines and areas, leaving updated_at', async () => {
    const fn = fs.readFileSync(new URL('../../src/modules/parking-lots/sql/parking_lot_geometry_point.sql', import.meta.url), 'utf8');
    const migration = fs.readFileSync(new URL('../../db/migrations/0157_parking_lot_rep_points_recomputed.sql', import.meta.url), 'utf8');
    // Stored points as a former body left them: wrong for every shape.
    await h.db.exec(`create or replace function public.parking_lot_geometry_point(g jsonb) returns point
      language sql immutable strict parallel safe as $$ select case when jsonb_typeof(g) = 'object' then point(0, 0) end $$`);
    let ids: string[];
    try {
      ids = [
        await createLot(area(square(139.70013, 35.69017, 0.0001)), 'draft'),
        await createLot(line([[179.99, 10], [-179.99, 10]]), 'draft'),
        await createLot({ shape_type: 'point', point: { lat: 35, lng: 139 } }, 'draft'),
      ];
    } finally {
      await h.db.exec(fn);
    }
    const stamps = async () =>
      (await h.db.query<{ updated_at: Date }>('select updated_at from parking_lots where id = any($1) order by id', [ids])).rows;
    const before = await stamps();
    expectPoint(await repPoint(ids[0]!), 0, 0);
    await h.db.exec(migration);
    expectPoint(await repPoint(ids[0]!), 35.69017 + 0.00005, 139.70013 + 0.00005);
    expect(Math.abs((await repPoint(ids[1]!)).rep_lng)).toBeCloseTo(180, 7);
    // A point's representative point is the point, whatever a body did: the migration leaves it.
    expectPoint(await repPoint(ids[2]!), 0, 0);
    expect(await stamps()).toEqual(before);
    await h.db.exec(`update parking_lots set geometry = geometry where id = '${ids[2]}'`);
    expectPoint(await repPoint(ids[2]!), 35, 139);
  });
});
