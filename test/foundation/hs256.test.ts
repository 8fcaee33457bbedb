// The node:crypto HS256 verifier against jose's, token by token: both must accept the same tokens,
// return the same claims and call the same ones expired. The HTTP-level attacks (alg none, another
// key, algorithm confusion, ...) are in auth.test.ts and go through the same code.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHs256Verifier, Hs256Error } from '../../src/http/hs256.js';

const SECRET = 'hs256-test-secret-hs256-test-secret';
const OTHER_SECRET = 'another-secret-another-secret-another';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function sign(header: unknown, payload: unknown, secret = SECRET, hash = 'sha256'): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}

type Outcome = { ok: true; payload: unknown } | { ok: false; expired: boolean };

async function viaJose(token: string, issuer?: string): Promise<Outcome> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      audience: 'authenticated',
      ...(issuer ? { issuer } : {}),
      requiredClaims: ['exp', 'sub'],
      algorithms: ['HS256'],
    });
    return { ok: true, payload };
  } catch (err) {
    return { ok: false, expired: (err as { code?: string }).code === 'ERR_JWT_EXPIRED' };
  }
}

function viaNode(token: string, issuer?: string): Outcome {
  const verify = createHs256Verifier(SECRET, { audience: 'authenticated', issuer, requiredClaims: ['exp', 'sub'] });
  try {
    return { ok: true, payload: verify(token) };
  } catch (err) {
    if (!(err instanceof Hs256Error)) throw err;
    return { ok: false, expired: err.reason === 'expired' };
  }
}

const now = () => Math.floor(Date.now() / 1000);
const numericDate = fc.oneof(
  fc.integer({ min: -7200, max: 7200 }).map((d) => now() + d),
  fc.constantFrom('soon', null, true, [1], 1.5e12),
);
const claims = fc.record(
  {
    sub: fc.oneof(fc.uuid(), fc.constant(42)),
    aud: fc.oneof(fc.constantFrom('authenticated', 'anon', ''), fc.array(fc.constantFrom('authenticated', 'other'), { maxLength: 3 }), fc.constant(7)),
    iss: fc.constantFrom('https://issuer.example', 'https://elsewhere.example'),
    exp: numericDate,
    nbf: numericDate,
    iat: numericDate,
    role: fc.constantFrom('authenticated', 'service_role'),
  },
  { requiredKeys: [] },
);
const header = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ alg: 'HS256', typ: 'JWT' }) },
  { weight: 1, arbitrary: fc.constantFrom({ alg: 'HS256' }, { alg: 'HS384' }, { alg: 'none' }, { alg: 'HS256', crit: ['exp'], exp: 1 }, { typ: 'JWT' }) },
);

describe('HS256 verification on node:crypto', () => {
  it('accepts, refuses and reports expiry exactly as jose does', async () => {
    await fc.assert(
      fc.asyncProperty(header, claims, fc.constantFrom(undefined, 'https://issuer.example'), fc.constantFrom('good', 'other key', 'tampered'), async (h, c, issuer, how) => {
        let token = sign(h, c, how === 'other key' ? OTHER_SECRET : SECRET);
        if (how === 'tampered') {
          const [hp, , sp] = token.split('.');
          token = `${hp}.${b64({ ...c, role: 'service_role', sub: '00000000-0000-4000-8000-000000000000' })}.${sp}`;
        }
        expect(viaNode(token, issuer)).toEqual(await viaJose(token, issuer));
      }),
      { numRuns: 600 },
    );
  });

  it('accepts a well-formed token and returns its claims', async () => {
    const c = { sub: '8f7c7d76-5a0e-4a55-9d54-1d9a3e0f3c11', aud: 'authenticated', exp: now() + 60, role: 'authenticated' };
    const token = sign({ alg: 'HS256', typ: 'JWT' }, c);
    expect(viaNode(token)).toEqual({ ok: true, payload: c });
    expect(await viaJose(token)).toEqual({ ok: true, payload: c });
  });

  it('refuses what is not a compact JWS with JSON object parts', async () => {
    const good = sign({ alg: 'HS256' }, { sub: 'x', aud: 'authenticated', exp: now() + 60 });
    const [hp, pp, sp] = good.split('.');
    const malformed = [
      '',
      'a.b',
      `${good}.extra`,
      `${hp}.${pp}.${sp!.slice(0, -2)}`,
      `${hp}.${pp}.`,
      sign({ alg: 'HS256' }, 'just a string'),
      sign({ alg: 'HS256' }, [1, 2]),
      sign('not json', { sub: 'x' }),
      sign({ alg: 'HS256' }, { sub: 'x', aud: 'authenticated', exp: now() + 60 }, SECRET, 'sha384'),
    ];
    for (const token of malformed) {
      expect(viaNode(token), token).toEqual({ ok: false, expired: false });
      expect(await viaJose(token), token).toEqual({ ok: false, expired: false });
    }
    // Stricter than jose, which decodes a padded part: RFC 7515 section 2 forbids padding in base64url.
    expect(viaNode(`${hp}.${pp}.${sp}=`)).toEqual({ ok: false, expired: false });
  });
});
