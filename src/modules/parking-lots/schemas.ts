import { z } from '@hono/zod-openapi';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { dateInput, instantInput } from '../../http/time-input.js';

/*
 * The lot model of contract 2.5-2.9. Every bound here is repeated as a named database constraint
 * (db/migrations/0010_parking_lots.sql); a request breaking one answers 422 with `param` naming the
 * top-level field (`parking_lot`, `hours`, `pricing_rules`, ...) and the full path in `issues`.
 */

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** An integer the database stores (the contract sets no other bound on these). */
const int32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/**
 * An id the bundle refers to, in lower case: a UUID is case-insensitive (RFC 9562), so the same id in
 * capitals is the same asset, owner or lot for the duplicate checks here and for the database.
 */
const idInput = () => z.uuid().overwrite((id) => id.toLowerCase());

/**
 * A string of at most `max` characters, counted as the database's char_length and JSON Schema's
 * maxLength count them (code points: an emoji is one character, not two UTF-16 units).
 */
export function chars(min: number, max: number) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const length = [...value].length;
      if (length < min) {
        ctx.addIssue({ code: 'too_small', minimum: min, origin: 'string', inclusive: true, input: value, message: `Must be at least ${min} characters.` });
      } else if (length > max) {
        ctx.addIssue({ code: 'too_big', maximum: max, origin: 'string', inclusive: true, input: value, message: `Must be at most ${max} characters.` });
      }
    })
    .openapi({ minLength: min, maxLength: max });
}

/** `HH:MM`, 24-hour; `24:00` is the end of the day (the next day's 00:00). */
const clockTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'A time HH:MM from 00:00 to 24:00.')
  .openapi({ example: '08:00' });

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-21T09:00:00.000Z' });

export const lotStatuses = ['draft', 'pending', 'active', 'on_hold', 'withdrawn', 'rejected'] as const;
export const lotSources = ['manual', 'source_a', 'source_b', 'source_c', 'source_d', 'source_e'] as const;
export const structures = ['flat', 'self_multi', 'mechanical'] as const;
export const entryMethods = ['self', 'mechanical'] as const;
export const operatorCodes = [
  'operator_a', 'operator_b', 'operator_c', 'operator_d', 'operator_e', 'operator_f', 'operator_g', 'operator_h', 'other',
] as const;
export const dayTypes = ['all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve'] as const;

export const LotStatus = z.enum(lotStatuses).openapi('ParkingLotStatus', {
  description: '`draft` (owner still writing), `pending` (awaiting review), `active` (published), `on_hold`, `withdrawn`, `rejected`.',
});
const LotSource = z.enum(lotSources).openapi({ description: '`manual`, or one of five imported origins.' });
const LotType = z.enum(['regular', 'meter', 'ticket', 'monthly_only', 'hourly_with_monthly', 'prepaid_coin']);
const Structure = z.enum(structures);
const EntryMethod = z.enum(entryMethods);
const EntryDifficulty = z.enum(['easy', 'normal', 'hard']);
const OperatorCode = z.enum(operatorCodes);
const DayType = z.enum(dayTypes);
export const tagCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'A lowercase letter, then lowercase letters, digits or underscores.')
  .openapi({ example: 'credit_card' });

// Geometry (2.5) ----------------------------------------------------------------------------------

export const GeometryPoint = z
  .strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .openapi('GeometryPoint', { description: 'WGS84 decimal degrees.' });

const LngLat = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  // `items` beside prefixItems for tools that read only `items` (Spectral's array-items, code generators):
  // maxItems keeps it to the two positions.
  .openapi('LngLat', { description: '[lng, lat]: longitude first.', minItems: 2, maxItems: 2, items: { type: 'number' } });

export const GeoJSONLineString = z
  .strictObject({ type: z.literal('LineString'), coordinates: z.array(LngLat).min(2) })
  .openapi('GeoJSONLineString');

const LinearRing = z
  .array(LngLat)
  .min(4)
  .refine((ring) => ring.length < 4 || (ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1]), {
    message: 'A ring is closed: its last point equals its first.',
  });

export const GeoJSONPolygon = z
  .strictObject({ type: z.literal('Polygon'), coordinates: z.array(LinearRing).min(1) })
  .openapi('GeoJSONPolygon', { description: 'Outer ring, then holes; each ring closed, at least 4 points.' });

