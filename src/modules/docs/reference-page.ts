import { errorCatalog, type ErrorCode } from '../../http/errors.js';
import type { OpenApiDocument } from '../../openapi.js';

/**
 * The read-only reference: the contract rendered on the server as plain HTML. No scripts, no
 * third-party assets, no "try it": safe to serve in production. Each error code has an anchor
 * (`#error-<code>`) that the envelope's `doc_url` points at.
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

function operationHtml(method: string, path: string, op: Json): string {
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
  const body = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
  const responses = Object.entries((op.responses as Json) ?? {});
  return `<section class="op" id="op-${escape(op.operationId)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p>${escape(op.summary)}</p>${op.description ? `<p class="d">${escape(op.description)}</p>` : ''}
  <p><b>Access:</b> ${access}</p>
  ${params.length ? `<table><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr>${params
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(schemaLabel(p.schema))}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escape(p.description ?? p.schema?.description)}</td></tr>`,
    )
    .join('')}</table>` : ''}
  ${body ? `<p><b>Body:</b> <code>${escape(schemaLabel(body))}</code></p>` : ''}
  <table><tr><th>Status</th><th>Meaning</th></tr>${responses
    .map(([status, r]) => `<tr><td>${escape(status)}</td><td>${escape((r as Json).description)}</td></tr>`)
    .join('')}</table>
</section>`;
}

export function renderReferencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Json)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const tag = ((op as Json).tags?.[0] as string | undefined) ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op as Json)]);
    }
  }
  const errors = (Object.keys(errorCatalog) as ErrorCode[])
    .map(
      (code) =>
        `<tr id="error-${code}"><td><code>${code}</code></td><td>${errorCatalog[code].status}</td><td>${escape(errorCatalog[code].message)}</td></tr>`,
    )
    .join('');
  const schemas = Object.keys(doc.components?.schemas ?? {}).sort();
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
<p>${escape(doc.info.description).replace(/\n\n/g, '</p><p>')}</p>
<p>Machine-readable contract: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI ${escape(doc.openapi)}).</p>
<nav>${[...byTag.keys()].map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join('')}<a href="#errors">Errors</a></nav>
${[...byTag.entries()].map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('\n')}`).join('\n')}
<h2 id="errors">Errors</h2>
<p>Every failure answers <code>{"error": {"code", "message", "request_id", "message_key", "param", "doc_url", "details", "issues"}}</code>
with an <code>X-Request-Id</code> header equal to <code>request_id</code>.</p>
<table><tr><th>Code</th><th>Status</th><th>Meaning</th></tr>${errors}</table>
<h2>Schemas</h2><p>${schemas.map((s) => `<code>${escape(s)}</code>`).join(' ')}</p>
</body></html>`;
}
