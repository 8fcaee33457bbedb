import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { withAudit } from '../admin/audit.js';
import { notBlank } from '../content/admin-shared.js';
import { dateInput } from '../../http/time-input.js';
import { chars } from '../parking-lots/schemas.js';

/**
 * The holiday calendar for admins (issue 15 item 7): add or remove a one-off holiday. The fee engine
 * reads public.holidays on every estimate and finalisation (calc_fee_program, and lot_hours_program_open
 * for business hours): no cache to clear, so the next calculation after the commit prices the day as a
 * holiday (or not).
 */

const HolidaySchema = z
  .object({ date: z.string().openapi({ format: 'date' }), name: z.string(), name_en: z.string().nullable() })
  .openapi('AdminHoliday');
type Holiday = z.infer<typeof HolidaySchema>;

const HolidayCreateBody = z
  .strictObject({ date: dateInput, name: notBlank(chars(1, 100)), name_en: chars(1, 100).nullable().optional() })
  .openapi('AdminHolidayCreateBody');
const HolidayListQuery = z.object({
  year: z.coerce.number().int().min(1970).max(2100).optional().openapi({ param: { name: 'year', in: 'query' }, description: 'Default: this year in Asia/Tokyo.' }),
});
const DateParams = z.object({ date: dateInput.openapi({ param: { name: 'date', in: 'path' } }) });

async function getHoliday(db: Queryable, date: string): Promise<Holiday | undefined> {
  const { rows } = await db.query<Holiday>('select holiday_date::text as date, name, name_en from public.holidays where holiday_date = $1', [date]);
  return rows[0];
}

const tags = ['Admin: settings'];

const listRoute = defineRoute({
  access: { admin: 'settings.view' },
  method: 'get',
  path: '/v1/admin/holidays',
  operationId: 'adminListHolidays',
  tags,
  summary: 'The holiday calendar of a year, the one the fee engine prices by',
  description: 'National, substitute and citizens’ holidays and any one-off holidays added here, in date order.',
  request: { query: HolidayListQuery },
  responses: { 200: jsonContent(z.object({ year: z.number().int(), holidays: z.array(HolidaySchema) }).openapi('AdminHolidayList'), 'The year') },
});
const createRoute = defineRoute({
  access: { admin: 'settings.edit' },
  method: 'post',
  path: '/v1/admin/holidays',
  operationId: 'adminAddHoliday',
  tags,
  summary: 'Add a one-off holiday; fees are priced by it from the next calculation',
  description: 'Pricing rules for `holiday` apply on that day and `holiday_eve` on the day before. Recorded in the audit log.',
  request: { body: jsonBody(HolidayCreateBody) },
  errors: { 409: '`conflict`: the date is already a holiday (`param: date`).' },
  responses: { 201: jsonContent(z.object({ holiday: HolidaySchema }).openapi('AdminHolidayResult'), 'Added') },
});
const deleteRoute = defineRoute({
  access: { admin: 'settings.edit' },
  method: 'delete',
  path: '/v1/admin/holidays/{date}',
  operationId: 'adminRemoveHoliday',
  tags,
  summary: 'Remove a holiday from the calendar',
  description: 'The day is priced by its weekday from the next calculation. Recorded in the audit log.',
  request: { params: DateParams },
  errors: { 404: '`not_found`: the date is not a holiday.' },
  responses: { 204: { description: 'Removed' } },
});

export function registerHolidayAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const body = await withCallerDb(c, async (db) => {
      const { rows: y } = await db.query<{ year: number }>(
        `select coalesce($1::int, extract(year from now() at time zone 'Asia/Tokyo')::int) as year`,
        [c.req.valid('query').year ?? null],
      );
      const year = y[0]!.year;
      const { rows } = await db.query<Holiday>(
        `select holiday_date::text as date, name, name_en from public.holidays
          where holiday_date >= make_date($1, 1, 1) and holiday_date < make_date($1 + 1, 1, 1) order by holiday_date`,
        [year],
      );
      return { year, holidays: rows };
    });
    return c.json(body, 200);
  });

  app.openapi(createRoute, async (c) => {
    const body = c.req.valid('json');
    const holiday = await withAudit(c, async (db, audit) => {
      const { rows } = await db.query<Holiday>(
        `insert into public.holidays (holiday_date, name, name_en) values ($1, $2, $3) on conflict (holiday_date) do nothing
         returning holiday_date::text as date, name, name_en`,
        [body.date, body.name, body.name_en ?? null],
      );
      if (!rows[0]) throw new ApiError('conflict', { message: `${body.date} is already a holiday.`, param: 'date' });
      await audit({ action: 'holiday.create', target_type: 'holiday', target_id: body.date, before: null, after: rows[0] });
      return rows[0];
    });
    return c.json({ holiday }, 201);
  });

  app.openapi(deleteRoute, async (c) => {
    const { date } = c.req.valid('param');
    await withAudit(c, async (db, audit) => {
      const before = await getHoliday(db, date);
      if (!before) throw new ApiError('not_found', { message: `${date} is not a holiday.`, param: 'date' });
      await db.query('delete from public.holidays where holiday_date = $1', [date]);
      await audit({ action: 'holiday.delete', target_type: 'holiday', target_id: date, before, after: null });
    });
    return c.body(null, 204);
  });
}
