import { useState } from 'react';
import { Link } from 'react-router';
import { api, apiError, type Schemas } from '../../api';
import { Button, ConfirmButton, DataTable, ErrorBanner, Page, TextField, codeLabel, lotStatusLabels, useKeysetList, useToast, type KeysetPage } from '../../components';
import { formatDateTime, useLocale, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Pending lots', name: 'Lot', owners: 'Owners', submitted: 'Submitted', changes: 'Changes since the last decision', last: 'Last decision',
    reason: 'Reason for {name}', approve: 'Approve', reject: 'Reject', hold: 'Hold', withdraw: 'Withdraw', approveQ: 'Approve {name}? It becomes public.',
    rejectQ: 'Reject {name}? The owner sees the reason.', holdQ: 'Put {name} on hold?', withdrawQ: 'Withdraw {name}?', done: '{name}: {status}', empty: 'No lots are waiting for review.',
    needReason: 'Give a reason first.', open: 'Open', actions: 'Actions', none: '—', reload: 'Reload',
  },
  ja: {
    title: '審査待ちの駐車場', name: '駐車場', owners: 'オーナー', submitted: '提出日時', changes: '前回の判断からの変更', last: '前回の判断',
    reason: '{name} の理由', approve: '承認', reject: '却下', hold: '保留', withdraw: '取り下げ', approveQ: '{name} を承認しますか?公開されます。',
    rejectQ: '{name} を却下しますか?理由はオーナーに表示されます。', holdQ: '{name} を保留にしますか?', withdrawQ: '{name} を取り下げますか?', done: '{name}: {status}', empty: '審査待ちの駐車場はありません。',
    needReason: '先に理由を入力してください。', open: '開く', actions: '操作', none: '—', reload: '再読み込み',
  },
} satisfies Messages;

type Entry = Schemas['ParkingLotQueueEntry'];
type Decision = 'approve' | 'reject' | 'hold' | 'withdraw';

async function fetchQueue(cursor?: string): Promise<KeysetPage<Entry>> {
  const { data, error } = await api.GET('/v1/admin/parking-lot-queue', { params: { query: { limit: 50, ...(cursor ? { cursor } : {}) } } });
  return data ? { rows: data.parking_lots, next: data.next_cursor } : { error: apiError(error) };
}

export function LotQueue() {
  const t = useMessages(m);
  const locale = useLocale();
  const toast = useToast();
  const { rows, setRows, next, loading, error, setError, load } = useKeysetList(fetchQueue);
  const [reasons, setReasons] = useState<Record<string, string>>({});

  async function decide(lot: Entry, decision: Decision) {
    const reason = (reasons[lot.id] ?? '').trim();
    if (decision === 'reject' && !reason) return setError({ code: 'validation_error', message: t('needReason'), param: 'reason' });
    const params = { params: { path: { id: lot.id } } };
    const res =
      decision === 'approve'
        ? await api.POST('/v1/admin/parking-lots/{id}/approve', params)
        : decision === 'reject'
          ? await api.POST('/v1/admin/parking-lots/{id}/reject', { ...params, body: { reason } })
          : decision === 'hold'
            ? await api.POST('/v1/admin/parking-lots/{id}/hold', { ...params, body: reason ? { reason } : {} })
            : await api.POST('/v1/admin/parking-lots/{id}/withdraw', { ...params, body: reason ? { reason } : {} });
    if (!res.data) return setError(apiError(res.error));
    setError(undefined);
    setRows((rs) => rs.filter((r) => r.id !== lot.id));
    toast(t('done', { name: lot.name, status: codeLabel(lotStatusLabels, locale, res.data.parking_lot.status) }));
  }

  return (
    <Page title={t('title')} actions={<Button kind="secondary" onClick={() => void load()}>{t('reload')}</Button>}>
      <ErrorBanner error={error} />
      <DataTable
        caption={t('title')}
        columns={[
          { key: 'name', header: t('name'), render: (l) => <><Link to={`/lots/${l.id}`}>{l.name}</Link>{l.address ? <div className="muted">{l.address}</div> : null}</> },
          { key: 'owners', header: t('owners'), render: (l) => l.owners.map((o) => o.display_name).join(', ') || t('none') },
          { key: 'submitted', header: t('submitted'), render: (l) => formatDateTime(l.submitted_at) },
          {
            key: 'changes',
            header: t('changes'),
            render: (l) => (
              <>
                {l.last_decision ? <div className="muted">{t('last')}: {codeLabel(lotStatusLabels, locale, l.last_decision.status)}{l.last_decision.reason ? ` — ${l.last_decision.reason}` : ''}</div> : null}
                {l.changes?.length ? <ul>{l.changes.slice(0, 8).map((c) => <li key={c.field}>{c.field}</li>)}</ul> : t('none')}
              </>
            ),
          },
          {
            key: 'actions',
            header: t('actions'),
            render: (l) => (
              <div className="lots-decide">
                <TextField label={t('reason', { name: l.name })} name={`reason-${l.id}`} value={reasons[l.id] ?? ''} onChange={(v) => setReasons((r) => ({ ...r, [l.id]: v }))} />
                <div className="page-actions">
                  <ConfirmButton kind="primary" confirm={t('approveQ', { name: l.name })} onConfirm={() => void decide(l, 'approve')}>{t('approve')}</ConfirmButton>
                  <ConfirmButton kind="danger" confirm={t('rejectQ', { name: l.name })} onConfirm={() => void decide(l, 'reject')}>{t('reject')}</ConfirmButton>
                  <ConfirmButton kind="secondary" confirm={t('holdQ', { name: l.name })} onConfirm={() => void decide(l, 'hold')}>{t('hold')}</ConfirmButton>
                  <ConfirmButton kind="secondary" confirm={t('withdrawQ', { name: l.name })} onConfirm={() => void decide(l, 'withdraw')}>{t('withdraw')}</ConfirmButton>
                </div>
              </div>
            ),
          },
        ]}
        rows={rows}
        keyOf={(l) => l.id}
        nextCursor={next}
        onMore={() => next && void load(next)}
        loading={loading}
        empty={t('empty')}
      />
    </Page>
  );
}
