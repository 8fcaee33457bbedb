// npm run db:provision-role [-- --role parking_app]
// Creates the service's dedicated login role on a PostgreSQL server (src/db/app-role.ts), or brings
// an existing one back to that shape. Connects as DATABASE_MIGRATION_URL (a superuser or a role with
// CREATEROLE), after the migrations. The password comes from APP_DB_PASSWORD, never the command line
// (it would stay in the shell history and the process list); without it an existing role keeps its own.
import { parseArgs } from 'node:util';
import { AppRoleError, provisionAppRole } from '../src/db/app-role.js';
import { openPostgres } from '../src/db/postgres.js';

const { values } = parseArgs({ options: { role: { type: 'string', default: 'parking_app' } } });
const ownerUrl = process.env.DATABASE_MIGRATION_URL;
if (!ownerUrl) {
  console.error('DATABASE_MIGRATION_URL: set it to a superuser’s (or a CREATEROLE role’s) URL of the service’s database');
  process.exit(2);
}

const role = values.role!;
const password = process.env.APP_DB_PASSWORD || undefined;
const db = await openPostgres({ url: ownerUrl, poolSize: 1, statementTimeoutMs: 60_000 });
try {
  await provisionAppRole(db, { role, password });
  const example = new URL(ownerUrl);
  example.username = role;
  example.password = password ? 'APP_DB_PASSWORD' : '';
  console.log(`login role ${role} is ready: it may switch into anon, authenticated and service_role, and owns nothing`);
  console.log(`run the service with DATABASE_URL=${example.toString()} and DATABASE_MIGRATION_URL=<the owner's URL>`);
  if (!password) console.log('no APP_DB_PASSWORD was given: the role has no new password (fine under trust or certificate authentication)');
} catch (err) {
  console.error(err instanceof AppRoleError ? err.message : (err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
