import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { OpenApiDocument } from '../../src/openapi.js';

/**
 * Checks a response against the generated contract: the status must be documented for the
 * operation, and a JSON body must match its schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly templates: { method: string; template: string; pattern: RegExp }[] = [];

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema(doc as object, 'contract');
    for (const [template, item] of Object.entries(doc.paths ?? {})) {
      const pattern = new RegExp(`^${template.replace(/\{[^/]+\}/g, '[^/]+')}$`);
      for (const method of Object.keys(item as object)) this.templates.push({ method, template, pattern });
    }
  }

  /** Finds the documented operation; undefined for paths outside the contract (docs pages). */
  operationFor(method: string, path: string): { template: string } | undefined {
    const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    // Literal segments win over parameters (/v1/parking-lots/nearby before /v1/parking-lots/{id}).
    const candidates = this.templates.filter((t) => t.method === m && t.pattern.test(path));
    candidates.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
    return candidates[0];
  }

  async check(method: string, path: string, res: Response): Promise<void> {
    const op = this.operationFor(method, path);
    if (!op) {
      // Outside the contract: the GoTrue protocol (/auth/v1), the explorers, and the document itself.
      // A /v1 path the document does not know may only be answered with the app-wide 404 or 405.
      if (path.startsWith('/v1/') && path !== '/v1/openapi.json') {
        expect([404, 405], `${method} ${path} answered ${res.status} but is not in the contract`).toContain(res.status);
      }
      return;
    }
    const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const pointer = `/paths/${op.template.replaceAll('~', '~0').replaceAll('/', '~1')}/${m}/responses`;
    const responses = (this.doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>)[op.template]![m]!.responses;
    const status = String(res.status);
    expect(Object.keys(responses), `${method} ${op.template} answered ${status}, which the contract does not list`).toContain(status);
    if (res.status === 204 || res.status === 304 || method.toUpperCase() === 'HEAD') return;
    const documentedJson = !!responses[status]?.content?.['application/json'];
    const contentType = res.headers.get('content-type') ?? '';
    expect(contentType.includes('json'), `${method} ${op.template} ${status} is documented as JSON but sent ${contentType || 'no content type'}`).toBe(documentedJson);
    if (!documentedJson) return;
    const schemaRef = `contract#${pointer}/${status}/content/application~1json/schema`;
    const validate = this.ajv.getSchema(schemaRef);
    expect(validate, `no JSON schema for ${method} ${op.template} ${status}`).toBeTruthy();
    const body: unknown = await res.clone().json();
    const ok = validate!(body);
    expect(ok, `${method} ${path} ${status} body does not match the contract: ${this.ajv.errorsText(validate!.errors)}\n${JSON.stringify(body).slice(0, 2000)}`).toBe(true);
  }
}
