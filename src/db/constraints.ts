/**
 * Human names of the database's named constraints, so that a 23505 or 23514 tells the caller which
 * field to fix in words they read. Add an entry with every named constraint a request can hit.
 */
export interface ConstraintName {
  /** The request field the constraint guards. */
  param: string;
  en: string;
  ja: string;
}

export const constraintNames: Record<string, ConstraintName> = {
  codes_pkey: { param: 'code', en: 'code (unique within its category)', ja: 'コード（カテゴリ内で一意）' },
  codes_code_format: { param: 'code', en: 'code format (lowercase letters, digits, underscore)', ja: 'コードの形式（英小文字・数字・アンダースコア）' },
  tags_tag_code_key: { param: 'tag_code', en: 'tag code (unique)', ja: 'タグコード（一意）' },
  tags_tag_code_format: { param: 'tag_code', en: 'tag code format (1 to 64 lowercase letters, digits, underscore, starting with a letter)', ja: 'タグコードの形式（英小文字で始まる1〜64文字）' },
  subscription_plans_plan_code_key: { param: 'plan_code', en: 'plan code (unique)', ja: 'プランコード（一意）' },
  subscription_plans_price_minor_check: { param: 'price_minor', en: 'plan price (0 or more)', ja: 'プラン価格（0以上）' },
  crash_reports_stack_length: { param: 'stack', en: 'stack trace length (at most 20,000 characters)', ja: 'スタックトレースの長さ（20,000文字以内）' },
  admins_email_key: { param: 'email', en: 'admin e-mail (unique)', ja: '管理者メールアドレス（一意）' },
  admins_user_id_key: { param: 'email', en: 'admin account of this user (one per user)', ja: '管理者アカウント（ユーザーごとに1つ）' },
  admins_name_length: { param: 'name', en: 'admin name (1 to 200 characters)', ja: '管理者名（1〜200文字）' },
  roles_role_code_key: { param: 'role_code', en: 'role code (unique)', ja: 'ロールコード（一意）' },
  roles_role_code_format: { param: 'role_code', en: 'role code format', ja: 'ロールコードの形式' },
  roles_name_length: { param: 'name', en: 'role name (1 to 100 characters)', ja: 'ロール名（1〜100文字）' },
  roles_color_format: { param: 'color', en: 'role colour (#RRGGBB)', ja: 'ロールの色（#RRGGBB）' },
  users_email_key: { param: 'email', en: 'e-mail address (unique)', ja: 'メールアドレス（一意）' },
  owners_user_id_key: { param: 'user_id', en: 'owner profile of this user (one per user)', ja: 'オーナー登録（ユーザーごとに1つ）' },
};
