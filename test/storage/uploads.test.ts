import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from '../../src/modules/storage/drivers.js';
import { sweepPendingAssets } from '../../src/modules/storage/service.js';
import { createOwner } from '../parking-lots/fixtures.js';
import { createLot, newUser, type User } from '../sessions/fixtures.js';
import { createHarness, type Harness } from '../support/harness.js';
import { asUser } from './as-user.js';
import { issueUpload, jpegBytes, localPath, putBytes, tempUploadsDir, uploadAsset } from './fixtures.js';

/**
 * The upload-URL flow on the built-in store (issue 13 item 1): a URL is issued with a pending asset,
 * the bytes are PUT to it, the service stores and serves them, and only the uploader's uploaded
 * assets can be attached (lot bundles here; tickets and reports in test/support-tickets).
 */
const TOKYO_STATION = { lat: 35.6812, lng: 139.7671 };
const uploads = tempUploadsDir();
// The real time plus an offset that tests move forward: tokens issued on the real clock stay valid
// (a frozen clock would see later tokens as issued in the future).
let offset = 0;
const clock = { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
let h: Harness;
let user: User;

beforeAll(async () => {
  h = await createHarness({ config: { UPLOADS_DIR: uploads.dir, UPLOAD_URL_TTL_SECONDS: '600' }, clock });
  user = await newUser(h);
});
afterAll(async () => {
  await h.close();
  uploads.remove();
});

describe('POST /v1/storage/upload-url', () => {
  it('registers a pending asset and returns the contract’s shape, its key made from the category and id, never the file name', async () => {
    const res = await issueUpload(h, user.token, { file_name: '../../etc/passwd.jpg', file_size: 1234 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['asset_id', 'expires_in', 'public_url', 's3_key', 'upload_url']);
    expect(res.body.s3_key).toBe(`parking-lot-images/${res.body.asset_id}.jpg`);
    expect(res.body.public_url).toBe(`http://localhost:8787/files/${res.body.s3_key}`);
    expect(res.body.expires_in).toBe(600);
    const url = new URL(res.body.upload_url);
    expect(url.pathname).toBe(`/files/${res.body.s3_key}`);
    expect(url.searchParams.get('content_type')).toBe('image/jpeg');
    expect(url.searchParams.get('size')).toBe('1234');
    const { rows } = await h.db.query('select user_id, status, file_name, uploaded_at from public.assets where id = $1', [res.body.asset_id]);
    expect(rows[0]).toEqual({ user_id: user.userId, status: 'pending', file_name: '../../etc/passwd.jpg', uploaded_at: null });
    const asset = await h.request(`/v1/storage/assets/${res.body.asset_id}`, { token: user.token });
    expect(asset.status).toBe(200);
    expect(asset.body.asset).toMatchObject({ id: res.body.asset_id, status: 'pending', category: 'parking_lot_image', file_size: 1234 });
  });

  it('takes each category’s types and sizes: images JPEG, PNG, WebP, HEIC up to 10 MiB, support attachments also PDF', async () => {
    for (const mime_type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic']) {
      expect((await issueUpload(h, user.token, { mime_type, file_size: 10 * 1024 * 1024 })).status).toBe(201);
    }
    const pdf = await issueUpload(h, user.token, { mime_type: 'application/pdf', file_size: 5000, category: 'support_attachment' });
    expect(pdf.status).toBe(201);
    expect(pdf.body.s3_key).toMatch(/^support-attachments\/[0-9a-f-]{36}\.pdf$/);
    const heic = await issueUpload(h, user.token, { mime_type: 'IMAGE/HEIC', file_size: 5000, category: 'report_photo' });
    expect(heic.body.s3_key).toMatch(/^report-photos\/[0-9a-f-]{36}\.heic$/);
  });

  it('refuses other types, sizes and categories with the envelope and param', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ mime_type: 'application/pdf', file_size: 10 }, 'mime_type'],
      [{ mime_type: 'image/svg+xml', file_size: 10, category: 'support_attachment' }, 'mime_type'],
      [{ mime_type: 'text/html', file_size: 10 }, 'mime_type'],
      [{ file_size: 10 * 1024 * 1024 + 1 }, 'file_size'],
      [{ file_size: 0 }, 'file_size'],
      [{ file_size: 1.5 }, 'file_size'],
      [{ file_size: 10, category: 'wallpaper' }, 'category'],
      [{ file_size: 10, file_name: '' }, 'file_name'],
      [{ file_size: 10, s3_key: 'mine.jpg' }, 's3_key'],
    ];
    for (const [body, param] of cases) {
      const res = await issueUpload(h, user.token, body as never);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_error', param });
    }
    const before = (await h.db.query<{ n: number }>('select count(*)::int as n from public.assets where user_id = $1', [user.userId])).rows[0]!.n;
    const content = await issueUpload(h, user.token, { file_size: 10, category: 'content' });
    expect(content.status).toBe(403);
    expect(content.body.error.code).toBe('forbidden');
    expect((await h.db.query<{ n: number }>('select count(*)::int as n from public.assets where user_id = $1', [user.userId])).rows[0]!.n).toBe(before);
    const editor = await h.createAdmin('content_manager');
    expect((await issueUpload(h, editor.token, { file_size: 10, category: 'content' })).status).toBe(201);
    expect((await h.request('/v1/storage/upload-url', { body: { file_name: 'a.jpg', mime_type: 'image/jpeg', file_size: 1, category: 'avatar' } })).status).toBe(401);
  });
});

