/**
 * Dates, times and durations in Japanese and English, in Asia/Tokyo (UTC+9 all year), relative to
 * the request's instant. chrono-node reads calendar dates (5月20日, May 20, 2026-06-01, with any time
 * it finds beside them); the grammar here reads what chrono misses or misreads: 明後日, 来週の土曜,
 * 午後3時半, 今夜, 明日の朝, kanji numerals, durations (chrono takes 3時間 for 3 o'clock), ranges like
 * 9-6 and 10~18時, overnight stays, and how the pieces make one stay (entry, exit).
 */
import { createRequire } from 'node:module';
import type { ParsedComponents } from 'chrono-node';
import { KANJI_NUMERAL_CHARS, parseNumber } from './numbers.js';
import type { QueryText } from './text.js';

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;

/** The JST calendar day (days since 1970-01-01 in Tokyo) of an instant. */
export function jstDay(ms: number): number {
  return Math.floor((ms + JST_OFFSET_MS) / DAY_MS);
}
/** The instant of a JST calendar day and minute of that day. */
export function jstInstant(day: number, minutes: number): number {
  return day * DAY_MS + minutes * 60_000 - JST_OFFSET_MS;
}
function weekdayOf(day: number): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
}
function dayOfDate(year: number, month: number, date: number): number {
  return Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);
}

/** Default hours of the parts of a day, when no clock time is given. */
export const PERIOD_HOURS = { morning: 8, noon: 12, afternoon: 13, evening: 18, night: 20, late: 23 } as const;
type Period = keyof typeof PERIOD_HOURS;

type Atom =
  | { kind: 'day'; pos: number; day: number }
  | { kind: 'period'; pos: number; period: Period }
  | { kind: 'clock'; pos: number; hour: number; minute: number; meridiem: 'am' | 'pm' | null }
  | { kind: 'now'; pos: number; offsetMinutes: number }
  | { kind: 'split'; pos: number }
  | { kind: 'until'; pos: number }
  | { kind: 'duration'; pos: number; minutes: number }
  | { kind: 'allday'; pos: number }
  | { kind: 'overnight'; pos: number };

/** An atom before it has a position (a union's Omit, distributed). */
type AtomInput = Atom extends infer A ? (A extends Atom ? Omit<A, 'pos'> : never) : never;

export interface TimeResult {
  /** Whether any date, time or duration was found. */
  found: boolean;
  entryAt?: number;
  exitAt?: number;
  /** A range whose end is before its start (422 unparseable). */
  endBeforeStart: boolean;
  /** Guesses made: a time moved to tomorrow, an end read as p.m., a day-less start. */
  assumptions: number;
}

const N = `(?:\\d{1,2}|[${KANJI_NUMERAL_CHARS.replace('万', '')}]{1,3})`;
const NUM_ANY = `(?:\\d+(?:\\.\\d+)?|[${KANJI_NUMERAL_CHARS}]+)`;
const WEEKDAYS_JA: Record<string, number> = { 日: 0, 月: 1, 火: 2, 水: 3, 木: 4, 金: 5, 土: 6 };
const WEEKDAYS_EN: [RegExp, number][] = [
  [/^sun/, 0], [/^mon/, 1], [/^tue/, 2], [/^wed/, 3], [/^thu/, 4], [/^fri/, 5], [/^sat/, 6],
];
const EN_WEEKDAY = '(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues?|wed|thur?s?|fri|sat)';
const EN_NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
};

