import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import {
  backdate,
  cancelSession,
  createLot,
  finalizeSession,
  newUser,
  sessionTableCounts,
  setLotStatus,
  startSession,
  type User, badgeCodes, expectedFirstBadges } from './fixtures.js';

let h: Harness;
let lotId: string;

beforeAll(async () => {
  h = await createHarness();
  lotId = await createLot(h.db, { name: 'Shinjuku 3-chome Parking' });
});
afterAll(() => h.close());

function expectError(res: { status: number; body: any }, status: number, code: string, param?: string | null) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.request_id).toEqual(expect.any(String));
  if (param !== undefined) expect(res.body.error.param).toBe(param);
}

describe('POST /v1/parking-sessions', () => {
  it('starts a session at a public lot and logs session_start', async () => {
    const user = await newUser(h);
    const res = await startSession(h, user, lotId, { vehicle_type: 'kei', start_lat: 35.6905, start_lng: 139.7046 });
    expect(res.status).toBe(201);
    expect(res.body.session).toEqual({
      id: expect.any(String),
      parking_lot_id: lotId,
      parking_lot_name: 'Shinjuku 3-chome Parking',
      vehicle_type: 'kei',
      status: 'parking',
      started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      ended_at: null,
      cancelled_at: null,
      start_lat: 35.6905,
      start_lng: 139.7046,
      total_amount: null,
      memo: null,
      rating: null,
    });
    expect(Math.abs(Date.parse(res.body.session.started_at) - Date.now())).toBeLessThan(5_000);
    const { rows } = await h.db.query<{ activity_type: string; parking_lot_id: string }>(
      'select activity_type, parking_lot_id from public.user_activities where parking_session_id = $1',
      [res.body.session.id],
    );
    expect(rows).toEqual([{ activity_type: 'session_start', parking_lot_id: lotId }]);
  });

  it('answers a repeat with the same session (200) and writes nothing', async () => {
    const user = await newUser(h);
    const body = { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() };
    const first = await h.request('/v1/parking-sessions', { token: user.token, body });
    expect(first.status).toBe(201);
    const before = await sessionTableCounts(h.db, user.userId);
    const again = await h.request('/v1/parking-sessions', { token: user.token, body });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await sessionTableCounts(h.db, user.userId)).toEqual(before);
    expect(before).toMatchObject({ sessions: 1, activities: 1, requests: 1 });
  });

  it('takes the client request id from the Idempotency-Key header', async () => {
    const user = await newUser(h);
    const key = randomUUID();
    const request = () =>
      h.request('/v1/parking-sessions', { token: user.token, headers: { 'Idempotency-Key': key }, body: { lot_id: lotId, vehicle_type: 'regular' } });
    const first = await request();
    expect(first.status).toBe(201);
    const again = await request();
    expect(again.status).toBe(200);
    expect(again.body.session.id).toBe(first.body.session.id);
    // The same id in the body is the same request.
    const inBody = await h.request('/v1/parking-sessions', {
      token: user.token,
      body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: key.toUpperCase() },
    });
    expect(inBody.status).toBe(200);
    expect(inBody.body.session.id).toBe(first.body.session.id);
  });

  it('requires a client request id, and one id when both places carry it', async () => {
    const user = await newUser(h);
    const none = await h.request('/v1/parking-sessions', { token: user.token, body: { lot_id: lotId, vehicle_type: 'regular' } });
    expectError(none, 422, 'validation_error', 'client_request_id');
    const differ = await h.request('/v1/parking-sessions', {
      token: user.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() },
    });
    expectError(differ, 422, 'validation_error', 'client_request_id');
    const notUuid = await h.request('/v1/parking-sessions', {
      token: user.token,
      headers: { 'Idempotency-Key': 'abc' },
      body: { lot_id: lotId, vehicle_type: 'regular' },
    });
    expectError(notUuid, 422, 'validation_error', 'Idempotency-Key');
    const badBody = await startSession(h, user, lotId, { client_request_id: 'nope' });
    expectError(badBody, 422, 'validation_error', 'client_request_id');
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 0, requests: 0 });
  });

  it('refuses the same id with a different body (409 conflict)', async () => {
    const user = await newUser(h);
    const id = randomUUID();
    const first = await startSession(h, user, lotId, { client_request_id: id });
    expect(first.status).toBe(201);
    const other = await startSession(h, user, lotId, { client_request_id: id, vehicle_type: 'kei' });
    expectError(other, 409, 'conflict', 'client_request_id');
    // ...and the same id for another operation.
    const asFinalize = await finalizeSession(h, user, first.body.session.id, { client_request_id: id });
    expectError(asFinalize, 409, 'conflict', 'client_request_id');
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 1, parking: 1, activities: 1, requests: 1 });
  });

  it('scopes client request ids to the user', async () => {
    const [a, b] = [await newUser(h), await newUser(h)];
    const id = randomUUID();
    const first = await startSession(h, a, lotId, { client_request_id: id });
    const second = await startSession(h, b, lotId, { client_request_id: id });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.session.id).not.toBe(first.body.session.id);
  });

  it('allows one session in parking per user: 409 concurrent_session_not_allowed naming it', async () => {
    const user = await newUser(h);
    const first = await startSession(h, user, lotId);
    const second = await startSession(h, user, lotId);
    expectError(second, 409, 'concurrent_session_not_allowed');
    expect(second.body.error.details).toEqual({ parking_session_id: first.body.session.id });
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 1, activities: 1, requests: 1 });
  });

  it('answers lot_not_found for a missing or non-public lot', async () => {
    const user = await newUser(h);
    expectError(await startSession(h, user, randomUUID()), 404, 'lot_not_found', 'lot_id');
    for (const status of ['draft', 'pending', 'on_hold', 'withdrawn', 'rejected'] as const) {
      const hidden = await createLot(h.db, { status });
      expectError(await startSession(h, user, hidden), 404, 'lot_not_found', 'lot_id');
    }
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ sessions: 0, requests: 0 });
  });

  it('checks the vehicle against the lot', async () => {
    const user = await newUser(h);
    const keiLot = await createLot(h.db, { vehicleTypeMax: 'kei' });
    expectError(await startSession(h, user, keiLot, { vehicle_type: 'regular' }), 422, 'vehicle_not_allowed', 'vehicle_type');
    expectError(await startSession(h, user, keiLot, { vehicle_type: 'tank' }), 422, 'validation_error', 'vehicle_type');
    expect((await startSession(h, user, keiLot, { vehicle_type: 'motorcycle' })).status).toBe(201);
  });

  it('validates the body', async () => {
    const user = await newUser(h);
    expectError(await startSession(h, user, lotId, { start_lat: 35.6 }), 422, 'validation_error', 'start_lng');
    expectError(await startSession(h, user, lotId, { start_lat: 91, start_lng: 139 }), 422, 'validation_error', 'start_lat');
    expectError(await startSession(h, user, lotId, { lot_id: 'x' }), 422, 'validation_error', 'lot_id');
    expectError(await startSession(h, user, lotId, { extra: 1 }), 422, 'validation_error', 'extra');
    expectError(await h.request('/v1/parking-sessions', { token: user.token, rawBody: '{', headers: { 'content-type': 'application/json' } }), 400, 'malformed_json');
  });

  it('needs a token', async () => {
    const res = await h.request('/v1/parking-sessions', { body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    expectError(res, 401, 'unauthorized');
  });
});

