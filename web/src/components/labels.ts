import type { Locale, Messages } from '../i18n';

/*
 * The words for the API's codes, in both UI languages: the API sends codes (`pending`, `payment`,
 * `ops_manager`), and a Japanese screen must not show them raw. One table per kind of code, used by
 * every screen that shows that kind.
 */

/** Every status and state the API returns, as a word (StatusBadge, filters). */
export const statusLabels = {
  en: {
    draft: 'Draft', pending: 'Pending review', active: 'Active', on_hold: 'On hold', withdrawn: 'Withdrawn', rejected: 'Rejected',
    disabled: 'Disabled', banned: 'Banned', suspended: 'Suspended', approved: 'Approved', open: 'Open', answered: 'Answered',
    closed: 'Closed', resolved: 'Resolved', published: 'Published', scheduled: 'Scheduled', archived: 'Archived', inactive: 'Inactive',
    running: 'Running', ended: 'Ended', sent: 'Sent', parking: 'Parking', cancelled: 'Cancelled', retired: 'Retired', unknown: 'Unknown',
  },
  ja: {
    draft: '下書き', pending: '審査待ち', active: '有効', on_hold: '保留', withdrawn: '取り下げ', rejected: '却下',
    disabled: '無効', banned: '利用停止', suspended: '停止中', approved: '承認済み', open: '未対応', answered: '回答済み',
    closed: '完了', resolved: '解決済み', published: '公開', scheduled: '予約', archived: 'アーカイブ', inactive: '無効',
    running: '配信中', ended: '終了', sent: '送信済み', parking: '駐車中', cancelled: '取消', retired: '廃止', unknown: '不明',
  },
} satisfies Messages;

/** A lot's `active` is its being public: the lot screens say so. */
export const lotStatusLabels = {
  en: { ...statusLabels.en, active: 'Public' },
  ja: { ...statusLabels.ja, active: '公開中' },
} satisfies Messages;

export const supportCategoryLabels = {
  en: { account: 'Account', parking_lot: 'Parking lot', parking_session: 'Parking session', payment: 'Payment', subscription: 'Subscription', app: 'App', other: 'Other' },
  ja: { account: 'アカウント', parking_lot: '駐車場', parking_session: '駐車の利用', payment: '支払い', subscription: 'サブスクリプション', app: 'アプリ', other: 'その他' },
} satisfies Messages;

export const errorKindLabels = {
  en: { price: 'Price', hours: 'Opening hours', location: 'Location', closed: 'Closed for good', limits: 'Vehicle limits', other: 'Other' },
  ja: { price: '料金', hours: '営業時間', location: '位置', closed: '閉鎖', limits: '車両制限', other: 'その他' },
} satisfies Messages;

export const tagCategoryLabels = {
  en: { payment: 'Payment', facility: 'Facility', vehicle: 'Vehicle', access: 'Access', service: 'Service' },
  ja: { payment: '支払い', facility: '設備', vehicle: '車両', access: 'アクセス', service: 'サービス' },
} satisfies Messages;

export const vehicleTypeLabels = {
  en: { motorcycle: 'Motorcycle', kei: 'Kei car', regular: 'Regular', oversized: 'Oversized' },
  ja: { motorcycle: 'バイク', kei: '軽自動車', regular: '普通車', oversized: '大型車' },
} satisfies Messages;

export const planLabels = {
  en: { plus: 'Plus', free: 'Free', month: 'month', year: 'year' },
  ja: { plus: 'Plus', free: '無料', month: '月', year: '年' },
} satisfies Messages;

/** The navigation groups, which are also the permission groups of contract section 5. */
export const groupLabels = {
  en: { main: 'Overview', parking: 'Parking', users: 'Users', owners: 'Owners', ops: 'Operations', content: 'Content', admins: 'Admins', system: 'System', owner: 'My lots' },
  ja: { main: '概要', parking: '駐車場', users: 'ユーザー', owners: 'オーナー', ops: '運用', content: 'コンテンツ', admins: '管理者', system: 'システム', owner: '自分の駐車場' },
} satisfies Messages;

/** What each permission key allows, in Japanese (the API describes them in English). */
export const permissionJa: Record<string, string> = {
  'dashboard.view': 'ダッシュボードを見る',
  'parking.view': '駐車場を見る', 'parking.edit': '駐車場を作成・変更・審査する',
  'tags.view': 'タグを見る', 'tags.edit': 'タグを作成・変更する',
  'reviews.view': 'レビューを見る', 'reviews.moderate': 'レビューを承認・却下する',
  'users.view': 'ユーザーを見る', 'users.edit': 'ユーザーを利用停止・Plus 付与する',
  'owners.view': 'オーナーを見る', 'owners.edit': 'オーナーを承認・停止する',
  'plans.view': 'プランを見る', 'plans.edit': 'プランを作成・変更する',
  'support.view': 'お問い合わせと誤り報告を見る', 'support.respond': 'お問い合わせと誤り報告に対応する',
  'notifications.view': '通知を見る', 'notifications.send': '通知を作成・送信する',
  'sales.view': '売上を見る',
  'articles.view': '記事を見る', 'articles.edit': '記事を作成・変更する', 'articles.publish': '記事を公開する',
  'ads.view': '広告とスポンサーを見る', 'ads.edit': '広告とスポンサーを作成・変更する',
  'gamification.view': 'テーマとゲーム要素を見る', 'gamification.edit': 'テーマとゲーム要素を変更する',
  'admins.view': '管理者と監査ログを見る', 'admins.edit': '管理者を作成・変更する',
  'roles.view': 'ロールを見る', 'roles.edit': 'ロールと権限を変更する',
  'settings.view': '設定と祝日を見る', 'settings.edit': '設定と祝日を変更する',
};

const builtInRoleJa: Record<string, string> = {
  super_admin: 'スーパー管理者', ops_manager: '運用マネージャー', content_manager: 'コンテンツ担当', support_agent: 'サポート担当',
};

/** A role's name: the built-in roles in the UI language, the others as their creator named them. */
export function roleName(role: { role_code: string; name: string; is_system: boolean }, locale: Locale): string {
  return locale === 'ja' && role.is_system ? (builtInRoleJa[role.role_code] ?? role.name) : role.name;
}

/** The word for a code from one of the tables above; an unknown code shows as itself. */
export function codeLabel<M extends Messages>(table: M, locale: Locale, code: string | null | undefined): string {
  if (code === null || code === undefined) return '—';
  return table[locale][code] ?? table.en[code] ?? code;
}
