import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOTS_PER_HUB, demoLots, seedDemoLots } from '../../src/seeds/demo-lots.js';
import { createHarness, type Harness } from '../support/harness.js';

describe('demo lots for the embedded start', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('seeds a few hundred active lots around central Tokyo with hours, pricing rules and tags, once', async () => {
    const started = performance.now();
    const added = await seedDemoLots(h.db);
    const elapsed = performance.now() - started;
    expect(added).toBe(12 * DEMO_LOTS_PER_HUB);
    expect(added).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(10_000);
    expect(await seedDemoLots(h.db)).toBe(0);
    const { rows } = await h.db.query<Record<string, number>>(
      `select count(*)::int as lots,
              count(*) filter (where not exists (select 1 from parking_lot_hours x where x.parking_lot_id = l.id))::int as without_hours,
              count(*) filter (where not exists (select 1 from parking_lot_pricing_rules x where x.parking_lot_id = l.id and x.category = 'unit'))::int as without_rules,
              count(*) filter (where not exists (select 1 from parking_lot_tags x where x.parking_lot_id = l.id))::int as without_tags,
              count(*) filter (where l.status <> 'active' or l.rep_lat not between 35.6 and 35.76 or l.rep_lng not between 139.68 and 139.8)::int as elsewhere
         from parking_lots l where l.place_id like 'demo:%'`,
    );
    expect(rows[0]).toEqual({ lots: added, without_hours: 0, without_rules: 0, without_tags: 0, elsewhere: 0 });
    // ANALYZE ran on what the seed filled (issue 21): the planner knows the rows are there.
    const { rows: stats } = await h.db.query<{ relname: string; reltuples: number }>(
      `select relname, reltuples::int as reltuples from pg_class
        where oid in ('public.parking_lots'::regclass, 'public.parking_lot_pricing_rules'::regclass, 'public.parking_lot_hours'::regclass)
        order by relname`,
    );
    for (const s of stats) expect(s.reltuples, s.relname).toBeGreaterThanOrEqual(added);
  });

  it('answers a newcomer’s first nearby query at Tokyo Station', async () => {
    const res = await h.request('/v1/parking-lots/nearby?lat=35.681236&lng=139.767125');
    expect(res.status).toBe(200);
    expect(res.body.parking_lots.length).toBeGreaterThanOrEqual(5);
    const detail = await h.request(`/v1/parking-lots/${res.body.parking_lots[0].id}`);
    expect(detail.body.parking_lot.hours.length).toBeGreaterThan(0);
    const rules = await h.request(`/v1/parking-lots/${res.body.parking_lots[0].id}/pricing-rules`);
    expect(rules.body.pricing_rules.length).toBeGreaterThanOrEqual(3);
  });

  it('passes the bundle schemas: the demo data obey the same rules as the API’s', async () => {
    const { ParkingLotBundleCreateBody } = await import('../../src/modules/parking-lots/schemas.js');
    for (const { place_id, hours, pricing_rules, tags, ratings: _ratings, ...lot } of demoLots()) {
      const parsed = ParkingLotBundleCreateBody.safeParse({ parking_lot: { ...lot, place_id, status: 'active' }, hours, pricing_rules, tags: tags.map((tag_code) => ({ tag_code })) });
      expect(parsed.success, `${place_id}: ${JSON.stringify(parsed.error?.issues?.[0])}`).toBe(true);
    }
  });
});
