import { z } from '@hono/zod-openapi';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { numberParam } from '../parking-lots/schemas.js';

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-24T09:00:00.000Z' });

export const locales = ['ja', 'en'] as const;
const code = (name: string, description: string) =>
  z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, 'A code: a lowercase letter, then lowercase letters, digits or underscores (at most 50).')
    .openapi({ description, param: { name, in: 'query' } });

// Articles ----------------------------------------------------------------------------------------

const articleFields = {
  id: z.uuid(),
  slug: z.string().openapi({ description: 'Names the article in every locale it is written in.', example: 'winter-rates-2026' }),
  locale: z.enum(locales),
  category: z.string().openapi({ description: 'An `article_category` code (see /v1/codes).', example: 'news' }),
  title: z.string(),
  summary: z.string().nullable(),
  cover_asset_id: z.uuid().nullable().openapi({ description: 'The uploaded asset of the cover image.' }),
  cover_image_url: z.string().nullable().openapi({ description: 'Public URL of the cover image; null without one.' }),
  published_at: timestamp.openapi({ description: 'When the article went (or goes) public; lists are newest first by it.' }),
};

export const ArticleListItem = z.strictObject(articleFields).openapi('ArticleListItem');

export const ArticleSchema = z
  .strictObject({
    ...articleFields,
    body_markdown: z.string().openapi({ description: 'The body as written: Markdown (CommonMark with tables, strikethrough and bare URLs as links).' }),
    body_html: z.string().openapi({
      description:
        'The body rendered to HTML and sanitised: raw HTML in the Markdown comes out as text, only the elements Markdown makes remain (with their own attributes), and links and images keep only relative or http(s) URLs (links also mailto). Safe to insert as HTML.',
    }),
    updated_at: timestamp,
  })
  .openapi('Article');

export const ArticleListQuery = z.object({
  locale: z.enum(locales).optional().openapi({ description: 'Only articles in this locale.', param: { name: 'locale', in: 'query' } }),
  category: code('category', 'Only articles of this `article_category` code.').optional(),
  ...pageQuery,
});

export const ArticleSlugParams = z.object({
  slug: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A slug: lowercase letters and digits in words joined by single hyphens.')
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'winter-rates-2026' }),
});

export const ArticleReadQuery = z.object({
  locale: z.enum(locales).optional().openapi({
    description: 'The locale to read. Without it: the one Accept-Language asks for (ja or en) when written in it, else the other.',
    param: { name: 'locale', in: 'query' },
  }),
});

// Ads ---------------------------------------------------------------------------------------------

export const AdSchema = z
  .strictObject({
    id: z.uuid(),
    placement: z.string().openapi({ description: 'An `ad_placement` code (see /v1/codes).', example: 'home_banner' }),
    locale: z.enum(locales).nullable().openapi({ description: 'null: shown in every locale.' }),
    title: z.string(),
    body: z.string().nullable(),
    image_url: z.string().nullable(),
    link_url: z.string().nullable(),
    advertiser: z.string().nullable(),
    starts_at: timestamp,
    ends_at: timestamp.nullable(),
  })
  .openapi('Ad');

export const AdListQuery = z.object({
  placement: code('placement', 'Where the app shows the ads: an `ad_placement` code (see /v1/codes).'),
  locale: z.enum(locales).optional().openapi({
    description: 'Ads for this locale and those for every locale. Without it: every running ad of the placement.',
    param: { name: 'locale', in: 'query' },
  }),
  limit: numberParam('limit', 'Ads (default 10).', { int: true, min: 1, max: 50 }).optional(),
});

export const AdEventBody = z
  .strictObject({
    type: z.enum(['impression', 'click']).openapi({ description: '`impression`: the ad was shown; `click`: it was tapped.' }),
  })
  .openapi('AdEventBody');

// Sponsors ----------------------------------------------------------------------------------------

