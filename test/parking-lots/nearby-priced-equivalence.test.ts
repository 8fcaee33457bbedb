import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, asCaller, type DbCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { createLot, type PricingRuleRow } from '../support/lots.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { offsetPoint } from './fixtures.js';

/*
 * Issue 21 item 2: nearby search with a stay prices each signature near the point once and reads
 * the page by index scans per signature group, instead of pricing every lot in the radius (at most
 * 200). Every query the old function answered must be answered with exactly the same rows, in the
 * same order (ties included), with the same estimates and leave_by/next_amount. The old function is
 * kept here only (nearby_parking_lots_ranked.before.sql) and both run in one transaction (open_now
 * reads now()) on varied lots: hours, caps, rules that price only part of the day, lots without
 * rules, equal prices from different signatures, lots at the same point, height and vehicle limits,
 * tags, business hours.
 */

const ORIGIN = { lat: 35.0, lng: 135.76 };

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const RULES: (PricingRuleRow[] | undefined)[] = [
  undefined, // 200 per 30 minutes, 1,200 a day at most
  [{ rule_order: 0, category: 'unit', per_minutes: 60, price_minor: 400 }], // equal to the above over whole hours
  [
    { rule_order: 0, category: 'unit', time_start: '08:00', time_end: '20:00', per_minutes: 30, price_minor: 200 },
    { rule_order: 1, category: 'unit', time_start: '20:00', time_end: '08:00', per_minutes: 60, price_minor: 100 },
    { rule_order: 2, category: 'cap', cap_type: 'daily_max', cap_price_minor: 1200 },
    { rule_order: 3, category: 'cap', cap_type: 'hour_window_max', time_start: '20:00', time_end: '08:00', cap_price_minor: 400 },
  ],
  [{ rule_order: 0, category: 'unit', time_start: '08:00', time_end: '12:15', per_minutes: 15, price_minor: 50 }], // incomplete elsewhere
  [],
  [
    { rule_order: 0, category: 'unit', per_minutes: 20, price_minor: 100 },
    { rule_order: 1, category: 'cap', cap_type: 'daily_max', cap_price_minor: 900 },
  ],
  [{ rule_order: 0, category: 'unit', per_minutes: 30, price_minor: 150 }],
];

type Filters = Record<string, unknown>;

