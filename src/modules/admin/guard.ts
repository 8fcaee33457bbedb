import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { withCallerDb } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import type { PermissionKey } from './permissions.js';

export interface AdminContext {
  id: string;
  user_id: string;
  email: string;
  role_id: string;
  role_code: string | null;
  status: 'active' | 'disabled' | 'pending';
  permission_keys: PermissionKey[];
}

declare module 'hono' {
  interface ContextVariableMap {
    admin: AdminContext | undefined;
  }
}

/** The caller's admin row and permission keys, read under the caller's own row-level policies. */
export async function loadAdmin(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<AdminContext | undefined> {
  const auth = c.get('auth');
  if (!auth) return undefined;
  return withCallerDb(c, async (db) => {
    const { rows } = await db.query<AdminContext>(
      `select a.id, a.user_id, a.email, a.role_id, r.role_code, a.status,
              coalesce(array_agg(rp.permission_key order by rp.permission_key)
                       filter (where rp.permission_key is not null), '{}') as permission_keys
         from public.admins a
         left join public.roles r on r.id = a.role_id -- hidden from a disabled admin by policy
         left join public.role_permissions rp on rp.role_id = a.role_id
        where a.user_id = $1
        group by a.id, r.role_code`,
      [auth.userId],
    );
    return rows[0];
  });
}

/** Why an admin row that is not active opens nothing (a pending one has no identity user to sign in with). */
export function inactiveAdmin(status: AdminContext['status']): ApiError {
  return status === 'pending'
    ? new ApiError('forbidden', { message: 'This admin account is not set up yet.', messageKey: 'errors.admin_pending' })
    : new ApiError('forbidden', { message: 'This admin account is disabled.', messageKey: 'errors.admin_disabled' });
}

/**
 * The server-side half of RBAC (contract 5.6: the portal's hiding is only a usability guard).
 * Row-level policies check the same keys again in the database.
 */
export function requireAdmin(permission: PermissionKey | 'any'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const admin = await loadAdmin(c);
    if (!admin) throw new ApiError('forbidden', { message: 'This requires an admin account.', messageKey: 'errors.not_admin' });
    if (admin.status !== 'active') throw inactiveAdmin(admin.status);
    if (permission !== 'any' && !admin.permission_keys.includes(permission)) {
      throw new ApiError('forbidden', {
        message: `This requires the permission ${permission}.`,
        messageKey: 'errors.permission_missing',
        details: { permission },
      });
    }
    c.set('admin', admin);
    return next();
  };
}
