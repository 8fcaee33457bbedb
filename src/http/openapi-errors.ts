import { z } from '@hono/zod-openapi';
import { errorCatalog, type ErrorCode } from './errors.js';

export const ValidationIssueSchema = z
  .object({
    path: z.array(z.union([z.string(), z.number()])).openapi({ description: 'Where in the request the problem is.' }),
    code: z.string().openapi({ description: 'Kind of problem (e.g. too_big, invalid_type).' }),
    message: z.string(),
  })
  .openapi('ValidationIssue');

export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]).openapi({
        description: 'Machine-readable, snake_case.',
      }),
      message: z.string().openapi({ description: 'Human-readable.' }),
      request_id: z.string().openapi({ description: 'Equal to the X-Request-Id response header.' }),
      message_key: z.string().optional().openapi({ description: 'Translation key of the message.' }),
      param: z.string().nullable().optional().openapi({
        description: 'The offending request field (first path element); null for the request as a whole.',
      }),
      doc_url: z.string().nullable().optional(),
      details: z.record(z.string(), z.unknown()).optional(),
      issues: z.array(ValidationIssueSchema).optional(),
    }),
  })
  .openapi('ErrorEnvelope');

function response(description: string, headers?: Record<string, { description: string; schema: { type: 'string' } }>) {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: ErrorEnvelopeSchema } } };
}

const bearerChallengeHeader = {
  'WWW-Authenticate': {
    description: 'RFC 6750 challenge: `Bearer realm="parking"`, with `error="invalid_token"` and a description when a token was sent and refused.',
    schema: { type: 'string' as const },
  },
};

export interface ErrorResponseNeeds {
  authenticated: boolean;
  permission: boolean;
  pathParams: boolean;
  input: boolean;
  jsonBody: boolean;
  /** Route-specific outcomes, status → description naming the codes. */
  extra?: Record<number, string>;
}

/** The error responses a route can produce, derived from what the route takes. */
export function errorResponsesFor(needs: ErrorResponseNeeds): Record<number, ReturnType<typeof response>> {
  const out: Record<number, ReturnType<typeof response>> = {};
  if (needs.jsonBody) out[400] = response('`malformed_json`: the body is not valid JSON.');
  if (needs.authenticated) out[401] = response('`unauthorized`: missing, expired or invalid bearer token, or its session or user is no longer in good standing (signed out, banned, deleted, withdrawn; `details.reason`).', bearerChallengeHeader);
  if (needs.permission) out[403] = response('`forbidden`: the caller lacks the required permission.');
  if (needs.pathParams) out[404] = response('`not_found`: no such resource.');
  if (needs.jsonBody) {
    out[413] = response('`payload_too_large`: the body exceeds the size limit.');
    out[415] = response('`unsupported_media_type`: the body is not application/json.');
  }
  if (needs.input) out[422] = response('`validation_error`: the request does not match the schema; `param` names the field.');
  for (const [status, description] of Object.entries(needs.extra ?? {})) out[Number(status)] = response(description);
  out[500] = response('`server_error`: unexpected failure (no internals are revealed).');
  out[503] = response('`service_unavailable`: the database is unreachable or the request timed out.');
  return out;
}
