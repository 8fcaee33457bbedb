import { asCaller, serviceCaller } from '../../db/caller.js';
import type { Database, Queryable } from '../../db/types.js';
import { hitRateLimit, type RateLimitResult } from '../../http/rate-limit.js';
import { NEARBY_DEFAULT_RADIUS_M } from '../parking-lots/service.js';
import { PRICED_SEARCH_MAX_STAY_DAYS } from '../parking-lots/schemas.js';
import { buildConfidence } from './parser/confidence.js';
import { buildLexicon, type Lexicon, type PhraseRow, type PlaceRow } from './parser/lexicon.js';
import { parseNumber } from './parser/numbers.js';
import { parseQuery, type ParsedQuery } from './parser/parse.js';
import type { SearchAiFilterBody, SearchAiResultBody } from './schemas.js';

/** Contract 8's limits when the plan master says nothing (it does: subscription_plans.ai_search_per_minute). */
export const FREE_PER_MINUTE = 10;
export const PLUS_PER_MINUTE = 60;
export const WINDOW_SECONDS = 60;

export async function loadLexicon(db: Queryable): Promise<Lexicon> {
  const phrases = await db.query<PhraseRow>(
    `select p.phrase, p.kind, p.tag_code, p.filter_key, p.filter_value
       from public.search_ai_phrases p
       left join public.tags t on t.tag_code = p.tag_code
      where p.kind <> 'tag' or t.is_active`,
  );
  const places = await db.query<PlaceRow>(
    `select place_id, kind, name_ja, base_ja, reading, romaji, area, lat, lng, radius_m, priority, aliases
       from public.search_ai_places`,
  );
  return buildLexicon(phrases.rows, places.rows);
}

/**
 * The caller's budget for this minute: the plan master's ai_search_per_minute for their tier (Plus
 * when the subscriptions area's user_is_premium says so), counted in a sliding window in the
 * database that every API process shares.
 */
export async function takeSearchToken(db: Database, userId: string): Promise<RateLimitResult> {
  const limit = await asCaller(db, serviceCaller, async (tx) => {
    const { rows } = await tx.query<{ per_minute: number | null; premium: boolean }>(
      `with tier as (select public.user_is_premium($1) as premium)
       select tier.premium,
              (select max(p.ai_search_per_minute) from public.subscription_plans p
                where p.is_active and p.tier = case when tier.premium then 'plus' else 'free' end)::int as per_minute
         from tier`,
      [userId],
    );
    const row = rows[0]!;
    return row.per_minute ?? (row.premium ? PLUS_PER_MINUTE : FREE_PER_MINUTE);
  });
  return hitRateLimit(db, `search_ai:user:${userId}`, limit, WINDOW_SECONDS);
}

interface LotMatch {
  name: string;
  address: string | null;
  lat: number;
  lng: number;
  by_name: boolean;
}

/**
 * A location the gazetteer does not know may be a lot's name or part of lots' addresses (西新宿1丁目):
 * published lots only. A name match is that lot's point; an address match is the middle of the
 * lots that share it.
 */
async function findLots(db: Queryable, phrase: string): Promise<{ lat: number; lng: number } | null> {
  // Addresses write chōme in digits (新宿3丁目): 新宿三丁目 finds them too.
  const needle = phrase
    .replace(/(?:の?(?:近く|付近|周辺|そば))$/, '')
    .replace(/([一二三四五六七八九十]+)(?=丁目)/g, (n) => String(parseNumber(n)))
    .trim();
  if ([...needle].length < 2) return null;
  const { rows } = await db.query<LotMatch>(
    `select name, address, rep_lat as lat, rep_lng as lng, strpos(lower(name), lower($1)) > 0 as by_name
       from public.parking_lots
      where status = 'active' and rep_lat is not null
        and (strpos(lower(name), lower($1)) > 0 or strpos(lower(coalesce(address, '')), lower($1)) > 0)
      order by by_name desc, char_length(name), id
      limit 50`,
    [needle],
  );
  if (!rows.length) return null;
  const named = rows.filter((r) => r.by_name);
  const chosen = named.length ? [named[0]!] : rows;
  return {
    lat: Math.round((chosen.reduce((s, r) => s + r.lat, 0) / chosen.length) * 1e6) / 1e6,
    lng: Math.round((chosen.reduce((s, r) => s + r.lng, 0) / chosen.length) * 1e6) / 1e6,
  };
}

export interface Interpretation {
  parsed: ParsedQuery;
  point: { lat: number; lng: number } | null;
  radiusM: number;
}