export const ParkingLotGeometry = z
  .discriminatedUnion('shape_type', [
    z.strictObject({ shape_type: z.literal('point'), point: GeometryPoint }),
    z.strictObject({ shape_type: z.literal('line'), line: GeoJSONLineString }),
    z.strictObject({ shape_type: z.literal('area'), area: GeoJSONPolygon }),
  ])
  .openapi('ParkingLotGeometry', {
    description: 'Where the lot is: a point, a line (e.g. street-side meters) or an area. Search measures from a representative point derived from it.',
  });

// Entry/exit locations (2.8) ----------------------------------------------------------------------

export const EntryExitPin = z
  .strictObject({
    kind: z.enum(['entry', 'exit', 'both']),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    label: chars(0, 50).optional(),
  })
  .openapi('EntryExitPin');

export const EntryExitLocations = z
  .strictObject({
    mode: z.enum(['shared', 'separate', 'multiple']).openapi({
      description: '`shared` one combined gate, `separate` one entrance and one exit, `multiple` several gates in pins.',
    }),
    pins: z.array(EntryExitPin).max(20),
  })
  .openapi('EntryExitLocations');

// The lot (2.7) -----------------------------------------------------------------------------------

const capacity = () => z.number().int().min(0).max(9999).nullable();

/** ParkingLotCoreCreate's fields with their types, all optional here; create requires `name`. */
const coreFields = {
  address: chars(0, 500).nullable().openapi({ description: 'Searched by case-insensitive substring.' }),
  status: LotStatus,
  source: LotSource.nullable(),
  lot_type: LotType.openapi({ description: '`meter` and `ticket` skip the physical-limit and spots steps of the wizard.' }),
  vehicle_type_max: z
    .string()
    .max(50)
    .regex(/^[a-z][a-z0-9_]*$/, 'A code of the vehicle_type category.')
    .nullable()
    .openapi({ description: 'The largest vehicle_type code allowed (GET /v1/codes?category=vehicle_type).' }),
  parent_id: idInput().nullable(),
  variant_label: chars(0, 200).nullable(),
  place_id: chars(1, 500).nullable().openapi({ description: 'Map-provider place identifier; unique.' }),
  total_spaces: int32().min(0).nullable(),
  structure: Structure.nullable(),
  entry_method: EntryMethod.nullable(),
  entry_difficulty: EntryDifficulty.nullable(),
  max_height_m: z.number().nullable(),
  max_width_m: z.number().nullable(),
  max_length_m: z.number().nullable(),
  max_weight_t: z.number().nullable(),
  min_clearance_cm: int32().nullable(),
  max_tire_width_mm: int32().nullable().openapi({ description: 'null = no limit.' }),
  max_parking_duration_min: int32().nullable(),
  receipt_available: z.boolean(),
  operator_code: OperatorCode.nullable(),
  description: chars(0, 2000).nullable(),
  pricing_notes: chars(0, 1000).nullable(),
  contact_phone: chars(0, 20).nullable(),
  contact_email: z.email().max(200).nullable(),
  contact_url: z.url({ protocol: /^https?$/ }).max(500).nullable(),
  capacity_kei: capacity(),
  capacity_regular: capacity(),
  capacity_oversized: capacity(),
  capacity_motorcycle: capacity(),
  capacity_ev: capacity(),
  capacity_disabled: capacity(),
  raw_text: chars(0, 10_000).nullable(),
  entry_exit_locations: EntryExitLocations.nullable(),
  geometry: ParkingLotGeometry.nullable(),
};

const lotName = chars(1, 200).refine((name) => name.trim() !== '', { message: 'A name is not only spaces.' });

type CoreFields = typeof coreFields;
const optionalCore = Object.fromEntries(Object.entries(coreFields).map(([key, schema]) => [key, schema.optional()])) as {
  [K in keyof CoreFields]: z.ZodOptional<CoreFields[K]>;
};

export const ParkingLotCoreCreate = z
  .strictObject({ name: lotName, ...optionalCore })
  .openapi('ParkingLotCoreCreate', { description: 'Only `name` is required. Omitted geometry means none.' });

export const ParkingLotCorePatch = z
  .strictObject({ name: lotName.optional(), ...optionalCore })
  .openapi('ParkingLotCorePatch', {
    description: 'Omitted keys are untouched; null clears a field (geometry: null clears the coordinates, an object replaces them).',
  });

