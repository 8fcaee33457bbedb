import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { PermissionKeySchema } from '../admin/schemas.js';
import { chars } from '../parking-lots/schemas.js';
import { getMe, patchMe, withdraw } from './service.js';

const timestamp = z.string().openapi({ format: 'date-time' });

const MeSchema = z
  .object({
    profile: z.object({
      user_id: z.uuid(),
      email: z.string().nullable().openapi({ description: 'From the access token.' }),
      display_name: z.string().nullable(),
      locale: z.enum(['ja', 'en']),
      status: z.enum(['active', 'withdrawn']),
      avatar_asset_id: z.uuid().nullable().openapi({ description: 'The uploaded image shown as the avatar.' }),
      avatar_url: z.string().nullable().openapi({ description: 'Its public URL.' }),
      default_vehicle_id: z.uuid().nullable().openapi({ description: 'The vehicle the app searches and parks with by default.' }),
      theme_id: z.uuid().nullable().openapi({
        description: 'The applied theme (POST /v1/me/themes/{id}/apply); null for the app’s default, also while a premium theme waits for Plus to return.',
      }),
      is_premium: z.boolean().openapi({
        description: 'Whether the caller has Plus now: derived from the subscription and its expiry (see GET /v1/me/subscription).',
      }),
      created_at: timestamp,
      updated_at: timestamp,
    }),
    scopes: z.object({
      user: z.literal(true),
      owner: z.boolean().openapi({ description: 'A registered, active lot owner.' }),
      admin: z.boolean().openapi({ description: 'An active admin.' }),
      admin_role_code: z.string().nullable(),
      permissions: z.array(PermissionKeySchema).openapi({ description: 'The admin’s permission keys; empty for non-admins.' }),
    }),
  })
  .openapi('Me');

const displayName = chars(1, 100).refine((name) => name.trim() !== '', { message: 'A display name is not only spaces.' });

const MePatchBody = z
  .strictObject({
    display_name: displayName.nullable().optional().openapi({ description: '1 to 100 characters; null clears it.' }),
    locale: z.enum(['ja', 'en']).optional(),
    avatar_asset_id: z.uuid().nullable().optional().openapi({
      description: 'An image the caller uploaded (POST /v1/storage/upload-url); null removes the avatar. Anything else is 422 naming the field.',
    }),
    default_vehicle_id: z.uuid().nullable().optional().openapi({
      description: 'One of the caller’s vehicles; null clears it. Deleting the vehicle clears it too.',
    }),
  })
  .openapi('MePatchBody', { description: 'Keys sent change, keys left out stay. Unknown keys are 422 naming the key.' });

const getMeRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me',
  operationId: 'getMe',
  description:
    'The signed-in user’s profile and the permission scopes the token grants. A withdrawn user’s token is 401.',
  tags: ['Me'],
  summary: 'The caller’s profile and permission scopes',
  responses: { 200: jsonContent(MeSchema, 'Profile and scopes') },
});

const patchMeRoute = defineRoute({
  access: 'user',
  method: 'patch',
  path: '/v1/me',
  operationId: 'updateMe',
  description:
    'Changes only the fields sent. `avatar_asset_id` must be an uploaded `avatar` asset of the caller’s; `default_vehicle_id` one of the caller’s live vehicles. Unknown keys are 422 with `param`.',
  tags: ['Me'],
  summary: 'Change the caller’s display name, locale, avatar or default vehicle',
  request: { body: jsonBody(MePatchBody) },
  errors: {
    422: '`validation_error`, `param` naming the field: a value out of bounds, an unknown key, an avatar that is not an upload of the caller’s, a default vehicle that is not one of the caller’s.',
  },
  responses: { 200: jsonContent(MeSchema, 'The profile as changed') },
});

const withdrawRoute = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/me/withdraw',
  operationId: 'withdrawAccount',
  tags: ['Me'],
  summary: 'Withdraw the caller’s account (runs withdraw_account)',
  description:
    'In one transaction: the profile is anonymised and set `withdrawn`; vehicles, saved lots, push tokens, notifications and ' +
    'bought themes are deleted; a subscription still giving Plus is marked for cancellation; every session and refresh token ' +
    'is revoked and signing in is refused from then on; the e-mail address is released for a new sign-up. The parking history ' +
    'stays, anonymised, so sales figures do not change. The caller’s tokens answer 401 (`details.reason` `account_withdrawn`) ' +
    'afterwards, which is also what a repeat of this request gets. See docs/account.md.',
  errors: {
    409:
      '`conflict`: the account cannot be withdrawn yet (`details.reason`): `session_in_progress` (end or cancel the parking ' +
      'session first) or `admin_account` (the caller is also an admin; another admin disables that account first).',
    503: '`service_unavailable`: the database, or with an external identity provider the provider, could not be reached; nothing was changed.',
  },
  responses: { 204: { description: 'Withdrawn' } },
});

export function registerMeRoutes(app: OpenAPIHono<AppEnv>): void {
  const emailOf = (claims: Record<string, unknown>) => (typeof claims.email === 'string' ? claims.email : null);

  app.openapi(getMeRoute, async (c) => {
    const auth = c.get('auth')!;
    const me = await withCallerDb(c, (db) => getMe(db, auth.userId, emailOf(auth.claims)));
    return c.json(me, 200);
  });

  app.openapi(patchMeRoute, async (c) => {
    const auth = c.get('auth')!;
    const me = await withCallerDb(c, (db) => patchMe(db, auth.userId, emailOf(auth.claims), c.req.valid('json')));
    return c.json(me, 200);
  });

  app.openapi(withdrawRoute, async (c) => {
    const auth = c.get('auth')!;
    const { db, identity, liveSessions } = c.get('deps');
    await withCallerDb(c, async (tx) => {
      await withdraw(tx);
      // An external provider keeps its own sessions and address book: the user is deleted there
      // before this transaction commits, so that a failure there leaves nothing withdrawn here and
      // the request can be retried (the provider takes a repeated delete as done).
      if (identity.kind === 'external') await identity.deleteUser(db, auth.userId);
    });
    // This process stops trusting the caller's sessions at once (others within their trust window;
    // the database refuses them from the commit on).
    liveSessions.forgetUser(auth.userId);
    c.get('log').info({ user_id: auth.userId }, 'account withdrawn');
    return c.body(null, 204);
  });
}
