import { z } from '@hono/zod-openapi';

/** The longest query read: a spoken sentence is far shorter; longer text is refused, not truncated. */
export const QUERY_MAX_CHARS = 500;

export const SearchAiBody = z
  .strictObject({
    query: z.string().max(QUERY_MAX_CHARS).openapi({
      description: 'What the driver typed or said, in Japanese or English (mixed scripts, full-width digits and kanji numerals are fine).',
      example: '新宿駅の近くで明日10時から3時間、1000円以内、屋根付き',
    }),
    locale: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'A BCP 47 language tag such as ja, ja-JP or en-US.')
      .max(35)
      .openapi({
        description: 'The app’s language (BCP 47). Both languages are understood whatever it is; it chooses the language of the 422 message.',
        example: 'ja-JP',
      }),
  })
  .openapi('SearchAiRequest');

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-05-14T01:00:00.000Z' });

export const SearchAiFilter = z
  .strictObject({
    type: z.enum(['tag', 'max_height_m', 'structure', 'entry_method', 'vehicle_type', 'open_now', 'sort']).openapi({
      description:
        '`tag`: the lot carries the tag `value` (a tag_code of GET /v1/tags); `max_height_m`: the vehicle’s height in metres; ' +
        '`structure` (`flat`), `entry_method` (`self`: not mechanical), `vehicle_type` (a vehicle_type code), `open_now` (true), `sort` (`price`).',
    }),
    value: z.union([z.string(), z.number(), z.boolean()]),
    text: z.string().openapi({ description: 'The words it was read from.' }),
    in_search: z.boolean().openapi({
      description: 'Whether `search` carries it. GET /v1/parking-lots/nearby has no structure, entry-method or vehicle-type filter, and sorts by price only with a stay.',
    }),
  })
  .openapi('SearchAiFilter');

export const NearbySearchParams = z
  .strictObject({
    lat: z.number().optional().openapi({ description: 'Absent when the location did not resolve: use the device’s position.' }),
    lng: z.number().optional(),
    radius_m: z.number().int().min(1).max(10_000),
    tags: z.string().optional().openapi({ description: 'Comma-separated tag codes, as the nearby query takes them.' }),
    max_height_m: z.number().optional(),
    max_price: z.number().int().optional().openapi({ description: 'Only with entry_at and exit_at (the nearby search prices a stay).' }),
    entry_at: timestamp.optional(),
    exit_at: timestamp.optional(),
    sort: z.enum(['price']).optional(),
    open_now: z.boolean().optional(),
  })
  .openapi('SearchAiNearbyParams', {
    description: 'The query parameters of GET /v1/parking-lots/nearby for this search, ready to send.',
  });

export const SearchAiResult = z
  .strictObject({
    location: z.string().openapi({ description: 'The place the driver named, as written (a station, ward, chōme, landmark or lot name); "" when none.' }),
    entry_at: timestamp.optional().openapi({ description: 'Start of the stay (UTC), read in Asia/Tokyo relative to the request.' }),
    exit_at: timestamp.optional(),
    max_price: z.number().int().optional().openapi({ description: 'Most the driver will pay for the stay, yen.' }),
    filters: z.array(SearchAiFilter),
    confidence: z.number().min(0).max(1).openapi({
      description: 'Calibrated: about the share of queries scored so whose every field is right (docs/search-ai.md). Text nothing understood only lowers it.',
    }),
    point: z
      .strictObject({ lat: z.number(), lng: z.number() })
      .optional()
      .openapi({ description: 'Where `location` is, when it resolved (gazetteer or a lot’s name or address).' }),
    search: NearbySearchParams,
  })
  .openapi('SearchAiResult');

/** Section 7: the `unparseable` error of natural-language search carries only code and message. */
export const UnparseableError = z
  .strictObject({
    error: z.strictObject({ code: z.literal('unparseable'), message: z.string() }),
  })
  .openapi('SearchAiUnparseableError');

export type SearchAiResultBody = z.infer<typeof SearchAiResult>;
export type SearchAiFilterBody = z.infer<typeof SearchAiFilter>;
