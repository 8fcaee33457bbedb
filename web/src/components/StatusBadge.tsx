import { useLocale, type Messages } from '../i18n';
import { codeLabel, statusLabels } from './labels';

/**
 * A state as a coloured label; the colour is never the only signal (the word is always shown).
 * `labels` names a screen's own words for some states (a lot's `active` is "public").
 */
export function StatusBadge({ status, labels = statusLabels }: { status: string | null | undefined; labels?: Messages }) {
  const locale = useLocale();
  const s = status ?? 'unknown';
  return <span className={`badge badge-${s.replace(/[^a-z_]/g, '')}`}>{codeLabel(labels, locale, s)}</span>;
}
