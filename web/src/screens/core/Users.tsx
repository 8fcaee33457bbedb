import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, ConfirmButton, DataTable, ErrorBanner, Page, SelectField, StatusBadge, TextField, codeLabel, supportCategoryLabels, useToast, vehicleTypeLabels, useKeysetList, type KeysetPage } from '../../components';
import { formatDateTime, formatYen, useLocale, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Users', search: 'Search (e-mail, name or user id)', status: 'Status', all: 'All', active: 'Active', banned: 'Banned', withdrawn: 'Withdrawn',
    email: 'E-mail', name: 'Name', premium: 'Plus', admin: 'Admin', created: 'Registered', lastSignIn: 'Last sign-in', go: 'Search', yes: 'yes', no: '—',
    user: 'User', back: 'Back to users', ban: 'Ban', unban: 'Lift ban', reason: 'Reason', banQ: 'Ban this user? Their sessions end at once.', unbanQ: 'Lift the ban?',
    grant: 'Grant Plus', grantQ: 'Grant Plus until {date}?', revoke: 'End Plus grant', revokeQ: 'End the Plus granted by staff now?', until: 'Plus until (date)', premiumReason: 'Reason (Plus)',
    saved: 'Saved', sessions: 'Recent parking sessions', vehicles: 'Vehicles', lot: 'Lot', started: 'Started', amount: 'Amount', banReason: 'Ban reason', id: 'User id', tickets: 'Support tickets', subject: 'Subject', category: 'Category', nickname: 'Name', vehicleType: 'Type', plate: 'Plate', created2: 'Received',
  },
  ja: {
    title: 'ユーザー', search: '検索(メール・名前・ユーザーID)', status: '状態', all: 'すべて', active: '有効', banned: '利用停止', withdrawn: '退会',
    email: 'メールアドレス', name: '名前', premium: 'Plus', admin: '管理者', created: '登録日時', lastSignIn: '最終サインイン', go: '検索', yes: 'はい', no: '—',
    user: 'ユーザー', back: 'ユーザー一覧へ戻る', ban: '利用停止', unban: '利用停止を解除', reason: '理由', banQ: 'このユーザーを利用停止にしますか?セッションはすぐに終了します。', unbanQ: '利用停止を解除しますか?',
    grant: 'Plus を付与', grantQ: '{date} まで Plus を付与しますか?', revoke: 'Plus の付与を終了', revokeQ: 'スタッフが付与した Plus を今すぐ終了しますか?', until: 'Plus の期限(日付)', premiumReason: '理由(Plus)',
    saved: '保存しました', sessions: '最近の駐車', vehicles: '車両', lot: '駐車場', started: '開始', amount: '金額', banReason: '停止理由', id: 'ユーザーID', tickets: 'お問い合わせ', subject: '件名', category: '種別', nickname: '名前', vehicleType: '車種', plate: 'ナンバー', created2: '受付日時',
  },
} satisfies Messages;

type User = Schemas['AdminUser'];

export function Users() {
  const t = useMessages(m);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [applied, setApplied] = useState({ q: '', status: '' });
  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<User>> => {
      const query = { limit: 50, ...(applied.q ? { q: applied.q } : {}), ...(applied.status ? { status: applied.status as User['status'] } : {}), ...(cursor ? { cursor } : {}) };
      const { data, error } = await api.GET('/v1/admin/users', { params: { query } });
      return data ? { rows: data.users, next: data.next_cursor } : { error: apiError(error) };
    },
    [applied],
  );
  const { rows, next, loading, error, load } = useKeysetList(fetchPage);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ q: q.trim(), status });
  };
  return (
    <Page title={t('title')}>
      <form className="toolbar" onSubmit={submit} role="search">
        <TextField label={t('search')} name="q" value={q} onChange={setQ} />
        <SelectField
          label={t('status')}
          name="status"
          value={status}
          onChange={setStatus}
          options={[
            { value: '', label: t('all') },
            { value: 'active', label: t('active') },
            { value: 'banned', label: t('banned') },
            { value: 'withdrawn', label: t('withdrawn') },
          ]}
        />
        <Button type="submit">{t('go')}</Button>
      </form>
      <ErrorBanner error={error} />
      <DataTable<User>
        rows={rows}
        keyOf={(u) => u.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        onRowClick={(u) => navigate(`/users/${u.id}`)}
        columns={[
          { key: 'email', header: t('email'), render: (u) => u.email ?? '—' },
          { key: 'display_name', header: t('name'), render: (u) => u.display_name ?? '—' },
          { key: 'status', header: t('status'), render: (u) => <StatusBadge status={u.status} /> },
          { key: 'premium', header: t('premium'), render: (u) => (u.is_premium ? t('yes') : t('no')) },
          { key: 'admin', header: t('admin'), render: (u) => (u.is_admin ? t('yes') : t('no')) },
          { key: 'created', header: t('created'), render: (u) => formatDateTime(u.created_at) },
        ]}
      />
    </Page>
  );
}

