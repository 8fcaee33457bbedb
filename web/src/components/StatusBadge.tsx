import { useLocale } from '../i18n';

const ja: Record<string, string> = {
  active: '有効', pending: '保留中', draft: '下書き', on_hold: '一時停止', withdrawn: '取り下げ', rejected: '却下',
  disabled: '無効', banned: '利用停止', suspended: '停止中', approved: '承認済み', open: '未対応', closed: '完了',
  resolved: '解決済み', published: '公開', archived: 'アーカイブ', inactive: '無効', sent: '送信済み', scheduled: '予約',
};

/** A state as a coloured label; the colour is never the only signal (the word is always shown). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const locale = useLocale();
  const s = status ?? 'unknown';
  const label = locale === 'ja' ? (ja[s] ?? s) : s.replace(/_/g, ' ');
  return <span className={`badge badge-${s.replace(/[^a-z_]/g, '')}`}>{label}</span>;
}
