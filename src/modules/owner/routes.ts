import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { IdempotencyKeyHeaders, idempotentReplayedHeader } from '../../http/client-request-id.js';
import { ApiError } from '../../http/errors.js';
import { createdContent, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import {
  bundleCreateIdempotency,
  LotIdParams,
  OwnerParkingLotBundleCreateBody,
  OwnerParkingLotBundlePatchBody,
  OwnerParkingLotListQuery,
  responses as lotResponses,
} from '../parking-lots/schemas.js';
import * as lots from '../parking-lots/service.js';
import { OwnerRegisterBody, ownerLotResponses, ownerResult } from './schemas.js';
import * as owners from './service.js';

const tags = ['Owner portal'];
const notOwner = '`forbidden`: the caller is not a registered owner, or the owner account is suspended.';
const bundleErrors = {
  400: '`malformed_json`; `unknown_tag_code`: a tag_code is not a known tag (details.tag_code names it); nothing is written.',
  403: notOwner,
  409: '`conflict`: an owner may not move the lot out of its current status (only draft ↔ pending, and only from draft, pending or rejected), or the place_id is taken.',
  422: '`validation_error`: a field breaks the schema or a database rule (an owner sends status draft or pending only, and no owner_ids); `param` names the top-level field.',
};

const register = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/owner/register',
  operationId: 'registerOwner',
  tags,
  summary: 'Become a lot owner',
  description: 'Creates the caller’s owner profile, active at once; admins with the `new_owner` preference are notified.',
  request: { body: jsonBody(OwnerRegisterBody) },
  errors: { 409: '`conflict`: the caller is already an owner.' },
  responses: { 201: createdContent(ownerResult, 'Registered') },
});

const getMe = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/owner/me',
  operationId: 'getOwnerMe',
  description:
    'The caller’s owner profile with its status; 404 for a user who never registered as an owner.',
  tags,
  summary: 'The caller’s owner profile',
  errors: { 404: '`not_found`: the caller is not a registered owner.' },
  responses: { 200: jsonContent(ownerResult, 'The owner profile') },
});

const listLots = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/owner/parking-lots',
  operationId: 'listOwnerParkingLots',
  description:
    'The caller’s own lots of every status, newest first, each with its review status (`status`) and `last_decision`: the last moderation decision’s outcome, reason and time (null for a lot never decided). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'The caller’s own lots, newest first',
  request: { query: OwnerParkingLotListQuery },
  errors: { 403: notOwner },
  responses: { 200: jsonContent(ownerLotResponses.list, 'A page of lots') },
});

const createLot = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/owner/parking-lots',
  operationId: 'createOwnerParkingLotBundle',
  tags,
  summary: 'Register a lot with its parts in one transaction, linked to the caller',
  description:
    'Status `pending` (awaiting review; admins with the `new_parking` preference are notified) unless the body says ' +
    `\`draft\`. No \`owner_ids\`: the lot is linked to the caller (\`owners_count\` 1). ${bundleCreateIdempotency}`,
  request: { headers: IdempotencyKeyHeaders, body: jsonBody(OwnerParkingLotBundleCreateBody) },
  errors: {
    ...bundleErrors,
    409: '`conflict`: the place_id is taken, or the Idempotency-Key was used for a different body or on the admin route (`param` client_request_id).',
  },
  responses: {
    201: createdContent(lotResponses.bundle, 'Registered'),
    200: {
      ...jsonContent(lotResponses.bundle, 'A repeat of an earlier registration: its lot as it is now, with the counts the create answered'),
      headers: { ...idempotentReplayedHeader, Location: { description: 'The URL of the lot, relative to this server.', schema: { type: 'string' as const } } },
    },
  },
});

const getLot = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/owner/parking-lots/{id}',
  operationId: 'getOwnerParkingLot',
  description:
    'One of the caller’s lots with its hours, pricing rules, images and tags, and `last_decision`: the last moderation decision’s outcome, reason and time (null for a lot never decided). Another owner’s lot is 404.',
  tags,
  summary: 'One of the caller’s lots with every part',
  request: { params: LotIdParams },
  errors: { 403: notOwner, 404: '`lot_not_found`: no such lot among the caller’s.' },
  responses: { 200: jsonContent(ownerLotResponses.full, 'The lot') },
});

const patchLot = defineRoute({
  access: 'user',
  method: 'patch',
  path: '/v1/owner/parking-lots/{id}',
  operationId: 'patchOwnerParkingLotBundle',
  tags,
  summary: 'Change one of the caller’s lots and its parts in one transaction',
  description:
    'Bundle patch semantics as for admins. `status` may be `draft` or `pending`, and only while the lot is draft, ' +
    'pending or rejected; an edit that does not send `status` keeps it (an active lot stays active).',
  request: { params: LotIdParams, body: jsonBody(OwnerParkingLotBundlePatchBody) },
  errors: { ...bundleErrors, 404: '`lot_not_found`: no such lot among the caller’s.' },
  responses: { 200: jsonContent(lotResponses.bundle, 'Changed') },
});

export function registerOwnerRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(register, async (c) => {
    const owner = await withCallerDb(c, (db) => owners.registerOwner(db, c.req.valid('json')));
    c.header('Location', '/v1/owner/me');
    return c.json({ owner }, 201);
  });

  app.openapi(getMe, async (c) => {
    const owner = await withCallerDb(c, (db) => owners.findOwner(db));
    if (!owner) throw new ApiError('not_found', { message: 'The caller is not a registered owner.', messageKey: 'errors.not_owner' });
    return c.json({ owner }, 200);
  });

  app.openapi(listLots, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, async (db) => {
      const owner = await owners.requireActiveOwner(db);
      const page = await lots.listLots(db, { ...c.req.valid('query'), owner_id: owner.id });
      const decisions = await owners.lastDecisions(db, page.items.map((l) => l.id));
      return { ...page, items: page.items.map((l) => ({ ...l, last_decision: decisions.get(l.id) ?? null })) };
    });
    return c.json({ parking_lots: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(createLot, async (c) => {
    const clientRequestId = c.req.valid('header')['Idempotency-Key'] ?? null;
    const { result, created } = await withCallerDb(c, async (db) => {
      await owners.requireActiveOwner(db);
      return lots.createLotBundle(db, c.req.valid('json'), true, clientRequestId);
    });
    c.header('Location', `/v1/owner/parking-lots/${result.parking_lot.id}`);
    if (created) return c.json(result, 201);
    c.header('Idempotent-Replayed', 'true');
    return c.json(result, 200);
  });

  app.openapi(getLot, async (c) => {
    const lot = await withCallerDb(c, async (db) => {
      const owner = await owners.requireActiveOwner(db);
      const full = await lots.getFullLot(db, c.req.valid('param').id, owner.id);
      const decisions = await owners.lastDecisions(db, [full.parking_lot.id]);
      return { ...full, last_decision: decisions.get(full.parking_lot.id) ?? null };
    });
    return c.json(lot, 200);
  });

  app.openapi(patchLot, async (c) => {
    const result = await withCallerDb(c, async (db) => {
      await owners.requireActiveOwner(db);
      return lots.patchLotBundle(db, c.req.valid('param').id, c.req.valid('json'), true);
    });
    return c.json(result, 200);
  });
}
