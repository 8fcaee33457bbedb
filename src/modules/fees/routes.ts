import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerStatement, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { CalcFeeBody, FEE_TIMELINE_MAX_DAYS, FeePreviewBody, FeePreviewSchema, FeeResultSchema, FeeTimelineQuery, FeeTimelineSchema } from './schemas.js';
import { calcParkingFee, feePreview, feeTimeline, instantMicros } from './service.js';

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

const previewFee = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/fee-preview',
  operationId: 'previewFee',
  tags: ['Parking lots'],
  summary: 'Price a stay with a sign that is not saved yet (the bundle editor’s live preview)',
  description:
    'The same engine as calc-fee over pricing rules and hours as the bundle sends them (the same checks and bounds), ' +
    'without a lot: an owner or admin sees what an edit would charge before saving it, also for draft and pending ' +
    'lots, which calc-fee does not price. Also the fee for every exit up to exit_at, as fee-timeline’s steps. ' +
    `The stay is at most ${FEE_TIMELINE_MAX_DAYS} days; band times and dates are read in \`timezone\` (default Asia/Tokyo).`,
  request: { body: jsonBody(FeePreviewBody) },
  errors: {
    422: `\`validation_error\` (an incomplete rule, a duplicate rule_order, exit_at not after entry_at or more than ${FEE_TIMELINE_MAX_DAYS} days after it, an unknown time zone; \`param\` names the field, as the bundle does).`,
  },
  responses: { 200: jsonContent(FeePreviewSchema, 'The fee, how it was reached, and its steps') },
});

export function registerFeeRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(calcFee, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    // In microseconds, as the engine prices (pricing.md §1): a stay shorter than a millisecond is a stay.
    if (instantMicros(body.exit_at) <= instantMicros(body.entry_at)) {
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

  app.openapi(previewFee, async (c) => {
    const body = c.req.valid('json');
    const span = instantMicros(body.exit_at) - instantMicros(body.entry_at);
    if (!(span > 0)) throw new ApiError('validation_error', { message: 'exit_at must be later than entry_at.', param: 'exit_at' });
    if (span > FEE_TIMELINE_MAX_DAYS * 86_400_000_000) {
      throw new ApiError('validation_error', { message: `exit_at may be at most ${FEE_TIMELINE_MAX_DAYS} days after entry_at.`, param: 'exit_at' });
    }
    const timezone = body.timezone ?? 'Asia/Tokyo';
    if (!knownTimeZone(timezone)) throw new ApiError('validation_error', { message: `Unknown time zone ${timezone}.`, param: 'timezone' });
    const preview = await withCallerStatement(c, (db) => feePreview(db, { ...body, timezone }));
    return c.json(preview, 200);
  });
}

/** Checked here because PostgreSQL's unknown-zone error would be a 500 for bad input. */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
