import { z } from '@hono/zod-openapi';

/*
 * Instants and dates as clients send them. Zod's ISO patterns also admit values PostgreSQL refuses
 * or cannot give back in the same form: year 0000 (no year 0 in AD notation), offsets beyond ±15:59
 * ("time zone displacement out of range"), and instants past 9999-12-31 in UTC (an end of
 * 9999-12-31T23:59:59-10:00 came back as +010000-01-01..., outside the contract's date-time). Those
 * reached the database and were refused there as an error naming no field; here they are a 422
 * naming the field like any other invalid value.
 */
/** The first instant PostgreSQL stores and the API writes as a four-digit year (cursors check it too). */
export const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST = Date.parse('9999-12-31T23:59:59.999Z');
const OFFSET_HOURS = /[+-](\d\d):\d\d$/;

function storableInstant(text: string): boolean {
  const time = Date.parse(text);
  const offsetHours = OFFSET_HOURS.exec(text)?.[1];
  return time >= FIRST_INSTANT && time <= LAST && (offsetHours === undefined || Number(offsetHours) <= 15);
}

/** ISO 8601 with an explicit offset: a fee or a schedule depends on the instant, and a bare local time is ambiguous. */
export const instantInput = z.iso
  .datetime({ offset: true })
  .refine(storableInstant, { message: 'Must lie between 0001-01-01 and 9999-12-31 in UTC, with an offset within ±15:59.' })
  .openapi({ example: '2026-11-24T18:00:00+09:00' });

/** A calendar date (YYYY-MM-DD), years 0001-9999. */
export const dateInput = z.iso
  .date()
  .refine((text) => !text.startsWith('0000'), { message: 'Years start at 0001.' })
  .openapi({ example: '2026-04-01' });