/** Owners send only `draft` or `pending`, and register their own lots by hand (api-decisions). */
const ownerStatus = z.enum(['draft', 'pending']).openapi({ description: 'An owner may send `draft` or `pending` only.' });
const ownerSource = z.literal('manual').nullable().openapi({ description: 'A lot registered by its owner is `manual`.' });

// Built from the shapes, not by extending the registered schemas: an extension is published as
// allOf [parent, {its own properties, additionalProperties: false}], and in JSON Schema that second
// part refuses every property it does not list itself, so the contract refused every valid request
// (found when the recorded examples were first checked against the document).
export const OwnerParkingLotCoreCreate = z
  .strictObject({ ...ParkingLotCoreCreate.shape, status: ownerStatus.optional(), source: ownerSource.optional() })
  .openapi('OwnerParkingLotCoreCreate', { description: 'ParkingLotCoreCreate as an owner sends it: status `pending` unless `draft`.' });

export const OwnerParkingLotCorePatch = z
  .strictObject({ ...ParkingLotCorePatch.shape, status: ownerStatus.optional(), source: ownerSource.optional() })
  .openapi('OwnerParkingLotCorePatch', { description: 'ParkingLotCorePatch as an owner sends it.' });

// Bundle pieces (2.9) -----------------------------------------------------------------------------

export const ParkingLotHourInput = z
  .strictObject({
    window_type: z.enum(['business', 'entry', 'exit', 'after_hours_exit']).optional().openapi({ description: 'Default `business`.' }),
    day_type: DayType.optional().openapi({ description: 'Default `all`.' }),
    day_of_week: z.number().int().min(0).max(6).nullable().optional().openapi({ description: '0 = Sunday ... 6 = Saturday; null = every day.' }),
    is_24h: z.boolean().optional().openapi({ description: 'When true, open_time and close_time are ignored.' }),
    is_closed: z.boolean().optional().openapi({ description: 'Closed the whole day; wins over everything else.' }),
    open_time: clockTime.nullable().optional(),
    close_time: clockTime.nullable().optional().openapi({ description: '`24:00` allowed; earlier than open_time means an overnight span.' }),
    effective_from: dateInput.nullable().optional(),
    effective_to: dateInput.nullable().optional(),
  })
  .refine((h) => !h.effective_from || !h.effective_to || h.effective_from <= h.effective_to, {
    message: 'effective_from is not after effective_to.',
    path: ['effective_to'],
  })
  .openapi('ParkingLotHourInput');

/*
 * The fee engine's bounds (compile_pricing_rules, which refuses past them with the same numbers):
 * one unit or one duration cap longer than any stay priced (366 days) changes nothing, and these keep
 * their microseconds far from bigint's end when the engine adds them to instants.
 */
const PER_MINUTES_MAX = 999_999;
const CAP_DURATION_HOURS_MAX = 99_999;

export const ParkingLotPricingRuleInput = z
  .strictObject({
    rule_order: int32().min(0).optional().openapi({ description: 'Ascending; default the array index; unique within the lot.' }),
    category: z.enum(['unit', 'cap', 'hourly']).optional().openapi({ description: 'Default `unit`.' }),
    day_type: DayType.nullable().optional(),
    time_start: clockTime.nullable().optional(),
    time_end: clockTime.nullable().optional(),
    per_minutes: int32().min(1).max(PER_MINUTES_MAX).nullable().optional(),
    price_minor: int32().min(0).nullable().optional().openapi({ description: 'Yen.' }),
    cap_type: z.enum(['daily_max', 'hour_window_max', 'duration', 'daily']).nullable().optional(),
    cap_duration_hours: int32().min(1).max(CAP_DURATION_HOURS_MAX).nullable().optional(),
    cap_price_minor: int32().min(0).nullable().optional(),
    cap_repeat: z.boolean().nullable().optional().openapi({ description: 'null or omitted = true.' }),
    cap_scope: chars(0, 50).nullable().optional(),
  })
  .openapi('ParkingLotPricingRuleInput');

export const ParkingLotImageInput = z
  .strictObject({
    asset_id: idInput().openapi({ description: 'An asset registered through the upload-URL flow.' }),
    is_main: z.boolean().optional(),
    sort_order: int32().nullable().optional().openapi({ description: 'Ascending; null sorts last.' }),
  })
  .openapi('ParkingLotImageInput');

