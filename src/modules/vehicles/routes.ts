import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { createdContent, IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { responses, VEHICLES_PER_USER, VehicleCreateBody, VehiclePatchBody } from './schemas.js';
import * as vehicles from './service.js';

const tags = ['Me'];
const notFound = { 404: '`not_found`: no vehicle of the caller’s with this id (another user’s is the same 404).' };

const listVehicles = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/vehicles',
  operationId: 'listMyVehicles',
  description:
    'The caller’s live vehicles, oldest first (at most 10), with the dimensions that are matched against a lot’s limits.',
  tags,
  summary: 'The caller’s vehicles, oldest first',
  responses: { 200: jsonContent(responses.list, `The live vehicles (at most ${VEHICLES_PER_USER})`) },
});

const createVehicle = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/me/vehicles',
  operationId: 'createMyVehicle',
  tags,
  summary: 'Register a vehicle',
  description: `A user keeps at most ${VEHICLES_PER_USER} vehicles. Searches take \`vehicle_id\` to keep only lots the vehicle fits.`,
  request: { body: jsonBody(VehicleCreateBody) },
  errors: {
    422:
      '`validation_error`: a field out of bounds or an unknown key (`param` names it), an unknown `vehicle_type` code, or ' +
      `the ${VEHICLES_PER_USER + 1}th vehicle (\`param\` null, \`details.limit\`).`,
  },
  responses: { 201: createdContent(responses.vehicle, 'Registered; Location: /v1/me/vehicles/{id}') },
});

const getVehicle = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/vehicles/{id}',
  operationId: 'getMyVehicle',
  description:
    'One of the caller’s vehicles.',
  tags,
  summary: 'One of the caller’s vehicles',
  request: { params: IdParams },
  errors: notFound,
  responses: { 200: jsonContent(responses.vehicle, 'The vehicle') },
});

const patchVehicle = defineRoute({
  access: 'user',
  method: 'patch',
  path: '/v1/me/vehicles/{id}',
  operationId: 'updateMyVehicle',
  description:
    'Changes only the fields sent, within the same bounds as on creation.',
  tags,
  summary: 'Change a vehicle',
  request: { params: IdParams, body: jsonBody(VehiclePatchBody) },
  errors: notFound,
  responses: { 200: jsonContent(responses.vehicle, 'The vehicle as changed') },
});

const deleteVehicle = defineRoute({
  access: 'user',
  method: 'delete',
  path: '/v1/me/vehicles/{id}',
  operationId: 'deleteMyVehicle',
  description:
    'The vehicle disappears from every route and stops being the default; past sessions keep what they recorded.',
  tags,
  summary: 'Delete a vehicle (soft: it disappears from every route; no longer the default)',
  request: { params: IdParams },
  errors: notFound,
  responses: { 204: { description: 'Deleted (also when it already was)' } },
});

export function registerVehicleRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listVehicles, async (c) => {
    const rows = await withCallerDb(c, (db) => vehicles.listVehicles(db, c.get('auth')!.userId));
    return c.json({ vehicles: rows }, 200);
  });

  app.openapi(createVehicle, async (c) => {
    const vehicle = await withCallerDb(c, (db) => vehicles.createVehicle(db, c.get('auth')!.userId, c.req.valid('json')));
    c.header('Location', `/v1/me/vehicles/${vehicle.id}`);
    return c.json({ vehicle }, 201);
  });

  app.openapi(getVehicle, async (c) => {
    const vehicle = await withCallerDb(c, (db) => vehicles.getVehicle(db, c.get('auth')!.userId, c.req.valid('param').id));
    return c.json({ vehicle }, 200);
  });

  app.openapi(patchVehicle, async (c) => {
    const vehicle = await withCallerDb(c, (db) => vehicles.patchVehicle(db, c.get('auth')!.userId, c.req.valid('param').id, c.req.valid('json')));
    return c.json({ vehicle }, 200);
  });

  app.openapi(deleteVehicle, async (c) => {
    await withCallerDb(c, (db) => vehicles.deleteVehicle(db, c.get('auth')!.userId, c.req.valid('param').id));
    return c.body(null, 204);
  });
}
