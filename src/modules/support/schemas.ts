import { z } from '@hono/zod-openapi';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { chars } from '../parking-lots/schemas.js';

const notBlank = (schema: z.ZodType<string>) => schema.refine((text) => text.trim() !== '', { message: 'Must not be only spaces.' });

const uniqueIds = (max: number, what: string) =>
  z
    .array(z.uuid())
    .max(max)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id.toLowerCase())) ctx.addIssue({ code: 'custom', path: [index], message: `${what} ${id} is listed twice.` });
        seen.add(id.toLowerCase());
      });
    });

const clientRequestId = z.uuid().optional().openapi({
  description: 'Makes the submission idempotent: a repeat with the same id returns the first result (200) and records nothing. Or send an `Idempotency-Key` header.',
});

export const IdempotencyHeaders = z.object({
  'Idempotency-Key': z
    .uuid()
    .optional()
    .openapi({ param: { name: 'Idempotency-Key', in: 'header' }, description: 'The client request id, when the body does not carry `client_request_id`.' }),
});

const instant = z.string().openapi({ format: 'date-time' });

export const AttachmentSchema = z
  .strictObject({
    asset_id: z.uuid(),
    file_name: z.string(),
    mime_type: z.string(),
    file_size: z.number().int(),
    public_url: z.string(),
  })
  .openapi('Attachment');

// Support tickets -----------------------------------------------------------------------------------

export const TicketCategory = z.enum(['account', 'parking_lot', 'parking_session', 'payment', 'subscription', 'app', 'other']);

export const SupportTicketCreateBody = z
  .strictObject({
    category: TicketCategory,
    subject: notBlank(chars(1, 200)),
    body: notBlank(chars(1, 5000)),
    parking_lot_id: z.uuid().nullable().optional().openapi({ description: 'A published lot the ticket is about.' }),
    parking_session_id: z.uuid().nullable().optional().openapi({ description: 'One of the caller’s parking sessions the ticket is about.' }),
    attachments: uniqueIds(5, 'asset_id')
      .optional()
      .openapi({ description: 'Up to 5 of the caller’s uploaded `support_attachment` assets (images or PDF).' }),
    client_request_id: clientRequestId,
  })
  .openapi('SupportTicketCreateBody');

export const SupportTicketReplySchema = z
  .strictObject({
    id: z.uuid(),
    author: z.enum(['support', 'user']).openapi({ description: '`support`: an answer from the support team; `user`: the ticket’s author.' }),
    body: z.string(),
    created_at: instant,
  })
  .openapi('SupportTicketReply');

export const SupportTicketSchema = z
  .strictObject({
    id: z.uuid(),
    category: TicketCategory,
    subject: z.string(),
    body: z.string(),
    parking_lot_id: z.uuid().nullable(),
    parking_session_id: z.uuid().nullable(),
    status: z.enum(['open', 'answered', 'closed']),
    attachments: z.array(AttachmentSchema),
    replies: z.array(SupportTicketReplySchema).openapi({ description: 'The thread, oldest first.' }),
    created_at: instant,
    updated_at: instant,
  })
  .openapi('SupportTicket');

// Error reports -------------------------------------------------------------------------------------

export const ErrorReportKind = z.enum(['price', 'hours', 'location', 'closed', 'limits', 'other']).openapi({
  description: 'What is wrong: the price, the opening hours, the location, the lot is closed for good, its vehicle limits, or something else.',
});

const SUGGESTED_MAX_BYTES = 4096;

export const ErrorReportCreateBody = z
  .strictObject({
    lot_id: z.uuid().openapi({ description: 'A published lot.' }),
    kind: ErrorReportKind,
    description: notBlank(chars(1, 2000)),
    suggested: z
      .record(z.string(), z.unknown())
      .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= SUGGESTED_MAX_BYTES, { message: `At most ${SUGGESTED_MAX_BYTES} bytes of JSON.` })
      .nullable()
      .optional()
      .openapi({
        description: `The correct information as the reporter knows it, free-form (at most ${SUGGESTED_MAX_BYTES} bytes of JSON), e.g. \`{"price_minor": 300, "per_minutes": 30}\`.`,
      }),
    photos: uniqueIds(5, 'asset_id')
      .optional()
      .openapi({ description: 'Up to 5 of the caller’s uploaded `report_photo` assets.' }),
    client_request_id: clientRequestId,
  })
  .openapi('ErrorReportCreateBody');

export const ErrorReportSchema = z
  .strictObject({
    id: z.uuid(),
    lot_id: z.uuid(),
    kind: ErrorReportKind,
    description: z.string(),
    suggested: z.record(z.string(), z.unknown()).nullable(),
    photos: z.array(AttachmentSchema),
    status: z.enum(['open', 'resolved', 'rejected']).openapi({ description: '`open` until the support team resolves (corrected) or rejects it.' }),
    resolution_note: z.string().nullable().openapi({ description: 'The support team’s word on the outcome.' }),
    resolved_at: instant.nullable(),
    created_at: instant,
    updated_at: instant,
  })
  .openapi('ErrorReport');

export const ListQuery = z.object({ ...pageQuery });

export const responses = {
  ticket: z.strictObject({ support_ticket: SupportTicketSchema }).openapi('SupportTicketResult'),
  tickets: z.strictObject({ support_tickets: z.array(SupportTicketSchema), next_cursor: nextCursorSchema }).openapi('SupportTicketList'),
  report: z.strictObject({ error_report: ErrorReportSchema }).openapi('ErrorReportResult'),
  reports: z.strictObject({ error_reports: z.array(ErrorReportSchema), next_cursor: nextCursorSchema }).openapi('ErrorReportList'),
};

export type SupportTicket = z.infer<typeof SupportTicketSchema>;
export type ErrorReport = z.infer<typeof ErrorReportSchema>;
export type SupportTicketInput = z.infer<typeof SupportTicketCreateBody>;
export type ErrorReportInput = z.infer<typeof ErrorReportCreateBody>;