/** Monday-started week: the day of weekday `wd` in the week `weeksAhead` from today's. */
function weekdayInWeek(today: number, wd: number, weeksAhead: number): number {
  const mondayIndex = (weekdayOf(today) + 6) % 7; // 0 = Monday
  const monday = today - mondayIndex;
  const offset = (wd + 6) % 7;
  return monday + offset + 7 * weeksAhead;
}
function upcomingWeekday(today: number, wd: number): number {
  return today + ((wd - weekdayOf(today) + 7) % 7);
}
function upcomingDayOfMonth(today: number, date: number): number | undefined {
  const t = new Date(today * DAY_MS);
  let y = t.getUTCFullYear();
  let m = t.getUTCMonth() + 1;
  if (date < t.getUTCDate()) m += 1;
  if (m > 12) {
    m = 1;
    y += 1;
  }
  const day = dayOfDate(y, m, date);
  return new Date(day * DAY_MS).getUTCDate() === date ? day : undefined;
}
function upcomingMonthDay(today: number, month: number, date: number): number | undefined {
  if (month < 1 || month > 12 || date < 1 || date > 31) return undefined;
  const y = new Date(today * DAY_MS).getUTCFullYear();
  let day = dayOfDate(y, month, date);
  if (day < today) day = dayOfDate(y + 1, month, date);
  return new Date(day * DAY_MS).getUTCDate() === date ? day : undefined;
}

interface Rule {
  pattern: RegExp;
  atoms: (m: RegExpExecArray, today: number) => AtomInput[] | null;
}

function jaPeriod(word: string | undefined): Period | null {
  if (!word) return null;
  const w = word.replace(/の$/, '');
  if (w === '朝' || w === '明け方' || w === '早朝') return 'morning';
  if (w === '昼' || w === 'お昼') return 'noon';
  if (w === '夕方') return 'evening';
  if (w === '夜' || w === '晩') return 'night';
  if (w === '深夜' || w === '夜中') return 'late';
  return null;
}

function clockAtom(hourRaw: string, minuteRaw: string | undefined, half: boolean, meridiem: 'am' | 'pm' | null): AtomInput | null {
  const hour = parseNumber(hourRaw);
  const minute = half ? 30 : minuteRaw ? parseNumber(minuteRaw) : 0;
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || hour < 0 || hour > 29 || minute < 0 || minute > 59) return null;
  if (meridiem && hour > 12) return null;
  return { kind: 'clock', hour, minute, meridiem };
}

const enMeridiem = (s: string | undefined): 'am' | 'pm' | null => (!s ? null : s.startsWith('p') ? 'pm' : 'am');

/**
 * The grammar, in the order it claims text: longer and more specific forms first, so that 10時30分
 * is a clock time before 30分 could be a duration, and 3時間 a duration before 3時 a clock time.
 */
