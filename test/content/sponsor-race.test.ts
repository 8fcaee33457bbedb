import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.js';
import { createHarness, type Harness } from '../support/harness.js';
import { startingGate } from '../support/starting-gate.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createSponsor, TOKYO_STATION } from './fixtures.js';

/**
 * Racing check-ins. On a server the starting gate holds every racer's statement until all have
 * reached it, so the five are inside the database together; PGlite runs one transaction at a time,
 * where the same calls prove the sequential path.
 */
const RACERS = 5;
const onServer = !!process.env.DATABASE_URL;

let h: Harness;
let gate: ReturnType<typeof startingGate>;
let sponsorId: string;

beforeAll(async () => {
  const base = await createTestDatabase();
  let database: TestDatabase = base;
  if (base.appUrl) {
    const wide = await openPostgres({ url: base.appUrl, poolSize: RACERS + 5, statementTimeoutMs: 10_000 });
    database = { ...base, appDb: wide, drop: async () => (await wide.close(), await base.drop()) };
  }
  gate = startingGate(database.appDb);
  h = await createHarness({ database: { ...database, appDb: gate.db } });
  sponsorId = await createSponsor(h.db, { name: 'Raced café', exp: 25 });
});
afterAll(() => h.close());

function statuses(results: { status: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

async function rowsOf(userId: string) {
  const { rows } = await h.db.query<{ checkins: number; activities: number; exp: number }>(
    `select (select count(*)::int from public.sponsor_checkins where user_id = $1) as checkins,
            (select count(*)::int from public.user_activities where user_id = $1 and activity_type = 'sponsor_checkin') as activities,
            (select exp::int from public.user_exp where user_id = $1) as exp`,
    [userId],
  );
  return rows[0]!;
}

describe('racing check-ins', () => {
  it(`${RACERS} identical check-ins (one client request id) award once, and every caller gets that check-in`, async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const body = { ...TOKYO_STATION, client_request_id: randomUUID() };
    // A first call outside the race confirms the token's session, so each racer's work is one statement.
    await h.request('/v1/me/exp', { token });
    const { results, allArrived } = await gate.race(RACERS, () => h.request(`/v1/sponsors/${sponsorId}/checkin`, { token, body }));
    expect(allArrived).toBe(onServer);
    expect(statuses(results)).toEqual({ 201: 1, 200: RACERS - 1 });
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results[0]!.body.checkin.exp_awarded).toBe(25);
    expect(await rowsOf(userId)).toEqual({ checkins: 1, activities: 1, exp: 25 });
  });

  it(`${RACERS} check-ins with different client request ids: one is awarded, the rest are 409 already_checked_in`, async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    await h.request('/v1/me/exp', { token });
    const { results, allArrived } = await gate.race(RACERS, () =>
      h.request(`/v1/sponsors/${sponsorId}/checkin`, { token, body: { ...TOKYO_STATION, client_request_id: randomUUID() } }),
    );
    expect(allArrived).toBe(onServer);
    expect(statuses(results)).toEqual({ 201: 1, 409: RACERS - 1 });
    const winner = results.find((r) => r.status === 201)!;
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error).toMatchObject({ code: 'already_checked_in', details: { checked_in_at: winner.body.checkin.checked_in_at } });
    }
    expect(await rowsOf(userId)).toEqual({ checkins: 1, activities: 1, exp: 25 });
  });
});
