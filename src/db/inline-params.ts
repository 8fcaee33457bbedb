import pg from 'pg';

/**
 * A statement the one-round-trip path will not inline parameters into, because this lexer cannot
 * prove where its string literals begin and end. Use a transaction (`withCallerDb`) for it, or
 * write it without the construct named.
 */
export class UninlinableStatementError extends Error {
  constructor(
    readonly reason: string,
    readonly sql: string,
  ) {
    super(`cannot inline parameters into this statement: ${reason}`);
    this.name = 'UninlinableStatementError';
  }
}

/** The statement's text between placeholders, and each placeholder's parameter index (0-based). */
type Part = string | { param: number };

/** Outside string literals only these appear: names, numbers, whitespace and operator characters. */
const PLAIN = /[A-Za-z0-9_ \t\n\r()[\],.:+\-*/<>=~!@#%^&|?]/;
/** What may stand right before and after a placeholder: nothing that would join the literal to a neighbour. */
const BEFORE_PLACEHOLDER = /[ \t\n\r(,[=<>+\-*/%|]/;
const AFTER_PLACEHOLDER = /[ \t\n\r),\]:=<>+\-*/%|]/;

/**
 * Splits a statement at its `$n` placeholders, refusing (fail closed) anything whose effect on where
 * a literal begins or ends this lexer does not model: comments (an apostrophe in one would be read
 * as opening a string), quoted identifiers, prefixed strings (E'', U&'', B'', X'', N''), dollar
 * quoting, backslashes (their meaning in a plain literal depends on standard_conforming_strings),
 * `;` (a second statement), characters outside ASCII outside literals, and a placeholder touching
 * a name, number or literal. What remains is names, numbers, operators, whitespace and plain
 * '...' literals, where the only escape is a doubled quote.
 */
export function statementParts(sql: string): Part[] {
  const refuse = (reason: string): never => {
    throw new UninlinableStatementError(reason, sql);
  };
  const parts: Part[] = [];
  let text = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1] ?? '';
    if (ch === "'") {
      if (/[A-Za-z0-9_$&]/.test(sql[i - 1] ?? '')) refuse('a prefixed string literal (E\'\', U&\'\', B\'\', X\'\' or N\'\')');
      let j = i + 1;
      for (;;) {
        if (j >= sql.length) refuse('an unterminated string literal');
        if (sql[j] === '\\') refuse('a backslash in a string literal');
        if (sql[j] === "'") {
          if (sql[j + 1] !== "'") break;
          j++;
        }
        j++;
      }
      text += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === '$') {
      const digits = /^\d+/.exec(sql.slice(i + 1))?.[0];
      if (!digits) refuse('dollar quoting');
      const end = i + 1 + digits!.length;
      if (i > 0 && !BEFORE_PLACEHOLDER.test(sql[i - 1]!)) refuse(`$${digits} joined to what precedes it`);
      if (end < sql.length && !AFTER_PLACEHOLDER.test(sql[end]!)) refuse(`$${digits} joined to what follows it`);
      parts.push(text, { param: Number(digits) - 1 });
      text = '';
      i = end;
      continue;
    }
    if ((ch === '-' && next === '-') || (ch === '/' && next === '*') || (ch === '*' && next === '/')) refuse('a comment');
    if (ch === '"') refuse('a quoted identifier');
    if (ch === ';') refuse('more than one statement');
    if (!PLAIN.test(ch)) refuse(`the character ${JSON.stringify(ch)} outside a string literal`);
    text += ch;
    i++;
  }
  parts.push(text);
  return parts;
}

/**
 * Text PostgreSQL cannot store: U+0000, and UTF-16 surrogates without their pair (not Unicode, so not
 * UTF-8). Bound, the server refuses the first with 22021 and PGlite both; inlined, a NUL would end
 * the statement early and a lone surrogate be encoded as U+FFFD. Both are refused alike instead.
 */
const NOT_STORABLE = /\0|\p{Cs}/u;

function notStorable(): Error {
  return Object.assign(new Error('invalid byte sequence for encoding "UTF8"'), { code: '22021' });
}

function arrayText(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayText(value);
    return `"${parameterText(value)!.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

/**
 * A parameter's text, as pg sends a bound one (its prepareValue, which is not public API): null for
 * SQL NULL, arrays as array literals, Dates as ISO 8601 instants, other objects as JSON. Binary
 * values and objects that convert themselves (toPostgres) are refused rather than guessed at.
 */
export function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object':
      if (value instanceof Date) {
        const year = value.getUTCFullYear();
        if (!(year >= 1 && year <= 9999)) throw new TypeError('only a valid Date in the years 1-9999 can be inlined');
        return value.toISOString();
      }
      if (Array.isArray(value)) return arrayText(value);
      if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) throw new TypeError('binary parameters cannot be inlined');
      if (typeof (value as { toPostgres?: unknown }).toPostgres === 'function') throw new TypeError('a value with toPostgres cannot be inlined');
      return JSON.stringify(value);
    default:
      throw new TypeError(`a ${typeof value} cannot be a parameter`);
  }
}

function literal(value: unknown): string {
  const text = parameterText(value);
  if (text === null) return 'NULL';
  if (NOT_STORABLE.test(text)) throw notStorable();
  // pg's public escaper: quotes doubled, and backslashes doubled inside E'' (with a leading space,
  // so it never joins a preceding name), which reads the same whatever standard_conforming_strings is.
  return pg.escapeLiteral(text);
}

/** The service's one-round-trip statements are a few fixed texts: each is lexed once per process. */
const lexed = new Map<string, readonly Part[]>();
const LEXED_KEPT = 1000;

function partsOf(sql: string): readonly Part[] {
  let parts = lexed.get(sql);
  if (!parts) {
    parts = statementParts(sql);
    if (lexed.size < LEXED_KEPT) lexed.set(sql, parts);
  }
  return parts;
}

/**
 * `$n` placeholders replaced by literals, for the one-round-trip path where a statement travels in
 * the same simple-protocol message as the caller's settings. Literals are untyped, exactly like
 * extended-protocol parameters, so the statement's casts and function signatures type them the same.
 * The statement must pass `statementParts`; placeholders inside its string literals stay text.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return partsOf(sql)
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.param < 0 || part.param >= params.length) throw new Error(`no value for $${part.param + 1}`);
      return literal(params[part.param]);
    })
    .join('');
}
