// A deliberately naive reading of pricing.md for Japan time (UTC+9 all year), to check the SQL engine
// against: it finds the governing rule minute by minute, lists every unit charge, and applies the
// caps to the charges one at a time. The engine instead walks band edges and batches runs of units,
// so agreement between the two is evidence that the shortcuts change nothing. Instants are counted in
// microseconds, as the engine does (pricing.md §1: nothing is rounded before pricing).
import holidayJp from '@holiday-jp/holiday_jp';
import type { FeeCap, FeeSegment, PricingRule } from './support.js';

const SECOND = 1_000_000;
const MINUTE = 60 * SECOND;
const JST = 9 * 3600 * SECOND;
const DAY = 86_400 * SECOND;
const holidayDates = new Set(Object.keys(holidayJp.holidays));

function dateKey(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** §2: most specific first. */
export function dayTypeChain(day: number): string[] {
  const holiday = holidayDates.has(dateKey(day));
  const eve = !holiday && holidayDates.has(dateKey(day + 1));
  const dow = new Date(day * 86_400_000).getUTCDay();
  return [
    ...(holiday ? ['holiday'] : []),
    ...(eve ? ['holiday_eve'] : []),
    dow === 6 ? 'saturday' : dow === 0 ? 'sunday' : 'weekday',
    'all',
  ];
}

function timeOfDay(time: string): number {
  const [h, m, s] = time.split(':').map(Number);
  return (h! * 3600 + m! * 60 + (s ?? 0)) * SECOND;
}

/** §3: start (24:00 as a start is 00:00) and end of a band, in seconds of the day. */
function band(rule: PricingRule): { start: number; end: number } {
  const start = rule.time_start == null ? 0 : timeOfDay(rule.time_start) % DAY;
  const end = rule.time_end == null ? DAY : timeOfDay(rule.time_end);
  return { start, end };
}

function inBand(rule: PricingRule, tau: number): boolean {
  const { start, end } = band(rule);
  if (start === end) return true;
  if (start < end) return tau >= start && tau < end;
  return tau >= start || tau < end;
}

/** Epoch microseconds of an ISO 8601 instant with an offset, fraction of a second included. */
export function epochMicros(instant: string): number {
  const m = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}:\d{2})$/.exec(instant);
  if (!m) throw new Error(`not an instant: ${instant}`);
  return Date.parse(`${m[1]}${m[3]}`) * 1000 + Number((m[2] ?? '').padEnd(6, '0'));
}

/** The engine's form: UTC, a fraction of a second only when there is one. */
export function iso(t: number): string {
  const whole = Math.floor(t / SECOND);
  const fraction = t - whole * SECOND;
  const text = new Date(whole * 1000).toISOString().replace('.000Z', '');
  return fraction ? `${text}.${String(fraction).padStart(6, '0').replace(/0+$/, '')}Z` : `${text}Z`;
}

interface Period {
  rule: PricingRule & { order: number };
  date: number;
  start: number;
  end: number;
  used: number;
  saved: number;
}

export interface ModelResult {
  total: number;
  segments: Pick<FeeSegment, 'start' | 'end' | 'rule_order' | 'units' | 'amount_before_caps' | 'amount_after_caps'>[];
  uncovered: { start: string; end: string }[];
  caps: FeeCap[];
  /** Every applying period with what it charged, listed or not. */
  periods: { rule_order: number; cap_price_minor: number; charged: number }[];
}

