import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, withCallerStatement, type AppContext, type AppEnv } from '../../http/context.js';
import { IdempotencyKeyHeaders, idempotentReplayedHeader } from '../../http/client-request-id.js';
import { ApiError } from '../../http/errors.js';
import { createdContent, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { settingsStore } from '../settings/service.js';
import {
  AdminParkingLotListQuery,
  bundleCreateIdempotency,
  LotIdParams,
  NearbyQuery,
  ParkingLotBundleCreateBody,
  ParkingLotBundlePatchBody,
  ParkingLotSearchQuery,
  PRICED_SEARCH_MAX_STAY_DAYS,
  responses,
} from './schemas.js';
import * as lots from './service.js';
import { cacheHeaders, jsonTextWithETag, jsonWithETag, notModified } from '../../http/etag.js';

const publicTags = ['Parking lots'];
const adminTags = ['Admin: parking lots'];

const lotNotFound = { 404: '`lot_not_found`: no such lot, or it is not published.' };
const bundleErrors = {
  400: '`malformed_json`; `unknown_tag_code`: a tag_code is not a known tag (details.tag_code names it); nothing is written.',
  409: '`conflict`: the place_id is taken by another lot.',
  422: '`validation_error`: a field breaks the schema or a database rule; `param` names the top-level field (`parking_lot`, `hours`, `pricing_rules`, `images`, `tags`, `owner_ids`).',
};

// Public, but a token is looked at when sent: `vehicle_id` names one of the caller's vehicles.
const vehicleNotFound = { 404: '`not_found`: `vehicle_id` is not one of the caller’s vehicles (another user’s, deleted, unknown).' };

/**
 * Lot data is public but may differ by caller (a lot's owner sees it before it is public), so no
 * shared cache keeps it; the caller's own cache revalidates with the weak ETag and gets a 304.
 */
const PUBLIC_LOT_CACHE = 'private, no-cache';

const searchLots = defineRoute({
  access: 'optional',
  method: 'get',
  path: '/v1/parking-lots',
  operationId: 'searchParkingLots',
  tags: publicTags,
  summary: 'Search published lots with filters, by name',
  description:
    'Only `active` lots. `q` matches the name or the address (case-insensitive substring). Vehicle dimensions keep lots ' +
    'whose limit is at least the vehicle’s, or that state no limit; `vehicle_id` (with the caller’s token) does the same with ' +
    'every limit of one of the caller’s vehicles. Keyset paging with `cursor`.',
  request: { query: ParkingLotSearchQuery },
  errors: { 400: '`unknown_tag_code`: a tag in `tags` is not a known tag.', ...vehicleNotFound },
  responses: { 200: { ...jsonContent(responses.publicList, 'A page of lots'), headers: cacheHeaders(PUBLIC_LOT_CACHE) }, 304: notModified(PUBLIC_LOT_CACHE) },
});

const nearbyLots = defineRoute({
  access: 'optional',
  method: 'get',
  path: '/v1/parking-lots/nearby',
  operationId: 'nearbyParkingLots',
  tags: publicTags,
  summary: 'Published lots around a point, nearest first (runs nearby_parking_lots)',
  description:
    'Distances are great-circle metres from `lat`/`lng` to each lot’s representative point. Filters are the keys of ' +
    '`p_filters`: `max_height_m`, `tags` (all must apply), `open_now` (business hours in the lot’s time zone: day types, ' +
    'holidays, day of week, 24 h, closed days, overnight spans, effective dates; a lot without business hours is not ' +
    'known to be open), and `max_price` with `entry_at` and `exit_at` (the stay’s fee estimate must be complete and ' +
    'within the price; 422 naming `max_price` while fee estimates are not installed), and `vehicle_id` (one of the caller’s ' +
    'vehicles, with the caller’s token: only lots whose limits it fits).',
  request: { query: NearbyQuery },
  errors: {
    400: '`unknown_tag_code`: a tag in `tags` is not a known tag.',
    ...vehicleNotFound,
    422:
      '`validation_error`, `param` naming the field: a value out of its range, or a search with a stay past its bound ' +
      `(a stay over ${PRICED_SEARCH_MAX_STAY_DAYS} days names exit_at).`,
  },
  responses: {
    200: { ...jsonContent(responses.nearby, 'Lots within the radius, nearest first'), headers: cacheHeaders(PUBLIC_LOT_CACHE) },
    304: notModified(PUBLIC_LOT_CACHE),
  },
});

const getLot = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/parking-lots/{id}',
  operationId: 'getParkingLot',
  description:
    'A published lot with everything the app’s detail screen shows. Public and cacheable: a weak ETag, and 304 to a matching `If-None-Match`. A lot that is not published is 404, as if it did not exist.',
  tags: publicTags,
  summary: 'A published lot: attributes, geometry, images, tags, hours and rating',
  request: { params: LotIdParams },
  errors: lotNotFound,
  responses: { 200: { ...jsonContent(responses.publicLot, 'The lot'), headers: cacheHeaders(PUBLIC_LOT_CACHE) }, 304: notModified(PUBLIC_LOT_CACHE) },
});

