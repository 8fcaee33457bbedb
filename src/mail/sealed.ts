import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secret values that must pass through the database on their way out (a one-time code in a mail
 * job waits in pgboss.job until a worker sends it, and stays in the archive after): sealed with
 * AES-256-GCM under a key derived from the service's token secret, which the database does not hold,
 * so a copy of the database (or a backup) shows no live code. Sealed text is
 * `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
const INFO = 'parking-service mail secrets v1';

export function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
}

export function seal(key: Buffer, values: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function unseal(key: Buffer, sealed: string): Record<string, string> {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('sealed mail values: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  // A wrong key (a rotated JWT_SECRET) fails here, and the job with it.
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as Record<string, string>;
}
