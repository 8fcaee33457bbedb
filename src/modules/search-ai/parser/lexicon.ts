/**
 * What the parser knows besides its grammar, built from the two data tables (search_ai_phrases,
 * search_ai_places): phrases by their first character, places by every spelling derived from them.
 * Built once per load (the service caches it like master data); parsing only reads it.
 */

export type PhraseKind = 'tag' | 'filter' | 'noise';
export type FilterKey = 'structure' | 'entry_method' | 'vehicle_type' | 'open_now' | 'sort';
export type PlaceKind = 'station' | 'landmark' | 'ward' | 'city';
export type Area = 'tokyo' | 'osaka' | 'nagoya';

export interface PhraseRow {
  phrase: string;
  kind: PhraseKind;
  tag_code: string | null;
  filter_key: FilterKey | null;
  filter_value: string | null;
}

export interface PlaceRow {
  place_id: string;
  kind: PlaceKind;
  name_ja: string;
  base_ja: string;
  reading: string;
  romaji: string;
  area: Area;
  lat: number;
  lng: number;
  radius_m: number;
  priority: number;
  aliases: string[];
}

export interface Spelling {
  text: string;
  /** ASCII spellings match whole words only. */
  ascii: boolean;
  place: PlaceRow;
  /** The spelling carries its kind (渋谷区, shibuya station): no suffix needed to pick the kind. */
  kindInSpelling: PlaceKind | null;
}

export interface Lexicon {
  /** Phrases by first character, longest first. */
  phrasesByFirst: Map<string, PhraseRow[]>;
  /** Place spellings by first character, longest first. */
  spellingsByFirst: Map<string, Spelling[]>;
  /** ASCII words the parser knows, for correcting typos. */
  vocabulary: Set<string>;
  /** Vocabulary by word length, for the typo search. */
  vocabularyByLength: Map<number, string[]>;
  placeCount: number;
  phraseCount: number;
}

const ASCII = /^[\x20-\x7e]+$/;
const KANA_ONLY = /^[ぁ-ゖァ-ヶー]+$/;

/** Words of the date and time grammar and the location markers, so that typos of them are fixed too. */
export const GRAMMAR_WORDS = [
  'today', 'tomorrow', 'tonight', 'morning', 'afternoon', 'evening', 'night', 'noon', 'midnight', 'weekend',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'next', 'this', 'after', 'from',
  'until', 'till', 'through', 'hours', 'hour', 'minutes', 'minute', 'under', 'below', 'less', 'than', 'maximum',
  'station', 'ward', 'city', 'near', 'around', 'close', 'within', 'between', 'starting', 'overnight', 'yen',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'height', 'meters', 'metres', 'walk', 'walking', 'right', 'now', 'day', 'days', 'cheaper', 'parking', 'please',
  'budget', 'cheapest', 'covered', 'charging',
];

export function toKatakana(hiragana: string): string {
  return hiragana.replace(/[ぁ-ゖ]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

const SUFFIX_JA: Record<PlaceKind, string[]> = { station: ['駅', 'えき'], landmark: [], ward: ['区'], city: ['市'] };
const SUFFIX_EN: Record<PlaceKind, string[]> = {
  station: [' station', ' sta', ' stn', '-eki', ' eki'],
  landmark: [],
  ward: [' ward', '-ku', ' ku', ' city'],
  city: [' city', '-shi', ' shi'],
};
const AREA_PREFIX: Record<Area, string[]> = { tokyo: ['東京都', '東京'], osaka: ['大阪市', '大阪'], nagoya: ['名古屋市', '名古屋'] };

function spellingsOf(place: PlaceRow): Spelling[] {
  const out: Spelling[] = [];
  const add = (text: string, kindInSpelling: PlaceKind | null) => {
    const t = text.normalize('NFKC').toLowerCase();
    if (t) out.push({ text: t, ascii: ASCII.test(t), place, kindInSpelling });
  };
  const base = place.base_ja;
  const bareAllowed = [...base].length >= 2 && !(KANA_ONLY.test(base) && [...base].length <= 3);
  const readingAllowed = [...place.reading].length >= 3;
  for (const suffix of SUFFIX_JA[place.kind]) {
    add(base + suffix, place.kind);
    add(place.reading + suffix, place.kind);
    add(toKatakana(place.reading) + suffix, place.kind);
  }
  for (const suffix of SUFFIX_EN[place.kind]) add(place.romaji + suffix, place.kind);
  add(place.name_ja, place.kind === 'landmark' ? null : place.kind);
  if (place.kind === 'ward' || place.kind === 'city') {
    for (const prefix of AREA_PREFIX[place.area]) {
      if (!base.startsWith(prefix.slice(0, 2))) add(prefix + base + SUFFIX_JA[place.kind][0]!, place.kind);
    }
  }
  if (bareAllowed) add(base, null);
  if (readingAllowed) {
    add(place.reading, null);
    add(toKatakana(place.reading), null);
  }
  if (bareAllowed && place.romaji.length >= 3) add(place.romaji, null);
  for (const alias of place.aliases) add(alias, null);
  return out;
}

export function buildLexicon(phrases: PhraseRow[], places: PlaceRow[]): Lexicon {
  const phrasesByFirst = new Map<string, PhraseRow[]>();
  const vocabulary = new Set<string>(GRAMMAR_WORDS);
  for (const row of phrases) {
    const phrase = row.phrase.normalize('NFKC').toLowerCase();
    const first = phrase[0]!;
    const list = phrasesByFirst.get(first) ?? [];
    list.push({ ...row, phrase });
    phrasesByFirst.set(first, list);
    if (ASCII.test(phrase)) for (const word of phrase.split(/[^a-z]+/)) if (word.length >= 3) vocabulary.add(word);
  }
  for (const list of phrasesByFirst.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);

  const spellingsByFirst = new Map<string, Spelling[]>();
  const seen = new Set<string>();
  for (const place of places) {
    for (const spelling of spellingsOf(place)) {
      const key = `${spelling.text}\u0000${spelling.place.place_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const first = spelling.text[0]!;
      const list = spellingsByFirst.get(first) ?? [];
      list.push(spelling);
      spellingsByFirst.set(first, list);
      if (spelling.ascii) for (const word of spelling.text.split(/[^a-z]+/)) if (word.length >= 3) vocabulary.add(word);
    }
  }
  for (const list of spellingsByFirst.values()) list.sort((a, b) => b.text.length - a.text.length);

  const vocabularyByLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    const list = vocabularyByLength.get(word.length) ?? [];
    list.push(word);
    vocabularyByLength.set(word.length, list);
  }
  return { phrasesByFirst, spellingsByFirst, vocabulary, vocabularyByLength, placeCount: places.length, phraseCount: phrases.length };
}
