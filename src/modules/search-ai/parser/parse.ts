/**
 * One sentence → the structured search (issue 16). Deterministic and explainable: every piece of
 * the answer comes from a span of the text that a rule or a data row claimed, and what no rule
 * claimed is the remainder that lowers the confidence. Pure computation over the lexicon; the
 * service adds what needs the database (lots' names and addresses).
 */
import { buildConfidence, type ConfidenceInput } from './confidence.js';
import type { Area, FilterKey, Lexicon, PhraseRow, PlaceKind, PlaceRow, Spelling } from './lexicon.js';
import { parseNumber } from './numbers.js';
import { editDistance, lowerAscii, normalizeQuery, QueryText } from './text.js';
import { readTime } from './time.js';

export type FilterType = 'tag' | FilterKey | 'max_height_m';

export interface ParsedFilter {
  type: FilterType;
  value: string | number | boolean;
  /** The words it was read from, as typed (after NFKC). */
  text: string;
}

export interface ParsedQuery {
  /** Why nothing usable came out (the service answers 422 unparseable), or null. */
  failure: 'empty' | 'nothing_understood' | 'end_before_start' | null;
  /** The place the driver named, as typed; '' when none. */
  location: string;
  place: PlaceRow | null;
  placeAmbiguous: boolean;
  /** A location phrase that no place in the gazetteer matched (the service tries the lots). */
  unresolvedLocation: string | null;
  entryAt?: number;
  exitAt?: number;
  maxPrice?: number;
  radiusM?: number;
  filters: ParsedFilter[];
  /** Pieces of the text nothing understood. */
  leftover: string[];
  confidenceInput: ConfidenceInput;
  confidence: number;
}

const MONEY_NUM = '\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?\\s*(?:万|千|k(?![a-z]))?|[〇一二三四五六七八九十百千万]+';
const EN_PRICE_WORDS = 'under|below|less than|up to|upto|max(?:imum)?|no more than|not more than|at most|within|budget(?: of| is)?|cheaper than|for|around|about|max of|limit';
const MONEY_RULES = [
  new RegExp(`(?:予算|上限|最大|max)?\\s*(${MONEY_NUM})\\s*円(?!札)\\s*(?:以内|以下|まで|未満|以下で|位|くらい|ぐらい|程度|前後|ほど|迄)?`, 'g'),
  new RegExp(`(?:\\b(?:${EN_PRICE_WORDS})\\s*)?(?:¥|\\\\|jpy\\s*|yen\\s*)\\s*(${MONEY_NUM})(?:\\s*(?:max|or less|or under|tops|at most|maximum))?`, 'g'),
  new RegExp(`(?:\\b(?:${EN_PRICE_WORDS})\\s*)?(${MONEY_NUM})\\s*(?:yen|jpy|円)\\b(?:\\s*(?:max|or less|or under|tops|at most|maximum))?`, 'g'),
];
const HEIGHT_RULE =
  /(?:高さ制限|車高制限|高さ|車高|全高|height limit|height|clearance|vehicle height)?\s*(?:は|が|:)?\s*(\d+(?:\.\d+)?)\s*(m|メートル|cm|センチ)(?![a-z])\s*(?:以上|以下|まで|ok|可|tall|high|の車|くらい)?(?:\s*(?:tall|high))?/g;
