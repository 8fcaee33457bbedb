import { z } from '@hono/zod-openapi';
import { instantInput } from '../../http/time-input.js';
import { hours as bundleHours, pricingRules as bundlePricingRules } from '../parking-lots/schemas.js';

const instant = z.string().openapi({ format: 'date-time', example: '2026-11-24T09:00:00Z' });

export const FeeSegmentSchema = z
  .object({
    start: instant,
    end: instant,
    rule_order: z.number().int().openapi({ description: 'The governing unit rule.' }),
    day_type: z.string().openapi({ description: 'The rule’s day type (null on the rule reads as `all`).' }),
    per_minutes: z.number().int(),
    price_minor: z.number().int(),
    units: z.number().int().openapi({ description: 'Started units, each charged in full.' }),
    amount_before_caps: z.number().int(),
    amount_after_caps: z.number().int(),
  })
  .openapi('FeeSegment');

export const FeeCapSchema = z
  .object({
    rule_order: z.number().int(),
    cap_type: z.enum(['daily_max', 'hour_window_max', 'duration', 'daily']),
    cap_scope: z.string().nullable(),
    period_start: instant,
    period_end: instant,
    cap_price_minor: z.number().int(),
    charged: z.number().int().openapi({ description: 'What the period’s charges came to after the cap.' }),
    saved: z.number().int().openapi({ description: 'How much this cap took off.' }),
  })
  .openapi('FeeCap');

export const FeeBreakdownSchema = z
  .object({
    currency: z.literal('JPY'),
    timezone: z.string().openapi({ example: 'Asia/Tokyo' }),
    entry_at: instant,
    exit_at: instant,
    duration_min: z.number().int().openapi({ description: 'The stay in minutes, rounded up.' }),
    complete: z.boolean().openapi({ description: 'False when some part of the stay has no unit rule: the total is then not a full price.' }),
    total_before_caps: z.number().int(),
    uncovered: z.array(z.object({ start: instant, end: instant })),
    segments: z.array(FeeSegmentSchema),
    caps: z.array(FeeCapSchema).openapi({ description: 'Each capped period that reduced a charge.' }),
    warnings: z.array(z.enum(['exceeds_max_parking_duration', 'outside_business_hours'])),
  })
  .openapi('FeeBreakdown');

export const FeeResultSchema = z
  .object({
    total_amount: z.number().int().openapi({ description: 'Yen: the sum of the charges after caps.', example: 2000 }),
    breakdown: FeeBreakdownSchema,
  })
  .openapi('FeeResult');


export const CalcFeeBody = z
  .strictObject({
    entry_at: instantInput,
    exit_at: instantInput,
    vehicle_type: z.string().min(1).max(50).optional().openapi({ description: 'A vehicle_type code (see /v1/codes).', example: 'kei' }),
  })
  .openapi('CalcFeeBody');

export type FeeResult = z.infer<typeof FeeResultSchema>;

/** A fee timeline's window: its end may be at most this long after entry_at. */
export const FEE_TIMELINE_MAX_DAYS = 7;

export const FeeTimelineQuery = z.object({
  entry_at: instantInput.openapi({ description: 'The stay’s start.', param: { name: 'entry_at', in: 'query' } }),
  until: instantInput.optional().openapi({
    description: `The window’s end: later than entry_at and at most ${FEE_TIMELINE_MAX_DAYS} days after it (default 24 hours after it).`,
    param: { name: 'until', in: 'query' },
  }),
  vehicle_type: z.string().min(1).max(50).optional().openapi({ description: 'A vehicle_type code (see /v1/codes).', param: { name: 'vehicle_type', in: 'query' } }),
});

export const FeeStepSchema = z
  .object({
    after: instant.openapi({ description: 'An exit later than this instant, up to and including the next step’s, costs total_amount.' }),
    total_amount: z.number().int().openapi({ description: 'Yen, as calc-fee answers for such an exit.' }),
  })
  .openapi('FeeStep');

export const FeeCapReachedSchema = z
  .object({
    at: instant.openapi({ description: 'The start of the first unit whose charge this cap reduced.' }),
    cap_type: z.enum(['daily_max', 'hour_window_max', 'duration', 'daily']),
    rule_order: z.number().int(),
  })
  .openapi('FeeCapReached');

export const FeeTimelineSchema = z
  .object({
    steps: z.array(FeeStepSchema).openapi({
      description: 'The fee as a step function of the exit time, in time order; the first step’s `after` is entry_at. The stay is [entry, exit), so an exit exactly at a step’s `after` still pays the step before.',
    }),
    complete_until: instant.openapi({ description: 'Exits up to this instant are fully priced; later ones reach time no rule covers (then it is earlier than until).' }),
    caps_reached: z.array(FeeCapReachedSchema),
    breakdown_at_until: FeeResultSchema.openapi({ description: 'calc-fee’s answer for an exit at until.' }),
  })
  .openapi('FeeTimeline');


/** POST /v1/fee-preview: a sign as the bundle editor holds it, before it is saved. */
export const FeePreviewBody = z
  .strictObject({
    pricing_rules: bundlePricingRules.openapi({ description: 'As the bundle’s pricing_rules (same checks, at most 100).' }),
    hours: bundleHours.optional().openapi({ description: 'As the bundle’s hours (at most 50); default none (always open).' }),
    entry_at: instantInput,
    exit_at: instantInput.openapi({ description: `Later than entry_at and at most ${FEE_TIMELINE_MAX_DAYS} days after it.` }),
    timezone: z.string().min(1).max(64).optional().openapi({ description: 'IANA zone the bands and dates are read in; default Asia/Tokyo.', example: 'Asia/Tokyo' }),
    max_parking_duration_min: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  })
  .openapi('FeePreviewBody');

export const FeePreviewSchema = z
  .object({
    total_amount: z.number().int(),
    breakdown: FeeBreakdownSchema,
    steps: z.array(FeeStepSchema).openapi({ description: 'The fee for every exit up to exit_at, as fee-timeline’s steps.' }),
  })
  .openapi('FeePreview');
