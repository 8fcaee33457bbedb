import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { Theme } from './schemas.js';

const COLUMNS = `t.id, t.code, t.name_en, t.name_ja, t.colors, t.is_premium, t.price_exp,
  (select b.code from public.badges b where b.id = t.granted_by_badge_id) as granted_by_badge, t.granted_at_level,
  public.theme_owned_by(t, $1) as owned,
  exists (select 1 from public.profiles p where p.user_id = $1 and p.theme_id = t.id) as applied`;

/** Owned themes (or, with `all`, every active one), in display order; and what the caller can spend. */
export async function listThemes(db: Queryable, userId: string, all: boolean): Promise<{ themes: Theme[]; exp_balance: number; is_premium: boolean }> {
  const { rows } = await db.query<Theme>(
    `select * from (select ${COLUMNS}, t.sort_order from public.themes t where t.is_active) t
      where $2 or t.owned
      order by t.sort_order, t.code`,
    [userId, all],
  );
  const { rows: me } = await db.query<{ exp_balance: number; is_premium: boolean }>(
    'select public.theme_exp_balance($1) as exp_balance, public.user_is_premium($1) as is_premium',
    [userId],
  );
  return { themes: rows.map(({ sort_order: _, ...t }: Theme & { sort_order?: number }) => t), ...me[0]! };
}

async function getTheme(db: Queryable, userId: string, id: string): Promise<Theme> {
  const { rows } = await db.query<Theme>(`select ${COLUMNS} from public.themes t where t.id = $2 and t.is_active`, [userId, id]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No theme ${id}.`, param: 'id' });
  return rows[0];
}

/** apply_theme: owned (403 theme_not_owned), premium only with Plus (403 premium_required). */
export async function applyTheme(db: Queryable, userId: string, id: string): Promise<{ theme: Theme; exp_balance: number }> {
  await db.query('select public.apply_theme($1)', [id]);
  return { theme: await getTheme(db, userId, id), exp_balance: await balance(db, userId) };
}

/** purchase_theme: spends experience points once; a theme already owned costs nothing again. */
export async function purchaseTheme(db: Queryable, userId: string, id: string): Promise<{ theme: Theme; exp_balance: number }> {
  const { rows } = await db.query<{ exp_balance: number }>('select public.purchase_theme($1) as exp_balance', [id]);
  return { theme: await getTheme(db, userId, id), exp_balance: rows[0]!.exp_balance };
}

async function balance(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ b: number }>('select public.theme_exp_balance($1) as b', [userId]);
  return rows[0]!.b;
}
