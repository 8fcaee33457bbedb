import type { ValidationIssue } from './errors.js';

/**
 * Every string a request brings in (JSON keys and values, query and path parameters, cursor keys)
 * is checked here once, before any schema, so that no field can forget it:
 * - U+0000: PostgreSQL's text and jsonb cannot hold it, and answered with errors of its own
 *   (or, inlined into a statement, with none);
 * - a lone UTF-16 surrogate (`\ud800` in JSON): UTF-8 has no encoding for it, so it would either be
 *   refused by the database or silently stored as U+FFFD, a different value than the one sent.
 * Both are refused as the request's fault (422), naming the field. Surrogate pairs are ordinary
 * characters and pass.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/**
 * The deepest JSON nesting a request may carry, the outermost object or array counting as 1. The
 * contract's bodies nest a few levels; free-form JSON (sign-up metadata) gets the same room. Deeper
 * values would overflow the stack of whatever walks them recursively next (JSON.stringify, jsonb).
 */
export const MAX_JSON_DEPTH = 32;

export type InputIssueCode = 'invalid_characters' | 'too_deep';

export interface InputIssue extends ValidationIssue {
  code: InputIssueCode;
}

/** Why `text` cannot be stored, or undefined when it can. */
export function unstorableTextMessage(text: string): string | undefined {
  const found = UNSTORABLE.exec(text);
  if (!found) return undefined;
  const unit = found[0].charCodeAt(0);
  if (unit === 0) return 'Must not contain U+0000 (NUL).';
  return `Must not contain an unpaired surrogate (U+${unit.toString(16).toUpperCase()}): send well-formed UTF-8.`;
}

/**
 * The first unstorable string (key or value) or over-deep container in a parsed JSON value, in
 * document order. Iterative, so that a hostile nesting cannot overflow the stack here either.
 */
export function findJsonIssue(root: unknown, maxDepth = MAX_JSON_DEPTH): InputIssue | undefined {
  const pending: { value: unknown; path: (string | number)[]; depth: number; key?: string }[] = [{ value: root, path: [], depth: 0 }];
  while (pending.length) {
    const { value, path, depth, key } = pending.pop()!;
    const keyMessage = key === undefined ? undefined : unstorableTextMessage(key);
    if (keyMessage) return { path, code: 'invalid_characters', message: `A key: ${keyMessage}` };
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value);
      if (message) return { path, code: 'invalid_characters', message };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { path, code: 'too_deep', message: `JSON nested deeper than ${maxDepth} levels.` };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: [...path, i], depth: depth + 1 });
    } else {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [name, child] = entries[i]!;
        pending.push({ value: child, path: [...path, name], depth: depth + 1, key: name });
      }
    }
  }
  return undefined;
}

/** The first unstorable name or value among named parameters (query, path). */
export function findParamIssue(params: Record<string, string | string[] | undefined>): InputIssue | undefined {
  for (const [name, values] of Object.entries(params)) {
    const nameMessage = unstorableTextMessage(name);
    if (nameMessage) return { path: [name], code: 'invalid_characters', message: `The name: ${nameMessage}` };
    for (const value of Array.isArray(values) ? values : [values]) {
      const message = value === undefined ? undefined : unstorableTextMessage(value);
      if (message) return { path: [name], code: 'invalid_characters', message };
    }
  }
  return undefined;
}
