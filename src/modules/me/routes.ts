import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { PermissionKeySchema } from '../admin/schemas.js';
import { getMe } from './service.js';

const MeSchema = z
  .object({
    profile: z.object({
      user_id: z.uuid(),
      email: z.string().nullable().openapi({ description: 'From the access token.' }),
      display_name: z.string().nullable(),
      locale: z.enum(['ja', 'en']),
      status: z.enum(['active', 'withdrawn']),
      created_at: z.string().openapi({ format: 'date-time' }),
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

const getMeRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me',
  operationId: 'getMe',
  tags: ['Me'],
  summary: 'The caller’s profile and permission scopes',
  responses: { 200: jsonContent(MeSchema, 'Profile and scopes') },
});

export function registerMeRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getMeRoute, async (c) => {
    const auth = c.get('auth')!;
    const me = await withCallerDb(c, (db) => getMe(db, auth.userId, typeof auth.claims.email === 'string' ? auth.claims.email : null));
    return c.json(me, 200);
  });
}
