// The servers `npm run bench -- api-floor` measures beside the API (bench/api-floor-server.ts): the
// HTTP floor and the app with an instant database answer the page they are given, as the endpoint
// would, so the bench compares like with like. (The driver server needs a PostgreSQL server and the
// bench's lots; the bench itself checks that it answers before measuring.) No timing here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf } from '../../bench/load-tools.js';
import { startService, type StartedService } from '../../bench/support.js';

const page = Buffer.from('{"parking_lots":[{"id":"850681ae-b86d-4754-b219-48c881de540b","name":"ベンチ駐車場 1"}]}');
const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-floor-')), 'page.json');
fs.writeFileSync(bodyFile, page);
const NEARBY = '/v1/parking-lots/nearby?lat=35.68&lng=139.76&radius_m=500';
const started: StartedService[] = [];

/** Started as bench/api-floor.ts starts it; its URL for the nearby request. */
async function floorServer(mode: string): Promise<string> {
  const server = await startService({}, { entry: ['--import', 'tsx', 'bench/api-floor-server.ts', mode, bodyFile], readyPath: NEARBY });
  started.push(server);
  return `${server.url}${NEARBY}`;
}

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
});

describe('bench/api-floor-server.ts', () => {
  it('http: answers the page as JSON', async () => {
    const res = await fetch(await floorServer('http'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(page);
  });

  it("app: the API's own route answers the page through its middleware, with the endpoint's ETag", async () => {
    const res = await fetch(await floorServer('app'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(page);
  });

  it('refuses a mode it does not have', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-floor-server.ts', 'nonsense', bodyFile], { env: { ...process.env, PORT: '1' }, stdio: 'ignore' });
    expect((await exitOf(child)).code).toBe(2);
  });
});
