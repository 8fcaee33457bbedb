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
};
