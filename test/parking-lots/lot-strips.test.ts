import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { offsetPoint } from './fixtures.js';

/*
 * Nearby search with a stay reads the lots of a radius from the strip index (migration 0152) over
 * the ranges lot_strips gives: a lot the ranges miss would be missing from the answer. So every
 * point within the radius by sphere_distance_m must lie in one of them, wherever the circle is:
 * across the antimeridian, around a pole, on the equator, at every radius the search takes.
 */

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('lot_strips', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('holds every point within the radius, across the antimeridian and around the poles too', async () => {
    const next = rng(152);
    const centers: [number, number][] = [
      [35.68, 139.76], [0, 0], [0, 179.9999], [0, -179.9999], [-33.9, 180], [12.5, -180], [60, -0.0004],
      [88.95, 179.99], [89.2, 10], [89.995, -45], [-89.9, -170], [90, 0], [-90, 180], [71.3, 179.95],
    ];
    for (let i = 0; i < 20; i++) centers.push([next() * 178 - 89, next() * 360 - 180]);
    const pairs: { clat: number; clng: number; r: number; plat: number; plng: number }[] = [];
    for (const [clat, clng] of centers) {
      for (const r of [1, 60, 500, 2_000, 10_000]) {
        for (let k = 0; k < 40; k++) {
          // a quarter of them on the circle itself (within rounding), the rest inside it
          const p = offsetPoint(clat, clng, r * (k % 4 === 0 ? 1 : next()), next() * 360);
          const plng = ((((p.lng + 180) % 360) + 360) % 360) - 180;
          pairs.push({ clat, clng, r, plat: p.lat, plng });
        }
      }
    }
    const { rows } = await t.db.query<{ inside: number; missed: number; example: string | null }>(
      `select count(*)::int as inside,
              count(*) filter (where not covered)::int as missed,
              min(x::text) filter (where not covered) as example
         from jsonb_to_recordset($1::jsonb) x(clat float8, clng float8, r float8, plat float8, plng float8)
         cross join lateral (
           select exists (select 1 from public.lot_strips(x.clat, x.clng, x.r) s
                           where s.strip = floor(x.plat * 1000)::integer and x.plng between s.lng_lo and s.lng_hi) as covered) c
        where public.sphere_distance_m(x.clat, x.clng, x.plat, x.plng) <= x.r`,
      [JSON.stringify(pairs)],
    );
    expect(rows[0]!.missed, rows[0]!.example ?? '').toBe(0);
    expect(rows[0]!.inside).toBeGreaterThan(pairs.length / 2);
  });

  it('gives each strip one range, or two where the circle crosses the antimeridian, and every longitude near a pole', async () => {
    const ranges = async (lat: number, lng: number, m: number) =>
      (await t.db.query<{ strips: number; ranges: number; lo: number; hi: number }>(
        `select count(distinct strip)::int as strips, count(*)::int as ranges, min(lng_lo) as lo, max(lng_hi) as hi
           from public.lot_strips($1, $2, $3)`,
        [lat, lng, m],
      )).rows[0]!;
    const tokyo = await ranges(35.68, 139.76, 500);
    expect(tokyo.ranges).toBe(tokyo.strips);
    expect(tokyo.strips).toBeGreaterThanOrEqual(9);
    expect(tokyo.strips).toBeLessThanOrEqual(11);
    expect([tokyo.lo, tokyo.hi].map((x) => Math.round(x * 100) / 100)).toEqual([139.75, 139.77]);
    const dateLine = await ranges(0, 179.999, 1_000);
    expect(dateLine.ranges).toBe(2 * dateLine.strips);
    expect([dateLine.lo, dateLine.hi]).toEqual([-180, 180]);
    const pole = await ranges(89.5, 20, 2_000);
    expect([pole.ranges, pole.lo, pole.hi]).toEqual([pole.strips, -180, 180]);
  });
});
