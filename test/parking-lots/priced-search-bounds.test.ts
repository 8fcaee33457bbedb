import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, asCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { createHarness, type Harness } from '../support/harness.js';

/*
 * A search with a stay prices each distinct signature within the radius once, so its work is bounded
 * by the stay (issue 11: one anonymous request over 366 days and 10 km held the embedded database
 * for 21 s): at most 7 days, past that a 422 naming exit_at. The number of lots in the radius no
 * longer bounds it (issue 21 item 2: the 200-lot limit is lifted).
 */

const ORIGIN = { lat: 26.2124, lng: 127.6809 };
const EARTH_RADIUS_M = 6371008.8;
/** Lot i is 10·i metres due north of the origin: exactly, on the sphere the search measures on. */
const LOTS = 201;

describe('bounds of a priced nearby search', () => {
  let h: Harness;
  const search = (query: string) => h.request(`/v1/parking-lots/nearby?lat=${ORIGIN.lat}&lng=${ORIGIN.lng}${query}`);
  const stay = (entry: string, exit: string) => `&entry_at=${encodeURIComponent(entry)}&exit_at=${encodeURIComponent(exit)}`;
  const week = stay('2026-11-24T10:00:00+09:00', '2026-12-01T10:00:00+09:00');

  const expectRefusal = (res: Awaited<ReturnType<Harness['request']>>, param: string, message: string) => {
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: {
        code: 'validation_error',
        message,
        param,
        request_id: res.headers.get('x-request-id'),
        message_key: 'errors.validation_error',
        doc_url: 'http://localhost:8787/reference#error-validation_error',
      },
    });
  };

  beforeAll(async () => {
    h = await createHarness();
    await h.db.query(
      `insert into public.parking_lots (name, status, source, geometry)
       select 'Crowd ' || i, 'active', 'manual',
              jsonb_build_object('shape_type', 'point', 'point', jsonb_build_object('lat', $1 + degrees(i * 10 / $3::float8), 'lng', $2::float8))
         from generate_series(1, $4) i`,
      [ORIGIN.lat, ORIGIN.lng, EARTH_RADIUS_M, LOTS],
    );
  });
  afterAll(() => h.close());

  it('prices a stay of up to 7 days, and refuses a longer one naming exit_at (the issue’s 366 days, 10 km, by price)', async () => {
    expect((await search(`&radius_m=100${week}&sort=price`)).status).toBe(200);
    const message = 'A search prices a stay of at most 7 days (exit_at - entry_at); estimate a longer stay for one lot with calc-fee.';
    expectRefusal(await search(`&radius_m=100${stay('2026-11-24T10:00:00+09:00', '2026-12-01T10:00:00.001+09:00')}`), 'exit_at', message);
    expectRefusal(await search(`&radius_m=10000&limit=100&sort=price${stay('2026-01-01T00:00:00+09:00', '2027-01-02T00:00:00+09:00')}`), 'exit_at', message);
    // One lot's estimate keeps its own bound of 366 days.
    const id = (await search('&radius_m=10&limit=1')).body.parking_lots[0].id;
    const estimate = await h.request(`/v1/parking-lots/${id}/calc-fee`, { body: { entry_at: '2026-01-01T00:00:00+09:00', exit_at: '2026-12-31T00:00:00+09:00' } });
    expect(estimate.status).toBe(200);
  });

  it('prices a radius holding more than the former 200 lots, nearest first or by price', async () => {
    for (const sort of ['distance', 'price']) {
      const res = await search(`&radius_m=2015&limit=100&sort=${sort}${week}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.parking_lots).toHaveLength(100);
      // no lot here has pricing rules, so none is priced and the price ranks nothing: nearest first
      expect(res.body.parking_lots.map((l: { name: string }) => l.name)).toEqual(Array.from({ length: 100 }, (_, i) => `Crowd ${i + 1}`));
    }
    const all = await search(`&radius_m=10000&limit=100&sort=price&max_price=0${week}`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.parking_lots).toEqual([]);
    // Without a stay nothing is priced: the nearest lots come straight from the index, however many match.
    const unpriced = await search('&radius_m=10000&limit=100');
    expect(unpriced.status).toBe(200);
    expect(unpriced.body.parking_lots).toHaveLength(100);
  });

  it('holds for nearby_parking_lots called directly (the contract’s function)', async () => {
    const call = (radius: number, filters: Record<string, unknown>) =>
      asCaller(h.db, anonCaller, (tx) =>
        tx.query('select * from public.nearby_parking_lots($1, $2, $3, $4::jsonb)', [ORIGIN.lat, ORIGIN.lng, radius, JSON.stringify(filters)]),
      ).then(
        () => undefined,
        (e: unknown) => mapDatabaseError(e),
      );
    const weekStay = { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-12-01T10:00:00+09:00' };
    expect(await call(2005, weekStay)).toBeUndefined();
    expect(await call(2015, weekStay)).toBeUndefined();
    expect(await call(100, { ...weekStay, exit_at: '2026-12-01T10:00:01+09:00' })).toMatchObject({ code: 'validation_error', param: 'exit_at' });
  });

  it('documents the bound in the contract', () => {
    const operation = (h.app.openApiDocument() as any).paths['/v1/parking-lots/nearby'].get;
    const described = (name: string) => operation.parameters.find((p: { name: string }) => p.name === name).description as string;
    expect(described('exit_at')).toContain('at most 7 days');
    expect(described('radius_m')).not.toContain('at most 200');
    expect(operation.responses['422'].description).toMatch(/7 days names exit_at/);
    expect(operation.responses['422'].description).not.toContain('200');
  });
});
