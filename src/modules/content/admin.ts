import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { defineRoute } from '../../http/route.js';
import { withAudit, type Audit } from '../admin/audit.js';
import { chars } from '../parking-lots/schemas.js';
import {
  badMove,
  keysetPage,
  ms,
  notBlank,
  requireAlso,
  requireCode,
  requireContentAsset,
  timestamp,
  updateFields,
} from './admin-shared.js';
import { renderMarkdown } from './markdown.js';
import { dateInput, instantInput } from '../../http/time-input.js';

/**
 * Articles, ads and sponsors for admins (issue 15 item 7). The tables' policies (0105-0107) are the
 * rules; the routes name the field or the move that breaks them. An article is `scheduled` when it is
 * published with a time still ahead: the public read shows it at that time by itself (0105).
 */

const q = (name: string, description?: string) => ({ param: { name, in: 'query' as const }, ...(description ? { description } : {}) });
const listOf = (key: string, schema: z.ZodType, name: string) =>
  z.object({ [key]: z.array(schema), next_cursor: nextCursorSchema }).openapi(name);

// Articles ------------------------------------------------------------------------------------------

const articleStates = ['draft', 'scheduled', 'published', 'archived'] as const;

const AdminArticleSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    locale: z.enum(['ja', 'en']),
    category: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    body_markdown: z.string(),
    cover_asset_id: z.uuid().nullable(),
    cover_image_url: z.string().nullable(),
    status: z.enum(articleStates).openapi({ description: '`scheduled`: published with a `published_at` still ahead; the public sees it from then.' }),
    published_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminArticle');
type AdminArticle = z.infer<typeof AdminArticleSchema>;
const AdminArticleDetail = AdminArticleSchema.extend({
  body_html: z.string().openapi({ description: 'The preview: the body rendered and sanitised exactly as the app will get it.' }),
}).openapi('AdminArticleDetail');

const slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lowercase letters, digits and single hyphens.');
const articleFields = {
  slug,
  locale: z.enum(['ja', 'en']),
  category: z.string().min(1).max(50).openapi({ description: 'An `article_category` code (GET /v1/codes).' }),
  title: notBlank(chars(1, 200)),
  summary: chars(0, 500).nullable(),
  body_markdown: chars(0, 100000),
  cover_asset_id: z.uuid().nullable().openapi({ description: 'An uploaded asset of category `content`.' }),
};
const ArticleCreateBody = z
  .strictObject({
    ...articleFields,
    summary: articleFields.summary.optional(),
    body_markdown: articleFields.body_markdown.default(''),
    cover_asset_id: articleFields.cover_asset_id.optional(),
  })
  .openapi('AdminArticleCreateBody');
