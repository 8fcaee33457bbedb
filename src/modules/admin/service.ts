import { z } from '@hono/zod-openapi';
import { asServiceRole } from '../../db/elevate.js';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { IdentityProvider } from '../identity/provider.js';
import { generatePassword } from '../identity/passwords.js';
import type { AdminContext } from './guard.js';
import type { PermissionKey } from './permissions.js';
import type { Admin, Role } from './schemas.js';

const ADMIN_COLUMNS = 'a.id, a.user_id, a.name, a.email, a.role_id, a.status, a.last_login_at, a.created_at';
const ROLE_COLUMNS = 'id, role_code, name, description, color, is_system, created_at';
const SUPER_ADMIN = 'super_admin';

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
  query: { status?: 'active' | 'disabled' | undefined; limit: number; cursor?: string | undefined },
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

async function assertRoleExists(db: Queryable, roleId: string): Promise<void> {
  const { rows } = await db.query('select 1 from public.roles where id = $1', [roleId]);
  if (!rows[0]) throw new ApiError('validation_error', { message: 'No role has this id.', param: 'role_id' });
}

/**
 * A new admin with a confirmed identity user and a generated password, shown once. The admin row is
 * written first and linked last, so that with an external provider (which cannot join this
 * transaction) a failure there leaves no admin row behind.
 */
export async function createAdmin(
  db: Queryable,
  identity: IdentityProvider,
  input: { email: string; name: string; role_id: string },
): Promise<{ admin: Admin; initialPassword: string }> {
  await assertRoleExists(db, input.role_id);
  const { rows } = await db.query<{ id: string }>(
    'insert into public.admins (name, email, role_id) values ($1, $2, $3) returning id',
    [input.name, input.email, input.role_id],
  );
  const adminId = rows[0]!.id;
  const initialPassword = generatePassword(12);
  const user = await asServiceRole(db, async (tx) => {
    if (await identity.findUserByEmail(tx, input.email)) {
      throw new ApiError('conflict', { message: 'An account with this e-mail already exists.', param: 'email' });
    }
    return identity.createUser(tx, {
      email: input.email,
      password: initialPassword,
      emailConfirmed: true,
      appMetadata: { admin: true },
    });
  });
  await db.query('update public.admins set user_id = $2 where id = $1', [adminId, user.id]);
  return { admin: await getAdmin(db, adminId), initialPassword };
}

async function activeSuperAdminsBesides(db: Queryable, adminId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.admins a join public.roles r on r.id = a.role_id
      where r.role_code = $1 and a.status = 'active' and a.id <> $2`,
    [SUPER_ADMIN, adminId],
  );
  return rows[0]!.n;
}

/**
 * Name, role and status changes. Two lock-outs are refused: an admin changing their own role or
 * status, and leaving no active Super Admin.
 */
export async function updateAdmin(
  db: Queryable,
  actor: AdminContext,
  id: string,
  patch: { name?: string | undefined; role_id?: string | undefined; status?: 'active' | 'disabled' | undefined },
): Promise<Admin> {
  const current = await getAdmin(db, id);
  const changesAccess = (patch.role_id && patch.role_id !== current.role_id) || (patch.status && patch.status !== current.status);
  if (changesAccess && current.id === actor.id) {
    throw new ApiError('conflict', {
      message: 'You cannot change the role or status of your own account.',
      param: patch.status ? 'status' : 'role_id',
    });
  }
  if (patch.role_id) await assertRoleExists(db, patch.role_id);
  if (changesAccess) {
    const { rows } = await db.query<{ role_code: string }>('select role_code from public.roles where id = $1', [current.role_id]);
    const losesSuper =
      rows[0]?.role_code === SUPER_ADMIN &&
      current.status === 'active' &&
      (patch.status === 'disabled' || (patch.role_id !== undefined && patch.role_id !== current.role_id));
    if (losesSuper && (await activeSuperAdminsBesides(db, id)) === 0) {
      throw new ApiError('conflict', { message: 'At least one active Super Admin must remain.', param: patch.status ? 'status' : 'role_id' });
    }
  }
  await db.query(
    `update public.admins
        set name = coalesce($2, name), role_id = coalesce($3, role_id), status = coalesce($4, status)
      where id = $1`,
    [id, patch.name ?? null, patch.role_id ?? null, patch.status ?? null],
  );
  return getAdmin(db, id);
}

export async function resetAdminPassword(db: Queryable, identity: IdentityProvider, id: string): Promise<string> {
  const admin = await getAdmin(db, id);
  if (!admin.user_id) throw new ApiError('conflict', { message: 'This admin has no identity user to reset.' });
  const password = generatePassword(12);
  await asServiceRole(db, (tx) => identity.setPassword(tx, admin.user_id!, password));
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
  input: { role_code: string; name: string; description: string; color: string; permission_keys: PermissionKey[] },
): Promise<Role> {
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

/** The Roles screen's explicit save: the role's whole key set, replaced at once. */
export async function setRolePermissions(db: Queryable, id: string, keys: PermissionKey[]): Promise<PermissionKey[]> {
  const role = await getRole(db, id);
  if (role.role_code === SUPER_ADMIN) {
    throw new ApiError('conflict', { message: 'Super Admin always holds every permission.', param: 'permission_keys' });
  }
  return writePermissions(db, id, keys);
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
