import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLot } from '../support/lots.js';
import { adminOfRole, haveBrowser, navPermissions, newPage, plainUser, screenshot, signIn, startPortal, type Portal } from './support.js';

/**
 * The rest of issue 20's day of operations, and its item 5 over every screen: what the other portal
 * tests do not walk (an error report worked off, sponsors, themes, plans, settings, a ban lifted, the
 * admin's own e-mail settings), then each screen of the navigation in Japanese with no English UI
 * words left, and with a name for every control.
 */

/**
 * The UI's own words on the screen: headings, column headings, labels, buttons, the navigation,
 * badges and notices. Table cells are data (lot names, addresses), which may be in any language.
 */
function uiWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const d = (globalThis as any).document; // eslint-disable-line @typescript-eslint/no-explicit-any
    const selector = ['h1', 'h2', 'thead th', 'caption', 'label', 'legend', 'button', '#main-nav a', '.badge', '.notice', '.empty', '.field-error', '.error-banner', '.lots-steps caption'].join(',');
    const texts: string[] = [];
    for (const el of d.querySelectorAll(selector)) {
      // The language switch names each language in itself; codes are shown as codes on purpose.
      if (el.closest('[lang]:not(html)') || el.closest('code')) continue;
      const clone = el.cloneNode(true);
      for (const c of clone.querySelectorAll('code, [lang]')) c.remove();
      const text = (clone.textContent ?? '').trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

/** Words that are the same in Japanese UI text: product and format names. */
const SAME_IN_JAPANESE = new Set(['API', 'Plus', 'CSV', 'Markdown', 'URL', 'JSON', 'RRGGBB', 'App', 'Store', 'Google', 'Play', 'English']);
// E-mail addresses are data wherever they stand (a user's page is titled by theirs).
const englishIn = (texts: string[]) => texts.filter((s) => (s.replace(/\S+@\S+/g, '').match(/[A-Za-z]{3,}/g) ?? []).some((w) => !SAME_IN_JAPANESE.has(w)));

/** Form controls and buttons with no accessible name (label, aria-label, aria-labelledby, own text, title). */
function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const d = (globalThis as any).document; // eslint-disable-line @typescript-eslint/no-explicit-any
    const out: string[] = [];
    for (const el of d.querySelectorAll('input, select, textarea, button')) {
      if (el.type === 'hidden') continue;
      const byIds = (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id: string) => d.getElementById(id)?.textContent ?? '')
        .join(' ');
      const labels = [...(el.labels ?? [])].map((l: any) => l.textContent ?? '').join(' '); // eslint-disable-line @typescript-eslint/no-explicit-any
      const own = el.tagName === 'BUTTON' ? (el.textContent ?? '') : '';
      const name = [el.getAttribute('aria-label') ?? '', byIds, labels, own, el.getAttribute('title') ?? ''].join(' ').trim();
      if (!name) out.push(el.outerHTML.slice(0, 160));
    }
    return out;
  });
}