export const ParkingLotTagInput = z
  .strictObject({ tag_code: tagCode, state: z.boolean().optional().openapi({ description: 'true applies, false explicitly does not; omitted = true.' }) })
  .openapi('ParkingLotTagInput');

export const ParkingLotTagPatchInput = z
  .strictObject({
    tag_code: tagCode,
    state: z.boolean().nullable().optional().openapi({ description: 'null removes the tag (back to unknown); omitted = true.' }),
  })
  .openapi('ParkingLotTagPatchInput');

type RuleInput = z.infer<typeof ParkingLotPricingRuleInput>;

/** pricing.md §6: a rule is complete for its category, or the bundle is refused naming the rule. */
function ruleProblem(rule: RuleInput): string | undefined {
  const category = rule.category ?? 'unit';
  if (category === 'unit' && (rule.per_minutes == null || rule.price_minor == null)) return 'A unit rule needs per_minutes and price_minor.';
  if (category === 'cap' && (rule.cap_type == null || rule.cap_price_minor == null)) return 'A cap rule needs cap_type and cap_price_minor.';
  if (category === 'cap' && rule.cap_type === 'duration' && rule.cap_duration_hours == null) return 'A duration cap needs cap_duration_hours.';
  return undefined;
}

/** The bundle's pricing_rules (also the fee preview's, so a preview accepts exactly what a save does). */
export const pricingRules = z
  .array(ParkingLotPricingRuleInput)
  .max(100)
  .superRefine((rules, ctx) => {
    const seen = new Map<number, number>();
    rules.forEach((rule, index) => {
      const problem = ruleProblem(rule);
      if (problem) ctx.addIssue({ code: 'custom', path: [index], message: problem });
      const order = rule.rule_order ?? index;
      if (seen.has(order)) {
        ctx.addIssue({ code: 'custom', path: [index, 'rule_order'], message: `rule_order ${order} is used twice (a rule without rule_order takes its index).` });
      }
      seen.set(order, index);
    });
  });

function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [index], message: `${what} ${k} is listed twice.` });
      seen.add(k);
    });
  };
}

export const hours = z.array(ParkingLotHourInput).max(50);
const images = z.array(ParkingLotImageInput).max(50).superRefine(uniqueBy((i) => i.asset_id, 'asset_id'));
const createTags = z.array(ParkingLotTagInput).max(100).superRefine(uniqueBy((t) => t.tag_code, 'tag_code'));
const patchTags = z.array(ParkingLotTagPatchInput).max(100).superRefine(uniqueBy((t) => t.tag_code, 'tag_code'));
const ownerIds = z.array(idInput()).max(20).superRefine(uniqueBy((id) => id, 'owner id'));

const bundleParts = {
  hours: hours.optional().openapi({ description: 'Replaces the whole set when present; at most 50.' }),
  pricing_rules: pricingRules.optional().openapi({ description: 'Replaces the whole set when present; at most 100.' }),
  images: images.optional().openapi({ description: 'The desired set of images (differences applied); at most 50.' }),
};

const atLeastOne = (body: object) => Object.keys(body).length > 0;

export const ParkingLotBundleCreateBody = z
  .strictObject({
    parking_lot: ParkingLotCoreCreate,
    ...bundleParts,
    tags: createTags.optional().openapi({ description: 'At most 100; an unknown tag_code rejects the whole request (400 unknown_tag_code).' }),
    owner_ids: ownerIds.optional().openapi({ description: 'Owners to link; at most 20.' }),
  })
  .openapi('ParkingLotBundleCreateBody');

export const ParkingLotBundlePatchBody = z
  .strictObject({
    parking_lot: ParkingLotCorePatch.optional(),
    ...bundleParts,
    tags: patchTags.optional().openapi({ description: 'Each listed tag is upserted; state null removes it.' }),
    owner_ids: ownerIds.optional().openapi({ description: 'Replaces the set of owners when present.' }),
  })
  .refine(atLeastOne, { message: 'Send at least one of parking_lot, hours, pricing_rules, images, tags, owner_ids.' })
  .openapi('ParkingLotBundlePatchBody');

