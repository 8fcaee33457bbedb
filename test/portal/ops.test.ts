import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLot } from '../support/lots.js';
import { adminOfRole, haveBrowser, holdFirstAnswer, newPage, screenshot, signIn, startPortal, type Portal } from './support.js';

/**
 * The ops and content screens in Chromium (issue 20): an Ops Manager approves a review from the
 * moderation queue, a Content Manager writes and publishes an article (then public per the API), and
 * the sales report draws its chart from ended sessions.
 */
/**
 * What went wrong in the page, less the refusals the test expects: these roles lack admins.view, so
 * the shell's `admins?status=active` answers 403 (contract 5.5, then admins/me), and the article
 * test's bad slug answers 422 on purpose. CSP violations and script errors still fail.
 */
const unexpected = (problems: string[]) => problems.filter((p) => !/Failed to load resource: the server responded with a status of (403|422)\b/.test(p));

describe.skipIf(!haveBrowser)('the portal: reviews, articles, sales', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  }, 120_000);
  afterAll(() => portal?.close());

  it('a Support Agent sees the review queue without its decisions; an Ops Manager approves, and the lot counts it', { timeout: 40_000 }, async () => {
    const h = portal.harness;
    const lotId = await createLot(h.db, { name: 'Review Street Lot' });
    const posted = await h.request(`/v1/parking-lots/${lotId}/reviews`, { token: await h.tokenFor(), body: { rating: 4, comment: 'Wide spaces, easy to enter' } });
    expect(posted.status).toBe(201);
    const reviewId = posted.body.review.id as string;

    // A Support Agent reads the queue (reviews.view) but may not decide (no reviews.moderate).
    const agent = await adminOfRole(portal, 'Support Agent');
    const viewer = await newPage(portal);
    await signIn(viewer.page, portal.baseUrl, agent);
    await viewer.page.goto(`${portal.baseUrl}/portal/reviews`);
    await viewer.page.locator('tr', { hasText: 'Wide spaces, easy to enter' }).waitFor();
    await viewer.page.locator('#main-nav[data-permissions="loaded"]').waitFor();
    expect(await viewer.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await viewer.page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    expect(unexpected(viewer.problems)).toEqual([]);
    await viewer.page.context().close();

    const ops = await adminOfRole(portal, 'Ops Manager');
    const { page, problems } = await newPage(portal);
    await signIn(page, portal.baseUrl, ops);
    await page.goto(`${portal.baseUrl}/portal/reviews`);
    const row = page.locator('tr', { hasText: 'Wide spaces, easy to enter' });
    await row.waitFor();
    await screenshot(page, 'reviews');
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    // Approved reviews leave the pending queue.
    await expect.poll(() => page.locator('tr', { hasText: 'Wide spaces, easy to enter' }).count()).toBe(0);
    const after = await h.request(`/v1/admin/reviews/${reviewId}`, { token: ops.token });
    expect(after.body.review).toMatchObject({ status: 'approved', moderated_by: ops.adminId });
    expect((await h.request(`/v1/parking-lots/${lotId}`)).body.parking_lot.review_count).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it('a Content Manager writes an article, previews it and publishes it', { timeout: 40_000 }, async () => {
    const editor = await adminOfRole(portal, 'Content Manager');
    const { page, problems } = await newPage(portal);
    await signIn(page, portal.baseUrl, editor);
    await page.goto(`${portal.baseUrl}/portal/articles`);
    await page.getByRole('button', { name: 'New article' }).click();
    await page.locator('input[name="title"]').fill('Winter opening hours');
    // A slug the contract refuses: its message stands next to the field the error names.
    await page.locator('input[name="slug"]').fill('Winter Hours');
    await page.locator('select[name="locale"]').selectOption('en');
    await page.locator('textarea[name="body_markdown"]').fill('## Open later\n\nFrom **December** every lot opens at 7:00.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.field.has-error input[name="slug"]').waitFor();
    await page.locator('input[name="slug"]').fill('winter-hours');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/portal\/articles\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Update preview' }).click();
    await page.locator('.article-preview strong', { hasText: 'December' }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await screenshot(page, 'article-published');

    const id = page.url().split('/').pop()!;
    const admin = await portal.harness.request(`/v1/admin/articles/${id}`, { token: editor.token });
    expect(admin.body.article).toMatchObject({ slug: 'winter-hours', status: 'published' });
    const pub = await portal.harness.request('/v1/articles?locale=en');
    expect(pub.status).toBe(200);
    expect(JSON.stringify(pub.body)).toContain('winter-hours');

    await page.goto(`${portal.baseUrl}/portal/articles`);
    await page.locator('tr', { hasText: 'Winter opening hours' }).waitFor();
    await screenshot(page, 'articles');
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it('draws the sales report from ended sessions and offers the CSV', { timeout: 40_000 }, async () => {
    const h = portal.harness;
    const lotId = await createLot(h.db, { name: 'Sales Lot' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    for (const [daysAgo, amount] of [[1, 800], [2, 1200], [2, 400], [5, 2000]] as const) {
      const ended = new Date(Date.now() - daysAgo * 86_400_000);
      const started = new Date(ended.getTime() - 90 * 60_000);
      await h.db.query(
        `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type, status, started_at, ended_at, total_amount, fee_breakdown)
         values ($1, $2, 'Sales Lot', 'regular', 'ended', $3, $4, $5, '{}')`,
        [await h.createUser(), lotId, started.toISOString(), ended.toISOString(), amount],
      );
    }
    const ops = await adminOfRole(portal, 'Ops Manager');
    const { page, problems } = await newPage(portal);
    await signIn(page, portal.baseUrl, ops);
    await page.goto(`${portal.baseUrl}/portal/sales`);
    await page.locator('.sales-chart .recharts-line').first().waitFor();
    await expect.poll(() => page.locator('tr', { hasText: 'Total' }).textContent()).toContain('4,400');
    await screenshot(page, 'sales');
    await page.locator('select[name="group_by"]').selectOption('lot');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('tr', { hasText: 'Sales Lot' }).waitFor();
    await page.locator('.sales-chart .recharts-bar-rectangle').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^sales-lot-.*-${today}\\.csv$`));
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it('a Super Admin answers a ticket, sends a notification, adds a holiday and an ad with its stats chart', { timeout: 90_000 }, async () => {
    const h = portal.harness;
    const userToken = await h.tokenFor();
    const ticket = await h.request('/v1/support/tickets', { token: userToken, body: { category: 'payment', subject: 'Charged twice', body: 'My card was charged twice on Sunday.' } });
    expect(ticket.status).toBe(201);
    const admin = await adminOfRole(portal, 'Super Admin');
    const { page, problems } = await newPage(portal);
    await signIn(page, portal.baseUrl, admin);

    await page.goto(`${portal.baseUrl}/portal/support-tickets`);
    await page.locator('tr', { hasText: 'Charged twice' }).click();
    await page.locator('textarea[name="reply"]').fill('We have refunded the second charge.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.locator('.thread li', { hasText: 'We have refunded the second charge.' }).waitFor();
    await screenshot(page, 'support-ticket');
    const thread = await h.request(`/v1/support/tickets/${ticket.body.support_ticket.id}`, { token: userToken });
    expect(JSON.stringify(thread.body)).toContain('We have refunded the second charge.');
    // Answered, the ticket leaves the queue's first view (open tickets) and shows under its status.
    // The first view's page is held until the answered view shows: answering late, it must not
    // replace the rows of the filter chosen since.
    const answerOpenView = await holdFirstAnswer(page, /\/v1\/admin\/support-tickets\?.*status=open/);
    await page.goto(`${portal.baseUrl}/portal/support-tickets`);
    await page.locator('select[name="status"]').selectOption('answered');
    await page.locator('tr', { hasText: 'Charged twice' }).waitFor();
    await answerOpenView();
    expect(await page.locator('tr', { hasText: 'Charged twice' }).count()).toBe(1);
    await page.locator('select[name="status"]').selectOption('open');
    await expect.poll(() => page.locator('tr', { hasText: 'Charged twice' }).count()).toBe(0);

    await page.goto(`${portal.baseUrl}/portal/notifications`);
    await page.locator('input[name="title"]').fill('Winter hours');
    await page.locator('textarea[name="body"]').fill('Lots open at 7:00 from December.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const row = page.locator('tr', { hasText: 'Winter hours' });
    await row.getByRole('button', { name: 'Send' }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    // Sent: the row is read again and offers nothing more (no Send, no open confirmation). Polling
    // for Send alone passed while the confirmation was still open, before the send had finished.
    await expect.poll(() => row.getByRole('button').count()).toBe(0);
    await screenshot(page, 'notifications');

    // The first view's list (this year's holidays) answers only after the new holiday shows under
    // 2027: it must not replace the list.
    const answerThisYear = await holdFirstAnswer(page, /\/v1\/admin\/holidays/);
    await page.goto(`${portal.baseUrl}/portal/holidays`);
    await page.locator('input[name="year"]').fill('2027');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('form input[name="date"]').fill('2027-12-30');
    await page.locator('form input[name="name"]').fill('年末休業');
    await page.getByRole('button', { name: 'Save' }).click();
    // Bounded waits from here on: once (a server suite in CI) this test ran out of time after the
    // notification with no step named; a step that never ends now names itself.
    await page.locator('tr', { hasText: '2027-12-30' }).waitFor({ timeout: 20_000 });
    await answerThisYear();
    expect(await page.locator('tr', { hasText: '2027-12-30' }).count()).toBe(1);
    // The form opens before the placements (codes) arrive: the required select, empty when it
    // opened, saves the first placement it then shows. Once (CI) it sent no placement and the ad
    // was refused.
    const answerCodes = await holdFirstAnswer(page, /\/v1\/codes/);
    await page.goto(`${portal.baseUrl}/portal/ads`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.locator('form input[name="title"]').fill('Station car wash');
    await answerCodes();
    await page.getByRole('button', { name: 'Save' }).click();
    const ad = page.locator('tr', { hasText: 'Station car wash' });
    await ad.getByRole('button', { name: 'Stats' }).click({ timeout: 20_000 });
    // No impressions yet: the lines lie flat on the axis, drawn but with no visible area.
    await page.locator('.ad-stats-chart .recharts-line').first().waitFor({ state: 'attached', timeout: 20_000 });
    expect((await h.request('/v1/admin/holidays?year=2027', { token: admin.token })).body.holidays.map((x: { date: string }) => x.date)).toContain('2027-12-30');
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });
});
