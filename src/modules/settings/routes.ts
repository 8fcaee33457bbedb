import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { withCallerDb, type AppDeps, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { readSettings, SettingsPatchBody, SettingsSchema, settingsStore, writeSettings } from './service.js';

const tags = ['Admin: settings'];
const settingsResult = z.object({ settings: SettingsSchema }).openapi('SystemSettingsResult');

const getRoute = defineRoute({
  access: { admin: 'settings.view' },
  method: 'get',
  path: '/v1/admin/settings',
  operationId: 'adminGetSettings',
  description:
    'Every system setting with its value, or its default when no admin has set it.',
  tags,
  summary: 'The system settings, each with its value or default',
  responses: { 200: jsonContent(settingsResult, 'Settings') },
});

const patchRoute = defineRoute({
  access: { admin: 'settings.edit' },
  method: 'patch',
  path: '/v1/admin/settings',
  operationId: 'adminUpdateSettings',
  tags,
  summary: 'Change settings (keys not sent keep their value); each key is validated by its type and bounds',
  description: 'Applies at once in the process that served the change, and within 5 seconds in every other API process.',
  request: { body: jsonBody(SettingsPatchBody) },
  responses: { 200: jsonContent(settingsResult, 'Settings') },
});

export function registerSettingsRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getRoute, async (c) => c.json({ settings: await withCallerDb(c, (db) => readSettings(db)) }, 200));

  app.openapi(patchRoute, async (c) => {
    const adminId = c.get('admin')!.id;
    const settings = await withAudit(c, async (db, audit) => {
      const before = await readSettings(db);
      const after = await writeSettings(db, adminId, c.req.valid('json'));
      await audit({ action: 'settings.update', target_type: 'settings', target_id: null, before, after });
      return after;
    });
    settingsStore(c.get('deps')).invalidate();
    return c.json({ settings }, 200);
  });
}

/**
 * Maintenance mode: every /v1/* route answers 503 `service_unavailable`, except the admin portal's
 * (so that admins can end it) and those outside /v1 (health, /auth/v1 for the admins' sign-in).
 */
export function maintenanceGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  // Made with the app, outside any request: the store's shared reads run in this context.
  const store = settingsStore(deps);
  return async (c, next) => {
    if (c.req.path.startsWith('/v1/admin/')) return next();
    const settings = await store.get();
    if (settings.maintenance_mode) {
      throw new ApiError('service_unavailable', {
        retryAfter: 300,
        message: 'The service is under maintenance. Please try again later.',
        messageKey: 'errors.maintenance',
        details: { reason: 'maintenance' },
      });
    }
    return next();
  };
}