describe('PUT to the upload URL (built-in store)', () => {
  it('stores the bytes, marks the asset uploaded and serves it at public_url with its type and caching headers', async () => {
    const bytes = jpegBytes(4096);
    const issued = await issueUpload(h, user.token, { file_size: bytes.length });
    const put = await putBytes(h, issued.body.upload_url, bytes, 'image/jpeg');
    expect(put.status).toBe(200);
    expect(put.body.asset).toMatchObject({ id: issued.body.asset_id, status: 'uploaded', public_url: issued.body.public_url });
    expect(fs.readFileSync(path.join(uploads.dir, issued.body.s3_key))).toEqual(bytes);
    expect(fs.readdirSync(path.join(uploads.dir, 'parking-lot-images')).filter((f) => f.endsWith('.partial'))).toEqual([]);

    const got = await h.app.request(localPath(issued.body.public_url));
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('content-length')).toBe(String(bytes.length));
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = got.headers.get('etag')!;
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
    const again = await h.app.request(localPath(issued.body.public_url), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const asset = await h.request(`/v1/storage/assets/${issued.body.asset_id}`, { token: user.token });
    expect(asset.body.asset.status).toBe('uploaded');
    expect(asset.body.asset.uploaded_at).toMatch(/Z$/);
    // The confirm call answers the uploaded asset as it is.
    const confirmed = await h.request(`/v1/storage/assets/${issued.body.asset_id}/confirm`, { method: 'POST', token: user.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.asset.status).toBe('uploaded');
  });

  it('refuses a second PUT to the same URL', async () => {
    const bytes = jpegBytes(100);
    const issued = await issueUpload(h, user.token, { file_size: bytes.length });
    expect((await putBytes(h, issued.body.upload_url, bytes, 'image/jpeg')).status).toBe(200);
    const second = await putBytes(h, issued.body.upload_url, jpegBytes(100).fill(1, 50), 'image/jpeg');
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'conflict', details: { status: 'uploaded' } });
    expect(fs.readFileSync(path.join(uploads.dir, issued.body.s3_key))).toEqual(bytes);
  });

  it('refuses an expired URL (the service clock past expires_in), leaving the asset pending', async () => {
    const bytes = jpegBytes(100);
    const issued = await issueUpload(h, user.token, { file_size: bytes.length });
    clock.advance(601_000);
    const res = await putBytes(h, issued.body.upload_url, bytes, 'image/jpeg');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'forbidden', details: { reason: 'expired' } });
    expect((await h.db.query('select status from public.assets where id = $1', [issued.body.asset_id])).rows[0]).toEqual({ status: 'pending' });
  });

  it('refuses a tampered URL: any signed part changed, the signature changed or missing', async () => {
    const bytes = jpegBytes(100);
    const issued = await issueUpload(h, user.token, { file_size: bytes.length });
    const url = new URL(issued.body.upload_url);
    const variant = (change: (u: URL) => void) => {
      const u = new URL(url);
      change(u);
      return u.toString();
    };
    const other = await issueUpload(h, user.token, { file_size: bytes.length });
    const tampered = [
      variant((u) => u.searchParams.set('size', '99')),
      variant((u) => u.searchParams.set('size', '101')),
      variant((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      variant((u) => u.searchParams.set('content_type', 'image/png')),
      // Its first character changed, which always changes the decoded bytes (replacing the last two
      // with "AA" left a signature that already ended so unchanged, about once in a thousand runs).
      variant((u) => {
        const signature = u.searchParams.get('signature')!;
        u.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
      }),
      // The signature of another key.
      variant((u) => (u.pathname = new URL(other.body.upload_url).pathname)),
    ];
    for (const target of tampered) {
      const res = await putBytes(h, target, bytes, new URL(target).searchParams.get('content_type')!);
      expect(res.status, target).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', details: { reason: 'signature_mismatch' } });
    }
    const unsigned = await putBytes(h, issued.body.public_url, bytes, 'image/jpeg');
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.error.details).toEqual({ reason: 'unsigned' });
    expect((await h.db.query('select count(*)::int as n from public.assets where id = any($1) and status = $2', [[issued.body.asset_id, other.body.asset_id], 'pending'])).rows[0]).toEqual({ n: 2 });
  });

  it('refuses a Content-Type other than the signed one, more bytes and fewer bytes, and keeps no partial file', async () => {
    const bytes = jpegBytes(100);
    const issued = await issueUpload(h, user.token, { file_size: bytes.length });
    const wrongType = await putBytes(h, issued.body.upload_url, bytes, 'image/png');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error).toMatchObject({ code: 'unsupported_media_type', details: { expected: 'image/jpeg' } });
    expect((await putBytes(h, issued.body.upload_url, bytes, undefined)).status).toBe(415);
    const tooBig = await putBytes(h, issued.body.upload_url, jpegBytes(101), 'image/jpeg');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('payload_too_large');
    const declaredTooBig = await putBytes(h, issued.body.upload_url, jpegBytes(101), 'image/jpeg', { 'content-length': '101' });
    expect(declaredTooBig.status).toBe(413);
    const tooSmall = await putBytes(h, issued.body.upload_url, jpegBytes(99), 'image/jpeg');
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.error).toMatchObject({ code: 'validation_error', details: { expected_size: 100, received_size: 99 } });
    expect(fs.readdirSync(path.join(uploads.dir, 'parking-lot-images')).filter((f) => f.includes(issued.body.asset_id))).toEqual([]);
    // Still pending: the right bytes go through afterwards.
    expect((await putBytes(h, issued.body.upload_url, bytes, 'image/jpeg; charset=binary')).status).toBe(200);
  });

  it('answers 404 for files that are not there and keys the service never writes', async () => {
    for (const p of [`/files/parking-lot-images/${randomUUID()}.jpg`, '/files/parking-lot-images/photo.jpg', '/files/etc/passwd', '/files/parking-lot-images/..%2F..%2Fjwt-secret']) {
      const res = await h.request(p);
      expect(res.status, p).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const pending = await issueUpload(h, user.token, { file_size: 10 });
    expect((await h.app.request(localPath(pending.body.public_url))).status).toBe(404);
  });
});

