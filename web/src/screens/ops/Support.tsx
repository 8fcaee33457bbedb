import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, CheckboxField, ConfirmButton, DataTable, ErrorBanner, Page, SelectField, StatusBadge, TextField, codeLabel, errorKindLabels, fieldError, supportCategoryLabels, useToast, useKeysetList, useLatestLoad, type Column, type KeysetPage } from '../../components';
import { formatDateTime, useLocale, useMessages, type Messages } from '../../i18n';


// Buttons beside a labelled field line up with the field's input, not stretch to its label.
const endAligned = { alignItems: 'flex-end' } as const;
const m = {
  en: {
    tickets: 'Support tickets', reports: 'Error reports', status: 'Status', all: 'All', assignee: 'Assigned to', anyone: 'Anyone', me: 'Me',
    nobody: 'Nobody', sort: 'Order', oldest: 'Oldest first', newest: 'Newest first', subject: 'Subject', category: 'Category', created: 'Received',
    lastReply: 'Last reply', empty: 'Nothing waiting.', back: 'Back', lot: 'Lot', kind: 'Problem', description: 'Description', ticket: 'Ticket',
    report: 'Error report', thread: 'Conversation', user: 'User', support: 'Support', reply: 'Reply', replyBody: 'Your reply (sent to the user)',
    closeAfter: 'Close the ticket with this reply', send: 'Send reply', close: 'Close', closeQ: 'Close this ticket?', reopen: 'Reopen',
    reopenQ: 'Reopen this?', assignMe: 'Assign to me', unassign: 'Unassign', saved: 'Saved', note: 'Resolution note (sent to the reporter)',
    resolve: 'Resolve', resolveQ: 'Mark this report resolved?', reject: 'Reject', rejectQ: 'Reject this report? The note is required.',
    suggested: 'Suggested correction', outcome: 'Outcome', corrected: 'The lot was corrected', attachments: 'Attachments', unassigned: 'unassigned',
    editLot: 'Open the lot in the editor', from: 'From', openUser: 'The user’s account', reported: 'Reported', st_open: 'Open', st_answered: 'Answered', st_closed: 'Closed', st_resolved: 'Resolved', st_rejected: 'Rejected',
  },
  ja: {
    tickets: 'お問い合わせ', reports: '誤り報告', status: '状態', all: 'すべて', assignee: '担当', anyone: '全員', me: '自分',
    nobody: '未割り当て', sort: '並び順', oldest: '古い順', newest: '新しい順', subject: '件名', category: '種別', created: '受付日時',
    lastReply: '最終返信', empty: '対応待ちはありません。', back: '戻る', lot: '駐車場', kind: '内容', description: '説明', ticket: 'お問い合わせ',
    report: '誤り報告', thread: 'やりとり', user: 'ユーザー', support: 'サポート', reply: '返信', replyBody: '返信内容(ユーザーに送信されます)',
    closeAfter: 'この返信で完了にする', send: '返信を送信', close: '完了にする', closeQ: 'このお問い合わせを完了にしますか?', reopen: '再開',
    reopenQ: '再開しますか?', assignMe: '自分に割り当て', unassign: '割り当て解除', saved: '保存しました', note: '対応メモ(報告者に送信されます)',
    resolve: '解決', resolveQ: 'この報告を解決済みにしますか?', reject: '却下', rejectQ: 'この報告を却下しますか?メモが必要です。',
    suggested: '提案された修正', outcome: '結果', corrected: '駐車場情報を修正しました', attachments: '添付', unassigned: '未割り当て',
    editLot: 'エディタで駐車場を開く', from: '差出人', openUser: 'ユーザーの詳細', reported: '報告日時', st_open: '未対応', st_answered: '回答済み', st_closed: '完了', st_resolved: '解決済み', st_rejected: '却下',
  },
} satisfies Messages;

type Ticket = Schemas['AdminSupportTicket'];
type Report = Schemas['AdminErrorReport'];
type Assignee = '' | 'me' | 'none';

/** Own admin id, for "assign to me" (admins/me answers every active admin). */
function useMyAdminId(): string | undefined {
  const [id, setId] = useState<string>();
  useEffect(() => {
    void api.GET('/v1/admin/admins/me').then(({ data }) => data && setId(data.admin.id));
  }, []);
  return id;
}

