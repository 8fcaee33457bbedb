import { z } from '@hono/zod-openapi';
import { chars } from '../parking-lots/schemas.js';

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