describe('POST /v1/parking-sessions/{id}/finalize', () => {
  async function parkedFor(user: User, seconds: number, lot = lotId): Promise<string> {
    const res = await startSession(h, user, lot);
    expect(res.status).toBe(201);
    await backdate(h.db, res.body.session.id, seconds);
    return res.body.session.id;
  }

  it('ends the session at now, prices it with the lot’s rules and records the fee', async () => {
    const user = await newUser(h);
    const id = await parkedFor(user, 61 * 60);
    const res = await finalizeSession(h, user, id);
    expect(res.status).toBe(200);
    // 61 minutes at 200 yen per started 30 minutes.
    expect(res.body.total_amount).toBe(600);
    expect(res.body.breakdown).toMatchObject({ currency: 'JPY', timezone: 'Asia/Tokyo', complete: true });
    expect(res.body.session).toMatchObject({ id, status: 'ended', total_amount: 600, cancelled_at: null });
    expect(Math.abs(Date.parse(res.body.session.ended_at) - Date.now())).toBeLessThan(5_000);
    // The same number calc_parking_fee gives for the recorded stay.
    const { rows } = await h.db.query<{ fee: { total_amount: number; breakdown: unknown } }>(
      `select public.calc_parking_fee(parking_lot_id, started_at, ended_at, vehicle_type) as fee from public.parking_sessions where id = $1`,
      [id],
    );
    expect(rows[0]!.fee).toEqual({ total_amount: 600, breakdown: res.body.breakdown });
    const activities = await h.db.query<{ activity_type: string }>(
      'select activity_type from public.user_activities where parking_session_id = $1 order by id',
      [id],
    );
    expect(activities.rows.map((r) => r.activity_type)).toEqual(['session_start', 'session_end']);
  });

  it('takes an explicit exit_at with any offset', async () => {
    const user = await newUser(h);
    const id = await parkedFor(user, 3 * 3600);
    const { rows } = await h.db.query<{ exit: string }>(
      `select to_char((started_at + interval '20 minutes') at time zone 'Asia/Tokyo', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+09:00"') as exit
         from public.parking_sessions where id = $1`,
      [id],
    );
    const res = await finalizeSession(h, user, id, { exit_at: rows[0]!.exit });
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBe(200);
    expect(res.body.session.ended_at).toBe(new Date(rows[0]!.exit).toISOString());
  });

  // pricing.md §1: instants keep their precision, so a stay of any positive length pays its first
  // unit, even one that starts and ends inside the same wall-clock second.
  it('charges the first unit for a stay inside one wall-clock second, and a started unit for a fraction over', async () => {
    // Starts placed a tenth of a second into a whole second, so that an engine cutting instants to
    // whole seconds would see a zero-length stay and a stay of exactly 30 minutes.
    const stay = async (user: User, length: string) => {
      const started = await startSession(h, user, lotId);
      const { rows } = await h.db.query<{ exit: string }>(
        `update public.parking_sessions
            set started_at = date_trunc('second', now()) - interval '1 hour' + interval '100 milliseconds'
          where id = $1
        returning to_char((started_at + $2::interval) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as exit`,
        [started.body.session.id, length],
      );
      const res = await finalizeSession(h, user, started.body.session.id, { exit_at: rows[0]!.exit });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const quick = await stay(await newUser(h), '1 millisecond');
    expect(quick.total_amount).toBe(200);
    expect(quick.breakdown.segments).toHaveLength(1);
    expect(quick.breakdown.segments[0]).toMatchObject({ units: 1, amount_after_caps: 200 });
    expect((await stay(await newUser(h), '30 minutes 250 milliseconds')).total_amount).toBe(400);
  });

  it('records and prices the exit to the millisecond, so the receipt agrees with calc-fee on its own times', async () => {
    const user = await newUser(h);
    const id = await parkedFor(user, 3 * 3600);
    // 400 µs past a unit boundary: priced at microseconds this exit starts a second unit (400 yen)
    // that a receipt shown to the millisecond could not explain.
    const { rows } = await h.db.query<{ exit: string }>(
      `select to_char((started_at + interval '30 minutes 400 microseconds') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as exit
         from public.parking_sessions where id = $1`,
      [id],
    );
    const res = await finalizeSession(h, user, id, { exit_at: rows[0]!.exit });
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBe(200);
    const { started_at: startedAt, ended_at: endedAt } = res.body.session;
    expect(Date.parse(endedAt)).toBe(Date.parse(startedAt) + 30 * 60_000);
    expect(Date.parse(res.body.breakdown.exit_at)).toBe(Date.parse(endedAt));
    const estimate = await h.request(`/v1/parking-lots/${lotId}/calc-fee`, { body: { entry_at: startedAt, exit_at: endedAt } });
    expect(estimate.body.total_amount).toBe(res.body.total_amount);

    const other = await newUser(h);
    const byClock = await finalizeSession(h, other, await parkedFor(other, 3600));
    expect(res.body.breakdown.exit_at).toMatch(/:\d\d(\.\d{1,3})?Z$/);
    expect(byClock.body.breakdown.exit_at).toMatch(/:\d\d(\.\d{1,3})?Z$/);
    expect(Date.parse(byClock.body.breakdown.exit_at)).toBe(Date.parse(byClock.body.session.ended_at));
  });

  it('bounds exit_at: later than the start, at most 2 minutes ahead', async () => {
    const user = await newUser(h);
    const id = await parkedFor(user, 600);
    const { rows } = await h.db.query<{ started_at: string }>('select started_at from public.parking_sessions where id = $1', [id]);
    const start = Date.parse(rows[0]!.started_at);
    for (const exit of [start - 1000, start]) {
      expectError(await finalizeSession(h, user, id, { exit_at: new Date(exit).toISOString() }), 422, 'validation_error', 'exit_at');
    }
    expectError(await finalizeSession(h, user, id, { exit_at: new Date(Date.now() + 150_000).toISOString() }), 422, 'validation_error', 'exit_at');
    expectError(await finalizeSession(h, user, id, { exit_at: '2026-11-24T10:00:00' }), 422, 'validation_error', 'exit_at');
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ parking: 1, activities: 1, requests: 1 });
    const ahead = await finalizeSession(h, user, id, { exit_at: new Date(Date.now() + 90_000).toISOString() });
    expect(ahead.status).toBe(200);
  });

  it('answers a repeat with the original result and records nothing more', async () => {
    const user = await newUser(h);
    const id = await parkedFor(user, 45 * 60);
    const clientRequestId = randomUUID();
    const first = await finalizeSession(h, user, id, { client_request_id: clientRequestId });
    expect(first.status).toBe(200);
    const before = await sessionTableCounts(h.db, user.userId);
    const again = await finalizeSession(h, user, id, { client_request_id: clientRequestId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const viaHeader = await h.request(`/v1/parking-sessions/${id}/finalize`, { method: 'POST', token: user.token, headers: { 'Idempotency-Key': clientRequestId } });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body).toEqual(first.body);
    expect(await sessionTableCounts(h.db, user.userId)).toEqual(before);
    // The same id with an exit time is a different request.
    const changed = await finalizeSession(h, user, id, { client_request_id: clientRequestId, exit_at: new Date().toISOString() });
    expectError(changed, 409, 'conflict', 'client_request_id');
  });

  it('refuses a session that is no longer parking (409 conflict)', async () => {
    const user = await newUser(h);
    const id = await parkedFor(user, 600);
    expect((await finalizeSession(h, user, id)).status).toBe(200);
    const again = await finalizeSession(h, user, id);
    expectError(again, 409, 'conflict');
    expect(again.body.error.details).toEqual({ status: 'ended' });
  });

  it('still prices a stay at a lot that went off the map while the car was parked', async () => {
    const user = await newUser(h);
    const lot = await createLot(h.db);
    const id = await parkedFor(user, 20 * 60, lot);
    await setLotStatus(h.db, lot, 'on_hold');
    const res = await finalizeSession(h, user, id);
    expect(res.status).toBe(200);
    expect(res.body.total_amount).toBe(200);
  });

  it('lets a car out of a lot that has since lowered its vehicle limit', async () => {
    const user = await newUser(h);
    const lot = await createLot(h.db);
    const id = await parkedFor(user, 20 * 60, lot);
    await h.db.query(`update public.parking_lots set vehicle_type_max = 'motorcycle' where id = $1`, [lot]);
    expect((await finalizeSession(h, user, id)).status).toBe(200);
  });

  it('keeps the session parking when the work fails part-way, and a retry of the same request then succeeds', async () => {
    const user = await newUser(h);
    const id = await parkedFor(user, 30 * 60);
    // A failure after the session row has been changed: in the session_end award.
    await h.db.exec(`
      create function public.test_fail_award() returns trigger language plpgsql as $$
      begin raise exception 'award store unavailable'; end $$;
      create trigger user_exp_fail before insert or update on public.user_exp for each row execute function public.test_fail_award();`);
    const clientRequestId = randomUUID();
    let failed;
    try {
      failed = await finalizeSession(h, user, id, { client_request_id: clientRequestId });
    } finally {
      await h.db.exec('drop trigger user_exp_fail on public.user_exp; drop function public.test_fail_award();');
    }
    expectError(failed, 500, 'server_error');
    expect(failed.body.error.message).not.toContain('award');
    const { rows } = await h.db.query('select status, ended_at, total_amount, fee_breakdown from public.parking_sessions where id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'parking', ended_at: null, total_amount: null, fee_breakdown: null });
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ parking: 1, activities: 1, requests: 1, exp: 0, badges: 0 });

    const retried = await finalizeSession(h, user, id, { client_request_id: clientRequestId });
    expect(retried.status).toBe(200);
    const badges = await expectedFirstBadges(h.db, id);
    expect(await badgeCodes(h.db, user.userId)).toEqual(badges);
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ parking: 0, activities: 2, requests: 2, badges: badges.length });
  });
});