const RADIUS_RULES: [RegExp, (m: RegExpExecArray) => number][] = [
  [/(?:から)?\s*徒歩\s*(\d+|[一二三四五六七八九十]+)\s*分(?:以内|圏内)?|\b(\d+)\s*(?:-\s*)?min(?:ute)?s?\s*walk(?:ing)?(?:\s*distance)?\b|\bwithin\s+(?:a\s+)?(\d+)\s*(?:-\s*)?min(?:ute)?s?\s*walk\b/g,
    (m) => parseNumber(m[1] ?? m[2] ?? m[3]!) * 80],
  [/(?:から)?\s*(\d+(?:\.\d+)?)\s*(km|キロ|m|メートル|meters?|metres?)(?![a-z])\s*(?:以内|圏内|radius|range)?/g,
    (m) => parseNumber(m[1]!) * (m[2] === 'km' || m[2] === 'キロ' ? 1000 : 1)],
  [/\bwithin\s+(\d+(?:\.\d+)?)\s*(km|m|meters?|metres?)\b/g, (m) => parseNumber(m[1]!) * (m[2] === 'km' ? 1000 : 1)],
  [/\bwalking distance\b|歩ける距離|歩いて行ける/g, () => 800],
];
const NEGATION_AFTER = /^\s*(?:なし|無し|不要|いらない|じゃなく|以外|not needed)/;
const NEGATION_BEFORE = /(?:\bno|\bnot|\bwithout|\bnon)[\s-]*$/;
const AREA_WORDS: Record<string, Area> = { 東京: 'tokyo', tokyo: 'tokyo', 大阪: 'osaka', osaka: 'osaka', 名古屋: 'nagoya', nagoya: 'nagoya' };
const KIND_ORDER: Record<PlaceKind, number> = { station: 0, landmark: 1, ward: 2, city: 3 };
const SUFFIX_KIND: [RegExp, PlaceKind][] = [
  [/^\s*(?:駅|えき|\s+station\b|\s+sta\b\.?|\s+stn\b|-eki\b)/, 'station'],
  [/^\s*(?:区|\s+ward\b|-ku\b|\s+ku\b)/, 'ward'],
  [/^\s*(?:市|\s+city\b|-shi\b)/, 'city'],
];
const PARTICLE_RUN = /^[\sのでにをはがとやもへね、。,.!?！？・/()「」~\-:;'"]*$/;
const ASCII_WORD = /[a-z]/;

export interface ParseOptions {
  /** The request's instant (ms since the epoch): today, tonight and 10時 are read from it. */
  now: number;
}

/** Typos: an ASCII word the lexicon does not know, one letter (two from nine letters) from a unique known one. */
function correctTypos(display: string, lexicon: Lexicon): { text: string; display: string; corrections: { from: string; to: string }[] } {
  const corrections: { from: string; to: string }[] = [];
  const lower = lowerAscii(display);
  let text = '';
  let shown = '';
  let last = 0;
  for (const m of lower.matchAll(/[a-z]+/g)) {
    const word = m[0];
    if (word.length < 5 || lexicon.vocabulary.has(word)) continue;
    const max = word.length >= 9 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = max + 1;
    let tie = false;
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const candidate of lexicon.vocabularyByLength.get(len) ?? []) {
        const d = editDistance(word, candidate, max);
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
          tie = false;
        } else if (d === bestDistance && candidate !== best) tie = true;
      }
    }
    if (!best || tie || bestDistance > max) continue;
    text += lower.slice(last, m.index) + best;
    shown += display.slice(last, m.index) + (display[m.index] === word[0] ? best : best[0]!.toUpperCase() + best.slice(1));
    last = m.index + word.length;
    corrections.push({ from: display.slice(m.index, last), to: best });
  }
  return { text: text + lower.slice(last), display: shown + display.slice(last), corrections };
}

function asciiBoundaryOk(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1]! : ' ';
  const after = end < text.length ? text[end]! : ' ';
  // nishi-shinjuku is not shinjuku; shibuya-ku is shibuya (the suffix is read next).
  return !/[a-z0-9-]/.test(before) && !/[a-z0-9]/.test(after);
}
const KANJI = /[一-龯々]/;
const CHOME_AFTER = /^\s*(?:\d+|[一二三四五六七八九十]+)\s*(?:丁目|-chome)/;

interface PlaceMatch {
  start: number;
  end: number;
  candidates: Spelling[];
  suffixKind: PlaceKind | null;
}

function findPlaces(q: QueryText, lexicon: Lexicon): PlaceMatch[] {
  const matches: PlaceMatch[] = [];
  const { text } = q;
  for (let i = 0; i < text.length; i++) {
    const list = lexicon.spellingsByFirst.get(text[i]!);
    if (!list) continue;
    let found: Spelling[] = [];
    let length = 0;
    for (const spelling of list) {
      const len = spelling.text.length;
      if (len < length) break;
      if (!text.startsWith(spelling.text, i)) continue;
      if (spelling.ascii && !asciiBoundaryOk(text, i, i + len)) continue;
      // 西新宿 is not 新宿: a kanji spelling does not start inside a word of kanji nothing has read.
      if (!spelling.ascii && i > 0 && KANJI.test(text[i - 1]!) && KANJI.test(spelling.text[0]!) && q.isFree(i - 1, i)) continue;
      if (!q.isFree(i, i + len)) continue;
      length = len;
      found.push(spelling);
    }
    if (!found.length) continue;
    let end = i + length;
    let suffixKind: PlaceKind | null = null;
    for (const [re, kind] of SUFFIX_KIND) {
      const m = re.exec(text.slice(end, end + 12));
      if (m && found.some((s) => s.place.kind === kind) && !found.every((s) => s.kindInSpelling)) {
        suffixKind = kind;
        end += m[0].length;
        break;
      }
    }
    if (suffixKind) found = found.filter((s) => s.place.kind === suffixKind);
    // 新宿三丁目, 西新宿1丁目: an address below the place, left to the chōme pattern and the lots.
    if (!suffixKind && CHOME_AFTER.test(text.slice(end, end + 8))) continue;
    if (!q.isFree(i, end)) continue;
    matches.push({ start: i, end, candidates: found, suffixKind });
    i = end - 1;
  }
  return matches;
}