const RULES: Rule[] = [
  // Compact ranges: 9-6, 9am-6pm, 10:00-18:00, 10~18時 (not prices, heights or durations).
  {
    pattern: new RegExp(
      `(?<![\\d.,:¥$-])(\\d{1,2})(?::(\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?)?\\s*(?:-|~|to|until|till)\\s*(\\d{1,2})(?::(\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?|時)?` +
        `(?![\\d.,:-]|\\s*(?:円|yen|m(?![a-z])|cm|km|h(?![a-z])|hours?|hrs?|時間|分|min|%|¥|月|日|/))`,
      'g',
    ),
    atoms: (m) => {
      // "to" between two bare numbers is too weak ("2 to 3 hours" is taken by the duration rule first).
      // Two bare numbers joined by "to" still make a range here: the look-ahead above refused units.
      const endMeridiem = m[6] === '時' ? null : enMeridiem(m[6]);
      const start = clockAtom(m[1]!, m[2], false, enMeridiem(m[3]) ?? (endMeridiem === 'pm' && Number(m[1]) > Number(m[4]) ? 'am' : endMeridiem === 'am' ? 'am' : null));
      const end = clockAtom(m[4]!, m[5], false, endMeridiem);
      if (!start || !end) return null;
      return [start, { kind: 'split' }, end];
    },
  },
  // Japanese clock times: 10時, 10時半, 10時30分, 午後3時半, 夜9時, 二十時
  {
    pattern: new RegExp(`(午前|午後|朝の?|夜の?|晩の?|夕方の?|昼の?|深夜の?|明け方の?)?\\s*(${N})\\s*時(?!間)\\s*(半|(${N})\\s*分)?`, 'g'),
    atoms: (m) => {
      const prefix = m[1];
      const meridiem = prefix === '午前' ? 'am' : prefix === '午後' ? 'pm' : null;
      const clock = clockAtom(m[2]!, m[4], m[3] === '半', meridiem);
      if (!clock) return null;
      const period = jaPeriod(prefix);
      return period ? [{ kind: 'period', period }, clock] : [clock];
    },
  },
  // 午後3:30, 15:00
  {
    pattern: /(午前|午後)?\s*(?<![\d.:])(\d{1,2}):(\d{2})(?!\d)\s*(a\.?m\.?|p\.?m\.?)?/g,
    atoms: (m) => {
      const clock = clockAtom(m[2]!, m[3], false, m[1] === '午前' ? 'am' : m[1] === '午後' ? 'pm' : enMeridiem(m[4]));
      return clock ? [clock] : null;
    },
  },
  // 9am, 6 pm, 10a.m.
  {
    pattern: /(?<![\d.:])(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/g,
    atoms: (m) => {
      const clock = clockAtom(m[1]!, undefined, false, enMeridiem(m[2]));
      return clock ? [clock] : null;
    },
  },
  { pattern: /\b(noon|midday)\b|正午/g, atoms: () => [{ kind: 'clock', hour: 12, minute: 0, meridiem: null }] },
  { pattern: /\bmidnight\b/g, atoms: () => [{ kind: 'clock', hour: 24, minute: 0, meridiem: null }] },
  // Relative starts: 2時間後, in 30 minutes, 今から, now
  {
    pattern: new RegExp(`(${NUM_ANY})\\s*時間(半)?後|(${NUM_ANY})\\s*分後|\\bin (\\d+|an?|one|two|three) (hours?|minutes?|mins?)\\b`, 'g'),
    atoms: (m) => {
      let minutes: number;
      if (m[1]) minutes = parseNumber(m[1]) * 60 + (m[2] ? 30 : 0);
      else if (m[3]) minutes = parseNumber(m[3]);
      else {
        const n = EN_NUMBER_WORDS[m[4]!] ?? Number(m[4]);
        minutes = m[5]!.startsWith('h') ? n * 60 : n;
      }
      return Number.isFinite(minutes) ? [{ kind: 'now', offsetMinutes: minutes }] : null;
    },
  },
  { pattern: /今から|いまから|今すぐ|いますぐ|今日今から|\bright now\b|(?<!open )\bnow\b|\basap\b|\bimmediately\b/g, atoms: () => [{ kind: 'now', offsetMinutes: 0 }] },
  // Durations: 3時間, 1時間半, 90分, 2 hours, 1.5h, an hour, half an hour
  {
    pattern: new RegExp(
      `(${NUM_ANY})\\s*時間(半)?|(${NUM_ANY})\\s*分(?!後|前)(?:間)?|` +
        `\\b(\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?:\\s*-\\s*|\\s*)(hours?|hrs?|h)(?![a-z])(?:\\s+and\\s+(a\\s+half))?|` +
        `\\b(\\d+)(?:\\s*-\\s*|\\s*)(minutes?|mins?)\\b|\\bhalf an hour\\b`,
      'g',
    ),
    atoms: (m) => {
      let minutes: number;
      if (m[1]) minutes = parseNumber(m[1]) * 60 + (m[2] ? 30 : 0);
      else if (m[3]) minutes = parseNumber(m[3]);
      else if (m[4]) minutes = (EN_NUMBER_WORDS[m[4]] ?? Number(m[4])) * 60 + (m[6] ? 30 : 0);
      else if (m[7]) minutes = Number(m[7]);
      else minutes = 30;
      if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 60 * 24 * 31) return null;
      return [{ kind: 'duration', minutes }];
    },
  },
  {
    pattern: /終日|一日中|1日中|丸一日|丸1日|(?<=(?:明日|今日|明後日|曜日?)の?\s*)(?:一日|1日)|\ball day\b|\bwhole day\b|\bfull day\b/g,
    atoms: () => [{ kind: 'allday' }],
  },
  {
    pattern: /\bthis (morning|afternoon|evening)\b/g,
    atoms: (m, today) => [{ kind: 'day', day: today }, { kind: 'period', period: m[1] === 'morning' ? 'morning' : m[1] === 'afternoon' ? 'afternoon' : 'evening' }],
  },
  { pattern: /一晩|一泊|1泊|\bovernight\b/g, atoms: () => [{ kind: 'overnight' }] },
  // Days by name
  {
    pattern: /明後日|あさって|\bday after tomorrow\b|\bthe day after tomorrow\b/g,
    atoms: (_m, today) => [{ kind: 'day', day: today + 2 }],
  },
  {
    pattern: /今夜|今晩|今宵|\btonight\b|\btonite\b/g,
    atoms: (_m, today) => [{ kind: 'day', day: today }, { kind: 'period', period: 'night' }],
  },
  {
    pattern: /明朝|\btomorrow morning\b/g,
    atoms: (_m, today) => [{ kind: 'day', day: today + 1 }, { kind: 'period', period: 'morning' }],
  },
  { pattern: /明晩/g, atoms: (_m, today) => [{ kind: 'day', day: today + 1 }, { kind: 'period', period: 'night' }] },
  { pattern: /今朝|\bthis morning\b/g, atoms: (_m, today) => [{ kind: 'day', day: today }, { kind: 'period', period: 'morning' }] },
  { pattern: /明日|あした|あす|翌日|\btomorrow\b|\btmrw\b|\btmr\b/g, atoms: (_m, today) => [{ kind: 'day', day: today + 1 }] },
  { pattern: /今日|きょう|本日|\btoday\b/g, atoms: (_m, today) => [{ kind: 'day', day: today }] },
  // Weekdays: 来週の土曜, 今週金曜日, 土曜, 土日, next saturday, this friday, sat
  {
    pattern: /(再来週|来週|今週)?の?\s*([日月火水木金土])曜日?/g,
    atoms: (m, today) => {
      const wd = WEEKDAYS_JA[m[2]!]!;
      const day = m[1] === '来週' ? weekdayInWeek(today, wd, 1) : m[1] === '再来週' ? weekdayInWeek(today, wd, 2) : upcomingWeekday(today, wd);
      return [{ kind: 'day', day }];
    },
  },
  {
    pattern: /(来週末|再来週末|週末|土日)|\b(next|this|coming)?\s*weekend\b/g,
    atoms: (m, today) => {
      const next = m[1] === '来週末' || m[2] === 'next';
      const day = m[1] === '再来週末' ? weekdayInWeek(today, 6, 2) : next ? weekdayInWeek(today, 6, 1) : weekdayOf(today) === 0 ? today : upcomingWeekday(today, 6);
      return [{ kind: 'day', day }];
    },
  },
  {
    pattern: new RegExp(`\\b(?:(next|this|coming)\\s+)?(${EN_WEEKDAY})\\b`, 'g'),
    atoms: (m, today) => {
      const wd = WEEKDAYS_EN.find(([re]) => re.test(m[2]!))![1];
      const day = m[1] === 'next' ? weekdayInWeek(today, wd, 1) : upcomingWeekday(today, wd);
      return [{ kind: 'day', day }];
    },
  },
  // Month and day without chrono's help: 5/20, 20日 (kanji numerals too)
  {
    pattern: new RegExp(`(${N})月(${N})日|(?<![\\d/])(\\d{1,2})/(\\d{1,2})(?![\\d/])`, 'g'),
    atoms: (m, today) => {
      const day = upcomingMonthDay(today, parseNumber(m[1] ?? m[3]!), parseNumber(m[2] ?? m[4]!));
      return day === undefined ? null : [{ kind: 'day', day }];
    },
  },
  {
    pattern: new RegExp(`(?<![\\d月])(${N})日(?![間中曜])`, 'g'),
    atoms: (m, today) => {
      const day = upcomingDayOfMonth(today, parseNumber(m[1]!));
      return day === undefined ? null : [{ kind: 'day', day }];
    },
  },
  // Parts of the day on their own: 朝, 夜, 夕方, morning, evening
  {
    pattern: /午前中|翌朝|午前|午後|夕方|深夜|夜中|朝|昼|夜|晩|\b(morning|afternoon|evening|night)\b/g,
    atoms: (m) => {
      const w = m[0];
      const period: Period =
        w === '午前中' || w === '翌朝' || w === '午前' || w === 'morning' || w === '朝' ? 'morning'
        : w === '午後' || w === 'afternoon' ? 'afternoon'
        : w === '昼' ? 'noon'
        : w === '夕方' || w === 'evening' ? 'evening'
        : w === '深夜' || w === '夜中' ? 'late'
        : 'night';
      return [{ kind: 'period', period }];
    },
  },
  // Bare hours after a preposition: at 9, from 10, until 6
  {
    pattern: /\b(at|from|until|till|til|to|by)\s+(\d{1,2})(?![\d:.,]|\s*(?:yen|円|m(?![a-z])|h(?![a-z])|hours?|hrs?|min|%|¥|\/))/g,
    atoms: (m) => {
      const clock = clockAtom(m[2]!, undefined, false, null);
      if (!clock) return null;
      return m[1] === 'until' || m[1] === 'till' || m[1] === 'til' || m[1] === 'to' || m[1] === 'by' ? [{ kind: 'split' }, clock] : [clock];
    },
  },
  // Connectors: から, より, 以降, ~ (start ... end); まで (closes the end); until, till, to, through
  { pattern: /から|より|以降|~|\buntil\b|\btill\b|\btil\b|\bthrough\b|\bthru\b/g, atoms: () => [{ kind: 'split' }] },
  { pattern: /まで|までに/g, atoms: () => [{ kind: 'until' }] },
  { pattern: /\b(from|starting|starting at|after)\b/g, atoms: () => [] },
];

