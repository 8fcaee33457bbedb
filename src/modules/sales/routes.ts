import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { groupings, salesRows, salesTotals } from './figures.js';
import { dateInput } from '../../http/time-input.js';

/**
 * Sales (issue 15 item 9): revenue of ended sessions grouped by day, month, lot, operator or ward.
 * A session counts on the day it ended, in its lot's own time zone (Asia/Tokyo for every lot today),
 * so a session ending at 23:30 JST on 31 October is October's even though it is 14:30 UTC.
 */

const MAX_RANGE_DAYS = 400;


export const SalesQuery = z.object({
  group_by: z.enum(groupings).openapi({ param: { name: 'group_by', in: 'query' } }),
  from: dateInput.openapi({ param: { name: 'from', in: 'query' }, description: 'First local day (YYYY-MM-DD), inclusive.' }),
  to: dateInput.openapi({ param: { name: 'to', in: 'query' }, description: `Last local day, inclusive; at most ${MAX_RANGE_DAYS} days after from.` }),
});

const SalesRowSchema = z
  .object({
    key: z.string().nullable().openapi({ description: 'YYYY-MM-DD, YYYY-MM, a lot id, an operator code or a ward; null: the lot names none.' }),
    label: z.string().nullable().openapi({ description: 'The lot’s name for group_by=lot; null otherwise.' }),
    sessions_count: z.number().int(),
    revenue: z.number().int().openapi({ description: 'Yen: the sum of the sessions’ total_amount.' }),
    average_stay_minutes: z.number().nullable().openapi({ description: 'Mean of ended_at − started_at, one decimal.' }),
  })
  .openapi('SalesRow');

const SalesReportSchema = z
  .object({
    group_by: z.enum(groupings),
    from: z.string(),
    to: z.string(),
    sales: z.array(SalesRowSchema),
    totals: SalesRowSchema.omit({ key: true, label: true }),
  })
  .openapi('SalesReport');

function checkRange(from: string, to: string): void {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) throw new ApiError('validation_error', { message: '`to` is before `from`.', param: 'to' });
  if (days > MAX_RANGE_DAYS) throw new ApiError('validation_error', { message: `At most ${MAX_RANGE_DAYS} days at once.`, param: 'to' });
}

const csvField = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  // Quote what a spreadsheet would misread: separators, quotes, line breaks, and leading formula signs.
  const guarded = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\r\n]/.test(guarded) || guarded !== s ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

const getSales = defineRoute({
  access: { admin: 'sales.view' },
  method: 'get',
  path: '/v1/admin/sales',
  operationId: 'adminSales',
  tags: ['Admin: sales'],
  summary: 'Revenue of ended sessions by day, month, lot, operator or ward, in the lots’ local time',
  description:
    'A session counts on the local day it ended. With `Accept: text/csv` the rows come as CSV (header `key,label,sessions_count,revenue,average_stay_minutes`), streamed, without the totals.',
  request: { query: SalesQuery },
  responses: {
    200: {
      description: 'The report',
      content: {
        'application/json': { schema: SalesReportSchema },
        'text/csv': { schema: z.string().openapi({ description: 'CSV, UTF-8, CRLF line ends, one header line.' }) },
      },
    },
  },
});

export function registerSalesRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getSales, async (c) => {
    const { group_by, from, to } = c.req.valid('query');
    checkRange(from, to);
    const wantsCsv = /\btext\/csv\b/i.test(c.req.header('accept') ?? '') && !/application\/json/i.test(c.req.header('accept') ?? '');
    if (wantsCsv) {
      const rows = await withCallerDb(c, (db) => salesRows(db, group_by, from, to));
      const encoder = new TextEncoder();
      let i = 0;
      // Streamed in chunks of rows, so a long report (by lot) is never one string in memory.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('key,label,sessions_count,revenue,average_stay_minutes\r\n'));
        },
        pull(controller) {
          if (i >= rows.length) return controller.close();
          const chunk = rows.slice(i, i + 500);
          i += chunk.length;
          controller.enqueue(
            encoder.encode(
              chunk.map((r) => [r.key, r.label, r.sessions_count, r.revenue, r.average_stay_minutes].map(csvField).join(',') + '\r\n').join(''),
            ),
          );
        },
      });
      return c.body(stream, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sales-${group_by}-${from}-${to}.csv"`,
      }) as never;
    }
    const report = await withCallerDb(c, async (db) => ({
      group_by,
      from,
      to,
      sales: await salesRows(db, group_by, from, to),
      totals: await salesTotals(db, from, to),
    }));
    return c.json(report, 200);
  });
}
