import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSponsor } from '../content/fixtures.js';
import { createHarness, type Harness, type TestResponse } from '../support/harness.js';
import { createLot } from '../support/lots.js';

/**
 * Keyset paging through rows whose key falls in one millisecond. A cursor holds the key as the API
 * shows it, to the millisecond; a stored key with microseconds lay past that, so the next page left
 * out the rest of the last row's millisecond (0155). Each list gets three rows written, as far as
 * its key goes, in one millisecond, and is walked one row a page to the end.
 *
 * PGlite's clock moves in milliseconds, so rows created by the API here would never carry the
 * microseconds a server's clock gives writes within one millisecond. Instead, each key is set to
 * what the column's own default stores when now() is one of three instants inside one millisecond:
 * with now() as the default, three keys past the millisecond (the defect); with the default 0155
 * sets, one key three times, which the id then orders. The published_at of articles has no
 * default: it is the admin's instant, sent to the publish route as is.
 */
let h: Harness;
let root: Awaited<ReturnType<Harness['createAdmin']>>;

const SAME_MS = ['2025-06-01T00:00:00.123900Z', '2025-06-01T00:00:00.123500Z', '2025-06-01T00:00:00.123100Z'];

beforeAll(async () => {
  h = await createHarness();
  root = await h.createAdmin('super_admin');
});
afterAll(async () => h?.close());

/** Gives each row the column default's value at the matching instant of SAME_MS. */
async function stampAsDefault(table: string, column: string, where: string, rows: unknown[][]): Promise<void> {
  const { rows: found } = await h.db.query<{ expr: string }>(
    `select pg_get_expr(d.adbin, d.adrelid) as expr
       from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
      where d.adrelid = $1::regclass and a.attname = $2`,
    [table, column],
  );
  const expr = found[0]?.expr ?? '';
  expect(expr, `${table}.${column} default`).toContain('now()');
  const at = expr.replaceAll('now()', '$1::timestamptz');
  for (const [i, params] of rows.entries()) {
    const res = await h.db.query(`update ${table} set ${column} = ${at} where ${where}`, [SAME_MS[i], ...params]);
    expect(res.rowCount).toBe(1);
  }
}

/** Every id of the list, one row a page, following next_cursor to the end. */
async function walk(path: string, key: string, token?: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const sep = path.includes('?') ? '&' : '?';
    const res: TestResponse = await h.request(`${path}${sep}limit=1${cursor ? `&cursor=${cursor}` : ''}`, token ? { token } : {});
    expect(res.status, res.text).toBe(200);
    expect(res.body[key].length).toBeLessThanOrEqual(1);
    seen.push(...res.body[key].map((row: { id: string }) => row.id));
    cursor = res.body.next_cursor;
    if (!cursor) return seen;
  }
  throw new Error(`${path} did not end within 200 pages`);
}

/**
 * The walk holds every row once, in the order of one page of them all, and the three rows of one
 * millisecond next to each other, ordered by id (the key's tie-break, newest first: id desc).
 */
async function expectWalkComplete(path: string, key: string, ids: string[], token?: string): Promise<void> {
  const walked = await walk(path, key, token);
  const sep = path.includes('?') ? '&' : '?';
  const all = await h.request(`${path}${sep}limit=100`, token ? { token } : {});
  expect(all.status, all.text).toBe(200);
  expect(all.body.next_cursor).toBeNull();
  const everyId = all.body[key].map((row: { id: string }) => row.id);
  expect(new Set(walked).size).toBe(walked.length);
  expect(walked).toEqual(everyId);
  const tied = [...ids].sort().reverse();
  const first = walked.indexOf(tied[0]!);
  expect(first).toBeGreaterThanOrEqual(0);
  expect(walked.slice(first, first + tied.length)).toEqual(tied);
}