const TIME_ATOM_KINDS = new Set(['day', 'period', 'clock']);

const MONTH_NAMED = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b|\d{4}-\d{1,2}-\d{1,2}|\d{4}年/;

type ChronoLocale = typeof import('chrono-node/ja') | typeof import('chrono-node/en');
let chrono: { ja: ChronoLocale; en: ChronoLocale } | undefined;

/**
 * chrono-node's two locales, loaded at the first query that names a month rather than with the
 * service: its root module loads all of its dozen locales (0.1 s of a start), and these two still
 * cost some 30 ms. Required (its CommonJS build), so that parsing stays synchronous.
 */
function chronoLocales(): { ja: ChronoLocale; en: ChronoLocale } {
  if (!chrono) {
    const require = createRequire(import.meta.url);
    chrono = { ja: require('chrono-node/ja') as ChronoLocale, en: require('chrono-node/en') as ChronoLocale };
  }
  return chrono;
}

/**
 * Calendar dates by chrono-node: English month names (May 20, 3rd of June, with a time beside them)
 * and ISO or 年月日 dates. Results without a named month are left to the grammar, which reads
 * relative days and Japanese durations right where chrono does not.
 */
function chronoAtoms(q: QueryText, now: number): Atom[] {
  const atoms: Atom[] = [];
  if (!MONTH_NAMED.test(q.text)) return atoms;
  const { ja: chronoJa, en: chronoEn } = chronoLocales();
  const ref = { instant: new Date(now), timezone: 540 };
  for (const parser of [chronoJa, chronoEn]) {
    for (const r of parser.parse(q.text, ref, { forwardDate: true })) {
      if (!r.start.isCertain('month') || !r.start.isCertain('day') || !MONTH_NAMED.test(r.text)) continue;
      const japanese = parser === chronoJa;
      // Japanese: only the date (日 ends it); the grammar reads the times after it, durations included.
      const length = japanese ? r.text.indexOf('日') + 1 : r.text.length;
      if (length <= 0 || !q.claim(r.index, r.index + length, 'time')) continue;
      const push = (c: ParsedComponents, pos: number) => {
        atoms.push({ kind: 'day', pos, day: dayOfDate(c.get('year')!, c.get('month')!, c.get('day')!) });
        if (!japanese && c.isCertain('hour')) {
          const meridiem = c.isCertain('meridiem') ? (c.get('meridiem') === 1 ? 'pm' : 'am') : null;
          const hour = c.get('hour')!;
          atoms.push({ kind: 'clock', pos: pos + 0.001, hour: meridiem === 'pm' && hour > 12 ? hour - 12 : hour, minute: c.get('minute') ?? 0, meridiem });
        }
      };
      push(r.start, r.index);
      if (r.end && !japanese) {
        atoms.push({ kind: 'split', pos: r.index + 0.002 });
        push(r.end, r.index + 0.003);
      }
    }
  }
  return atoms;
}

