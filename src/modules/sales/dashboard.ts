import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import type { PermissionKey } from '../admin/permissions.js';

/**
 * The portal home's counts in one call (issue 15 item 11).
 * "Today" is the Japanese day (Asia/Tokyo). Each count needs, besides dashboard.view, the key that
 * shows its rows (a Support Agent does not see revenue): without it the count is null, never a
 * number computed from rows the caller may not read.
 */
const count = (key: PermissionKey) =>
  z.number().int().nullable().openapi({ description: `null unless the caller holds ${key}.` });

const DashboardSchema = z
  .object({
    pending_lots: count('parking.view'),
    pending_reviews: count('reviews.view'),
    owners_awaiting_approval: count('owners.view'),
    today_sessions: count('sales.view').openapi({ description: 'Sessions started today (JST); null unless the caller holds sales.view.' }),
    today_revenue: count('sales.view').openapi({ description: 'Yen of sessions ended today (JST); null unless the caller holds sales.view.' }),
    new_users_today: count('users.view').openapi({ description: 'Profiles created today (JST); null unless the caller holds users.view.' }),
    open_tickets: count('support.view').openapi({ description: 'Support tickets waiting for staff (`open`); null unless the caller holds support.view.' }),
    open_error_reports: count('support.view').openapi({ description: 'Error reports not yet resolved or rejected; null unless the caller holds support.view.' }),
  })
  .openapi('AdminDashboard');

const getDashboard = defineRoute({
  access: { admin: 'dashboard.view' },
  method: 'get',
  path: '/v1/admin/dashboard',
  operationId: 'adminDashboard',
  description:
    'One call with the counts a portal’s home shows: pending lots and reviews, owners awaiting approval, open support tickets and error reports, and today’s (Asia/Tokyo) sessions, revenue and new users. A count whose own view key the caller lacks is null.',
  tags: ['Admin: dashboard'],
  summary: 'The counts the portal’s home shows',
  responses: { 200: jsonContent(z.object({ dashboard: DashboardSchema }).openapi('AdminDashboardResult'), 'Counts') },
});

const TODAY = `(now() at time zone 'Asia/Tokyo')::date`;

export function registerDashboardRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getDashboard, async (c) => {
    const keys = new Set(c.get('admin')!.permission_keys);
    const dashboard = await withCallerDb(c, async (db) => {
      const one = async (key: PermissionKey, sql: string): Promise<number | null> =>
        keys.has(key) ? Number((await db.query<{ n: number }>(sql)).rows[0]!.n) : null;
      return {
        pending_lots: await one('parking.view', `select count(*)::int as n from public.parking_lots where status = 'pending'`),
        pending_reviews: await one('reviews.view', `select count(*)::int as n from public.parking_lot_reviews where status = 'pending'`),
        owners_awaiting_approval: await one(
          'owners.view',
          `select count(*)::int as n from public.owners where approved_at is null and status = 'active'`,
        ),
        today_sessions: await one(
          'sales.view',
          `select count(*)::int as n from public.parking_sessions where (started_at at time zone 'Asia/Tokyo')::date = ${TODAY}`,
        ),
        today_revenue: await one(
          'sales.view',
          `select coalesce(sum(total_amount), 0)::bigint as n from public.parking_sessions
            where status = 'ended' and ended_at >= ${TODAY}::timestamp at time zone 'Asia/Tokyo'
              and ended_at < (${TODAY} + 1)::timestamp at time zone 'Asia/Tokyo'`,
        ),
        new_users_today: await one(
          'users.view',
          `select count(*)::int as n from public.profiles where (created_at at time zone 'Asia/Tokyo')::date = ${TODAY}`,
        ),
        open_tickets: await one('support.view', `select count(*)::int as n from public.support_tickets where status = 'open'`),
        open_error_reports: await one('support.view', `select count(*)::int as n from public.lot_error_reports where status = 'open'`),
      };
    });
    return c.json({ dashboard }, 200);
  });
}
