import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { Button, DataTable, ErrorBanner, Page, TextField, fieldError, useKeysetList, useToast, type KeysetPage } from '../../components';
import { formatDateTime, useMessages, type Messages } from '../../i18n';
import { lotStatusLabels } from '../../components/labels';

const m = {
  en: {
    title: 'My parking lots', register: 'Register as a lot owner', registerIntro: 'Lot owners can list their parking lots. Your lots are reviewed before they are public.',
    displayName: 'Name shown to drivers and staff', email: 'Contact e-mail', phone: 'Contact phone', registerBtn: 'Register', registered: 'You are registered as an owner.',
    create: 'New lot', name: 'Lot', status: 'Review status', updated: 'Updated', empty: 'You have no lots yet.', suspended: 'Your owner account is suspended.',
    help: 'Draft: only you see it. Pending review: staff will check it. Rejected or on hold: open the lot, fix it and send it again.',
    reason: 'Reason', previously: 'Previously rejected',
  },
  ja: {
    title: '自分の駐車場', register: 'オーナー登録', registerIntro: 'オーナーは自分の駐車場を掲載できます。公開前にスタッフが審査します。',
    displayName: 'ドライバーとスタッフに表示される名前', email: '連絡先メール', phone: '連絡先電話番号', registerBtn: '登録する', registered: 'オーナーとして登録しました。',
    create: '駐車場を登録', name: '駐車場', status: '審査状況', updated: '更新日時', empty: 'まだ駐車場はありません。', suspended: 'オーナーアカウントは停止中です。',
    help: '下書き: 自分だけが見られます。審査待ち: スタッフが確認します。却下・保留: 駐車場を開いて修正し、再提出してください。',
    reason: '理由', previously: '前回の却下理由',
  },
} satisfies Messages;

/** The list row's fields this screen shows (the generated row type's geometry tuples do not survive openapi-fetch's inference). */
interface Lot {
  id: string; name: string; address: string | null; status: Schemas['ParkingLotStatus']; total_spaces: number | null; updated_at: string; geometry: unknown;
  last_decision: Schemas['OwnerLotDecision'] | null;
}

/**
 * Why the lot is where it is: the reason of the decision that put it on hold or rejected it, and, once
 * the owner has sent a rejected lot again, what that rejection said (the new review has not decided yet).
 */
function DecisionReason({ lot }: { lot: Lot }) {
  const t = useMessages(m);
  const d = lot.last_decision;
  if (!d?.reason) return null;
  const current = (lot.status === 'rejected' || lot.status === 'on_hold') && d.status === lot.status;
  const resent = lot.status === 'pending' && d.status === 'rejected';
  if (!current && !resent) return null;
  return <div className="muted" data-testid="decision-reason">{current ? t('reason') : t('previously')}: {d.reason}</div>;
}

export function OwnerArea() {
  const t = useMessages(m);
  const toast = useToast();
  const navigate = useNavigate();
  const [owner, setOwner] = useState<Schemas['Owner'] | null>();
  const [form, setForm] = useState({ display_name: '', contact_email: '', contact_phone: '' });
  const [error, setError] = useState<ApiError>();

  useEffect(() => {
    void (async () => {
      const { data } = await api.GET('/v1/owner/me');
      setOwner(data?.owner ?? null);
    })();
  }, []);

  async function register(e: FormEvent) {
    e.preventDefault();
    const { data, error } = await api.POST('/v1/owner/register', {
      body: { display_name: form.display_name, contact_email: form.contact_email || null, contact_phone: form.contact_phone || null },
    });
    if (!data) return setError(apiError(error));
    setError(undefined);
    setOwner(data.owner);
    toast(t('registered'));
  }

  if (owner === undefined) return <Page title={t('title')}><p aria-busy="true">…</p></Page>;
  if (owner === null) {
    return (
      <Page title={t('register')}>
        <p>{t('registerIntro')}</p>
        <ErrorBanner error={error} />
        <form className="panel form-grid" onSubmit={(e) => void register(e)}>
          <TextField label={t('displayName')} name="display_name" required value={form.display_name} onChange={(v) => setForm({ ...form, display_name: v })} error={fieldError(error, 'display_name')} />
          <TextField label={t('email')} name="contact_email" type="email" value={form.contact_email} onChange={(v) => setForm({ ...form, contact_email: v })} error={fieldError(error, 'contact_email')} />
          <TextField label={t('phone')} name="contact_phone" value={form.contact_phone} onChange={(v) => setForm({ ...form, contact_phone: v })} error={fieldError(error, 'contact_phone')} />
          <div className="page-actions" style={{ alignItems: 'end' }}><Button type="submit" kind="primary">{t('registerBtn')}</Button></div>
        </form>
      </Page>
    );
  }
  return (
    <Page title={t('title')} actions={<Button kind="primary" onClick={() => navigate('/owner/lots/new')}>{t('create')}</Button>}>
      {owner.status === 'suspended' ? <p className="notice" role="status">{t('suspended')}</p> : null}
      <p className="muted">{t('help')}</p>
      <OwnerLots />
    </Page>
  );
}

async function fetchOwnLots(cursor?: string): Promise<KeysetPage<Lot>> {
  const { data, error } = await api.GET('/v1/owner/parking-lots', { params: { query: { limit: 50, ...(cursor ? { cursor } : {}) } } });
  return data ? { rows: data.parking_lots, next: data.next_cursor } : { error: apiError(error) };
}

/** The owner's lots: shown (and loaded) once the caller is an owner, so also right after registering. */
function OwnerLots() {
  const t = useMessages(m);
  const ts = useMessages(lotStatusLabels);
  const navigate = useNavigate();
  const { rows, next, loading, error, load } = useKeysetList(fetchOwnLots);
  return (
    <>
      <ErrorBanner error={error} />
      <DataTable
        caption={t('title')}
        columns={[
          { key: 'name', header: t('name'), render: (l) => <>{l.name}{l.address ? <div className="muted">{l.address}</div> : null}</> },
          { key: 'status', header: t('status'), render: (l) => <>{ts(l.status)}<DecisionReason lot={l} /></> },
          { key: 'updated', header: t('updated'), render: (l) => formatDateTime(l.updated_at) },
        ]}
        rows={rows}
        keyOf={(l) => l.id}
        onRowClick={(l) => navigate(`/owner/lots/${l.id}`)}
        nextCursor={next}
        onMore={() => next && void load(next)}
        loading={loading}
        empty={t('empty')}
      />
    </>
  );
}
