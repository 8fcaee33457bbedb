import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerStatement, type AppEnv } from '../../http/context.js';
import { clientRequestIdOf, optionalClientRequestIdOf } from '../../http/client-request-id.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import {
  IdempotencyHeaders,
  SessionCancelBody,
  SessionCreateBody,
  SessionFinalizeBody,
  SessionHistoryQuery,
  SessionIdParams,
  SessionNotesBody,
  responses,
} from './schemas.js';
import * as sessions from './service.js';

const tags = ['Parking sessions'];

/** Finalize and cancel may carry their client request id in the header alone, so their body is optional. */
function optionalJsonBody<T extends Parameters<typeof jsonBody>[0]>(schema: T) {
  return { ...jsonBody(schema), required: false };
}

const idempotency =
  'Every call carries a client request id (`client_request_id` in the body or an `Idempotency-Key` header). ' +
  'A repeat by the same user returns the original result and does nothing else, also when both calls race on different API processes.';

const createSession = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/parking-sessions',
  operationId: 'createParkingSession',
  tags,
  summary: 'Start a parking session at a public lot',
  description: `Runs \`create_parking_session\` and writes a \`session_start\` activity. ${idempotency} A repeat answers 200 with the same session.`,
  request: { headers: IdempotencyHeaders, body: jsonBody(SessionCreateBody) },
  errors: {
    404: '`lot_not_found`: no such lot, or it is not public.',
    409: '`concurrent_session_not_allowed`: the caller already has a session in `parking` (`details.parking_session_id` names it); `conflict`: the client request id was used for a different request.',
    422: '`validation_error` (`param` names the field; an unknown vehicle_type, a missing client request id) or `vehicle_not_allowed` (the vehicle is larger than the lot takes).',
  },
  responses: {
    201: jsonContent(responses.session, 'Started'),
    200: {
      ...jsonContent(responses.session, 'A repeat of an earlier start: the session it started'),
      headers: { 'Idempotent-Replayed': { description: '`true`: this answers a repeat of an earlier request with the same client request id; nothing was written.', schema: { type: 'string' as const } } },
    },
  },
});

const finalizeSession = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/parking-sessions/{id}/finalize',
  operationId: 'finalizeParkingSession',
  tags,
  summary: 'End a parking session and confirm its fee',
  description:
    'Runs `finalize_parking_session`: prices the stay with the lot’s rules at the exit time (the same engine as `calc_parking_fee`, ' +
    'also when the lot has since gone off the map), records `ended_at`, `total_amount` and the breakdown, and writes the `session_end` ' +
    `activity that awards experience points and badges, all in one transaction. ${idempotency}`,
  request: { params: SessionIdParams, headers: IdempotencyHeaders, body: optionalJsonBody(SessionFinalizeBody) },
  errors: {
    404: '`not_found`: no such session of the caller.',
    409: '`conflict`: the session is no longer `parking` (`details.status`), or the client request id was used for a different request.',
    422: '`validation_error`: exit_at not later than the start or more than 2 minutes ahead, a missing client request id.',
  },
  responses: { 200: jsonContent(responses.finalized, 'Ended, with the fee') },
});

const cancelSession = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/parking-sessions/{id}/cancel',
  operationId: 'cancelParkingSession',
  tags,
  summary: 'Cancel a parking session within 5 minutes of its start (no fee)',
  description:
    'Runs `cancel_parking_session`; the 5 minutes are measured on the server clock. A client request id (`client_request_id` in the body ' +
    'or an `Idempotency-Key` header) is optional here, as the contract’s function takes only the session: with one, a repeat by the same ' +
    'user returns the original result and does nothing else; without, cancelling a session that is already cancelled is 409 `conflict`.',
  request: { params: SessionIdParams, headers: IdempotencyHeaders, body: optionalJsonBody(SessionCancelBody) },
  errors: {
    404: '`not_found`: no such session of the caller.',
    409: '`cancel_window_expired`: more than 5 minutes since the start (`details.cancellable_until`); `conflict`: the session is no longer `parking`, or the client request id was used for a different request.',
    422: '`validation_error`: the body’s client_request_id and the Idempotency-Key header differ.',
  },
  responses: { 200: jsonContent(responses.cancelled, 'Cancelled') },
});

