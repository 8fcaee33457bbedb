import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type {
  BundleCreateBody,
  BundlePatchBody,
  ParkingLotFull,
  ParkingLotListItem,
  ParkingLotPricingRule,
  ParkingLotResponseRow,
  PublicParkingLot,
} from './schemas.js';

type Full = z.infer<typeof ParkingLotFull>;
type PublicLot = z.infer<typeof PublicParkingLot>;
type ListItem = z.infer<typeof ParkingLotListItem>;
type PricingRule = z.infer<typeof ParkingLotPricingRule>;

/** The keys of ParkingLotResponse (2.6), in its order. */
const RESPONSE_COLUMNS = [
  'id', 'name', 'address', 'status', 'source', 'parent_id', 'variant_label', 'place_id', 'total_spaces', 'structure',
  'entry_method', 'entry_difficulty', 'max_height_m', 'max_width_m', 'max_length_m', 'max_weight_t', 'min_clearance_cm',
  'max_tire_width_mm', 'max_parking_duration_min', 'receipt_available', 'operator_code', 'raw_text', 'created_at',
  'updated_at', 'geometry',
];

/** ParkingLotRecord: the response keys and the rest of the core fields, with the time zone. */
const RECORD_COLUMNS = [
  ...RESPONSE_COLUMNS, 'lot_type', 'vehicle_type_max', 'description', 'pricing_notes', 'contact_phone', 'contact_email',
  'contact_url', 'capacity_kei', 'capacity_regular', 'capacity_oversized', 'capacity_motorcycle', 'capacity_ev',
  'capacity_disabled', 'entry_exit_locations', 'timezone',
];

const PUBLIC_HIDDEN = new Set(['status', 'source', 'raw_text', 'created_at']);

const columns = (names: string[], alias = 'l') => names.map((c) => `${alias}.${c}`).join(', ');

/** The rating listings show, from the lot's listing columns (kept by the database from approved reviews). */
const RATING = 'round(l.rating_sum::numeric / nullif(l.review_count, 0), 2) as avg_rating, l.review_count';

// Pieces of a lot as JSON arrays, each in its display order. Dates are read as text: the drivers
// would turn a date into a local-midnight Date.
const HOURS_JSON = `coalesce((select jsonb_agg(to_jsonb(h) - 'id' - 'parking_lot_id' order by h.id)
    from public.parking_lot_hours h where h.parking_lot_id = l.id), '[]')`;
const RULES_JSON = `coalesce((select jsonb_agg(to_jsonb(r) - 'id' - 'parking_lot_id' order by r.rule_order)
    from public.parking_lot_pricing_rules r where r.parking_lot_id = l.id), '[]')`;
const IMAGES_JSON = `coalesce((select jsonb_agg(jsonb_build_object('asset_id', i.asset_id, 'url', a.public_url,
      'is_main', i.is_main, 'sort_order', i.sort_order) order by i.is_main desc, i.sort_order nulls last, i.id)
    from public.parking_lot_images i join public.assets a on a.id = i.asset_id where i.parking_lot_id = l.id), '[]')`;
const TAGS_JSON = `coalesce((select jsonb_agg(jsonb_build_object('tag_code', t.tag_code, 'name_en', t.name_en,
      'name_ja', t.name_ja, 'category', t.category, 'state', lt.state) order by t.sort_order, t.tag_code)
    from public.parking_lot_tags lt join public.tags t on t.id = lt.tag_id where lt.parking_lot_id = l.id), '[]')`;
const OWNERS_JSON = `coalesce((select jsonb_agg(jsonb_build_object('owner_id', o.id, 'display_name', o.display_name)
      order by lo.created_at, o.id)
    from public.parking_lot_owners lo join public.owners o on o.id = lo.owner_id where lo.parking_lot_id = l.id), '[]')`;

function lotNotFound(id: string): ApiError {
  return new ApiError('lot_not_found', { message: `No parking lot ${id}.`, param: 'id' });
}

