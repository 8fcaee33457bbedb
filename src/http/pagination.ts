import { z } from '@hono/zod-openapi';
import { ApiError } from './errors.js';
import { findJsonIssue } from './storable-input.js';
import { FIRST_INSTANT } from './time-input.js';

/**
 * Keyset paging (api-decisions: `limit` default 20, max 100; opaque `cursor`, stable under inserts).
 * The cursor is the sort key of the last row returned, base64url-encoded JSON.
 */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({
    description: 'Rows per page (1..100).',
    param: { name: 'limit', in: 'query' },
  }),
  cursor: z.string().max(500).optional().openapi({
    description: 'The `next_cursor` of the previous page.',
    param: { name: 'cursor', in: 'query' },
  }),
};

export const nextCursorSchema = z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last page.' });

export function encodeCursor(key: unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * A timestamp key as `encodeCursor` wrote it (an ISO 8601 instant in UTC, years 0001-9999). A
 * forged cursor is input like any other: a key the database would refuse (year 10000, 30 February)
 * is a 422 here, not a database error.
 */
export const cursorInstant = z.iso.datetime().refine((s) => {
  const time = Date.parse(s);
  // NaN fails the comparison; a date that does not exist (02-30) comes back as another day.
  return time >= FIRST_INSTANT && new Date(time).toISOString().startsWith(s.slice(0, 10));
});

export function decodeCursor<T extends unknown[]>(cursor: string | undefined, shape: z.ZodType<T>): T | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (findJsonIssue(key)) throw new Error('unstorable text in a cursor');
    return shape.parse(key);
  } catch {
    throw new ApiError('validation_error', { message: 'The cursor is not one this API issued.', param: 'cursor' });
  }
}

/** Fetch limit + 1 rows; the extra one only tells whether there is a next page. */
export function page<T>(rows: T[], limit: number, keyOf: (row: T) => unknown[]): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