export const OwnerParkingLotBundleCreateBody = z
  .strictObject({ parking_lot: OwnerParkingLotCoreCreate, ...bundleParts, tags: createTags.optional() })
  .openapi('OwnerParkingLotBundleCreateBody', { description: 'ParkingLotBundleCreateBody without owner_ids: the lot is linked to the caller.' });

export const OwnerParkingLotBundlePatchBody = z
  .strictObject({ parking_lot: OwnerParkingLotCorePatch.optional(), ...bundleParts, tags: patchTags.optional() })
  .refine(atLeastOne, { message: 'Send at least one of parking_lot, hours, pricing_rules, images, tags.' })
  .openapi('OwnerParkingLotBundlePatchBody');

export type BundleCreateBody = z.infer<typeof ParkingLotBundleCreateBody> | z.infer<typeof OwnerParkingLotBundleCreateBody>;
export type BundlePatchBody = z.infer<typeof ParkingLotBundlePatchBody> | z.infer<typeof OwnerParkingLotBundlePatchBody>;

// Responses ---------------------------------------------------------------------------------------

/** 2.6: exactly these keys, always present. */
export const ParkingLotResponse = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    status: LotStatus,
    source: LotSource.nullable(),
    parent_id: z.uuid().nullable(),
    variant_label: z.string().nullable(),
    place_id: z.string().nullable(),
    total_spaces: z.number().int().nullable(),
    structure: Structure.nullable(),
    entry_method: EntryMethod.nullable(),
    entry_difficulty: EntryDifficulty.nullable(),
    max_height_m: z.number().nullable(),
    max_width_m: z.number().nullable(),
    max_length_m: z.number().nullable(),
    max_weight_t: z.number().nullable(),
    min_clearance_cm: z.number().int().nullable(),
    max_tire_width_mm: z.number().int().nullable(),
    max_parking_duration_min: z.number().int().nullable(),
    receipt_available: z.boolean().nullable(),
    operator_code: OperatorCode.nullable(),
    raw_text: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    geometry: ParkingLotGeometry.nullable(),
  })
  .openapi('ParkingLotResponse');

export const ParkingLotBundleResponse = z
  .strictObject({
    parking_lot: ParkingLotResponse,
    hours_count: z.number().int().openapi({ description: 'Rows inserted into hours; 0 when hours was absent.' }),
    pricing_rules_count: z.number().int().openapi({ description: 'Rows inserted.' }),
    images_count: z.number().int().openapi({ description: 'Rows inserted (create) or differences applied (patch).' }),
    tags_count: z.number().int().openapi({ description: 'Rows upserted, including removals by state null.' }),
    owners_count: z.number().int().openapi({ description: 'Owner links inserted: the length of owner_ids; 1 for an owner’s own new lot.' }),
  })
  .openapi('ParkingLotBundleResponse');

export const ParkingLotHour = z
  .strictObject({
    window_type: z.enum(['business', 'entry', 'exit', 'after_hours_exit']),
    day_type: DayType,
    day_of_week: z.number().int().nullable(),
    is_24h: z.boolean(),
    is_closed: z.boolean(),
    open_time: z.string().nullable(),
    close_time: z.string().nullable(),
    effective_from: z.string().nullable().openapi({ format: 'date' }),
    effective_to: z.string().nullable().openapi({ format: 'date' }),
  })
  .openapi('ParkingLotHour');

export const ParkingLotPricingRule = z
  .strictObject({
    rule_order: z.number().int(),
    category: z.enum(['unit', 'cap', 'hourly']),
    day_type: DayType.nullable(),
    time_start: z.string().nullable(),
    time_end: z.string().nullable(),
    per_minutes: z.number().int().nullable(),
    price_minor: z.number().int().nullable(),
    cap_type: z.enum(['daily_max', 'hour_window_max', 'duration', 'daily']).nullable(),
    cap_duration_hours: z.number().int().nullable(),
    cap_price_minor: z.number().int().nullable(),
    cap_repeat: z.boolean().nullable(),
    cap_scope: z.string().nullable(),
  })
  .openapi('ParkingLotPricingRule');

export const ParkingLotImage = z
  .strictObject({
    asset_id: z.uuid(),
    url: z.string().openapi({ description: 'Public URL of the image.' }),
    is_main: z.boolean(),
    sort_order: z.number().int().nullable(),
  })
  .openapi('ParkingLotImage');

