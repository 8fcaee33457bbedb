import { z } from '@hono/zod-openapi';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';

export const SavedParkingLotSchema = z
  .strictObject({
    id: z.uuid().openapi({ description: 'The lot’s id.' }),
    name: z.string(),
    address: z.string().nullable(),
    lat: z.number().nullable().openapi({ description: 'Representative point of the lot’s geometry; null without one.' }),
    lng: z.number().nullable(),
    avg_rating: z.number().nullable(),
    review_count: z.number().int(),
    main_image: z.string().nullable(),
    tags: z.array(z.string()).openapi({ description: 'Codes of the tags that apply.' }),
    saved_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SavedParkingLot', { description: 'A saved lot as search lists it (contract 2.10, without a distance), and when it was saved.' });

export const SaveParkingLotBody = z
  .strictObject({ parking_lot_id: z.uuid().openapi({ description: 'A published lot.' }) })
  .openapi('SaveParkingLotBody');

export const SavedListQuery = z.object({ ...pageQuery });

export const LotIdParam = z.object({ lotId: z.uuid().openapi({ param: { name: 'lotId', in: 'path' } }) });

export const responses = {
  saved: z.strictObject({ saved_parking_lot: SavedParkingLotSchema }).openapi('SavedParkingLotResult'),
  list: z.strictObject({ saved_parking_lots: z.array(SavedParkingLotSchema), next_cursor: nextCursorSchema }).openapi('SavedParkingLotList'),
};

export type SavedParkingLot = z.infer<typeof SavedParkingLotSchema>;