function pickPlace(match: PlaceMatch, area: Area | null): { place: PlaceRow; ambiguous: boolean } {
  const ranked = [...new Map(match.candidates.map((s) => [s.place.place_id, s])).values()].sort((a, b) => {
    const kindA = a.kindInSpelling ?? match.suffixKind;
    const kindB = b.kindInSpelling ?? match.suffixKind;
    // A spelling that says its kind (渋谷区) beats one that does not; then the query's area; then kind; then priority.
    return (
      (kindB ? 1 : 0) - (kindA ? 1 : 0) ||
      (area ? (b.place.area === area ? 1 : 0) - (a.place.area === area ? 1 : 0) : 0) ||
      KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
      a.place.priority - b.place.priority
    );
  });
  const best = ranked[0]!;
  const second = ranked[1];
  const ambiguous =
    !!second && second.place.kind === best.place.kind && second.place.area !== best.place.area && (!area || second.place.area === area) === (!area || best.place.area === area);
  return { place: best.place, ambiguous };
}

function findPhrases(q: QueryText, lexicon: Lexicon, kinds: ('tag' | 'filter' | 'noise')[]): { start: number; end: number; row: PhraseRow }[] {
  const out: { start: number; end: number; row: PhraseRow }[] = [];
  const { text } = q;
  for (let i = 0; i < text.length; i++) {
    const list = lexicon.phrasesByFirst.get(text[i]!);
    if (!list) continue;
    for (const row of list) {
      if (!kinds.includes(row.kind)) continue;
      const len = row.phrase.length;
      if (!text.startsWith(row.phrase, i)) continue;
      if (ASCII_WORD.test(row.phrase[0]!) && /^[\x20-\x7e]+$/.test(row.phrase) && !asciiBoundaryOk(text, i, i + len)) continue;
      if (!q.isFree(i, i + len)) continue;
      out.push({ start: i, end: i + len, row });
      i += len - 1;
      break;
    }
  }
  return out;
}

const LOCATION_PATTERNS: RegExp[] = [
  /([a-z0-9一-龯々ヶぁ-んァ-ヶー・-]{1,24}?(?:\d+丁目|丁目|駅|区|市|町|通り|公園|ビル|タワー|病院|大学|ホテル|モール|ホール|球場|スタジアム|センター))(?:の?(?:近く|付近|周辺|そば|近辺|あたり|辺り|周り))?/g,
  /([一-龯々ヶァ-ヶーa-z0-9・-]{2,24})(?:の近く|の周辺|付近|周辺|のそば|近辺|の辺り|のあたり|の周り|近く)/g,
  /\b(?:near|around|close to|next to|by|at|in)\s+((?:[a-z0-9'&.-]+)(?:\s+(?!(?:with|under|for|from|on|and|between|until|by|at|in|tomorrow|today|tonight)\b)[a-z0-9'&.-]+){0,3}?(?:\s+(?:station|ward|city|park|tower|hospital|hotel|mall|stadium))?(?:\s+\d+-chome)?)(?=\s*(?:$|,|\.|with\b|under\b|for\b|from\b|on\b|and\b|between\b|until\b|by\b|at\b|in\b|tomorrow\b|today\b|tonight\b|\d))/g,
];