export const ParkingLotTagState = z
  .strictObject({
    tag_code: z.string(),
    name_en: z.string(),
    name_ja: z.string(),
    category: z.string(),
    state: z.boolean().openapi({ description: 'true applies, false explicitly does not. Tags in neither state are unknown and not listed.' }),
  })
  .openapi('ParkingLotTagState');

const rating = {
  avg_rating: z.number().nullable().openapi({ description: 'Mean of approved reviews, 2 decimals; null without any.' }),
  review_count: z.number().int().openapi({ description: 'Approved reviews.' }),
};

/** Every ParkingLotCoreCreate field of a lot, as stored, with its identity and time zone. */
const lotRecordFields = {
  ...ParkingLotResponse.shape,
  lot_type: LotType,
  vehicle_type_max: z.string().nullable(),
  description: z.string().nullable(),
  pricing_notes: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_url: z.string().nullable(),
  capacity_kei: z.number().int().nullable(),
  capacity_regular: z.number().int().nullable(),
  capacity_oversized: z.number().int().nullable(),
  capacity_motorcycle: z.number().int().nullable(),
  capacity_ev: z.number().int().nullable(),
  capacity_disabled: z.number().int().nullable(),
  entry_exit_locations: EntryExitLocations.nullable(),
  timezone: z.string().openapi({ description: 'IANA time zone in which hours and pricing bands are read.', example: 'Asia/Tokyo' }),
};

export const ParkingLotRecord = z.strictObject(lotRecordFields).openapi('ParkingLotRecord');

export const LotOwner = z.strictObject({ owner_id: z.uuid(), display_name: z.string() }).openapi('ParkingLotOwnerLink');

/** The whole lot as the portals edit it: the shape of a bundle, read back. */
export const ParkingLotFull = z
  .strictObject({
    parking_lot: ParkingLotRecord,
    hours: z.array(ParkingLotHour),
    pricing_rules: z.array(ParkingLotPricingRule),
    images: z.array(ParkingLotImage),
    tags: z.array(ParkingLotTagState),
    owners: z.array(LotOwner),
    ...rating,
  })
  .openapi('ParkingLotFull');

const { status: _status, source: _source, raw_text: _rawText, created_at: _createdAt, ...publicLotFields } = lotRecordFields;

export const PublicParkingLot = z
  .strictObject({
    ...publicLotFields,
    images: z.array(ParkingLotImage),
    tags: z.array(ParkingLotTagState),
    hours: z.array(ParkingLotHour),
    ...rating,
  })
  .openapi('PublicParkingLot', { description: 'A published lot: its attributes, geometry, images, tags, hours and rating.' });

export const ParkingLotListItem = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    lot_type: LotType,
    structure: Structure.nullable(),
    entry_method: EntryMethod.nullable(),
    operator_code: OperatorCode.nullable(),
    max_height_m: z.number().nullable(),
    max_width_m: z.number().nullable(),
    max_length_m: z.number().nullable(),
    max_weight_t: z.number().nullable(),
    max_tire_width_mm: z.number().int().nullable(),
    geometry: ParkingLotGeometry.nullable(),
    main_image: z.string().nullable(),
    tags: z.array(z.string()).openapi({ description: 'Codes of the tags that apply.' }),
    ...rating,
  })
  .openapi('ParkingLotListItem');

/** 2.10: the lot search row of nearby search. */
export const NearbyParkingLot = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    lat: z.number().openapi({ description: 'Representative point of the lot’s geometry.' }),
    lng: z.number(),
    distance_m: z.number().openapi({ description: 'Great-circle distance from the query point, metres, 0.1 m.' }),
    avg_rating: z.number().nullable(),
    review_count: z.number().int(),
    main_image: z.string().nullable().openapi({ description: 'URL of the main image (else the first by sort_order); null without images.' }),
    tags: z.array(z.string()).openapi({ description: 'Codes of the tags that apply.' }),
    estimated_fee: z.number().int().nullable().optional().openapi({
      description:
        'Present when entry_at and exit_at are given: the stay’s fee by calc_parking_fee, in yen; null when the lot’s rules do not price the whole stay.',
    }),
    fee_complete: z.boolean().optional().openapi({ description: 'Present with estimated_fee: whether the lot’s rules price the whole stay.' }),
    leave_by: z.string().nullable().optional().openapi({
      format: 'date-time',
      description:
        'Present with estimated_fee: the latest exit that still costs estimated_fee (from the lot’s fee timeline); null when the fee does not rise, ' +
        'and the estimate stays complete, within 24 hours after exit_at, or when the stay is not fully priced.',
    }),
    next_amount: z.number().int().nullable().optional().openapi({
      description: 'Present with estimated_fee: the fee for an exit just after leave_by; null when leave_by is null or the estimate is not complete after it.',
    }),
  })
  .openapi('NearbyParkingLot');

