// npm run admin:create -- --email ops@example.jp --role super_admin [--name "Ops"] [--password ...]
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { prepareSchema } from '../src/db/schema-readiness.js';
import { createLogger } from '../src/logger.js';
import { createIdentityProvider } from '../src/modules/identity/index.js';
import { createPasswordHasher } from '../src/modules/identity/passwords.js';
import { provisionAdmin } from '../src/modules/admin/provisioning.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'super_admin' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});

if (!values.email) {
  console.error('usage: npm run admin:create -- --email <email> [--role super_admin|ops_manager|content_manager|support_agent] [--name <name>] [--password <password>]');
  process.exit(2);
}

try {
  const config = loadConfig(process.env, { serving: false });
  const log = createLogger('warn', { sync: true });
  const db = await openDatabase(config.database, log);
  try {
    await prepareSchema(config.database, db);
    const result = await provisionAdmin(db, createIdentityProvider(config, createPasswordHasher(config.identity.passwordHashCost)), {
      email: values.email,
      roleCode: values.role!,
      name: values.name,
      password: values.password,
    });
    console.log(`admin ${result.adminId} (${values.email}) is an active ${values.role}`);
    if (result.password && !values.password) console.log(`initial password (shown once): ${result.password}`);
    if (!result.password) console.log('the identity user already existed: its password is unchanged');
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : (err as Error).message);
  process.exit(1);
}
