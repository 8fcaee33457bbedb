import vm from 'node:vm';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { dropRedundantNames } from '../../scripts/build-names.js';

/**
 * The build takes out esbuild's `__name` calls that change nothing (scripts/build-names.ts). Names
 * are what logs and stack traces show, so every function and class must keep the name it had with
 * all the calls, and the code must keep its lines and columns (the source map points into it).
 */

const helper = 'var __name = (target, value) => Object.defineProperty(target, "name", { value, configurable: true });\n';

/** Runs `code`, then the name of every function it put in `out`, at any depth, by its dotted path. */
function names(code: string): Record<string, string> {
  const context = vm.createContext({ out: {} as Record<string, unknown> });
  vm.runInContext(code, context);
  const all: Record<string, string> = {};
  const walk = (value: unknown, at: string): void => {
    if (typeof value === 'function') all[at] = value.name;
    else if (typeof value === 'string') all[at] = value;
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k);
  };
  walk(context.out, '');
  return all;
}

describe('dropRedundantNames', () => {
  it('drops the calls that repeat a name the function already has, and keeps lines and columns', () => {
    const code =
      helper +
      [
        'function handle() {}',
        '__name(handle, "handle");',
        'var arrow = /* @__PURE__ */ __name(() => 1, "arrow");',
        'var expr = __name(function() {}, "expr");',
        'var own = __name(function own() {}, "own");',
        'var keyed = { get: __name(function() {}, "get"), "a-b": __name(() => 2, "a-b") };',
        'var later; later = __name(() => 3, "later");',
        'class Context { header = /* @__PURE__ */ __name(() => 4, "header"); #own = __name(() => 5, "#own"); ownName() { return this.#own.name; } }',
        'out.handle = handle; out.arrow = arrow; out.expr = expr; out.own = own; out.keyed = keyed; out.later = later;',
        'out.field = new Context().header; out.privateField = new Context().ownName();',
      ].join('\n');
    const { code: dropped, dropped: count } = dropRedundantNames(code);
    expect(count).toBe(9);
    expect(dropped.length).toBe(code.length);
    expect(dropped.split('\n').map((l) => l.length)).toEqual(code.split('\n').map((l) => l.length));
    expect(dropped).not.toMatch(/__name\(/);
    expect(names(dropped)).toEqual(names(code));
  });

  it('keeps the calls that rename, the ones for classes, and those where no name would be inferred', () => {
    const code =
      helper +
      [
        'function handle2() {}',
        '__name(handle2, "handle");',
        'var Client2 = class { static { __name(this, "Client"); } };',
        'var fallback = null || __name(() => 1, "fallback");',
        'var renamed = __name(function other() {}, "renamed");',
        'var obj = {}; obj.member = __name(() => 2, "member");',
        'out.handle = handle2; out.Client = Client2; out.fallback = fallback; out.renamed = renamed; out.member = obj.member;',
      ].join('\n');
    const { code: dropped, dropped: count } = dropRedundantNames(code);
    expect(count).toBe(0);
    expect(dropped).toBe(code);
    expect(names(code)).toEqual({ handle: 'handle', Client: 'Client', fallback: 'fallback', renamed: 'renamed', member: 'member' });
  });

  it('gives every function and class of a real esbuild bundle the names it had with keepNames alone', async () => {
    // Two modules with the same names, so that the bundle renames one of each apart.
    const files: Record<string, string> = {
      'entry.js': `import * as a from './a.js'; import * as b from './b.js';
        out.a = a; out.b = b;
        out.made = [a.make(), b.make(), a.factory()(), b.factory()()];`,
      'a.js': `export class Client {} export function handle() {} export const make = () => function inner() {};
        export const factory = () => { const step = () => 1; return () => step; }; export const obj = { run() {}, go: () => 0 };`,
      'b.js': `export class Client extends Error {} export function handle() {} export const make = () => { const inner = () => 0; return inner; };
        export const factory = () => { function step() {} return function made() { return step; }; };`,
    };
    const result = await build({
      stdin: { contents: files['entry.js']!, resolveDir: '/virtual', sourcefile: 'entry.js' },
      bundle: true,
      write: false,
      format: 'iife',
      keepNames: true,
      plugins: [
        {
          name: 'virtual',
          setup(b) {
            b.onResolve({ filter: /^\.\// }, (args) => ({ path: args.path.slice(2), namespace: 'virtual' }));
            b.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({ contents: files[args.path]!, loader: 'js' }));
          },
        },
      ],
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toMatch(/Client2/);
    const { code: dropped, dropped: count } = dropRedundantNames(code);
    expect(count).toBeGreaterThan(0);
    const before = names(code);
    expect(before['a.Client']).toBe('Client');
    expect(before['b.Client']).toBe('Client');
    expect(Object.keys(before)).toHaveLength(14); // a: 6 (obj's two), b: 4, made: 4
    expect(names(dropped)).toEqual(before);
  });

  it('fails the build rather than write code that does not parse', () => {
    // Input broken already, with a call to drop: what the check sees is the output, whatever broke it.
    const code = `${helper}function handle() {}\n__name(handle, "handle");\nvar broken = (;\n`;
    expect(() => dropRedundantNames(code, 'chunk.js')).toThrow(/chunk\.js/);
  });
});
