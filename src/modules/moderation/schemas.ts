import { z } from '@hono/zod-openapi';
import { IdParams } from '../../http/openapi-helpers.js';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { chars } from '../parking-lots/schemas.js';

const timestamp = z.string().openapi({ format: 'date-time' });
const reason = chars(1, 1000)
  .refine((text) => text.trim() !== '', { message: 'A reason is not only spaces.' })
  .openapi({ description: 'Why (shown to the author or owner), 1..1000 characters.' });

export const AdminReviewSchema = z
  .object({
    id: z.uuid(),
    parking_lot_id: z.uuid(),
    parking_lot_name: z.string(),
    user_id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    rejection_reason: z.string().nullable(),
    moderated_by: z.uuid().nullable().openapi({ description: 'The admin who made the last decision.' }),
    moderated_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .openapi('AdminReview');

export const ReviewQueueQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional().openapi({ param: { name: 'status', in: 'query' } }),
  parking_lot_id: z.uuid().optional().openapi({ param: { name: 'parking_lot_id', in: 'query' } }),
  sort: z
    .enum(['oldest', 'newest'])
    .default('newest')
    .openapi({ param: { name: 'sort', in: 'query' }, description: 'By creation time; `oldest` for a moderation queue.' }),
  ...pageQuery,
});

export const ReviewIdParams = IdParams;
export const RejectBody = z.strictObject({ reason }).openapi('ModerationRejectBody');
export const OptionalReasonBody = z.strictObject({ reason: reason.optional() }).openapi('ModerationReasonBody');

export const responses = {
  review: z.object({ review: AdminReviewSchema }).openapi('AdminReviewResult'),
  reviews: z.object({ reviews: z.array(AdminReviewSchema), next_cursor: nextCursorSchema }).openapi('AdminReviewList'),
};

export const LotModerationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(['draft', 'pending', 'active', 'on_hold', 'withdrawn', 'rejected']),
    moderation_reason: z.string().nullable().openapi({ description: 'The reason given with the last decision.' }),
    moderated_by: z.uuid().nullable(),
    moderated_at: timestamp.nullable(),
    submitted_at: timestamp.nullable().openapi({ description: 'When the lot last became `pending`.' }),
  })
  .openapi('ParkingLotModeration');

export const QueuedLotSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    status: z.literal('pending'),
    source: z.string(),
    created_at: timestamp,
    submitted_at: timestamp,
    owners: z.array(
      z.object({
        owner_id: z.uuid(),
        display_name: z.string(),
        status: z.enum(['active', 'suspended']),
        contact_email: z.string().nullable(),
      }),
    ),
    last_decision: z
      .object({ status: z.string(), reason: z.string().nullable(), moderated_by: z.uuid().nullable(), moderated_at: timestamp })
      .nullable()
      .openapi({ description: 'The previous decision (e.g. a rejection the owner answered); null for a lot never decided.' }),
    changes: z
      .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
      .nullable()
      .openapi({
        description:
          'What changed since the last decision (lot fields, hours, pricing_rules, images, tags, owners, each as a whole); null for a lot never decided.',
      }),
  })
  .openapi('ParkingLotQueueEntry');

export const LotQueueQuery = z.object({ ...pageQuery });

export const lotResponses = {
  moderation: z.object({ parking_lot: LotModerationSchema }).openapi('ParkingLotModerationResult'),
  queue: z.object({ parking_lots: z.array(QueuedLotSchema), next_cursor: nextCursorSchema }).openapi('ParkingLotQueue'),
};
