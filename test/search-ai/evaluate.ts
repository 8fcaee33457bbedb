/**
 * Scores natural-language search against the evaluation set: precision and recall per field
 * (location, entry, exit, max_price, each filter) and the accuracy of the 422 decisions. Used by
 * `npm run eval:search` (in-process) and by test/search-ai/eval.test.ts (through HTTP), which
 * fails below the floors.
 */
import { EVAL_NOW, EVAL_SET } from './eval-set.js';

export interface EvalCase {
  locale: string;
  query: string;
  unparseable: boolean;
  location?: string;
  placeId?: string;
  entry?: string;
  exit?: string;
  maxPrice?: number;
  filters: string[];
}

/** What the endpoint answered: its 200 body, or a 422 unparseable. */
export type EvalAnswer =
  | { unparseable: true }
  | {
      unparseable?: false;
      location: string;
      entry_at?: string;
      exit_at?: string;
      max_price?: number;
      filters: { type: string; value: string | number | boolean }[];
      point?: { lat: number; lng: number };
      confidence: number;
    };

export const evalNow = Date.parse(EVAL_NOW);

export function loadEvalSet(): EvalCase[] {
  return EVAL_SET.split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [locale, query, expected] = line.split(' | ').map((s) => s ?? '');
      const spec = (expected ?? '').trim();
      const c: EvalCase = { locale: locale!.trim(), query: query!.replace(/^ /, ''), unparseable: spec === 'unparseable', filters: [] };
      const loc = /loc\[([^\]]*)\]/.exec(spec);
      if (loc) c.location = loc[1]!;
      const place = /@(\S+)/.exec(spec);
      if (place) c.placeId = place[1]!;
      const entry = /\bin=(\S+)/.exec(spec);
      if (entry) c.entry = entry[1]!;
      const exit = /\bout=(\S+)/.exec(spec);
      if (exit) c.exit = exit[1]!;
      const price = /\bprice=(\d+)/.exec(spec);
      if (price) c.maxPrice = Number(price[1]);
      const filters = /\bf=(\S+)/.exec(spec);
      if (filters) c.filters = filters[1]!.split(',');
      return c;
    });
}

/** An instant as the set writes it: MM-DDTHH:mm in Tokyo. */
function jst(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  return new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(5, 16);
}

const same = (a: string, b: string) => a.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim() === b.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface EvalReport {
  cases: number;
  fields: Record<string, Counts & { precision: number; recall: number }>;
  unparseableAccuracy: number;
  exact: number;
  failures: { query: string; wrong: string[] }[];
  /** Confidence against whether every field was right, for calibration. */
  scored: { confidence: number; right: boolean }[];
}

function ratio(a: number, b: number): number {
  return b === 0 ? 1 : a / b;
}

export function score(cases: EvalCase[], answers: EvalAnswer[], places: Map<string, { lat: number; lng: number }>): EvalReport {
  const counts = new Map<string, Counts>();
  const count = (field: string) => {
    let c = counts.get(field);
    if (!c) counts.set(field, (c = { tp: 0, fp: 0, fn: 0 }));
    return c;
  };
  for (const f of ['location', 'entry', 'exit', 'max_price']) count(f);
  let unparseableRight = 0;
  let exact = 0;
  const failures: EvalReport['failures'] = [];
  const scored: EvalReport['scored'] = [];

  cases.forEach((c, i) => {
    const a = answers[i]!;
    const wrong: string[] = [];
    if (c.unparseable !== !!a.unparseable) wrong.push(`unparseable: expected ${c.unparseable}`);
    else unparseableRight++;
    const got = a.unparseable ? undefined : a;
    const compare = (field: string, expected: string | undefined, actual: string | undefined, equal = (x: string, y: string) => x === y) => {
      const n = count(field);
      if (actual !== undefined && expected !== undefined && equal(expected, actual)) n.tp++;
      else {
        if (actual !== undefined) n.fp++;
        if (expected !== undefined) n.fn++;
        if (actual !== undefined || expected !== undefined) wrong.push(`${field}: expected ${expected ?? '-'}, got ${actual ?? '-'}`);
      }
    };
    // The location is right when its text is, and it resolved to the expected place (or, with none
    // expected, to no gazetteer place's point).
    let location: string | undefined = got?.location || undefined;
    if (location !== undefined && c.placeId) {
      const p = places.get(c.placeId);
      const point = got?.point;
      if (!p || !point || Math.abs(p.lat - point.lat) > 1e-4 || Math.abs(p.lng - point.lng) > 1e-4) location += ` (point ${point ? `${point.lat},${point.lng}` : 'none'}, not ${c.placeId})`;
    } else if (location !== undefined && !c.placeId && got?.point) {
      location += ' (resolved to a point)';
    }
    compare('location', c.location || undefined, location, same);
    compare('entry', c.entry, jst(got?.entry_at));
    compare('exit', c.exit, jst(got?.exit_at));
    compare('max_price', c.maxPrice?.toString(), got?.max_price?.toString());
    const gotFilters = new Set((got?.filters ?? []).map((f) => `${f.type}:${f.value}`));
    const expectedFilters = new Set(c.filters);
    for (const f of new Set([...gotFilters, ...expectedFilters])) {
      const n = count(`filter ${f}`);
      if (gotFilters.has(f) && expectedFilters.has(f)) n.tp++;
      else if (gotFilters.has(f)) {
        n.fp++;
        wrong.push(`filter ${f}: not expected`);
      } else {
        n.fn++;
        wrong.push(`filter ${f}: missing`);
      }
    }
    if (!wrong.length) exact++;
    else failures.push({ query: c.query, wrong });
    if (got) scored.push({ confidence: got.confidence, right: wrong.length === 0 });
  });

  const fields: EvalReport['fields'] = {};
  for (const [field, n] of [...counts].sort(([a], [b]) => (a.startsWith('filter') ? 1 : 0) - (b.startsWith('filter') ? 1 : 0) || a.localeCompare(b))) {
    fields[field] = { ...n, precision: ratio(n.tp, n.tp + n.fp), recall: ratio(n.tp, n.tp + n.fn) };
  }
  return { cases: cases.length, fields, unparseableAccuracy: unparseableRight / cases.length, exact, failures, scored };
}

/** The report as a table. */
export function formatReport(report: EvalReport): string {
  const lines = [`${report.cases} queries; every field right: ${report.exact} (${((report.exact / report.cases) * 100).toFixed(1)}%)`];
  lines.push(`unparseable accuracy: ${(report.unparseableAccuracy * 100).toFixed(1)}%`, '', 'field                         precision  recall   tp  fp  fn');
  for (const [field, n] of Object.entries(report.fields)) {
    lines.push(`${field.padEnd(30)}${n.precision.toFixed(3).padStart(9)}${n.recall.toFixed(3).padStart(8)}${String(n.tp).padStart(5)}${String(n.fp).padStart(4)}${String(n.fn).padStart(4)}`);
  }
  // Reliability: how often a parse with this confidence was entirely right.
  lines.push('', 'confidence   answers  all right');
  for (const [lo, hi] of [[0, 0.3], [0.3, 0.6], [0.6, 0.8], [0.8, 0.9], [0.9, 1.01]] as const) {
    const bin = report.scored.filter((s) => s.confidence >= lo && s.confidence < hi);
    if (bin.length) lines.push(`${lo.toFixed(1)}-${Math.min(hi, 1).toFixed(1)}    ${String(bin.length).padStart(7)}  ${((bin.filter((s) => s.right).length / bin.length) * 100).toFixed(0).padStart(8)}%`);
  }
  return lines.join('\n');
}