describe('nearby search with a stay: the same answers as pricing every lot', () => {
  let t: TestDatabase;
  let vehicleCaller: DbCaller;
  let vehicleId: string;
  let tagCodes: string[];

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.exec(fs.readFileSync(new URL('./nearby_parking_lots_ranked.before.sql', import.meta.url), 'utf8'));
    tagCodes = (await t.db.query<{ tag_code: string }>(`select tag_code from public.tags where is_active order by tag_code limit 3`)).rows.map((r) => r.tag_code);
    const next = rng(21);
    const points: { lat: number; lng: number }[] = [];
    for (let i = 0; i < 260; i++) {
      // Some lots share a point (equal distances: the id decides), most are spread within 1.6 km.
      const point = i > 10 && next() < 0.08 ? points[Math.floor(next() * points.length)]! : offsetPoint(ORIGIN.lat, ORIGIN.lng, Math.round(next() * 1600), next() * 360);
      points.push(point);
      const id = await createLot(t.db, {
        name: `Lot ${i}`,
        point,
        status: next() < 0.1 ? 'draft' : 'active',
        vehicleTypeMax: (['kei', 'regular', null] as const)[Math.floor(next() * 3)],
        rules: RULES[Math.floor(next() * RULES.length)],
      });
      if (next() < 0.3) await t.db.query(`update public.parking_lots set max_height_m = $2 where id = $1`, [id, next() < 0.5 ? 1.55 : 2.1]);
      for (const code of tagCodes) {
        if (next() < 0.4) {
          await t.db.query(`insert into public.parking_lot_tags (parking_lot_id, tag_id, state) select $1, id, true from public.tags where tag_code = $2`, [id, code]);
        }
      }
      const hours = next();
      if (hours < 0.4) await t.db.query(`insert into public.parking_lot_hours (parking_lot_id, is_24h) values ($1, true)`, [id]);
      else if (hours < 0.7) {
        await t.db.query(`insert into public.parking_lot_hours (parking_lot_id, open_time, close_time) values ($1, '00:00', '00:01')`, [id]);
      }
    }
    const user = await t.db.query<{ id: string }>(`insert into auth.users (email) values ('equivalence@example.test') returning id`);
    const userId = user.rows[0]!.id;
    vehicleId = (
      await t.db.query<{ id: string }>(`insert into public.user_vehicles (user_id, nickname, vehicle_type, height_m) values ($1, 'Car', 'regular', 1.8) returning id`, [
        userId,
      ])
    ).rows[0]!.id;
    vehicleCaller = { role: 'authenticated', claims: { role: 'authenticated', sub: userId } };
    await t.db.exec('analyze');
  });
  afterAll(() => t.drop());

  // Each in its own transaction (a refusal aborts one); open_now reads now(), and the business
  // hours below change only at midnight, so the two calls see the same hours.
  // scanAllMax: the new function reads a radius of at most that many lots whole (200 by default);
  // 0 sends every query through the per-group index scans.
  const call = (fn: string, caller: DbCaller, radius: number, filters: Filters, limit: number, scanAllMax = '', at = ORIGIN) =>
    asCaller(t.db, caller, async (tx) => {
      await tx.query(`select set_config('parking.nearby_scan_all_max', $1, true)`, [scanAllMax]);
      return tx.query(`select * from public.${fn}($1, $2, $3, $4::jsonb, $5)`, [at.lat, at.lng, radius, JSON.stringify(filters), limit]);
    }).then(
      (r) => r.rows,
      (e: unknown) => mapDatabaseError(e) ?? e,
    );
  const both = async (caller: DbCaller, radius: number, filters: Filters, limit: number, scanAllMax = '', at = ORIGIN) => ({
    before: await call('nearby_parking_lots_ranked_before', caller, radius, filters, limit, '', at),
    after: await call('nearby_parking_lots_ranked', caller, radius, filters, limit, scanAllMax, at),
  });

  it.each([
    ['reading small radii whole', ''],
    ['by index scans per signature group only', '0'],
  ])('answers varied queries exactly as before, and those the 200-lot bound refused (%s)', async (_, scanAllMax) => {
    const next = rng(2026);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    const stays = [
      ['2026-11-24T10:00:00+09:00', '2026-11-24T11:00:00+09:00'],
      ['2026-11-24T10:00:00+09:00', '2026-11-24T13:10:00+09:00'],
      ['2026-11-24T18:30:00+09:00', '2026-11-25T08:45:00+09:00'],
      ['2026-11-24T09:00:00+09:00', '2026-11-26T09:00:00+09:00'],
      ['2026-11-28T11:00:00+09:00', '2026-11-28T12:10:00+09:00'],
    ] as const;
    let compared = 0;
    let refusedBefore = 0;
    let rowsCompared = 0;
    for (let q = 0; q < 160; q++) {
      const [entry_at, exit_at] = pick(stays);
      const filters: Filters = { entry_at, exit_at };
      const sort = pick(['distance', 'price', undefined] as const);
      if (sort) filters.sort = sort;
      if (next() < 0.4) filters.max_price = pick([0, 300, 600, 800, 1200, 5000]);
      if (next() < 0.2) filters.max_height_m = pick([1.5, 2.0]);
      if (next() < 0.2) filters.tags = [pick(tagCodes)];
      if (next() < 0.2) filters.open_now = pick([true, false]);
      let caller = anonCaller;
      if (next() < 0.15) {
        filters.vehicle_id = vehicleId;
        caller = vehicleCaller;
      }
      const radius = pick([1, 60, 250, 500, 900, 1300, 2000]);
      const limit = pick([1, 3, 10, 50, 100]);
      const { before, after } = await both(caller, radius, filters, limit, scanAllMax);
      if (!Array.isArray(before)) {
        // the one refusal the rewrite lifts
        expect(before, JSON.stringify(filters)).toMatchObject({ code: 'validation_error', param: 'radius_m' });
        expect(Array.isArray(after), JSON.stringify(after)).toBe(true);
        refusedBefore++;
        continue;
      }
      expect(after, `radius ${radius} limit ${limit} ${JSON.stringify(filters)}`).toEqual(before);
      compared++;
      rowsCompared += before.length;
    }
    expect(compared).toBeGreaterThan(100);
    expect(rowsCompared).toBeGreaterThan(1000);
    expect(refusedBefore).toBeGreaterThan(0);
  });

  it('refuses the same bad input as before', async () => {
    for (const filters of [
      { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-12-01T10:00:00.001+09:00' },
      { entry_at: '2026-11-24T10:00:00+09:00' },
      { max_price: 100 },
      { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T09:00:00+09:00', sort: 'price' },
    ]) {
      const { before, after } = await both(anonCaller, 500, filters, 10);
      const refusal = (e: any) => ({ code: e.code, param: e.param, message: e.message });
      expect(Array.isArray(before)).toBe(false);
      expect(refusal(after)).toEqual(refusal(before));
    }
  });

  // The lots of a radius are read from the strip index by ranges of longitude (lot_strips): across
  // the antimeridian a strip has two, and near a pole every longitude.
  it('answers across the antimeridian and around a pole as before', async () => {
    const next = rng(180);
    const places = [
      { lat: 0.5, lng: 180 },
      { lat: -20, lng: -179.99 },
      { lat: 89.98, lng: 30 },
    ];
    for (const place of places) {
      for (let i = 0; i < 60; i++) {
        const p = offsetPoint(place.lat, place.lng, Math.round(next() * 6000), next() * 360);
        await createLot(t.db, {
          name: `Far lot ${i}`,
          point: { lat: p.lat, lng: ((((p.lng + 180) % 360) + 360) % 360) - 180 },
          rules: RULES[Math.floor(next() * RULES.length)],
        });
      }
    }
    await t.db.exec('analyze');
    const stay = { entry_at: '2026-11-24T10:00:00+09:00', exit_at: '2026-11-24T13:10:00+09:00' };
    let rows = 0;
    for (const at of places) {
      for (const scanAllMax of ['', '0']) {
        for (const radius of [500, 2000, 7000]) {
          for (const filters of [{ ...stay, max_price: 1200 }, { ...stay, sort: 'price' }, { ...stay, sort: 'distance' }, { ...stay, sort: 'price', max_price: 800 }]) {
            const { before, after } = await both(anonCaller, radius, filters, 20, scanAllMax, at);
            expect(Array.isArray(before), JSON.stringify(before)).toBe(true);
            expect(after, `${JSON.stringify(at)} radius ${radius} ${JSON.stringify(filters)}`).toEqual(before);
            rows += (before as unknown[]).length;
          }
        }
      }
    }
    expect(rows).toBeGreaterThan(500);
  });
});
