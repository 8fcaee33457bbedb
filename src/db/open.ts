import type { DatabaseConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { openPgliteThread } from './pglite-thread.js';
import { openPostgres } from './postgres.js';
import type { Database } from './types.js';

export async function openDatabase(config: DatabaseConfig, log?: Logger): Promise<Database> {
  if (config.kind === 'postgres') {
    return openPostgres({
      url: config.url,
      poolSize: config.poolSize,
      connectionLifetimeSeconds: config.connectionLifetimeSeconds,
      statementTimeoutMs: config.statementTimeoutMs,
      ...(log ? { log } : {}),
    });
  }
  return openPgliteThread({ dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs });
}
