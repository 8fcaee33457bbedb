import { z } from '@hono/zod-openapi';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { chars } from '../parking-lots/schemas.js';

export const ReviewSchema = z
  .strictObject({
    id: z.uuid(),
    parking_lot_id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'rejected']).openapi({ description: 'New reviews wait for moderation (`pending`).' }),
    photos: z
      .array(z.strictObject({ asset_id: z.uuid(), mime_type: z.string(), public_url: z.string() }).openapi('ReviewPhoto'))
      .openapi({ description: 'In the order the reviewer gave them.' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Review');

export const ReviewCreateBody = z
  .strictObject({
    rating: z.number().int().min(1).max(5).openapi({ description: '1 (poor) to 5 (excellent).' }),
    comment: chars(1, 1000)
      .refine((text) => text.trim() !== '', { message: 'A comment is not only spaces.' })
      .nullable()
      .optional(),
    photos: z
      .array(z.uuid())
      .max(5)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { message: 'An asset is listed twice.' })
      .optional()
      .openapi({ description: 'Up to 5 of the caller’s uploaded `review_image` assets (POST /v1/storage/upload-url).' }),
  })
  .openapi('ReviewCreateBody');

export const ReviewListQuery = z.object({ ...pageQuery });

export const responses = {
  review: z.strictObject({ review: ReviewSchema }).openapi('ReviewResult'),
  list: z.strictObject({ reviews: z.array(ReviewSchema), next_cursor: nextCursorSchema }).openapi('ReviewList'),
};

export type Review = z.infer<typeof ReviewSchema>;
