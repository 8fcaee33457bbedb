import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/context.js';
import { applyExamples } from './openapi-examples.js';

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

/**
 * The groups of the contract, in the order the explorer and the reference show them. Master data
 * first: the explorer opens its first group, and a public call with no parameters (GET /v1/codes) is
 * the one a newcomer can "try" at once.
 */
export const documentTags = [
  { name: 'Master data', description: 'Codes, plans and tags: public and cacheable.' },
  { name: 'Parking lots', description: 'Published lots: nearby search, detail, pricing rules, fee estimates and reviews. Public, cacheable (weak ETags).' },
  { name: 'Search', description: 'Natural-language search: one sentence in Japanese or English turned into a nearby search.' },
  { name: 'Parking sessions', description: 'Start, follow and finish a stay at a lot; the fee is computed by the same engine as the estimate.' },
  { name: 'Me', description: 'The signed-in user’s own account: profile, vehicles, saved lots, notifications, push tokens, themes, history, badges, subscription.' },
  { name: 'Content', description: 'Articles, ads and sponsors as the app shows them.' },
  { name: 'Support', description: 'Crash reports, support tickets and price error reports.' },
  { name: 'Storage', description: 'Uploads through signed URLs: reserve an asset, upload its bytes, confirm it.' },
  { name: 'Owner portal', description: 'Lot owners registering and editing their own lots, which go live after moderation.' },
  { name: 'App links', description: 'Universal-link and app-link association files for the mobile apps.' },
  { name: 'Admin: dashboard', description: 'The counts the portal’s home shows.' },
  { name: 'Admin: accounts and roles', description: 'Admin accounts, roles, their permission keys and each admin’s notification preferences.' },
  { name: 'Admin: parking lots', description: 'Lots of any status, with every part, for staff.' },
  { name: 'Admin: lot moderation', description: 'The queue of lots waiting for review, and decisions on them.' },
  { name: 'Admin: reviews', description: 'Review moderation; approval changes a lot’s rating at once.' },
  { name: 'Admin: tags', description: 'The tag master: create, rename, retire and restore tags.' },
  { name: 'Admin: owners', description: 'Lot owners: approve, suspend, reinstate.' },
  { name: 'Admin: users', description: 'App users: search, detail, ban and unban, Plus granted or revoked by hand.' },
  { name: 'Admin: subscription plans', description: 'The plan master and each plan’s App Store and Google Play product ids.' },
  { name: 'Admin: content', description: 'Articles (draft, scheduled, published, archived, with a preview), ads with their daily counts, and sponsors.' },
  { name: 'Admin: gamification', description: 'Badge rules, experience-point rules, the level table and the theme master.' },
  { name: 'Admin: notifications', description: 'Notifications to users and the push queues.' },
  { name: 'Admin: sales', description: 'Revenue from ended sessions, grouped, as JSON or streamed CSV.' },
  { name: 'Admin: support', description: 'Support tickets and error reports: queues, replies, assignment, and corrections of reported lots.' },
  { name: 'Admin: settings', description: 'Typed system settings, such as maintenance mode and the default search radius, and the holiday calendar the fees follow.' },
  { name: 'Operations', description: 'Liveness, readiness and the contract itself.' },
  {
    name: 'Webhooks',
    description: 'Called by the app stores, not by clients: authenticated by the stores’ own signatures and tokens (docs/subscriptions.md).',
  },
];

/** The contract, generated from the route definitions. `npm run openapi` writes it to openapi.json. */
export function buildOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  const doc = app.getOpenAPI31Document({
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
    // Every tag an operation uses, declared here once with what it groups (Spectral fails on any other).
    tags: documentTags,
  });
  return applyExamples(doc);
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