const sponsorFields = {
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  benefit: z.string().openapi({ description: 'What a visitor gets, as the sponsor words it.' }),
  address: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  checkin_radius_m: z.number().int().openapi({ description: 'A check-in must be made within this many metres of the point.' }),
  checkin_exp: z.number().int().openapi({ description: 'Experience points a check-in awards.' }),
  logo_url: z.string().nullable(),
  website_url: z.string().nullable(),
  checked_in_today: z.boolean().nullable().openapi({
    description: 'Whether the caller has checked in here today (Asia/Tokyo); null without a bearer token.',
  }),
};

export const SponsorSchema = z.strictObject(sponsorFields).openapi('Sponsor');

export const NearbySponsorSchema = z
  .strictObject({
    ...sponsorFields,
    distance_m: z.number().openapi({ description: 'Great-circle distance from the query point, metres, 0.1 m.' }),
  })
  .openapi('NearbySponsor');

export const SponsorListQuery = z.object({ ...pageQuery });

export const SponsorNearbyQuery = z.object({
  lat: numberParam('lat', 'Latitude, WGS84.', { min: -90, max: 90 }),
  lng: numberParam('lng', 'Longitude, WGS84.', { min: -180, max: 180 }),
  radius_m: numberParam('radius_m', 'Search radius in metres (default 500).', { int: true, min: 1, max: 10_000 }).optional(),
  limit: numberParam('limit', 'Rows (default 50).', { int: true, min: 1, max: 100 }).optional(),
});

export const SponsorCheckinBody = z
  .strictObject({
    lat: z.number().min(-90).max(90).openapi({ description: 'Where the caller stands, WGS84.' }),
    lng: z.number().min(-180).max(180),
    client_request_id: z.uuid().optional().openapi({
      description:
        'The client’s id for this check-in (required here or as the Idempotency-Key header). A repeat with the same id returns the original check-in and does nothing else; the same id with another sponsor or position is 409 `conflict`.',
      example: '6f1c3a52-1d0e-4b7a-9c55-2f0c6e1d9a10',
    }),
  })
  .openapi('SponsorCheckinBody');

export const SponsorCheckinSchema = z
  .strictObject({
    id: z.uuid(),
    sponsor_id: z.uuid(),
    sponsor_name: z.string(),
    checked_in_at: timestamp,
    local_date: z.string().openapi({ format: 'date', description: 'The day (Asia/Tokyo) the check-in counts for.', example: '2026-11-24' }),
    distance_m: z.number().openapi({ description: 'How far from the sponsor’s point the caller stood, metres.' }),
    exp_awarded: z.number().int(),
    reward_data: z.record(z.string(), z.unknown()).openapi({ description: 'What the sponsor gives on check-in (a coupon code, say); `{}` when nothing.' }),
  })
  .openapi('SponsorCheckin');

export const responses = {
  articleList: z.strictObject({ articles: z.array(ArticleListItem), next_cursor: nextCursorSchema }).openapi('ArticleList'),
  article: z.strictObject({ article: ArticleSchema }).openapi('ArticleResult'),
  adList: z.strictObject({ ads: z.array(AdSchema) }).openapi('AdList'),
  adEvent: z.strictObject({ ok: z.literal(true) }).openapi('AdEventResult'),
  sponsorList: z.strictObject({ sponsors: z.array(SponsorSchema), next_cursor: nextCursorSchema }).openapi('SponsorList'),
  nearbySponsors: z.strictObject({ sponsors: z.array(NearbySponsorSchema) }).openapi('NearbySponsorList'),
  checkin: z
    .strictObject({
      checkin: SponsorCheckinSchema,
      exp: z
        .strictObject({ points: z.number().int(), level: z.number().int() })
        .openapi({ description: 'The caller’s experience points and level right after this check-in’s award.' }),
    })
    .openapi('SponsorCheckinResult'),
};

export type ArticleListItem = z.infer<typeof ArticleListItem>;
export type Article = z.infer<typeof ArticleSchema>;
export type Ad = z.infer<typeof AdSchema>;
export type Sponsor = z.infer<typeof SponsorSchema>;
export type NearbySponsor = z.infer<typeof NearbySponsorSchema>;
export type SponsorCheckin = z.infer<typeof SponsorCheckinSchema>;
