import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/modules/storage/drivers.js';
import { sweepPendingAssets } from '../../src/modules/storage/service.js';
import { createOwner } from '../parking-lots/fixtures.js';
import { newUser, type User } from '../sessions/fixtures.js';
import { createdMinutesAgo, createHarness, type Harness } from '../support/harness.js';
import { issueUpload, jpegBytes, tempUploadsDir } from './fixtures.js';
import { startSigV4Gate, verifyPresigned, type SigV4Gate } from './sigv4-gate.js';

/**
 * The S3 driver against a real S3-compatible server on loopback: s3rver (npm) stores and serves the
 * objects; it accepts any Signature Version 4, so a gate in front of it checks every presigned
 * request with the AWS SDK's own signer (sigv4-gate.ts). No S3 server is installable from Debian 12's
 * packages here (no MinIO, SeaweedFS or Garage).
 */
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';
const BUCKET = 'uploads';
const dir = tempUploadsDir();
let s3rver: S3rver;
let gate: SigV4Gate;
let s3Base: string;
let h: Harness;
let user: User;
let direct: S3Client;

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: dir.dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  s3Base = `http://127.0.0.1:${port}`;
  gate = await startSigV4Gate(port, SECRET);
  h = await createHarness({
    config: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'ap-northeast-1',
      S3_ENDPOINT: gate.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      STORAGE_PUBLIC_BASE_URL: `${s3Base}/${BUCKET}`,
    },
  });
  user = await newUser(h);
  direct = new S3Client({ region: 'ap-northeast-1', endpoint: s3Base, forcePathStyle: true, credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET } });
});
afterAll(async () => {
  await h?.close();
  await gate?.close();
  await s3rver?.close();
  direct?.destroy();
  dir.remove();
});

async function putTo(url: string, bytes: Uint8Array, contentType: string): Promise<Response> {
  return fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
}

