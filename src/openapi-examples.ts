import fs from 'node:fs';

/**
 * The contract's examples: for each operation, one request and response the API really exchanged
 * in the test suite (`npm run openapi:examples` records them into openapi-examples.json beside this
 * file; test/docs/examples.test.ts checks each against the contract, so a schema change that makes
 * one wrong fails CI until they are recorded again).
 */
type Examples = Record<string, { status: number; request?: unknown; response?: unknown }>;
type Operation = {
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

let loaded: Examples | undefined;
export function recordedExamples(): Examples {
  return (loaded ??= JSON.parse(fs.readFileSync(new URL('./openapi-examples.json', import.meta.url), 'utf8')) as Examples);
}

export function applyExamples<D extends { paths?: unknown }>(doc: D): D {
  const examples = recordedExamples();
  for (const [template, item] of Object.entries((doc.paths ?? {}) as Record<string, unknown>)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const example = examples[`${method} ${template}`];
      if (!example) continue;
      const requestMedia = op.requestBody?.content?.['application/json'];
      if (requestMedia && example.request !== undefined) requestMedia.example = example.request;
      const responseMedia = op.responses?.[String(example.status)]?.content?.['application/json'];
      if (responseMedia && example.response !== undefined) responseMedia.example = example.response;
    }
  }
  return doc;
}
