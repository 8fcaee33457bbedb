import { errorCatalog, type ErrorCode } from '../../http/errors.js';
import type { OpenApiDocument } from '../../openapi.js';
import { markdownRenderer, type MarkdownRenderer } from '../content/markdown.js';

/**
 * The read-only reference: the contract rendered on the server as plain HTML. No scripts, no
 * third-party assets, no "try it": safe to serve in production. Each error code has an anchor
 * (`#error-<code>`) that the envelope's `doc_url` points at. Descriptions are Markdown, rendered by
 * the articles' renderer (raw HTML escaped, then sanitised): the document is ours, but a description
 * is still text, never markup.
 */
const escape = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

type Json = Record<string, any>;

function schemaLabel(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (schema.type === 'array') return `array of ${schemaLabel(schema.items)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return String(schema.type ?? 'object');
}

// Set by renderReferencePage before anything renders (the renderer is loaded at first use).
let renderMarkdown: MarkdownRenderer | undefined;

/** A description's Markdown as HTML; a one-paragraph text without its <p>, to sit inside a cell. */
function md(text: unknown, inline = false): string {
  if (text === undefined || text === null || text === '') return '';
  const html = renderMarkdown!(String(text));
  return inline ? html.replace(/^<p>([\s\S]*)<\/p>$/, '$1') : html;
}

function resolve(doc: OpenApiDocument, schema: Json | undefined): Json | undefined {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++) s = (doc.components?.schemas as Json | undefined)?.[String(s.$ref).split('/').pop()!];
  return s;
}

/** What bounds a value: the schema keywords a client must respect, as a reader would say them. */
function constraints(s: Json): string {
  const out: string[] = [];
  if (Array.isArray(s.enum)) out.push(`one of ${s.enum.map((v: unknown) => `<code>${escape(JSON.stringify(v))}</code>`).join(', ')}`);
  if (s.const !== undefined) out.push(`exactly <code>${escape(JSON.stringify(s.const))}</code>`);
  if (s.format) out.push(escape(s.format));
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(`${escape(min)} to ${escape(max)}${unit}`);
    else if (min !== undefined) out.push(`at least ${escape(min)}${unit}`);
    else if (max !== undefined) out.push(`at most ${escape(max)}${unit}`);
  };
  range(s.minimum, s.maximum, '');
  if (s.exclusiveMinimum !== undefined) out.push(`above ${escape(s.exclusiveMinimum)}`);
  if (s.exclusiveMaximum !== undefined) out.push(`below ${escape(s.exclusiveMaximum)}`);
  range(s.minLength, s.maxLength, ' characters');
  range(s.minItems, s.maxItems, ' items');
  if (s.pattern) out.push(`matches <code>${escape(s.pattern)}</code>`);
  if (s.default !== undefined) out.push(`default <code>${escape(JSON.stringify(s.default))}</code>`);
  return out.join('; ');
}

/**
 * A request body's fields, one row each, nested objects and arrays of objects flattened to dotted
 * names (`hours[].day_type`), so a client sees every field it may send without following references.
 */
function fieldRows(doc: OpenApiDocument, schema: Json | undefined, prefix: string, depth: number): string[] {
  const s = resolve(doc, schema);
  if (!s || depth > 4) return [];
  const variants = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  if (variants) {
    return variants.flatMap((v, i) => {
      const rows = fieldRows(doc, v, prefix, depth + 1);
      return rows.length ? [`<tr><td colspan="5"><i>${i === 0 ? 'Either' : 'or'}</i> ${escape(schemaLabel(v))}</td></tr>`, ...rows] : [];
    });
  }
  if (Array.isArray(s.allOf)) return (s.allOf as Json[]).flatMap((part) => fieldRows(doc, part, prefix, depth + 1));
  const properties = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, raw]) => {
    const field = resolve(doc, raw) ?? {};
    const path = `${prefix}${name}`;
    const row = `<tr><td><code>${escape(path)}</code></td><td>${escape(schemaLabel(raw))}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${constraints(field)}</td><td>${md(raw.description ?? field.description, true)}</td></tr>`;
    const items = resolve(doc, field.items as Json | undefined);
    const nested =
      field.type === 'object' || field.properties
        ? fieldRows(doc, field, `${path}.`, depth + 1)
        : field.type === 'array' && items && (items.properties || items.oneOf || items.anyOf)
          ? fieldRows(doc, items, `${path}[].`, depth + 1)
          : [];
    return [row, ...nested];
  });
}

function bodyHtml(doc: OpenApiDocument, op: Json): string {
  const content = op.requestBody?.content as Json | undefined;
  const json = content?.['application/json'] as Json | undefined;
  if (!json) return '';
  const rows = fieldRows(doc, json.schema as Json, '', 0);
  const table = rows.length
    ? `<table><tr><th>Field</th><th>Type</th><th>Required</th><th>Bounds</th><th>Description</th></tr>${rows.join('')}</table>`
    : '';
  return `<p><b>Body</b> (<code>application/json</code>, <code>${escape(schemaLabel(json.schema as Json))}</code>)${op.requestBody?.required ? '' : ', optional'}:</p>${table}${exampleHtml('Example request', json)}`;
}

function exampleHtml(title: string, media: Json | undefined): string {
  const example = media?.example ?? (Object.values((media?.examples as Json | undefined) ?? {})[0] as Json | undefined)?.value;
  if (example === undefined) return '';
  return `<details><summary>${escape(title)}</summary><pre><code>${escape(JSON.stringify(example, null, 2))}</code></pre></details>`;
}

function operationHtml(doc: OpenApiDocument, method: string, path: string, op: Json): string {
  const security = op.security as Json[] | undefined;
  const access =
    op['x-permission'] !== undefined
      ? `bearer token, permission <code>${escape(op['x-permission'])}</code>`
      : !security || security.length === 0
        ? 'public'
        : security.some((s) => Object.keys(s).length === 0)
          ? 'public; a bearer token is used when sent'
          : 'bearer token';
  const params = (op.parameters as Json[] | undefined) ?? [];
  const responses = Object.entries((op.responses as Json) ?? {});
  return `<section class="op" id="op-${escape(op.operationId)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p>${md(op.summary, true)}</p>${op.description ? `<div class="d">${md(op.description)}</div>` : ''}
  <p><b>Access:</b> ${access}</p>
  ${params.length ? `<table><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr>${params
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(schemaLabel(p.schema))}</td><td>${p.required ? 'yes' : 'no'}</td><td>${md(p.description ?? p.schema?.description, true)}${constraints(p.schema ?? {}) ? ` <small>(${constraints(p.schema ?? {})})</small>` : ''}</td></tr>`,
    )
    .join('')}</table>` : ''}
  ${bodyHtml(doc, op)}
  <table><tr><th>Status</th><th>Meaning</th></tr>${responses
    .map(([status, r]) => `<tr><td>${escape(status)}</td><td>${md((r as Json).description, true)}</td></tr>`)
    .join('')}</table>
  ${responses
    .filter(([status]) => status.startsWith('2'))
    .map(([status, r]) => exampleHtml(`Example response (${status})`, (r as Json).content?.['application/json'] as Json | undefined))
    .join('')}
</section>`;
}

