import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Database, Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { IdentityProvider } from '../identity/provider.js';
import { generatePassword } from '../identity/passwords.js';
import { assertMayGiveKeys, assertMayGrantRole, assertMayManage, SUPER_ADMIN, type AdminAction } from './ceiling.js';
import { recordAudit, type AuditActor } from './audit.js';
import type { AdminContext } from './guard.js';
import type { PermissionKey } from './permissions.js';
import { findOrCreateIdentityUser } from './provisioning.js';
import type { Admin, Role } from './schemas.js';

const ADMIN_COLUMNS = 'a.id, a.user_id, a.name, a.email, a.role_id, a.status, a.last_login_at, a.created_at';
const ROLE_COLUMNS = 'id, role_code, name, description, color, is_system, created_at';

/** Runs work in one transaction as the requesting admin, under their row-level policies. */
export type CallerTransaction = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

function notFound(what: string): ApiError {
  return new ApiError('not_found', { message: `No such ${what}.`, param: null });
}

// Admin accounts -------------------------------------------------------------------------------

export async function findAdminByUser(db: Queryable, userId: string): Promise<Admin | undefined> {
  const { rows } = await db.query<Admin>(`select ${ADMIN_COLUMNS} from public.admins a where a.user_id = $1`, [userId]);
  return rows[0];
}

/** The portal's login check: records the sign-in (token issue time) and returns the admin. */
export async function confirmAdminLogin(db: Queryable, userId: string, issuedAt: number | undefined): Promise<Admin | undefined> {
  if (issuedAt) await db.query('select public.record_admin_login(to_timestamp($1))', [issuedAt]);
  return findAdminByUser(db, userId);
}

