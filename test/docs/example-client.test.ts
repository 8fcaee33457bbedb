import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { createLot } from '../support/lots.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * examples/client/main.ts, the runnable example docs/clients.md walks through, run as a developer
 * would run it: its own process, against a started server, with the real supabase-js and the client
 * generated from the contract (`npm run typecheck` compiles it against examples/client/api.d.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOKYO_STATION = { lat: 35.6812, lng: 139.7671 };

let database: TestDatabase;
let server: TestHttpServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestHttpServer({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }), db: database.appDb });
  await createLot(database.db, { name: 'Example lot by Tokyo Station', point: { lat: TOKYO_STATION.lat + 0.001, lng: TOKYO_STATION.lng } });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

function runExample(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/client/main.ts'], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the example client (examples/client/main.ts)', () => {
  it('signs up, searches, estimates, parks idempotently, follows the session over realtime, pages the history and reads an error by code', async () => {
    const run = await runExample({ PARKING_API_URL: server.url, PARKING_LAT: String(TOKYO_STATION.lat), PARKING_LNG: String(TOKYO_STATION.lng) });
    expect(run.stderr, run.stdout).not.toMatch(/"failed":true/);
    expect(run.code, run.stderr).toBe(0);
    const steps = Object.fromEntries(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { step: string })
        .map((s) => [s.step, s]),
    ) as Record<string, any>;
    expect(Object.keys(steps)).toEqual(['sign_up', 'nearby', 'estimate', 'realtime', 'park', 'finalize', 'history', 'error_handling', 'done']);
    expect(steps.nearby.cheapest.name).toBe('Example lot by Tokyo Station');
    // 200 yen per started 30 minutes, at most 1,200 a day (the lot's default sign): 3 hours is 1,200.
    expect(steps.estimate.total_amount).toBe(1200);
    expect(steps.nearby.cheapest.estimated_fee).toBe(1200);
    expect(steps.park).toMatchObject({ first_status: 201, retry_status: 200, retry_same_session: true, retry_replayed: 'true' });
    expect(steps.finalize.realtime_events).toContainEqual({ type: 'INSERT', status: 'parking' });
    expect(steps.finalize.realtime_events).toContainEqual({ type: 'UPDATE', status: 'ended' });
    expect(steps.history).toEqual({ step: 'history', pages: 1, sessions: 1 });
    expect(steps.error_handling).toMatchObject({ status: 404, code: 'lot_not_found' });
  }, 60_000);
});
