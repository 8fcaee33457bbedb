import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

/** `{ description, content: { 'application/json': { schema } } }`, the shape every JSON response and body takes. */
export function jsonContent<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A 201 whose `Location` header is the URL of what was created (RFC 9110 §10.2.2). */
export function createdContent<T extends ZodType>(schema: T, description: string) {
  return {
    description,
    headers: { Location: { description: 'The URL of the created resource, relative to this server.', schema: { type: 'string' as const } } },
    content: { 'application/json': { schema } },
  };
}

export function jsonBody<T extends ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** `{id}` in a path: a UUID, 422 with param `id` otherwise. */
export const IdParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
