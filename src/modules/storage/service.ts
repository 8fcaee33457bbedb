import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../../clock.js';
import { asCaller, serviceCaller } from '../../db/caller.js';
import type { Database, Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import { categoryRules, mediaTypeOf, storageKey, type AssetCategory } from './categories.js';
import type { LocalStorage, ObjectStorage, StoredObject } from './drivers.js';
import type { Asset } from './schemas.js';
import { verifyUpload } from './signing.js';

const ASSET_COLUMNS = `a.id, a.category, a.file_name, a.mime_type, a.file_size, a.status, a.s3_key, a.public_url, a.created_at, a.uploaded_at`;

export interface UploadUrlInput {
  file_name: string;
  mime_type: string;
  file_size: number;
  category: AssetCategory;
}

/**
 * Registers a pending asset of the caller's and returns the URL to PUT its bytes to (contract 4.4).
 * The type and size are checked against the category here, so that a refusal names its field; the
 * row's own constraints and policy (own row, pending, `content` for content editors) stand behind it.
 */
export async function issueUploadUrl(db: Queryable, storage: ObjectStorage, ttlSeconds: number, input: UploadUrlInput) {
  const rule = categoryRules[input.category];
  const mimeType = mediaTypeOf(input.mime_type) ?? '';
  const allowed = Object.keys(rule.types);
  if (!allowed.includes(mimeType)) {
    throw new ApiError('validation_error', {
      message: `mime_type: a ${input.category} may be ${allowed.join(', ')}, not ${input.mime_type}.`,
      param: 'mime_type',
      details: { allowed },
    });
  }
  if (input.file_size > rule.maxBytes) {
    throw new ApiError('validation_error', {
      message: `file_size: a ${input.category} may have at most ${rule.maxBytes} bytes.`,
      param: 'file_size',
      details: { max_bytes: rule.maxBytes },
    });
  }
  const assetId = randomUUID();
  const key = storageKey(input.category, assetId, mimeType);
  const uploadUrl = await storeCall(() => storage.uploadUrl(key, mimeType, input.file_size, ttlSeconds));
  const publicUrl = storage.publicUrl(key);
  await db.query(
    `insert into public.assets (id, category, file_name, mime_type, file_size, s3_key, public_url, upload_expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [assetId, input.category, input.file_name, mimeType, input.file_size, key, publicUrl, ttlSeconds],
  );
  return { asset_id: assetId, upload_url: uploadUrl, s3_key: key, public_url: publicUrl, expires_in: ttlSeconds };
}

/** One of the caller's assets (row-level security: their own; lot editors any). */
export async function getAsset(db: Queryable, assetId: string): Promise<Asset> {
  const { rows } = await db.query<Asset>(`select ${ASSET_COLUMNS} from public.assets a where a.id = $1`, [assetId]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No asset ${assetId}.`, param: 'id' });
  return rows[0];
}

/** A store that cannot be reached is an outage (503), not a bug. */
async function storeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('service_unavailable', { message: 'The file store is unavailable.', retryAfter: 5, cause: err });
  }
}

function serviceTx<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return asCaller(db, serviceCaller, work);
}

/**
 * The confirm call of the S3 flow: the caller's pending asset becomes uploaded when the store holds
 * its object with the declared size (and type, where the store reports one). Already uploaded: the
 * asset as it is. Works on the local store too, where the PUT itself confirms.
 */
export async function confirmAsset(asCallerTx: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>, db: Database, storage: ObjectStorage, assetId: string): Promise<Asset> {
  const asset = await asCallerTx((tx) => getAsset(tx, assetId));
  if (asset.status === 'uploaded') return asset;
  const stored: StoredObject | undefined = await storeCall(() => storage.stat(asset.s3_key));
  if (!stored) {
    throw new ApiError('conflict', {
      message: 'The file has not arrived yet: PUT it to the upload URL first.',
      param: null,
      details: { status: 'pending' },
    });
  }
  if (stored.size !== asset.file_size || (stored.contentType !== undefined && mediaTypeOf(stored.contentType) !== asset.mime_type)) {
    throw new ApiError('conflict', {
      message: `The stored file (${stored.size} bytes, ${stored.contentType ?? 'unknown type'}) is not the declared one (${asset.file_size} bytes, ${asset.mime_type}).`,
      param: null,
      details: { declared_size: asset.file_size, stored_size: stored.size, declared_type: asset.mime_type, stored_type: stored.contentType ?? null },
    });
  }
  return serviceTx(db, async (tx) => {
    await tx.query('select public.mark_asset_uploaded($1)', [asset.id]);
    const { rows } = await tx.query<Asset>(`select ${ASSET_COLUMNS} from public.assets a where a.id = $1`, [asset.id]);
    if (!rows[0]) throw new ApiError('not_found', { message: `No asset ${assetId}.`, param: 'id' });
    return rows[0];
  });
}

class TooManyBytes extends Error {}

export interface LocalUploadRequest {
  key: string;
  query: { content_type?: string | undefined; size?: string | undefined; expires?: string | undefined; signature?: string | undefined };
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}

function refused(reason: 'unsigned' | 'signature_mismatch' | 'expired', message: string): ApiError {
  return new ApiError('forbidden', { message, param: null, details: { reason } });
}

/**
 * The local store's end of an upload URL: checks the signature (method, key, type, size, expiry),
 * the expiry on the service clock, the request's Content-Type and size against the signed ones,
 * then streams the bytes to a partial file (never more than the signed size), marks the asset
 * uploaded (once: a second PUT finds it no longer pending) and moves the file into place.
 */
