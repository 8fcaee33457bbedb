import { useCallback, useState } from 'react';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, ConfirmButton, DataTable, ErrorBanner, Page, SelectField, StatusBadge, TextField, fieldError, useToast, useKeysetList, type KeysetPage } from '../../components';
import { formatDateTime, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Reviews', status: 'Status', all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected', sort: 'Order',
    oldest: 'Oldest first', newest: 'Newest first', lot: 'Lot', rating: 'Rating', comment: 'Comment', posted: 'Posted', actions: 'Actions',
    approve: 'Approve', approveQ: 'Publish this review of {lot}?', reject: 'Reject', rejectQ: 'Reject this review of {lot}?',
    reason: 'Reason for rejecting (shown to the author)', saved: 'Saved', empty: 'No reviews to moderate.', reload: 'Reload', why: 'Reason: {reason}',
  },
  ja: {
    title: 'レビュー', status: '状態', all: 'すべて', pending: '審査待ち', approved: '承認済み', rejected: '却下', sort: '並び順',
    oldest: '古い順', newest: '新しい順', lot: '駐車場', rating: '評価', comment: 'コメント', posted: '投稿日時', actions: '操作',
    approve: '承認', approveQ: '{lot} のこのレビューを公開しますか?', reject: '却下', rejectQ: '{lot} のこのレビューを却下しますか?',
    reason: '却下理由(投稿者に表示されます)', saved: '保存しました', empty: '審査するレビューはありません。', reload: '再読み込み', why: '理由: {reason}',
  },
} satisfies Messages;

type Review = Schemas['AdminReview'];

/** The moderation queue: pending reviews oldest first, so nothing waits forever. */
export function Reviews() {
  const t = useMessages(m);
  const toast = useToast();
  const { has } = usePermissions();
  const canModerate = has('reviews.moderate');
  const [status, setStatus] = useState<'' | Review['status']>('pending');
  const [sort, setSort] = useState<'oldest' | 'newest'>('oldest');
  // The error of one row's decision, shown next to that row's reason field.
  const [rowError, setRowError] = useState<{ id: string; error: ApiError }>();
  const [reasons, setReasons] = useState<Record<string, string>>({});

  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<Review>> => {
      const query = { limit: 50, sort, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
      const { data, error } = await api.GET('/v1/admin/reviews', { params: { query } });
      return data ? { rows: data.reviews, next: data.next_cursor } : { error: apiError(error) };
    },
    [status, sort],
  );
  const { rows, setRows, next, loading, error, load } = useKeysetList(fetchPage);

  const done = (r: Review) => {
    // A decided review leaves a queue filtered by another state.
    setRows((rs) => (status && r.status !== status ? rs.filter((x) => x.id !== r.id) : rs.map((x) => (x.id === r.id ? r : x))));
    setRowError(undefined);
    toast(t('saved'));
  };
  async function approve(r: Review) {
    const { data, error } = await api.POST('/v1/admin/reviews/{id}/approve', { params: { path: { id: r.id } } });
    if (!data) return setRowError({ id: r.id, error: apiError(error) });
    done(data.review);
  }
  async function reject(r: Review) {
    const { data, error } = await api.POST('/v1/admin/reviews/{id}/reject', { params: { path: { id: r.id } }, body: { reason: (reasons[r.id] ?? '').trim() } });
    if (!data) return setRowError({ id: r.id, error: apiError(error) });
    done(data.review);
  }

  return (
    <Page title={t('title')} actions={<Button kind="secondary" onClick={() => void load()}>{t('reload')}</Button>}>
      <div className="toolbar">
        <SelectField
          label={t('status')}
          name="status"
          value={status}
          onChange={(v) => setStatus(v as '' | Review['status'])}
          options={[
            { value: 'pending', label: t('pending') },
            { value: 'approved', label: t('approved') },
            { value: 'rejected', label: t('rejected') },
            { value: '', label: t('all') },
          ]}
        />
        <SelectField label={t('sort')} name="sort" value={sort} onChange={(v) => setSort(v as 'oldest' | 'newest')} options={[{ value: 'oldest', label: t('oldest') }, { value: 'newest', label: t('newest') }]} />
      </div>
      <ErrorBanner error={error} />
      <DataTable<Review>
        rows={rows}
        keyOf={(r) => r.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        empty={t('empty')}
        columns={[
          { key: 'lot', header: t('lot'), render: (r) => r.parking_lot_name },
          { key: 'rating', header: t('rating'), render: (r) => <span aria-label={`${r.rating}/5`}>{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}</span> },
          {
            key: 'comment',
            header: t('comment'),
            render: (r) => (
              <>
                {r.comment ?? '—'}
                {r.rejection_reason ? <div className="muted">{t('why', { reason: r.rejection_reason })}</div> : null}
              </>
            ),
          },
          { key: 'status', header: t('status'), render: (r) => <StatusBadge status={r.status} /> },
          { key: 'created_at', header: t('posted'), render: (r) => formatDateTime(r.created_at) },
          {
            key: 'actions',
            header: t('actions'),
            render: (r) => {
              if (!canModerate) return null;
              const err = rowError?.id === r.id ? rowError.error : undefined;
              return (
                <span className="page-actions">
                  {r.status !== 'approved' ? (
                    <ConfirmButton kind="primary" confirm={t('approveQ', { lot: r.parking_lot_name })} onConfirm={() => approve(r)}>
                      {t('approve')}
                    </ConfirmButton>
                  ) : null}
                  {r.status !== 'rejected' ? (
                    <>
                      <TextField label={t('reason')} name={`reason-${r.id}`} value={reasons[r.id] ?? ''} onChange={(v) => setReasons({ ...reasons, [r.id]: v })} error={fieldError(err, 'reason')} />
                      <ConfirmButton confirm={t('rejectQ', { lot: r.parking_lot_name })} onConfirm={() => reject(r)} disabled={!(reasons[r.id] ?? '').trim()}>
                        {t('reject')}
                      </ConfirmButton>
                    </>
                  ) : null}
                  {err && err.param !== 'reason' ? <ErrorBanner error={err} /> : null}
                </span>
              );
            },
          },
        ]}
      />
    </Page>
  );
}
