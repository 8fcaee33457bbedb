import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppContext, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { cursorInstant, decodeCursor, nextCursorSchema, page, pageQuery } from '../../http/pagination.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { chars } from '../parking-lots/schemas.js';
import { SubscriptionSchema } from '../subscriptions/schemas.js';
import { getMySubscription } from '../subscriptions/service.js';
import { instantInput } from '../../http/time-input.js';

/**
 * Users for admins (issue 15 item 4): search, detail, ban and unban, Plus by hand. The writes are
 * database functions (src/modules/user-admin/sql/) run in the route's audited transaction, so the
 * change, the ended sessions and the audit row commit together.
 */

const timestamp = z.string().openapi({ format: 'date-time' });
const userStatuses = ['active', 'banned', 'withdrawn'] as const;

const AdminUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string().nullable().openapi({ description: 'The sign-in address (a placeholder of the .invalid domain once withdrawn).' }),
    display_name: z.string().nullable(),
    status: z.enum(userStatuses).openapi({ description: '`banned`: refused by the identity layer until unbanned; `withdrawn`: the user left.' }),
    locale: z.enum(['ja', 'en']).nullable(),
    is_premium: z.boolean().openapi({ description: 'Has Plus now (a store purchase or a grant by hand).' }),
    is_admin: z.boolean().openapi({ description: 'The user also holds an admin account.' }),
    banned_at: timestamp.nullable(),
    ban_reason: z.string().nullable(),
    banned_by: z.uuid().nullable().openapi({ description: 'The admin who banned the user.' }),
    email_confirmed_at: timestamp.nullable(),
    last_sign_in_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .openapi('AdminUser');
type AdminUser = z.infer<typeof AdminUserSchema>;

const SignInSessionSchema = z
  .object({ id: z.uuid(), created_at: timestamp, refreshed_at: timestamp.nullable(), user_agent: z.string().nullable(), ip: z.string().nullable() })
  .openapi('AdminUserSignInSession');
const UserParkingSessionSchema = z
  .object({
    id: z.uuid(),
    parking_lot_id: z.uuid(),
    parking_lot_name: z.string(),
    vehicle_type: z.string(),
    status: z.enum(['parking', 'ended', 'cancelled']),
    started_at: timestamp,
    ended_at: timestamp.nullable(),
    total_amount: z.number().int().nullable(),
  })
  .openapi('AdminUserParkingSession');
const UserVehicleSchema = z
  .object({ id: z.uuid(), nickname: z.string(), vehicle_type: z.string(), plate_number: z.string().nullable(), created_at: timestamp })
  .openapi('AdminUserVehicle');
const UserTicketSchema = z
  .object({ id: z.uuid(), category: z.string(), subject: z.string(), status: z.enum(['open', 'answered', 'closed']), created_at: timestamp })
  .openapi('AdminUserSupportTicket');

const RECENT = 10;

const UserDetailSchema = z
  .object({
    user: AdminUserSchema,
    subscription: SubscriptionSchema.nullable().openapi({ description: 'The current subscription, as GET /v1/me/subscription shows it to the user.' }),
    sign_in_sessions: z.array(SignInSessionSchema).openapi({ description: 'Live sign-in sessions (built-in identity provider), newest first.' }),
    parking_sessions: z.array(UserParkingSessionSchema).openapi({ description: `The ${RECENT} most recent parking sessions.` }),
    vehicles: z.array(UserVehicleSchema).openapi({ description: 'Registered vehicles (not deleted).' }),
    support_tickets: z
      .array(UserTicketSchema)
      .nullable()
      .openapi({ description: `The ${RECENT} most recent support tickets; null unless the caller also holds support.view.` }),
  })
  .openapi('AdminUserDetail');

const reasonText = chars(1, 1000).refine((s) => s.trim() !== '', { message: 'A reason is not only spaces.' });
const BanBody = z.strictObject({ reason: reasonText }).openapi('AdminUserBanBody');
const RevokePremiumBody = z.strictObject({ reason: reasonText }).openapi('AdminUserRevokePremiumBody');

const MAX_GRANT_DAYS = 5 * 366;
const GrantPremiumBody = z
  .strictObject({
    reason: reasonText,
    ends_at: instantInput.openapi({ description: `When Plus ends: in the future, at most ${MAX_GRANT_DAYS} days ahead.` }),
    plan_code: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: 'A Plus-tier plan; default: the first Plus plan on sale (by sort order).' }),
  })
  .superRefine((b, ctx) => {
    const end = Date.parse(b.ends_at);
    if (!(end > Date.now())) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Must be in the future.' });
    else if (end > Date.now() + MAX_GRANT_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: `At most ${MAX_GRANT_DAYS} days ahead.` });
  })
  .openapi('AdminUserGrantPremiumBody');