const getPricingRules = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/parking-lots/{id}/pricing-rules',
  operationId: 'listParkingLotPricingRules',
  description:
    'The lot’s pricing sign as structured rules, in the order the fee engine applies them (pricing.md). Public.',
  tags: publicTags,
  summary: 'The pricing rules of a published lot, by rule_order',
  request: { params: LotIdParams },
  errors: lotNotFound,
  responses: { 200: jsonContent(responses.pricingRules, 'Pricing rules') },
});

const adminListLots = defineRoute({
  access: { admin: 'parking.view' },
  method: 'get',
  path: '/v1/admin/parking-lots',
  operationId: 'adminListParkingLots',
  description:
    'Lots of every status, filtered by status, source, owner or a text query on name and address, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags: adminTags,
  summary: 'Lots of any status, newest first',
  request: { query: AdminParkingLotListQuery },
  responses: { 200: jsonContent(responses.adminList, 'A page of lots') },
});

const adminCreateLot = defineRoute({
  access: { admin: 'parking.edit' },
  method: 'post',
  path: '/v1/admin/parking-lots',
  operationId: 'adminCreateParkingLotBundle',
  tags: adminTags,
  summary: 'Create a lot with its hours, pricing rules, images, tags and owners in one transaction',
  description:
    `The status is the one in the body (default \`draft\`). Counts are the rows written. ${bundleCreateIdempotency}`,
  request: { headers: IdempotencyKeyHeaders, body: jsonBody(ParkingLotBundleCreateBody) },
  errors: {
    ...bundleErrors,
    409: '`conflict`: the place_id is taken by another lot, or the Idempotency-Key was used for a different body or on the owner route (`param` client_request_id).',
  },
  responses: {
    201: createdContent(responses.bundle, 'Created'),
    200: {
      ...jsonContent(responses.bundle, 'A repeat of an earlier create: its lot as it is now, with the counts the create answered'),
      headers: { ...idempotentReplayedHeader, Location: { description: 'The URL of the lot, relative to this server.', schema: { type: 'string' as const } } },
    },
  },
});

const adminGetLot = defineRoute({
  access: { admin: 'parking.view' },
  method: 'get',
  path: '/v1/admin/parking-lots/{id}',
  operationId: 'adminGetParkingLot',
  description:
    'A lot of any status with its hours, pricing rules, images, tags and owners, as the bundle editor loads it.',
  tags: adminTags,
  summary: 'A lot of any status with hours, pricing rules, images, tags and owners',
  request: { params: LotIdParams },
  errors: { 404: '`lot_not_found`: no such lot.' },
  responses: { 200: jsonContent(responses.full, 'The lot') },
});

const adminPatchLot = defineRoute({
  access: { admin: 'parking.edit' },
  method: 'patch',
  path: '/v1/admin/parking-lots/{id}',
  operationId: 'adminPatchParkingLotBundle',
  tags: adminTags,
  summary: 'Change a lot and its parts in one transaction',
  description:
    'Absent keys leave that part untouched; `hours` and `pricing_rules` replace the set; `images` is the desired set; ' +
    '`tags` upserts each listed tag (`state: null` removes it); `owner_ids` replaces the owners. Admins may set any status.',
  request: { params: LotIdParams, body: jsonBody(ParkingLotBundlePatchBody) },
  errors: { ...bundleErrors, 404: '`lot_not_found`: no such lot.' },
  responses: { 200: jsonContent(responses.bundle, 'Changed') },
});