/** Finds the query's stay and claims the text it was read from. */
export function readTime(q: QueryText, now: number): TimeResult {
  const today = jstDay(now);
  const atoms: Atom[] = chronoAtoms(q, now);
  for (const rule of RULES) {
    for (const m of q.freeMatches(rule.pattern)) {
      const found = rule.atoms(m, today);
      if (!found) continue;
      // 24時間 alone is the "open 24 hours" tag, not a stay, unless something anchors a stay.
      if (found.length === 1 && found[0]!.kind === 'duration' && (found[0] as { minutes?: number }).minutes === 1440 && !/から|より|for|from/.test(q.text.slice(Math.max(0, m.index - 5), m.index))) continue;
      if (!q.claim(m.index, m.index + m[0].length, 'time')) continue;
      found.forEach((a, i) => atoms.push({ ...a, pos: m.index + i * 0.01 } as Atom));
    }
  }
  atoms.sort((a, b) => a.pos - b.pos);
  const result: TimeResult = { found: atoms.some((a) => a.kind !== 'split' && a.kind !== 'until'), endBeforeStart: false, assumptions: 0 };
  if (!result.found) return result;
  resolve(atoms, now, today, result);
  return result;
}

interface Group {
  day?: number;
  period?: Period;
  clock?: { hour: number; minute: number; meridiem: 'am' | 'pm' | null };
}

