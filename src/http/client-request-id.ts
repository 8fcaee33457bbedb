import { z } from '@hono/zod-openapi';
import { ApiError } from './errors.js';

/*
 * Idempotent writes (sessions, sponsor check-ins, support, lot bundle creates): the client names
 * each request with a UUID, in the body's `client_request_id` or an `Idempotency-Key` header (the
 * header alone where the body is fixed), and a repeat by the same user returns the original result
 * (the database functions keep the record).
 */

/** The client request id may come as a header instead of in the body (or in both, if equal). */
export const IdempotencyHeaders = z.object({
  'Idempotency-Key': z
    .uuid()
    .optional()
    .openapi({
      param: { name: 'Idempotency-Key', in: 'header' },
      description: 'The client request id, when the body does not carry `client_request_id`.',
    }),
});

/**
 * For routes whose body schema is the contract's and fixed (lot bundle creates): the header is the
 * only place for the client request id.
 */
export const IdempotencyKeyHeaders = z.object({
  'Idempotency-Key': z
    .uuid()
    .optional()
    .openapi({
      param: { name: 'Idempotency-Key', in: 'header' },
      description:
        'The client request id (a UUID, kept per user). A repeat with the same id returns the original result with 200 and ' +
        'writes nothing; the same id with a different request is 409 `conflict` naming `client_request_id`.',
    }),
});

/** The header a repeat's answer carries, as an OpenAPI response header. */
export const idempotentReplayedHeader = {
  'Idempotent-Replayed': {
    description: '`true`: this answers a repeat of an earlier request with the same client request id; nothing was written.',
    schema: { type: 'string' as const },
  },
};

/** The body's client_request_id or the Idempotency-Key header, when either is sent; both only when equal. */
export function optionalClientRequestIdOf(fromBody: string | undefined, fromHeader: string | undefined): string | null {
  if (fromBody && fromHeader && fromBody.toLowerCase() !== fromHeader.toLowerCase()) {
    throw new ApiError('validation_error', {
      message: 'client_request_id and the Idempotency-Key header differ: send one of them, or the same value in both.',
      param: 'client_request_id',
    });
  }
  return fromBody ?? fromHeader ?? null;
}

/** As optionalClientRequestIdOf, where the operation requires one. */
export function clientRequestIdOf(fromBody: string | undefined, fromHeader: string | undefined): string {
  const id = optionalClientRequestIdOf(fromBody, fromHeader);
  if (!id) {
    throw new ApiError('validation_error', {
      message: 'A client request id is required: client_request_id in the body or an Idempotency-Key header.',
      param: 'client_request_id',
    });
  }
  return id;
}