const sorts = ['newest', 'oldest', 'email'] as const;
const UserListQuery = z.object({
  q: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'A user id (exact), or part of the e-mail address or display name.' }),
  status: z.enum(userStatuses).optional().openapi({ param: { name: 'status', in: 'query' } }),
  premium: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ param: { name: 'premium', in: 'query' }, description: 'true: users with Plus now; false: without.' }),
  sort: z
    .enum(sorts)
    .default('newest')
    .openapi({ param: { name: 'sort', in: 'query' }, description: '`newest` (default) or `oldest` by sign-up; `email` alphabetically.' }),
  ...pageQuery,
});

const userResult = z.object({ user: AdminUserSchema }).openapi('AdminUserResult');
const premiumResult = z
  .object({ user: AdminUserSchema, subscription: SubscriptionSchema.nullable() })
  .openapi('AdminUserPremiumResult');

const COLUMNS = `d.id, d.email, d.display_name, d.status, d.locale, public.user_is_premium(d.id) as is_premium, d.is_admin,
  d.banned_at, d.ban_reason, d.banned_by, d.email_confirmed_at, d.last_sign_in_at, d.created_at`;

async function getUser(db: Queryable, id: string): Promise<AdminUser> {
  const { rows } = await db.query<AdminUser>(`select ${COLUMNS} from public.admin_user_directory d where d.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No user ${id}.`, param: 'id' });
  return rows[0];
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const isUuid = (s: string) => z.uuid().safeParse(s).success;

const tags = ['Admin: users'];
const notFound = { 404: '`not_found`: no such user.' };

const listRoute = defineRoute({
  access: { admin: 'users.view' },
  method: 'get',
  path: '/v1/admin/users',
  operationId: 'adminListUsers',
  description:
    'Users found by a `q` that is a user id (exact) or part of the e-mail address or display name, filtered by `status` and `premium`, sorted `newest` (default), `oldest` or by `email`. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page); a cursor belongs to its sort order.',
  tags,
  summary: 'Search users by id, e-mail or name; filter by status and Plus',
  request: { query: UserListQuery },
  responses: { 200: jsonContent(z.object({ users: z.array(AdminUserSchema), next_cursor: nextCursorSchema }).openapi('AdminUserList'), 'A page') },
});

const getRoute = defineRoute({
  access: { admin: 'users.view' },
  method: 'get',
  path: '/v1/admin/users/{id}',
  operationId: 'adminGetUser',
  description:
    'The user with their live sign-in sessions, the 10 most recent parking sessions, their vehicles, the current subscription (as the user sees it) and the 10 most recent support tickets (null unless the caller also holds `support.view`).',
  tags,
  summary: 'One user with their sign-in sessions, recent parking sessions, vehicles, subscription and support tickets',
  request: { params: IdParams },
  errors: notFound,
  responses: { 200: jsonContent(UserDetailSchema, 'The user') },
});

const banRoute = defineRoute({
  access: { admin: 'users.edit' },
  method: 'post',
  path: '/v1/admin/users/{id}/ban',
  operationId: 'adminBanUser',
  description:
    'Bans the user in the identity layer: every session and refresh token ends in the same transaction, so the user’s access tokens are refused (401) and refreshes fail from the commit on; sign-in answers `user_banned` until unbanned. The same reason again changes and records nothing; another reason replaces it. An admin account that is not disabled cannot be banned (409).',
  tags,
  summary: 'Ban a user: every session and refresh token ends at once, and sign-in is refused until unbanned',
  request: { params: IdParams, body: jsonBody(BanBody) },
  errors: { ...notFound, 409: '`conflict`: the user holds an admin account that is not disabled (`details.reason: admin_account`) or has withdrawn (`withdrawn`).' },
  responses: { 200: jsonContent(userResult, 'The user') },
});

const unbanRoute = defineRoute({
  access: { admin: 'users.edit' },
  method: 'post',
  path: '/v1/admin/users/{id}/unban',
  operationId: 'adminUnbanUser',
  description:
    'Lifts a ban: the user can sign in again. Sessions the ban ended stay ended. Unbanning a user who is not banned changes and records nothing.',
  tags,
  summary: 'Lift a ban: the user may sign in again (sessions the ban ended stay ended)',
  request: { params: IdParams },
  errors: notFound,
  responses: { 200: jsonContent(userResult, 'The user') },
});

