import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLot, newUser, type User } from '../sessions/fixtures.js';
import { createdMinutesAgo, createHarness, type Harness } from '../support/harness.js';
import { asUser } from '../storage/as-user.js';
import { issueUpload, tempUploadsDir, uploadAsset } from '../storage/fixtures.js';

/**
 * Error reports (issue 13 item 6): a user reports wrong information about a published lot, with a
 * suggested correction and their own photos; open until support staff resolve it; the reporter sees
 * their own reports and the outcome, nobody else's.
 */
const uploads = tempUploadsDir();
let h: Harness;
let lotId: string;
let reporter: User;

beforeAll(async () => {
  h = await createHarness({ config: { UPLOADS_DIR: uploads.dir } });
  lotId = await createLot(h.db, { name: 'Wrong Price Lot' });
  reporter = await newUser(h);
});
afterAll(async () => {
  await h.close();
  uploads.remove();
});

const report = (overrides: Record<string, unknown> = {}) => ({ lot_id: lotId, kind: 'price', description: 'It is 300 yen per 30 minutes now, not 200.', ...overrides });
const send = (user: User, body: Record<string, unknown>, headers: Record<string, string> = {}) => h.request('/v1/error-reports', { token: user.token, body, headers });

describe('POST /v1/error-reports', () => {
  it('reports a wrong price with a suggestion and a photo; the reporter sees it open, then its outcome', async () => {
    const photo = await uploadAsset(h, reporter.token, { category: 'report_photo' });
    const res = await send(reporter, report({ suggested: { per_minutes: 30, price_minor: 300 }, photos: [photo.assetId] }));
    expect(res.status).toBe(201);
    const r = res.body.error_report;
    expect(r).toMatchObject({
      lot_id: lotId,
      kind: 'price',
      suggested: { per_minutes: 30, price_minor: 300 },
      status: 'open',
      resolution_note: null,
      resolved_at: null,
    });
    expect(r.photos).toEqual([{ asset_id: photo.assetId, file_name: 'IMG_0001.JPG', mime_type: 'image/jpeg', file_size: 2048, public_url: photo.publicUrl }]);

    // Support staff resolve it (their screen is the admin issue's; the policy is this one's).
    const agent = await h.createAdmin('ops_manager');
    const resolved = await asUser(h, agent.userId, async (tx) =>
      (await tx.query(`update public.lot_error_reports set status = 'resolved', resolution_note = 'Price corrected.', resolved_at = now(), resolved_by = $2 where id = $1`, [r.id, agent.adminId])).rowCount,
    );
    expect(resolved).toBe(1);
    await h.db.query(`update public.lot_error_reports set status = 'resolved', resolution_note = 'Price corrected.', resolved_at = now(), resolved_by = $2 where id = $1`, [r.id, agent.adminId]);
    const mine = await h.request(`/v1/error-reports/${r.id}`, { token: reporter.token });
    expect(mine.status).toBe(200);
    expect(mine.body.error_report).toMatchObject({ status: 'resolved', resolution_note: 'Price corrected.', resolved_at: expect.stringMatching(/Z$/) });
    const list = await h.request('/v1/error-reports?limit=1', { token: reporter.token });
    expect(list.body.error_reports.map((x: { id: string }) => x.id)).toEqual([r.id]);
  });

  it('takes every kind, and pages the reporter’s own reports newest first', async () => {
    const user = await newUser(h);
    const ids: string[] = [];
    for (const [i, kind] of ['price', 'hours', 'location', 'closed', 'limits', 'other'].entries()) {
      const res = await send(user, report({ kind }));
      expect(res.status, kind).toBe(201);
      ids.push(res.body.error_report.id);
      // A minute apart, oldest first: PGlite's clock moves in milliseconds, so reports made in a row can share an instant.
      await createdMinutesAgo(h.db, 'public.lot_error_reports', res.body.error_report.id, 10 - i);
    }
    const first = await h.request('/v1/error-reports?limit=4', { token: user.token });
    const second = await h.request(`/v1/error-reports?limit=4&cursor=${first.body.next_cursor}`, { token: user.token });
    expect([...first.body.error_reports, ...second.body.error_reports].map((x: { id: string }) => x.id)).toEqual([...ids].reverse());
    expect(second.body.next_cursor).toBeNull();
  });

  it('refuses an unpublished or unknown lot, bad fields and photos that are not the caller’s uploads', async () => {
    const user = await newUser(h);
    const draft = await createLot(h.db, { name: 'Draft', status: 'draft' });
    const othersPhoto = (await uploadAsset(h, reporter.token, { category: 'report_photo' })).assetId;
    const pending = (await issueUpload(h, user.token, { file_size: 10, category: 'report_photo' })).body.asset_id;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ lot_id: draft }, 404, 'lot_not_found', 'lot_id'],
      [{ lot_id: randomUUID() }, 404, 'lot_not_found', 'lot_id'],
      [{ kind: 'smell' }, 422, 'validation_error', 'kind'],
      [{ description: ' ' }, 422, 'validation_error', 'description'],
      [{ description: 'x'.repeat(2001) }, 422, 'validation_error', 'description'],
      [{ suggested: [1, 2] }, 422, 'validation_error', 'suggested'],
      [{ suggested: { note: 'x'.repeat(5000) } }, 422, 'validation_error', 'suggested'],
      [{ photos: [othersPhoto] }, 422, 'validation_error', 'photos'],
      [{ photos: [pending] }, 422, 'validation_error', 'photos'],
      [{ status: 'resolved' }, 422, 'validation_error', 'status'],
    ];
    for (const [overrides, status, code, param] of cases) {
      const res = await send(user, report(overrides));
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(status);
      expect(res.body.error).toMatchObject({ code, param });
    }
    expect((await h.db.query('select count(*)::int as n from public.lot_error_reports where user_id = $1', [user.userId])).rows[0]).toEqual({ n: 0 });
  });

  it('a repeated client request id returns the first report and records nothing; another body with it is 409', async () => {
    const user = await newUser(h);
    const id = randomUUID();
    const first = await send(user, report({ client_request_id: id }));
    expect(first.status).toBe(201);
    const again = await send(user, report(), { 'Idempotency-Key': id });
    expect(again.status).toBe(200);
    expect(again.body.error_report.id).toBe(first.body.error_report.id);
    expect((await send(user, report({ kind: 'hours', client_request_id: id }))).status).toBe(409);
    expect((await h.db.query('select count(*)::int as n from public.lot_error_reports where user_id = $1', [user.userId])).rows[0]).toEqual({ n: 1 });
  });
});

