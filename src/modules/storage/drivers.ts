import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Clock } from '../../clock.js';
import type { StorageConfig } from '../../config.js';
import { deriveSigningSecret, signUpload } from './signing.js';

/** What the store holds under a key: its size and, where the store keeps it, its content type. */
export interface StoredObject {
  size: number;
  contentType: string | undefined;
}

/**
 * Object storage behind the upload-URL flow, one interface for both drivers. The service never
 * carries file bytes for S3: the client PUTs them to the presigned URL.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** A URL the client PUTs exactly `size` bytes of `contentType` to, valid for `expiresIn` seconds. */
  uploadUrl(key: string, contentType: string, size: number, expiresIn: number): Promise<string>;
  /** Where the stored file is fetched from. */
  publicUrl(key: string): string;
  /** The object under `key`, or undefined when the store has none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes the objects (missing ones are no error). */
  remove(keys: string[]): Promise<void>;
}

/** The local store's own parts, for the routes that receive and serve its files. */
export interface LocalStorage extends ObjectStorage {
  readonly driver: 'local';
  readonly signingSecret: string;
  readonly dir: string;
  /** The file of a key (keys are checked against STORAGE_KEY before they get here). */
  filePath(key: string): string;
  /** A new file name beside the key's, for bytes on their way in. */
  partialPath(key: string): string;
}

export function createObjectStorage(config: StorageConfig, options: { publicBaseUrl: string; tokenKey: string | undefined; clock: Clock }): ObjectStorage {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config, options);
}

export function createLocalStorage(config: StorageConfig, options: { publicBaseUrl: string; tokenKey: string | undefined; clock: Clock }): LocalStorage {
  // Without UPLOAD_SIGNING_SECRET or a token key to derive one from (tokens verified by JWKS only), a
  // random key: upload URLs then work on the process that issued them, until it restarts.
  const secret = config.signingSecret ?? (options.tokenKey ? deriveSigningSecret(options.tokenKey) : randomBytes(32).toString('base64url'));
  const dir = config.uploadsDir;
  // The service receives uploads at its own address (PUBLIC_BASE_URL), whatever serves them later.
  const uploadBase = `${options.publicBaseUrl.replace(/\/+$/, '')}/files`;
  const filePath = (key: string) => path.join(dir, ...key.split('/'));
  return {
    driver: 'local',
    signingSecret: secret,
    dir,
    filePath,
    partialPath: (key) => `${filePath(key)}.${randomBytes(8).toString('hex')}.partial`,
    async uploadUrl(key, contentType, size, expiresIn) {
      const expires = Math.floor(options.clock.now() / 1000) + expiresIn;
      const signature = signUpload(secret, { key, contentType, size, expires });
      const query = new URLSearchParams({ content_type: contentType, size: String(size), expires: String(expires), signature });
      return `${uploadBase}/${key}?${query}`;
    },
    publicUrl: (key) => `${config.publicBaseUrl}/${key}`,
    async stat(key) {
      try {
        const stats = await fs.promises.stat(filePath(key));
        return { size: stats.size, contentType: undefined };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(filePath(key), { force: true })));
    },
  };
}

/**
 * The AWS SDK is loaded at the first S3 call, not with the service: its modules cost a warm start
 * about a tenth of a second, and the local driver (the embedded default) never needs them.
 */
let s3Sdk: Promise<typeof import('@aws-sdk/client-s3') & Pick<typeof import('@aws-sdk/s3-request-presigner'), 'getSignedUrl'>> | undefined;
function loadS3Sdk() {
  return (s3Sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(([client, presigner]) => ({
    ...client,
    getSignedUrl: presigner.getSignedUrl,
  })));
}

export function createS3Storage(config: StorageConfig): ObjectStorage {
  const s3 = config.s3;
  if (!s3) throw new Error('STORAGE_DRIVER=s3 needs its S3 settings');
  let client: S3Client | undefined;
  const sdk = async () => {
    const loaded = await loadS3Sdk();
    client ??= new loaded.S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
      ...(s3.credentials ? { credentials: s3.credentials } : {}),
      // Otherwise the SDK signs a CRC32 of the (empty) body it presigns, which no upload matches.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { ...loaded, client };
  };
  return {
    driver: 's3',
    async uploadUrl(key, contentType, size, expiresIn) {
      const { client, getSignedUrl, PutObjectCommand } = await sdk();
      // Content-Type and Content-Length are signed headers: a PUT of another type or size does not
      // match the signature and the store refuses it.
      return getSignedUrl(client, new PutObjectCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType, ContentLength: size }), {
        expiresIn,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
    },
    publicUrl: (key) => `${config.publicBaseUrl}/${key}`,
    async stat(key) {
      const { client, HeadObjectCommand, S3ServiceException } = await sdk();
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (err) {
        if (err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey')) return undefined;
        throw err;
      }
    },
    async remove(keys) {
      const { client, DeleteObjectCommand } = await sdk();
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}
