import fs from 'node:fs';
import { Readable } from 'node:stream';
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppContext, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { categoryRules, STORAGE_KEY } from './categories.js';
import type { LocalStorage } from './drivers.js';
import { AssetResult, FileParams, LocalUploadQuery, UploadUrlBody, UploadUrlResult } from './schemas.js';
import * as storage from './service.js';

const tags = ['Storage'];

const fileTypes = [...new Set(Object.values(categoryRules).flatMap((r) => Object.keys(r.types)))];
const binary = Object.fromEntries(fileTypes.map((t) => [t, { schema: z.string().openapi({ format: 'binary' }) }]));

const issueUploadUrl = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/storage/upload-url',
  operationId: 'createUploadUrl',
  tags,
  summary: 'Register a file and get a signed URL to PUT its bytes to',
  description:
    'Inserts a `pending` asset of the caller’s and returns a signed PUT URL. The client PUTs the file directly to `upload_url` ' +
    '(Content-Type `mime_type`, exactly `file_size` bytes, no Authorization) before `expires_in` seconds pass. With the built-in store ' +
    'the asset is `uploaded` as soon as the PUT succeeds; with S3 the client then calls `POST /v1/storage/assets/{id}/confirm`. ' +
    'Only uploaded assets of the caller can be attached; pending ones are removed after a day.',
  request: { body: jsonBody(UploadUrlBody) },
  errors: {
    403: '`forbidden`: the `content` category is for content editors.',
    422: '`validation_error`: a type the category does not take (`param` mime_type, `details.allowed`), a size over the category’s limit (`param` file_size).',
  },
  responses: { 201: jsonContent(UploadUrlResult, 'Registered; PUT the bytes to upload_url') },
});

const getAsset = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/storage/assets/{id}',
  operationId: 'getAsset',
  description:
    'One of the caller’s assets with its category, file name, type, size and status; another user’s asset is 404.',
  tags,
  summary: 'One of the caller’s assets and its state',
  request: { params: IdParams },
  responses: { 200: jsonContent(AssetResult, 'The asset') },
});

const confirmAsset = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/storage/assets/{id}/confirm',
  operationId: 'confirmAssetUpload',
  tags,
  summary: 'Confirm that the bytes of a pending asset have arrived (S3 store)',
  description: 'Checks that the store holds the object with the declared size (and type) and marks the asset `uploaded`. An uploaded asset is returned as it is.',
  request: { params: IdParams },
  errors: {
    409: '`conflict`: the object is not in the store yet (`details.status` pending), or it is not the declared size or type (`details`).',
  },
  responses: { 200: jsonContent(AssetResult, 'Uploaded') },
});

const putFile = defineRoute({
  access: 'public',
  method: 'put',
  path: '/files/{folder}/{name}',
  operationId: 'uploadFile',
  tags,
  summary: 'Receive the bytes of an upload URL (built-in store)',
  description:
    'The `upload_url` of the built-in store. The query is the signature: an HMAC over the method, key, content type, size and expiry. ' +
    'The body is the file, with the signed Content-Type and exactly the signed number of bytes. One PUT per URL.',
  request: { params: FileParams, query: LocalUploadQuery, body: { required: true, content: binary } },
  errors: {
    403: '`forbidden`: not a signed URL, a signature that does not match (`details.reason` signature_mismatch), or an expired URL (`details.reason` expired).',
    404: '`not_found`: no upload is waiting under this key (never issued, or swept), or the store is not the built-in one.',
    409: '`conflict`: the file has already been uploaded.',
    413: '`payload_too_large`: more bytes than the URL was signed for.',
    415: '`unsupported_media_type`: a Content-Type other than the signed one (`details.expected`).',
    422: '`validation_error`: fewer bytes than the URL was signed for.',
  },
  responses: { 200: jsonContent(AssetResult, 'Stored; the asset is uploaded') },
});

const getFile = defineRoute({
  access: 'public',
  method: 'get',
  path: '/files/{folder}/{name}',
  operationId: 'getFile',
  tags,
  summary: 'An uploaded file (built-in store): the `public_url` of an asset',
  description: 'Served with its content type and long-lived caching (a key is never reused): `Cache-Control: public, max-age=31536000, immutable`, an `ETag`, 304 on `If-None-Match`.',
  request: { params: FileParams },
  errors: { 404: '`not_found`: no uploaded file under this key.' },
  responses: {
    200: { description: 'The file', content: binary },
    304: { description: 'Not modified (If-None-Match)' },
  },
});

function localStore(c: AppContext, folder: string, name: string): { store: LocalStorage; key: string } {
  const store = c.get('deps').storage;
  const key = `${folder}/${name}`;
  if (store.driver !== 'local' || !STORAGE_KEY.test(key)) {
    throw new ApiError('not_found', { message: 'No such file.', param: null });
  }
  return { store: store as LocalStorage, key };
}

export function registerStorageRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(issueUploadUrl, async (c) => {
    const { storage: store, config } = c.get('deps');
    const result = await withCallerDb(c, (db) => storage.issueUploadUrl(db, store, config.storage.urlTtlSeconds, c.req.valid('json')));
    return c.json(result, 201);
  });

  app.openapi(getAsset, async (c) => {
    const asset = await withCallerDb(c, (db) => storage.getAsset(db, c.req.valid('param').id));
    return c.json({ asset }, 200);
  });

  app.openapi(confirmAsset, async (c) => {
    const { db, storage: store } = c.get('deps');
    const asset = await storage.confirmAsset((work) => withCallerDb(c, work), db, store, c.req.valid('param').id);
    return c.json({ asset }, 200);
  });

  app.openapi(putFile, async (c) => {
    const { folder, name } = c.req.valid('param');
    const { store, key } = localStore(c, folder, name);
    const { db, clock, log } = c.get('deps');
    const asset = await storage.receiveLocalUpload(db, store, clock, log, {
      key,
      query: c.req.valid('query'),
      contentType: c.req.header('content-type'),
      contentLength: c.req.header('content-length'),
      body: c.req.raw.body,
    });
    return c.json({ asset }, 200);
  });

  app.openapi(getFile, async (c) => {
    const { folder, name } = c.req.valid('param');
    const { store, key } = localStore(c, folder, name);
    const file = await storage.findLocalFile(c.get('deps').db, key);
    if (!file) throw new ApiError('not_found', { message: 'No such file.', param: null });
    const etag = `"${file.id}"`;
    const headers: Record<string, string> = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // A stored file is never a page of this origin: no scripts, no plug-ins, even if a browser opens it.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    const match = c.req.header('if-none-match');
    if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return c.body(null, 304, headers);
    let stream: fs.ReadStream;
    try {
      const handle = await fs.promises.open(store.filePath(key), 'r');
      stream = handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ApiError('not_found', { message: 'No such file.', param: null });
      throw err;
    }
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, { ...headers, 'Content-Type': file.mime_type, 'Content-Length': String(file.file_size) }) as never;
  });
}
