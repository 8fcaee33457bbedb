import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createDeps } from '../../src/deps.js';
import { createLogger } from '../../src/logger.js';
import { createHarness, testConfig, type Harness } from '../support/harness.js';
import { builtPortal } from './support.js';

/** /portal as static files: caching, the SPA fallback, the CSP; a stand-in build, no browser. */
describe('serving the portal', () => {
  let h: Harness;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-serving-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/portal/assets/index-abc123.js"></script>');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(os.tmpdir(), 'portal-secret.txt'), 'outside');
    h = await createHarness({ config: { PORTAL_DIR: dir } });
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers /portal and every route below it with index.html, revalidated each time, under a strict CSP', async () => {
    for (const p of ['/portal', '/portal/', '/portal/admins', '/portal/users/0b9f1c3e-1111-4222-8333-444455556666']) {
      const res = await h.app.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>portal</title>');
    }
    const res = await h.app.request('/portal/roles');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('caches the hashed assets for a year, answers a missing asset 404 (never the page), and stays inside its directory', async () => {
    const js = await h.app.request('/portal/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await h.app.request('/portal/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await h.app.request('/portal/assets/index-gone.js')).status).toBe(404);
    for (const p of ['/portal/../portal-secret.txt', '/portal/%2e%2e/portal-secret.txt', '/portal/assets/..%2f..%2fportal-secret.txt']) {
      const res = await h.app.request(p);
      expect(await res.text(), p).not.toContain('outside');
    }
  });

  it('lets the browser upload to the storage origin and show its images', async () => {
    const config = testConfig({ PORTAL_DIR: dir, STORAGE_PUBLIC_BASE_URL: 'https://cdn.example.jp/files' });
    const app = createApp(createDeps(config, h.database.appDb, createLogger('silent')));
    const csp = (await app.request('/portal')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.jp/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/cdn\.example\.jp/);
  });

  it('tells to run the build when the portal has not been built, and is not part of the contract', async () => {
    const config = testConfig({ PORTAL_DIR: path.join(dir, 'missing') });
    const app = createApp(createDeps(config, h.database.appDb, createLogger('silent')));
    const res = await app.request('/portal/dashboard');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    expect(Object.keys(h.app.openApiDocument().paths ?? {}).filter((p) => p.startsWith('/portal'))).toEqual([]);
  });
});

describe('the portal build', () => {
  it("is React's production build even when the test runner (NODE_ENV=test) builds it, as the browser tests must test what ships", () => {
    expect(process.env.NODE_ENV).toBe('test');
    const assets = path.join(builtPortal(), 'assets');
    const js = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    // A development-only warning of React's; its development build also runs each effect twice.
    const development = js.filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes('Each child in a list should have a unique'));
    expect(development).toEqual([]);
  });
});
