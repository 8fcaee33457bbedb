import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import { jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { AndroidAssetLinks, AppleAppSiteAssociation } from './schemas.js';

const tags = ['App links'];

const apple = defineRoute({
  access: 'public',
  method: 'get',
  path: '/.well-known/apple-app-site-association',
  operationId: 'getAppleAppSiteAssociation',
  tags,
  summary: 'iOS universal links and shared web credentials (APPLE_APP_SITE_ASSOCIATION)',
  description: 'Served as application/json, without redirects, from the configuration validated at start. Unconfigured: a document that associates no app.',
  responses: { 200: jsonContent(AppleAppSiteAssociation, 'The apple-app-site-association document') },
});

const android = defineRoute({
  access: 'public',
  method: 'get',
  path: '/.well-known/assetlinks.json',
  operationId: 'getAndroidAssetLinks',
  tags,
  summary: 'Android App Links (ANDROID_ASSET_LINKS)',
  description: 'Served as application/json, without redirects, from the configuration validated at start. Unconfigured: an empty list.',
  responses: { 200: jsonContent(AndroidAssetLinks, 'The Digital Asset Links statements') },
});

// The platforms fetch these now and then through their own caches; an hour lets a change reach them.
const cacheControl = { 'Cache-Control': 'public, max-age=3600' };

export function registerAppLinkRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(apple, (c) => c.json(c.get('deps').config.appLinks.apple, 200, cacheControl));
  app.openapi(android, (c) => c.json(c.get('deps').config.appLinks.android, 200, cacheControl));
}