/**
 * A 200 whose JSON body the database serialized already. The route's declared schema still describes
 * it (and the contract tests check it); the cast only tells the typed router so.
 */
function databaseJson(c: AppContext, body: string | Buffer): never {
  return jsonTextWithETag(c, body, PUBLIC_LOT_CACHE) as never;
}

/** `vehicle_id` is one of the caller's vehicles: a search by it needs to know the caller. */
function requireTokenForVehicle(c: AppContext, vehicleId: string | undefined): void {
  if (vehicleId !== undefined && !c.get('auth')) {
    throw new ApiError('unauthorized', { message: 'vehicle_id names one of your vehicles: send your bearer token with it.' });
  }
}

export function registerParkingLotRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(searchLots, async (c) => {
    requireTokenForVehicle(c, c.req.valid('query').vehicle_id);
    const { items, nextCursor } = await withCallerDb(c, (db) => lots.searchLots(db, c.req.valid('query')));
    return jsonWithETag(c, { parking_lots: items, next_cursor: nextCursor }, PUBLIC_LOT_CACHE) as never;
  });

  // Before /{id}: "nearby" is a path of its own, not a lot id.
  app.openapi(nearbyLots, async (c) => {
    // The default radius is a system setting (issue 15 item 10), read from the process's settings cache.
    const query = c.req.valid('query');
    requireTokenForVehicle(c, query.vehicle_id);
    const radius = query.radius_m ?? (await settingsStore(c.get('deps')).get()).default_search_radius_m;
    return databaseJson(c, await withCallerStatement(c, (db) => lots.nearbyLotsBody(db, { ...query, radius_m: radius })));
  });

  app.openapi(getLot, async (c) => {
    const lot = await withCallerDb(c, (db) => lots.getPublicLot(db, c.req.valid('param').id));
    return jsonWithETag(c, { parking_lot: lot }, PUBLIC_LOT_CACHE) as never;
  });

  app.openapi(getPricingRules, async (c) => {
    const rules = await withCallerDb(c, (db) => lots.listPublicPricingRules(db, c.req.valid('param').id));
    return c.json({ pricing_rules: rules }, 200);
  });

  app.openapi(adminListLots, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => lots.listLots(db, c.req.valid('query')));
    return c.json({ parking_lots: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(adminCreateLot, async (c) => {
    const clientRequestId = c.req.valid('header')['Idempotency-Key'] ?? null;
    const { result, created } = await withAudit(c, async (db, audit) => {
      const outcome = await lots.createLotBundle(db, c.req.valid('json'), false, clientRequestId);
      const id = outcome.result.parking_lot.id;
      if (outcome.created) {
        await audit({ action: 'parking_lot.create', target_type: 'parking_lot', target_id: id, before: null, after: await lots.lotSnapshot(db, id) });
      }
      return outcome;
    });
    c.header('Location', `/v1/admin/parking-lots/${result.parking_lot.id}`);
    if (created) return c.json(result, 201);
    c.header('Idempotent-Replayed', 'true');
    return c.json(result, 200);
  });

  app.openapi(adminGetLot, async (c) => {
    const lot = await withCallerDb(c, (db) => lots.getFullLot(db, c.req.valid('param').id));
    return c.json(lot, 200);
  });

  app.openapi(adminPatchLot, async (c) => {
    const { id } = c.req.valid('param');
    const result = await withAudit(c, async (db, audit) => {
      const before = await lots.lotSnapshot(db, id);
      const patched = await lots.patchLotBundle(db, id, c.req.valid('json'), false);
      await audit({ action: 'parking_lot.update', target_type: 'parking_lot', target_id: id, before, after: await lots.lotSnapshot(db, id) });
      return patched;
    });
    return c.json(result, 200);
  });
}
