import type { Queryable } from '../../db/types.js';
import type { z } from '@hono/zod-openapi';
import type { FeeResult, FeeTimelineSchema } from './schemas.js';

export async function calcParkingFee(
  db: Queryable,
  lotId: string,
  entryAt: string,
  exitAt: string,
  vehicleType: string | undefined,
): Promise<FeeResult> {
  const { rows } = await db.query<{ fee: FeeResult }>('select public.calc_parking_fee($1, $2, $3, $4) as fee', [
    lotId,
    entryAt,
    exitAt,
    vehicleType ?? null,
  ]);
  return rows[0]!.fee;
}

/** Epoch microseconds of an ISO 8601 instant with an offset (Date.parse would drop the microseconds). */
export function instantMicros(instant: string): number {
  const m = /^(.*T\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})$/i.exec(instant);
  if (!m) return Number.NaN;
  return Date.parse(`${m[1]}${m[3]}`) * 1000 + Math.floor(Number((m[2] ?? '').padEnd(9, '0')) / 1000);
}

export type FeeTimeline = z.infer<typeof FeeTimelineSchema>;

/** The engine's form of an instant: UTC, a fraction of a second only when it has one. */
export const instantSql = (expr: string) =>
  `regexp_replace(to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '[.]?0+$', '') || 'Z'`;

/**
 * A query's `t` (rows of a *_fee_timeline function) as the API's timeline object; with
 * `breakdownAtUntil` (an SQL expression) also that member.
 */
export function timelineJsonSql(breakdownAtUntil: string | null): string {
  return `jsonb_build_object(
    'steps', coalesce((select jsonb_agg(jsonb_build_object('after', ${instantSql('t.at')}, 'total_amount', t.total_amount) order by t.at)
                         from t where t.kind = 'step'), '[]'),
    'complete_until', (select ${instantSql('t.at')} from t where t.kind = 'complete_until'),
    'caps_reached', coalesce((select jsonb_agg(jsonb_build_object('at', ${instantSql('t.at')}, 'cap_type', t.cap_type, 'rule_order', t.rule_order)
                                        order by t.at, t.rule_order)
                                from t where t.kind = 'cap_reached'), '[]')${breakdownAtUntil ? `,
    'breakdown_at_until', ${breakdownAtUntil}` : ''})`;
}

/**
 * The fee as a function of the exit over (entry, until] and the estimate at until, in one statement.
 * `public`: calc_parking_fee's lots (lot_not_found for others); `any`: calc_lot_fee's (a session's
 * lot, whatever its status now). until null means 24 hours after entry.
 */
export async function feeTimeline(
  db: Queryable,
  lotId: string,
  entryAt: string,
  until: string | null,
  vehicleType: string | null | undefined,
  scope: 'public' | 'any',
): Promise<FeeTimeline> {
  const [timelineFn, feeFn] = scope === 'public' ? ['parking_fee_timeline', 'calc_parking_fee'] : ['lot_fee_timeline', 'calc_lot_fee'];
  const { rows } = await db.query<{ timeline: FeeTimeline }>(
    `with w as (select $2::timestamptz as e, coalesce($3::timestamptz, $2::timestamptz + interval '24 hours') as u),
          t as (select tl.* from w, public.${timelineFn}($1, w.e, w.u, $4) tl)
     select ${timelineJsonSql(`public.${feeFn}($1, w.e, w.u, $4)`)} as timeline
       from w`,
    [lotId, entryAt, until, vehicleType ?? null],
  );
  return rows[0]!.timeline;
}

/** The timeline's fee for an exit at `at`, and the next increase after it (null: none in the window). */
export function meterAt(timeline: Pick<FeeTimeline, 'steps'>, atMicros: number) {
  let feeNow = 0;
  let next: { after: string; total_amount: number } | null = null;
  for (const step of timeline.steps) {
    if (instantMicros(step.after) < atMicros) feeNow = step.total_amount;
    else if (step.total_amount > feeNow) {
      next = step;
      break;
    }
  }
  return { fee_now: feeNow, next_increase_at: next?.after ?? null, next_amount: next?.total_amount ?? null };
}

/**
 * POST /v1/fee-preview: rules as written, compiled once, priced and walked for the timeline in one
 * statement. Hours gate the price as for a stored lot; the timeline, like a stored lot's, ignores them.
 */
export async function feePreview(
  db: Queryable,
  input: { pricing_rules: unknown[]; hours?: unknown[]; entry_at: string; exit_at: string; timezone: string; max_parking_duration_min?: number | null },
): Promise<FeeResult & { steps: FeeTimeline['steps'] }> {
  const { rows } = await db.query<{ fee: FeeResult; steps: FeeTimeline['steps'] }>(
    `with p as (select public.compile_pricing_rules($1::jsonb) as program),
          t as (select tl.* from p, public.fee_timeline_program(p.program, $3::timestamptz, $4::timestamptz, $5) tl)
     select public.calc_fee_program(p.program, $3::timestamptz, $4::timestamptz, $5, public.compile_lot_hours_input($2::jsonb), $6) as fee,
            coalesce((select jsonb_agg(jsonb_build_object('after', ${instantSql('t.at')}, 'total_amount', t.total_amount) order by t.at)
                        from t where t.kind = 'step'), '[]') as steps
       from p`,
    [JSON.stringify(input.pricing_rules), JSON.stringify(input.hours ?? []), input.entry_at, input.exit_at, input.timezone, input.max_parking_duration_min ?? null],
  );
  return { ...rows[0]!.fee, steps: rows[0]!.steps };
}