describe('POST /v1/parking-sessions/{id}/cancel', () => {
  it('cancels within 5 minutes of the start: no fee, a session_cancel activity, no points', async () => {
    const user = await newUser(h);
    const started = await startSession(h, user, lotId);
    const id = started.body.session.id;
    await backdate(h.db, id, 4 * 60 + 50);
    const res = await cancelSession(h, user, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      cancelled: true,
      session: { ...started.body.session, started_at: expect.any(String), status: 'cancelled', cancelled_at: expect.any(String) },
    });
    expect(res.body.session.total_amount).toBeNull();
    const { rows } = await h.db.query<{ activity_type: string; exp_awarded: number }>(
      'select activity_type, exp_awarded from public.user_activities where parking_session_id = $1 order by id',
      [id],
    );
    expect(rows).toEqual([
      { activity_type: 'session_start', exp_awarded: 0 },
      { activity_type: 'session_cancel', exp_awarded: 0 },
    ]);
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ exp: 0, badges: 0 });
    // The one-parking rule no longer holds the user back.
    expect((await startSession(h, user, lotId)).status).toBe(201);
  });

  it('answers a repeat with the original result', async () => {
    const user = await newUser(h);
    const id = (await startSession(h, user, lotId)).body.session.id;
    const key = randomUUID();
    const first = await h.request(`/v1/parking-sessions/${id}/cancel`, { method: 'POST', token: user.token, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    const before = await sessionTableCounts(h.db, user.userId);
    const again = await cancelSession(h, user, id, { client_request_id: key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await sessionTableCounts(h.db, user.userId)).toEqual(before);
    expectError(await cancelSession(h, user, id), 409, 'conflict');
  });

  it('refuses after the 5-minute window (409 cancel_window_expired) and leaves the session parking', async () => {
    const user = await newUser(h);
    const id = (await startSession(h, user, lotId)).body.session.id;
    await backdate(h.db, id, 5 * 60 + 1);
    const res = await cancelSession(h, user, id);
    expectError(res, 409, 'cancel_window_expired');
    // Instants as the API writes them everywhere: UTC with Z, to the millisecond.
    const { rows } = await h.db.query<{ started_at: string }>('select started_at from parking_sessions where id = $1', [id]);
    const startedAt = new Date(rows[0]!.started_at);
    expect(res.body.error.details).toEqual({
      started_at: startedAt.toISOString(),
      cancellable_until: new Date(startedAt.getTime() + 5 * 60_000).toISOString(),
    });
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ parking: 1, activities: 1, requests: 1 });
  });

  it('refuses an ended session', async () => {
    const user = await newUser(h);
    const id = (await startSession(h, user, lotId)).body.session.id;
    await backdate(h.db, id, 60);
    expect((await finalizeSession(h, user, id)).status).toBe(200);
    expectError(await cancelSession(h, user, id), 409, 'conflict');
  });

  it('cancels without a client request id (api-decisions: {client_request_id?}), recording no request', async () => {
    const user = await newUser(h);
    const id = (await startSession(h, user, lotId)).body.session.id;
    const res = await h.request(`/v1/parking-sessions/${id}/cancel`, { method: 'POST', token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cancelled: true, session: { id, status: 'cancelled' } });
    expect(await sessionTableCounts(h.db, user.userId)).toMatchObject({ parking: 0, requests: 1 });
    // Without an id a repeat cannot be told from a second cancel: the session is no longer parking.
    expectError(await h.request(`/v1/parking-sessions/${id}/cancel`, { method: 'POST', token: user.token, body: {} }), 409, 'conflict');
  });

  it('takes an empty body sent as JSON as no body (some clients always send the header)', async () => {
    const user = await newUser(h);
    const id = (await startSession(h, user, lotId)).body.session.id;
    const res = await h.request(`/v1/parking-sessions/${id}/cancel`, {
      method: 'POST',
      token: user.token,
      rawBody: '',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    });
    expect(res.status).toBe(200);
    expect(res.body.session.status).toBe('cancelled');
  });

  it('refuses a body id and a header that differ', async () => {
    const user = await newUser(h);
    const id = (await startSession(h, user, lotId)).body.session.id;
    const res = await h.request(`/v1/parking-sessions/${id}/cancel`, {
      method: 'POST',
      token: user.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { client_request_id: randomUUID() },
    });
    expectError(res, 422, 'validation_error', 'client_request_id');
  });
});

describe('only the owner of a session touches it', () => {
  it('answers 404 to another user and changes nothing', async () => {
    const owner = await newUser(h);
    const other = await newUser(h);
    const id = (await startSession(h, owner, lotId)).body.session.id;
    const before = await sessionTableCounts(h.db, owner.userId);
    expectError(await finalizeSession(h, other, id), 404, 'not_found', 'id');
    expectError(await cancelSession(h, other, id), 404, 'not_found', 'id');
    expectError(await h.request(`/v1/me/parking-sessions/${id}`, { method: 'PATCH', token: other.token, body: { memo: 'mine now' } }), 404, 'not_found', 'id');
    expect(await sessionTableCounts(h.db, owner.userId)).toEqual(before);
    expect(await sessionTableCounts(h.db, other.userId)).toMatchObject({ sessions: 0, requests: 0 });
    expectError(await finalizeSession(h, owner, randomUUID()), 404, 'not_found', 'id');
  });
});
