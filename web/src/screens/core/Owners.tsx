import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, ConfirmButton, DataTable, ErrorBanner, Page, SelectField, StatusBadge, TextField, useToast, useKeysetList, useLatestLoad, type KeysetPage } from '../../components';
import { formatDateTime, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Owners', search: 'Name or contact e-mail', status: 'Status', approval: 'Approval', all: 'All', active: 'Active', suspended: 'Suspended',
    approved: 'Approved', awaiting: 'Awaiting approval', go: 'Search', name: 'Name', contact: 'Contact', lots: 'Lots', created: 'Registered',
    actions: 'Actions', approve: 'Approve', approveQ: 'Approve {name} as an owner?', suspend: 'Suspend', suspendQ: 'Suspend {name}? Their lots stay but they can no longer edit them.',
    reinstate: 'Reinstate', reinstateQ: 'Reinstate {name}?', reason: 'Reason for suspending {name}', saved: 'Saved', notApproved: 'not yet', owner: 'Owner', back: 'Back to owners', lot: 'Lot', suspension: 'Suspension reason',
  },
  ja: {
    title: 'オーナー', search: '名前または連絡先メール', status: '状態', approval: '承認', all: 'すべて', active: '有効', suspended: '停止中',
    approved: '承認済み', awaiting: '承認待ち', go: '検索', name: '名前', contact: '連絡先', lots: '駐車場数', created: '登録日時',
    actions: '操作', approve: '承認', approveQ: '{name} をオーナーとして承認しますか?', suspend: '停止', suspendQ: '{name} を停止しますか?駐車場は残りますが編集できなくなります。',
    reinstate: '再開', reinstateQ: '{name} を再開しますか?', reason: '{name} の停止理由', saved: '保存しました', notApproved: '未承認', owner: 'オーナー', back: 'オーナー一覧へ戻る', lot: '駐車場', suspension: '停止理由',
  },
} satisfies Messages;

type Owner = Schemas['AdminOwner'];