describe('using an asset: only the caller’s own uploaded ones', () => {
  it('a photo uploaded through the URL, attached to an owner’s lot, is the lot’s main image in search', async () => {
    const owner = await createOwner(h, 'Uploads Owner');
    const { assetId, publicUrl } = await uploadAsset(h, owner.token);
    const created = await h.request('/v1/owner/parking-lots', {
      token: owner.token,
      body: {
        parking_lot: { name: 'Photo Lot', geometry: { shape_type: 'point', point: TOKYO_STATION } },
        images: [{ asset_id: assetId, is_main: true }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.images_count).toBe(1);
    const admin = await h.createAdmin('ops_manager');
    const approved = await h.request(`/v1/admin/parking-lots/${created.body.parking_lot.id}`, { method: 'PATCH', token: admin.token, body: { parking_lot: { status: 'active' } } });
    expect(approved.status).toBe(200);
    const search = await h.request(`/v1/parking-lots/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}&radius_m=100`);
    const row = search.body.parking_lots.find((l: { id: string }) => l.id === created.body.parking_lot.id);
    expect(row.main_image).toBe(publicUrl);
    const served = await h.app.request(localPath(row.main_image));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses pending assets, other users’ assets, other categories and unknown ids alike (422 images), leaving nothing', async () => {
    const owner = await createOwner(h, 'Careful Owner');
    const pending = (await issueUpload(h, owner.token, { file_size: 10 })).body.asset_id;
    const someoneElses = (await uploadAsset(h, user.token)).assetId;
    const avatar = (await uploadAsset(h, owner.token, { category: 'avatar' })).assetId;
    const lots = (await h.db.query<{ n: number }>('select count(*)::int as n from public.parking_lots')).rows[0]!.n;
    for (const assetId of [pending, someoneElses, avatar, randomUUID()]) {
      const res = await h.request('/v1/owner/parking-lots', { token: owner.token, body: { parking_lot: { name: 'Nope' }, images: [{ asset_id: assetId }] } });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_error', param: 'images', details: { asset_id: assetId } });
    }
    expect((await h.db.query<{ n: number }>('select count(*)::int as n from public.parking_lots')).rows[0]!.n).toBe(lots);
  });

  it('admins may use any uploaded asset; an owner’s patch keeps images an admin put on their lot', async () => {
    const owner = await createOwner(h, 'Kept Owner');
    const admin = await h.createAdmin('ops_manager');
    const usersPhoto = (await uploadAsset(h, user.token)).assetId;
    const ownersPhoto = (await uploadAsset(h, owner.token)).assetId;
    const lot = await h.request('/v1/owner/parking-lots', { token: owner.token, body: { parking_lot: { name: 'Shared Photos' }, images: [{ asset_id: ownersPhoto }] } });
    expect(lot.status).toBe(201);
    const id = lot.body.parking_lot.id;
    const byAdmin = await h.request(`/v1/admin/parking-lots/${id}`, { method: 'PATCH', token: admin.token, body: { images: [{ asset_id: ownersPhoto }, { asset_id: usersPhoto, is_main: true }] } });
    expect(byAdmin.status).toBe(200);
    const byOwner = await h.request(`/v1/owner/parking-lots/${id}`, { method: 'PATCH', token: owner.token, body: { images: [{ asset_id: usersPhoto, is_main: true }] } });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.images_count).toBe(1);
  });

  it('a review carries the reviewer’s own uploaded review images, seen by everyone once approved', async () => {
    const lot = await createLot(h.db, { name: 'Reviewed With Photos' });
    const reviewer = await newUser(h);
    const photo = await uploadAsset(h, reviewer.token, { category: 'review_image' });
    const othersPhoto = (await uploadAsset(h, user.token, { category: 'review_image' })).assetId;
    const pending = (await issueUpload(h, reviewer.token, { file_size: 10, category: 'review_image' })).body.asset_id;
    const lotImage = (await uploadAsset(h, reviewer.token)).assetId;
    for (const assetId of [othersPhoto, pending, lotImage, randomUUID()]) {
      const res = await h.request(`/v1/parking-lots/${lot}/reviews`, { token: reviewer.token, body: { rating: 4, photos: [assetId] } });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: 'validation_error', param: 'photos', details: { asset_id: assetId } });
    }
    expect((await h.db.query('select count(*)::int as n from public.parking_lot_reviews where user_id = $1', [reviewer.userId])).rows[0]).toEqual({ n: 0 });
    const posted = await h.request(`/v1/parking-lots/${lot}/reviews`, { token: reviewer.token, body: { rating: 4, comment: 'Clean', photos: [photo.assetId] } });
    expect(posted.status).toBe(201);
    expect(posted.body.review.photos).toEqual([{ asset_id: photo.assetId, mime_type: 'image/jpeg', public_url: photo.publicUrl }]);
    expect((await h.request(`/v1/parking-lots/${lot}/reviews`)).body.reviews).toEqual([]);
    await h.db.query(`update public.parking_lot_reviews set status = 'approved' where id = $1`, [posted.body.review.id]);
    const listed = await h.request(`/v1/parking-lots/${lot}/reviews`);
    expect(listed.body.reviews[0].photos).toEqual([{ asset_id: photo.assetId, mime_type: 'image/jpeg', public_url: photo.publicUrl }]);
    // Straight in the database: nobody attaches a photo to someone else's review, nor someone else's photo to theirs.
    const other = await newUser(h);
    const otherPhoto = (await uploadAsset(h, other.token, { category: 'review_image' })).assetId;
    expect(await asUser(h, other.userId, (tx) => tx.query('insert into public.parking_lot_review_photos (review_id, asset_id, position) values ($1, $2, 1)', [posted.body.review.id, otherPhoto]))).toEqual({ sqlstate: '42501' });
  });

  it('can_use_asset answers for the caller: own uploaded asset of the category, or any for an admin', async () => {
    const mine = (await uploadAsset(h, user.token, { category: 'avatar' })).assetId;
    const pending = (await issueUpload(h, user.token, { file_size: 10, category: 'avatar' })).body.asset_id;
    const other = await newUser(h);
    const admin = await h.createAdmin('support_agent');
    const ask = (userId: string, assetId: string, category = 'avatar') =>
      asUser(h, userId, async (tx) => (await tx.query<{ ok: boolean }>('select public.can_use_asset($1, $2) as ok', [assetId, category])).rows[0]!.ok);
    expect(await ask(user.userId, mine)).toBe(true);
    expect(await ask(user.userId, mine, 'parking_lot_image')).toBe(false);
    expect(await ask(user.userId, pending)).toBe(false);
    expect(await ask(other.userId, mine)).toBe(false);
    expect(await ask(admin.userId, mine)).toBe(true);
    expect(await ask(user.userId, randomUUID())).toBe(false);
  });
});

