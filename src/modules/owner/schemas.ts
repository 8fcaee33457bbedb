import { z } from '@hono/zod-openapi';
import { ParkingLotFull, ParkingLotResponse, chars } from '../parking-lots/schemas.js';
import { nextCursorSchema } from '../../http/pagination.js';

export const OwnerSchema = z
  .strictObject({
    id: z.uuid(),
    user_id: z.uuid(),
    display_name: z.string(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    status: z.enum(['active', 'suspended']).openapi({ description: 'A suspended owner can read their profile but not register or change lots.' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Owner');

export const OwnerRegisterBody = z
  .strictObject({
    display_name: chars(1, 200).refine((name) => name.trim() !== '', { message: 'A name is not only spaces.' }),
    contact_email: z.email().max(200).nullable().optional(),
    contact_phone: chars(0, 20).nullable().optional(),
  })
  .openapi('OwnerRegisterBody');

export const ownerResult = z.strictObject({ owner: OwnerSchema }).openapi('OwnerResult');

export type Owner = z.infer<typeof OwnerSchema>;

/**
 * The last moderation decision as the lot's owner sees it: the queue's `last_decision` without the
 * deciding admin (staff identities stay internal). It stays after the owner edits and resubmits, so
 * a pending lot still shows why it was rejected before.
 */
export const OwnerLotDecision = z
  .strictObject({
    status: z.enum(['active', 'on_hold', 'rejected', 'withdrawn']).openapi({ description: 'Where the decision moved the lot (approve → active, hold → on_hold, reject → rejected, withdraw → withdrawn).' }),
    reason: z.string().nullable().openapi({ description: 'The moderator’s reason (required for a rejection; null for an approval without one).' }),
    moderated_at: z.string().openapi({ format: 'date-time', example: '2026-11-21T09:00:00.000Z' }),
  })
  .openapi('OwnerLotDecision');

const lastDecision = OwnerLotDecision.nullable().openapi({ description: 'The last moderation decision with its reason; null for a lot never decided.' });

export const OwnerParkingLot = z.strictObject({ ...ParkingLotResponse.shape, last_decision: lastDecision }).openapi('OwnerParkingLot');

export const ownerLotResponses = {
  list: z.strictObject({ parking_lots: z.array(OwnerParkingLot), next_cursor: nextCursorSchema }).openapi('OwnerParkingLotList'),
  full: z.strictObject({ ...ParkingLotFull.shape, last_decision: lastDecision }).openapi('OwnerParkingLotFull'),
};

export type OwnerLotDecisionRow = z.infer<typeof OwnerLotDecision>;
