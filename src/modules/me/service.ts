import type { Queryable } from '../../db/types.js';
import type { PermissionKey } from '../admin/permissions.js';

interface MeRow {
  user_id: string;
  display_name: string | null;
  locale: 'ja' | 'en';
  status: 'active' | 'withdrawn';
  created_at: string;
  is_owner: boolean;
  admin_role_code: string | null;
  permissions: PermissionKey[];
}

/**
 * Profile and scopes in one round trip. The profile row is created on first use: users may come from
 * an external identity provider, where no database trigger sees them sign up.
 */
export async function getMe(db: Queryable, userId: string, email: string | null) {
  const { rows } = await db.query<MeRow>(
    `with created as (
       insert into public.profiles (user_id) values ($1)
       on conflict (user_id) do nothing
       returning user_id, display_name, locale, status, created_at
     ), ensured as (
       select * from created
       union all
       select user_id, display_name, locale, status, created_at from public.profiles
        where user_id = $1 and not exists (select 1 from created)
     )
     select p.*,
            exists (select 1 from public.owners o where o.user_id = $1 and o.status = 'active') as is_owner,
            (select r.role_code from public.admins a join public.roles r on r.id = a.role_id
              where a.user_id = $1 and a.status = 'active') as admin_role_code,
            coalesce((select array_agg(rp.permission_key order by rp.permission_key)
                        from public.admins a join public.role_permissions rp on rp.role_id = a.role_id
                       where a.user_id = $1 and a.status = 'active'), '{}') as permissions
       from ensured p`,
    [userId],
  );
  const row = rows[0]!;
  return {
    profile: {
      user_id: row.user_id,
      email,
      display_name: row.display_name,
      locale: row.locale,
      status: row.status,
      created_at: row.created_at,
    },
    scopes: {
      user: true as const,
      owner: row.is_owner,
      admin: row.admin_role_code !== null,
      admin_role_code: row.admin_role_code,
      permissions: row.permissions,
    },
  };
}