const grantRoute = defineRoute({
  access: { admin: 'users.edit' },
  method: 'post',
  path: '/v1/admin/users/{id}/grant-premium',
  operationId: 'adminGrantPremium',
  description:
    'Grants Plus until `ends_at` with a `reason`, as a subscription on the platform `admin` that never renews: it shows in the user’s `GET /v1/me` (`is_premium`) and `GET /v1/me/subscription` at once. A user with a running grant has it changed (plan, end, reason) rather than a second one added; the same grant again records nothing.',
  tags,
  summary: 'Grant Plus by hand until a date, with a reason (a running grant is changed, not doubled)',
  request: { params: IdParams, body: jsonBody(GrantPremiumBody) },
  errors: { ...notFound, 409: '`conflict`: the user has withdrawn (`details.reason: withdrawn`).' },
  responses: { 200: jsonContent(premiumResult, 'The user and their current subscription') },
});

const revokeRoute = defineRoute({
  access: { admin: 'users.edit' },
  method: 'post',
  path: '/v1/admin/users/{id}/revoke-premium',
  operationId: 'adminRevokePremium',
  description:
    'Ends the user’s running Plus grants (by hand) now, with a `reason`. With no grant to end, nothing changes (200), unless the user’s Plus comes from a store purchase: that only the store ends (409).',
  tags,
  summary: 'End Plus granted by hand, now, with a reason',
  request: { params: IdParams, body: jsonBody(RevokePremiumBody) },
  errors: { ...notFound, 409: '`conflict`: the user’s Plus is a store purchase, which only the store ends (`details.reason: store_subscription`).' },
  responses: { 200: jsonContent(premiumResult, 'The user and their current subscription') },
});

interface Keyed extends AdminUser {
  sort_key: string;
}