describe('row-level security of assets', () => {
  it('another user cannot see, confirm or mark an asset, nor register one as uploaded or as someone else', async () => {
    const issued = await issueUpload(h, user.token, { file_size: 10 });
    const other = await newUser(h);
    for (const [method, p] of [['GET', `/v1/storage/assets/${issued.body.asset_id}`], ['POST', `/v1/storage/assets/${issued.body.asset_id}/confirm`]] as const) {
      const res = await h.request(p, { method, token: other.token });
      expect(res.status, p).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect(await asUser(h, other.userId, async (tx) => (await tx.query('select id from public.assets where id = $1', [issued.body.asset_id])).rows)).toEqual([]);
    expect(await asUser(h, user.userId, async (tx) => (await tx.query(`update public.assets set status = 'uploaded' where id = $1`, [issued.body.asset_id])).rows)).toEqual({ sqlstate: '42501' });
    expect(await asUser(h, user.userId, async (tx) => (await tx.query('select public.mark_asset_uploaded($1)', [issued.body.asset_id])).rows)).toEqual({ sqlstate: '42501' });
    const insert = (userId: string, owner: string) =>
      asUser(h, userId, (tx) =>
        tx.query(`insert into public.assets (user_id, category, file_name, mime_type, file_size, s3_key, public_url) values ($1, 'avatar', 'a.jpg', 'image/jpeg', 1, $2, 'x')`, [
          owner,
          `avatars/${randomUUID()}.jpg`,
        ]),
      );
    expect(await insert(other.userId, user.userId)).toEqual({ sqlstate: '42501' });
    expect(await asUser(h, user.userId, (tx) => tx.query(`insert into public.assets (category, file_name, mime_type, file_size, s3_key, public_url, status) values ('avatar', 'a.jpg', 'image/jpeg', 1, 'k', 'x', 'uploaded')`))).toEqual({ sqlstate: '42501' });
    // The confirm of a pending upload on the built-in store: nothing has arrived.
    const confirm = await h.request(`/v1/storage/assets/${issued.body.asset_id}/confirm`, { method: 'POST', token: user.token });
    expect(confirm.status).toBe(409);
    expect(confirm.body.error).toMatchObject({ code: 'conflict', details: { status: 'pending' } });
  });
});

describe('the sweep of uploads that never arrived', () => {
  it('removes pending assets older than a day and their files; uploaded and recent ones stay', async () => {
    const stale = await issueUpload(h, user.token, { file_size: 10 });
    const recent = await issueUpload(h, user.token, { file_size: 10 });
    const old = await uploadAsset(h, user.token);
    // A file left under the stale key (a crash between the move and the commit).
    const stalePath = path.join(uploads.dir, stale.body.s3_key);
    fs.writeFileSync(stalePath, 'left over');
    await h.db.query(`update public.assets set created_at = now() - interval '25 hours' where id = any($1)`, [[stale.body.asset_id, old.assetId]]);
    const removed = await sweepPendingAssets(h.database.appDb, storageOf(h));
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await h.db.query<{ id: string }>('select id from public.assets where id = any($1) order by id', [[stale.body.asset_id, recent.body.asset_id, old.assetId]]);
    expect(left.rows.map((r) => r.id).sort()).toEqual([recent.body.asset_id, old.assetId].sort());
    expect(fs.existsSync(stalePath)).toBe(false);
    expect(fs.existsSync(path.join(uploads.dir, old.key))).toBe(true);
    const put = await putBytes(h, stale.body.upload_url, Buffer.alloc(10), 'image/jpeg');
    expect(put.status).toBe(404);
  });
});

/** A store on the harness's configuration: the same directory and key as the app's. */
function storageOf(harness: Harness): LocalStorage {
  return createLocalStorage(harness.config.storage, { publicBaseUrl: harness.config.publicBaseUrl, tokenKey: harness.config.auth.jwtSecret, clock });
}
