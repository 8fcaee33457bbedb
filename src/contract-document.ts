import { createApp } from './app.js';
import { loadConfig } from './config.js';
import type { Database } from './db/types.js';
import { createDeps } from './deps.js';
import { createLogger } from './logger.js';
import type { OpenApiDocument } from './openapi.js';

/**
 * The contract as committed in openapi.json: built from the route definitions alone, with no
 * database and a production-shaped config (so development-only pages stay out of it).
 */
export function generateContractDocument(): OpenApiDocument {
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
  const unusedDb: Database = {
    kind: 'postgres',
    query: () => Promise.reject(new Error('no database while generating the contract')),
    exec: () => Promise.reject(new Error('no database while generating the contract')),
    transaction: () => Promise.reject(new Error('no database while generating the contract')),
    queryOnce: () => Promise.reject(new Error('no database while generating the contract')),
    close: () => Promise.resolve(),
  };
  const app = createApp(createDeps(config, unusedDb, createLogger('silent')));
  return app.openApiDocument();
}

export function serializeContract(doc: OpenApiDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
