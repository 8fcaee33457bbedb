import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import type { OpenApiDocument } from '../../openapi.js';
import { renderReferencePage } from './reference-page.js';

/**
 * The contract as JSON, the read-only reference, and (outside production) the interactive explorer.
 * The document is built once per app: routes do not change while it runs.
 */
export function registerDocsRoutes(app: OpenAPIHono<AppEnv>, document: () => OpenApiDocument): void {
  let referenceHtml: string | undefined;
  app.get('/v1/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(document());
  });
  app.get('/reference', async (c) => {
    referenceHtml ??= await renderReferencePage(document());
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(referenceHtml);
  });
}
