import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Upload URLs of the local store: an HMAC-SHA256 over the method, the storage key, the content type,
 * the size and the expiry instant, so that none of them can be changed without the key. The PUT
 * must then carry exactly that content type and that many bytes before that instant.
 */
export interface UploadGrant {
  key: string;
  contentType: string;
  size: number;
  /** Seconds since the epoch. */
  expires: number;
}

function signature(secret: string, method: string, grant: UploadGrant): Buffer {
  return createHmac('sha256', secret)
    .update([method, grant.key, grant.contentType, String(grant.size), String(grant.expires)].join('\n'))
    .digest();
}

export function signUpload(secret: string, grant: UploadGrant): string {
  return signature(secret, 'PUT', grant).toString('base64url');
}

export function verifyUpload(secret: string, grant: UploadGrant, provided: string): boolean {
  const expected = signature(secret, 'PUT', grant);
  const given = Buffer.from(provided, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The key of upload URLs when UPLOAD_SIGNING_SECRET is unset: derived from the token key, never equal to it. */
export function deriveSigningSecret(tokenKey: string): string {
  return createHmac('sha256', tokenKey).update('parking-service upload URLs v1').digest('base64url');
}
