import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLot } from '../support/lots.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/*
 * Issue 21 item 2, "lots with hours check them from compiled data": a lot's hours are compiled once
 * into its pricing signature (compile_lot_hours) and read by lot_hours_program_open, where
 * lot_hours_open ran a query over the JSON on every check. Every answer must stay the same: the
 * former function is kept here only (lot_hours_open.before.sql) and both answer random hours at
 * random instants, in three zones, for the window types that open_now and the fee's warnings ask;
 * the fee engine compiles the hours it is given as these tests do.
 */

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WINDOW_TYPES = ['business', 'entry', 'exit', 'after_hours_exit'];
const DAY_TYPES = ['all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve'];
// Whole hours, half hours, the ends of the day and an odd minute, so that spans meet, cross midnight
// and are empty (opening = closing) often.
const TIMES = ['00:00', '02:00', '08:00', '08:30', '12:00', '17:59', '20:00', '22:00', '24:00'];

function randomHours(next: () => number): Record<string, unknown>[] {
  const pick = <T,>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
  return Array.from({ length: Math.floor(next() * 5) }, () => {
    const entry: Record<string, unknown> = {};
    // Defaults are left out as often as written: the compiler must read an absent field as the query did.
    if (next() < 0.6) entry.window_type = next() < 0.6 ? 'business' : pick(WINDOW_TYPES);
    if (next() < 0.7) entry.day_type = pick(DAY_TYPES);
    if (next() < 0.2) entry.day_of_week = Math.floor(next() * 7);
    if (next() < 0.2) entry.is_24h = true;
    if (next() < 0.15) entry.is_closed = true;
    if (next() < 0.8) entry.open_time = pick(TIMES);
    if (next() < 0.8) entry.close_time = pick(TIMES);
    if (next() < 0.15) entry.effective_from = pick(['2026-11-20', '2026-12-01', '2027-01-01']);
    if (next() < 0.15) entry.effective_to = pick(['2026-11-24', '2026-12-31', '2027-01-12']);
    return entry;
  });
}

/** Instants from November 2026 to January 2027 (holidays and their eves among them), with fractions. */
function randomInstant(next: () => number): string {
  const from = Date.parse('2026-11-01T00:00:00Z');
  const to = Date.parse('2027-01-20T00:00:00Z');
  // Whole minutes half the time (a span's edges), else any microsecond.
  const ms = from + Math.floor(next() * (to - from));
  const at = next() < 0.5 ? Math.floor(ms / 60_000) * 60_000 : ms;
  return `${new Date(at).toISOString().slice(0, 19)}.${String(Math.floor(next() * 1e6)).padStart(6, '0')}Z`.replace(
    /\.\d{6}Z$/,
    (f) => (at % 60_000 === 0 ? 'Z' : f),
  );
}

describe('compiled lot hours', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.exec(fs.readFileSync(new URL('./lot_hours_open.before.sql', import.meta.url), 'utf8'));
  });

  afterAll(() => t.drop());

  it('answer exactly as the query over the JSON did, for random hours, instants, zones and window types', async () => {
    const next = rng(2026_11_28);
    const hours: string[] = [];
    const instants: string[] = [];
    const zones: string[] = [];
    const types: string[] = [];
    for (let i = 0; i < 400; i++) {
      const h = JSON.stringify(randomHours(next));
      for (let j = 0; j < 8; j++) {
        hours.push(h);
        instants.push(randomInstant(next));
        zones.push(['Asia/Tokyo', 'Asia/Tokyo', 'UTC', 'America/New_York'][Math.floor(next() * 4)]!);
        types.push(['{business}', '{entry}', '{business,exit,after_hours_exit}'][Math.floor(next() * 3)]!);
      }
    }
    const { rows } = await t.db.query<{ hours: unknown; at: string; zone: string; types: string; before: boolean; now: boolean }>(
      `select c.hours, c.at, c.zone, c.types, public.lot_hours_open_before(c.hours, c.zone, c.at, c.types::text[]) as before,
              public.lot_hours_program_open(public.compile_lot_hours(c.hours), c.zone, c.at, c.types::text[]) as now
         from unnest($1::jsonb[], $2::timestamptz[], $3::text[], $4::text[]) as c(hours, at, zone, types)`,
      [hours, instants, zones, types],
    );
    expect(rows).toHaveLength(hours.length);
    const differing = rows.filter((r) => r.before !== r.now);
    expect(differing.slice(0, 5)).toEqual([]);
    // The cases are not all one answer: both open and closed occur, many times.
    expect(rows.filter((r) => r.now).length).toBeGreaterThan(300);
    expect(rows.filter((r) => !r.now).length).toBeGreaterThan(300);
  });

  it('refuse hours that are not an array, as the query did, and read no hours as closed', async () => {
    const ways = {
      before: (hours: string) => `public.lot_hours_open_before(${hours}, 'Asia/Tokyo', now(), array['business'])`,
      compiled: (hours: string) => `public.lot_hours_program_open(public.compile_lot_hours(${hours}), 'Asia/Tokyo', now(), array['business'])`,
    };
    for (const [way, check] of Object.entries(ways)) {
      const refused = await t.db.query(`select ${check(`'{"open_time": "08:00"}'::jsonb`)}`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((refused as { code?: string } | undefined)?.code, way).toBe('22023');
      const { rows } = await t.db.query<{ empty: boolean; none: boolean }>(
        `select ${check(`'[]'::jsonb`)} as empty, ${check('null::jsonb')} as none`,
      );
      expect(rows[0], way).toEqual({ empty: false, none: false });
    }
  });

  it("are stored in the lot's pricing signature and follow its hours as they change", async () => {
    const lot = await createLot(t.db, { name: 'Hours follow' });
    const openAt = async (instant: string) =>
      (
        await t.db.query<{ open: boolean }>(
          `select public.lot_hours_program_open(s.hours_program, 'Asia/Tokyo', $2, array['business']) as open
             from public.parking_lots l join public.pricing_signatures s on s.signature = l.pricing_signature where l.id = $1`,
          [lot, instant],
        )
      ).rows[0]!.open;
    // No business hours: not known to be open.
    expect(await openAt('2026-11-24T10:00:00+09:00')).toBe(false);
    await t.db.query(`insert into public.parking_lot_hours (parking_lot_id, open_time, close_time) values ($1, '08:00', '20:00')`, [lot]);
    expect(await openAt('2026-11-24T10:00:00+09:00')).toBe(true);
    expect(await openAt('2026-11-24T20:00:00+09:00')).toBe(false);
    await t.db.query(`update public.parking_lot_hours set close_time = '21:00' where parking_lot_id = $1`, [lot]);
    expect(await openAt('2026-11-24T20:00:00+09:00')).toBe(true);
    await t.db.query(`delete from public.parking_lot_hours where parking_lot_id = $1`, [lot]);
    expect(await openAt('2026-11-24T10:00:00+09:00')).toBe(false);
    // Every signature's stored program is what the compiler makes of its hours now.
    const { rows } = await t.db.query<{ stale: number }>(
      `select count(*)::int as stale from public.pricing_signatures where hours_program is distinct from public.compile_lot_hours(hours)`,
    );
    expect(rows[0]!.stale).toBe(0);
  });
});