function groupOf(atoms: Atom[]): Group {
  const g: Group = {};
  for (const a of atoms) {
    if (a.kind === 'day' && g.day === undefined) g.day = a.day;
    if (a.kind === 'period' && g.period === undefined) g.period = a.period;
    if (a.kind === 'clock' && g.clock === undefined) g.clock = a;
  }
  return g;
}
const isEmpty = (g: Group) => g.day === undefined && g.period === undefined && g.clock === undefined;

/** Minutes of the day a group names, with whether a.m./p.m. was stated (or implied by a part of the day). */
function minutesOf(g: Group): { minutes: number; meridiemKnown: boolean; saidPm?: boolean } | undefined {
  if (g.clock) {
    let hour = g.clock.hour;
    const { meridiem } = g.clock;
    if (meridiem === 'pm' && hour < 12) hour += 12;
    if (meridiem === 'am' && hour === 12) hour = 0;
    let known = meridiem !== null || hour >= 13 || hour === 0;
    if (!meridiem && hour < 12 && g.period && g.period !== 'morning') {
      if (g.period === 'late' && hour <= 5) hour += 24;
      else if (g.period !== 'late' || hour >= 6) hour += 12;
      known = true;
    } else if (!meridiem && g.period === 'morning') known = true;
    // 午後3時, 3pm, 夜9時: said as an afternoon time, so a bare end below it is read in the afternoon too.
    const saidPm = meridiem === 'pm' || (!meridiem && !!g.period && g.period !== 'morning' && g.clock.hour < 12);
    return { minutes: hour * 60 + g.clock.minute, meridiemKnown: known, saidPm };
  }
  if (g.period) return { minutes: PERIOD_HOURS[g.period] * 60, meridiemKnown: true };
  return undefined;
}

