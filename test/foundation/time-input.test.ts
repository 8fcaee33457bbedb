import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/*
 * Instants and dates the ISO patterns admit but PostgreSQL refuses or cannot give back in the
 * contract's form (src/http/time-input.ts): each is a 422 naming its field, not a database error
 * with `param: null`, and the values at the edges of what is storable are still accepted.
 */
describe('instant and date inputs', () => {
  let h: Harness;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    h = await createHarness();
    admin = (await h.createAdmin('super_admin')).token;
    user = await h.tokenFor(await h.createUser());
  });
  afterAll(() => h.close());

  async function call(token: string, path: string, method = 'GET', body?: unknown) {
    const res = await h.app.request(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any };
  }
  const markRead = (before: string) => call(user, '/v1/me/notifications/mark-read', 'POST', { before });

  it.each([
    ['year 0000', '0000-06-01T00:00:00Z'],
    ['an offset past 15:59', '2026-01-01T00:00:00+16:00'],
    ['an offset of 23:59', '2026-01-01T00:00:00-23:59'],
    ['a local time in 9999 that is 10000 in UTC', '9999-12-31T23:59:59-10:00'],
    ['a local time in 0001 that is year 0 in UTC', '0001-01-01T08:59:59+09:00'],
  ])('refuses an instant with %s, naming the field', async (_, before) => {
    const res = await markRead(before);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'validation_error', param: 'before' });
  });

  it.each([
    ['the first instant', '0001-01-01T00:00:00Z'],
    ['the last instant', '9999-12-31T23:59:59.999999Z'],
    ['an offset of 15:59', '2026-01-01T00:00:00+15:59'],
    ['an offset of -15:59', '2026-01-01T00:00:00-15:59'],
  ])('accepts %s', async (_, before) => {
    const res = await markRead(before);
    expect(res.status).toBe(200);
  });

  it('names the field for instants in a query and in an admin body', async () => {
    const audit = await call(admin, '/v1/admin/audit-log?from=0000-01-01T00:00:00Z');
    expect(audit.status).toBe(422);
    expect(audit.body.error.param).toBe('from');
    const ad = await call(admin, '/v1/admin/ads', 'POST', { placement: 'home_banner', title: 'y', ends_at: '9999-12-31T23:59:59-10:00' });
    expect(ad.status).toBe(422);
    expect(ad.body.error.param).toBe('ends_at');
    const nearby = await call(user, '/v1/parking-lots/nearby?lat=35.68&lng=139.76&entry_at=2026-01-01T00:00:00%2B16:00&exit_at=2026-01-01T03:00:00Z');
    expect(nearby.status).toBe(422);
    expect(nearby.body.error.param).toBe('entry_at');
  });

  it('refuses a date in year 0000 and accepts one in 0001', async () => {
    const refused = await call(admin, '/v1/admin/holidays', 'POST', { date: '0000-01-01', name: 'x' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.param).toBe('date');
    const removed = await call(admin, '/v1/admin/holidays/0000-01-01', 'DELETE');
    expect(removed.status).toBe(422);
    expect(removed.body.error.param).toBe('date');
    const sales = await call(admin, '/v1/admin/sales?group_by=day&from=0000-01-01&to=0000-01-02');
    expect(sales.status).toBe(422);
    expect(sales.body.error.param).toBe('from');
    const accepted = await call(admin, '/v1/admin/holidays', 'POST', { date: '0001-01-01', name: 'x' });
    expect(accepted.status).toBe(201);
  });
});