describe('security', () => {
  it('another user’s report is 404 and never listed; row-level security keeps reports and photos to their reporter', async () => {
    const other = await newUser(h);
    const r = (await send(reporter, report())).body.error_report;
    const res = await h.request(`/v1/error-reports/${r.id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', param: 'id' });
    expect((await h.request('/v1/error-reports', { token: other.token })).body.error_reports).toEqual([]);
    expect(await asUser(h, other.userId, async (tx) => (await tx.query('select id from public.lot_error_reports where id = $1', [r.id])).rows)).toEqual([]);
    // Not as someone else, not already resolved, not someone else's photo on one's own report.
    expect(
      await asUser(h, other.userId, (tx) => tx.query(`insert into public.lot_error_reports (user_id, parking_lot_id, kind, description) values ($1, $2, 'price', 'x')`, [reporter.userId, lotId])),
    ).toEqual({ sqlstate: '42501' });
    expect(
      await asUser(h, other.userId, (tx) => tx.query(`update public.lot_error_reports set status = 'resolved', resolved_at = now() where id = $1 returning id`, [r.id])),
    ).toMatchObject({ rows: [] });
    const othersPhoto = (await uploadAsset(h, reporter.token, { category: 'report_photo' })).assetId;
    const own = (await send(other, report())).body.error_report;
    expect(
      await asUser(h, other.userId, (tx) => tx.query(`insert into public.lot_error_report_photos (report_id, asset_id, position) values ($1, $2, 0)`, [own.id, othersPhoto])),
    ).toEqual({ sqlstate: '42501' });
    expect((await h.request('/v1/error-reports', { body: report() })).status).toBe(401);
  });
});