function QueueFilters<S extends string>({ status, setStatus, statuses, assignee, setAssignee, sort, setSort }: {
  status: S | ''; setStatus(s: S | ''): void; statuses: S[]; assignee: Assignee; setAssignee(a: Assignee): void; sort: 'oldest' | 'newest'; setSort(s: 'oldest' | 'newest'): void;
}) {
  const t = useMessages(m);
  return (
    <div className="toolbar">
      <SelectField label={t('status')} name="status" value={status} onChange={(v) => setStatus(v as S | '')} options={[...statuses.map((s) => ({ value: s, label: t(`st_${s}` as 'st_open') })), { value: '', label: t('all') }]} />
      <SelectField label={t('assignee')} name="assignee" value={assignee} onChange={(v) => setAssignee(v as Assignee)} options={[{ value: '', label: t('anyone') }, { value: 'me', label: t('me') }, { value: 'none', label: t('nobody') }]} />
      <SelectField label={t('sort')} name="sort" value={sort} onChange={(v) => setSort(v as 'oldest' | 'newest')} options={[{ value: 'oldest', label: t('oldest') }, { value: 'newest', label: t('newest') }]} />
    </div>
  );
}

/** The filters of a support queue, as its list endpoint takes them. */
interface QueueQuery<S extends string> {
  limit: number;
  sort: 'oldest' | 'newest';
  status?: S;
  assignee?: Exclude<Assignee, ''>;
  cursor?: string;
}

/**
 * A support queue (tickets, error reports): filtered by status (the first of `statuses` at first)
 * and assignee, oldest or newest first, paged, each row opening its detail screen. `fetchRows` keeps
 * its identity between renders (a module-level function): a new one would load the list again.
 */
