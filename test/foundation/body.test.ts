// Request bodies over a real socket, where readBody reads Node's IncomingMessage itself (the
// in-process harness takes the portable hono/body-limit path, covered in errors.test.ts).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const LIMIT = 2048;
const report = { stack: 'Error: boom', device: 'Pixel 8', app_version: '1.0.0' };

let database: TestDatabase;
let server: TestHttpServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestHttpServer({ config: testConfig({ BODY_LIMIT_BYTES: String(LIMIT) }), db: database.db });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** POSTs the chunks as they are: with Content-Length when `chunked` is false, else chunked encoding. */
function post(chunks: (string | Buffer)[], chunked: boolean): Promise<{ status: number; body: any }> {
  const buffers = chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c));
  const length = buffers.reduce((n, b) => n + b.length, 0);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}/v1/crash-reports`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': length }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    for (const b of buffers) req.write(b);
    req.end();
  });
}

describe('request bodies read from the socket', () => {
  it('takes a JSON body sent with Content-Length', async () => {
    expect(await post([JSON.stringify(report)], false)).toMatchObject({ status: 201, body: { ok: true } });
  });

  it('takes a chunked JSON body sent in pieces', async () => {
    const text = JSON.stringify(report);
    expect(await post([text.slice(0, 7), text.slice(7, 20), text.slice(20)], true)).toMatchObject({ status: 201 });
  });

  it('drops a leading byte-order mark, as the Fetch standard decodes UTF-8', async () => {
    expect(await post([Buffer.from([0xef, 0xbb, 0xbf]), JSON.stringify(report)], false)).toMatchObject({ status: 201 });
  });

  it('refuses a declared length over the limit with 413 before reading', async () => {
    const res = await post([JSON.stringify({ ...report, stack: 'x'.repeat(LIMIT) })], false);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload_too_large', param: null });
  });

  it('refuses a chunked body that grows over the limit with 413', async () => {
    const res = await post(['{"stack": "', 'x'.repeat(LIMIT / 2), 'x'.repeat(LIMIT / 2), '", "device": "d", "app_version": "1"}'], true);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('tells broken JSON (400) from an empty body (422)', async () => {
    expect((await post(['{"stack": '], false)).body.error.code).toBe('malformed_json');
    const empty = await post([], false);
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe('validation_error');
  });
});
