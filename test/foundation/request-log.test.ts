import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import { createDeps } from '../../src/deps.js';
import { testConfig } from '../support/harness.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** The request log's sampling (LOG_REQUEST_SAMPLE_RATE): failed and slow requests always count. */
describe('the request log', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  async function requestLines(env: Record<string, string>, paths: string[]): Promise<Record<string, unknown>[]> {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = createApp(createDeps(testConfig(env), t.db, log));
    for (const path of paths) await app.request(path);
    return lines.filter((l) => l.msg === 'request');
  }

  it('writes every request by default', async () => {
    const lines = await requestLines({}, ['/healthz', '/healthz', '/no-such-route']);
    expect(lines.map((l) => l.status)).toEqual([200, 200, 404]);
  });

  it('at rate 0 writes only failed requests', async () => {
    const lines = await requestLines({ LOG_REQUEST_SAMPLE_RATE: '0' }, ['/healthz', '/no-such-route', '/healthz']);
    expect(lines.map((l) => [l.path, l.status])).toEqual([['/no-such-route', 404]]);
  });

  it('at rate 0 still writes requests as slow as LOG_SLOW_REQUEST_MS', async () => {
    const lines = await requestLines({ LOG_REQUEST_SAMPLE_RATE: '0', LOG_SLOW_REQUEST_MS: '0' }, ['/healthz']);
    expect(lines).toHaveLength(1);
  });

  it('at a rate between writes about that share', async () => {
    const lines = await requestLines({ LOG_REQUEST_SAMPLE_RATE: '0.5' }, Array.from({ length: 200 }, () => '/healthz'));
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.length).toBeLessThan(150);
  });
});
