import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Harness, TestResponse } from '../support/harness.js';
import { recordExchange, recordingExamples } from '../support/example-recorder.js';

/** A directory for one test file's uploads, removed by the returned function. */
export function tempUploadsDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The first bytes of a real JPEG (SOI, JFIF APP0), then filler up to `size`. */
export function jpegBytes(size = 2048): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  const body = Buffer.alloc(Math.max(0, size - head.length), 0x5a);
  return Buffer.concat([head, body]).subarray(0, size);
}

/** A URL the service issued, as a path and query the in-process app answers. */
export function localPath(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** A PUT of raw bytes through the app, checked against the contract like every harness request. */
export async function putBytes(h: Harness, url: string, bytes: Uint8Array, contentType: string | undefined, headers: Record<string, string> = {}): Promise<TestResponse> {
  const target = localPath(url);
  const res = await h.app.request(target, {
    method: 'PUT',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body: bytes,
  });
  const pathname = new URL(target, 'http://x').pathname;
  await h.contract.check('PUT', pathname, res);
  const text = await res.text();
  const body = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
  const operation = recordingExamples ? h.contract.operationFor('PUT', pathname) : undefined;
  if (operation) recordExchange({ method: 'put', template: operation.template, status: res.status, ...(body !== undefined ? { response: body } : {}) });
  return { status: res.status, headers: res.headers, body, text };
}

export async function issueUpload(
  h: Harness,
  token: string,
  body: { file_name?: string; mime_type?: string; file_size: number; category?: string },
): Promise<TestResponse> {
  return h.request('/v1/storage/upload-url', {
    token,
    body: { file_name: 'IMG_0001.JPG', mime_type: 'image/jpeg', category: 'parking_lot_image', ...body },
  });
}

/** Issues an upload URL and PUTs the bytes: an uploaded asset of the token's user. */
export async function uploadAsset(h: Harness, token: string, options: { category?: string; mimeType?: string; bytes?: Buffer } = {}): Promise<{ assetId: string; publicUrl: string; key: string }> {
  const bytes = options.bytes ?? jpegBytes();
  const mimeType = options.mimeType ?? 'image/jpeg';
  const issued = await issueUpload(h, token, { file_size: bytes.length, mime_type: mimeType, category: options.category ?? 'parking_lot_image' });
  if (issued.status !== 201) throw new Error(`upload-url failed: ${issued.text}`);
  const put = await putBytes(h, issued.body.upload_url, bytes, mimeType);
  if (put.status !== 200) throw new Error(`upload PUT failed: ${put.text}`);
  return { assetId: issued.body.asset_id, publicUrl: issued.body.public_url, key: issued.body.s3_key };
}
