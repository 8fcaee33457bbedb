import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

type CryptoKey = webcrypto.CryptoKey;
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createHarness, manualClock, sessionToken, signToken, TEST_JWT_SECRET, type Harness } from '../support/harness.js';

const report = { stack: 'Error: boom', device: 'Pixel 8', app_version: '1.0.0' };

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('bearer tokens (HS256)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const attempt = (token: string) => h.request('/v1/crash-reports', { body: report, token });
  const expectUnauthorized = (res: { status: number; body: any }) => {
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  };

  it('accepts a valid token and records the subject', async () => {
    const userId = randomUUID();
    const res = await attempt(await h.tokenFor(userId));
    expect(res.status).toBe(201);
    const { rows } = await h.db.query<{ user_id: string }>('select user_id from crash_reports where user_id = $1', [userId]);
    expect(rows).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const token = await signToken({ sub: randomUUID(), role: 'authenticated' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expectUnauthorized(await attempt(token));
  });

  it('refuses a token that is not yet valid', async () => {
    const token = await new SignJWT({ sub: randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('authenticated')
      .setIssuedAt()
      .setNotBefore('10m')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expectUnauthorized(await attempt(token));
  });

  it('refuses a token for another audience', async () => {
    expectUnauthorized(await attempt(await signToken({ sub: randomUUID() }, { audience: 'some-other-app' })));
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: randomUUID(), aud: 'authenticated', exp: now + 3600, iat: now })}.`;
    expectUnauthorized(await attempt(token));
  });

  it('refuses a token signed with another key', async () => {
    expectUnauthorized(await attempt(await signToken({ sub: randomUUID() }, { secret: 'another-secret-another-secret-another-secret' })));
  });

  it('refuses a token without a user subject', async () => {
    expectUnauthorized(await attempt(await signToken({ role: 'authenticated' })));
    expectUnauthorized(await attempt(await signToken({ sub: 'not-a-uuid' })));
  });

  it('refuses an anon-role token as a user token', async () => {
    expectUnauthorized(await attempt(await signToken({ sub: randomUUID(), role: 'anon' })));
  });

  it('refuses malformed Authorization headers', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a.b', 'Bearer not a token', 'bearer']) {
      const res = await h.request('/v1/crash-reports', { body: report, headers: { authorization: header } });
      expectUnauthorized(res);
    }
    expectUnauthorized(await attempt('eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'));
  });
});

describe('bearer tokens (JWKS)', () => {
  let server: http.Server;
  let database: TestDatabase;
  let h: Harness;
  let privateKey: CryptoKey;
  let jwk: JWK;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey as CryptoKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
    database = await createTestDatabase();
    h = await createHarness({ database, config: { JWT_SECRET: undefined, JWT_JWKS_URL: url, AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: 'http://127.0.0.1:9', SERVICE_ROLE_KEY: 'unused-in-this-test' } });
  });
  afterAll(async () => {
    await h.close();
    server.close();
  });

  const es256 = (claims: Record<string, unknown>, key: CryptoKey = privateKey, kid = 'k1') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).setAudience('authenticated').setIssuedAt().setExpirationTime('1h').sign(key);

  it('accepts a token signed by a published key', async () => {
    const res = await h.request('/v1/crash-reports', { body: report, token: await es256({ sub: randomUUID(), role: 'authenticated' }) });
    expect(res.status).toBe(201);
  });

  it('refuses a token signed by an unpublished key', async () => {
    const other = await generateKeyPair('ES256');
    const res = await h.request('/v1/crash-reports', { body: report, token: await es256({ sub: randomUUID() }, other.privateKey as CryptoKey) });
    expect(res.status).toBe(401);
  });

  it('refuses HS256 when no shared secret is configured (algorithm confusion)', async () => {
    const res = await h.request('/v1/crash-reports', {
      body: report,
      token: await signToken({ sub: randomUUID() }, { secret: JSON.stringify(jwk) }),
    });
    expect(res.status).toBe(401);
  });
});

describe('verified-token cache', () => {
  it('stops accepting a remembered token once it expires', async () => {
    const clock = manualClock();
    const h = await createHarness({ clock });
    try {
      const userId = await h.createUser();
      const token = await sessionToken(h.db, userId, {}, { expiresIn: Math.floor(clock.now() / 1000) + 30 });
      expect((await h.request('/v1/crash-reports', { body: report, token })).status).toBe(201);
      expect((await h.request('/v1/crash-reports', { body: report, token })).status).toBe(201);
      clock.advance(30_000);
      expect((await h.request('/v1/crash-reports', { body: report, token })).status).toBe(401);
    } finally {
      await h.close();
    }
  });

  it('does not remember a token that failed, nor let a tampered copy through', async () => {
    const h = await createHarness();
    try {
      const token = await h.tokenFor();
      expect((await h.request('/v1/crash-reports', { body: report, token })).status).toBe(201);
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await h.request('/v1/crash-reports', { body: report, token: tampered })).status).toBe(401);
    } finally {
      await h.close();
    }
  });
});
