import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../clock.js';
import { z } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { ErrorEnvelopeSchema } from '../../http/openapi-errors.js';
import { jsonBody } from '../../http/openapi-helpers.js';
import { rateLimitHeaderDocs, rateLimitHeaders } from '../../http/rate-limit.js';
import { defineRoute } from '../../http/route.js';
import { TtlCache } from '../../http/ttl-cache.js';
import type { Lexicon } from './parser/lexicon.js';
import { SearchAiBody, SearchAiResult, UnparseableError } from './schemas.js';
import { interpret, loadLexicon, takeSearchToken, toResult, UNPARSEABLE_MESSAGES, WINDOW_SECONDS } from './service.js';

const rateLimitHeaderSpec = rateLimitHeaderDocs('Requests allowed per minute on the caller’s tier (10 free, 60 Plus).', WINDOW_SECONDS);

const searchAi = defineRoute({
  access: 'user',
  method: 'post',
  path: '/v1/search/ai',
  operationId: 'searchAi',
  tags: ['Search'],
  summary: 'Natural-language search: one sentence in Japanese or English → the structured search',
  description:
    'Reads a place (station, ward, city, chōme, landmark, lot name), a stay (dates, times, ranges, durations, overnight; ' +
    'Asia/Tokyo, relative to the request), a price limit and conditions (tags, vehicle height, structure, not mechanical, ' +
    'vehicle type) from the sentence, without any hosted model. `search` is the GET /v1/parking-lots/nearby query for it. ' +
    'Rate limited per user: 10 a minute on the free tier, 60 on Plus (RateLimit-* headers on every answer).',
  request: { body: jsonBody(SearchAiBody) },
  responses: {
    200: { description: 'What the sentence says', headers: rateLimitHeaderSpec, content: { 'application/json': { schema: SearchAiResult } } },
    422: {
      description:
        '`unparseable` (only `code` and `message`, contract 7): nothing usable in the query (empty, only noise) or a time range ' +
        'ending before it starts. `validation_error`: the body breaks the schema; `param` names the field.',
      headers: rateLimitHeaderSpec,
      content: { 'application/json': { schema: z.union([UnparseableError, ErrorEnvelopeSchema]) } },
    },
    429: {
      description: '`rate_limited`: the caller’s per-minute budget is spent; retry after Retry-After seconds.',
      headers: { ...rateLimitHeaderSpec, 'Retry-After': { description: 'Seconds until a request is allowed again.', schema: { type: 'integer' as const } } },
      content: { 'application/json': { schema: ErrorEnvelopeSchema } },
    },
  },
});

export function registerSearchAiRoutes(app: OpenAPIHono<AppEnv>, cacheSeconds: number, clock: Clock): void {
  // The phrase table and the gazetteer change as rarely as master data, and are cached like it.
  const lexicons = new TtlCache<Lexicon>(cacheSeconds * 1000, clock);
  app.openapi(searchAi, async (c) => {
    const { db, clock } = c.get('deps');
    const body = c.req.valid("json");
    const limit = await takeSearchToken(db, c.get('auth')!.userId);
    const headers = rateLimitHeaders(limit, WINDOW_SECONDS);
    if (!limit.allowed) {
      throw new ApiError('rate_limited', { retryAfter: limit.retryAfterSeconds, headers, details: { limit: limit.limit, window_seconds: WINDOW_SECONDS } });
    }
    const now = clock.now();
    const interpretation = await withCallerDb(c, async (tx) => {
      const lexicon = await lexicons.get('lexicon', () => loadLexicon(tx));
      return interpret(tx, lexicon, body.query, now);
    });
    const failure = interpretation.parsed.failure;
    if (failure) {
      const language = body.locale.toLowerCase().startsWith('ja') ? 'ja' : 'en';
      return c.json({ error: { code: 'unparseable', message: UNPARSEABLE_MESSAGES[language][failure] } }, 422, {
        ...headers,
        'X-Request-Id': c.get('requestId'),
      }) as never;
    }
    return c.json(toResult(interpretation), 200, headers) as never;
  });
}