// Queries -----------------------------------------------------------------------------------------

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A number in the query string: a decimal literal (an empty value is refused, not read as 0). */
export function numberParam(name: string, description: string, bounds: { min?: number; max?: number; int?: boolean } = {}) {
  let number = z.number();
  if (bounds.int) number = number.int();
  if (bounds.min !== undefined) number = number.min(bounds.min);
  if (bounds.max !== undefined) number = number.max(bounds.max);
  return z
    .string()
    .regex(DECIMAL, 'A decimal number.')
    .transform(Number)
    .pipe(number)
    .openapi({
      type: bounds.int ? 'integer' : 'number',
      ...(bounds.min !== undefined ? { minimum: bounds.min } : {}),
      ...(bounds.max !== undefined ? { maximum: bounds.max } : {}),
      description,
      param: { name, in: 'query' },
    });
}

/** A comma-separated query list (`?tags=credit_card,ev_charger`). */
function commaList<T extends z.ZodType>(name: string, item: T, max: number, description: string) {
  return z
    .preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(item).min(1).max(max))
    .optional()
    .openapi({ description, param: { name, in: 'query', style: 'form', explode: false } });
}

const vehicleFilters = {
  max_height_m: numberParam('max_height_m', 'The vehicle’s height: lots allowing at least this much, or without a stated limit.').optional(),
  max_width_m: numberParam('max_width_m', 'The vehicle’s width (m); lots without a limit match.').optional(),
  max_length_m: numberParam('max_length_m', 'The vehicle’s length (m); lots without a limit match.').optional(),
  max_weight_t: numberParam('max_weight_t', 'The vehicle’s weight (t); lots without a limit match.').optional(),
  // An integer parameter of search_parking_lots: past int4 it was a cast error naming no field.
  max_tire_width_mm: numberParam('max_tire_width_mm', 'The vehicle’s tire width (mm); lots without a limit match.', {
    int: true,
    min: INT32_MIN,
    max: INT32_MAX,
  }).optional(),
};

/** Issue 12 item 4: the caller's own vehicle filters by all its dimensions and its type at once. */
const vehicleIdFilter = z
  .uuid()
  .optional()
  .openapi({
    description:
      'One of the caller’s vehicles (GET /v1/me/vehicles; needs the bearer token, 401 without one): only lots whose height, width, ' +
      'length, weight and tire-width limits it is within, whose minimum ground clearance it meets and whose largest vehicle type ' +
      'takes it. A limit the lot does not state, or a dimension the vehicle has none for, excludes nothing. Another user’s or a ' +
      'deleted vehicle is 404 `not_found` naming vehicle_id.',
    param: { name: 'vehicle_id', in: 'query' },
  });

export const ParkingLotSearchQuery = z.object({
  q: z.string().min(1).max(100).optional().openapi({
    description: 'Case-insensitive substring of the name or the address.',
    param: { name: 'q', in: 'query' },
  }),
  structure: commaList('structure', Structure, structures.length, 'Any of these structures.'),
  entry_method: commaList('entry_method', EntryMethod, entryMethods.length, 'Any of these entry methods.'),
  operator_code: commaList('operator_code', OperatorCode, operatorCodes.length, 'Any of these operators.'),
  tags: commaList('tags', tagCode, 20, 'Tag codes that must all apply.'),
  ...vehicleFilters,
  vehicle_id: vehicleIdFilter,
  ...pageQuery,
});

const booleanParam = (name: string, description: string) =>
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description, param: { name, in: 'query' } });

/**
 * The work one search with a stay may cause: every candidate lot in the radius is priced for the
 * whole stay. The database (nearby_parking_lots) enforces both; these document them.
 */
export const PRICED_SEARCH_MAX_STAY_DAYS = 7;

