import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { PermissionKey } from '../admin/permissions.js';

interface MeRow {
  user_id: string;
  display_name: string | null;
  locale: 'ja' | 'en';
  status: 'active' | 'withdrawn';
  avatar_asset_id: string | null;
  avatar_url: string | null;
  default_vehicle_id: string | null;
  theme_id: string | null;
  created_at: string;
  updated_at: string;
  is_owner: boolean;
  admin_role_code: string | null;
  permissions: PermissionKey[];
  is_premium: boolean;
}

/** The profile's columns as GET /v1/me shows them (`p` a profiles row; `premium` whether the user has Plus). */
function profileColumns(premium: string): string {
  return `p.user_id, p.display_name, p.locale, p.status, p.avatar_asset_id,
          (select a.public_url from public.assets a where a.id = p.avatar_asset_id) as avatar_url,
          p.default_vehicle_id,
          -- A premium theme applied while subscribed is not shown once Plus has ended: the app falls
          -- back to its default, and the choice comes back with Plus.
          (select t.id from public.themes t where t.id = p.theme_id and t.is_active and (not t.is_premium or ${premium})) as theme_id,
          p.created_at, p.updated_at`;
}

const SCOPE_COLUMNS = `exists (select 1 from public.owners o where o.user_id = $1 and o.status = 'active') as is_owner,
            (select r.role_code from public.admins a join public.roles r on r.id = a.role_id
              where a.user_id = $1 and a.status = 'active') as admin_role_code,
            coalesce((select array_agg(rp.permission_key order by rp.permission_key)
                        from public.admins a join public.role_permissions rp on rp.role_id = a.role_id
                       where a.user_id = $1 and a.status = 'active'), '{}') as permissions`;

function meFrom(row: MeRow, email: string | null) {
  return {
    profile: {
      user_id: row.user_id,
      email,
      display_name: row.display_name,
      locale: row.locale,
      status: row.status,
      avatar_asset_id: row.avatar_asset_id,
      avatar_url: row.avatar_url,
      default_vehicle_id: row.default_vehicle_id,
      theme_id: row.theme_id,
      is_premium: row.is_premium,
      created_at: row.created_at,
      updated_at: row.updated_at,
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

export type Me = ReturnType<typeof meFrom>;

/**
 * Profile and scopes in one round trip. The profile row is created on first use: users may come from
 * an external identity provider, where no database trigger sees them sign up.
 */
export async function getMe(db: Queryable, userId: string, email: string | null): Promise<Me> {
  const row = (await readMe(db, userId)) ?? (await readMe(db, userId));
  // The second statement's snapshot sees the row whichever transaction made it.
  if (!row) throw new Error(`the profile of ${userId} was neither created nor found`);
  return meFrom(row, email);
}

/**
 * One statement creating the profile if there is none and reading it. Undefined when another
 * transaction created it concurrently: the insert waits for that one's commit and does nothing,
 * and the statement's snapshot, taken before, does not show the row; a new statement does.
 */
async function readMe(db: Queryable, userId: string): Promise<MeRow | undefined> {
  const { rows } = await db.query<MeRow>(
    `with created as (
       insert into public.profiles (user_id) values ($1)
       on conflict (user_id) do nothing
       returning *
     ), ensured as (
       select * from created
       union all
       select * from public.profiles where user_id = $1 and not exists (select 1 from created)
     ), premium as (
       select public.user_is_premium($1) as is_premium
     )
     select ${profileColumns('pr.is_premium')}, ${SCOPE_COLUMNS}, pr.is_premium
       from ensured p cross join premium pr`,
    [userId],
  );
  return rows[0];
}

export interface ProfilePatch {
  display_name?: string | null | undefined;
  locale?: 'ja' | 'en' | undefined;
  avatar_asset_id?: string | null | undefined;
  default_vehicle_id?: string | null | undefined;
}

/**
 * PATCH /v1/me: the keys sent change, the others stay; null clears a field. An avatar must be an asset
 * the caller may show (can_use_as_avatar, the one place that decides; the profiles policies ask it
 * too) and a default vehicle a live vehicle of the caller's: otherwise 422 naming the field.
 */
export async function patchMe(db: Queryable, userId: string, email: string | null, patch: ProfilePatch): Promise<Me> {
  if (patch.avatar_asset_id) {
    const { rows } = await db.query<{ ok: boolean }>('select public.can_use_as_avatar($1) as ok', [patch.avatar_asset_id]);
    if (!rows[0]!.ok) {
      throw new ApiError('validation_error', { message: 'avatar_asset_id is not an image you uploaded.', param: 'avatar_asset_id' });
    }
  }
  if (patch.default_vehicle_id) {
    // FOR SHARE until commit: a concurrent delete (an update of deleted_at) waits for this
    // transaction, and then its guard (user_vehicles_guard) sees the new default and clears it; a
    // delete that came first is waited for here and the vehicle is then not found. The profile's
    // foreign key alone takes FOR KEY SHARE, which a delete does not wait for.
    const { rows } = await db.query('select 1 from public.user_vehicles where id = $1 and user_id = $2 and deleted_at is null for share', [
      patch.default_vehicle_id,
      userId,
    ]);
    if (!rows[0]) {
      throw new ApiError('validation_error', { message: 'default_vehicle_id is not one of your vehicles.', param: 'default_vehicle_id' });
    }
  }
  const keys = (['display_name', 'locale', 'avatar_asset_id', 'default_vehicle_id'] as const).filter((k) => patch[k] !== undefined);
  const values = keys.map((k) => patch[k] ?? null);
  // One upsert: a user without a profile row yet (an external provider's) gets one with the patch.
  const columns = ['user_id', ...keys].join(', ');
  const params = ['$1', ...keys.map((_, i) => `$${i + 2}`)].join(', ');
  // Only what changes is written, so that an unchanged profile keeps its updated_at.
  const onConflict = keys.length
    ? `do update set ${keys.map((k) => `${k} = excluded.${k}`).join(', ')}
        where ${keys.map((k) => `public.profiles.${k} is distinct from excluded.${k}`).join(' or ')}`
    : 'do nothing';
  await db.query(`insert into public.profiles (${columns}) values (${params}) on conflict (user_id) ${onConflict}`, [userId, ...values]);
  return getMe(db, userId, email);
}

/** withdraw_account (contract 4.6): everything in one call, in the caller's transaction. */
export async function withdraw(db: Queryable): Promise<void> {
  await db.query('select public.withdraw_account()');
}
