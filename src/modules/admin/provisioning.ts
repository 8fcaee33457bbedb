import fs from 'node:fs';
import { asCaller, serviceCaller } from '../../db/caller.js';
import type { Database } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import type { CreateIdentityUserInput, FoundIdentityUser, IdentityProvider, IdentityUser } from '../identity/provider.js';
import { generatePassword } from '../identity/passwords.js';
import { isReservedEmail } from '../identity/users.js';

/** Any number shared by processes that may provision at the same moment (several API processes). */
const PROVISIONING_LOCK_KEY = 7_270_301_002;

export type FoundOrCreated = { created: true; user: IdentityUser } | { created: false; user: FoundIdentityUser };

/**
 * The provider's user for the address: the one it has, or a new one. A create that loses a race to
 * another request's create (the provider answers "exists") is answered with the user that won.
 */
export async function findOrCreateIdentityUser(db: Database, identity: IdentityProvider, input: CreateIdentityUserInput): Promise<FoundOrCreated> {
  // The withdrawal's placeholders live there: found, such an address would name a withdrawn user.
  if (isReservedEmail(input.email)) {
    throw new ApiError('validation_error', { message: 'Addresses of the reserved .invalid domain cannot be used.', param: 'email' });
  }
  const existing = await identity.findUserByEmail(db, input.email);
  if (existing) return { created: false, user: existing };
  try {
    return { created: true, user: await identity.createUser(db, input) };
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 'conflict')) throw err;
    const winner = await identity.findUserByEmail(db, input.email);
    if (!winner) throw err;
    return { created: false, user: winner };
  }
}

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
 * Used by start-up bootstrap and by `npm run admin:create`; runs as the service role. The provider
 * is called before the admin's transaction, not inside it: a failure after the provider made the
 * user leaves that user, which the next run finds and links (an existing user is always linked
 * here, as is a pending admin of the address that an API create left unfinished).
 */
export async function provisionAdmin(db: Database, identity: IdentityProvider, input: ProvisionAdminInput): Promise<ProvisionedAdmin> {
  const role = await asCaller(db, serviceCaller, (tx) => tx.query<{ id: string }>('select id from public.roles where role_code = $1', [input.roleCode]));
  const roleId = role.rows[0]?.id;
  if (!roleId) throw new Error(`no role with code ${input.roleCode}`);
  const password = input.password ?? generatePassword(12);
  const { user, created } = await findOrCreateIdentityUser(db, identity, {
    email: input.email,
    password,
    emailConfirmed: true,
    appMetadata: { admin: true },
  });
  const adminId = await asCaller(db, serviceCaller, async (tx) => {
    // Two processes provisioning the same person at once: one inserts, the other then updates.
    await tx.query('select pg_advisory_xact_lock($1)', [PROVISIONING_LOCK_KEY]);
    const updated = await tx.query<{ id: string }>(
      `update public.admins set user_id = $1, role_id = $2, status = 'active', provisioning_attempt = null
        where id = (select id from public.admins
                     where user_id = $1 or (status = 'pending' and lower(email) = lower($3))
                     order by user_id is null
                     limit 1)
        returning id`,
      [user.id, roleId, input.email],
    );
    if (updated.rows[0]) return updated.rows[0].id;
    const inserted = await tx.query<{ id: string }>(
      'insert into public.admins (user_id, name, email, role_id) values ($1, $2, $3, $4) returning id',
      [user.id, input.name ?? input.email.split('@')[0], input.email, roleId],
    );
    return inserted.rows[0]!.id;
  });
  return { adminId, userId: user.id, password: created ? password : undefined };
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

/** The development Super Admin's address: example.jp is reserved for examples, so it reaches nobody. */
export const DEVELOPMENT_ADMIN_EMAIL = 'admin@example.jp';

/**
 * `npm start` on the embedded database without BOOTSTRAP_ADMIN_*: the first start makes a Super
 * Admin with a generated password and writes both to `file` (owner-only, in the data directory,
 * never in the log), so the portal can be signed in to at once. Once any admin exists it only
 * says where the sign-in is, if that file is still there.
 */
export async function bootstrapDevelopmentAdmin(db: Database, identity: IdentityProvider, file: string, log: Logger): Promise<void> {
  const { rows } = await asCaller(db, serviceCaller, (tx) => tx.query<{ n: number }>('select count(*)::int as n from public.admins'));
  if (rows[0]!.n > 0) {
    if (fs.existsSync(file)) log.info({ file }, 'portal: the development Super Admin signs in with the e-mail and password in this file');
    return;
  }
  const password = generatePassword(16);
  const created = await provisionAdmin(db, identity, { email: DEVELOPMENT_ADMIN_EMAIL, roleCode: 'super_admin', password });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `email: ${DEVELOPMENT_ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
  log.info({ admin_id: created.adminId, email: DEVELOPMENT_ADMIN_EMAIL, file }, 'development Super Admin created: its e-mail and password are in this file (set BOOTSTRAP_ADMIN_EMAIL/PASSWORD to choose your own)');
}
