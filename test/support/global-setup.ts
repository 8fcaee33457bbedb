import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { provisionAppRole } from '../../src/db/app-role.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { adminUrl, databaseUrlFor, testAppRole } from './database-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-directory tarball. Postgres: name of a migrated template database. */
    templateDump?: string;
    templateDatabase?: string;
  }
}

/**
 * Migrates one template database for the whole run; each test file clones it (CREATE DATABASE ...
 * TEMPLATE on a server, a data-directory tarball on PGlite) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `parking_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = await openPostgres({ url: adminUrl(serverUrl), poolSize: 1, statementTimeoutMs: 60_000 });
    await admin.exec(`create database ${template}`);
    const db = await openPostgres({ url: databaseUrlFor(serverUrl, template), poolSize: 2, statementTimeoutMs: 60_000 });
    await migrate(db);
    await db.close();
    await provisionAppRole(admin, testAppRole());
    project.provide('templateDatabase', template);
    return async () => {
      await admin.exec(`drop database if exists ${template} with (force)`);
      await admin.close();
    };
  }

  const db = await openPglite({});
  await migrate(db);
  const dump = await db.pglite.dumpDataDir('none');
  await db.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parking-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
