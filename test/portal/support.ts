import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TestRunner } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';

/**
 * The portal in a real browser (Debian's chromium, as test/docs/explorer.test.ts): the built portal
 * served by an in-process API on the test database. The build is made once per content of web/ and
 * the contract, in a cache directory, and reused by every test file and run until either changes.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const haveBrowser = fs.existsSync(CHROMIUM);
if (!haveBrowser && process.env.CI) throw new Error(`CI runs the browser tests: ${CHROMIUM} is missing (apt-get install chromium)`);

const root = path.resolve(import.meta.dirname, '../..');

/** The password of every admin adminOfRole makes (the harness's). */
export const ADMIN_PASSWORD = 'correct horse battery';

export type BuiltInRoleName = 'Super Admin' | 'Ops Manager' | 'Content Manager' | 'Support Agent';
export const roleCodes: Record<BuiltInRoleName, string> = {
  'Super Admin': 'super_admin',
  'Ops Manager': 'ops_manager',
  'Content Manager': 'content_manager',
  'Support Agent': 'support_agent',
};

function hashInputs(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else {
        h.update(path.relative(root, p));
        h.update(fs.readFileSync(p));
      }
    }
  };
  walk(path.join(root, 'web'));
  for (const f of ['openapi.json', 'examples/client/api.d.ts', 'package-lock.json', 'scripts/build-portal.ts']) h.update(fs.readFileSync(path.join(root, f)));
  return h.digest('hex').slice(0, 16);
}

/** The built portal for the current web/ and contract: from the cache, or built now (~10 s). */
export function builtPortal(): string {
  const cache = path.join(os.tmpdir(), 'parking-portal-build');
  const dir = path.join(cache, hashInputs());
  if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  fs.mkdirSync(cache, { recursive: true });
  // Test files run in parallel: each builds into its own directory and the first rename wins.
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-portal.ts'), tmp], { cwd: root, stdio: 'pipe' });
  try {
    fs.renameSync(tmp, dir);
  } catch {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

export interface Portal {
  /** http://127.0.0.1:<port>; the portal is at `${baseUrl}/portal`. */
  baseUrl: string;
  browser: Browser;
  /** The test database and in-process requests (`harness.request`, `harness.db`, `harness.tokenFor`, `harness.createAdmin`). */
  harness: Harness;
  server: TestHttpServer;
  /** A Super Admin's API token, for arranging data through the API. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export async function startPortal(options: { config?: Record<string, string | undefined> } = {}): Promise<Portal> {
  const dir = builtPortal();
  // Every test signs in through /auth/v1 from one IP: the per-IP budget would refuse the tenth.
  const harness = await createHarness({ config: { PORTAL_DIR: dir, AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...options.config } });
  const server = await startTestHttpServer({ config: harness.config, db: harness.database.appDb });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let token: string | undefined;
  return {
    baseUrl: server.url,
    browser,
    harness,
    server,
    async adminToken() {
      return (token ??= (await harness.createAdmin('super_admin')).token);
    },
    async close() {
      await browser.close().catch(() => {});
      await server.stop();
      await harness.close();
    },
  };
}

/** A new active admin with a built-in role; sign in with `signIn(page, baseUrl, admin)`. */
export async function adminOfRole(portal: Portal, roleName: BuiltInRoleName): Promise<{ email: string; password: string; adminId: string; userId: string; token: string }> {
  const a = await portal.harness.createAdmin(roleCodes[roleName]);
  return { ...a, password: ADMIN_PASSWORD };
}

/** A plain user (no admin row) who can sign in with a password: sign-up through /auth/v1. */
export async function plainUser(portal: Portal, email = `user-${Math.random().toString(36).slice(2, 10)}@example.jp`): Promise<{ email: string; password: string; userId: string }> {
  const password = 'plain user passphrase';
  const res = await fetch(`${portal.baseUrl}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json', apikey: 'test' }, body: JSON.stringify({ email, password }) });
  const body = (await res.json()) as { user?: { id: string }; id?: string };
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  return { email, password, userId: body.user?.id ?? body.id! };
}

/**
 * A new page (its own browser context, UI language `locale`, English by default) that records what went wrong in it: console errors (CSP violations among them),
 * uncaught errors, and any request to another origin (aborted: the portal must work offline).
 */
export async function newPage(portal: Portal, options: { locale?: 'en' | 'ja'; viewport?: { width: number; height: number } } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await portal.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, locale: options.locale === 'ja' ? 'ja-JP' : 'en-US' });
  // The UI language as if chosen in this browser (else the signed-in person's profile decides).
  // Runs before every load: only the first sets it, so a switch made in the page stays.
  await context.addInitScript((l) => {
    const storage = (globalThis as any).localStorage; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (!storage.getItem('parking-portal-locale')) storage.setItem('parking-portal-locale', l);
  }, options.locale ?? 'en');
  const page = await context.newPage();
  const problems: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === portal.baseUrl) return route.continue();
    problems.push(`request to another origin: ${url.href}`);
    return route.abort('internetdisconnected');
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  return { page, problems };
}

/**
 * Holds the answer to the first request matching `pattern` until the returned function is called,
 * which resolves once that answer has reached the page and had time to be handled: a screen's
 * earlier load then answers after a later one, as it can on a busy network.
 */
export async function holdFirstAnswer(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route(pattern, async (route) => {
    if (seen++ === 0) await held;
    await route.fallback();
  });
  return async () => {
    const answered = page.waitForResponse(pattern);
    release();
    await (await answered).finished();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  };
}

/**
 * Signs in on the sign-in page, as staff (`admin`, the default) or as an owner. Resolves once the
 * portal has left the sign-in page, or shows a sign-in error (e.g. `not_admin`).
 */
export async function signIn(page: Page, baseUrl: string, who: { email: string; password: string }, area: 'admin' | 'owner' = 'admin'): Promise<void> {
  await page.goto(`${baseUrl}/portal/signin`);
  await page.locator(`input[name="area"][value="${area}"]`).check();
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('form button[type="submit"]').click();
  // A function, not a string: the CSP forbids eval. The root tsconfig has no DOM types, hence `any`.
  await page.waitForFunction(
    () => {
      const w = globalThis as any; // eslint-disable-line @typescript-eslint/no-explicit-any
      return !w.location.pathname.endsWith('/signin') || w.location.search.includes('reason=') || !!w.document.querySelector('[role="alert"]');
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The stored supabase-js session of the page (null when signed out). */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as any).localStorage.getItem('parking-portal-auth') as string | null); // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The navigation's links as `data-permission` keys (what the signed-in admin is shown). */
export async function navPermissions(page: Page): Promise<string[]> {
  // Fail-open shows everything until the permissions are in: wait for them.
  await page.locator('#main-nav[data-permissions="loaded"]').waitFor({ timeout: 15_000 });
  return page.locator('#main-nav a').evaluateAll((links) => links.map((a) => a.getAttribute('data-permission') ?? ''));
}

/**
 * A full-page screenshot under test-results/portal/<name>.png, attached to the running test as an
 * annotation (reporters list it with the test; the HTML and JUnit reporters link the image).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(root, 'test-results', 'portal');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  // Attached to the running test (issue 20: "attached to the test output"); found by the runner, as
  // test files share this module (isolate: false) and a hook here would be registered once only.
  await TestRunner.getCurrentTest()?.context.annotate(`screenshot: ${name}`, 'screenshot', { path: file, contentType: 'image/png' });
  console.log(`screenshot: ${path.relative(process.cwd(), file)}`);
  return file;
}
