import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { ErrorReportCreateBody, IdempotencyHeaders, ListQuery, SupportTicketCreateBody, responses } from './schemas.js';
import * as support from './service.js';

const tags = ['Support'];

const idempotent =
  'Idempotent by client request id (`client_request_id` or an `Idempotency-Key` header, optional): a repeat returns the first result with 200 and records nothing.';

const createTicket = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/support/tickets',
  operationId: 'createSupportTicket',
  tags,
  summary: 'File a support ticket (at most 5 per user per day)',
  description:
    'At most 5 tickets per user per local day (Asia/Tokyo), counted inside the database function `create_support_ticket`, so that ' +
    `concurrent submissions cannot pass it together. ${idempotent}`,
  request: { headers: IdempotencyHeaders, body: jsonBody(SupportTicketCreateBody) },
  errors: {
    404: '`lot_not_found` (`param` parking_lot_id): no such published lot; `not_found` (`param` parking_session_id): no such session of the caller.',
    409: '`conflict`: the client request id was used for a different ticket.',
    422: '`validation_error`: `param` names the field; an attachment that is not the caller’s uploaded support_attachment (`param` attachments, `details.asset_id`).',
    429: '`rate_limited`: 5 tickets today already; `Retry-After` and `details.reset_at` (the next local midnight) say when the count resets.',
  },
  responses: {
    201: jsonContent(responses.ticket, 'Filed'),
    200: jsonContent(responses.ticket, 'A repeat of an earlier submission: the ticket it filed'),
  },
});

const listTickets = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/support/tickets',
  operationId: 'listSupportTickets',
  description:
    'The caller’s support tickets with their replies, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'The caller’s support tickets with their replies, newest first',
  request: { query: ListQuery },
  responses: { 200: jsonContent(responses.tickets, 'A page of tickets') },
});

const getTicket = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/support/tickets/{id}',
  operationId: 'getSupportTicket',
  description:
    'One of the caller’s tickets with every reply; another user’s ticket is 404.',
  tags,
  summary: 'One of the caller’s support tickets with its replies',
  request: { params: IdParams },
  responses: { 200: jsonContent(responses.ticket, 'The ticket') },
});

const createReport = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/error-reports',
  operationId: 'createErrorReport',
  tags,
  summary: 'Report incorrect information about a lot',
  description: `Open until the support team resolves or rejects it; the reporter sees the outcome in their reports. ${idempotent}`,
  request: { headers: IdempotencyHeaders, body: jsonBody(ErrorReportCreateBody) },
  errors: {
    404: '`lot_not_found` (`param` lot_id): no such published lot.',
    409: '`conflict`: the client request id was used for a different report.',
    422: '`validation_error`: `param` names the field; a photo that is not the caller’s uploaded report_photo (`param` photos, `details.asset_id`).',
  },
  responses: {
    201: jsonContent(responses.report, 'Reported'),
    200: jsonContent(responses.report, 'A repeat of an earlier submission: the report it filed'),
  },
});

const listReports = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/error-reports',
  operationId: 'listErrorReports',
  description:
    'The caller’s price and data error reports, newest first, each with its outcome once staff have looked at it. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'The caller’s error reports and their outcome, newest first',
  request: { query: ListQuery },
  responses: { 200: jsonContent(responses.reports, 'A page of reports') },
});

const getReport = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/error-reports/{id}',
  operationId: 'getErrorReport',
  description:
    'One of the caller’s error reports and its outcome; another user’s is 404.',
  tags,
  summary: 'One of the caller’s error reports and its outcome',
  request: { params: IdParams },
  responses: { 200: jsonContent(responses.report, 'The report') },
});

/** The body's client_request_id or the Idempotency-Key header (optional); both only when equal. */
function clientRequestIdOf(fromBody: string | undefined, fromHeader: string | undefined): string | undefined {
  if (fromBody && fromHeader && fromBody.toLowerCase() !== fromHeader.toLowerCase()) {
    throw new ApiError('validation_error', {
      message: 'client_request_id and the Idempotency-Key header differ: send one of them, or the same value in both.',
      param: 'client_request_id',
    });
  }
  return (fromBody ?? fromHeader)?.toLowerCase();
}

export function registerSupportRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createTicket, async (c) => {
    const body = c.req.valid('json');
    const clientRequestId = clientRequestIdOf(body.client_request_id, c.req.valid('header')['Idempotency-Key']);
    const { ticket, created } = await withCallerDb(c, (db) => support.createSupportTicket(db, body, clientRequestId));
    return created ? c.json({ support_ticket: ticket }, 201) : c.json({ support_ticket: ticket }, 200);
  });

  app.openapi(listTickets, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => support.listSupportTickets(db, c.req.valid('query')));
    return c.json({ support_tickets: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(getTicket, async (c) => {
    const ticket = await withCallerDb(c, (db) => support.getSupportTicket(db, c.req.valid('param').id));
    return c.json({ support_ticket: ticket }, 200);
  });

  app.openapi(createReport, async (c) => {
    const body = c.req.valid('json');
    const clientRequestId = clientRequestIdOf(body.client_request_id, c.req.valid('header')['Idempotency-Key']);
    const { report, created } = await withCallerDb(c, (db) => support.createErrorReport(db, body, clientRequestId));
    return created ? c.json({ error_report: report }, 201) : c.json({ error_report: report }, 200);
  });

  app.openapi(listReports, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => support.listErrorReports(db, c.req.valid('query')));
    return c.json({ error_reports: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(getReport, async (c) => {
    const report = await withCallerDb(c, (db) => support.getErrorReport(db, c.req.valid('param').id));
    return c.json({ error_report: report }, 200);
  });
}