export function referenceFee(rules: PricingRule[], entry: string, exit: string): ModelResult {
  const s0 = epochMicros(entry);
  const s1 = epochMicros(exit);
  const ordered = rules.map((r, i) => ({ ...r, order: r.rule_order ?? i }));
  const units = ordered.filter((r) => (r.category ?? 'unit') === 'unit');
  const caps = ordered.filter((r) => r.category === 'cap');

  // §4: the governing rule at an instant
  const governing = (t: number) => {
    const local = t + JST;
    const day = Math.floor(local / DAY);
    const chain = dayTypeChain(day);
    let best: (typeof units)[number] | undefined;
    for (const u of units) {
      const rank = chain.indexOf(u.day_type ?? 'all');
      if (rank < 0 || !inBand(u, local - day * DAY)) continue;
      const bestRank = best ? chain.indexOf(best.day_type ?? 'all') : Infinity;
      if (rank < bestRank || (rank === bestRank && u.order < best!.order)) best = u;
    }
    return best;
  };

  // Band edges fall on whole minutes, so the governing rule is constant within each local minute.
  const runs: { start: number; end: number; rule: (typeof units)[number] | undefined }[] = [];
  for (let t = s0; t < s1; ) {
    const next = Math.min(s1, (Math.floor((t + JST) / MINUTE) + 1) * MINUTE - JST);
    const rule = governing(t);
    const last = runs[runs.length - 1];
    if (last && last.rule === rule) last.end = next;
    else runs.push({ start: t, end: next, rule });
    t = next;
  }

  const charges: { t: number; price: number; segment: number }[] = [];
  const segments: ModelResult['segments'] = [];
  const uncovered: ModelResult['uncovered'] = [];
  for (const run of runs) {
    if (!run.rule) {
      uncovered.push({ start: iso(run.start), end: iso(run.end) });
      continue;
    }
    const length = run.rule.per_minutes! * MINUTE;
    const n = Math.ceil((run.end - run.start) / length);
    for (let k = 0; k < n; k++) charges.push({ t: run.start + k * length, price: run.rule.price_minor!, segment: segments.length });
    segments.push({
      start: iso(run.start),
      end: iso(run.end),
      rule_order: run.rule.order,
      units: n,
      amount_before_caps: n * run.rule.price_minor!,
      amount_after_caps: 0,
    });
  }

  // §5: periods
  const firstDay = Math.floor((s0 + JST) / DAY) - 1;
  const lastDay = Math.floor((s1 - 1 + JST) / DAY);
  const all: Period[] = [];
  for (const rule of caps) {
    const mine: Period[] = [];
    if (rule.cap_type === 'duration') {
      const h = rule.cap_duration_hours! * 3600 * SECOND;
      for (let start = s0; start < s1; start += h) {
        mine.push({ rule, date: Math.floor((start + JST) / DAY), start, end: start + h, used: 0, saved: 0 });
      }
    } else {
      for (let day = firstDay; day <= lastDay; day++) {
        const midnight = day * DAY - JST;
        let start = midnight;
        let end = midnight + DAY;
        if (rule.cap_type === 'hour_window_max') {
          const b = band(rule);
          start = midnight + b.start;
          end = b.start === b.end ? start + DAY : b.start < b.end ? midnight + b.end : midnight + DAY + b.end;
        }
        mine.push({ rule, date: day, start, end, used: 0, saved: 0 });
      }
    }
    // 1. the day type of the period's date
    let kept = mine.filter((p) => dayTypeChain(p.date).includes(rule.day_type ?? 'all'));
    // 2. cap_repeat false: the earliest period that overlaps the stay
    if (rule.cap_repeat === false) {
      const first = kept.find((p) => p.start < s1 && p.end > s0);
      kept = first ? [first] : [];
    }
    all.push(...kept);
  }
  // 3. set aside by a more specific overlapping period of the same type and scope on the same date
  const kind = (t: PricingRule['cap_type']) => (t === 'daily' ? 'daily_max' : t);
  const applying = all.filter((x) => {
    const chain = dayTypeChain(x.date);
    return !all.some(
      (y) =>
        y.rule !== x.rule &&
        kind(y.rule.cap_type) === kind(x.rule.cap_type) &&
        (y.rule.cap_scope ?? null) === (x.rule.cap_scope ?? null) &&
        y.date === x.date &&
        y.start < x.end &&
        x.start < y.end &&
        chain.indexOf(y.rule.day_type ?? 'all') < chain.indexOf(x.rule.day_type ?? 'all'),
    );
  });

  // 4. charges in time order, one at a time
  let total = 0;
  for (const c of charges.sort((a, b) => a.t - b.t)) {
    const around = applying.filter((p) => p.start <= c.t && c.t < p.end);
    let charged = c.price;
    if (around.length) {
      const remaining = (p: Period) => p.rule.cap_price_minor! - p.used;
      const binding = [...around].sort(
        (a, b) => remaining(a) - remaining(b) || a.end - b.end || a.rule.order - b.rule.order,
      )[0]!;
      charged = Math.min(c.price, remaining(binding));
      binding.saved += c.price - charged;
      for (const p of around) p.used += charged;
    }
    total += charged;
    segments[c.segment]!.amount_after_caps += charged;
  }

  const touching = applying.filter((p) => p.start < s1 && p.end > s0);
  return {
    total,
    segments,
    uncovered,
    caps: touching
      .filter((p) => p.saved > 0)
      .sort((a, b) => a.start - b.start || a.rule.order - b.rule.order)
      .map((p) => ({
        rule_order: p.rule.order,
        cap_type: p.rule.cap_type!,
        cap_scope: p.rule.cap_scope ?? null,
        period_start: iso(p.start),
        period_end: iso(p.end),
        cap_price_minor: p.rule.cap_price_minor!,
        charged: p.used,
        saved: p.saved,
      })),
    periods: touching.map((p) => ({ rule_order: p.rule.order, cap_price_minor: p.rule.cap_price_minor!, charged: p.used })),
  };
}
