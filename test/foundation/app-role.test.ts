import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { AppRoleError, provisionAppRole, REQUEST_ROLES } from '../../src/db/app-role.js';
import { anonCaller, asCaller, serviceCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { MigrationError, migrationsDir } from '../../src/db/migrate.js';
import { prepareSchema } from '../../src/db/schema-readiness.js';
import type { Database } from '../../src/db/types.js';
import { createHarness, type Harness } from '../support/harness.js';
import { testAppRole } from '../support/database-urls.js';

/*
 * On a PostgreSQL server the service connects as a dedicated login role (README, "Running against a
 * PostgreSQL server"), and so does the API in every server test. The embedded database has one user
 * inside the process and no listener, so these run on a server only.
 */
const onServer = !!process.env.DATABASE_URL;

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as { code?: string },
  );

describe('DATABASE_MIGRATION_URL', () => {
  const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };
  it('is the owner of DATABASE_URL’s database: a postgres URL, and only with DATABASE_URL', () => {
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://app@db/p', DATABASE_MIGRATION_URL: 'postgres://owner@db/p' }).database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://app@db/p',
      migrationUrl: 'postgres://owner@db/p',
    });
    expect(() => loadConfig({ ...env, DATABASE_MIGRATION_URL: 'postgres://owner@db/p' })).toThrow(/DATABASE_MIGRATION_URL: .*set DATABASE_URL too/);
    expect(() => loadConfig({ ...env, DATABASE_URL: 'postgres://app@db/p', DATABASE_MIGRATION_URL: 'mysql://owner@db/p' })).toThrow(
      /DATABASE_MIGRATION_URL: must be a postgres/,
    );
  });
});

describe.runIf(onServer)('the dedicated login role', () => {
  let h: Harness;
  let app: Database;
  const role = testAppRole().role;
  beforeAll(async () => {
    h = await createHarness();
    app = h.database.appDb;
  });
  afterAll(() => h.close());

  it('is what the API connects as: no superuser, NOINHERIT, owning nothing, member of the three request roles only', async () => {
    await h.request('/v1/codes?category=vehicle_type');
    const { rows } = await app.query<Record<string, unknown>>(
      `select session_user::text as session_user, r.rolsuper, r.rolinherit, r.rolbypassrls, r.rolcreaterole, r.rolcreatedb,
              (select count(*)::int from pg_shdepend d where d.refclassid = 'pg_authid'::regclass and d.refobjid = r.oid and d.deptype = 'o') as owned,
              array(select g.rolname::text from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid order by 1) as member_of
         from pg_roles r where r.rolname = session_user`,
    );
    expect(rows).toEqual([
      {
        session_user: role,
        rolsuper: false,
        rolinherit: false,
        rolbypassrls: false,
        rolcreaterole: false,
        rolcreatedb: false,
        owned: 0,
        member_of: ['anon', 'authenticated', 'service_role'],
      },
    ]);
    // The request above ran on that role's pool.
    const sessions = await h.db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and usename = $1`,
      [role],
    );
    expect(sessions.rows[0]!.n).toBeGreaterThan(0);
  });

  it('is powerless after RESET ROLE: a user table refuses with 42501, and it cannot become the owner', async () => {
    const escaped = await failure(
      asCaller(app, anonCaller, async (tx) => {
        await tx.exec('reset role');
        await tx.query('select * from public.parking_sessions');
      }),
    );
    expect(escaped).toMatchObject({ code: '42501' });
    expect(mapDatabaseError(escaped)).toMatchObject({ code: 'forbidden', status: 403 });
    for (const sql of ['set role postgres', 'set session authorization postgres', 'create table public.planted (id int)', 'select * from auth.users']) {
      expect(await failure(app.transaction((tx) => tx.exec(sql))), sql).toMatchObject({ code: '42501' });
    }
    // No security-definer function of ours is callable without a request role (triggers cannot be called).
    const { rows } = await h.db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'auth') and p.prorettype <> 'trigger'::regtype
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
          and has_function_privilege($1, p.oid, 'execute')`,
      [role],
    );
    expect(rows).toEqual([]);
    // The three request roles stay reachable, as every request needs.
    for (const r of REQUEST_ROLES) {
      const { rows: current } = await app.transaction((tx) => tx.query('select current_user::text as who'), [{ text: `set local role ${r}`, values: [] }]);
      expect(current).toEqual([{ who: r }]);
    }
  });

  it('is provisioned idempotently, and a role that could do more is refused, not silently changed', async () => {
    const name = `parking_t_role_${randomBytes(4).toString('hex')}`;
    try {
      await provisionAppRole(h.db, { role: name, password: 'a password with a quote \' in it' });
      await provisionAppRole(h.db, { role: name });
      const { rows } = await h.db.query(`select rolcanlogin, rolinherit, rolpassword is not null as has_password from pg_authid where rolname = $1`, [name]);
      expect(rows).toEqual([{ rolcanlogin: true, rolinherit: false, has_password: true }]);

      await h.db.exec(`create table public.${name}_owned (id int); alter table public.${name}_owned owner to ${name}`);
      await expect(provisionAppRole(h.db, { role: name })).rejects.toThrow(/owns \d+ object/);
      await h.db.exec(`drop table public.${name}_owned; grant pg_read_all_data to ${name}`);
      await expect(provisionAppRole(h.db, { role: name })).rejects.toThrow(/member of pg_read_all_data/);
      await expect(provisionAppRole(h.db, { role: 'postgres' })).rejects.toBeInstanceOf(AppRoleError);
    } finally {
      await h.db.exec(`drop role if exists ${name}`);
    }
  });

  describe('start-up’s schema step', () => {
    let dir: string;
    beforeAll(() => {
      // The migrations of this code plus one more: the cloned database is one migration behind.
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-migrations-'));
      for (const f of fs.readdirSync(migrationsDir)) fs.copyFileSync(path.join(migrationsDir, f), path.join(dir, f));
      fs.writeFileSync(path.join(dir, '9999_pending_probe.sql'), 'create table public.pending_probe (id int);\n');
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    const configFor = (migrationUrl?: string) =>
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: h.database.appUrl, DATABASE_MIGRATION_URL: migrationUrl }).database;

    it('checks as the login role, refusing to start while a migration is pending and naming how to apply it', async () => {
      await prepareSchema(configFor(), app);
      const err = await failure(prepareSchema(configFor(), app, undefined, dir));
      expect(err).toBeInstanceOf(MigrationError);
      expect((err as Error).message).toMatch(/1 migration\(s\) pending \(9999_pending_probe\).*DATABASE_MIGRATION_URL/);
    });

    it('migrates over DATABASE_MIGRATION_URL, after which the login role finds nothing pending', async () => {
      await prepareSchema(configFor(h.database.url), app, undefined, dir);
      await prepareSchema(configFor(), app, undefined, dir);
      const owner = await h.db.query<{ owner: string }>(`select tableowner as owner from pg_tables where tablename = 'pending_probe'`);
      expect(owner.rows).toEqual([{ owner: new URL(h.database.url!).username }]);
      // The migration record is readable by the service role, and by nothing less.
      expect(await failure(asCaller(app, anonCaller, (tx) => tx.query('select 1 from public.schema_migrations')))).toMatchObject({ code: '42501' });
      expect((await asCaller(app, serviceCaller, (tx) => tx.query('select 1 from public.schema_migrations limit 1'))).rows).toHaveLength(1);
    });
  });
});
