import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { calcFee, feeTimeline, jst, lotA, type PricingRule } from './support.js';

// Every example of docs/pricing-guide.md is a test: its rule tables and stay tables are read from
// the page and priced by the engine, so the guide cannot drift from what drivers are charged.

const guide = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/pricing-guide.md'), 'utf8');

/** The markdown table right after `<!-- example-<kind>: <name> -->`, as rows of named cells. */
function tablesOf(kind: 'rules' | 'stays'): Map<string, Record<string, string>[]> {
  const tables = new Map<string, Record<string, string>[]>();
  const marker = new RegExp(`<!-- example-${kind}: ([\\w-]+) -->\\n((?:\\|.*\\|\\n)+)`, 'g');
  for (const m of guide.matchAll(marker)) {
    const lines = m[2]!.trim().split('\n');
    const cells = (line: string) => line.slice(1, -1).split('|').map((c) => c.trim());
    const header = cells(lines[0]!);
    const rows = lines.slice(2).map((line) => Object.fromEntries(cells(line).map((c, i) => [header[i]!, c])));
    if (tables.has(m[1]!)) throw new Error(`example ${m[1]} has two ${kind} tables`);
    tables.set(m[1]!, rows);
  }
  return tables;
}

const numeric = new Set(['rule_order', 'per_minutes', 'price_minor', 'cap_duration_hours', 'cap_price_minor']);

function rule(row: Record<string, string>): PricingRule {
  const r: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(row)) {
    if (cell === '') continue;
    if (numeric.has(field)) r[field] = Number(cell.replaceAll(',', ''));
    else if (field === 'cap_repeat') r[field] = cell === 'true';
    else r[field] = cell;
  }
  return r as PricingRule;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Tue 2026-11-24 10:00', checking that the weekday written is the date's. */
function localTime(cell: string): string {
  const m = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(cell);
  if (!m) throw new Error(`not a guide time: ${cell}`);
  const weekday = weekdays[new Date(`${m[2]}T00:00:00Z`).getUTCDay()];
  if (weekday !== m[1]) throw new Error(`${cell}: ${m[2]} is a ${weekday}`);
  return jst(`${m[2]} ${m[3]}`);
}

const rules = tablesOf('rules');
const stays = tablesOf('stays');
const examples = [...stays.entries()].flatMap(([name, rows]) => rows.map((row) => ({ name, row })));

describe('docs/pricing-guide.md examples', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('pairs every rule table with a stay table, and has the examples it promises', () => {
    expect([...rules.keys()].sort()).toEqual([...stays.keys()].sort());
    expect(rules.size).toBeGreaterThanOrEqual(8);
    expect(examples.length).toBeGreaterThanOrEqual(25);
  });

  it('types pricing.md §8 Lot A as the tests do', () => {
    expect(rules.get('A')!.map(rule)).toEqual(lotA.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v != null))));
  });

  it.each(examples.map(({ name, row }) => [`${name}: ${row.entry} → ${row.exit} = ${row.fee} (${row.why})`, name, row] as const))(
    'example %s',
    async (_, name, row) => {
      const fee = await calcFee(t.db, rules.get(name)!.map(rule), localTime(row.entry!), localTime(row.exit!));
      expect(fee.total_amount).toBe(Number(row.fee!.replaceAll(',', '')));
      expect(fee.breakdown.complete).toBe(row.complete === 'yes');
    },
  );

  // Issue 17: the timeline of every example stay ends at the example's fee, and says whether it is complete.
  it.each(examples.map(({ name, row }) => [`${name}: ${row.entry} → ${row.exit}`, name, row] as const))(
    'timeline of example %s agrees with its fee',
    async (_, name, row) => {
      const timeline = await feeTimeline(t.db, rules.get(name)!.map(rule), localTime(row.entry!), localTime(row.exit!));
      expect(timeline.steps.at(-1)!.total_amount).toBe(Number(row.fee!.replaceAll(',', '')));
      expect(new Date(timeline.complete_until).getTime() === new Date(localTime(row.exit!)).getTime()).toBe(row.complete === 'yes');
    },
  );

  it('shows the engine’s own result as its JSON sample', async () => {
    const sample = /```json\n([\s\S]*?)```/.exec(guide);
    const fee = await calcFee(t.db, lotA, jst('2026-11-24 18:00'), jst('2026-11-25 10:00'));
    expect(JSON.parse(sample![1]!)).toEqual(fee);
  });

  // Section 8.1: the worked fee timeline, and the estimate for exits at each step and just after.
  it('shows the engine’s own fee timeline as its worked example', async () => {
    const m = /<!-- example-timeline: (\w+) (\w{3} \S+ \S+) to (\w{3} \S+ \S+) -->\n((?:\|.*\|\n)+)/.exec(guide);
    const capsTable = /<!-- example-timeline-caps: \w+ -->\n((?:\|.*\|\n)+)/.exec(guide);
    expect(m, 'the guide has a worked timeline').not.toBeNull();
    const table = (text: string) => {
      const lines = text.trim().split('\n');
      const cells = (line: string) => line.slice(1, -1).split('|').map((c) => c.trim());
      const header = cells(lines[0]!);
      return lines.slice(2).map((line) => Object.fromEntries(cells(line).map((c, i) => [header[i]!, c])));
    };
    const sign = rules.get(m![1]!)!.map(rule);
    const entry = localTime(m![2]!);
    const timeline = await feeTimeline(t.db, sign, entry, localTime(m![3]!));
    expect(timeline.steps).toEqual(table(m![4]!).map((r) => ({ after: r.after, total_amount: Number(r.total_amount) })));
    expect(timeline.caps_reached).toEqual(table(capsTable![1]!).map((r) => ({ at: r.at, cap_type: r.cap_type, rule_order: Number(r.rule_order) })));
    for (const [i, step] of timeline.steps.entries()) {
      const after = new Date(step.after).getTime();
      if (i > 0) expect((await calcFee(t.db, sign, entry, new Date(after).toISOString())).total_amount).toBe(timeline.steps[i - 1]!.total_amount);
      expect((await calcFee(t.db, sign, entry, new Date(after + 1).toISOString())).total_amount).toBe(step.total_amount);
    }
  });
});