describe.skipIf(!haveBrowser)('the portal: a day of operations, in Japanese, every control named', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  }, 180_000);
  afterAll(async () => {
    await portal?.close();
  });

  it('a Super Admin resolves an error report, adds a sponsor, theme and plan, changes a setting, bans and unbans a user and turns off a digest mail', { timeout: 90_000 }, async () => {
    const h = portal.harness;
    const lotId = await createLot(h.db, { name: '神田駅前パーキング' });
    const driver = await plainUser(portal);
    const driverToken = await h.tokenFor(driver.userId);
    const report = await h.request('/v1/error-reports', { token: driverToken, body: { lot_id: lotId, kind: 'price', description: '精算機は30分400円です。' } });
    expect(report.status).toBe(201);
    const admin = await adminOfRole(portal, 'Super Admin');
    const { page, problems } = await newPage(portal);
    await signIn(page, portal.baseUrl, admin);

    // An error report: assigned, resolved with a note the reporter reads.
    await page.goto(`${portal.baseUrl}/portal/error-reports`);
    await page.locator('tr', { hasText: '精算機は30分400円です。' }).click();
    await expect.poll(() => page.locator('dl').textContent()).toContain('Price');
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByRole('button', { name: 'Unassign' }).waitFor();
    await page.locator('textarea[name="resolution_note"]').fill('料金を400円に直しました。');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    await screenshot(page, 'error-report-resolved');
    const mine = await h.request(`/v1/error-reports/${report.body.error_report.id}`, { token: driverToken });
    expect(mine.body.error_report).toMatchObject({ status: 'resolved', resolution_note: '料金を400円に直しました。' });

    // Master data through the shared form: a sponsor, a theme, a plan.
    const addThrough = async (screen: string, fill: () => Promise<void>, row: string) => {
      await page.goto(`${portal.baseUrl}/portal/${screen}`);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await fill();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.locator('tr', { hasText: row }).first().waitFor();
      expect(await page.locator('.error-banner').count(), screen).toBe(0);
    };
    await addThrough('sponsors', async () => {
      await page.locator('form input[name="name"]').fill('神田珈琲');
      await page.locator('form input[name="benefit"]').fill('おかわり無料');
      await page.locator('form input[name="lat"]').fill('35.692');
      await page.locator('form input[name="lng"]').fill('139.771');
      await page.locator('form select[name="status"]').selectOption('active');
    }, '神田珈琲');
    await addThrough('themes', async () => {
      await page.locator('form input[name="code"]').fill('kanda_blue');
      await page.locator('form input[name="name_en"]').fill('Kanda blue');
      await page.locator('form input[name="name_ja"]').fill('神田ブルー');
      await page.locator('form textarea[name="colors"]').fill('{"primary": "#0b5cad"}');
    }, 'kanda_blue');
    await addThrough('plans', async () => {
      await page.locator('form input[name="plan_code"]').fill('plus_quarterly');
      await page.locator('form input[name="name_en"]').fill('Plus quarterly');
      await page.locator('form input[name="name_ja"]').fill('Plus 3か月');
      await page.locator('form input[name="price_minor"]').fill('1300');
      await page.locator('form input[name="ai_search_per_minute"]').fill('20');
      await page.locator('form select[name="billing_period"]').selectOption('month');
    }, 'plus_quarterly');
    await screenshot(page, 'plans');
    const token = await portal.adminToken();
    expect((await h.request('/v1/admin/sponsors', { token })).body.sponsors.map((s: { name: string; status: string }) => [s.name, s.status])).toContainEqual(['神田珈琲', 'active']);
    expect((await h.request('/v1/admin/themes', { token })).body.themes.map((x: { code: string }) => x.code)).toContain('kanda_blue');
    expect((await h.request('/v1/admin/subscription-plans?status=all', { token })).body.subscription_plans.map((p: { plan_code: string }) => p.plan_code)).toContain('plus_quarterly');

    // A setting: Save stays off until something changed (an empty change is refused by the API).
    await page.goto(`${portal.baseUrl}/portal/settings`);
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.locator('input[name="default_search_radius_m"]').fill('800');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(async () => (await h.request('/v1/admin/settings', { token })).body.settings.default_search_radius_m).toBe(800);
    await expect.poll(() => save.isDisabled()).toBe(true);

    // A user banned, then let back in.
    await page.goto(`${portal.baseUrl}/portal/users/${driver.userId}`);
    await page.locator('input[name="reason"]').fill('Repeated false reports');
    await page.getByRole('button', { name: 'Ban' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Lift ban' }).waitFor();
    expect((await h.request(`/v1/admin/users/${driver.userId}`, { token })).body.user.status).toBe('banned');
    await page.getByRole('button', { name: 'Lift ban' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('input[name="reason"]').waitFor();
    expect((await h.request(`/v1/admin/users/${driver.userId}`, { token })).body.user.status).toBe('active');

    // A notice to the users of one lot, the lot found by its name rather than by an id.
    await page.goto(`${portal.baseUrl}/portal/notifications`);
    await page.locator('input[name="title"]').fill('精算機の交換');
    await page.locator('select[name="audience"]').selectOption('lot');
    await page.locator('input[name="find"]').fill('神田駅前');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('li', { hasText: '神田駅前パーキング' }).getByRole('button', { name: 'Choose' }).click();
    await expect.poll(() => page.locator('input[name="parking_lot_id"]').inputValue()).toBe(lotId);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.locator('tr', { hasText: '精算機の交換' }).waitFor();
    const notices = await h.request('/v1/admin/user-notifications', { token });
    expect(notices.body.notifications.find((n: { title: string }) => n.title === '精算機の交換').audience).toEqual({ kind: 'lot', parking_lot_id: lotId });

    // Their own e-mails, from their name in the top bar.
    await page.getByTestId('who').click();
    await page.locator('input[name="sales_daily"]').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await h.request('/v1/admin/notification-prefs', { token: admin.token })).body.notification_prefs.sales_daily).toBe(false);
    await screenshot(page, 'account');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows every screen of the navigation in Japanese with no English UI words, every control named, at desktop and tablet width', { timeout: 240_000 }, async () => {
    const h = portal.harness;
    // Something on each list, so headings, badges and row buttons are drawn.
    const lotId = await createLot(h.db, { name: '神田3丁目パーキング', status: 'pending', point: { lat: 35.69, lng: 139.77 } });
    await h.request(`/v1/parking-lots/${await createLot(h.db, { name: '神田4丁目パーキング' })}/reviews`, { token: await h.tokenFor(), body: { rating: 3, comment: '入りやすい' } });
    const writer = await plainUser(portal);
    const ticket = await h.request('/v1/support/tickets', { token: await h.tokenFor(writer.userId), body: { category: 'payment', subject: '二重請求', body: '日曜日に二重に請求されました。' } });
    const admin = await adminOfRole(portal, 'Super Admin');
    const { page, problems } = await newPage(portal, { locale: 'ja' });
    await signIn(page, portal.baseUrl, admin);
    const screens = await navPermissions(page).then(() => page.locator('#main-nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)));
    expect(screens.length).toBeGreaterThanOrEqual(20);
    const leaks: Record<string, string[]> = {};
    const unnamed: Record<string, string[]> = {};
    const details = ['/portal/account', `/portal/lots/${lotId}`, `/portal/users/${writer.userId}`, `/portal/support-tickets/${ticket.body.support_ticket.id}`];
    for (const href of [...screens, ...details]) {
      await page.goto(`${portal.baseUrl}${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // The arriving screen's heading has focus (screen readers announce it), and Tab goes on from it.
      expect(await page.evaluate(() => (globalThis as any).document.activeElement?.tagName), href).toBe('H1'); // eslint-disable-line @typescript-eslint/no-explicit-any
      const english = englishIn(await uiWords(page));
      if (english.length) leaks[href] = english;
      const missing = await unnamedControls(page);
      if (missing.length) unnamed[href] = missing;
    }
    expect(leaks).toEqual({});
    expect(unnamed).toEqual({});
    await screenshot(page, 'lot-editor-ja');

    // A tablet: the navigation is a drawer, and a wide screen scrolls inside its table, not the page.
    await page.setViewportSize({ width: 800, height: 1100 });
    for (const href of ['/portal/roles', '/portal/lots', '/portal/audit-log']) {
      await page.goto(`${portal.baseUrl}${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth), href).toBeLessThanOrEqual(800); // eslint-disable-line @typescript-eslint/no-explicit-any
      await screenshot(page, `tablet${href.replace('/portal', '')}`);
    }
    await page.getByRole('button', { name: 'メニュー' }).click();
    await page.getByRole('link', { name: '監査ログ' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/portal/audit-log');
    expect(problems).toEqual([]);
    await page.context().close();

    // The owner area in Japanese: registering, the list, a new lot in the same editor.
    const owner = await plainUser(portal);
    const o = await newPage(portal, { locale: 'ja' });
    await signIn(o.page, portal.baseUrl, owner, 'owner');
    await o.page.locator('input[name="display_name"]').waitFor();
    const ownerLeaks = englishIn(await uiWords(o.page));
    await o.page.locator('input[name="display_name"]').fill('神田パーキング株式会社');
    await o.page.getByRole('button', { name: '登録する' }).click();
    await o.page.getByRole('button', { name: '駐車場を登録' }).click();
    await o.page.getByRole('button', { name: '料金を追加', exact: true }).click();
    await o.page.locator('input[name="pricing_rules[0].price_minor"]').fill('300');
    await o.page.getByTestId('fee-preview').waitFor();
    ownerLeaks.push(...englishIn(await uiWords(o.page)));
    expect(ownerLeaks).toEqual([]);
    expect(await unnamedControls(o.page)).toEqual([]);
    await screenshot(o.page, 'owner-new-lot-ja');
    // Before registering, GET /v1/owner/me answers 404 (not an owner yet).
    expect(o.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await o.page.context().close();
  });
});