export async function renderReferencePage(doc: OpenApiDocument): Promise<string> {
  renderMarkdown ??= await markdownRenderer();
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const tag = ((op as Json).tags?.[0] as string | undefined) ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(doc, method, path, op as Json)]);
    }
  }
  const errors = (Object.keys(errorCatalog) as ErrorCode[])
    .map(
      (code) =>
        `<tr id="error-${code}"><td><code>${code}</code></td><td>${errorCatalog[code].status}</td><td>${escape(errorCatalog[code].message)}</td></tr>`,
    )
    .join('');
  const schemas = Object.keys(doc.components?.schemas ?? {}).sort();
  const tagDescriptions = new Map(((doc.tags ?? []) as Json[]).map((t) => [String(t.name), t.description as string | undefined]));
  // In the order the document declares its tags, as the explorer shows them.
  const tagOrder = [...tagDescriptions.keys()];
  const rank = (tag: string) => (tagOrder.includes(tag) ? tagOrder.indexOf(tag) : tagOrder.length);
  const groups = [...byTag.entries()].sort(([a], [b]) => rank(a) - rank(b));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}: reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:1000px;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
code{background:#f3f3f3;padding:0 .25em;border-radius:3px}table{border-collapse:collapse;margin:.5rem 0;width:100%}
td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#fafafa}
.op{border-top:1px solid #eee;padding:.5rem 0}.m{font-weight:700;font-family:monospace}.get{color:#0a7}.post{color:#06c}
.put,.patch{color:#a60}.delete{color:#c22}.d{color:#444}nav a{margin-right:1rem}
</style></head><body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
${md(doc.info.description)}
<p>Machine-readable contract: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<nav>${groups.map(([t]) => t).map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join('')}<a href="#errors">Errors</a></nav>
${groups.map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${md(tagDescriptions.get(tag))}${ops.join('\n')}`).join('\n')}
<h2 id="errors">Errors</h2>
<p>Every failure answers <code>{"error": {"code", "message", "request_id", "message_key", "param", "doc_url", "details", "issues"}}</code>
with an <code>X-Request-Id</code> header equal to <code>request_id</code>.</p>
<table><tr><th>Code</th><th>Status</th><th>Meaning</th></tr>${errors}</table>
<h2>Schemas</h2><p>${schemas.map((s) => `<code>${escape(s)}</code>`).join(' ')}</p>
</body></html>`;
}
