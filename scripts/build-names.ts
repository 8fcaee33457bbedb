/**
 * esbuild's `keepNames` (scripts/build-server.ts) keeps the names the sources give classes and
 * functions where bundling renames them apart (pg's `DatabaseError` would otherwise log as
 * `DatabaseError2`). It does so by wrapping every named function and class, renamed or not, in a
 * call of its `__name` helper, and for a closure that call runs each time the closure is made: Hono
 * makes a dozen per request (its Context's arrow-function fields), pg and zod more. Keeping names
 * that way cost the API about a tenth of its user CPU per nearby search (docs/benchmarks.md).
 *
 * Most of those calls change nothing: the function already has the name they give it, from its own
 * declaration or by the name JavaScript infers from the binding or key it is defined under. This
 * removes exactly those calls, and keeps the ones for renamed bindings (`__name(Client2, "Client")`),
 * classes, and every form it does not recognise. Removed text becomes spaces, so every line and
 * column stays where the source map says it is.
 */
import { transformSync } from 'esbuild';
import ts from 'typescript';

const HELPER = '__name';

function isHelperCall(node: ts.Node): node is ts.CallExpression & { arguments: [ts.Expression, ts.StringLiteral] } {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === HELPER &&
    node.arguments.length === 2 &&
    ts.isStringLiteral(node.arguments[1]!)
  );
}

/** The name JavaScript gives an anonymous function defined at `call`'s place, if it gives one. */
function inferredName(call: ts.Node): string | undefined {
  const parent = call.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer === call && ts.isIdentifier(parent.name)) return parent.name.text;
  // An object's property, or a class's field (Hono's Context makes a dozen arrow-function fields per
  // request); a private field's name is its key with the #.
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.initializer === call) {
    const key = parent.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isPrivateIdentifier(key)) return key.text;
  }
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.right === call && ts.isIdentifier(parent.left)) return parent.left.text;
  return undefined;
}

/** Whether `expression` called `name` without the helper: its own name, or the one its place infers. */
function alreadyNamed(call: ts.CallExpression, expression: ts.Expression, name: string): boolean {
  if (ts.isFunctionExpression(expression)) return expression.name ? expression.name.text === name : inferredName(call) === name;
  if (ts.isArrowFunction(expression)) return inferredName(call) === name;
  return false;
}

function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/** `code` (esbuild's output, built with keepNames) without the `__name` calls that change nothing. */
export function dropRedundantNames(code: string, fileName = 'bundle.js'): { code: string; dropped: number } {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  // [start, end) ranges to blank; they never overlap (a wrapper's two pieces lie outside its argument).
  const ranges: [number, number][] = [];
  let dropped = 0;
  const visit = (node: ts.Node): void => {
    if (isHelperCall(node)) {
      const [target, literal] = node.arguments;
      const name = literal.text;
      if (ts.isExpressionStatement(node.parent) && ts.isIdentifier(target)) {
        // `__name(handle, "handle");` after `function handle() {}` or `var handle = function () {}`:
        // the helper is only ever called on a function or class the code just defined under that
        // binding, which therefore already has the name.
        if (target.text === name) {
          ranges.push([node.parent.getStart(source), node.parent.getEnd()]);
          dropped++;
        }
      } else if (alreadyNamed(node, target, name)) {
        ranges.push([node.getStart(source), target.getStart(source)], [target.getEnd(), node.getEnd()]);
        dropped++;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!ranges.length) return { code, dropped: 0 };
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += code.slice(at, start) + blank(code.slice(start, end));
    at = end;
  }
  out += code.slice(at);
  // A wrapper removed where it was needed to keep the syntax would leave code that does not parse:
  // esbuild, which wrote it, must read it back (it throws, naming the line, where it cannot).
  transformSync(out, { loader: 'js', format: 'esm', sourcefile: fileName, logLevel: 'silent' });
  return { code: out, dropped };
}
