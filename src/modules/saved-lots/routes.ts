import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { LotIdParam, responses, SaveParkingLotBody, SavedListQuery } from './schemas.js';
import * as saved from './service.js';

const tags = ['Me'];

const listSaved = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/saved-parking-lots',
  operationId: 'listMySavedParkingLots',
  tags,
  summary: 'The caller’s saved lots, newest saved first',
  description: 'Each as its search row. A saved lot that is no longer published is left out; the link stays and it comes back if the lot does.',
  request: { query: SavedListQuery },
  responses: { 200: jsonContent(responses.list, 'A page of saved lots') },
});

const saveLot = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/me/saved-parking-lots',
  operationId: 'saveParkingLot',
  description:
    'Saving a lot twice is one link: 201 the first time, 200 with the same link afterwards. Only published lots can be saved.',
  tags,
  summary: 'Save a published lot (idempotent)',
  request: { body: jsonBody(SaveParkingLotBody) },
  errors: { 404: '`lot_not_found`: no such lot, or it is not published (`param` parking_lot_id).' },
  responses: {
    201: jsonContent(responses.saved, 'Saved'),
    200: jsonContent(responses.saved, 'Already saved: the same one link, unchanged'),
  },
});

const unsaveLot = defineRoute({
  access: 'user',
  method: 'delete',
  path: '/v1/me/saved-parking-lots/{lotId}',
  operationId: 'unsaveParkingLot',
  description:
    'Removes the link; 204 also when the lot was not saved.',
  tags,
  summary: 'Remove a saved lot (204 also when it was not saved)',
  request: { params: LotIdParam },
  responses: { 204: { description: 'Not saved (any more)' } },
});

export function registerSavedLotRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listSaved, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => saved.listSavedLots(db, c.get('auth')!.userId, c.req.valid('query')));
    return c.json({ saved_parking_lots: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(saveLot, async (c) => {
    const { saved: row, created } = await withCallerDb(c, (db) => saved.saveLot(db, c.get('auth')!.userId, c.req.valid('json').parking_lot_id));
    return c.json({ saved_parking_lot: row }, created ? 201 : 200);
  });

  app.openapi(unsaveLot, async (c) => {
    await withCallerDb(c, (db) => saved.unsaveLot(db, c.get('auth')!.userId, c.req.valid('param').lotId));
    return c.body(null, 204);
  });
}
