import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateCoding } from '../../src/http/compression.js';
import { createHarness, signToken, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

/** The headers a client library relies on (issue 19.4): challenges, compression, validators. */
describe('response headers', () => {
  let h: Harness;
  let lotId: string;
  beforeAll(async () => {
    h = await createHarness();
    lotId = await createLot(h.db, { name: 'Header lot', point: { lat: 35.6905, lng: 139.7046 } });
    for (let i = 0; i < 30; i++) await createLot(h.db, { name: `Header lot ${i}`, point: { lat: 35.6905 + i * 0.0001, lng: 139.7046 } });
  });
  afterAll(() => h.close());

  describe('WWW-Authenticate on 401 (RFC 6750)', () => {
    it('is the bare Bearer challenge when no token was sent', async () => {
      const res = await h.request('/v1/me');
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="parking"');
    });

    it('names invalid_token, and why, when a token was refused', async () => {
      const expired = await signToken({ sub: '00000000-0000-4000-8000-000000000001' }, { expiresIn: Math.floor(Date.now() / 1000) - 10 });
      const res = await h.request('/v1/me', { token: expired });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="parking", error="invalid_token", error_description="The bearer token has expired."');
    });
  });

  describe('compression', () => {
    const nearby = '/v1/parking-lots/nearby?lat=35.6905&lng=139.7046&radius_m=1000';

    it('sends JSON above 1 KB as Brotli or gzip, as Accept-Encoding prefers, with the same JSON inside', async () => {
      const plain = await h.app.request(nearby);
      const json = await plain.text();
      expect(json.length).toBeGreaterThan(1024);
      expect(plain.headers.get('content-encoding')).toBeNull();

      const br = await h.app.request(nearby, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toContain('Accept-Encoding');
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.length).toBeLessThan(json.length / 2);
      expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(json);

      const gz = await h.app.request(nearby, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(json);
    });

    it('leaves small bodies, HEAD and refused codings alone', async () => {
      const small = await h.app.request('/healthz', { headers: { 'accept-encoding': 'br' } });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(await small.text())).toBeTruthy();
      const head = await h.app.request(nearby, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      expect(head.headers.get('content-encoding')).toBeNull();
      const identity = await h.app.request(nearby, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
      expect(identity.headers.get('content-encoding')).toBeNull();
    });

    it('negotiates by weight, preferring Brotli at equal weight', () => {
      expect(negotiateCoding(undefined)).toBeUndefined();
      expect(negotiateCoding('identity')).toBeUndefined();
      expect(negotiateCoding('gzip, br')).toBe('br');
      expect(negotiateCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
      expect(negotiateCoding('*')).toBe('br');
      expect(negotiateCoding('*, br;q=0')).toBe('gzip');
    });
  });

  describe('weak ETags on lots', () => {
    for (const [name, path] of [
      ['the lot detail', () => `/v1/parking-lots/${lotId}`],
      ['nearby rows', () => '/v1/parking-lots/nearby?lat=35.6905&lng=139.7046&radius_m=500'],
      ['search rows', () => '/v1/parking-lots?q=Header'],
    ] as const) {
      it(`${name}: a weak validator, 304 on If-None-Match, a new one when the lot changes`, async () => {
        const first = await h.request(path());
        expect(first.status).toBe(200);
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
        expect(first.headers.get('cache-control')).toBe('private, no-cache');
        const again = await h.request(path(), { headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
        await h.db.query(`update parking_lots set name = name || '!' where name like 'Header lot%'`);
        const changed = await h.request(path(), { headers: { 'if-none-match': etag } });
        expect(changed.status).toBe(200);
        expect(changed.headers.get('etag')).not.toBe(etag);
      });
    }
  });
});

describe('Location and Idempotent-Replayed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('a 201 names what it created, at a URL that reads it back', async () => {
    const { token } = await h.createAdmin('super_admin');
    const lot = await h.request('/v1/admin/parking-lots', { token, body: { parking_lot: { name: 'Located lot' } } });
    expect(lot.status).toBe(201);
    expect(lot.headers.get('location')).toBe(`/v1/admin/parking-lots/${lot.body.parking_lot.id}`);
    expect((await h.request(lot.headers.get('location')!, { token })).body.parking_lot.name).toBe('Located lot');

    const role = await h.request('/v1/admin/roles', { token, body: { role_code: 'located_role', name: 'Located' } });
    expect(role.headers.get('location')).toBe(`/v1/admin/roles/${role.body.role.id}`);
    expect((await h.request(role.headers.get('location')!, { token })).status).toBe(200);
  });

  it('a repeated session start answers 200 with Idempotent-Replayed: true, the first answer without it', async () => {
    const lotId = await createLot(h.db);
    const token = await h.tokenFor();
    const body = { lot_id: lotId, vehicle_type: 'regular', client_request_id: '7d8f5a52-0d7c-4b7e-9d6c-1f1f3d2a9b10' };
    const first = await h.request('/v1/parking-sessions', { token, body });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await h.request('/v1/parking-sessions', { token, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.session.id).toBe(first.body.session.id);
  });
});