function resolve(atoms: Atom[], now: number, today: number, out: TimeResult): void {
  // Where the stay's end starts: the first connector with a date or time after it.
  let splitAt = -1;
  for (let i = 0; i < atoms.length; i++) {
    if (atoms[i]!.kind === 'split' && atoms.slice(i + 1).some((a) => TIME_ATOM_KINDS.has(a.kind))) {
      splitAt = i;
      break;
    }
  }
  let startAtoms = splitAt < 0 ? atoms : atoms.slice(0, splitAt);
  let endAtoms = splitAt < 0 ? [] : atoms.slice(splitAt + 1);
  // 18時まで with no start: the times before まで are the end.
  const untilAt = startAtoms.findIndex((a) => a.kind === 'until');
  if (splitAt < 0 && untilAt > 0) {
    endAtoms = startAtoms.slice(0, untilAt);
    startAtoms = startAtoms.slice(untilAt + 1);
  }
  const start = groupOf(startAtoms);
  const end = groupOf(endAtoms);
  const nowAtom = atoms.find((a): a is Extract<Atom, { kind: 'now' }> => a.kind === 'now');
  const duration = atoms.find((a): a is Extract<Atom, { kind: 'duration' }> => a.kind === 'duration');
  const allday = atoms.some((a) => a.kind === 'allday');
  const overnight = atoms.some((a) => a.kind === 'overnight');
  const nowMinute = Math.ceil(now / 60_000) * 60_000;

  let entry: number | undefined;
  let wholeDay: number | undefined;
  let startMinutes: ReturnType<typeof minutesOf>;
  const startDay = start.day ?? (end.day !== undefined && start.clock ? end.day : undefined);

  if (nowAtom) {
    entry = nowMinute + nowAtom.offsetMinutes * 60_000;
  } else if ((startMinutes = minutesOf(start))) {
    const day = startDay ?? today;
    entry = jstInstant(day, startMinutes.minutes);
    if (startDay === undefined && entry < now - 3_600_000) {
      entry += 86_400_000; // 10時 said after ten o'clock: tomorrow's
      out.assumptions++;
    }
  } else if (startDay !== undefined) {
    entry = startDay === today ? nowMinute : jstInstant(startDay, 0);
    wholeDay = startDay;
  }

  if (overnight && !end.clock && !end.period) {
    const day = start.day ?? today;
    entry = startMinutes ? entry : jstInstant(day, PERIOD_HOURS.night * 60);
    out.entryAt = entry;
    out.exitAt = jstInstant(jstDay(entry!) + 1, PERIOD_HOURS.morning * 60);
    return;
  }
  if (allday && !startMinutes) {
    const day = start.day ?? today;
    out.entryAt = day === today ? nowMinute : jstInstant(day, 0);
    out.exitAt = jstInstant(day + 1, 0);
    return;
  }

  if (!isEmpty(end)) {
    entry ??= nowMinute;
    const entryDay = jstDay(entry);
    const endMinutes = minutesOf(end);
    if (!endMinutes) {
      out.entryAt = entry;
      out.exitAt = jstInstant(end.day! + 1, 0); // 明日まで: to the end of that day
    } else {
      let minutes = endMinutes.minutes;
      const startOfDay = startMinutes?.minutes ?? Math.floor((entry - jstInstant(entryDay, 0)) / 60_000);
      // 9-6, 10時から6時: an end without a.m./p.m. below a morning start is the afternoon's.
      if (!endMinutes.meridiemKnown && end.day === undefined && minutes < startOfDay && (startOfDay < 720 || startMinutes?.saidPm) && minutes < 720 && minutes + 720 > startOfDay) {
        minutes += 720;
        out.assumptions++;
      }
      let exit = jstInstant(end.day ?? entryDay, minutes);
      // An end in the morning after a start in the afternoon or evening is the next morning's.
      if (exit <= entry && end.day === undefined && (startOfDay >= 720 || end.period === 'morning') && minutes <= 720) {
        exit += 86_400_000;
      }
      out.entryAt = entry;
      out.exitAt = exit;
    }
    if (out.exitAt! <= out.entryAt!) out.endBeforeStart = true;
    return;
  }

  if (duration) {
    entry ??= nowMinute;
    out.entryAt = entry;
    out.exitAt = entry + duration.minutes * 60_000;
    return;
  }
  if (entry !== undefined) {
    out.entryAt = entry;
    if (wholeDay !== undefined) out.exitAt = jstInstant(wholeDay + 1, 0);
  }
}
