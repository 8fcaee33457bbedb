import pg from 'pg';

/**
 * Value parsing shared by both drivers, so that a row looks the same on PGlite and on a server:
 * int8 and numeric as numbers (pg's default is strings), timestamptz as ISO 8601 UTC strings with
 * `Z` (the API's timestamp format; Date objects would only be converted back at the edge).
 */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
export const TIMESTAMPTZ_OID = 1184;

const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID) as (v: string) => Date | number;

export function timestamptzToIso(value: string): string {
  const parsed = parseTimestamptz(value);
  return parsed instanceof Date && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : value;
}

export const valueParsers: Record<number, (value: string) => unknown> = {
  [INT8_OID]: (v) => Number(v),
  [NUMERIC_OID]: (v) => Number(v),
  [TIMESTAMPTZ_OID]: timestamptzToIso,
};