/** Parses, then resolves what the gazetteer could not through the lots (as the caller: RLS applies). */
export async function interpret(db: Queryable, lexicon: Lexicon, query: string, now: number): Promise<Interpretation> {
  const parsed = parseQuery(query, lexicon, { now });
  let point: { lat: number; lng: number } | null = parsed.place ? { lat: parsed.place.lat, lng: parsed.place.lng } : null;
  let radiusM = parsed.radiusM ?? parsed.place?.radius_m ?? NEARBY_DEFAULT_RADIUS_M;
  if (!parsed.failure || parsed.failure === 'nothing_understood') {
    const candidates = parsed.unresolvedLocation ? [parsed.unresolvedLocation] : parsed.place ? [] : parsed.leftover.slice(0, 3);
    for (const phrase of candidates) {
      const found = await findLots(db, phrase);
      if (!found) continue;
      point = found;
      radiusM = parsed.radiusM ?? NEARBY_DEFAULT_RADIUS_M;
      const lotChars = phrase.length;
      const input = { ...parsed.confidenceInput, locationUnresolved: false };
      // The phrase was counted as left over; a lot's name or address makes it understood.
      input.leftover -= lotChars;
      input.understood += lotChars;
      parsed.location = phrase;
      parsed.unresolvedLocation = null;
      parsed.leftover = parsed.leftover.filter((l) => l !== phrase);
      parsed.confidenceInput = input;
      parsed.confidence = buildConfidence(input);
      if (parsed.failure === 'nothing_understood') parsed.failure = null;
      break;
    }
  }
  return { parsed, point, radiusM };
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/** The answer: the contract's fields, the point, and the nearby query ready to run. */
export function toResult({ parsed, point, radiusM }: Interpretation): SearchAiResultBody {
  const stayDays = parsed.entryAt !== undefined && parsed.exitAt !== undefined ? (parsed.exitAt - parsed.entryAt) / 86_400_000 : undefined;
  const stayInSearch = stayDays !== undefined && stayDays > 0 && stayDays <= PRICED_SEARCH_MAX_STAY_DAYS;
  const tags = parsed.filters.filter((f) => f.type === 'tag').map((f) => String(f.value));
  const height = parsed.filters.find((f) => f.type === 'max_height_m');
  const search: SearchAiResultBody['search'] = { radius_m: radiusM };
  if (point) {
    search.lat = point.lat;
    search.lng = point.lng;
  }
  if (tags.length) search.tags = tags.join(',');
  if (height) search.max_height_m = Number(height.value);
  if (stayInSearch) {
    search.entry_at = isoOf(parsed.entryAt!);
    search.exit_at = isoOf(parsed.exitAt!);
    if (parsed.maxPrice !== undefined) search.max_price = parsed.maxPrice;
  }
  const sortByPrice = parsed.filters.some((f) => f.type === 'sort' && f.value === 'price');
  if (sortByPrice && stayInSearch) search.sort = 'price';
  const openNow = parsed.filters.some((f) => f.type === 'open_now');
  if (openNow) search.open_now = true;

  const filters: SearchAiFilterBody[] = parsed.filters.map((f) => ({
    type: f.type,
    value: f.value,
    text: f.text,
    in_search: f.type === 'tag' || f.type === 'max_height_m' || f.type === 'open_now' || (f.type === 'sort' && stayInSearch),
  }));
  const result: SearchAiResultBody = { location: parsed.location, filters, confidence: parsed.confidence, search };
  if (parsed.entryAt !== undefined) result.entry_at = isoOf(parsed.entryAt);
  if (parsed.exitAt !== undefined) result.exit_at = isoOf(parsed.exitAt);
  if (parsed.maxPrice !== undefined) result.max_price = parsed.maxPrice;
  if (point) result.point = point;
  // Key order of the contract: location, entry_at, exit_at, max_price, filters, confidence, then ours.
  const { location, entry_at, exit_at, max_price, confidence, point: p, search: s } = result;
  return {
    location,
    ...(entry_at !== undefined ? { entry_at } : {}),
    ...(exit_at !== undefined ? { exit_at } : {}),
    ...(max_price !== undefined ? { max_price } : {}),
    filters,
    confidence,
    ...(p ? { point: p } : {}),
    search: s,
  };
}

export const UNPARSEABLE_MESSAGES = {
  ja: {
    empty: '検索文が空です。',
    nothing_understood: '場所・日時・料金・条件のいずれも読み取れませんでした。',
    end_before_start: '終了時刻が開始時刻より前になっています。',
  },
  en: {
    empty: 'The search query is empty.',
    nothing_understood: 'No place, time, price or condition could be read from the query.',
    end_before_start: 'The end of the time range is before its start.',
  },
} as const;
