import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { AdminContext } from './guard.js';
import type { PermissionKey } from './permissions.js';

/**
 * The role ceiling: an admin grants only roles whose every key they hold themselves, gives a role
 * only keys they hold, and creates, changes, disables or resets only admins whose role they could
 * grant. Super Admin is granted and touched by Super Admins alone, whatever keys another role holds.
 * The database repeats these rules (`public.can_grant_role`, restrictive policies in 0071).
 */
export const SUPER_ADMIN = 'super_admin';

interface RoleKeys {
  id: string;
  role_code: string;
  name: string;
  permission_keys: PermissionKey[];
}

export type AdminAction = 'change' | 'disable' | 'reset';

const superAdminActions: Record<AdminAction, string> = {
  change: 'change a Super Admin',
  disable: 'disable a Super Admin',
  reset: 'reset the password of a Super Admin',
};

function isSuperAdmin(actor: AdminContext): boolean {
  return actor.role_code === SUPER_ADMIN;
}

function missingKeys(actor: AdminContext, keys: readonly PermissionKey[]): PermissionKey[] {
  const held = new Set(actor.permission_keys);
  return [...new Set(keys)].filter((k) => !held.has(k)).sort();
}

async function roleKeys(tx: Queryable, roleId: string): Promise<RoleKeys | undefined> {
  const { rows } = await tx.query<RoleKeys>(
    `select r.id, r.role_code, r.name,
            coalesce(array(select rp.permission_key from public.role_permissions rp where rp.role_id = r.id order by 1), '{}') as permission_keys
       from public.roles r where r.id = $1`,
    [roleId],
  );
  return rows[0];
}

function superAdminOnly(message: string, param?: string): ApiError {
  return new ApiError('forbidden', { message, messageKey: 'errors.super_admin_only', ...(param ? { param } : {}) });
}

function aboveCeiling(message: string, missing: PermissionKey[], param?: string): ApiError {
  return new ApiError('forbidden', {
    message,
    messageKey: 'errors.role_ceiling',
    ...(param ? { param } : {}),
    details: { missing_permissions: missing },
  });
}

/** Before giving an admin `roleId` (create, role change): 422 for no such role, 403 above the actor. */
export async function assertMayGrantRole(tx: Queryable, actor: AdminContext, roleId: string): Promise<void> {
  const role = await roleKeys(tx, roleId);
  if (!role) throw new ApiError('validation_error', { message: 'No role has this id.', param: 'role_id' });
  if (isSuperAdmin(actor)) return;
  if (role.role_code === SUPER_ADMIN) throw superAdminOnly('Only a Super Admin may grant the Super Admin role.', 'role_id');
  const missing = missingKeys(actor, role.permission_keys);
  if (missing.length) {
    throw aboveCeiling(
      `The role ${role.name} holds permissions you do not have; you can only grant roles within your own permissions.`,
      missing,
      'role_id',
    );
  }
}

/** Before acting on an admin who holds `roleId`: 403 when that role lies above the actor. */
export async function assertMayManage(tx: Queryable, actor: AdminContext, roleId: string, action: AdminAction): Promise<void> {
  if (isSuperAdmin(actor)) return;
  const role = await roleKeys(tx, roleId);
  if (!role) return;
  if (role.role_code === SUPER_ADMIN) throw superAdminOnly(`Only a Super Admin may ${superAdminActions[action]}.`);
  const missing = missingKeys(actor, role.permission_keys);
  if (missing.length) {
    throw aboveCeiling(
      'This admin’s role holds permissions you do not have; only an admin holding all of them may change, disable or reset this account.',
      missing,
    );
  }
}

/**
 * Before saving `keys` as a role's set (create, PUT): every key must be the actor's own, and when
 * the role exists, so must every key it holds now (taking keys away from a role above the actor
 * would demote admins above them).
 */
export async function assertMayGiveKeys(tx: Queryable, actor: AdminContext, keys: readonly PermissionKey[], roleId?: string): Promise<void> {
  if (isSuperAdmin(actor)) return;
  const missing = missingKeys(actor, keys);
  if (missing.length) throw aboveCeiling('You can only give a role permissions you hold yourself.', missing, 'permission_keys');
  if (!roleId) return;
  const role = await roleKeys(tx, roleId);
  const above = role ? missingKeys(actor, role.permission_keys) : [];
  if (above.length) {
    throw aboveCeiling(
      'This role holds permissions you do not have; only an admin holding all of them may change its permissions.',
      above,
      'permission_keys',
    );
  }
}
