import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerStatement, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { CalcFeeBody, FEE_TIMELINE_MAX_DAYS, FeeResultSchema, FeeTimelineQuery, FeeTimelineSchema } from './schemas.js';
import { calcParkingFee, feeTimeline, instantMicros } from './service.js';

const calcFee = defineRoute({
  access: 'public',
  method: 'post',
  path: '/v1/parking-lots/{id}/calc-fee',
  operationId: 'calcParkingFee',
  tags: ['Parking lots'],
  summary: 'Estimate the fee for a stay, exactly as the lot’s sign prices it',
  description:
    'Runs `calc_parking_fee`, the same function that prices nearby search and final receipts. The stay is ' +
    '[entry_at, exit_at); band times and dates are read in the lot’s time zone. The breakdown shows each segment ' +
    'with its rule and units, each cap that reduced a charge, uncovered time and warnings.',
  request: { params: IdParams, body: jsonBody(CalcFeeBody) },
  errors: {
    404: '`lot_not_found`: no such lot, or it is not public.',
    422: '`validation_error` (exit_at not after entry_at, a stay over 366 days, an unknown vehicle_type; `param` names it) or `vehicle_not_allowed` (the vehicle is larger than the lot takes).',
  },
  responses: { 200: jsonContent(FeeResultSchema, 'The fee and how it was reached') },
});

const getFeeTimeline = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/parking-lots/{id}/fee-timeline',
  operationId: 'getParkingLotFeeTimeline',
  tags: ['Parking lots'],
  summary: 'When the fee goes up: the fee as a function of the exit time',
  description:
    'The steps of the fee for a stay starting at entry_at, for every exit up to until (default 24 hours later, at most ' +
    `${FEE_TIMELINE_MAX_DAYS} days): each step is exactly what calc-fee answers for an exit in it, from one walk of the ` +
    'same engine. Also when the estimate stops being complete, which caps are reached when, and calc-fee’s breakdown at until.',
  request: { params: IdParams, query: FeeTimelineQuery },
  errors: {
    404: '`lot_not_found`: no such lot, or it is not public.',
    422: `\`validation_error\` (until not after entry_at or more than ${FEE_TIMELINE_MAX_DAYS} days after it, an unknown vehicle_type; \`param\` names it) or \`vehicle_not_allowed\`.`,
  },
  responses: { 200: jsonContent(FeeTimelineSchema, 'The fee’s steps over the window') },
});

export function registerFeeRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(calcFee, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    if (Date.parse(body.exit_at) <= Date.parse(body.entry_at)) {
      throw new ApiError('validation_error', { message: 'exit_at must be later than entry_at.', param: 'exit_at' });
    }
    const fee = await withCallerStatement(c, (db) => calcParkingFee(db, id, body.entry_at, body.exit_at, body.vehicle_type));
    return c.json(fee, 200);
  });

  app.openapi(getFeeTimeline, async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    if (q.until !== undefined) {
      const span = instantMicros(q.until) - instantMicros(q.entry_at);
      if (!(span > 0)) throw new ApiError('validation_error', { message: 'until must be later than entry_at.', param: 'until' });
      if (span > FEE_TIMELINE_MAX_DAYS * 86_400_000_000) {
        throw new ApiError('validation_error', { message: `until may be at most ${FEE_TIMELINE_MAX_DAYS} days after entry_at.`, param: 'until' });
      }
    }
    const timeline = await withCallerStatement(c, (db) => feeTimeline(db, id, q.entry_at, q.until ?? null, q.vehicle_type, 'public'));
    return c.json(timeline, 200);
  });
}