export function UserDetail() {
  const t = useMessages(m);
  const locale = useLocale();
  const toast = useToast();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { has } = usePermissions();
  const [detail, setDetail] = useState<Schemas['AdminUserDetail'] | null>(null);
  const [error, setError] = useState<ApiError>();
  const [reason, setReason] = useState('');
  const [premiumReason, setPremiumReason] = useState('');
  const [until, setUntil] = useState('');
  const load = useCallback(async () => {
    const { data, error } = await api.GET('/v1/admin/users/{id}', { params: { path: { id } } });
    if (!data) return setError(apiError(error));
    setDetail(data);
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  const u = detail?.user;
  async function ban() {
    const { error } = await api.POST('/v1/admin/users/{id}/ban', { params: { path: { id } }, body: { reason } });
    if (error) return setError(apiError(error));
    setError(undefined);
    toast(t('saved'));
    setReason('');
    void load();
  }
  async function grant() {
    const ends_at = new Date(`${until}T23:59:59+09:00`).toISOString();
    const { error } = await api.POST('/v1/admin/users/{id}/grant-premium', { params: { path: { id } }, body: { reason: premiumReason, ends_at } });
    if (error) return setError(apiError(error));
    setError(undefined);
    toast(t('saved'));
    void load();
  }
  async function revoke() {
    const { error } = await api.POST('/v1/admin/users/{id}/revoke-premium', { params: { path: { id } }, body: { reason: premiumReason } });
    if (error) return setError(apiError(error));
    setError(undefined);
    toast(t('saved'));
    void load();
  }
  async function unban() {
    const { error } = await api.POST('/v1/admin/users/{id}/unban', { params: { path: { id } } });
    if (error) return setError(apiError(error));
    setError(undefined);
    toast(t('saved'));
    void load();
  }
  return (
    <Page title={u ? (u.display_name ?? u.email ?? t('user')) : t('user')} actions={<Button kind="secondary" onClick={() => navigate('/users')}>{t('back')}</Button>}>
      <ErrorBanner error={error} />
      {u ? (
        <>
          <div className="panel">
            <dl className="details">
              <dt>{t('id')}</dt>
              <dd>
                <code>{u.id}</code>
              </dd>
              <dt>{t('email')}</dt>
              <dd>{u.email ?? '—'}</dd>
              <dt>{t('status')}</dt>
              <dd>
                <StatusBadge status={u.status} />
              </dd>
              <dt>{t('premium')}</dt>
              <dd>{u.is_premium ? t('yes') : t('no')}</dd>
              <dt>{t('lastSignIn')}</dt>
              <dd>{formatDateTime(u.last_sign_in_at)}</dd>
              {u.ban_reason ? (
                <>
                  <dt>{t('banReason')}</dt>
                  <dd>{u.ban_reason}</dd>
                </>
              ) : null}
            </dl>
          </div>
          {has('users.edit') && u.status !== 'withdrawn' ? (
            <div className="panel">
              {u.status === 'banned' ? (
                <ConfirmButton kind="secondary" confirm={t('unbanQ')} onConfirm={unban}>
                  {t('unban')}
                </ConfirmButton>
              ) : (
                <>
                  <TextField label={t('reason')} name="reason" value={reason} onChange={setReason} required />
                  <ConfirmButton confirm={t('banQ')} onConfirm={ban} disabled={!reason.trim()}>
                    {t('ban')}
                  </ConfirmButton>
                </>
              )}
            </div>
          ) : null}
          {has('users.edit') && u.status === 'active' ? (
            <div className="panel">
              <div className="form-grid">
                <TextField label={t('premiumReason')} name="premium_reason" value={premiumReason} onChange={setPremiumReason} required />
                <TextField label={t('until')} name="ends_at" type="date" value={until} onChange={setUntil} />
              </div>
              <div className="page-actions">
                <ConfirmButton kind="primary" confirm={t('grantQ', { date: until })} onConfirm={grant} disabled={!premiumReason.trim() || !until}>
                  {t('grant')}
                </ConfirmButton>
                {u.is_premium ? (
                  <ConfirmButton kind="secondary" confirm={t('revokeQ')} onConfirm={revoke} disabled={!premiumReason.trim()}>
                    {t('revoke')}
                  </ConfirmButton>
                ) : null}
              </div>
            </div>
          ) : null}
          <h2>{t('sessions')}</h2>
          <DataTable
            rows={detail.parking_sessions}
            keyOf={(s) => s.id}
            columns={[
              { key: 'lot', header: t('lot'), render: (s) => s.parking_lot_name },
              { key: 'status', header: t('status'), render: (s) => <StatusBadge status={s.status} /> },
              { key: 'started', header: t('started'), render: (s) => formatDateTime(s.started_at) },
              { key: 'amount', header: t('amount'), render: (s) => formatYen(s.total_amount) },
            ]}
          />
          {/* What staff look at when the user writes in: their tickets (support.view) and vehicles. */}
          {detail.support_tickets ? (
            <>
              <h2>{t('tickets')}</h2>
              <DataTable
                rows={detail.support_tickets}
                keyOf={(x) => x.id}
                columns={[
                  { key: 'subject', header: t('subject'), render: (x) => <Link to={`/support-tickets/${x.id}`}>{x.subject}</Link> },
                  { key: 'category', header: t('category'), render: (x) => codeLabel(supportCategoryLabels, locale, x.category) },
                  { key: 'status', header: t('status'), render: (x) => <StatusBadge status={x.status} /> },
                  { key: 'created', header: t('created2'), render: (x) => formatDateTime(x.created_at) },
                ]}
              />
            </>
          ) : null}
          <h2>{t('vehicles')}</h2>
          <DataTable
            rows={detail.vehicles}
            keyOf={(v) => v.id}
            columns={[
              { key: 'nickname', header: t('nickname'), render: (v) => v.nickname ?? '—' },
              { key: 'type', header: t('vehicleType'), render: (v) => codeLabel(vehicleTypeLabels, locale, v.vehicle_type) },
              { key: 'plate', header: t('plate'), render: (v) => v.plate_number ?? '—' },
            ]}
          />
        </>
      ) : null}
    </Page>
  );
}
