import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/context.js';

export const API_VERSION = '0.1.0';

export function registerSecuritySchemes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token of the identity provider (`/auth/v1`), HS256 or from the published key set.',
  });
}

const description = `The parking service API: parking-lot search, fee estimates exactly as the sign says,
parking sessions, accounts, content, and the admin and owner portals.

Errors always have the envelope \`{"error": {code, message, request_id, ...}}\`; see the error
catalogue at /reference. Money is an integer number of yen. Timestamps are ISO 8601, UTC in responses.
Text in any field, parameter or key may hold any Unicode character except U+0000 and unpaired
surrogates (a \\ud800 escape): those, and JSON nested deeper than 32 levels, are 422
\`validation_error\` with \`param\` naming the field.`;

/** The contract, generated from the route definitions. `npm run openapi` writes it to openapi.json. */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Parking Service API',
      version: API_VERSION,
      description,
      // SPDX's form for a licence without an identifier of its own.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } as { name: string },
      contact: { name: 'Parking platform team' },
    },
    // Relative to where the document is served (/v1/openapi.json), so it is right on every deployment.
    servers: [{ url: '/', description: 'The server this document was fetched from' }],
    tags: [
      { name: 'Master data', description: 'Codes, plans and tags: public and cacheable.' },
      { name: 'Support', description: 'Crash reports, tickets and error reports.' },
      { name: 'Operations', description: 'Liveness, readiness and the contract itself.' },
      {
        name: 'Webhooks',
        description: 'Called by the app stores, not by clients: authenticated by the stores’ own signatures and tokens (docs/subscriptions.md).',
      },
    ],
  });
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
