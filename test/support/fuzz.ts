import fc from 'fast-check';

/**
 * Request values generated from the contract's JSON Schemas, for fuzzing every operation. A request
 * is mostly valid, so that it gets past validation into the services and the database, carrying any
 * code point the database can store in its free text; then one value (a body leaf, a query
 * parameter) is replaced by hostile text, most often with U+0000 or a lone surrogate inside.
 */

export type JsonSchema = Record<string, any>;

/** Code points that have broken text handling somewhere: NUL, lone surrogates, non-characters, BOM, RTL override, astral... */
const BREAKERS = [
  '\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\ufffd', '\ufeff', '\ufffe', '\uffff', '\u{10ffff}', '\u{1f697}',
  '\u0301', '\u202e', '\u2028', '\\', '"', "'", '%', '\n', '\t', ' ', '\u3000', 'あ', '𠮷', '\u007f', '\u0085',
];

/** One code point or one UTF-16 unit: any of them, U+0000 and every surrogate half included. */
const anyUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...BREAKERS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)) },
  { weight: 3, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz_-0123456789') },
);

/** The code points PostgreSQL cannot store: U+0000 and every surrogate half. */
const unstorable: fc.Arbitrary<string> = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
);

/** Any text, half of the time with a code point the database cannot store somewhere inside. */
export function anyText(maxLength = 16): fc.Arbitrary<string> {
  const around = Math.max(0, Math.floor((maxLength - 1) / 2));
  return fc.oneof(
    fc.string({ unit: anyUnit, maxLength }),
    fc.tuple(fc.string({ unit: anyUnit, maxLength: around }), unstorable, fc.string({ unit: anyUnit, maxLength: around })).map((parts) => parts.join('')),
  );
}

/**
 * Free text a schema accepts: any code point the database can store (`binary` leaves surrogate
 * halves out; U+0000 is removed), mostly readable ones. Length is counted in code points, as the
 * contract's maxLength counts them, and kept within the bounds.
 */
function storableText(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 24, Math.max(min, 24));
  const unit = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz _-0123456789あ駐車') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c !== '\u0000') },
  );
  return fc
    .string({ unit, minLength: min, maxLength: max })
    // A few schemas refuse text that is only spaces; a UTF-16 bound (zod's .max) is never below the code point count.
    .map((s) => (s.trim() === '' && max > 0 ? `x${s}`.slice(0, Math.max(1, max)) : s))
    .filter((s) => s.length <= (schema.maxLength ?? Infinity) && [...s].length >= min);
}

export interface FuzzContext {
  /** Uuids worth hitting in bodies and queries (existing rows), next to random ones. */
  ids: readonly string[];
  resolve(ref: string): JsonSchema;
}

function merged(parts: JsonSchema[]): JsonSchema {
  const out: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(out.properties, part.properties ?? {});
    out.required = [...new Set([...out.required, ...(part.required ?? [])])];
    if (part.additionalProperties !== undefined) out.additionalProperties = part.additionalProperties;
  }
  return out;
}

/** A value the schema (mostly) accepts. */
export function arbitraryFor(input: JsonSchema, ctx: FuzzContext, depth = 0): fc.Arbitrary<unknown> {
  const schema = input.$ref ? ctx.resolve(input.$ref) : input;
  if (schema.allOf) return arbitraryFor(merged(schema.allOf.map((s: JsonSchema) => (s.$ref ? ctx.resolve(s.$ref) : s))), ctx, depth);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s: JsonSchema) => arbitraryFor(s, ctx, depth)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type: string) => (type === 'null' ? fc.constant(null) : arbitraryFor({ ...schema, type }, ctx, depth))));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema, ctx);
    case 'integer': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(
        { weight: 12, arbitrary: fc.integer({ min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e21) },
      );
    }
    case 'number': {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return fc.oneof(
        { weight: 12, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
        { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 5e-324, 2 ** 53 + 1) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s: JsonSchema) => arbitraryFor(s, ctx, depth + 1)));
      if (depth > 4) return fc.constant([]);
      const item = schema.items ? arbitraryFor(schema.items, ctx, depth + 1) : storableText({});
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object':
    default: {
      const properties: Record<string, JsonSchema> = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, ctx, depth + 1)]));
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
  }
}

function stringFor(schema: JsonSchema, ctx: FuzzContext): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return ctx.ids.length ? fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid()) : fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,20}$/), fc.constantFrom('example.jp', 'example.com')).map(([local, domain]) => `${local}@${domain}`);
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] });
    default:
      if (schema.pattern) {
        const max = schema.maxLength ?? Infinity;
        return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max && s.length >= (schema.minLength ?? 0));
      }
      return storableText(schema);
  }
}

/** `[[[...]]]`, `levels` deep: past the service's bound when levels > 32. */
export function nested(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i++) value = [value];
  return value;
}

type Path = (string | number)[];

function leaves(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  } else if (path.length) {
    out.push(path);
  }
  return out;
}

function replaced(value: unknown, path: Path, leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head!] = replaced(copy[head!], rest, leaf);
  return copy;
}

/**
 * `value` with one leaf (chosen by `pick`) replaced by `hostile`, or, as `key`, with `hostile` added
 * as a key of the object at that place; a value without leaves becomes `hostile`.
 */
export function withHostile(value: unknown, pick: number, hostile: string, asKey: boolean): unknown {
  const all = leaves(value);
  if (!all.length) return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value, [hostile]: 1 } : hostile;
  const path = all[pick % all.length]!;
  if (!asKey) return replaced(value, path, hostile);
  const parent = path.slice(0, -1);
  const container = parent.reduce<any>((v, k) => v[k], value);
  if (Array.isArray(container)) return replaced(value, path, hostile);
  return replaced(value, parent, { ...container, [hostile]: 1 });
}

/**
 * A path or query value as a client would put it in a URL. A lone surrogate has no UTF-8 form, so
 * it goes as the bytes a careless encoder (CESU-8) would write: invalid UTF-8, which the service
 * must take as text too.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}