async function exists(key: string): Promise<boolean> {
  try {
    await direct.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('S3 driver', () => {
  it('presigns a PUT with Content-Type and Content-Length signed and no checksum of an empty body', async () => {
    const issued = await issueUpload(h, user.token, { file_size: 321 });
    expect(issued.status).toBe(201);
    const url = new URL(issued.body.upload_url);
    expect(url.origin).toBe(gate.url);
    expect(url.pathname).toBe(`/${BUCKET}/${issued.body.s3_key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(issued.body.public_url).toBe(`${s3Base}/${BUCKET}/${issued.body.s3_key}`);
  });

  it('a PUT of the declared bytes to the URL, then confirm: the asset is uploaded, served by the store and usable in a lot', async () => {
    const bytes = jpegBytes(3000);
    const issued = await issueUpload(h, user.token, { file_size: bytes.length });
    const early = await h.request(`/v1/storage/assets/${issued.body.asset_id}/confirm`, { method: 'POST', token: user.token });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'conflict', details: { status: 'pending' } });

    const put = await putTo(issued.body.upload_url, bytes, 'image/jpeg');
    expect(put.status).toBe(200);
    const confirmed = await h.request(`/v1/storage/assets/${issued.body.asset_id}/confirm`, { method: 'POST', token: user.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.asset).toMatchObject({ status: 'uploaded', file_size: 3000, mime_type: 'image/jpeg' });

    const served = await fetch(issued.body.public_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);

    const owner = await createOwner(h, 'S3 Owner');
    const photo = await issueUpload(h, owner.token, { file_size: bytes.length });
    expect((await putTo(photo.body.upload_url, bytes, 'image/jpeg')).status).toBe(200);
    const refused = await h.request('/v1/owner/parking-lots', { token: owner.token, body: { parking_lot: { name: 'S3 Lot' }, images: [{ asset_id: photo.body.asset_id }] } });
    expect(refused.status).toBe(422);
    expect((await h.request(`/v1/storage/assets/${photo.body.asset_id}/confirm`, { method: 'POST', token: owner.token })).status).toBe(200);
    const lot = await h.request('/v1/owner/parking-lots', { token: owner.token, body: { parking_lot: { name: 'S3 Lot' }, images: [{ asset_id: photo.body.asset_id, is_main: true }] } });
    expect(lot.status).toBe(201);
  });

  it('the store refuses a PUT of another type or size, or with a changed URL; nothing is stored', async () => {
    const bytes = jpegBytes(500);
    const issued = await issueUpload(h, user.token, { file_size: bytes.length });
    const before = gate.refusals.length;
    expect((await putTo(issued.body.upload_url, bytes, 'image/png')).status).toBe(403);
    expect((await putTo(issued.body.upload_url, jpegBytes(499), 'image/jpeg')).status).toBe(403);
    expect((await putTo(issued.body.upload_url, jpegBytes(501), 'image/jpeg')).status).toBe(403);
    const longer = new URL(issued.body.upload_url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await putTo(longer.toString(), bytes, 'image/jpeg')).status).toBe(403);
    const otherKey = new URL(issued.body.upload_url);
    otherKey.pathname = `/${BUCKET}/parking-lot-images/00000000-0000-4000-8000-000000000000.jpg`;
    expect((await putTo(otherKey.toString(), bytes, 'image/jpeg')).status).toBe(403);
    expect(gate.refusals.slice(before).map((r) => r.code)).toEqual(Array(5).fill('SignatureDoesNotMatch'));
    expect(await exists(issued.body.s3_key)).toBe(false);
    // The URL as issued still works.
    expect((await putTo(issued.body.upload_url, bytes, 'image/jpeg')).status).toBe(200);
  });

  it('the signature check itself: an expired URL is refused, and the gate accepts exactly what the SDK signed', async () => {
    const issued = await issueUpload(h, user.token, { file_size: 10 });
    const url = new URL(issued.body.upload_url);
    const headers = { host: url.host, 'content-type': 'image/jpeg', 'content-length': '10' };
    expect(await verifyPresigned(SECRET, 'PUT', url, headers)).toEqual({ ok: true });
    expect(await verifyPresigned(SECRET, 'PUT', url, headers, Date.now() + 901_000)).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(await verifyPresigned('another-secret', 'PUT', url, headers)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(await verifyPresigned(SECRET, 'GET', url, headers)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('confirm refuses an object that is not the declared size', async () => {
    const issued = await issueUpload(h, user.token, { file_size: 100 });
    await direct.send(new PutObjectCommand({ Bucket: BUCKET, Key: issued.body.s3_key, Body: jpegBytes(90), ContentType: 'image/jpeg' }));
    const res = await h.request(`/v1/storage/assets/${issued.body.asset_id}/confirm`, { method: 'POST', token: user.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'conflict', details: { declared_size: 100, stored_size: 90 } });
    expect((await h.db.query('select status from public.assets where id = $1', [issued.body.asset_id])).rows[0]).toEqual({ status: 'pending' });
  });

  it('the sweep removes a stale pending asset’s object from the store', async () => {
    const issued = await issueUpload(h, user.token, { file_size: 10 });
    expect((await putTo(issued.body.upload_url, jpegBytes(10), 'image/jpeg')).status).toBe(200);
    await createdMinutesAgo(h.db, 'public.assets', issued.body.asset_id, 2 * 24 * 60);
    expect(await sweepPendingAssets(h.database.appDb, createS3Storage(h.config.storage))).toBeGreaterThanOrEqual(1);
    expect(await exists(issued.body.s3_key)).toBe(false);
    expect((await h.db.query('select 1 from public.assets where id = $1', [issued.body.asset_id])).rows).toEqual([]);
  });

  it('a store that cannot be reached is 503, not 500', async () => {
    const issued = await issueUpload(h, user.token, { file_size: 10 });
    await gate.close();
    try {
      const res = await h.request(`/v1/storage/assets/${issued.body.asset_id}/confirm`, { method: 'POST', token: user.token });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('service_unavailable');
    } finally {
      gate = await startSigV4Gate(Number(new URL(s3Base).port), SECRET);
    }
  });
});

