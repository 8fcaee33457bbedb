import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * s3rver stores and serves objects like S3 but does not check Signature Version 4 (it accepts any
 * v4 signature). This gate stands in front of it on loopback and checks every presigned request the
 * way S3 does: it signs the request as it arrived (method, path, query, the signed headers' values)
 * again with the SDK's own signer and the server's key, and refuses it (403 SignatureDoesNotMatch)
 * unless the signatures are equal, or (403 AccessDenied) when X-Amz-Date + X-Amz-Expires has passed.
 * Header-signed requests (the service's own HeadObject/DeleteObject) pass through.
 */

/** node:crypto as the SDK's hash interface: HMAC-SHA256 with a secret, SHA-256 without. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function bytes(data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array {
  if (typeof data === 'string') return data;
  return data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

const AUTH_PARAMS = new Set(['x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-expires', 'x-amz-signedheaders', 'x-amz-signature', 'x-amz-security-token']);

export type Verdict = { ok: true } | { ok: false; code: 'SignatureDoesNotMatch' | 'AccessDenied'; message: string };

export async function verifyPresigned(
  secretAccessKey: string,
  method: string,
  url: URL,
  headers: Record<string, string | undefined>,
  now: number = Date.now(),
): Promise<Verdict> {
  const q = url.searchParams;
  const credential = q.get('X-Amz-Credential');
  const amzDate = q.get('X-Amz-Date');
  const signedHeaders = q.get('X-Amz-SignedHeaders');
  const signature = q.get('X-Amz-Signature');
  const expires = Number(q.get('X-Amz-Expires'));
  if (!credential || !amzDate || !signedHeaders || !signature || !Number.isInteger(expires)) {
    return { ok: false, code: 'AccessDenied', message: 'incomplete query-string authentication' };
  }
  const [accessKeyId, , region, service] = credential.split('/');
  const signingDate = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (Number.isNaN(signingDate.getTime())) return { ok: false, code: 'AccessDenied', message: 'bad X-Amz-Date' };
  if (now > signingDate.getTime() + expires * 1000) return { ok: false, code: 'AccessDenied', message: 'Request has expired' };

  const query: Record<string, string> = {};
  const requestHeaders: Record<string, string> = {};
  for (const [key, value] of q) {
    const lower = key.toLowerCase();
    if (AUTH_PARAMS.has(lower)) continue;
    // Headers the presigner hoisted into the query (X-Amz-Content-Sha256) go back as headers: the
    // signer hoists them again, as it did when the URL was made.
    if (lower.startsWith('x-amz-')) requestHeaders[key] = value;
    else query[key] = value;
  }
  for (const name of signedHeaders.split(';')) requestHeaders[name] = headers[name] ?? '';
  const signer = new SignatureV4({
    credentials: { accessKeyId: accessKeyId!, secretAccessKey },
    region: region!,
    service: service!,
    sha256: Sha256,
    uriEscapePath: false,
  });
  const request = new HttpRequest({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    query,
    headers: requestHeaders,
  });
  const again = await signer.presign(request, {
    signingDate,
    expiresIn: expires,
    signableHeaders: new Set(signedHeaders.split(';')),
    unsignableHeaders: new Set(),
  });
  const ok = again.query?.['X-Amz-Signature'] === signature && again.query?.['X-Amz-SignedHeaders'] === signedHeaders;
  return ok ? { ok } : { ok: false, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
}

export interface SigV4Gate {
  url: string;
  /** Presigned requests refused so far, with why. */
  refusals: { method: string; path: string; code: string }[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 and forwards what passes to the S3 server at `upstreamPort`. */
export async function startSigV4Gate(upstreamPort: number, secretAccessKey: string): Promise<SigV4Gate> {
  const refusals: SigV4Gate['refusals'] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      if (url.searchParams.has('X-Amz-Signature')) {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
        const verdict = await verifyPresigned(secretAccessKey, req.method ?? 'GET', url, headers);
        if (!verdict.ok) {
          refusals.push({ method: req.method ?? '', path: url.pathname, code: verdict.code });
          req.resume();
          res.writeHead(403, { 'content-type': 'application/xml' });
          res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`);
          return;
        }
      }
      const upstream = http.request(
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', (err) => {
        res.writeHead(502);
        res.end(String(err));
      });
      req.pipe(upstream);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
