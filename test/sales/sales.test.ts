import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

/** A minimal CSV reader (quoted fields, doubled quotes, CRLF), to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(field), rows.push(row), (row = []), (field = ''), i++;
    else field += ch;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

describe('sales', () => {
  let h: Harness;
  let ops: string;
  let agent: string;
  let lotA: string;
  let lotB: string;

  const session = async (lot: string, ward: string | null, status: string, startedAt: string, endedAt: string | null, amount: number | null) => {
    const user = await h.createUser();
    await h.db.query(
      `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, ward, vehicle_type, status, started_at, ended_at, cancelled_at,
         total_amount, fee_breakdown)
       values ($1, $2, 'x', $3, 'regular', $4, $5, $6, $7, $8, $9)`,
      [
        user, lot, ward, status, startedAt,
        status === 'ended' ? endedAt : null,
        status === 'cancelled' ? endedAt : null,
        amount,
        status === 'ended' ? '{}' : null,
      ],
    );
  };

  beforeAll(async () => {
    h = await createHarness();
    ops = (await h.createAdmin('ops_manager')).token;
    agent = (await h.createAdmin('support_agent')).token;
    lotA = await createLot(h.db, { name: 'Lot "A", Shinjuku' });
    lotB = await createLot(h.db, { name: 'Lot B' });
    await h.db.query(`update public.parking_lots set operator_code = 'operator_a' where id = $1`, [lotA]);
    // 22:00-23:30 JST on 31 October: October in JST and in UTC.
    await session(lotA, '新宿区', 'ended', '2026-10-31T13:00:00Z', '2026-10-31T14:30:00Z', 600);
    // 23:00 JST 31 October to 00:30 JST 1 November: still October in UTC, November in JST.
    await session(lotA, '新宿区', 'ended', '2026-10-31T14:00:00Z', '2026-10-31T15:30:00Z', 400);
    await session(lotB, '渋谷区', 'ended', '2026-11-01T02:00:00Z', '2026-11-01T03:00:00Z', 200);
    await session(lotB, '渋谷区', 'cancelled', '2026-11-01T04:00:00Z', '2026-11-01T04:02:00Z', null);
    await session(lotB, '渋谷区', 'parking', '2026-11-01T05:00:00Z', null, null);
    // Outside the range.
    await session(lotB, '渋谷区', 'ended', '2026-11-02T15:00:00Z', '2026-11-02T16:00:00Z', 9999);
  });
  afterAll(() => h.close());

  it('by day, across the month end in JST, with counts and average stay', async () => {
    const res = await h.request('/v1/admin/sales?group_by=day&from=2026-10-31&to=2026-11-01', { token: ops });
    expect(res.status, res.text).toBe(200);
    expect(res.body.sales).toEqual([
      { key: '2026-10-31', label: null, sessions_count: 1, revenue: 600, average_stay_minutes: 90 },
      { key: '2026-11-01', label: null, sessions_count: 2, revenue: 600, average_stay_minutes: 75 },
    ]);
    expect(res.body.totals).toEqual({ sessions_count: 3, revenue: 1200, average_stay_minutes: 80 });
  });

  it('by month, lot and ward', async () => {
    const month = await h.request('/v1/admin/sales?group_by=month&from=2026-10-01&to=2026-11-01', { token: ops });
    expect(month.body.sales.map((r: any) => [r.key, r.sessions_count, r.revenue])).toEqual([
      ['2026-10', 1, 600],
      ['2026-11', 2, 600],
    ]);
    const lot = await h.request('/v1/admin/sales?group_by=lot&from=2026-10-31&to=2026-11-01', { token: ops });
    expect(lot.body.sales.map((r: any) => [r.key, r.label, r.revenue])).toEqual([
      [lotA, 'Lot "A", Shinjuku', 1000],
      [lotB, 'Lot B', 200],
    ]);
    const ward = await h.request('/v1/admin/sales?group_by=ward&from=2026-10-31&to=2026-11-01', { token: ops });
    expect(ward.body.sales.map((r: any) => [r.key, r.sessions_count])).toEqual([
      ['新宿区', 2],
      ['渋谷区', 1],
    ]);
    const operator = await h.request('/v1/admin/sales?group_by=operator&from=2026-10-31&to=2026-11-01', { token: ops });
    expect(operator.body.sales.map((r: any) => [r.key, r.revenue])).toEqual([
      ['operator_a', 1000],
      [null, 200],
    ]);
  });

  it('exports CSV, streamed, that parses back to the same numbers', async () => {
    const res = await h.app.request('/v1/admin/sales?group_by=lot&from=2026-10-31&to=2026-11-01', {
      headers: { authorization: `Bearer ${ops}`, accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parseCsv(await res.text());
    expect(rows).toEqual([
      ['key', 'label', 'sessions_count', 'revenue', 'average_stay_minutes'],
      [lotA, 'Lot "A", Shinjuku', '2', '1000', '90'],
      [lotB, 'Lot B', '1', '200', '60'],
    ]);
  });

  it('validates the range and requires sales.view', async () => {
    const backwards = await h.request('/v1/admin/sales?group_by=day&from=2026-11-02&to=2026-11-01', { token: ops });
    expect(backwards.body.error).toMatchObject({ code: 'validation_error', param: 'to' });
    const badGroup = await h.request('/v1/admin/sales?group_by=year&from=2026-11-01&to=2026-11-01', { token: ops });
    expect(badGroup.body.error.param).toBe('group_by');
    const badDate = await h.request('/v1/admin/sales?group_by=day&from=2026-02-30&to=2026-03-01', { token: ops });
    expect(badDate.body.error.param).toBe('from');
    const denied = await h.request('/v1/admin/sales?group_by=day&from=2026-11-01&to=2026-11-01', { token: agent });
    expect(denied.status).toBe(403);
  });
});

describe('dashboard', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('counts what is pending and today’s activity, each only for a role that may see it', async () => {
    const ops = (await h.createAdmin('ops_manager')).token;
    const agent = (await h.createAdmin('support_agent')).token;
    const content = (await h.createAdmin('content_manager')).token;
    const lot = await createLot(h.db, { name: 'Busy lot' });
    await createLot(h.db, { name: 'Waiting', status: 'pending' });
    await h.request(`/v1/parking-lots/${lot}/reviews`, { token: await h.tokenFor(), body: { rating: 5 } });
    const user = await h.createUser();
    await h.db.query(
      `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type, status, started_at, ended_at, total_amount, fee_breakdown)
       values ($1, $2, 'x', 'regular', 'ended', now() - interval '1 minute', now(), 300, '{}')`,
      [user, lot],
    );
    // The JST day may have started less than a minute ago; the session then counts as started yesterday.
    const startedToday = (await h.db.query<{ t: boolean }>(
      `select ((now() - interval '1 minute') at time zone 'Asia/Tokyo')::date = (now() at time zone 'Asia/Tokyo')::date as t`,
    )).rows[0]!.t;

    // Two tickets, one answered already; one error report still open.
    const reporter = await h.tokenFor();
    const tickets = [];
    for (const subject of ['Charged twice', 'Gate stuck']) {
      tickets.push((await h.request('/v1/support/tickets', { token: reporter, body: { category: 'other', subject, body: 'Help' } })).body.support_ticket.id);
    }
    expect((await h.request(`/v1/admin/support-tickets/${tickets[0]}/reply`, { token: agent, body: { body: 'Refunded.' } })).status).toBe(200);
    expect((await h.request('/v1/error-reports', { token: reporter, body: { lot_id: lot, kind: 'price', description: 'The sign says 100 yen' } })).status).toBe(201);

    const full = await h.request('/v1/admin/dashboard', { token: ops });
    expect(full.status).toBe(200);
    expect(full.body.dashboard).toMatchObject({ pending_lots: 1, pending_reviews: 1, today_revenue: 300, today_sessions: startedToday ? 1 : 0 });
    const limited = await h.request('/v1/admin/dashboard', { token: agent });
    expect(limited.body.dashboard).toMatchObject({
      pending_lots: 1, pending_reviews: 1, today_revenue: null, today_sessions: null, owners_awaiting_approval: null, open_tickets: 1, open_error_reports: 1,
    });
    const contentView = await h.request('/v1/admin/dashboard', { token: content });
    expect(contentView.body.dashboard).toMatchObject({ pending_lots: null, pending_reviews: null, open_tickets: null, open_error_reports: null });
  });
});
