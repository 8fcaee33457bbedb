import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { callerSetup, type DbCaller } from '../../src/db/caller.js';
import type { Database, Queryable } from '../../src/db/types.js';

/** The whole envelope of an error answer, and its param when the test names one. */
export function expectError(res: { status: number; body: any; headers?: Headers }, status: number, code: string, param?: string | null) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toMatchObject({ code, message: expect.any(String), request_id: expect.any(String) });
  if (res.headers) expect(res.headers.get('x-request-id')).toBe(res.body.error.request_id);
  if (param !== undefined) expect(res.body.error.param).toBe(param);
}

export const anon: DbCaller = { role: 'anon', claims: { role: 'anon' } };
export const userCaller = (userId: string): DbCaller => ({ role: 'authenticated', claims: { sub: userId, role: 'authenticated' } });

/**
 * Runs `work` in the database as `caller` (role and claims, so row-level security applies, without
 * the API in between), always rolling back; returns what it returned or the SQLSTATE it raised.
 */
export async function asCallerRolledBack<T>(db: Database, caller: DbCaller, work: (tx: Queryable) => Promise<T>): Promise<T | { sqlstate: string }> {
  const rollback = new Error('rollback');
  let out: T | { sqlstate: string } | undefined;
  try {
    await db.transaction(async (tx) => {
      try {
        out = await work(tx);
      } catch (err) {
        out = { sqlstate: (err as { code: string }).code };
      }
      throw rollback;
    }, callerSetup(caller));
  } catch (err) {
    if (err !== rollback) throw err;
  }
  return out!;
}

/** An asset as the upload flow registers it (category `content`). */
export async function createAsset(db: Queryable, url = `https://cdn.example.jp/content/${randomUUID()}.jpg`): Promise<{ id: string; url: string }> {
  const key = `content/${randomUUID()}.jpg`;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.assets (user_id, category, file_name, mime_type, file_size, s3_key, public_url)
     values (null, 'content', 'cover.jpg', 'image/jpeg', 12345, $1, $2) returning id`,
    [key, url],
  );
  return { id: rows[0]!.id, url };
}

export interface ArticleOptions {
  slug?: string;
  locale?: 'ja' | 'en';
  category?: string;
  title?: string;
  summary?: string | null;
  body?: string;
  status?: 'draft' | 'published' | 'archived';
  /** SQL for published_at, relative to now(): '-1 hour', '+2 days'. */
  publishedIn?: string | null;
  coverAssetId?: string | null;
}

export async function createArticle(db: Queryable, o: ArticleOptions = {}): Promise<{ id: string; slug: string }> {
  const slug = o.slug ?? `article-${randomUUID().slice(0, 8)}`;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.articles (slug, locale, category, title, summary, body_markdown, status, published_at, cover_asset_id)
     values ($1, $2, $3, $4, $5, $6, $7, case when $8::text is null then null else date_trunc('milliseconds', now() + $8::interval) end, $9)
     returning id`,
    [
      slug,
      o.locale ?? 'ja',
      o.category ?? 'news',
      o.title ?? `Title of ${slug}`,
      o.summary === undefined ? 'A summary.' : o.summary,
      o.body ?? '# Heading\n\nSome **bold** text.',
      o.status ?? 'published',
      o.publishedIn === undefined ? (o.status === 'draft' ? null : '-1 hour') : o.publishedIn,
      o.coverAssetId ?? null,
    ],
  );
  return { id: rows[0]!.id, slug };
}

export interface AdOptions {
  placement?: string;
  locale?: 'ja' | 'en' | null;
  title?: string;
  priority?: number;
  startsIn?: string;
  endsIn?: string | null;
  isActive?: boolean;
  imageAssetId?: string | null;
}

export async function createAd(db: Queryable, o: AdOptions = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.ads (placement, locale, title, body, link_url, advertiser, priority, starts_at, ends_at, is_active, image_asset_id)
     values ($1, $2, $3, 'Body text', 'https://example.jp/campaign', 'Example Co.', $4, now() + $5::interval,
             case when $6::text is null then null else now() + $6::interval end, $7, $8)
     returning id`,
    [
      o.placement ?? 'home_banner',
      o.locale === undefined ? null : o.locale,
      o.title ?? `Ad ${randomUUID().slice(0, 8)}`,
      o.priority ?? 0,
      o.startsIn ?? '-1 hour',
      o.endsIn === undefined ? '+1 day' : o.endsIn,
      o.isActive ?? true,
      o.imageAssetId ?? null,
    ],
  );
  return rows[0]!.id;
}

export interface SponsorOptions {
  name?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  exp?: number;
  status?: 'draft' | 'active' | 'ended';
  reward?: Record<string, unknown> | null;
  logoAssetId?: string | null;
  /**
   * When it was created (default now()). PGlite's clock moves in milliseconds, so sponsors made in a
   * row can share an instant: a test of the newest-first order gives each its own.
   */
  createdAt?: Date;
}

/** Tokyo Station's forecourt, where the sponsors of these tests stand unless told otherwise. */
export const TOKYO_STATION = { lat: 35.681236, lng: 139.767125 };

export async function createSponsor(db: Queryable, o: SponsorOptions = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.sponsors (name, description, benefit, address, lat, lng, checkin_radius_m, checkin_exp, status, logo_asset_id, website_url, created_at)
     values ($1, 'A partner café.', 'A free coffee with any parking receipt', '東京都千代田区丸の内1丁目', $2, $3, $4, $5, $6, $7, 'https://example.jp',
             coalesce($8::timestamptz, date_trunc('milliseconds', now())))
     returning id`,
    [
      o.name ?? `Sponsor ${randomUUID().slice(0, 8)}`,
      o.lat ?? TOKYO_STATION.lat,
      o.lng ?? TOKYO_STATION.lng,
      o.radius ?? 100,
      o.exp ?? 30,
      o.status ?? 'active',
      o.logoAssetId ?? null,
      o.createdAt ?? null,
    ],
  );
  const id = rows[0]!.id;
  if (o.reward !== null) {
    await db.query('insert into public.sponsor_rewards (sponsor_id, data) values ($1, $2)', [id, JSON.stringify(o.reward ?? { coupon_code: 'PARK-2026' })]);
  }
  return id;
}

/** A point `metres` north of `from` (a metre of latitude is 1/111,195 of a degree on the sphere used). */
export function north(from: { lat: number; lng: number }, metres: number): { lat: number; lng: number } {
  return { lat: from.lat + metres / ((6371008.8 * Math.PI) / 180), lng: from.lng };
}