export const NearbyQuery = z.object({
  lat: numberParam('lat', 'Latitude, WGS84.', { min: -90, max: 90 }),
  lng: numberParam('lng', 'Longitude, WGS84.', { min: -180, max: 180 }),
  radius_m: numberParam(
    'radius_m',
    `Search radius in metres (default 500). With a stay (entry_at, exit_at) each distinct fee schedule within the radius is priced once, ` +
      `however many lots share it.`,
    { int: true, min: 1, max: 10_000 },
  ).optional(),
  limit: numberParam('limit', 'Rows (default 50).', { int: true, min: 1, max: 100 }).optional(),
  max_height_m: numberParam('max_height_m', 'The vehicle’s height (m): lots allowing at least this much, or without a stated limit.').optional(),
  tags: commaList('tags', tagCode, 20, 'Tag codes that must all apply.'),
  vehicle_id: vehicleIdFilter,
  open_now: booleanParam('open_now', 'true: only lots whose business hours cover this moment in the lot’s time zone.'),
  // nearby_parking_lots' bound (12 digits, as the fee engine's prices), refused there otherwise.
  max_price: numberParam('max_price', 'Only lots whose fee for the stay entry_at..exit_at is known and at most this many yen.', {
    int: true,
    min: 0,
    max: 999_999_999_999,
  }).optional(),
  entry_at: instantInput.optional().openapi({
    description: 'Start of a stay to price: each row then carries its estimated_fee (needed by max_price and sort=price).',
    param: { name: 'entry_at', in: 'query' },
  }),
  exit_at: instantInput.optional().openapi({
    description:
      `End of the stay to price, later than entry_at and at most ${PRICED_SEARCH_MAX_STAY_DAYS} days after it (else 422 validation_error ` +
      'naming exit_at); one lot’s estimate (calc-fee) takes stays of up to 366 days.',
    param: { name: 'exit_at', in: 'query' },
  }),
  sort: z.enum(['distance', 'price']).optional().openapi({
    description: '`distance` (default): nearest first. `price`: lots whose stay is fully priced, cheapest first, then the rest; needs entry_at and exit_at.',
    param: { name: 'sort', in: 'query' },
  }),
});

export { IdParams as LotIdParams } from '../../http/openapi-helpers.js';

export const AdminParkingLotListQuery = z.object({
  status: commaList('status', LotStatus, lotStatuses.length, 'Any of these statuses.'),
  source: commaList('source', LotSource, lotSources.length, 'Any of these sources.'),
  q: z.string().min(1).max(100).optional().openapi({ description: 'Case-insensitive substring of the name or the address.', param: { name: 'q', in: 'query' } }),
  owner_id: z.uuid().optional().openapi({ description: 'Lots linked to this owner.', param: { name: 'owner_id', in: 'query' } }),
  ...pageQuery,
});

export const OwnerParkingLotListQuery = z.object({
  status: commaList('status', LotStatus, lotStatuses.length, 'Any of these statuses.'),
  ...pageQuery,
});

export const responses = {
  bundle: ParkingLotBundleResponse,
  full: ParkingLotFull,
  adminList: z.strictObject({ parking_lots: z.array(ParkingLotResponse), next_cursor: nextCursorSchema }).openapi('ParkingLotAdminList'),
  publicLot: z.strictObject({ parking_lot: PublicParkingLot }).openapi('PublicParkingLotResult'),
  publicList: z.strictObject({ parking_lots: z.array(ParkingLotListItem), next_cursor: nextCursorSchema }).openapi('ParkingLotList'),
  nearby: z.strictObject({ parking_lots: z.array(NearbyParkingLot) }).openapi('NearbyParkingLotList'),
  pricingRules: z.strictObject({ pricing_rules: z.array(ParkingLotPricingRule) }).openapi('ParkingLotPricingRuleList'),
};

export type ParkingLotResponseRow = z.infer<typeof ParkingLotResponse>;

/** The create routes' (admin and owner) description of their Idempotency-Key. */
export const bundleCreateIdempotency =
  'An optional `Idempotency-Key` header (a UUID, kept per user) makes a retry safe: a repeat with the same key and the same ' +
  'body answers 200 with `Idempotent-Replayed: true`, the first call’s counts and its lot as the lot is now, and writes ' +
  'nothing (no second lot, audit entry or admin notification), also when both calls race on different API processes; the ' +
  'same key with a different body, or on the other create route, is 409 `conflict` naming `client_request_id`. A create ' +
  'that failed kept no record of its key.';
