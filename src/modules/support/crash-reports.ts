import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppEnv } from '../../http/context.js';
import { defineRoute } from '../../http/route.js';
import type { Queryable } from '../../db/types.js';

export const CrashReportBodySchema = z
  .strictObject({
    stack: z.string().min(1).max(20_000).openapi({ description: 'The stack trace, as the app captured it.' }),
    device: z.string().min(1).max(200).openapi({ example: 'iPhone15,2 iOS 18.1' }),
    app_version: z.string().min(1).max(50).openapi({ example: '1.4.2 (312)' }),
  })
  .openapi('CrashReportBody');

const postCrashReport = defineRoute({
  access: 'optional',
  method: 'post',
  path: '/v1/crash-reports',
  operationId: 'reportCrash',
  tags: ['Support'],
  summary: 'Report an app crash',
  description: 'Anyone may report (a crash can happen before sign-in); a signed-in reporter is recorded.',
  request: { body: { required: true, content: { 'application/json': { schema: CrashReportBodySchema } } } },
  responses: {
    201: {
      description: 'Recorded',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }).openapi('CrashReportResult') } },
    },
  },
});

export async function recordCrashReport(db: Queryable, report: z.infer<typeof CrashReportBodySchema>): Promise<void> {
  // No RETURNING: reporters may insert but not read crash reports back.
  await db.query('insert into public.crash_reports (stack, device, app_version) values ($1, $2, $3)', [
    report.stack,
    report.device,
    report.app_version,
  ]);
}

export function registerCrashReportRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(postCrashReport, async (c) => {
    const report = c.req.valid('json');
    await withCallerDb(c, (db) => recordCrashReport(db, report));
    return c.json({ ok: true as const }, 201);
  });
}