export async function listAdmins(
  db: Queryable,
  query: { status?: Admin['status'] | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: Admin[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<Admin>(
    `select ${ADMIN_COLUMNS} from public.admins a
      where ($1::text is null or a.status = $1)
        and ($2::timestamptz is null or (a.created_at, a.id) < ($2::timestamptz, $3::uuid))
      order by a.created_at desc, a.id desc
      limit $4`,
    [query.status ?? null, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (a) => [a.created_at, a.id]);
}

export async function getAdmin(db: Queryable, id: string): Promise<Admin> {
  const { rows } = await db.query<Admin>(`select ${ADMIN_COLUMNS} from public.admins a where a.id = $1`, [id]);
  if (!rows[0]) throw notFound('admin');
  return rows[0];
}

function accountExists(): ApiError {
  return new ApiError('conflict', { message: 'An account with this e-mail address already exists.', param: 'email' });
}

function stillPending(): ApiError {
  return new ApiError('conflict', {
    message: 'This admin is still being created: repeat the create (POST /v1/admin/admins with the same e-mail) to finish it.',
  });
}

/**
 * A new admin with a confirmed identity user and a generated password, shown once. The identity
 * provider cannot join a transaction (an external one is another service), so this runs in steps,
 * none holding a transaction across a provider call:
 *
 * 1. the admin is committed as `pending`, naming this request as its provisioning attempt;
 * 2. the provider's user is created, marked in app_metadata with the admin's id;
 * 3. the two are linked and the admin becomes `active`, if this request is still the attempt.
 *
 * A failure after step 1 leaves the pending admin; the same create again resumes it. If the provider
 * already has a user for the address, one marked with this admin's id is adopted (made by an
 * earlier attempt whose answer was lost) and given a new password after the link; anyone else's
 * means 409 and the pending admin is removed. A newer attempt takes over from an older one still
 * running, which then gets 409 at the link and sets no password: the password shown is the one the
 * account has.
 */
export async function createAdmin(
  inCallerTx: CallerTransaction,
  db: Database,
  identity: IdentityProvider,
  actor: AdminContext,
  input: { email: string; name: string; role_id: string },
  auditAs: AuditActor,
): Promise<{ admin: Admin; initialPassword: string }> {
  const attempt = randomUUID();
  const adminId = await inCallerTx(async (tx) => {
    await assertMayGrantRole(tx, actor, input.role_id);
    const { rows } = await tx.query<{ id: string; status: Admin['status']; role_id: string }>(
      'select id, status, role_id from public.admins where lower(email) = lower($1)',
      [input.email],
    );
    const existing = rows[0];
    if (existing && existing.status !== 'pending') throw accountExists();
    if (existing) {
      await assertMayManage(tx, actor, existing.role_id, 'change');
      await tx.query('update public.admins set name = $2, role_id = $3, provisioning_attempt = $4 where id = $1', [
        existing.id,
        input.name,
        input.role_id,
        attempt,
      ]);
      return existing.id;
    }
    const inserted = await tx.query<{ id: string }>(
      `insert into public.admins (name, email, role_id, status, provisioning_attempt) values ($1, $2, $3, 'pending', $4) returning id`,
      [input.name, input.email, input.role_id, attempt],
    );
    return inserted.rows[0]!.id;
  });

  const discard = () =>
    inCallerTx((tx) => tx.query(`delete from public.admins where id = $1 and status = 'pending' and provisioning_attempt = $2`, [adminId, attempt]));

  const initialPassword = generatePassword(12);
  let found: Awaited<ReturnType<typeof findOrCreateIdentityUser>>;
  try {
    found = await findOrCreateIdentityUser(db, identity, {
      email: input.email,
      password: initialPassword,
      emailConfirmed: true,
      appMetadata: { admin: true, admin_id: adminId },
    });
  } catch (err) {
    // A refusal of the request itself will be refused again: nothing to resume. Anything else (the
    // provider unreachable, in trouble) may have happened after the user was made: keep it pending.
    if (err instanceof ApiError && err.code === 'validation_error') await discard();
    throw err;
  }
  if (!found.created && found.user.appMetadata.admin_id !== adminId) {
    await discard();
    throw accountExists();
  }

  const admin = await inCallerTx(async (tx) => {
    const linked = await tx.query(
      `update public.admins set user_id = $2, status = 'active', provisioning_attempt = null
        where id = $1 and status = 'pending' and provisioning_attempt = $3`,
      [adminId, found.user.id, attempt],
    );
    if (linked.rowCount === 0) {
      throw new ApiError('conflict', { message: 'Another request finished or took over the creation of this admin.', param: 'email' });
    }
    const created = await getAdmin(tx, adminId);
    // Recorded when the admin becomes usable: the pending steps before are not an account yet.
    await recordAudit(tx, auditAs, { action: 'admin.create', target_type: 'admin', target_id: adminId, before: null, after: created });
    return created;
  });
  if (!found.created) await identity.setPassword(db, found.user.id, initialPassword);
  return { admin, initialPassword };
}

/**
 * Name, role and status changes, within the role ceiling. An admin cannot change their own role or
 * status; losing the last active Super Admin is refused by the database (a trigger that serialises
 * such writes, so two Super Admins disabling each other at once cannot both pass).
 */
export async function updateAdmin(
  db: Queryable,
  actor: AdminContext,
  id: string,
  patch: { name?: string | undefined; role_id?: string | undefined; status?: 'active' | 'disabled' | undefined },
  action: Extract<AdminAction, 'change' | 'disable'> = 'change',
): Promise<Admin> {
  const current = await getAdmin(db, id);
  await assertMayManage(db, actor, current.role_id, action);
  if (current.status === 'pending') throw stillPending();
  const changesRole = patch.role_id !== undefined && patch.role_id !== current.role_id;
  const changesAccess = changesRole || (patch.status && patch.status !== current.status);
  if (changesAccess && current.id === actor.id) {
    throw new ApiError('conflict', {
      message: 'You cannot change the role or status of your own account.',
      param: patch.status ? 'status' : 'role_id',
    });
  }
  if (changesRole) await assertMayGrantRole(db, actor, patch.role_id!);
  await db.query(
    `update public.admins
        set name = coalesce($2, name), role_id = coalesce($3, role_id), status = coalesce($4, status)
      where id = $1`,
    [id, patch.name ?? null, patch.role_id ?? null, patch.status ?? null],
  );
  return getAdmin(db, id);
}

/** A new password, shown once; the check runs as the caller, the provider's write after it. */
export async function resetAdminPassword(
  inCallerTx: CallerTransaction,
  db: Database,
  identity: IdentityProvider,
  actor: AdminContext,
  id: string,
): Promise<string> {
  const userId = await inCallerTx(async (tx) => {
    const admin = await getAdmin(tx, id);
    await assertMayManage(tx, actor, admin.role_id, 'reset');
    if (!admin.user_id) throw stillPending();
    return admin.user_id;
  });
  const password = generatePassword(12);
  await identity.setPassword(db, userId, password);
  return password;
}

// Roles and permissions ------------------------------------------------------------------------

export async function listRoles(db: Queryable): Promise<Role[]> {
  const { rows } = await db.query<Role>(`select ${ROLE_COLUMNS} from public.roles order by is_system desc, created_at, role_code`);
  return rows;
}

export async function getRole(db: Queryable, id: string): Promise<Role> {
  const { rows } = await db.query<Role>(`select ${ROLE_COLUMNS} from public.roles where id = $1`, [id]);
  if (!rows[0]) throw notFound('role');
  return rows[0];
}

async function writePermissions(db: Queryable, roleId: string, keys: readonly PermissionKey[]): Promise<PermissionKey[]> {
  await db.query('delete from public.role_permissions where role_id = $1', [roleId]);
  const unique = [...new Set(keys)].sort();
  if (unique.length) {
    await db.query('insert into public.role_permissions (role_id, permission_key) select $1, unnest($2::text[])', [roleId, unique]);
  }
  return unique;
}

export async function createRole(
  db: Queryable,
  actor: AdminContext,
  input: { role_code: string; name: string; description: string; color: string; permission_keys: PermissionKey[] },
): Promise<Role> {
  await assertMayGiveKeys(db, actor, input.permission_keys);
  const { rows } = await db.query<{ id: string }>(
    'insert into public.roles (role_code, name, description, color) values ($1, $2, $3, $4) returning id',
    [input.role_code, input.name, input.description, input.color],
  );
  await writePermissions(db, rows[0]!.id, input.permission_keys);
  return getRole(db, rows[0]!.id);
}

export async function updateRole(
  db: Queryable,
  id: string,
  patch: { role_code?: string | undefined; name?: string | undefined; description?: string | undefined; color?: string | undefined },
): Promise<Role> {
  const role = await getRole(db, id);
  if (role.is_system && patch.role_code !== undefined && patch.role_code !== role.role_code) {
    throw new ApiError('conflict', { message: 'The code of a built-in role cannot change.', param: 'role_code' });
  }
  await db.query(
    `update public.roles set role_code = coalesce($2, role_code), name = coalesce($3, name),
            description = coalesce($4, description), color = coalesce($5, color)
      where id = $1`,
    [id, patch.role_code ?? null, patch.name ?? null, patch.description ?? null, patch.color ?? null],
  );
  return getRole(db, id);
}

export async function deleteRole(db: Queryable, id: string): Promise<void> {
  const role = await getRole(db, id);
  if (role.is_system) throw new ApiError('conflict', { message: 'Built-in roles cannot be deleted.' });
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.admins where role_id = $1', [id]);
  if (rows[0]!.n > 0) {
    throw new ApiError('conflict', { message: `The role is held by ${rows[0]!.n} admin(s); move them to another role first.` });
  }
  await db.query('delete from public.roles where id = $1', [id]);
}

/**
 * The Roles screen's explicit save: the role's whole key set, replaced at once, within the role
 * ceiling. An admin does not change the set of the role they hold themselves (as they do not change
 * their own role): it would change their own access, and that of everyone sharing the role.
 */
export async function setRolePermissions(db: Queryable, actor: AdminContext, id: string, keys: PermissionKey[]): Promise<PermissionKey[]> {
  const role = await getRole(db, id);
  if (role.role_code === SUPER_ADMIN) {
    throw new ApiError('conflict', { message: 'Super Admin always holds every permission.', param: 'permission_keys' });
  }
  await assertMayGiveKeys(db, actor, keys, id);
  if (actor.role_id === id) {
    throw new ApiError('conflict', { message: 'You cannot change the permissions of your own role.', param: 'permission_keys' });
  }
  return writePermissions(db, id, keys);
}

export async function permissionKeysOfRole(db: Queryable, roleId: string): Promise<PermissionKey[]> {
  const { rows } = await db.query<{ permission_key: PermissionKey }>(
    'select permission_key from public.role_permissions where role_id = $1 order by permission_key',
    [roleId],
  );
  return rows.map((r) => r.permission_key);
}

export async function listPermissions(db: Queryable) {
  const { rows } = await db.query<{ key: PermissionKey; group: string; description: string }>(
    'select key, group_name as "group", description from public.permissions order by sort_order',
  );
  return rows;
}

export async function listRolePermissions(db: Queryable) {
  const { rows } = await db.query<{ role_id: string; permission_key: PermissionKey }>(
    'select role_id, permission_key from public.role_permissions order by role_id, permission_key',
  );
  return rows;
}

// Notification preferences -----------------------------------------------------------------------

const PREF_COLUMNS = 'new_owner, new_parking, sales_daily, sales_monthly, system_alert';
type Prefs = Record<'new_owner' | 'new_parking' | 'sales_daily' | 'sales_monthly' | 'system_alert', boolean>;

export async function getNotificationPrefs(db: Queryable, adminId: string): Promise<Prefs> {
  const { rows } = await db.query<Prefs>(`select ${PREF_COLUMNS} from public.admin_notification_prefs where admin_id = $1`, [adminId]);
  // No row yet means every preference at its default: on.
  return rows[0] ?? { new_owner: true, new_parking: true, sales_daily: true, sales_monthly: true, system_alert: true };
}

export async function updateNotificationPrefs(db: Queryable, adminId: string, patch: Partial<Prefs>): Promise<Prefs> {
  const current = await getNotificationPrefs(db, adminId);
  const next = { ...current, ...patch };
  const { rows } = await db.query<Prefs>(
    `insert into public.admin_notification_prefs (admin_id, ${PREF_COLUMNS}) values ($1, $2, $3, $4, $5, $6)
     on conflict (admin_id) do update set new_owner = excluded.new_owner, new_parking = excluded.new_parking,
       sales_daily = excluded.sales_daily, sales_monthly = excluded.sales_monthly, system_alert = excluded.system_alert
     returning ${PREF_COLUMNS}`,
    [adminId, next.new_owner, next.new_parking, next.sales_daily, next.sales_monthly, next.system_alert],
  );
  return rows[0]!;
}
