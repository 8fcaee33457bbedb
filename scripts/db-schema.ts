// Writes db/schema.sql, the schema a fresh embedded database has after every migration and repeatable
// file, read back from its catalogs; with --check, fails when the committed file differs.
//
// Always the embedded database (PGlite, in memory), whatever DATABASE_URL says: it is what `npm start`
// runs, it needs no server, and one database kind gives one text (a server with PostGIS has a
// geography column and PostGIS functions where PGlite has earthdistance).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { schemaSnapshot } from '../src/db/schema-snapshot.js';
import { writeOrCheck } from './generated-file.js';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/schema.sql');

const db = await openPglite({});
let generated: string;
try {
  await migrate(db);
  generated = await db.transaction((tx) => schemaSnapshot(tx));
} finally {
  await db.close();
}

writeOrCheck(file, generated, 'the migrations and repeatable files', 'npm run db:schema');
