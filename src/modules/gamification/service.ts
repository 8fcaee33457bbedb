import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { AdminBadge, BadgeProgress, EarnedBadge, Exp, ExpLevel, ExpRule } from './schemas.js';

/** Points, level and counters; a user who has not finished a session yet is at level 1 with nothing. */
export async function getExp(db: Queryable, userId: string): Promise<Exp> {
  const { rows } = await db.query<Exp>(
    `select coalesce(e.exp, 0) as points,
            coalesce(e.level, 1) as level,
            coalesce((select min_exp from public.exp_levels where level = coalesce(e.level, 1)), 0) as level_min_exp,
            (select min_exp from public.exp_levels where level = coalesce(e.level, 1) + 1) as next_level_min_exp,
            coalesce(e.session_count, 0) as session_count,
            coalesce(e.night_session_count, 0) as night_session_count,
            coalesce(e.ward_count, 0) as ward_count
       from (select $1::uuid as user_id) me
       left join public.user_exp e on e.user_id = me.user_id`,
    [userId],
  );
  return rows[0]!;
}

const BADGE_FIELDS = 'b.code, b.name, b.description, b.icon_url, b.rule_type, b.threshold';

export async function listEarnedBadges(db: Queryable, userId: string): Promise<EarnedBadge[]> {
  const { rows } = await db.query<EarnedBadge>(
    `select ${BADGE_FIELDS}, ub.earned_at, ub.parking_session_id
       from public.user_badges ub join public.badges b on b.id = ub.badge_id
      where ub.user_id = $1
      order by ub.earned_at desc, b.sort_order, b.code`,
    [userId],
  );
  return rows;
}

/** Active badges the caller has not earned, with the count their rule compares. */
export async function listBadgeProgress(db: Queryable, userId: string): Promise<BadgeProgress[]> {
  const { rows } = await db.query<BadgeProgress>(
    `select ${BADGE_FIELDS},
            case b.rule_type
              when 'session_count' then coalesce(e.session_count, 0)
              when 'night_session_count' then coalesce(e.night_session_count, 0)
              when 'ward_count' then coalesce(e.ward_count, 0)
            end as current
       from public.badges b
       left join public.user_exp e on e.user_id = $1
      where b.is_active
        and not exists (select 1 from public.user_badges ub where ub.user_id = $1 and ub.badge_id = b.id)
      order by b.sort_order, b.code`,
    [userId],
  );
  return rows;
}

// Admin side: the rules. Policies repeat the gamification.* checks of the routes.

const ADMIN_BADGE_COLUMNS = 'id, code, name, description, icon_url, rule_type, threshold, is_active, sort_order, created_at, updated_at';

export async function listBadges(db: Queryable): Promise<AdminBadge[]> {
  const { rows } = await db.query<AdminBadge>(`select ${ADMIN_BADGE_COLUMNS} from public.badges order by sort_order, code`);
  return rows;
}

export async function createBadge(db: Queryable, badge: Omit<AdminBadge, 'id' | 'created_at' | 'updated_at'>): Promise<AdminBadge> {
  const { rows } = await db.query<AdminBadge>(
    `insert into public.badges (code, name, description, icon_url, rule_type, threshold, is_active, sort_order)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning ${ADMIN_BADGE_COLUMNS}`,
    [badge.code, badge.name, badge.description, badge.icon_url, badge.rule_type, badge.threshold, badge.is_active, badge.sort_order],
  );
  return rows[0]!;
}

/** `set` clauses for the keys a patch body carries, parameters numbered after the key parameter. */
function assignments(patch: Record<string, unknown>, columns: readonly string[]): { sql: string; params: unknown[] } {
  const keys = columns.filter((k) => patch[k] !== undefined);
  return { sql: keys.map((k, i) => `${k} = $${i + 2}`).join(', '), params: keys.map((k) => patch[k]) };
}

export async function findBadge(db: Queryable, code: string): Promise<AdminBadge | undefined> {
  const { rows } = await db.query<AdminBadge>(`select ${ADMIN_BADGE_COLUMNS} from public.badges where code = $1`, [code]);
  return rows[0];
}

export async function updateBadge(db: Queryable, code: string, patch: Partial<AdminBadge>): Promise<AdminBadge> {
  const set = assignments(patch, ['name', 'description', 'icon_url', 'rule_type', 'threshold', 'is_active', 'sort_order']);
  const { rows } = await db.query<AdminBadge>(
    `update public.badges set ${set.sql} where code = $1 returning ${ADMIN_BADGE_COLUMNS}`,
    [code, ...set.params],
  );
  if (!rows[0]) throw new ApiError('not_found', { message: `No badge ${code}.`, param: 'code' });
  return rows[0];
}

const EXP_RULE_COLUMNS = 'code, name, condition, points, is_active, created_at, updated_at';

export async function listExpRules(db: Queryable): Promise<ExpRule[]> {
  const { rows } = await db.query<ExpRule>(`select ${EXP_RULE_COLUMNS} from public.exp_rules order by code`);
  return rows;
}

export async function createExpRule(db: Queryable, rule: Omit<ExpRule, 'created_at' | 'updated_at'>): Promise<ExpRule> {
  const { rows } = await db.query<ExpRule>(
    `insert into public.exp_rules (code, name, condition, points, is_active) values ($1, $2, $3, $4, $5)
     returning ${EXP_RULE_COLUMNS}`,
    [rule.code, rule.name, rule.condition, rule.points, rule.is_active],
  );
  return rows[0]!;
}

export async function findExpRule(db: Queryable, code: string): Promise<ExpRule | undefined> {
  const { rows } = await db.query<ExpRule>(`select ${EXP_RULE_COLUMNS} from public.exp_rules where code = $1`, [code]);
  return rows[0];
}

export async function updateExpRule(db: Queryable, code: string, patch: Partial<ExpRule>): Promise<ExpRule> {
  const set = assignments(patch, ['name', 'condition', 'points', 'is_active']);
  const { rows } = await db.query<ExpRule>(`update public.exp_rules set ${set.sql} where code = $1 returning ${EXP_RULE_COLUMNS}`, [
    code,
    ...set.params,
  ]);
  if (!rows[0]) throw new ApiError('not_found', { message: `No experience rule ${code}.`, param: 'code' });
  return rows[0];
}

export async function listExpLevels(db: Queryable): Promise<ExpLevel[]> {
  const { rows } = await db.query<ExpLevel>('select level, min_exp from public.exp_levels order by level');
  return rows;
}

/** Replaces the level table and moves every user's stored level to match it (replace_exp_levels). */
export async function replaceExpLevels(db: Queryable, levels: ExpLevel[]): Promise<ExpLevel[]> {
  await db.query('select public.replace_exp_levels($1::jsonb)', [JSON.stringify(levels)]);
  return listExpLevels(db);
}
