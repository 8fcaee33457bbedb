import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { Clock } from '../../../clock.js';
import { StoreUnavailableError } from './types.js';

/**
 * A Google service account's access token, by the OAuth 2.0 JWT bearer grant (RFC 7523) that
 * Google's own client libraries use: a JWT naming the account, the scope and the token endpoint,
 * signed RS256 with the account's private key, is exchanged at the token endpoint for a bearer
 * token of about an hour. Google's libraries need Node 22; this is the same exchange in 60 lines.
 */

export const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export interface ServiceAccountKey {
  clientEmail: string;
  privateKeyPem: string;
  privateKeyId: string | undefined;
  /** From the key file; the configured override wins. */
  tokenUri: string | undefined;
}

/** Parses a service-account key file as the Google Cloud console downloads it. */
export function readServiceAccountKey(file: string): ServiceAccountKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not a readable JSON key file`, { cause: err });
  }
  const k = (parsed ?? {}) as Record<string, unknown>;
  if (k.type !== 'service_account' || typeof k.client_email !== 'string' || typeof k.private_key !== 'string') {
    throw new Error(`${file} is not a service-account key (type "service_account" with client_email and private_key)`);
  }
  try {
    // Refused now rather than at the first purchase.
    createPrivateKey(k.private_key);
  } catch (err) {
    throw new Error(`${file}: private_key is not a PEM private key`, { cause: err });
  }
  return {
    clientEmail: k.client_email,
    privateKeyPem: k.private_key,
    privateKeyId: typeof k.private_key_id === 'string' ? k.private_key_id : undefined,
    tokenUri: typeof k.token_uri === 'string' ? k.token_uri : undefined,
  };
}

export interface AccessTokenSource {
  /** A bearer token valid for at least a minute more. */
  token(): Promise<string>;
  /** Forgets the cached token (the API refused it). */
  invalidate(): void;
}

/** Refreshed this long before Google's expiry, so that a token is never sent in its last seconds. */
const REFRESH_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;

export function createServiceAccountTokenSource(options: {
  key: ServiceAccountKey;
  tokenUrl: string;
  scope: string;
  clock: Clock;
  fetch?: typeof fetch;
}): AccessTokenSource {
  const doFetch = options.fetch ?? fetch;
  let privateKey: Promise<CryptoKey> | undefined;
  let cached: { token: string; expiresAtMs: number } | undefined;
  let pending: Promise<string> | undefined;

  async function exchange(): Promise<string> {
    privateKey ??= importPKCS8(options.key.privateKeyPem, 'RS256');
    const nowSeconds = Math.floor(options.clock.now() / 1000);
    const assertion = await new SignJWT({ scope: options.scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(options.key.privateKeyId ? { kid: options.key.privateKeyId } : {}) })
      .setIssuer(options.key.clientEmail)
      .setAudience(options.tokenUrl)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 3600)
      .sign(await privateKey);
    let res: Response;
    try {
      res = await doFetch(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new StoreUnavailableError('Google’s token endpoint could not be reached.', 30, { cause: err });
    }
    const body = (await res.json().catch(() => undefined)) as { access_token?: unknown; expires_in?: unknown; error?: unknown } | undefined;
    if (!res.ok || typeof body?.access_token !== 'string') {
      // A refused assertion is this deployment's problem (wrong key, disabled account), not the
      // client's: 503 and a log line, never iap_invalid.
      throw new StoreUnavailableError(
        `Google’s token endpoint refused the service account: HTTP ${res.status}${typeof body?.error === 'string' ? ` ${body.error}` : ''}.`,
      );
    }
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cached = { token: body.access_token, expiresAtMs: options.clock.now() + lifetimeSeconds * 1000 };
    return body.access_token;
  }

  return {
    async token() {
      if (cached && cached.expiresAtMs - REFRESH_MARGIN_MS > options.clock.now()) return cached.token;
      // Requests that need a token at once share one exchange.
      pending ??= exchange().finally(() => (pending = undefined));
      return pending;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
