import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import type { AppDeps, AppEnv } from './http/context.js';
import { onError, notFoundHandler } from './http/error-handler.js';
import { readBody } from './http/body.js';
import { ApiError } from './http/errors.js';
import { requestContext } from './http/request-context.js';
import { validationErrorFrom } from './http/route.js';
import { registerAdminRoutes } from './modules/admin/routes.js';
import { registerDocsRoutes, registerExplorer } from './modules/docs/routes.js';
import { registerFeeRoutes } from './modules/fees/routes.js';
import { registerGamificationRoutes } from './modules/gamification/routes.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { registerIdentityRoutes } from './modules/identity/index.js';
import { registerMasterDataRoutes } from './modules/master-data/routes.js';
import { registerMeRoutes } from './modules/me/routes.js';
import { registerOwnerRoutes } from './modules/owner/routes.js';
import { registerParkingLotRoutes } from './modules/parking-lots/routes.js';
import { registerReviewRoutes } from './modules/reviews/routes.js';
import { registerSessionRoutes } from './modules/sessions/routes.js';
import { registerCrashReportRoutes } from './modules/support/crash-reports.js';
import { buildOpenApiDocument, registerSecuritySchemes, type OpenApiDocument } from './openapi.js';

export type App = OpenAPIHono<AppEnv> & { openApiDocument(): OpenApiDocument };

export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationErrorFrom(result.error, result.target);
    },
  });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestContext());
  const origins = deps.config.corsOrigins;
  if (origins.length) {
    app.use(
      '*',
      cors({
        origin: origins.includes('*') ? '*' : origins,
        allowHeaders: ['Authorization', 'Content-Type', 'apikey', 'X-Client-Info', 'X-Supabase-Api-Version', 'X-Request-Id', 'Idempotency-Key', 'If-None-Match', 'Accept-Language'],
        allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['X-Request-Id', 'Retry-After', 'ETag', 'Allow'],
        maxAge: 600,
      }),
    );
  }
  app.use(
    '*',
    readBody(deps.config.bodyLimitBytes, () => {
      throw new ApiError('payload_too_large', {
        message: `The request body exceeds ${deps.config.bodyLimitBytes} bytes.`,
        param: null,
      });
    }),
  );

  registerSecuritySchemes(app);
  registerHealthRoutes(app);
  registerMasterDataRoutes(app, deps.config.masterDataCacheSeconds);
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

  let document: OpenApiDocument | undefined;
  const openApiDocument = () => (document ??= buildOpenApiDocument(app));
  registerDocsRoutes(app, openApiDocument);
  if (deps.config.env !== 'production') registerExplorer(app);

  app.notFound(notFoundHandler(() => app.routes));
  app.onError(onError);
  return Object.assign(app, { openApiDocument });
}
