import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import type { Database } from '../../src/db/types.js';
import { adminUrl, databaseUrlFor, testAppRole, urlAs } from './database-urls.js';

export interface TestDatabase {
  /** The owner's connection: fixtures, schema changes, reading any row. */
  db: Database;
  /** What the API runs on: on a server the dedicated login role (testAppRole), on PGlite `db` itself. */
  appDb: Database;
  /** Set on a server: the URL of this file's own database (for a second API process, a raw client...). */
  url: string | undefined;
  /** Set on a server: the same database as the API's login role. */
  appUrl: string | undefined;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Statements running longer are cancelled; the default leaves PGlite's statements uncut. */
  statementTimeoutMs?: number;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (serverUrl && template) {
    const name = `parking_t_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres({ url: adminUrl(serverUrl), poolSize: 1, statementTimeoutMs: 60_000 });
    // Cloning needs the template to have no other sessions; files start together, so retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.exec(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const url = databaseUrlFor(serverUrl, name);
    const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
    const db = await openPostgres({ url, poolSize: 10, statementTimeoutMs });
    const { role, password } = testAppRole();
    const appUrl = urlAs(url, role, password);
    const appDb = await openPostgres({ url: appUrl, poolSize: 10, statementTimeoutMs });
    return {
      db,
      appDb,
      url,
      appUrl,
      async drop() {
        await appDb.close();
        await db.close();
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const dump = inject('templateDump');
  if (!dump) throw new Error('global setup provided no template database');
  const db = await openPglite({ loadDataDir: new Blob([fs.readFileSync(dump)]), ...options });
  return { db, appDb: db, url: undefined, appUrl: undefined, drop: () => db.close() };
}
