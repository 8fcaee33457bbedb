import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { ErrorBanner, Page } from '../../components';
import { formatNumber, formatYen, useMessages, type Messages } from '../../i18n';
import { screens as lotScreens } from '../lots';
import { screens as opsScreens } from '../ops';

const m = {
  en: {
    title: 'Dashboard', pending_lots: 'Lots awaiting review', pending_reviews: 'Reviews awaiting moderation', owners_awaiting_approval: 'Owners awaiting approval',
    today_sessions: 'Parking sessions today', today_revenue: 'Revenue today', new_users_today: 'New users today', open_tickets: 'Open support tickets',
    open_error_reports: 'Open error reports', hidden: 'not in your role', loading: 'Loading…',
  },
  ja: {
    title: 'ダッシュボード', pending_lots: '審査待ちの駐車場', pending_reviews: '承認待ちのレビュー', owners_awaiting_approval: '承認待ちのオーナー',
    today_sessions: '本日の駐車件数', today_revenue: '本日の売上', new_users_today: '本日の新規ユーザー', open_tickets: '未対応の問い合わせ',
    open_error_reports: '未対応の誤り報告', hidden: '権限外', loading: '読み込み中…',
  },
} satisfies Messages;

type Key = keyof Schemas['AdminDashboard'];
/** Each figure links to the screen that works it off, found among the registered screens by path. */
const cards: { key: Key; screen?: RegExp; yen?: boolean }[] = [
  { key: 'pending_lots', screen: /(queue|pending|moderation)/ },
  { key: 'pending_reviews', screen: /reviews/ },
  { key: 'owners_awaiting_approval', screen: /^owners$/ },
  { key: 'open_tickets', screen: /(tickets|support)/ },
  { key: 'open_error_reports', screen: /error/ },
  { key: 'today_sessions' },
  { key: 'today_revenue', yen: true, screen: /sales/ },
  { key: 'new_users_today', screen: /^users$/ },
];
// Read when rendering, not at import: safe whatever order the screen modules load in.
const target = (re?: RegExp) => {
  const linkable = [...lotScreens, ...opsScreens, { path: 'owners' }, { path: 'users' }].map((s) => s.path).filter((p) => !p.includes(':'));
  const p = re ? linkable.find((x) => re.test(x)) : undefined;
  return p ? `/${p.replace(/\/\*$/, '')}` : undefined;
};

export function Dashboard() {
  const t = useMessages(m);
  const [data, setData] = useState<Schemas['AdminDashboard'] | null>(null);
  const [error, setError] = useState<ApiError>();
  useEffect(() => {
    void api.GET('/v1/admin/dashboard').then(({ data, error }) => (data ? setData(data.dashboard) : setError(apiError(error))));
  }, []);
  return (
    <Page title={t('title')}>
      <ErrorBanner error={error} />
      {!data && !error ? <p role="status">{t('loading')}</p> : null}
      {data ? (
        <div className="cards">
          {cards.map((c) => {
            const v = data[c.key];
            const text = v === null ? t('hidden') : c.yen ? formatYen(v) : formatNumber(v);
            const to = target(c.screen);
            return (
              <div className="card" key={c.key} data-card={c.key}>
                <div className="label">{t(c.key)}</div>
                <div className="value">{to && v !== null ? <Link to={to}>{text}</Link> : text}</div>
              </div>
            );
          })}
        </div>
      ) : null}
    </Page>
  );
}