/** `%q%` for ILIKE, with the pattern characters of q taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, '\\$&')}%`;
}

// Bundles -------------------------------------------------------------------------------------------

export interface BundleResult {
  parking_lot: ParkingLotResponseRow;
  hours_count: number;
  pricing_rules_count: number;
  images_count: number;
  tags_count: number;
  owners_count: number;
}

interface BundleCounts {
  parking_lot_id: string;
  hours_count: number;
  pricing_rules_count: number;
  images_count: number;
  tags_count: number;
  owners_count: number;
}

async function bundleResult(db: Queryable, counts: BundleCounts): Promise<BundleResult> {
  const { parking_lot_id: id, ...rest } = counts;
  return { parking_lot: await getLotResponse(db, id), ...rest };
}

/**
 * One call of create_parking_lot_bundle: the whole bundle or nothing (the caller's transaction).
 * With a client request id, a repeat of an earlier create by the same user writes nothing and
 * answers (`created` false) with that create's counts and its lot as the lot is now.
 */
export async function createLotBundle(
  db: Queryable,
  body: BundleCreateBody,
  asOwner: boolean,
  clientRequestId: string | null = null,
): Promise<{ result: BundleResult; created: boolean }> {
  const { rows } = await db.query<{ counts: BundleCounts & { replayed?: boolean } }>(
    'select public.create_parking_lot_bundle($1::jsonb, $2, $3) as counts',
    [JSON.stringify(body), asOwner, clientRequestId],
  );
  const { replayed, ...counts } = rows[0]!.counts;
  return { result: await bundleResult(db, counts), created: !replayed };
}

export async function patchLotBundle(db: Queryable, id: string, body: BundlePatchBody, asOwner: boolean): Promise<BundleResult> {
  const { rows } = await db.query<{ counts: BundleCounts }>('select public.patch_parking_lot_bundle($1, $2::jsonb, $3) as counts', [
    id,
    JSON.stringify(body),
    asOwner,
  ]);
  return bundleResult(db, rows[0]!.counts);
}

export async function getLotResponse(db: Queryable, id: string): Promise<ParkingLotResponseRow> {
  const { rows } = await db.query<ParkingLotResponseRow>(`select ${columns(RESPONSE_COLUMNS)} from public.parking_lots l where l.id = $1`, [id]);
  if (!rows[0]) throw lotNotFound(id);
  return rows[0];
}

// Reading for the portals ---------------------------------------------------------------------------

/**
 * A lot with every part, as far as the caller's policies show it; with `ownerId`, only a lot linked
 * to that owner (an owner can also see every published lot, but edits only their own).
 */
