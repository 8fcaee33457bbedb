import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, haveBrowser, newPage, plainUser, screenshot, signIn, startPortal, type Portal } from './support.js';

/**
 * The lots screens in Chromium (issue 20): the list with its map, moderation of a pending lot, and an
 * owner who registers, types a sign into the bundle editor and sees what it charges before saving.
 */
describe.skipIf(!haveBrowser)('the portal: lots, the pending-lot queue and the owner area', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  }, 180_000);
  afterAll(async () => {
    await portal?.close();
  });

  it('an Ops Manager sees the lots on the list and map and approves a pending lot from the queue', { timeout: 40_000 }, async () => {
    const token = await portal.adminToken();
    const created = await portal.harness.request('/v1/admin/parking-lots', {
      token,
      body: {
        parking_lot: { name: 'Queue Test Lot', address: 'Tokyo, Chiyoda 1-1', status: 'pending', geometry: { shape_type: 'point', point: { lat: 35.681, lng: 139.767 } } },
        pricing_rules: [{ category: 'unit', per_minutes: 30, price_minor: 300 }],
      },
    });
    expect(created.status).toBe(201);
    const lotId = created.body.parking_lot.id as string;
    await portal.harness.request('/v1/admin/parking-lots', {
      token,
      body: { parking_lot: { name: 'Active Neighbour Lot', status: 'active', geometry: { shape_type: 'point', point: { lat: 35.69, lng: 139.7 } } } },
    });

    const admin = await adminOfRole(portal, 'Ops Manager');
    const { page, problems } = await newPage(portal);
    await signIn(page, portal.baseUrl, admin);
    await page.goto(`${portal.baseUrl}/portal/lots`);
    await expect.poll(() => page.getByRole('cell', { name: 'Queue Test Lot' }).count()).toBe(1);
    await expect.poll(() => page.locator('.lots-map path.leaflet-interactive').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'lots-list');

    await page.goto(`${portal.baseUrl}/portal/lot-queue`);
    const row = page.getByRole('row').filter({ hasText: 'Queue Test Lot' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('group', { name: 'Approve Queue Test Lot? It becomes public.' }).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => (await portal.harness.request(`/v1/admin/parking-lots/${lotId}`, { token })).body.parking_lot.status).toBe('active');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Queue Test Lot' }).count()).toBe(0);

    // The saved lot in the admin editor, previewed for the default stay (tomorrow 10:00-13:00): six half hours of 300.
    await page.goto(`${portal.baseUrl}/portal/lots/${lotId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Edit Queue Test Lot');
    await expect.poll(() => page.getByTestId('fee-preview').textContent(), { timeout: 10_000 }).toMatch(/¥1,800\b/);
    await screenshot(page, 'lots-editor-admin');
    // The shell asks for the admin list, which Ops Managers may not see (admins.view): those 403s are expected.
    expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('an owner registers, types hours and a sign, sees the fee the sign implies and sends the lot for review', { timeout: 40_000 }, async () => {
    const user = await plainUser(portal);
    const { page, problems } = await newPage(portal);
    await signIn(page, portal.baseUrl, user, 'owner');
    await page.goto(`${portal.baseUrl}/portal/owner`);
    await page.locator('input[name="display_name"]').fill('Sakura Parking');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'New lot' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('New parking lot');

    await page.locator('input[name="name"]').fill('Sakura 2-chome Lot');
    await page.locator('input[name="address"]').fill('Tokyo, Shibuya 2-2');
    await page.getByRole('button', { name: 'Add hours' }).click(); // every day 08:00-22:00
    // The sign: 200 yen per 30 minutes, at most 1,200 yen a day.
    await page.getByRole('button', { name: 'Add a rate' }).click();
    await page.locator('input[name="pricing_rules[0].price_minor"]').fill('200');
    await page.getByRole('button', { name: 'Add a maximum' }).click();
    await page.locator('input[name="pricing_rules[1].cap_price_minor"]').fill('1200');

    // Tuesday 10:00 to 11:10: three started half hours, 600 yen.
    await page.locator('input[name="entry_at"]').fill('2026-11-24T10:00');
    await page.locator('input[name="exit_at"]').fill('2026-11-24T11:10');
    const fee = page.getByTestId('fee-preview');
    await expect.poll(() => fee.textContent(), { timeout: 10_000 }).toMatch(/¥600\b/);
    // Until 19:00: eighteen half hours would be 3,600; the daily maximum makes it 1,200.
    await page.locator('input[name="exit_at"]').fill('2026-11-24T19:00');
    await expect.poll(() => fee.textContent(), { timeout: 10_000 }).toMatch(/¥1,200\b/);
    await screenshot(page, 'lots-editor-owner');

    // An image through an upload URL: registered, PUT straight to storage, then listed in the bundle.
    // The harness's storage URLs name the configured public origin, not this test server's port: the
    // browser's requests there are passed to the test server.
    const storageOrigin = new URL(portal.harness.config.publicBaseUrl).origin;
    await page.route(`${storageOrigin}/**`, async (route) => {
      const req = route.request();
      const url = new URL(req.url());
      const res = await fetch(`${portal.baseUrl}${url.pathname}${url.search}`, {
        method: req.method(),
        headers: { 'content-type': req.headers()['content-type'] ?? 'application/octet-stream' },
        ...(req.method() === 'PUT' ? { body: req.postDataBuffer() ?? undefined } : {}),
      });
      await route.fulfill({ status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) });
    });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type="file"]').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.locator('.lots-images img').count(), { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/portal\/owner\/lots\/[0-9a-f-]{36}$/);
    const lotId = new URL(page.url()).pathname.split('/').at(-1)!;
    const saved = await portal.harness.request(`/v1/admin/parking-lots/${lotId}`, { token: await portal.adminToken() });
    expect(saved.body.parking_lot.status).toBe('pending');
    expect(saved.body.hours).toHaveLength(1);
    expect(saved.body.pricing_rules).toHaveLength(2);
    expect(saved.body.images).toHaveLength(1);
    expect(saved.body.images[0].is_main).toBe(true);

    await page.goto(`${portal.baseUrl}/portal/owner`);
    const row = page.getByRole('row').filter({ hasText: 'Sakura 2-chome Lot' });
    await expect.poll(() => row.textContent()).toContain('Pending review');
    await screenshot(page, 'lots-owner-area');

    // An admin rejects it with a reason: the owner reads the reason under the status, and in the editor.
    const rejected = await portal.harness.request(`/v1/admin/parking-lots/${lotId}/reject`, { token: await portal.adminToken(), body: { reason: 'The sign photo is unreadable.' } });
    expect(rejected.status).toBe(200);
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('Rejected');
    await expect.poll(() => row.getByTestId('decision-reason').textContent()).toBe('Reason: The sign photo is unreadable.');
    await row.click();
    await expect.poll(() => page.getByTestId('decision-reason').textContent()).toBe('Reviewer’s note: The sign photo is unreadable.');
    // Before registering, GET /v1/owner/me answers 404 (not an owner yet); the storage origin is routed above.
    expect(problems.filter((p) => !/status of 404/.test(p) && !p.startsWith(`request to another origin: ${storageOrigin}/`))).toEqual([]);
    await page.context().close();
  });
});
