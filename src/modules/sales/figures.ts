import type { Queryable } from '../../db/types.js';

/**
 * The one definition of the sales figures: the admin report (routes.ts) and the daily and monthly
 * digests (digest.ts) both read them here, so a digest's numbers are the report's for its period.
 * A session counts on the local day it ended in its lot's time zone.
 */

export const groupings = ['day', 'month', 'lot', 'operator', 'ward'] as const;
export type Grouping = (typeof groupings)[number];

export interface SalesRow {
  key: string | null;
  label: string | null;
  sessions_count: number;
  revenue: number;
  average_stay_minutes: number | null;
}
export type SalesTotals = Omit<SalesRow, 'key' | 'label'>;

const KEY: Record<Grouping, string> = {
  day: `to_char((s.ended_at at time zone l.timezone)::date, 'YYYY-MM-DD')`,
  month: `to_char((s.ended_at at time zone l.timezone)::date, 'YYYY-MM')`,
  lot: 's.parking_lot_id::text',
  operator: 'l.operator_code',
  ward: 's.ward',
};

// A local date lies within a day of the same UTC date, so the bound on ended_at itself (a day wider
// on each side) lets the ended_at index read only the range; the local date decides.
const ENDED_IN_RANGE = `from public.parking_sessions s join public.parking_lots l on l.id = s.parking_lot_id
  where s.status = 'ended'
    and s.ended_at >= ($1::date - 1)::timestamp at time zone 'UTC' and s.ended_at < ($2::date + 2)::timestamp at time zone 'UTC'
    and (s.ended_at at time zone l.timezone)::date between $1::date and $2::date`;

const MEASURES = `count(*)::int as sessions_count, coalesce(sum(s.total_amount), 0)::bigint as revenue,
  round((avg(extract(epoch from s.ended_at - s.started_at)) / 60)::numeric, 1) as average_stay_minutes`;

export async function salesRows(db: Queryable, group: Grouping, from: string, to: string): Promise<SalesRow[]> {
  const label = group === 'lot' ? 'max(l.name)' : 'null::text';
  const { rows } = await db.query<SalesRow>(
    `select ${KEY[group]} as key, ${label} as label, ${MEASURES}
       ${ENDED_IN_RANGE}
      group by 1
      order by ${group === 'day' || group === 'month' ? '1' : 'revenue desc, 1'} nulls last`,
    [from, to],
  );
  return rows;
}

export async function salesTotals(db: Queryable, from: string, to: string): Promise<SalesTotals> {
  const { rows } = await db.query<SalesTotals>(`select ${MEASURES} ${ENDED_IN_RANGE}`, [from, to]);
  return rows[0]!;
}

