/**
 * The working text of a query and which of its characters are understood. Matchers claim spans;
 * a span overlapping a claimed one is refused, so each character means one thing.
 */

export type SpanRole = 'time' | 'money' | 'height' | 'radius' | 'duration' | 'tag' | 'filter' | 'place' | 'location' | 'noise';

export interface Span {
  start: number;
  end: number;
  role: SpanRole;
}

export class QueryText {
  /** NFKC, ASCII letters lower-cased: what matchers read. */
  readonly text: string;
  /** NFKC as typed (case kept): what phrases returned to the client are cut from. */
  readonly display: string;
  private readonly claimed: Uint8Array;
  readonly spans: Span[] = [];
  /** Words replaced by a known word one or two letters away. */
  readonly corrections: { from: string; to: string }[];

  constructor(text: string, display: string, corrections: { from: string; to: string }[]) {
    this.text = text;
    this.display = display;
    this.claimed = new Uint8Array(text.length);
    this.corrections = corrections;
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.claimed[i]) return false;
    return true;
  }

  /** Claims the span less the white space at its edges (a pattern's \s* must not take a neighbour's space). */
  claim(start: number, end: number, role: SpanRole): boolean {
    [start, end] = this.trimmed(start, end);
    if (start >= end || !this.isFree(start, end)) return false;
    this.claimed.fill(1, start, end);
    this.spans.push({ start, end, role });
    return true;
  }

  /** Every match of `pattern` (global) over characters no one has claimed yet, in order. */
  *freeMatches(pattern: RegExp): Generator<RegExpExecArray> {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(this.text); m; m = pattern.exec(this.text)) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      const [start, end] = this.trimmed(m.index, m.index + m[0].length);
      if (start < end && this.isFree(start, end)) yield m;
    }
  }

  private trimmed(start: number, end: number): [number, number] {
    while (start < end && this.text[start] === ' ') start++;
    while (end > start && this.text[end - 1] === ' ') end--;
    return [start, end];
  }

  /** The unclaimed runs of text, with their offsets. */
  freeRuns(): { start: number; text: string }[] {
    const runs: { start: number; text: string }[] = [];
    let start = -1;
    for (let i = 0; i <= this.text.length; i++) {
      const free = i < this.text.length && !this.claimed[i];
      if (free && start < 0) start = i;
      if (!free && start >= 0) {
        runs.push({ start, text: this.text.slice(start, i) });
        start = -1;
      }
    }
    return runs;
  }

  charsOf(role: SpanRole | SpanRole[]): number {
    const roles = Array.isArray(role) ? role : [role];
    return this.spans.filter((s) => roles.includes(s.role)).reduce((n, s) => n + (s.end - s.start), 0);
  }
}

const DASHES = /[\u2010-\u2015\u2212\u30fc](?=\d)|(?<=\d)[\u2010-\u2015\u2212\u30fc]/g;

/**
 * NFKC (full-width digits and letters become ASCII, ～ becomes ~), the wave dash and dashes between
 * digits become ~ and -, runs of white space one space. Returns the display form (case kept).
 */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFKC')
    .replace(/[\u301c\u3030]/g, '~')
    .replace(DASHES, '-')
    .replace(/[\s\u3000]+/g, ' ')
    .trim();
}

export function lowerAscii(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

/** Damerau-Levenshtein distance (adjacent transpositions), giving up beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows * cols - 1]!;
}
