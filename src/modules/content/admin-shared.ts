import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import type { AppContext } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { PermissionKey } from '../admin/permissions.js';

/** Helpers the admin content and support screens share. */

export const timestamp = z.string().openapi({ format: 'date-time' });
export const notBlank = (schema: z.ZodString) => schema.refine((s) => s.trim() !== '', { message: 'Must not be only spaces.' });

/**
 * A timestamp column as the API shows it (milliseconds), so that a cursor made from a row names
 * exactly that row: comparisons and order use the same truncated value.
 */
export const ms = (column: string) => `date_trunc('milliseconds', ${column})`;

/**
 * Keyset paging on (created_at, id) in either direction. `where` uses $1.. of `params`; the cursor
 * and limit are appended. `alias` is the table alias whose created_at and id are the key.
 */
export async function keysetPage<T extends { created_at: string; id: string }>(
  db: Queryable,
  sql: { select: string; where: string; alias: string; order: 'asc' | 'desc' },
  params: unknown[],
  query: { limit: number; cursor?: string | undefined },
): Promise<{ items: T[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const n = params.length;
  const cmp = sql.order === 'desc' ? '<' : '>';
  const { rows } = await db.query<T>(
    `${sql.select}
      where (${sql.where})
        and ($${n + 1}::timestamptz is null or (${ms(`${sql.alias}.created_at`)}, ${sql.alias}.id) ${cmp} ($${n + 1}::timestamptz, $${n + 2}::uuid))
      order by ${ms(`${sql.alias}.created_at`)} ${sql.order}, ${sql.alias}.id ${sql.order}
      limit $${n + 3}`,
    [...params, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (r) => [r.created_at, r.id]);
}

/**
 * `update <table> set <the fields present in body> where id = $1`: a PATCH changes only what it sends
 * (`null` clears a nullable field). `casts` names the SQL type of fields that need one.
 */
export async function updateFields(
  db: Queryable,
  table: string,
  id: string,
  body: Record<string, unknown>,
  columns: readonly string[],
  casts: Record<string, string> = {},
): Promise<void> {
  const keys = columns.filter((k) => body[k] !== undefined);
  if (keys.length === 0) return;
  const sets = keys.map((k, i) => `${k} = $${i + 2}${casts[k] ? `::${casts[k]}` : ''}`);
  const values = keys.map((k) => (casts[k] === 'jsonb' && body[k] !== null ? JSON.stringify(body[k]) : body[k]));
  await db.query(`update ${table} set ${sets.join(', ')} where id = $1`, [id, ...values]);
}

/** A code of the code master (`article_category`, `ad_placement`), or 422 naming the field. */
export async function requireCode(db: Queryable, category: string, code: string | undefined, param: string): Promise<void> {
  if (code === undefined) return;
  const { rows } = await db.query('select 1 from public.codes where category = $1 and code = $2', [category, code]);
  if (!rows[0]) throw new ApiError('validation_error', { message: `${param}: ${code} is not a known ${category} code.`, param });
}

/** An uploaded `content` asset (covers, ad images, sponsor logos), or 422 naming the field. */
export async function requireContentAsset(db: Queryable, assetId: string | null | undefined, param: string): Promise<void> {
  if (!assetId) return;
  const { rows } = await db.query<{ ok: boolean }>(`select public.can_use_asset($1, 'content') as ok`, [assetId]);
  if (!rows[0]?.ok) throw new ApiError('validation_error', { message: `${param}: ${assetId} is not an uploaded content asset.`, param });
}

/**
 * A second key a route needs for some of what it does (publishing through an edit, correcting a lot
 * while resolving a report): 403 as the guard answers for the route's own key.
 */
export function requireAlso(c: AppContext, permission: PermissionKey): void {
  if (!c.get('admin')?.permission_keys.includes(permission)) {
    throw new ApiError('forbidden', {
      message: `This requires the permission ${permission}.`,
      messageKey: 'errors.permission_missing',
      details: { permission },
    });
  }
}

/** 409 for a move the current state does not allow. */
export function badMove(what: string, from: string, verb: string, allowedFrom: string[]): ApiError {
  return new ApiError('conflict', {
    message: `A ${from} ${what} cannot be ${verb}.`,
    details: { status: from, allowed_from: allowedFrom },
  });
}
