import { z } from '@hono/zod-openapi';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { FeeBreakdownSchema, FeeCapReachedSchema, FeeStepSchema } from '../fees/schemas.js';
import { instantInput } from '../../http/time-input.js';

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-24T09:00:00.000Z' });

export const sessionStatuses = ['parking', 'ended', 'cancelled'] as const;

export const ParkingSessionSchema = z
  .strictObject({
    id: z.uuid(),
    parking_lot_id: z.uuid(),
    parking_lot_name: z.string().openapi({ description: 'The lot’s name when the session started (history reads like a receipt).' }),
    vehicle_type: z.string().openapi({ description: 'A vehicle_type code.', example: 'regular' }),
    status: z.enum(sessionStatuses).openapi({ description: '`parking` until finalized (`ended`) or cancelled (`cancelled`).' }),
    started_at: timestamp,
    ended_at: timestamp.nullable().openapi({ description: 'The exit time the fee was computed for; null unless `ended`.' }),
    cancelled_at: timestamp.nullable(),
    start_lat: z.number().nullable(),
    start_lng: z.number().nullable(),
    total_amount: z.number().int().nullable().openapi({ description: 'Yen; null unless `ended`.' }),
    memo: z.string().nullable(),
    rating: z.number().int().min(1).max(5).nullable().openapi({ description: 'The user’s own rating of this stay, 1..5.' }),
  })
  .openapi('ParkingSession');

const clientRequestId = z.uuid().optional().openapi({
  description:
    'The client’s id for this request (required here or as the Idempotency-Key header). A repeat with the same id returns the original result and does nothing else; the same id with a different request is 409 `conflict`.',
  example: '6f1c3a52-1d0e-4b7a-9c55-2f0c6e1d9a10',
});

export { IdempotencyHeaders } from '../../http/client-request-id.js';

export { IdParams as SessionIdParams } from '../../http/openapi-helpers.js';

export const SessionCreateBody = z
  .strictObject({
    lot_id: z.uuid(),
    vehicle_type: z.string().min(1).max(50).openapi({ description: 'A vehicle_type code (see /v1/codes).', example: 'regular' }),
    start_lat: z.number().min(-90).max(90).nullable().optional(),
    start_lng: z.number().min(-180).max(180).nullable().optional(),
    client_request_id: clientRequestId,
  })
  .refine((b) => (b.start_lat ?? null) === null || (b.start_lng ?? null) !== null, {
    message: 'start_lat and start_lng go together.',
    path: ['start_lng'],
  })
  .refine((b) => (b.start_lng ?? null) === null || (b.start_lat ?? null) !== null, {
    message: 'start_lat and start_lng go together.',
    path: ['start_lat'],
  })
  .openapi('ParkingSessionCreateBody');

export const SessionFinalizeBody = z
  .strictObject({
    exit_at: instantInput.optional().openapi({
      description: 'The exit time; defaults to now. Later than the start, and at most 2 minutes ahead of the server clock.',
    }),
    client_request_id: clientRequestId,
  })
  .openapi('ParkingSessionFinalizeBody');

export const SessionCancelBody = z
  .strictObject({
    client_request_id: clientRequestId.openapi({
      description:
        'Optional here (or as the Idempotency-Key header): the client’s id for this request. A repeat with the same id returns the original result and does nothing else; the same id with a different request is 409 `conflict`.',
    }),
  })
  .openapi('ParkingSessionCancelBody');

export const SessionHistoryQuery = z.object({
  status: z.enum(sessionStatuses).optional().openapi({ param: { name: 'status', in: 'query' } }),
  ...pageQuery,
});

export const SessionNotesBody = z
  .strictObject({
    memo: z.string().max(1000).nullable().optional().openapi({ description: 'A private note; null clears it.' }),
    rating: z.number().int().min(1).max(5).nullable().optional().openapi({ description: 'The user’s own rating, 1..5; null clears it.' }),
  })
  .refine((b) => b.memo !== undefined || b.rating !== undefined, { message: 'Send memo, rating or both.' })
  .openapi('ParkingSessionNotesBody');

export const responses = {
  session: z.strictObject({ session: ParkingSessionSchema }).openapi('ParkingSessionResult'),
  finalized: z
    .strictObject({
      session: ParkingSessionSchema,
      total_amount: z.number().int().openapi({ description: 'Yen, as recorded on the session.', example: 600 }),
      breakdown: FeeBreakdownSchema,
    })
    .openapi('ParkingSessionFinalized'),
  reading: z
    .strictObject({
      session: ParkingSessionSchema,
      as_of: timestamp.optional().openapi({
        description:
          'While `parking`: the server instant the meter was read at. The meter (as_of to timeline) is absent once the session has been parking for over 366 days, the longest stay a fee is computed for.',
      }),
      fee_now: z.number().int().optional().openapi({ description: 'While `parking`: yen for an exit at as_of, as finalize would charge it.' }),
      next_increase_at: timestamp.nullable().optional().openapi({
        description: 'While `parking`: the fee stays fee_now for an exit up to and including this instant and is next_amount just after it; null when it does not rise within the timeline.',
      }),
      next_amount: z.number().int().nullable().optional(),
      timeline: z
        .strictObject({ steps: z.array(FeeStepSchema), complete_until: timestamp, caps_reached: z.array(FeeCapReachedSchema) })
        .optional()
        .openapi({ description: 'While `parking`: the fee as a function of the exit, from the start to 24 hours after as_of (as GET /v1/parking-lots/{id}/fee-timeline).' }),
      total_amount: z.number().int().optional().openapi({ description: 'Once `ended`: yen, as recorded on the session.' }),
      breakdown: FeeBreakdownSchema.optional().openapi({ description: 'Once `ended`: the receipt finalize recorded.' }),
    })
    .openapi('ParkingSessionReading'),
  cancelled: z.strictObject({ cancelled: z.literal(true), session: ParkingSessionSchema }).openapi('ParkingSessionCancelled'),
  list: z.strictObject({ sessions: z.array(ParkingSessionSchema), next_cursor: nextCursorSchema }).openapi('ParkingSessionList'),
};

export type ParkingSession = z.infer<typeof ParkingSessionSchema>;