export function Owners() {
  const t = useMessages(m);
  const toast = useToast();
  const { has } = usePermissions();
  const canEdit = has('owners.edit');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [approved, setApproved] = useState('');
  const [applied, setApplied] = useState({ q: '', status: '', approved: '' });
  const [reasons, setReasons] = useState<Record<string, string>>({});

  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<Owner>> => {
      const query = {
        limit: 50,
        ...(applied.q ? { q: applied.q } : {}),
        ...(applied.status ? { status: applied.status as Owner['status'] } : {}),
        ...(applied.approved ? { approved: applied.approved as 'true' | 'false' } : {}),
        ...(cursor ? { cursor } : {}),
      };
      const { data, error } = await api.GET('/v1/admin/owners', { params: { query } });
      return data ? { rows: data.owners, next: data.next_cursor } : { error: apiError(error) };
    },
    [applied],
  );
  const { rows, setRows, next, loading, error, setError, load } = useKeysetList(fetchPage);

  const done = (o: Owner) => {
    setRows((rs) => rs.map((r) => (r.id === o.id ? o : r)));
    setError(undefined);
    toast(t('saved'));
  };
  async function approve(o: Owner) {
    const { data, error } = await api.POST('/v1/admin/owners/{id}/approve', { params: { path: { id: o.id } } });
    if (!data) return setError(apiError(error));
    done(data.owner);
  }
  async function suspend(o: Owner) {
    const { data, error } = await api.POST('/v1/admin/owners/{id}/suspend', { params: { path: { id: o.id } }, body: { reason: reasons[o.id] ?? '' } });
    if (!data) return setError(apiError(error));
    done(data.owner);
  }
  async function reinstate(o: Owner) {
    const { data, error } = await api.POST('/v1/admin/owners/{id}/reinstate', { params: { path: { id: o.id } } });
    if (!data) return setError(apiError(error));
    done(data.owner);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ q: q.trim(), status, approved });
  };

  return (
    <Page title={t('title')}>
      <form className="toolbar" onSubmit={submit} role="search">
        <TextField label={t('search')} name="q" value={q} onChange={setQ} />
        <SelectField label={t('status')} name="status" value={status} onChange={setStatus} options={[{ value: '', label: t('all') }, { value: 'active', label: t('active') }, { value: 'suspended', label: t('suspended') }]} />
        <SelectField label={t('approval')} name="approved" value={approved} onChange={setApproved} options={[{ value: '', label: t('all') }, { value: 'true', label: t('approved') }, { value: 'false', label: t('awaiting') }]} />
        <Button type="submit">{t('go')}</Button>
      </form>
      <ErrorBanner error={error} />
      <DataTable<Owner>
        rows={rows}
        keyOf={(o) => o.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        columns={[
          { key: 'display_name', header: t('name'), render: (o) => <Link to={`/owners/${o.id}`}>{o.display_name}</Link> },
          { key: 'contact', header: t('contact'), render: (o) => [o.contact_email, o.contact_phone].filter(Boolean).join(' / ') || '—' },
          { key: 'status', header: t('status'), render: (o) => <StatusBadge status={o.status} /> },
          { key: 'approved', header: t('approval'), render: (o) => (o.approved_at ? formatDateTime(o.approved_at) : t('notApproved')) },
          { key: 'lots_count', header: t('lots'), render: (o) => String(o.lots_count) },
          {
            key: 'actions',
            header: t('actions'),
            render: (o) =>
              canEdit ? (
                <span className="page-actions">
                  {!o.approved_at ? (
                    <ConfirmButton kind="primary" confirm={t('approveQ', { name: o.display_name })} onConfirm={() => approve(o)}>
                      {t('approve')}
                    </ConfirmButton>
                  ) : null}
                  {o.status === 'active' ? (
                    <>
                      <TextField label={t('reason', { name: o.display_name })} name={`reason-${o.id}`} value={reasons[o.id] ?? ''} onChange={(v) => setReasons({ ...reasons, [o.id]: v })} />
                      <ConfirmButton confirm={t('suspendQ', { name: o.display_name })} onConfirm={() => suspend(o)} disabled={!(reasons[o.id] ?? '').trim()}>
                        {t('suspend')}
                      </ConfirmButton>
                    </>
                  ) : (
                    <ConfirmButton kind="secondary" confirm={t('reinstateQ', { name: o.display_name })} onConfirm={() => reinstate(o)}>
                      {t('reinstate')}
                    </ConfirmButton>
                  )}
                </span>
              ) : null,
          },
        ]}
      />
    </Page>
  );
}

export function OwnerDetail() {
  const t = useMessages(m);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<Schemas['AdminOwnerDetail'] | null>(null);
  const [error, setError] = useState<ApiError>();
  const begin = useLatestLoad();
  useEffect(() => {
    const isLatest = begin();
    void api.GET('/v1/admin/owners/{id}', { params: { path: { id } } }).then(({ data, error }) => isLatest() && (data ? setDetail(data) : setError(apiError(error))));
  }, [id, begin]);
  const o = detail?.owner;
  return (
    <Page title={o?.display_name ?? t('owner')} actions={<Button kind="secondary" onClick={() => navigate('/owners')}>{t('back')}</Button>}>
      <ErrorBanner error={error} />
      {o && detail ? (
        <>
          <div className="panel">
            <dl className="details">
              <dt>{t('contact')}</dt>
              <dd>{[o.contact_email, o.contact_phone].filter(Boolean).join(' / ') || '—'}</dd>
              <dt>{t('status')}</dt>
              <dd>
                <StatusBadge status={o.status} />
              </dd>
              <dt>{t('approval')}</dt>
              <dd>{o.approved_at ? formatDateTime(o.approved_at) : t('notApproved')}</dd>
              {o.suspension_reason ? (
                <>
                  <dt>{t('suspension')}</dt>
                  <dd>{o.suspension_reason}</dd>
                </>
              ) : null}
              <dt>{t('created')}</dt>
              <dd>{formatDateTime(o.created_at)}</dd>
            </dl>
          </div>
          <DataTable
            rows={detail.parking_lots}
            keyOf={(l) => l.id}
            columns={[
              { key: 'name', header: t('lot') },
              { key: 'status', header: t('status'), render: (l) => <StatusBadge status={l.status} /> },
              { key: 'created', header: t('created'), render: (l) => formatDateTime(l.created_at) },
            ]}
          />
        </>
      ) : null}
    </Page>
  );
}
