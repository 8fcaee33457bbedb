import pg from 'pg';
import type { Database } from './types.js';

/**
 * The service's own login role on a PostgreSQL server, modelled on Supabase's `authenticator`: it
 * can log in and switch into the three request roles, and nothing else. NOINHERIT, so it holds
 * none of their privileges itself; it owns nothing and is granted nothing, so after a `RESET ROLE`
 * (an injection leaving the request's role) it reads no table and calls no definer function, and
 * it cannot `SET ROLE` to the owner. Migrations run as a separate owner identity (DATABASE_MIGRATION_URL).
 */
export const REQUEST_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/** Any number shared by the processes that may provision at once (roles are cluster-wide). */
const PROVISION_LOCK_KEY = 7_270_301_003;

export class AppRoleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AppRoleError';
  }
}

export interface AppRoleOptions {
  role: string;
  /** Set (or changed) when given; an existing role keeps its password otherwise. */
  password?: string | undefined;
}

/**
 * Creates the login role, or brings an existing one back to exactly that shape. Runs as a
 * superuser or a role with CREATEROLE, after the migrations (they create the three request roles).
 * Refuses a role that is, or could become, more than that: the connection's own role, a superuser,
 * an owner of anything, or a member of any other role.
 */
export async function provisionAppRole(db: Database, options: AppRoleOptions): Promise<void> {
  const role = pg.escapeIdentifier(options.role);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PROVISION_LOCK_KEY]);
    const self = await tx.query<{ current_user: string; rolsuper: boolean }>(
      'select current_user, rolsuper from pg_roles where rolname = current_user',
    );
    const me = self.rows[0]!;
    if (me.current_user === options.role) {
      throw new AppRoleError(`${options.role} is the role this connection provisions with: the login role must be another one`);
    }
    const missing = await tx.query<{ rolname: string }>(
      'select r as rolname from unnest($1::text[]) r where not exists (select 1 from pg_roles where rolname = r) order by 1',
      [REQUEST_ROLES],
    );
    if (missing.rows.length) {
      throw new AppRoleError(`the roles ${missing.rows.map((r) => r.rolname).join(', ')} do not exist yet: run the migrations first`);
    }
    const existing = await tx.query<{ rolsuper: boolean; owned: number; other_roles: string[] }>(
      `select r.rolsuper,
              (select count(*)::int from pg_shdepend d
                where d.refclassid = 'pg_authid'::regclass and d.refobjid = r.oid and d.deptype = 'o') as owned,
              array(select g.rolname::text from pg_auth_members m join pg_roles g on g.oid = m.roleid
                     where m.member = r.oid and g.rolname <> all ($2::text[]) order by 1) as other_roles
         from pg_roles r where r.rolname = $1`,
      [options.role, REQUEST_ROLES],
    );
    const found = existing.rows[0];
    if (found?.rolsuper) throw new AppRoleError(`${options.role} is a superuser: choose another name for the login role`);
    if (found && found.owned > 0) {
      throw new AppRoleError(`${options.role} owns ${found.owned} object(s): the login role must own nothing (REASSIGN OWNED to the schema owner first)`);
    }
    if (found?.other_roles.length) {
      throw new AppRoleError(`${options.role} is a member of ${found.other_roles.join(', ')}: revoke those first, it may switch only into ${REQUEST_ROLES.join(', ')}`);
    }
    // The statement carries the password: keep it out of the server's statement log where we may.
    if (options.password !== undefined && me.rolsuper) await tx.exec("set local log_statement = 'none'; set local log_min_duration_statement = -1");
    if (!found) await tx.exec(`create role ${role} login noinherit`);
    const password = options.password !== undefined ? ` password ${pg.escapeLiteral(options.password)}` : '';
    await tx.exec(`alter role ${role} with login noinherit nosuperuser nocreatedb nocreaterole noreplication nobypassrls${password}`);
    await tx.exec(`grant ${REQUEST_ROLES.join(', ')} to ${role}`);
  });
}
