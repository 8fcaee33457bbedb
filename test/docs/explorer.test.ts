import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { createHarness, type Harness } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';

/**
 * /docs in a real browser (Debian's chromium, which .ci/run installs) with the network cable pulled:
 * every request to a host other than the service is aborted and recorded, so a script, font or
 * style fetched from a CDN shows up as a failure here rather than as a blank page on a laptop.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveBrowser = fs.existsSync(CHROMIUM);
if (!haveBrowser && process.env.CI) throw new Error(`CI runs the browser tests: ${CHROMIUM} is missing (apt-get install chromium)`);

describe.skipIf(!haveBrowser)('the interactive explorer in Chromium, offline', () => {
  let h: Harness;
  let server: TestHttpServer;
  let browser: Browser;
  beforeAll(async () => {
    h = await createHarness();
    server = await startTestHttpServer({ config: h.config, db: h.database.appDb });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await h?.close();
  });

  it('lists the operations and sends "try it" requests to this service, loading nothing from elsewhere', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    const problems: string[] = [];
    await page.route('**/*', (route) => {
      if (new URL(route.request().url()).origin === server.url) return route.continue();
      elsewhere.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    const apiCalls: string[] = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/v1/') && url.pathname !== '/v1/openapi.json') apiCalls.push(`${r.request().method()} ${url.pathname} ${r.status()}`);
    });

    const res = await page.goto(`${server.url}/docs`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The operations of the contract, by their summaries, grouped by tag.
    await expect.poll(() => page.getByText('The code master').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Parking lots/ }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /Test Request/i }).first().click();
    await page.getByRole('button', { name: /^Send/i }).first().click();
    await expect.poll(() => apiCalls, { timeout: 15_000 }).toContainEqual(expect.stringMatching(/^GET \/v1\/codes 200$/));

    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('serves the explorer script from the installed package, cached by version', async () => {
    const first = await fetch(`${server.url}/docs/assets/scalar-standalone.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"scalar-\d+\.\d+\.\d+"$/);
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const again = await fetch(`${server.url}/docs/assets/scalar-standalone.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