export async function receiveLocalUpload(db: Database, storage: LocalStorage, clock: Clock, log: Logger, req: LocalUploadRequest): Promise<Asset> {
  const { content_type: signedType, size: sizeText, expires: expiresText, signature } = req.query;
  if (!signedType || !sizeText || !expiresText || !signature) {
    throw refused('unsigned', 'This URL is not a signed upload URL: request one with POST /v1/storage/upload-url.');
  }
  const size = /^[1-9][0-9]{0,9}$/.test(sizeText) ? Number(sizeText) : NaN;
  const expires = /^[1-9][0-9]{0,11}$/.test(expiresText) ? Number(expiresText) : NaN;
  const grant = { key: req.key, contentType: signedType, size, expires };
  if (!Number.isFinite(size) || !Number.isFinite(expires) || !verifyUpload(storage.signingSecret, grant, signature)) {
    throw refused('signature_mismatch', 'The upload URL’s signature does not match: use the URL exactly as it was issued.');
  }
  if (clock.now() >= expires * 1000) {
    throw refused('expired', `The upload URL expired at ${new Date(expires * 1000).toISOString()}: request a new one.`);
  }
  const sent = mediaTypeOf(req.contentType);
  if (sent !== signedType) {
    throw new ApiError('unsupported_media_type', {
      message: `This upload URL takes Content-Type ${signedType}, not ${req.contentType ?? 'none'}.`,
      param: null,
      details: { expected: signedType },
    });
  }
  if (req.contentLength !== undefined && /^[0-9]+$/.test(req.contentLength)) {
    const declared = Number(req.contentLength);
    if (declared > size) throw new ApiError('payload_too_large', { message: `This upload URL takes exactly ${size} bytes.`, param: null, details: { expected_size: size } });
    if (declared < size) throw incomplete(declared, size);
  }

  const asset = await serviceTx(db, async (tx) => {
    const { rows } = await tx.query<Asset>(`select ${ASSET_COLUMNS} from public.assets a where a.s3_key = $1`, [req.key]);
    return rows[0];
  });
  // The URL was signed for this row's type and size; a row that says otherwise is not its row.
  if (!asset || asset.mime_type !== signedType || asset.file_size !== size) {
    throw new ApiError('not_found', { message: 'No upload is waiting at this URL (it may have been swept after a day).', param: null });
  }
  if (asset.status !== 'pending') throw alreadyUploaded();

  const final = storage.filePath(req.key);
  const partial = storage.partialPath(req.key);
  await fs.promises.mkdir(path.dirname(final), { recursive: true });
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > size ? new TooManyBytes() : null, chunk);
    },
  });
  try {
    const source = req.body ? Readable.fromWeb(req.body as import('node:stream/web').ReadableStream<Uint8Array>) : Readable.from([]);
    await pipeline(source, counter, fs.createWriteStream(partial, { flags: 'wx', mode: 0o644 }));
    if (received !== size) throw incomplete(received, size);
    const marked = await serviceTx(db, async (tx) => {
      const { rows } = await tx.query<{ marked: boolean }>('select public.mark_asset_uploaded($1) as marked', [asset.id]);
      // Moved into place inside the transaction: if the commit fails, the sweep removes the file
      // with the still-pending row.
      if (rows[0]!.marked) await fs.promises.rename(partial, final);
      return rows[0]!.marked;
    });
    if (!marked) throw alreadyUploaded();
  } catch (err) {
    await fs.promises.rm(partial, { force: true }).catch((rmErr: unknown) => log.warn({ err: rmErr, file: partial }, 'could not remove a partial upload'));
    if (err instanceof TooManyBytes) {
      throw new ApiError('payload_too_large', { message: `This upload URL takes exactly ${size} bytes.`, param: null, details: { expected_size: size } });
    }
    throw err;
  }
  return { ...asset, status: 'uploaded', uploaded_at: new Date().toISOString() };
}

function incomplete(received: number, size: number): ApiError {
  return new ApiError('validation_error', {
    message: `The upload carried ${received} bytes; this URL takes exactly ${size}.`,
    param: null,
    details: { expected_size: size, received_size: received },
  });
}

function alreadyUploaded(): ApiError {
  return new ApiError('conflict', { message: 'This file has already been uploaded; an upload URL takes one PUT.', param: null, details: { status: 'uploaded' } });
}

/** An uploaded file of the local store, as the row says it is, or undefined. */
export async function findLocalFile(db: Database, key: string): Promise<{ id: string; mime_type: string; file_size: number } | undefined> {
  return serviceTx(db, async (tx) => {
    const { rows } = await tx.query<{ id: string; mime_type: string; file_size: number }>(
      `select id, mime_type, file_size from public.assets where s3_key = $1 and status = 'uploaded'`,
      [key],
    );
    return rows[0];
  });
}

/**
 * Removes pending assets older than `olderThanSeconds` (a day by default) and whatever their keys
 * hold in the store. Returns how many went. Runs in the workers (src/workers.ts), hourly.
 */
export async function sweepPendingAssets(db: Database, storage: ObjectStorage, olderThanSeconds = 86_400): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await serviceTx(db, async (tx) => {
      const result = await tx.query<{ asset_id: string; s3_key: string }>(
        'select asset_id, s3_key from public.sweep_pending_assets(make_interval(secs => $1), 500)',
        [olderThanSeconds],
      );
      // Inside the transaction: if the store cannot be reached, the rows stay for the next sweep.
      if (result.rows.length) await storage.remove(result.rows.map((r) => r.s3_key));
      return result.rows;
    });
    total += rows.length;
    if (rows.length < 500) return total;
  }
}
