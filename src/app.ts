import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppDeps, AppEnv } from './http/context.js';
import { compressJson } from './http/compression.js';
import { onError, notFoundHandler } from './http/error-handler.js';
import { readBody } from './http/body.js';
import { ApiError } from './http/errors.js';
import { requestContext } from './http/request-context.js';
import { validationErrorFrom } from './http/route.js';
import { registerAdminRoutes } from './modules/admin/routes.js';
import { registerContentAdminRoutes } from './modules/content/admin.js';
import { registerContentRoutes } from './modules/content/routes.js';
import { registerExplorer } from './modules/docs/explorer.js';
import { registerDocsRoutes } from './modules/docs/routes.js';
import { registerHolidayAdminRoutes } from './modules/fees/holiday-admin.js';
import { registerFeeRoutes } from './modules/fees/routes.js';
import { registerGamificationRoutes } from './modules/gamification/routes.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { registerIdentityRoutes } from './modules/identity/index.js';
import { registerMasterDataRoutes } from './modules/master-data/routes.js';
import { registerPlanAdminRoutes } from './modules/master-data/plan-admin.js';
import { registerTagAdminRoutes } from './modules/master-data/tag-admin.js';
import { registerMeRoutes } from './modules/me/routes.js';
import { registerNotificationRoutes } from './modules/notifications/routes.js';
import { registerModerationRoutes } from './modules/moderation/routes.js';
import { registerNotificationAdminRoutes } from './modules/notifications/admin-routes.js';
import { registerOwnerAdminRoutes } from './modules/owner/admin.js';
import { registerOwnerRoutes } from './modules/owner/routes.js';
import { registerPortalRoutes } from './modules/portal/index.js';
import { registerParkingLotRoutes } from './modules/parking-lots/routes.js';
import { registerRealtimeRoutes } from './modules/realtime/routes.js';
import { registerReviewRoutes } from './modules/reviews/routes.js';
import { registerSearchAiRoutes } from './modules/search-ai/routes.js';
import { registerSessionRoutes } from './modules/sessions/routes.js';
import { registerAppLinkRoutes } from './modules/app-links/routes.js';
import { registerStorageRoutes } from './modules/storage/routes.js';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.js';
import { registerStoreRoutes } from './modules/subscriptions/store-routes.js';
import { registerCrashReportRoutes } from './modules/support/crash-reports.js';
import { registerSupportAdminRoutes } from './modules/support/admin.js';
import { registerSupportRoutes } from './modules/support/routes.js';
import { registerDashboardRoutes } from './modules/sales/dashboard.js';
import { registerSalesRoutes } from './modules/sales/routes.js';
import { registerSavedLotRoutes } from './modules/saved-lots/routes.js';
import { maintenanceGate, registerSettingsRoutes } from './modules/settings/routes.js';
import { registerThemeAdminRoutes } from './modules/themes/admin.js';
import { registerThemeRoutes } from './modules/themes/routes.js';
import { registerVehicleRoutes } from './modules/vehicles/routes.js';
import { registerUserAdminRoutes } from './modules/user-admin/routes.js';
import { buildOpenApiDocument, registerSecuritySchemes, type OpenApiDocument } from './openapi.js';

export type App = OpenAPIHono<AppEnv> & { openApiDocument(): OpenApiDocument };

export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono<AppEnv>({
    // Hono's default router tries RegExpRouter first, which refuses some of these paths
    // (/v1/parking-lots/nearby and the article admin actions among them), and then falls back to
    // TrieRouter: the first request of every start built the one, threw it away and built the
    // other. TrieRouter is what the default ends with here (test/foundation/routing.test.ts checks
    // that RegExpRouter still refuses them).
    router: new TrieRouter(),
    defaultHook: (result) => {
      if (!result.success) throw validationErrorFrom(result.error, result.target);
    },
  });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestContext());
  app.use('*', compressJson());
  const origins = deps.config.corsOrigins;
  if (origins.length) {
    app.use(
      '*',
      cors({
        origin: origins.includes('*') ? '*' : origins,
        allowHeaders: ['Authorization', 'Content-Type', 'apikey', 'X-Client-Info', 'X-Supabase-Api-Version', 'X-Request-Id', 'Idempotency-Key', 'If-None-Match', 'Accept-Language'],
        allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['X-Request-Id', 'Retry-After', 'ETag', 'Allow', 'WWW-Authenticate', 'Location', 'Idempotent-Replayed', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
        maxAge: 600,
      }),
    );
  }
  const bodyReader = readBody(deps.config.bodyLimitBytes, () => {
    throw new ApiError('payload_too_large', {
      message: `The request body exceeds ${deps.config.bodyLimitBytes} bytes.`,
      param: null,
    });
  });
  // An upload to the built-in store is a file, streamed to disk within its own signed size (storage
  // routes), not a body to hold in memory.
  app.use('*', (c, next) => (c.req.method === 'PUT' && c.req.path.startsWith('/files/') ? next() : bodyReader(c, next)));

  app.use('/v1/*', maintenanceGate(deps));

  registerSecuritySchemes(app);
  registerHealthRoutes(app);
  registerMasterDataRoutes(app, deps.config.masterDataCacheSeconds, deps.clock);
  registerCrashReportRoutes(app);
  registerIdentityRoutes(app, deps);
  registerMeRoutes(app);
  registerFeeRoutes(app);
  registerAdminRoutes(app);
  registerParkingLotRoutes(app);
  registerReviewRoutes(app);
  registerOwnerRoutes(app);
  registerSessionRoutes(app);
  registerGamificationRoutes(app);
  registerContentRoutes(app);
  registerModerationRoutes(app);
  registerTagAdminRoutes(app);
  registerOwnerAdminRoutes(app);
  registerSettingsRoutes(app);
  registerSalesRoutes(app);
  registerDashboardRoutes(app);
  registerStorageRoutes(app);
  registerSupportRoutes(app);
  registerAppLinkRoutes(app);
  registerSubscriptionRoutes(app);
  registerNotificationRoutes(app);
  registerRealtimeRoutes(app);
  registerSearchAiRoutes(app, deps.config.masterDataCacheSeconds, deps.clock);
  registerVehicleRoutes(app);
  registerSavedLotRoutes(app);
  registerNotificationAdminRoutes(app);
  registerThemeRoutes(app);
  registerStoreRoutes(app);
  registerContentAdminRoutes(app);
  registerThemeAdminRoutes(app);
  registerHolidayAdminRoutes(app);
  registerSupportAdminRoutes(app);
  registerUserAdminRoutes(app);
  registerPlanAdminRoutes(app);

  let document: OpenApiDocument | undefined;
  const openApiDocument = () => (document ??= buildOpenApiDocument(app));
  registerDocsRoutes(app, openApiDocument);
  if (deps.config.env !== 'production') registerExplorer(app);
  registerPortalRoutes(app, deps.config);

  app.notFound(notFoundHandler(() => app.routes));
  app.onError(onError);
  return Object.assign(app, { openApiDocument });
}