const ArticlePatchBody = z
  .strictObject({
    slug: slug.optional(),
    locale: articleFields.locale.optional(),
    category: articleFields.category.optional(),
    title: articleFields.title.optional(),
    summary: articleFields.summary.optional(),
    body_markdown: articleFields.body_markdown.optional(),
    cover_asset_id: articleFields.cover_asset_id.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('AdminArticlePatchBody');
const PublishBody = z
  .strictObject({
    published_at: instantInput
      .optional()
      .openapi({ description: 'When the public sees it; later than now schedules it. Default: now.' }),
  })
  .openapi('AdminArticlePublishBody');
const PreviewBody = z.strictObject({ body_markdown: chars(0, 100000) }).openapi('AdminArticlePreviewBody');
const ArticleListQuery = z.object({
  status: z.enum(articleStates).optional().openapi(q('status')),
  locale: z.enum(['ja', 'en']).optional().openapi(q('locale')),
  category: z.string().max(50).optional().openapi(q('category')),
  q: z.string().min(1).max(200).optional().openapi(q('q', 'Part of the title or the slug.')),
  ...pageQuery,
});

const ARTICLE_COLUMNS = `a.id, a.slug, a.locale, a.category, a.title, a.summary, a.body_markdown, a.cover_asset_id,
  cover.public_url as cover_image_url,
  case when a.status = 'published' and a.published_at > now() then 'scheduled' else a.status end as status,
  ${ms('a.published_at')} as published_at, ${ms('a.created_at')} as created_at, ${ms('a.updated_at')} as updated_at`;
const ARTICLE_FROM = 'public.articles a left join public.assets cover on cover.id = a.cover_asset_id';

async function getArticle(db: Queryable, id: string): Promise<AdminArticle> {
  const { rows } = await db.query<AdminArticle>(`select ${ARTICLE_COLUMNS} from ${ARTICLE_FROM} where a.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No article ${id}.`, param: 'id' });
  return rows[0];
}
const withHtml = async (a: AdminArticle) => ({ ...a, body_html: await renderMarkdown(a.body_markdown) });

const slugTaken = (s: string, l: string) => new ApiError('conflict', { message: `An article ${s} in ${l} exists.`, param: 'slug' });

// Ads -----------------------------------------------------------------------------------------------

const adStates = ['scheduled', 'running', 'ended', 'inactive'] as const;
const AdminAdSchema = z
  .object({
    id: z.uuid(),
    placement: z.string(),
    locale: z.enum(['ja', 'en']).nullable(),
    title: z.string(),
    body: z.string().nullable(),
    image_asset_id: z.uuid().nullable(),
    image_url: z.string().nullable(),
    link_url: z.string().nullable(),
    advertiser: z.string().nullable(),
    priority: z.number().int(),
    starts_at: timestamp,
    ends_at: timestamp.nullable(),
    is_active: z.boolean(),
    state: z.enum(adStates).openapi({ description: '`inactive`: switched off; otherwise where now falls in its schedule.' }),
    impressions: z.number().int().openapi({ description: 'All days so far.' }),
    clicks: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminAd');
type AdminAd = z.infer<typeof AdminAdSchema>;
const adFields = {
  placement: z.string().min(1).max(50).openapi({ description: 'An `ad_placement` code (GET /v1/codes).' }),
  locale: z.enum(['ja', 'en']).nullable().openapi({ description: 'null: every locale.' }),
  title: notBlank(chars(1, 100)),
  body: chars(0, 500).nullable(),
  image_asset_id: z.uuid().nullable(),
  link_url: z.url({ protocol: /^https?$/ }).max(1000).nullable(),
  advertiser: chars(0, 200).nullable(),
  priority: z.number().int().min(-1000).max(1000),
  starts_at: instantInput,
  ends_at: instantInput.nullable(),
  is_active: z.boolean(),
};
const AdCreateBody = z
  .strictObject({
    placement: adFields.placement,
    title: adFields.title,
    locale: adFields.locale.optional(),
    body: adFields.body.optional(),
    image_asset_id: adFields.image_asset_id.optional(),
    link_url: adFields.link_url.optional(),
    advertiser: adFields.advertiser.optional(),
    priority: adFields.priority.default(0),
    starts_at: adFields.starts_at.optional().openapi({ description: 'Default: now.' }),
    ends_at: adFields.ends_at.optional().openapi({ description: 'null: runs until switched off.' }),
    is_active: adFields.is_active.default(true),
  })
  .openapi('AdminAdCreateBody');
const AdPatchBody = z
  .strictObject(Object.fromEntries(Object.entries(adFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof adFields]: z.ZodOptional<(typeof adFields)[K]> })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('AdminAdPatchBody');
const AdListQuery = z.object({
  placement: z.string().max(50).optional().openapi(q('placement')),
  state: z.enum(adStates).optional().openapi(q('state')),
  ...pageQuery,
});
const AdStatsQuery = z.object({
  from: dateInput.optional().openapi(q('from', 'First local day (Asia/Tokyo), inclusive. Default: 29 days before `to`.')),
  to: dateInput.optional().openapi(q('to', 'Last local day, inclusive. Default: today.')),
});
const AdStatsSchema = z
  .object({
    ad_id: z.uuid(),
    days: z.array(z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
    totals: z.object({ impressions: z.number().int(), clicks: z.number().int() }),
  })
  .openapi('AdminAdStats');

const AD_COLUMNS = `a.id, a.placement, a.locale, a.title, a.body, a.image_asset_id, img.public_url as image_url, a.link_url, a.advertiser,
  a.priority, ${ms('a.starts_at')} as starts_at, ${ms('a.ends_at')} as ends_at, a.is_active,
  case when not a.is_active then 'inactive' when a.starts_at > now() then 'scheduled'
       when a.ends_at is not null and a.ends_at <= now() then 'ended' else 'running' end as state,
  coalesce((select sum(s.impressions) from public.ad_daily_stats s where s.ad_id = a.id), 0)::int as impressions,
  coalesce((select sum(s.clicks) from public.ad_daily_stats s where s.ad_id = a.id), 0)::int as clicks,
  ${ms('a.created_at')} as created_at, ${ms('a.updated_at')} as updated_at`;
const AD_FROM = 'public.ads a left join public.assets img on img.id = a.image_asset_id';

async function getAd(db: Queryable, id: string): Promise<AdminAd> {
  const { rows } = await db.query<AdminAd>(`select ${AD_COLUMNS} from ${AD_FROM} where a.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No ad ${id}.`, param: 'id' });
  return rows[0];
}
function checkSchedule(startsAt: string, endsAt: string | null): void {
  if (endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw new ApiError('validation_error', { message: '`ends_at` must be after `starts_at`.', param: 'ends_at' });
  }
}

// Sponsors ------------------------------------------------------------------------------------------

const AdminSponsorSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    benefit: z.string(),
    address: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    checkin_radius_m: z.number().int(),
    checkin_exp: z.number().int(),
    logo_asset_id: z.uuid().nullable(),
    website_url: z.string().nullable(),
    status: z.enum(['draft', 'active', 'ended']),
    reward: z.record(z.string(), z.unknown()).openapi({ description: 'What a check-in reveals (a coupon code...), shown only after checking in.' }),
    checkins_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('AdminSponsor');
type AdminSponsor = z.infer<typeof AdminSponsorSchema>;
const sponsorFields = {
  name: notBlank(chars(1, 200)),
  description: chars(0, 2000).nullable(),
  benefit: notBlank(chars(1, 500)),
  address: chars(0, 500).nullable(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  checkin_radius_m: z.number().int().min(10).max(1000).openapi({ description: 'How close (metres) a check-in must be.' }),
  checkin_exp: z.number().int().min(0).max(10000).openapi({ description: 'Experience points a check-in awards.' }),
  logo_asset_id: z.uuid().nullable(),
  website_url: z.url({ protocol: /^https?$/ }).max(1000).nullable(),
  status: z.enum(['draft', 'active', 'ended']),
  reward: z
    .record(z.string(), z.unknown())
    .refine((v) => Buffer.byteLength(JSON.stringify(v)) <= 4000, { message: 'At most 4000 bytes of JSON.' }),
};
const SponsorCreateBody = z
  .strictObject({
    name: sponsorFields.name,
    benefit: sponsorFields.benefit,
    lat: sponsorFields.lat,
    lng: sponsorFields.lng,
    description: sponsorFields.description.optional(),
    address: sponsorFields.address.optional(),
    checkin_radius_m: sponsorFields.checkin_radius_m.default(100),
    checkin_exp: sponsorFields.checkin_exp.default(10),
    logo_asset_id: sponsorFields.logo_asset_id.optional(),
    website_url: sponsorFields.website_url.optional(),
    status: sponsorFields.status.default('draft'),
    reward: sponsorFields.reward.default({}),
  })
  .openapi('AdminSponsorCreateBody');
const SponsorPatchBody = z
  .strictObject(
    Object.fromEntries(Object.entries(sponsorFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof sponsorFields]: z.ZodOptional<(typeof sponsorFields)[K]>;
    },
  )
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('AdminSponsorPatchBody');
const SponsorListQuery = z.object({
  status: z.enum(['draft', 'active', 'ended']).optional().openapi(q('status')),
  ...pageQuery,
});

const SPONSOR_COLUMNS = `s.id, s.name, s.description, s.benefit, s.address, s.lat, s.lng, s.checkin_radius_m, s.checkin_exp,
  s.logo_asset_id, s.website_url, s.status, coalesce(r.data, '{}') as reward,
  (select count(*)::int from public.sponsor_checkins c where c.sponsor_id = s.id) as checkins_count,
  ${ms('s.created_at')} as created_at, ${ms('s.updated_at')} as updated_at`;
const SPONSOR_FROM = 'public.sponsors s left join public.sponsor_rewards r on r.sponsor_id = s.id';

async function getSponsor(db: Queryable, id: string): Promise<AdminSponsor> {
  const { rows } = await db.query<AdminSponsor>(`select ${SPONSOR_COLUMNS} from ${SPONSOR_FROM} where s.id = $1`, [id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No sponsor ${id}.`, param: 'id' });
  return rows[0];
}

// Routes --------------------------------------------------------------------------------------------

const articleTags = ['Admin: content'];
const paged = 'Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).';
const articleResult = z.object({ article: AdminArticleDetail }).openapi('AdminArticleResult');
const notFound = (what: string) => ({ 404: `\`not_found\`: no such ${what}.` });

const MOVES = {
  publish: {
    key: 'articles.publish',
    summary: 'Publish now, or schedule with a later `published_at`',
    description: 'From `draft`, or from `published`/`scheduled` with a new time (reschedules it; without one a published article stays as it is and a scheduled one goes out now). An archived article is 409: restore it first.',
  },
  unpublish: {
    key: 'articles.publish',
    summary: 'Take a published or scheduled article back to draft',
    description: 'The public no longer sees it. A draft stays a draft (200, nothing recorded); an archived one is 409.',
  },
  archive: {
    key: 'articles.edit',
    summary: 'Archive an article',
    description: 'From `draft`, or from `published`/`scheduled` with articles.publish too (403 otherwise). Archiving an archived article changes nothing.',
  },
  restore: {
    key: 'articles.edit',
    summary: 'Bring an archived article back as a draft',
    description: 'Only from `archived`; a draft stays a draft; a published one is 409 (unpublish it).',
  },
} as const;
type Move = keyof typeof MOVES;

const moveRoute = <V extends Move>(verb: V) =>
  defineRoute({
    access: { admin: MOVES[verb].key },
    method: 'post',
    path: `/v1/admin/articles/{id}/${verb}`,
    operationId: `admin${verb[0]!.toUpperCase()}${verb.slice(1)}Article`,
    tags: articleTags,
    summary: MOVES[verb].summary,
    description: `${MOVES[verb].description} Recorded in the audit log.`,
    request:
      verb === 'publish'
        ? { params: IdParams, body: { required: false, content: { 'application/json': { schema: PublishBody } } } }
        : { params: IdParams },
    errors: { ...notFound('article'), 409: '`conflict`: not allowed from this status (`details.allowed_from`).' },
    responses: { 200: jsonContent(articleResult, 'The article') },
  });

const routes = {
  listArticles: defineRoute({
    access: { admin: 'articles.view' },
    method: 'get',
    path: '/v1/admin/articles',
    operationId: 'adminListArticles',
    tags: articleTags,
    summary: 'Articles of every status, newest first',
    description: `Drafts, scheduled, published and archived articles, filtered by status, locale, category and a text query. ${paged}`,
    request: { query: ArticleListQuery },
    responses: { 200: jsonContent(listOf('articles', AdminArticleSchema, 'AdminArticleList'), 'A page') },
  }),
  getArticle: defineRoute({
    access: { admin: 'articles.view' },
    method: 'get',
    path: '/v1/admin/articles/{id}',
    operationId: 'adminGetArticle',
    tags: articleTags,
    summary: 'One article of any status, with its preview (`body_html`)',
    description: 'The body as the app will show it, rendered and sanitised by the same code as the public read.',
    request: { params: IdParams },
    errors: notFound('article'),
    responses: { 200: jsonContent(articleResult, 'The article') },
  }),
  previewArticle: defineRoute({
    access: { admin: 'articles.view' },
    method: 'post',
    path: '/v1/admin/articles/preview',
    operationId: 'adminPreviewArticle',
    tags: articleTags,
    summary: 'Render unsaved Markdown as the app will show it',
    description: 'Nothing is stored. The HTML is what the public read would give for this body.',
    request: { body: jsonBody(PreviewBody) },
    responses: { 200: jsonContent(z.object({ body_html: z.string() }).openapi('AdminArticlePreview'), 'The HTML') },
  }),
  createArticle: defineRoute({
    access: { admin: 'articles.edit' },
    method: 'post',
    path: '/v1/admin/articles',
    operationId: 'adminCreateArticle',
    tags: articleTags,
    summary: 'Write a draft article',
    description: 'Always a draft: publishing is its own step (articles.publish). Recorded in the audit log.',
    request: { body: jsonBody(ArticleCreateBody) },
    errors: { 409: '`conflict`: an article with this slug exists in this locale (`param: slug`).' },
    responses: { 201: jsonContent(articleResult, 'Created') },
  }),
  patchArticle: defineRoute({
    access: { admin: 'articles.edit' },
    method: 'patch',
    path: '/v1/admin/articles/{id}',
    operationId: 'adminUpdateArticle',
    tags: articleTags,
    summary: 'Change an article’s fields (not its status)',
    description:
      'Changes only the fields sent. Editing a published or scheduled article changes what the public reads, so it also needs articles.publish (403 with `details.permission`).',
    request: { params: IdParams, body: jsonBody(ArticlePatchBody) },
    errors: { ...notFound('article'), 409: '`conflict`: the slug is taken in this locale.' },
    responses: { 200: jsonContent(articleResult, 'Changed') },
  }),
  listAds: defineRoute({
    access: { admin: 'ads.view' },
    method: 'get',
    path: '/v1/admin/ads',
    operationId: 'adminListAds',
    tags: articleTags,
    summary: 'Ads with their schedule state and counts, newest first',
    description: `Filtered by placement and state (scheduled, running, ended, inactive). ${paged}`,
    request: { query: AdListQuery },
    responses: { 200: jsonContent(listOf('ads', AdminAdSchema, 'AdminAdList'), 'A page') },
  }),
  createAd: defineRoute({
    access: { admin: 'ads.edit' },
    method: 'post',
    path: '/v1/admin/ads',
    operationId: 'adminCreateAd',
    tags: articleTags,
    summary: 'Create an ad in a placement with its schedule',
    description: 'Shown in `/v1/ads` of its placement while active and between `starts_at` and `ends_at`. Recorded in the audit log.',
    request: { body: jsonBody(AdCreateBody) },
    responses: { 201: jsonContent(z.object({ ad: AdminAdSchema }).openapi('AdminAdResult'), 'Created') },
  }),
  patchAd: defineRoute({
    access: { admin: 'ads.edit' },
    method: 'patch',
    path: '/v1/admin/ads/{id}',
    operationId: 'adminUpdateAd',
    tags: articleTags,
    summary: 'Change an ad, its placement or its schedule; `is_active: false` stops it',
    description: 'Changes only the fields sent. Recorded in the audit log.',
    request: { params: IdParams, body: jsonBody(AdPatchBody) },
    errors: notFound('ad'),
    responses: { 200: jsonContent(z.object({ ad: AdminAdSchema }), 'Changed') },
  }),
  adStats: defineRoute({
    access: { admin: 'ads.view' },
    method: 'get',
    path: '/v1/admin/ads/{id}/stats',
    operationId: 'adminAdStats',
    tags: articleTags,
    summary: 'An ad’s impressions and clicks per local day',
    description: 'Every day of the range (Asia/Tokyo), days without events as zeros; at most 400 days.',
    request: { params: IdParams, query: AdStatsQuery },
    errors: notFound('ad'),
    responses: { 200: jsonContent(AdStatsSchema, 'Per day and in total') },
  }),
  listSponsors: defineRoute({
    access: { admin: 'ads.view' },
    method: 'get',
    path: '/v1/admin/sponsors',
    operationId: 'adminListSponsors',
    tags: articleTags,
    summary: 'Sponsors of every status, with point, radius and reward, newest first',
    description: `Sponsors are guarded by the ads keys (the contract has no sponsors.* keys). ${paged}`,
    request: { query: SponsorListQuery },
    responses: { 200: jsonContent(listOf('sponsors', AdminSponsorSchema, 'AdminSponsorList'), 'A page') },
  }),
  createSponsor: defineRoute({
    access: { admin: 'ads.edit' },
    method: 'post',
    path: '/v1/admin/sponsors',
    operationId: 'adminCreateSponsor',
    tags: articleTags,
    summary: 'Create a sponsor: its point, check-in radius and reward',
    description: 'Public (`/v1/sponsors`, nearby, check-in) once `status` is `active`. Recorded in the audit log.',
    request: { body: jsonBody(SponsorCreateBody) },
    responses: { 201: jsonContent(z.object({ sponsor: AdminSponsorSchema }).openapi('AdminSponsorResult'), 'Created') },
  }),
  patchSponsor: defineRoute({
    access: { admin: 'ads.edit' },
    method: 'patch',
    path: '/v1/admin/sponsors/{id}',
    operationId: 'adminUpdateSponsor',
    tags: articleTags,
    summary: 'Change a sponsor, its point, radius, reward or status',
    description: 'Changes only the fields sent; `reward` replaces the whole reward. Recorded in the audit log.',
    request: { params: IdParams, body: jsonBody(SponsorPatchBody) },
    errors: notFound('sponsor'),
    responses: { 200: jsonContent(z.object({ sponsor: AdminSponsorSchema }), 'Changed') },
  }),
};

const PAST: Record<Move, string> = { publish: 'published', unpublish: 'unpublished', archive: 'archived', restore: 'restored' };
const ARTICLE_MOVES: Record<Move, { from: string[]; noop: string[] }> = {
  publish: { from: ['draft', 'published', 'scheduled'], noop: [] },
  unpublish: { from: ['published', 'scheduled'], noop: ['draft'] },
  archive: { from: ['draft', 'published', 'scheduled'], noop: ['archived'] },
  restore: { from: ['archived'], noop: ['draft'] },
};

async function audited<T extends { id: string }>(
  audit: Audit,
  action: string,
  target: string,
  before: T | null,
  after: T,
): Promise<T> {
  await audit({ action, target_type: target, target_id: after.id, before, after });
  return after;
}

export function registerContentAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(routes.listArticles, async (c) => {
    const query = c.req.valid('query');
    const { items, nextCursor } = await withCallerDb(c, (db) =>
      keysetPage<AdminArticle>(
        db,
        {
          select: `select * from (select ${ARTICLE_COLUMNS} from ${ARTICLE_FROM}) a`,
          alias: 'a',
          order: 'desc',
          where: `($1::text is null or a.status = $1) and ($2::text is null or a.locale = $2) and ($3::text is null or a.category = $3)
                  and ($4::text is null or strpos(lower(a.title), lower($4)) > 0 or strpos(a.slug, lower($4)) > 0)`,
        },
        [query.status ?? null, query.locale ?? null, query.category ?? null, query.q ?? null],
        query,
      ),
    );
    return c.json({ articles: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(routes.getArticle, async (c) => {
    const article = await withCallerDb(c, (db) => getArticle(db, c.req.valid('param').id));
    return c.json({ article: await withHtml(article) }, 200);
  });

  app.openapi(routes.previewArticle, async (c) => c.json({ body_html: await renderMarkdown(c.req.valid('json').body_markdown) }, 200));

  app.openapi(routes.createArticle, async (c) => {
    const body = c.req.valid('json');
    const article = await withAudit(c, async (db, audit) => {
      await requireCode(db, 'article_category', body.category, 'category');
      await requireContentAsset(db, body.cover_asset_id, 'cover_asset_id');
      const { rows } = await db.query<{ id: string }>(
        `insert into public.articles (slug, locale, category, title, summary, body_markdown, cover_asset_id)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (slug, locale) do nothing returning id`,
        [body.slug, body.locale, body.category, body.title, body.summary ?? null, body.body_markdown, body.cover_asset_id ?? null],
      );
      if (!rows[0]) throw slugTaken(body.slug, body.locale);
      return audited(audit, 'article.create', 'article', null, await getArticle(db, rows[0].id));
    });
    return c.json({ article: await withHtml(article) }, 201);
  });

  app.openapi(routes.patchArticle, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const article = await withAudit(c, async (db, audit) => {
      const before = await getArticle(db, id);
      if (before.status === 'published' || before.status === 'scheduled') requireAlso(c, 'articles.publish');
      await requireCode(db, 'article_category', body.category, 'category');
      await requireContentAsset(db, body.cover_asset_id, 'cover_asset_id');
      const slugOrLocale = body.slug ?? before.slug;
      const locale = body.locale ?? before.locale;
      if (body.slug !== undefined || body.locale !== undefined) {
        const taken = await db.query('select 1 from public.articles where slug = $1 and locale = $2 and id <> $3', [slugOrLocale, locale, id]);
        if (taken.rows[0]) throw slugTaken(slugOrLocale, locale);
      }
      await updateFields(db, 'public.articles', id, body, ['slug', 'locale', 'category', 'title', 'summary', 'body_markdown', 'cover_asset_id']);
      return audited(audit, 'article.update', 'article', before, await getArticle(db, id));
    });
    return c.json({ article: await withHtml(article) }, 200);
  });

  for (const verb of Object.keys(MOVES) as Move[]) {
    app.openapi(moveRoute(verb), async (c) => {
      const { id } = c.req.valid('param');
      const publishedAt = verb === 'publish' ? (c.req.valid('json' as never) as { published_at?: string } | undefined)?.published_at : undefined;
      const article = await withAudit(c, async (db, audit) => {
        const before = await getArticle(db, id);
        const move = ARTICLE_MOVES[verb];
        if (move.noop.includes(before.status)) return before;
        if (verb === 'publish' && before.status === 'published' && publishedAt === undefined) return before;
        if (!move.from.includes(before.status)) throw badMove('article', before.status, PAST[verb], move.from);
        // Whatever touches a row the public sees goes through a publisher (the table's policy too).
        if (verb === 'archive' && before.status !== 'draft') requireAlso(c, 'articles.publish');
        const [status, at] =
          verb === 'publish' ? ['published', publishedAt ?? null] : verb === 'archive' ? ['archived', null] : ['draft', null];
        // Milliseconds, as the API shows it: the public list pages by (published_at, id), and the
        // column refuses more precision (0155).
        await db.query(
          `update public.articles set status = $2,
             published_at = case when $2 = 'published' then date_trunc('milliseconds', coalesce($3::timestamptz, now())) else published_at end
           where id = $1`,
          [id, status, at],
        );
        return audited(audit, `article.${verb}`, 'article', before, await getArticle(db, id));
      });
      return c.json({ article: await withHtml(article) }, 200);
    });
  }

  app.openapi(routes.listAds, async (c) => {
    const query = c.req.valid('query');
    const { items, nextCursor } = await withCallerDb(c, (db) =>
      keysetPage<AdminAd>(
        db,
        { select: `select * from (select ${AD_COLUMNS} from ${AD_FROM}) a`, alias: 'a', order: 'desc', where: '($1::text is null or a.placement = $1) and ($2::text is null or a.state = $2)' },
        [query.placement ?? null, query.state ?? null],
        query,
      ),
    );
    return c.json({ ads: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(routes.createAd, async (c) => {
    const body = c.req.valid('json');
    const ad = await withAudit(c, async (db, audit) => {
      await requireCode(db, 'ad_placement', body.placement, 'placement');
      await requireContentAsset(db, body.image_asset_id, 'image_asset_id');
      checkSchedule(body.starts_at ?? new Date().toISOString(), body.ends_at ?? null);
      const { rows } = await db.query<{ id: string }>(
        `insert into public.ads (placement, locale, title, body, image_asset_id, link_url, advertiser, priority, starts_at, ends_at, is_active)
         values ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()), $10, $11) returning id`,
        [body.placement, body.locale ?? null, body.title, body.body ?? null, body.image_asset_id ?? null, body.link_url ?? null,
          body.advertiser ?? null, body.priority, body.starts_at ?? null, body.ends_at ?? null, body.is_active],
      );
      return audited(audit, 'ad.create', 'ad', null, await getAd(db, rows[0]!.id));
    });
    return c.json({ ad }, 201);
  });

  app.openapi(routes.patchAd, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const ad = await withAudit(c, async (db, audit) => {
      const before = await getAd(db, id);
      await requireCode(db, 'ad_placement', body.placement, 'placement');
      await requireContentAsset(db, body.image_asset_id, 'image_asset_id');
      checkSchedule(body.starts_at ?? before.starts_at, body.ends_at === undefined ? before.ends_at : body.ends_at);
      await updateFields(db, 'public.ads', id, body, Object.keys(adFields));
      return audited(audit, 'ad.update', 'ad', before, await getAd(db, id));
    });
    return c.json({ ad }, 200);
  });

  app.openapi(routes.adStats, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const body = await withCallerDb(c, async (db) => {
      await getAd(db, id);
      const { rows: range } = await db.query<{ from: string; to: string }>(
        `select coalesce($1::date, coalesce($2::date, (now() at time zone 'Asia/Tokyo')::date) - 29)::text as from,
                coalesce($2::date, (now() at time zone 'Asia/Tokyo')::date)::text as to`,
        [query.from ?? null, query.to ?? null],
      );
      const { from, to } = range[0]!;
      if (from > to) throw new ApiError('validation_error', { message: '`from` must not be after `to`.', param: 'from' });
      if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 400) {
        throw new ApiError('validation_error', { message: 'At most 400 days.', param: 'to' });
      }
      const { rows } = await db.query<{ day: string; impressions: number; clicks: number }>(
        `select d::date::text as day, coalesce(s.impressions, 0)::int as impressions, coalesce(s.clicks, 0)::int as clicks
           from generate_series($2::date, $3::date, interval '1 day') d
           left join public.ad_daily_stats s on s.ad_id = $1 and s.day = d::date
          order by d`,
        [id, from, to],
      );
      const totals = rows.reduce((t, r) => ({ impressions: t.impressions + r.impressions, clicks: t.clicks + r.clicks }), { impressions: 0, clicks: 0 });
      return { ad_id: id, days: rows, totals };
    });
    return c.json(body, 200);
  });

  app.openapi(routes.listSponsors, async (c) => {
    const query = c.req.valid('query');
    const { items, nextCursor } = await withCallerDb(c, (db) =>
      keysetPage<AdminSponsor>(
        db,
        { select: `select * from (select ${SPONSOR_COLUMNS} from ${SPONSOR_FROM}) s`, alias: 's', order: 'desc', where: '$1::text is null or s.status = $1' },
        [query.status ?? null],
        query,
      ),
    );
    return c.json({ sponsors: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(routes.createSponsor, async (c) => {
    const body = c.req.valid('json');
    const sponsor = await withAudit(c, async (db, audit) => {
      await requireContentAsset(db, body.logo_asset_id, 'logo_asset_id');
      const { rows } = await db.query<{ id: string }>(
        `insert into public.sponsors (name, description, benefit, address, lat, lng, checkin_radius_m, checkin_exp, logo_asset_id, website_url, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
        [body.name, body.description ?? null, body.benefit, body.address ?? null, body.lat, body.lng, body.checkin_radius_m,
          body.checkin_exp, body.logo_asset_id ?? null, body.website_url ?? null, body.status],
      );
      const id = rows[0]!.id;
      await db.query('insert into public.sponsor_rewards (sponsor_id, data) values ($1, $2::jsonb)', [id, JSON.stringify(body.reward)]);
      return audited(audit, 'sponsor.create', 'sponsor', null, await getSponsor(db, id));
    });
    return c.json({ sponsor }, 201);
  });

  app.openapi(routes.patchSponsor, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const sponsor = await withAudit(c, async (db, audit) => {
      const before = await getSponsor(db, id);
      await requireContentAsset(db, body.logo_asset_id, 'logo_asset_id');
      const { reward, ...fields } = body;
      await updateFields(db, 'public.sponsors', id, fields, Object.keys(sponsorFields).filter((k) => k !== 'reward'));
      if (reward !== undefined) {
        await db.query(
          `insert into public.sponsor_rewards (sponsor_id, data) values ($1, $2::jsonb)
           on conflict (sponsor_id) do update set data = excluded.data`,
          [id, JSON.stringify(reward)],
        );
      }
      return audited(audit, 'sponsor.update', 'sponsor', before, await getSponsor(db, id));
    });
    return c.json({ sponsor }, 200);
  });
}