function Queue<R extends { id: string }, S extends string>({ title, statuses, fetchRows, rowPath, columns }: {
  title: string;
  statuses: S[];
  fetchRows(query: QueueQuery<S>): Promise<KeysetPage<R>>;
  rowPath(row: R): string;
  columns: Column<R>[];
}) {
  const t = useMessages(m);
  const navigate = useNavigate();
  const [status, setStatus] = useState<S | ''>(statuses[0] ?? '');
  const [assignee, setAssignee] = useState<Assignee>('');
  const [sort, setSort] = useState<'oldest' | 'newest'>('oldest');
  const fetchPage = useCallback(
    (cursor?: string) => fetchRows({ limit: 50, sort, ...(status ? { status } : {}), ...(assignee ? { assignee } : {}), ...(cursor ? { cursor } : {}) }),
    [fetchRows, status, assignee, sort],
  );
  const { rows, next, loading, error, load } = useKeysetList(fetchPage);
  return (
    <Page title={title}>
      <QueueFilters<S> status={status} setStatus={setStatus} statuses={statuses} assignee={assignee} setAssignee={setAssignee} sort={sort} setSort={setSort} />
      <ErrorBanner error={error} />
      <DataTable<R>
        rows={rows}
        keyOf={(r) => r.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        onRowClick={(r) => navigate(rowPath(r))}
        empty={t('empty')}
        columns={columns}
      />
    </Page>
  );
}

async function fetchTickets(query: QueueQuery<Ticket['status']>): Promise<KeysetPage<Ticket>> {
  const { data, error } = await api.GET('/v1/admin/support-tickets', { params: { query } });
  return data ? { rows: data.support_tickets, next: data.next_cursor } : { error: apiError(error) };
}

export function SupportTickets() {
  const t = useMessages(m);
  const locale = useLocale();
  return (
    <Queue<Ticket, Ticket['status']>
      title={t('tickets')}
      statuses={['open', 'answered', 'closed']}
      fetchRows={fetchTickets}
      rowPath={(r) => `/support-tickets/${r.id}`}
      columns={[
        { key: 'subject', header: t('subject') },
        { key: 'category', header: t('category'), render: (r) => codeLabel(supportCategoryLabels, locale, r.category) },
        { key: 'status', header: t('status'), render: (r) => <StatusBadge status={r.status} /> },
        { key: 'assigned', header: t('assignee'), render: (r) => r.assigned_admin_name ?? t('unassigned') },
        { key: 'created_at', header: t('created'), render: (r) => formatDateTime(r.created_at) },
        { key: 'last_reply_at', header: t('lastReply'), render: (r) => formatDateTime(r.last_reply_at) },
      ]}
    />
  );
}

export function SupportTicketDetail() {
  const t = useMessages(m);
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { has } = usePermissions();
  const canRespond = has('support.respond');
  const me = useMyAdminId();
  const [ticket, setTicket] = useState<Ticket>();
  const [error, setError] = useState<ApiError>();
  const [body, setBody] = useState('');
  const [closeAfter, setCloseAfter] = useState(false);

  const begin = useLatestLoad();
  useEffect(() => {
    const isLatest = begin(); // another ticket opened since: its answer, not this one, is shown
    void api.GET('/v1/admin/support-tickets/{id}', { params: { path: { id } } }).then(({ data, error }) => isLatest() && (data ? setTicket(data.support_ticket) : setError(apiError(error))));
  }, [id, begin]);

  const done = (r: { data?: { support_ticket: Ticket } | undefined; error?: unknown }) => {
    if (!r.data) return setError(apiError(r.error));
    setError(undefined);
    setTicket(r.data.support_ticket);
    toast(t('saved'));
    return true;
  };
  const path = { params: { path: { id } } };
  async function reply(e: FormEvent) {
    e.preventDefault();
    if (done(await api.POST('/v1/admin/support-tickets/{id}/reply', { ...path, body: { body, close: closeAfter } }))) {
      setBody('');
      setCloseAfter(false);
    }
  }

  return (
    <Page title={ticket?.subject ?? t('ticket')} actions={<Button kind="secondary" onClick={() => navigate('/support-tickets')}>{t('back')}</Button>}>
      <ErrorBanner error={error} />
      {ticket ? (
        <>
          <div className="panel page-actions" style={endAligned}>
            <StatusBadge status={ticket.status} />
            <span>
              {t('category')}: {codeLabel(supportCategoryLabels, locale, ticket.category)}
            </span>
            {has('users.view') ? <Link to={`/users/${ticket.user_id}`}>{t('openUser')}</Link> : null}
            <span>
              {t('assignee')}: {ticket.assigned_admin_name ?? t('unassigned')}
            </span>
            {canRespond ? (
              <>
                {me && ticket.assigned_admin_id !== me ? <Button kind="secondary" onClick={async () => void done(await api.POST('/v1/admin/support-tickets/{id}/assign', { ...path, body: { admin_id: me } }))}>{t('assignMe')}</Button> : null}
                {ticket.assigned_admin_id ? <Button kind="secondary" onClick={async () => void done(await api.POST('/v1/admin/support-tickets/{id}/assign', { ...path, body: { admin_id: null } }))}>{t('unassign')}</Button> : null}
                {ticket.status !== 'closed' ? (
                  <ConfirmButton kind="secondary" confirm={t('closeQ')} onConfirm={async () => void done(await api.POST('/v1/admin/support-tickets/{id}/close', path))}>
                    {t('close')}
                  </ConfirmButton>
                ) : null}
                {ticket.status !== 'open' ? (
                  <ConfirmButton kind="secondary" confirm={t('reopenQ')} onConfirm={async () => void done(await api.POST('/v1/admin/support-tickets/{id}/reopen', path))}>
                    {t('reopen')}
                  </ConfirmButton>
                ) : null}
              </>
            ) : null}
          </div>
          <section className="panel" aria-labelledby="thread">
            <h2 id="thread">{t('thread')}</h2>
            <ol className="thread">
              <li>
                <strong>{t('user')}</strong> · {formatDateTime(ticket.created_at)}
                <p>{ticket.body}</p>
                {ticket.attachments.map((a) => (
                  <a key={a.asset_id} href={a.public_url} target="_blank" rel="noreferrer">
                    {a.file_name}
                  </a>
                ))}
              </li>
              {ticket.replies.map((r) => (
                <li key={r.id} className={r.author === 'support' ? 'from-support' : undefined}>
                  <strong>{r.author === 'support' ? `${t('support')}${r.admin_name ? ` (${r.admin_name})` : ''}` : t('user')}</strong> · {formatDateTime(r.created_at)}
                  <p>{r.body}</p>
                </li>
              ))}
            </ol>
          </section>
          {canRespond && ticket.status !== 'closed' ? (
            <form className="panel" onSubmit={reply}>
              <TextField label={t('replyBody')} name="reply" value={body} onChange={setBody} multiline required error={fieldError(error, 'body')} />
              <CheckboxField label={t('closeAfter')} name="close" checked={closeAfter} onChange={setCloseAfter} />
              <Button type="submit" disabled={!body.trim()}>
                {t('send')}
              </Button>
            </form>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}

async function fetchReports(query: QueueQuery<Report['status']>): Promise<KeysetPage<Report>> {
  const { data, error } = await api.GET('/v1/admin/error-reports', { params: { query } });
  return data ? { rows: data.error_reports, next: data.next_cursor } : { error: apiError(error) };
}

export function ErrorReports() {
  const t = useMessages(m);
  const locale = useLocale();
  return (
    <Queue<Report, Report['status']>
      title={t('reports')}
      statuses={['open', 'resolved', 'rejected']}
      fetchRows={fetchReports}
      rowPath={(r) => `/error-reports/${r.id}`}
      columns={[
        { key: 'lot', header: t('lot'), render: (r) => r.lot_name ?? r.lot_id },
        { key: 'kind', header: t('kind'), render: (r) => codeLabel(errorKindLabels, locale, r.kind) },
        { key: 'description', header: t('description') },
        { key: 'status', header: t('status'), render: (r) => <StatusBadge status={r.status} /> },
        { key: 'assigned', header: t('assignee'), render: (r) => r.assigned_admin_name ?? t('unassigned') },
        { key: 'created_at', header: t('created'), render: (r) => formatDateTime(r.created_at) },
      ]}
    />
  );
}

export function ErrorReportDetail() {
  const t = useMessages(m);
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { has } = usePermissions();
  const canRespond = has('support.respond');
  const me = useMyAdminId();
  const [report, setReport] = useState<Report>();
  const [error, setError] = useState<ApiError>();
  const [note, setNote] = useState('');

  const begin = useLatestLoad();
  useEffect(() => {
    const isLatest = begin();
    void api.GET('/v1/admin/error-reports/{id}', { params: { path: { id } } }).then(({ data, error }) => isLatest() && (data ? setReport(data.error_report) : setError(apiError(error))));
  }, [id, begin]);
  const done = (r: { data?: { error_report: Report } | undefined; error?: unknown }) => {
    if (!r.data) return setError(apiError(r.error));
    setError(undefined);
    setReport(r.data.error_report);
    toast(t('saved'));
  };
  const path = { params: { path: { id } } };
  const noteBody = note.trim() ? { resolution_note: note.trim() } : {};

  return (
    <Page title={report ? `${t('report')}: ${report.lot_name ?? report.lot_id}` : t('report')} actions={<Button kind="secondary" onClick={() => navigate('/error-reports')}>{t('back')}</Button>}>
      <ErrorBanner error={error} />
      {report ? (
        <>
          <dl className="panel details">
            <dt>{t('status')}</dt>
            <dd>
              <StatusBadge status={report.status} />
            </dd>
            <dt>{t('kind')}</dt>
            <dd>{codeLabel(errorKindLabels, locale, report.kind)}</dd>
            <dt>{t('reported')}</dt>
            <dd>
              {formatDateTime(report.created_at)}
              {has('users.view') ? <> · <Link to={`/users/${report.user_id}`}>{t('openUser')}</Link></> : null}
            </dd>
            <dt>{t('description')}</dt>
            <dd>{report.description}</dd>
            {report.suggested ? (
              <>
                <dt>{t('suggested')}</dt>
                <dd>
                  <code>{JSON.stringify(report.suggested)}</code>
                </dd>
              </>
            ) : null}
            {!canRespond ? (
              <>
                <dt>{t('assignee')}</dt>
                <dd>{report.assigned_admin_name ?? t('unassigned')}</dd>
              </>
            ) : null}
            {report.resolution_note ? (
              <>
                <dt>{t('outcome')}</dt>
                <dd>
                  {report.resolution_note}
                  {report.lot_corrected ? ` (${t('corrected')})` : ''}
                </dd>
              </>
            ) : null}
            {report.photos.length ? (
              <>
                <dt>{t('attachments')}</dt>
                <dd>
                  {report.photos.map((a) => (
                    <a key={a.asset_id} href={a.public_url} target="_blank" rel="noreferrer">
                      {a.file_name}{' '}
                    </a>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
          {has('parking.edit') ? (
            <p>
              <Button kind="secondary" onClick={() => navigate(`/lots/${report.lot_id}`)}>
                {t('editLot')}
              </Button>
            </p>
          ) : null}
          {canRespond ? (
            <div className="panel stack">
              <div className="page-actions">
                <span>
                  {t('assignee')}: {report.assigned_admin_name ?? t('unassigned')}
                </span>
                {me && report.assigned_admin_id !== me ? <Button kind="secondary" onClick={async () => done(await api.POST('/v1/admin/error-reports/{id}/assign', { ...path, body: { admin_id: me } }))}>{t('assignMe')}</Button> : null}
                {report.assigned_admin_id ? <Button kind="secondary" onClick={async () => done(await api.POST('/v1/admin/error-reports/{id}/assign', { ...path, body: { admin_id: null } }))}>{t('unassign')}</Button> : null}
              </div>
              {report.status === 'open' ? (
                <>
                  <TextField label={t('note')} name="resolution_note" value={note} onChange={setNote} multiline error={fieldError(error, 'resolution_note')} />
                  <div className="page-actions">
                    <ConfirmButton kind="primary" confirm={t('resolveQ')} onConfirm={async () => done(await api.POST('/v1/admin/error-reports/{id}/resolve', { ...path, body: noteBody }))}>
                      {t('resolve')}
                    </ConfirmButton>
                    <ConfirmButton confirm={t('rejectQ')} disabled={!note.trim()} onConfirm={async () => done(await api.POST('/v1/admin/error-reports/{id}/reject', { ...path, body: { resolution_note: note.trim() } }))}>
                      {t('reject')}
                    </ConfirmButton>
                  </div>
                </>
              ) : (
                <div className="page-actions">
                  <ConfirmButton kind="secondary" confirm={t('reopenQ')} onConfirm={async () => done(await api.POST('/v1/admin/error-reports/{id}/reopen', path))}>
                    {t('reopen')}
                  </ConfirmButton>
                </div>
              )}
            </div>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
