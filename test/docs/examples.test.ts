import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { generateContractDocument } from '../../src/contract-document.js';

/**
 * The contract's examples (src/openapi-examples.json, recorded from this suite by
 * `npm run openapi:examples`) stay true: each one still matches its operation's schema, and every
 * operation that takes or answers JSON has one. A schema change that breaks an example fails here
 * until the examples are recorded again.
 */
const doc = generateContractDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
};
type Media = { schema?: unknown; example?: unknown };
type Operation = {
  operationId: string;
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(doc as object, 'contract');

const pointer = (template: string, method: string) => `contract#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`;

const operations = Object.entries(doc.paths).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ template, method, op })),
);

describe('the contract’s examples', () => {
  it('match their operations’ schemas', () => {
    const wrong: string[] = [];
    for (const { template, method, op } of operations) {
      const request = op.requestBody?.content?.['application/json'];
      if (request?.example !== undefined) {
        const validate = ajv.getSchema(`${pointer(template, method)}/requestBody/content/application~1json/schema`)!;
        if (!validate(request.example)) wrong.push(`${op.operationId} request: ${ajv.errorsText(validate.errors)}`);
      }
      for (const [status, response] of Object.entries(op.responses)) {
        const media = response.content?.['application/json'];
        if (media?.example === undefined) continue;
        const validate = ajv.getSchema(`${pointer(template, method)}/responses/${status}/content/application~1json/schema`)!;
        if (!validate(media.example)) wrong.push(`${op.operationId} ${status}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(wrong, 'examples the contract no longer accepts: run `npm run openapi:examples`').toEqual([]);
  });

  it('cover every operation that takes a JSON body or answers success with one', () => {
    const missing: string[] = [];
    for (const { method, template, op } of operations) {
      // An optional body (a moderation decision without a note) may be shown without one.
      const request = op.requestBody?.required ? op.requestBody.content?.['application/json'] : undefined;
      if (request && request.example === undefined) missing.push(`${method.toUpperCase()} ${template} (request)`);
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      const json = success.filter(([, r]) => r.content?.['application/json']);
      if (json.length && !json.some(([, r]) => r.content!['application/json']!.example !== undefined)) missing.push(`${method.toUpperCase()} ${template} (response)`);
    }
    expect(missing, 'operations no test exercised successfully through the harness: add one, then `npm run openapi:examples`').toEqual([]);
  });
});
