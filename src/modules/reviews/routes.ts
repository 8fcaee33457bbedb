import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { LotIdParams } from '../parking-lots/schemas.js';
import { ReviewCreateBody, ReviewListQuery, responses } from './schemas.js';
import * as reviews from './service.js';

const tags = ['Parking lots'];
const lotNotFound = { 404: '`lot_not_found`: no such lot, or it is not published.' };

const listReviews = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/parking-lots/{id}/reviews',
  operationId: 'listParkingLotReviews',
  description:
    'Only approved reviews of a published lot, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'Approved reviews of a published lot, newest first',
  request: { params: LotIdParams, query: ReviewListQuery },
  errors: lotNotFound,
  responses: { 200: jsonContent(responses.list, 'A page of reviews') },
});

const postReview = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/parking-lots/{id}/reviews',
  operationId: 'postParkingLotReview',
  description:
    'One review per user and lot, with a rating of 1 to 5, an optional comment and up to 5 photos (uploaded assets of the caller’s). It is listed, and counts in the lot’s rating, once a moderator approves it, or at once when the `review_auto_approve` setting is on.',
  tags,
  summary: 'Review a published lot (listed once a moderator approves it)',
  request: { params: LotIdParams, body: jsonBody(ReviewCreateBody) },
  errors: { ...lotNotFound, 409: '`conflict`: the caller has already reviewed this lot.' },
  responses: { 201: jsonContent(responses.review, 'Created, pending moderation') },
});

export function registerReviewRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listReviews, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => reviews.listApprovedReviews(db, c.req.valid('param').id, c.req.valid('query')));
    return c.json({ reviews: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(postReview, async (c) => {
    const review = await withCallerDb(c, (db) => reviews.postReview(db, c.req.valid('param').id, c.req.valid('json')));
    return c.json({ review }, 201);
  });
}
