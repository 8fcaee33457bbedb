import pgUtils from 'pg/lib/utils.js';

const { prepareValue } = pgUtils;

/**
 * A bound parameter with U+0000 is refused by the server with 22021; inlined, it would end the
 * statement's text early instead. The same refusal keeps both paths alike (a 422 at the edge).
 */
function nulRefused(): Error {
  return Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
}

/** A value as an SQL literal, the way pg's escapeLiteral writes it (E'' form, safe whatever standard_conforming_strings says). */
function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (Buffer.isBuffer(prepared)) throw new TypeError('binary parameters cannot be inlined');
  const text = String(prepared);
  if (text.includes('\0')) throw nulRefused();
  const escaped = text.replaceAll('\\', '\\\\').replaceAll("'", "''");
  return text.includes('\\') ? ` E'${escaped}'` : `'${escaped}'`;
}

/**
 * `$n` placeholders replaced by literals, for the one-round-trip path where a statement travels in
 * the same simple-protocol message as the caller's settings. Literals are untyped, exactly like
 * extended-protocol parameters, so the statement's casts and function signatures type them the same.
 * Placeholders inside string literals are left alone; dollar-quoted text is refused.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  if (sql.includes('$$')) throw new Error('dollar-quoted text cannot be used with inlined parameters');
  let out = '';
  let inString = false;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (ch === "'") inString = !inString;
    if (!inString && ch === '$' && /\d/.test(sql[i + 1] ?? '')) {
      let j = i + 1;
      while (j < sql.length && /\d/.test(sql[j]!)) j++;
      const index = Number(sql.slice(i + 1, j)) - 1;
      if (index < 0 || index >= params.length) throw new Error(`no value for $${index + 1}`);
      out += literal(params[index]);
      i = j - 1;
      continue;
    }
    out += ch;
  }
  return out;
}
