import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { LotIdParams } from '../parking-lots/schemas.js';
import * as lots from './lots.js';
import * as reviews from './reviews.js';
import {
  LotQueueQuery,
  lotResponses,
  OptionalReasonBody,
  RejectBody,
  responses,
  ReviewIdParams,
  ReviewQueueQuery,
} from './schemas.js';

const reviewTags = ['Admin: reviews'];
const lotTags = ['Admin: lot moderation'];

const listReviews = defineRoute({
  access: { admin: 'reviews.view' },
  method: 'get',
  path: '/v1/admin/reviews',
  operationId: 'adminListReviews',
  description:
    'Reviews of any status, filtered by status and lot, sorted as asked. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags: reviewTags,
  summary: 'Reviews of any status, by status and lot',
  request: { query: ReviewQueueQuery },
  responses: { 200: jsonContent(responses.reviews, 'A page of reviews') },
});

const getReview = defineRoute({
  access: { admin: 'reviews.view' },
  method: 'get',
  path: '/v1/admin/reviews/{id}',
  operationId: 'adminGetReview',
  description:
    'One review of any status, with the lot’s name and the last moderation decision (who, when, the rejection reason).',
  tags: reviewTags,
  summary: 'One review',
  request: { params: ReviewIdParams },
  errors: { 404: '`not_found`: no such review.' },
  responses: { 200: jsonContent(responses.review, 'The review') },
});

const approveReview = defineRoute({
  access: { admin: 'reviews.moderate' },
  method: 'post',
  path: '/v1/admin/reviews/{id}/approve',
  operationId: 'adminApproveReview',
  tags: reviewTags,
  summary: 'Approve a review: it is listed, and the lot’s avg_rating and review_count include it at once',
  description: 'Also reverses a rejection. Approving an approved review changes nothing.',
  request: { params: ReviewIdParams },
  errors: { 404: '`not_found`: no such review.' },
  responses: { 200: jsonContent(responses.review, 'The review') },
});

const rejectReview = defineRoute({
  access: { admin: 'reviews.moderate' },
  method: 'post',
  path: '/v1/admin/reviews/{id}/reject',
  operationId: 'adminRejectReview',
  description:
    'Rejects a review with a reason shown to its author. Rejecting an approved review removes it from the lot’s list and rating in the same transaction; the decision is recorded in the audit log.',
  tags: reviewTags,
  summary: 'Reject a review with a reason; an approved one leaves the lot’s rating at once',
  request: { params: ReviewIdParams, body: jsonBody(RejectBody) },
  errors: { 404: '`not_found`: no such review.' },
  responses: { 200: jsonContent(responses.review, 'The review') },
});

const lotQueue = defineRoute({
  access: { admin: 'parking.view' },
  method: 'get',
  path: '/v1/admin/parking-lot-queue',
  operationId: 'adminParkingLotQueue',
  description:
    'Lots waiting for review (`pending`), the longest-waiting first, each with its owners and what changed since the last decision. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags: lotTags,
  summary: 'Lots waiting for review (`pending`), the longest-waiting first, with owners and changes',
  request: { query: LotQueueQuery },
  responses: { 200: jsonContent(lotResponses.queue, 'A page of the queue') },
});

const decisionErrors = {
  404: '`lot_not_found`: no such lot.',
  409: '`conflict`: the lot’s status does not allow this decision (`details.allowed_from`).',
};

const decision = (name: lots.LotDecision, summary: string, body: 'required' | 'optional') =>
  defineRoute({
    access: { admin: 'parking.edit' },
    method: 'post',
    path: `/v1/admin/parking-lots/{id}/${name}`,
    operationId: `adminParkingLot${name[0]!.toUpperCase()}${name.slice(1)}`,
    tags: lotTags,
    summary,
    description: `From ${lots.lotDecisions[name].from.map((s) => `\`${s}\``).join(', ')} to \`${lots.lotDecisions[name].to}\`. The owners are notified. Repeating the same decision with the same reason changes nothing.`,
    request:
      body === 'required'
        ? { params: LotIdParams, body: jsonBody(RejectBody) }
        : { params: LotIdParams, body: { required: false, content: { 'application/json': { schema: OptionalReasonBody } } } },
    errors: decisionErrors,
    responses: { 200: jsonContent(lotResponses.moderation, 'The lot’s moderation state') },
  });

const approveLot = decision('approve', 'Approve a lot: it is published (`active`)', 'optional');
const rejectLot = decision('reject', 'Reject a lot with a reason (`rejected`); the owner may fix it and send it again', 'required');
const holdLot = decision('hold', 'Put a lot on hold (`on_hold`): it leaves search until approved again', 'optional');
const withdrawLot = decision('withdraw', 'Withdraw a lot (`withdrawn`)', 'optional');

export function registerModerationRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listReviews, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => reviews.listReviews(db, c.req.valid('query')));
    return c.json({ reviews: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(getReview, async (c) => c.json({ review: await withCallerDb(c, (db) => reviews.getReview(db, c.req.valid('param').id)) }, 200));

  app.openapi(approveReview, async (c) => {
    const { id } = c.req.valid('param');
    const review = await withAudit(c, (db, audit) => reviews.moderateReview(db, audit, c.get('admin')!.id, id, { status: 'approved' }));
    return c.json({ review }, 200);
  });

  app.openapi(rejectReview, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const review = await withAudit(c, (db, audit) => reviews.moderateReview(db, audit, c.get('admin')!.id, id, { status: 'rejected', reason }));
    return c.json({ review }, 200);
  });

  app.openapi(lotQueue, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => lots.listQueue(db, c.req.valid('query')));
    return c.json({ parking_lots: items, next_cursor: nextCursor }, 200);
  });

  for (const [route, name] of [
    [approveLot, 'approve'],
    [rejectLot, 'reject'],
    [holdLot, 'hold'],
    [withdrawLot, 'withdraw'],
  ] as const) {
    app.openapi(route, async (c) => {
      const { id } = c.req.valid('param');
      const body = (c.req.valid('json') ?? {}) as { reason?: string };
      const lot = await withAudit(c, (db, audit) => lots.decideLot(db, audit, c.get('admin')!.id, id, name, body.reason ?? null));
      return c.json({ parking_lot: lot }, 200);
    });
  }
}
