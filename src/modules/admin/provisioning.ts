import { asCaller, serviceCaller } from '../../db/caller.js';
import type { Database } from '../../db/types.js';
import type { Logger } from '../../logger.js';
import type { IdentityProvider } from '../identity/provider.js';
import { generatePassword } from '../identity/passwords.js';

/** Any number shared by processes that may provision at the same moment (several API processes). */
const PROVISIONING_LOCK_KEY = 7_270_301_002;

export interface ProvisionAdminInput {
  email: string;
  roleCode: string;
  name?: string | undefined;
  /** Omitted: a 12-character password is generated (and returned once). */
  password?: string | undefined;
}

export interface ProvisionedAdmin {
  adminId: string;
  userId: string;
  /** Set when the identity user was created here; an existing user keeps their password. */
  password: string | undefined;
}

/**
 * Makes `email` an active admin with `roleCode`, creating a confirmed identity user if there is none.
 * Used by start-up bootstrap and by `npm run admin:create`; runs as the service role.
 */
export async function provisionAdmin(db: Database, identity: IdentityProvider, input: ProvisionAdminInput): Promise<ProvisionedAdmin> {
  return asCaller(db, serviceCaller, async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PROVISIONING_LOCK_KEY]);
    const role = await tx.query<{ id: string }>('select id from public.roles where role_code = $1', [input.roleCode]);
    if (!role.rows[0]) throw new Error(`no role with code ${input.roleCode}`);
    let password: string | undefined;
    let user = await identity.findUserByEmail(tx, input.email);
    if (!user) {
      password = input.password ?? generatePassword(12);
      user = await identity.createUser(tx, { email: input.email, password, emailConfirmed: true, appMetadata: { admin: true } });
    }
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.admins (user_id, name, email, role_id) values ($1, $2, $3, $4)
       on conflict (user_id) do update set role_id = excluded.role_id, status = 'active'
       returning id`,
      [user.id, input.name ?? input.email.split('@')[0], input.email, role.rows[0].id],
    );
    return { adminId: rows[0]!.id, userId: user.id, password };
  });
}

/**
 * First start: when BOOTSTRAP_ADMIN_EMAIL/PASSWORD are set and no admin exists yet, that person
 * becomes the first Super Admin. Once any admin exists this does nothing, so the variables can stay.
 */
export async function bootstrapFirstAdmin(
  db: Database,
  identity: IdentityProvider,
  bootstrap: { email: string; password: string } | undefined,
  log: Logger,
): Promise<void> {
  if (!bootstrap) return;
  // As the service role: the connection's own role may be a login role that reads nothing itself.
  const { rows } = await asCaller(db, serviceCaller, (tx) => tx.query<{ n: number }>('select count(*)::int as n from public.admins'));
  if (rows[0]!.n > 0) return;
  const created = await provisionAdmin(db, identity, { email: bootstrap.email, roleCode: 'super_admin', password: bootstrap.password });
  log.info({ admin_id: created.adminId, email: bootstrap.email }, 'bootstrap Super Admin created');
}
