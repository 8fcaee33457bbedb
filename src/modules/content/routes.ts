import type { OpenAPIHono } from '@hono/zod-openapi';
import { clientRequestIdOf, IdempotencyHeaders } from '../../http/client-request-id.js';
import { withCallerStatement, type AppEnv } from '../../http/context.js';
import { IdParams, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import * as ads from './ads.js';
import * as articles from './articles.js';
import { markdownCache } from './markdown.js';
import {
  AdEventBody,
  AdListQuery,
  ArticleListQuery,
  ArticleReadQuery,
  ArticleSlugParams,
  SponsorCheckinBody,
  SponsorListQuery,
  SponsorNearbyQuery,
  responses,
} from './schemas.js';
import * as sponsors from './sponsors.js';

const tags = ['Content'];

const listArticles = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/articles',
  operationId: 'listArticles',
  tags,
  summary: 'Published articles, newest first',
  description:
    'Articles whose `published_at` has come, by locale and category. A scheduled article (published with a later time) appears by itself at that time.',
  request: { query: ArticleListQuery },
  responses: { 200: jsonContent(responses.articleList, 'A page of articles (without bodies)') },
});

const getArticle = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/articles/{slug}',
  operationId: 'getArticle',
  description:
    'A published article by its slug, in the asked `locale` when there is one. `body_html` is the Markdown rendered and sanitised on the server, safe to show in a web view.',
  tags,
  summary: 'One published article, with its Markdown body and that body as safe HTML',
  request: { params: ArticleSlugParams, query: ArticleReadQuery },
  errors: { 404: '`not_found`: no published article with this slug (in this locale, when one is asked for).' },
  responses: { 200: jsonContent(responses.article, 'The article') },
});

const listAds = defineRoute({
  access: 'public',
  method: 'get',
  path: '/v1/ads',
  operationId: 'listAds',
  tags,
  summary: 'Running ads of a placement',
  description:
    'Active ads of the placement whose schedule covers this moment (`starts_at` passed, `ends_at` not yet), for the locale and for every locale, highest priority first.',
  request: { query: AdListQuery },
  responses: { 200: jsonContent(responses.adList, 'The ads') },
});

const postAdEvent = defineRoute({
  access: 'public',
  method: 'post',
  path: '/v1/ads/{id}/events',
  operationId: 'recordAdEvent',
  tags,
  summary: 'Count an impression or a click of an ad',
  description:
    'Adds one to the ad’s counter for today (Asia/Tokyo); the admin side reads impressions and clicks per day. An ad counts from its start until a day after its end (an app shows the list it fetched for a while).',
  request: { params: IdParams, body: jsonBody(AdEventBody) },
  errors: { 404: '`not_found`: no such ad, or it is not running.' },
  responses: { 201: jsonContent(responses.adEvent, 'Counted') },
});

const listSponsors = defineRoute({
  access: 'optional',
  method: 'get',
  path: '/v1/sponsors',
  operationId: 'listSponsors',
  description:
    'Sponsors currently running, newest first, with their point, radius and check-in reward. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'Public sponsors, newest first',
  request: { query: SponsorListQuery },
  responses: { 200: jsonContent(responses.sponsorList, 'A page of sponsors') },
});

const nearbySponsors = defineRoute({
  access: 'optional',
  method: 'get',
  path: '/v1/sponsors/nearby',
  operationId: 'nearbySponsors',
  tags,
  summary: 'Public sponsors near a point, nearest first, with the distance',
  description: 'The same geographic index and distance as the nearby lot search (`nearby_sponsors`).',
  request: { query: SponsorNearbyQuery },
  responses: { 200: jsonContent(responses.nearbySponsors, 'Sponsors within radius_m') },
});

const checkIn = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/sponsors/{id}/checkin',
  operationId: 'checkInAtSponsor',
  tags,
  summary: 'Check in at a sponsor from where you stand, for its experience points',
  description:
    'Runs `checkin_sponsor`: the position must be within the sponsor’s `checkin_radius_m`; one check-in per sponsor per day (Asia/Tokyo); ' +
    'a new check-in writes a `sponsor_checkin` activity that awards the sponsor’s `checkin_exp`, in one transaction. ' +
    'Every call carries a client request id (`client_request_id` in the body or an `Idempotency-Key` header): a repeat by the same user ' +
    'returns the original check-in with 200 and does nothing else, also when both calls race.',
  request: { params: IdParams, headers: IdempotencyHeaders, body: jsonBody(SponsorCheckinBody) },
  errors: {
    404: '`not_found`: no such sponsor, or it is not public.',
    409: '`already_checked_in`: the caller checked in here today (`details.checked_in_at`, `details.next_checkin_at`); `conflict`: the client request id was used for another check-in.',
    422: '`too_far`: the position is outside the sponsor’s radius (`details.distance_m`, `details.radius_m`); `validation_error`: `param` names the field (a missing client request id too).',
  },
  responses: {
    201: jsonContent(responses.checkin, 'Checked in'),
    200: {
      ...jsonContent(responses.checkin, 'A repeat of an earlier check-in: that check-in'),
      headers: { 'Idempotent-Replayed': { description: '`true`: this answers a repeat of an earlier request with the same client request id; nothing was written.', schema: { type: 'string' as const } } },
    },
  },
});

export function registerContentRoutes(app: OpenAPIHono<AppEnv>): void {
  const bodies = markdownCache();

  app.openapi(listArticles, async (c) => {
    const { items, nextCursor } = await withCallerStatement(c, (db) => articles.listArticles(db, c.req.valid('query')));
    return c.json({ articles: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(getArticle, async (c) => {
    const { slug } = c.req.valid('param');
    const article = await withCallerStatement(c, (db) =>
      articles.getArticle(db, slug, c.req.valid('query').locale, c.get('locale'), bodies.render),
    );
    return c.json({ article }, 200);
  });

  app.openapi(listAds, async (c) => {
    const found = await withCallerStatement(c, (db) => ads.listAds(db, c.req.valid('query')));
    return c.json({ ads: found }, 200);
  });

  app.openapi(postAdEvent, async (c) => {
    await withCallerStatement(c, (db) => ads.recordAdEvent(db, c.req.valid('param').id, c.req.valid('json').type));
    return c.json({ ok: true as const }, 201);
  });

  app.openapi(listSponsors, async (c) => {
    const { items, nextCursor } = await withCallerStatement(c, (db) => sponsors.listSponsors(db, c.req.valid('query'), !!c.get('auth')));
    return c.json({ sponsors: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(nearbySponsors, async (c) => {
    const found = await withCallerStatement(c, (db) => sponsors.nearbySponsors(db, c.req.valid('query')));
    return c.json({ sponsors: found }, 200);
  });

  app.openapi(checkIn, async (c) => {
    const body = c.req.valid('json');
    const clientRequestId = clientRequestIdOf(body.client_request_id, c.req.valid('header')['Idempotency-Key']);
    const { checkin, exp, created } = await withCallerStatement(c, (db) =>
      sponsors.checkInAtSponsor(db, c.req.valid('param').id, { lat: body.lat, lng: body.lng }, clientRequestId),
    );
    if (created) return c.json({ checkin, exp }, 201);
    c.header('Idempotent-Replayed', 'true');
    return c.json({ checkin, exp }, 200);
  });
}