const readSession = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/parking-sessions/{id}',
  operationId: 'getParkingSession',
  tags,
  summary: 'One of the caller’s sessions: a live meter while parking, the receipt once ended',
  description:
    'While `parking`: `fee_now` (the fee for leaving now), `next_increase_at` and `next_amount` (when and to what it next goes up) and the ' +
    'fee timeline from the start to 24 hours ahead, from the same engine, lot and vehicle finalize prices with, so an app can run the meter ' +
    'without polling. Once `ended`: `total_amount` and `breakdown` as finalize recorded them. Cancelled: the session only.',
  request: { params: SessionIdParams },
  errors: { 404: '`not_found`: no such session of the caller.' },
  responses: { 200: jsonContent(responses.reading, 'The session, with its meter or receipt') },
});

const listHistory = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/me/parking-sessions',
  operationId: 'listMyParkingSessions',
  description:
    'The caller’s sessions, filtered by `status`, newest first, each with its lot’s name and the fee charged (null while parking). Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags: ['Me'],
  summary: 'The caller’s parking history, newest first, with lot name and fee',
  request: { query: SessionHistoryQuery },
  responses: { 200: jsonContent(responses.list, 'A page of sessions') },
});

const patchNotes = defineRoute({
  access: 'user',
  method: 'patch',
  path: '/v1/me/parking-sessions/{id}',
  operationId: 'updateMyParkingSession',
  description:
    'Only the caller’s memo and personal rating change; the times and the fee never do.',
  tags: ['Me'],
  summary: 'Set the memo and personal rating of one of the caller’s sessions',
  request: { params: SessionIdParams, body: jsonBody(SessionNotesBody) },
  responses: { 200: jsonContent(responses.session, 'The session') },
});

export function registerSessionRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createSession, async (c) => {
    const body = c.req.valid('json');
    const clientRequestId = clientRequestIdOf(body.client_request_id, c.req.valid('header')['Idempotency-Key']);
    const { session, created } = await withCallerStatement(c, (db) =>
      sessions.createParkingSession(db, {
        lotId: body.lot_id,
        vehicleType: body.vehicle_type,
        startLat: body.start_lat ?? null,
        startLng: body.start_lng ?? null,
        clientRequestId,
      }),
    );
    if (created) return c.json({ session }, 201);
    // A repeat of an earlier request (same client request id): the first answer's session, marked so.
    c.header('Idempotent-Replayed', 'true');
    return c.json({ session }, 200);
  });

  app.openapi(finalizeSession, async (c) => {
    const body = c.req.valid('json');
    const clientRequestId = clientRequestIdOf(body.client_request_id, c.req.valid('header')['Idempotency-Key']);
    const result = await withCallerStatement(c, (db) => sessions.finalizeParkingSession(db, c.req.valid('param').id, body.exit_at, clientRequestId));
    return c.json(result, 200);
  });

  app.openapi(cancelSession, async (c) => {
    const body = c.req.valid('json');
    const clientRequestId = optionalClientRequestIdOf(body.client_request_id, c.req.valid('header')['Idempotency-Key']);
    const session = await withCallerStatement(c, (db) => sessions.cancelParkingSession(db, c.req.valid('param').id, clientRequestId));
    return c.json({ cancelled: true as const, session }, 200);
  });

  app.openapi(readSession, async (c) => {
    const userId = c.get('auth')!.userId;
    const reading = await withCallerStatement(c, (db) => sessions.readParkingSession(db, userId, c.req.valid('param').id));
    return c.json(reading, 200);
  });

  app.openapi(listHistory, async (c) => {
    const userId = c.get('auth')!.userId;
    const { items, nextCursor } = await withCallerStatement(c, (db) => sessions.listParkingSessions(db, userId, c.req.valid('query')));
    return c.json({ sessions: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(patchNotes, async (c) => {
    const userId = c.get('auth')!.userId;
    const session = await withCallerStatement(c, (db) => sessions.updateSessionNotes(db, userId, c.req.valid('param').id, c.req.valid('json')));
    return c.json({ session }, 200);
  });
}