describe('keyset paging past rows of one millisecond, one row a page', () => {
  it('GET /v1/admin/admins (admins.created_at)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await h.createAdmin('support_agent')).adminId);
    await stampAsDefault('public.admins', 'created_at', 'id = $2', ids.map((id) => [id]));
    await expectWalkComplete('/v1/admin/admins', 'admins', ids, root.token);
  });

  it('GET /v1/admin/user-notifications (broadcast_notifications.created_at)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.request('/v1/admin/user-notifications', {
        token: root.token,
        body: { type: 'announcement', title: `Notice ${i}`, audience: { kind: 'all' } },
      });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.notification.id);
    }
    await stampAsDefault('public.broadcast_notifications', 'created_at', 'id = $2', ids.map((id) => [id]));
    await expectWalkComplete('/v1/admin/user-notifications', 'notifications', ids, root.token);
  });

  it('GET /v1/articles (articles.published_at, the instant the publish route was given)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await h.request('/v1/admin/articles', {
        token: root.token,
        body: { slug: `same-millisecond-${i}`, locale: 'ja', category: 'news', title: `Article ${i}` },
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.article.id;
      const published = await h.request(`/v1/admin/articles/${id}/publish`, { token: root.token, body: { published_at: SAME_MS[i] } });
      expect(published.status, published.text).toBe(200);
      expect(published.body.article.published_at).toBe('2025-06-01T00:00:00.123Z');
      ids.push(id);
    }
    await expectWalkComplete('/v1/articles', 'articles', ids);
  });

  it('GET /v1/sponsors (sponsors.created_at)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await createSponsor(h.db, { name: `Same-millisecond sponsor ${i}` }));
    await stampAsDefault('public.sponsors', 'created_at', 'id = $2', ids.map((id) => [id]));
    await expectWalkComplete('/v1/sponsors', 'sponsors', ids);
  });

  it('GET /v1/support/tickets (support_tickets.created_at)', async () => {
    const token = await h.tokenFor();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.request('/v1/support/tickets', { token, body: { category: 'app', subject: `Subject ${i}`, body: 'The map stays grey.' } });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.support_ticket.id);
    }
    await stampAsDefault('public.support_tickets', 'created_at', 'id = $2', ids.map((id) => [id]));
    await expectWalkComplete('/v1/support/tickets', 'support_tickets', ids, token);
  });

  it('GET /v1/error-reports (lot_error_reports.created_at)', async () => {
    const lotId = await createLot(h.db, { name: 'Error report lot' });
    const token = await h.tokenFor();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.request('/v1/error-reports', { token, body: { lot_id: lotId, kind: 'price', description: `Report ${i}` } });
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.error_report.id);
    }
    await stampAsDefault('public.lot_error_reports', 'created_at', 'id = $2', ids.map((id) => [id]));
    await expectWalkComplete('/v1/error-reports', 'error_reports', ids, token);
  });

  it('GET /v1/parking-lots/{id}/reviews (parking_lot_reviews.created_at)', async () => {
    const lotId = await createLot(h.db, { name: 'Reviewed lot' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const userId = await h.createUser();
      const { rows } = await h.db.query<{ id: string }>(
        `insert into public.parking_lot_reviews (parking_lot_id, user_id, rating, status) values ($1, $2, 4, 'approved') returning id`,
        [lotId, userId],
      );
      ids.push(rows[0]!.id);
    }
    await stampAsDefault('public.parking_lot_reviews', 'created_at', 'id = $2', ids.map((id) => [id]));
    await expectWalkComplete(`/v1/parking-lots/${lotId}/reviews`, 'reviews', ids);
  });

  it('GET /v1/admin/parking-lots (parking_lots.created_at)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await createLot(h.db, { name: `Same-millisecond lot ${i}` }));
    await stampAsDefault('public.parking_lots', 'created_at', 'id = $2', ids.map((id) => [id]));
    await expectWalkComplete('/v1/admin/parking-lots', 'parking_lots', ids, root.token);
  });

  // Stored to the millisecond since 0081: the guard that it stays so.
  it('GET /v1/me/saved-parking-lots (user_saved_parking_lots.created_at)', async () => {
    const userId = randomUUID();
    const token = await h.tokenFor(userId);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const lotId = await createLot(h.db, { name: `Saved lot ${i}` });
      const res = await h.request('/v1/me/saved-parking-lots', { token, body: { parking_lot_id: lotId } });
      expect(res.status, res.text).toBe(201);
      ids.push(lotId);
    }
    await stampAsDefault('public.user_saved_parking_lots', 'created_at', 'user_id = $2 and parking_lot_id = $3', ids.map((id) => [userId, id]));
    await expectWalkComplete('/v1/me/saved-parking-lots', 'saved_parking_lots', ids, token);
  });
});