export async function getFullLot(db: Queryable, id: string, ownerId?: string): Promise<Full> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${columns(RECORD_COLUMNS)}, ${HOURS_JSON} as hours, ${RULES_JSON} as pricing_rules, ${IMAGES_JSON} as images,
            ${TAGS_JSON} as tags, ${OWNERS_JSON} as owners, ${RATING}
       from public.parking_lots l
      where l.id = $1
        and ($2::uuid is null or exists (select 1 from public.parking_lot_owners lo where lo.parking_lot_id = l.id and lo.owner_id = $2))`,
    [id, ownerId ?? null],
  );
  const row = rows[0];
  if (!row) throw lotNotFound(id);
  const { hours, pricing_rules, images, tags, owners, avg_rating, review_count, ...parkingLot } = row;
  return { parking_lot: parkingLot, hours, pricing_rules, images, tags, owners, avg_rating, review_count } as Full;
}

/**
 * A lot and its parts as one flat record (the lot's fields beside hours, pricing_rules, images, tags
 * and owners), for before/after comparisons: the audit log and the moderation queue's changes.
 * The listing columns (ratings) are left out: they follow reviews, not edits of the lot.
 */
export async function lotSnapshot(db: Queryable, id: string): Promise<Record<string, unknown> | null> {
  try {
    const { parking_lot, hours, pricing_rules, images, tags, owners } = await getFullLot(db, id);
    const { updated_at: _updated, ...fields } = parking_lot as Record<string, unknown>;
    return { ...fields, hours, pricing_rules, images, tags, owners };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'lot_not_found') return null;
    throw err;
  }
}

export interface LotListQuery {
  status?: string[] | undefined;
  source?: string[] | undefined;
  q?: string | undefined;
  owner_id?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** Lots of any status the caller may see, newest first (the admin list; an owner's own lots). */
export async function listLots(db: Queryable, query: LotListQuery): Promise<{ items: ParkingLotResponseRow[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<ParkingLotResponseRow>(
    `select ${columns(RESPONSE_COLUMNS)} from public.parking_lots l
      where ($1::text[] is null or l.status = any ($1))
        and ($2::text[] is null or l.source = any ($2))
        and ($3::text is null or l.name ilike $3 or l.address ilike $3)
        and ($4::uuid is null or exists (select 1 from public.parking_lot_owners lo where lo.parking_lot_id = l.id and lo.owner_id = $4))
        and ($5::timestamptz is null or (l.created_at, l.id) < ($5::timestamptz, $6::uuid))
      order by l.created_at desc, l.id desc
      limit $7`,
    [
      query.status ?? null,
      query.source ?? null,
      query.q ? containsPattern(query.q) : null,
      query.owner_id ?? null,
      after?.[0] ?? null,
      after?.[1] ?? null,
      query.limit + 1,
    ],
  );
  return page(rows, query.limit, (l) => [l.created_at, l.id]);
}

// Public reading ------------------------------------------------------------------------------------

export interface LotSearchQuery {
  q?: string | undefined;
  structure?: string[] | undefined;
  entry_method?: string[] | undefined;
  operator_code?: string[] | undefined;
  tags?: string[] | undefined;
  max_height_m?: number | undefined;
  max_width_m?: number | undefined;
  max_length_m?: number | undefined;
  max_weight_t?: number | undefined;
  max_tire_width_mm?: number | undefined;
  vehicle_id?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** Active lots by name, filtered (search_parking_lots; an unknown tag is refused there, never ignored). */
export async function searchLots(db: Queryable, query: LotSearchQuery): Promise<{ items: ListItem[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([z.string(), z.uuid()]));
  const { rows } = await db.query<ListItem>(
    `select * from public.search_parking_lots(p_q => $1, p_structures => $2, p_entry_methods => $3, p_operator_codes => $4,
       p_tags => $5, p_max_height_m => $6, p_max_width_m => $7, p_max_length_m => $8, p_max_weight_t => $9,
       p_max_tire_width_mm => $10, p_after_name => $11, p_after_id => $12, p_limit => $13, p_vehicle_id => $14)`,
    [
      query.q ?? null,
      query.structure ?? null,
      query.entry_method ?? null,
      query.operator_code ?? null,
      query.tags ? [...new Set(query.tags)] : null,
      query.max_height_m ?? null,
      query.max_width_m ?? null,
      query.max_length_m ?? null,
      query.max_weight_t ?? null,
      query.max_tire_width_mm ?? null,
      after?.[0] ?? null,
      after?.[1] ?? null,
      query.limit + 1,
      query.vehicle_id ?? null,
    ],
  );
  return page(rows, query.limit, (l) => [l.name, l.id]);
}

/** A published lot for the app: attributes, geometry, images, tags, hours and rating. */
export async function getPublicLot(db: Queryable, id: string): Promise<PublicLot> {
  const publicColumns = RECORD_COLUMNS.filter((c) => !PUBLIC_HIDDEN.has(c));
  const { rows } = await db.query<PublicLot>(
    `select ${columns(publicColumns)}, ${IMAGES_JSON} as images, ${TAGS_JSON} as tags, ${HOURS_JSON} as hours, ${RATING}
       from public.parking_lots l
      where l.id = $1 and l.status = 'active'`,
    [id],
  );
  if (!rows[0]) throw lotNotFound(id);
  return rows[0];
}

export async function listPublicPricingRules(db: Queryable, id: string): Promise<PricingRule[]> {
  const { rows } = await db.query<{ pricing_rules: PricingRule[] }>(
    `select ${RULES_JSON} as pricing_rules from public.parking_lots l where l.id = $1 and l.status = 'active'`,
    [id],
  );
  if (!rows[0]) throw lotNotFound(id);
  return rows[0].pricing_rules;
}

export interface NearbyQuery {
  lat: number;
  lng: number;
  radius_m?: number | undefined;
  limit?: number | undefined;
  max_height_m?: number | undefined;
  tags?: string[] | undefined;
  vehicle_id?: string | undefined;
  open_now?: boolean | undefined;
  max_price?: number | undefined;
  entry_at?: string | undefined;
  exit_at?: string | undefined;
  sort?: 'distance' | 'price' | undefined;
}

export const NEARBY_DEFAULT_RADIUS_M = 500;
export const NEARBY_DEFAULT_LIMIT = 50;

/** The query parameters become nearby_parking_lots' p_filters, key for key; the function checks them. */
export function nearbyFilters(query: NearbyQuery): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const key of ['max_height_m', 'tags', 'vehicle_id', 'open_now', 'max_price', 'entry_at', 'exit_at', 'sort'] as const) {
    if (query[key] !== undefined) filters[key] = query[key];
  }
  return filters;
}

// The rows and order of nearby_parking_lots, the contract's function, read from the search behind
// it (nearby_parking_lots_ranked), which also gives the estimate's columns when a stay is given.
// Its rank is the order, so the page is sorted once: through nearby_parking_lots it was sorted by
// rank there and again here, and ordering here by the reported distance (rounded to 0.1 m) and id
// put two lots that round to the same distance in id order rather than nearest first. A row is
// serialized as a record of the contract's columns (and the estimate's): to_jsonb(n) - 'rank'
// built and printed a jsonb object per row, a seventh of the priced search's database time.
function nearbyBodySql(columns: string): string {
  return `select '{"parking_lots":' || coalesce(json_agg(j order by n.rank), '[]')::text || '}' as body
            from public.nearby_parking_lots_ranked($1, $2, $3, $4::jsonb, $5) n
            cross join lateral (select ${columns}) j`;
}
const NEARBY_COLUMNS = 'n.id, n.name, n.address, n.lat, n.lng, n.distance_m, n.avg_rating, n.review_count, n.main_image, n.tags';
const NEARBY_BODY_SQL = nearbyBodySql(NEARBY_COLUMNS);
const PRICED_NEARBY_BODY_SQL = nearbyBodySql(`${NEARBY_COLUMNS}, n.estimated_fee, n.fee_complete, n.leave_by, n.next_amount`);

/**
 * The endpoint's whole JSON body, `{"parking_lots": [...]}`, serialized by the database (json_agg
 * keeps the function's column names, which are the contract's keys) and passed through as its bytes
 * where the driver can (QueryOptions.textAsBytes; PGlite gives the text): the API neither parses 50
 * rows and serializes them again (measured: the endpoint's throughput is bound by the API process
 * otherwise) nor decodes 15 KB of UTF-8 only to encode it back for the socket.
 */
export async function nearbyLotsBody(db: Queryable, query: NearbyQuery): Promise<Buffer | string> {
  const args = [
    query.lat,
    query.lng,
    query.radius_m ?? NEARBY_DEFAULT_RADIUS_M,
    JSON.stringify(nearbyFilters(query)),
    query.limit ?? NEARBY_DEFAULT_LIMIT,
  ];
  const sql = query.entry_at === undefined ? NEARBY_BODY_SQL : PRICED_NEARBY_BODY_SQL;
  const { rows } = await db.query<{ body: Buffer | string }>(sql, args, { textAsBytes: true });
  return rows[0]!.body;
}
