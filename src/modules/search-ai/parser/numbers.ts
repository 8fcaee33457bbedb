/**
 * Numbers as drivers write them: ASCII digits (full-width ones are ASCII after NFKC), thousands
 * separators, kanji numerals (三, 十五, 二十三, 千, 千五百, 一万), and digits with a kanji multiplier
 * (2千, 1万5千, 1.5千). Pure functions; no allocation beyond the result.
 */

const KANJI_DIGITS: Record<string, number> = {
  〇: 0, 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
const KANJI_SMALL_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** The characters a number may be made of, for building regular expressions. */
export const KANJI_NUMERAL_CHARS = '〇零一二三四五六七八九十百千万';

/** One number in any of the forms above; NaN when the text is not one. */
export function parseNumber(raw: string): number {
  const text = raw.replace(/,/g, '').trim();
  if (text === '') return Number.NaN;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  // 2千, 1.5万, 1万5千, 3k
  const mixed = /^(\d+(?:\.\d+)?)(万|千|百|k)(.*)$/.exec(text);
  if (mixed) {
    const unit = mixed[2] === '万' ? 10_000 : mixed[2] === '百' ? 100 : 1000;
    const head = Number(mixed[1]) * unit;
    if (mixed[3] === '') return head;
    const tail = parseNumber(mixed[3]!);
    return Number.isNaN(tail) || tail >= unit ? Number.NaN : head + tail;
  }
  return parseKanji(text);
}

function parseKanji(text: string): number {
  let total = 0; // completed 万 groups
  let group = 0; // below 万
  let digit = -1; // pending digit
  let sawAny = false;
  // A string of plain digits (二〇二六) reads positionally.
  if ([...text].every((ch) => ch in KANJI_DIGITS)) {
    return Number([...text].map((ch) => KANJI_DIGITS[ch]).join(''));
  }
  for (const ch of text) {
    if (ch in KANJI_DIGITS) {
      if (digit >= 0) return Number.NaN;
      digit = KANJI_DIGITS[ch]!;
      sawAny = true;
    } else if (ch in KANJI_SMALL_UNITS) {
      group += (digit < 0 ? 1 : digit) * KANJI_SMALL_UNITS[ch]!;
      digit = -1;
      sawAny = true;
    } else if (ch === '万') {
      group += digit < 0 ? 0 : digit;
      total += (group === 0 ? 1 : group) * 10_000;
      group = 0;
      digit = -1;
      sawAny = true;
    } else {
      return Number.NaN;
    }
  }
  if (!sawAny) return Number.NaN;
  return total + group + (digit < 0 ? 0 : digit);
}