export function parseQuery(query: string, lexicon: Lexicon, options: ParseOptions): ParsedQuery {
  const normalized = normalizeQuery(query);
  const empty: ParsedQuery = {
    failure: 'empty', location: '', place: null, placeAmbiguous: false, unresolvedLocation: null, filters: [], leftover: [],
    confidenceInput: { understood: 0, leftover: 0, corrections: 0, assumptions: 0, placeAmbiguous: false, locationUnresolved: false },
    confidence: 0,
  };
  if (!normalized) return empty;
  const corrected = correctTypos(normalized, lexicon);
  const q = new QueryText(corrected.text, corrected.display, corrected.corrections);
  const out: ParsedQuery = { ...empty, failure: null, filters: [] };

  // Money before times (1000円まで is a price, not an end) and heights before radii (2.1m vs 500m).
  for (const rule of MONEY_RULES) {
    for (const m of q.freeMatches(rule)) {
      const value = Math.round(parseNumber(m[1]!.replace(/\s/g, '')));
      if (!Number.isFinite(value) || value < 1 || value > 10_000_000) continue;
      if (out.maxPrice !== undefined) continue;
      if (q.claim(m.index, m.index + m[0].length, 'money')) out.maxPrice = value;
    }
  }
  for (const m of q.freeMatches(HEIGHT_RULE)) {
    const raw = parseNumber(m[1]!);
    const metres = m[2] === 'cm' || m[2] === 'センチ' ? raw / 100 : raw;
    if (!(metres >= 1.2 && metres <= 4.5)) continue;
    if (q.claim(m.index, m.index + m[0].length, 'height')) {
      out.filters.push({ type: 'max_height_m', value: Math.round(metres * 100) / 100, text: q.display.slice(m.index, m.index + m[0].length).trim() });
    }
  }
  for (const [rule, metres] of RADIUS_RULES) {
    for (const m of q.freeMatches(rule)) {
      const value = Math.round(metres(m));
      if (!(value >= 30 && value <= 10_000) || out.radiusM !== undefined) continue;
      if (q.claim(m.index, m.index + m[0].length, 'radius')) out.radiusM = value;
    }
  }

  const time = readTime(q, options.now);
  if (time.endBeforeStart) return { ...out, failure: 'end_before_start' };
  if (time.entryAt !== undefined) out.entryAt = time.entryAt;
  if (time.exitAt !== undefined) out.exitAt = time.exitAt;

  // Places: the gazetteer's spellings; an area name beside a more specific place is context.
  const matches = findPlaces(q, lexicon);
  let area: Area | null = null;
  const specific = matches.filter((m) => {
    const areaWord = AREA_WORDS[q.text.slice(m.start, m.end)];
    if (areaWord && !m.suffixKind && matches.length > 1) {
      area = areaWord;
      q.claim(m.start, m.end, 'place');
      return false;
    }
    return true;
  });
  if (specific.length) {
    const chosen = specific.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a));
    for (const m of specific) q.claim(m.start, m.end, 'place');
    const { place, ambiguous } = pickPlace(chosen, area);
    out.place = place;
    out.placeAmbiguous = ambiguous;
    out.location = q.display.slice(chosen.start, chosen.end).trim();
  }

  // Tags and filters from the phrase table (negated ones are left over: 屋根なし is not 屋根付き).
  for (const { start, end, row } of findPhrases(q, lexicon, ['tag', 'filter'])) {
    if (NEGATION_AFTER.test(q.text.slice(end, end + 8)) || NEGATION_BEFORE.test(q.text.slice(Math.max(0, start - 9), start))) continue;
    if (!q.claim(start, end, row.kind === 'tag' ? 'tag' : 'filter')) continue;
    const type: FilterType = row.kind === 'tag' ? 'tag' : row.filter_key!;
    const value = row.kind === 'tag' ? row.tag_code! : row.filter_key === 'open_now' ? row.filter_value === 'true' : row.filter_value!;
    if (!out.filters.some((f) => f.type === type && f.value === value)) {
      out.filters.push({ type, value, text: q.display.slice(start, end) });
    }
  }

  // A location the gazetteer does not know: 西新宿1丁目, ○○ビルの近く, near Foo Hall.
  if (!out.place) {
    for (const pattern of LOCATION_PATTERNS) {
      for (const m of q.freeMatches(pattern)) {
        const phrase = m[1]!.replace(/^(?:the|a)\s+/, '');
        const offset = m.index + m[0].indexOf(m[1]!);
        if (phrase.length < 2 || !q.claim(offset, offset + m[1]!.length, 'location')) continue;
        q.claim(m.index, offset, 'noise');
        q.claim(offset + m[1]!.length, m.index + m[0].length, 'noise');
        out.location = q.display.slice(offset + (m[1]!.length - phrase.length), offset + m[1]!.length).trim();
        out.unresolvedLocation = out.location;
        break;
      }
      if (out.unresolvedLocation) break;
    }
  }

  for (const { start, end } of findPhrases(q, lexicon, ['noise'])) q.claim(start, end, 'noise');
  for (const run of q.freeRuns()) {
    const trimmed = run.text.replace(/^[\s、。,.!?！？・/()「」~\-:;'"]+|[\s、。,.!?！？・/()「」~\-:;'"]+$/g, '');
    if (PARTICLE_RUN.test(run.text) || /^[ぁ-ゖ]{1,2}$/.test(trimmed)) {
      q.claim(run.start, run.start + run.text.length, 'noise');
      continue;
    }
    const lead = run.text.indexOf(trimmed);
    out.leftover.push(q.display.slice(run.start + lead, run.start + lead + trimmed.length));
  }

  out.confidenceInput = {
    understood: q.charsOf(['time', 'money', 'height', 'radius', 'tag', 'filter', 'place']),
    leftover: out.leftover.reduce((n, s) => n + s.length, 0) + q.charsOf('location'),
    corrections: q.corrections.length,
    assumptions: time.assumptions,
    placeAmbiguous: out.placeAmbiguous,
    locationUnresolved: out.unresolvedLocation !== null,
  };
  out.confidence = buildConfidence(out.confidenceInput);
  const usable = out.location !== '' || time.found || out.maxPrice !== undefined || out.filters.length > 0 || out.radiusM !== undefined;
  if (!usable) out.failure = 'nothing_understood';
  return out;
}