async function listUsers(db: Queryable, query: z.infer<typeof UserListQuery>) {
  const after = decodeCursor(query.cursor, z.tuple([z.enum(sorts), z.string().max(400), z.uuid()]));
  if (after && after[0] !== query.sort) {
    throw new ApiError('validation_error', { message: 'The cursor belongs to another sort order.', param: 'cursor' });
  }
  if (after && query.sort !== 'email' && !cursorInstant.safeParse(after[1]).success) {
    throw new ApiError('validation_error', { message: 'The cursor is not one this API issued.', param: 'cursor' });
  }
  // Keyset per order: (created_at, id) either way, or (lower e-mail, id).
  const key = query.sort === 'email' ? `coalesce(lower(d.email), '')` : `d.created_at`;
  const keyText = query.sort === 'email' ? key : `to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const cast = query.sort === 'email' ? 'text' : 'timestamptz';
  const dir = query.sort === 'oldest' || query.sort === 'email' ? 'asc' : 'desc';
  const cmp = dir === 'asc' ? '>' : '<';
  const q = query.q?.trim();
  const { rows } = await db.query<Keyed>(
    `select ${COLUMNS}, ${keyText} as sort_key
       from public.admin_user_directory d
      where ($1::text is null or ($2::uuid is not null and d.id = $2::uuid) or d.email ilike $1 or d.display_name ilike $1)
        and ($3::text is null or d.status = $3)
        and ($4::boolean is null or public.user_is_premium(d.id) = $4)
        and ($5::text is null or (${key}, d.id) ${cmp} ($5::${cast}, $6::uuid))
      order by ${key} ${dir}, d.id ${dir}
      limit $7`,
    [
      q ? likePattern(q) : null,
      q && isUuid(q) ? q : null,
      query.status ?? null,
      query.premium === undefined ? null : query.premium === 'true',
      after?.[1] ?? null,
      after?.[2] ?? null,
      query.limit + 1,
    ],
  );
  const { items, nextCursor } = page(rows, query.limit, (r) => [query.sort, r.sort_key, r.id]);
  return { users: items.map(({ sort_key: _k, ...u }) => u), next_cursor: nextCursor };
}

async function userDetail(c: AppContext, db: Queryable, id: string): Promise<z.infer<typeof UserDetailSchema>> {
  const user = await getUser(db, id);
  const { subscription } = await getMySubscription(db, id);
  const signIns = await db.query<z.infer<typeof SignInSessionSchema>>(
    `select id, created_at, refreshed_at, user_agent, ip from public.admin_user_sign_ins where user_id = $1 order by created_at desc, id desc limit 20`,
    [id],
  );
  const sessions = await db.query<z.infer<typeof UserParkingSessionSchema>>(
    `select id, parking_lot_id, parking_lot_name, vehicle_type, status, started_at, ended_at, total_amount::int as total_amount
       from public.parking_sessions where user_id = $1 order by started_at desc, id desc limit ${RECENT}`,
    [id],
  );
  const vehicles = await db.query<z.infer<typeof UserVehicleSchema>>(
    `select id, nickname, vehicle_type, plate_number, created_at from public.user_vehicles
      where user_id = $1 and deleted_at is null order by created_at, id`,
    [id],
  );
  // Tickets are support's: shown to whoever may read them anyway (support_tickets_staff_read).
  const mayReadTickets = c.get('admin')!.permission_keys.includes('support.view');
  const tickets = mayReadTickets
    ? (
        await db.query<z.infer<typeof UserTicketSchema>>(
          `select id, category, subject, status, created_at from public.support_tickets
            where user_id = $1 order by created_at desc, id desc limit ${RECENT}`,
          [id],
        )
      ).rows
    : null;
  return { user, subscription, sign_in_sessions: signIns.rows, parking_sessions: sessions.rows, vehicles: vehicles.rows, support_tickets: tickets };
}

/** What the audit log keeps of a user's Plus: the flag and the subscription granting it. */
async function premiumState(db: Queryable, id: string) {
  const { subscription, is_premium } = await getMySubscription(db, id);
  return { is_premium, subscription };
}

/** Ban (a reason) or unban (null), audited; a decision that changes nothing records nothing. */
async function setBan(c: AppContext, id: string, reason: string | null): Promise<AdminUser> {
  const verb = reason === null ? 'unban' : 'ban';
  const { identity, liveSessions } = c.get('deps');
  const user = await withAudit(c, async (db, audit) => {
    const before = await getUser(db, id);
    const { rows } = await db.query<{ changed: boolean }>('select public.admin_set_user_ban($1, $2) as changed', [id, reason]);
    if (!rows[0]!.changed) return before;
    // An external provider learns of it before this commits: refused there, nothing changes here.
    if (identity.kind === 'external') await identity.setBanned(id, reason !== null);
    const after = await getUser(db, id);
    await audit({ action: `user.${verb}`, target_type: 'user', target_id: id, before, after });
    return after;
  });
  // This process stops trusting the user's sessions now; the database refuses them from the commit.
  liveSessions.forgetUser(id);
  return user;
}

export function registerUserAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    return c.json(await withCallerDb(c, (db) => listUsers(db, query)), 200);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await withCallerDb(c, (db) => userDetail(c, db, id)), 200);
  });

  app.openapi(banRoute, async (c) => c.json({ user: await setBan(c, c.req.valid('param').id, c.req.valid('json').reason) }, 200));
  app.openapi(unbanRoute, async (c) => c.json({ user: await setBan(c, c.req.valid('param').id, null) }, 200));

  app.openapi(grantRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const result = await withAudit(c, async (db, audit) => {
      await getUser(db, id);
      const before = await premiumState(db, id);
      let planCode = body.plan_code;
      if (!planCode) {
        const { rows } = await db.query<{ plan_code: string }>(
          `select plan_code from public.subscription_plans where tier = 'plus' and is_active order by sort_order, plan_code limit 1`,
        );
        if (!rows[0]) throw new ApiError('validation_error', { message: 'No Plus plan is on sale; name one.', param: 'plan_code' });
        planCode = rows[0].plan_code;
      }
      const { rows } = await db.query<{ subscription_id: string; changed: boolean }>(
        'select * from public.admin_grant_premium($1, $2, $3, $4)',
        [id, planCode, body.ends_at, body.reason],
      );
      const after = await premiumState(db, id);
      if (rows[0]!.changed) {
        await audit({
          action: 'user.grant_premium',
          target_type: 'user',
          target_id: id,
          before,
          after: { ...after, reason: body.reason, grant_id: rows[0]!.subscription_id },
        });
      }
      return { user: await getUser(db, id), subscription: after.subscription };
    });
    return c.json(result, 200);
  });

  app.openapi(revokeRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const result = await withAudit(c, async (db, audit) => {
      await getUser(db, id);
      const before = await premiumState(db, id);
      const { rows } = await db.query<{ ended: string[] }>('select public.admin_revoke_premium($1, $2) as ended', [id, reason]);
      const after = await premiumState(db, id);
      if (rows[0]!.ended.length > 0) {
        await audit({
          action: 'user.revoke_premium',
          target_type: 'user',
          target_id: id,
          before,
          after: { ...after, reason, grant_ids: rows[0]!.ended },
        });
      }
      return { user: await getUser(db, id), subscription: after.subscription };
    });
    return c.json(result, 200);
  });
}
