import { useCallback, useState, type FormEvent } from 'react';
import { api, apiError, type Schemas } from '../../api';
import { Button, DataTable, ErrorBanner, Page, TextField, useKeysetList, type KeysetPage } from '../../components';
import { formatDateTime, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Audit log', action: 'Action', targetType: 'Target type', targetId: 'Target id', from: 'From (date)', to: 'To (date, exclusive)',
    go: 'Filter', when: 'When', who: 'Admin', what: 'Action', target: 'Target', change: 'Change', request: 'Request id',
  },
  ja: {
    title: '監査ログ', action: '操作', targetType: '対象の種類', targetId: '対象ID', from: '開始日', to: '終了日(含まない)',
    go: '絞り込み', when: '日時', who: '管理者', what: '操作', target: '対象', change: '変更内容', request: 'リクエストID',
  },
} satisfies Messages;

type Entry = Schemas['AdminAuditEntry'];

function Change({ e }: { e: Entry }) {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <ul className="change-list">
      {keys.slice(0, 8).map((k) => (
        <li key={k}>
          <code>{k}</code>: {show(e.before?.[k])} → {show(e.after?.[k])}
        </li>
      ))}
      {keys.length > 8 ? <li>…</li> : null}
    </ul>
  );
}

export function AuditLog() {
  const t = useMessages(m);
  const [filters, setFilters] = useState({ action: '', target_type: '', target_id: '', from: '', to: '' });
  const [applied, setApplied] = useState(filters);
  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<Entry>> => {
      const query: Record<string, string | number> = { limit: 50 };
      for (const [k, v] of Object.entries(applied)) if (v) query[k] = k === 'from' || k === 'to' ? new Date(`${v}T00:00:00+09:00`).toISOString() : v;
      if (cursor) query.cursor = cursor;
      const { data, error } = await api.GET('/v1/admin/audit-log', { params: { query } });
      return data ? { rows: data.audit_log, next: data.next_cursor } : { error: apiError(error) };
    },
    [applied],
  );
  const { rows, next, loading, error, load } = useKeysetList(fetchPage);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(filters);
  };
  const set = (k: keyof typeof filters) => (v: string) => setFilters({ ...filters, [k]: v });
  return (
    <Page title={t('title')}>
      <form className="toolbar" onSubmit={submit} role="search">
        <TextField label={t('action')} name="action" value={filters.action} onChange={set('action')} placeholder="role.set_permissions" />
        <TextField label={t('targetType')} name="target_type" value={filters.target_type} onChange={set('target_type')} />
        <TextField label={t('targetId')} name="target_id" value={filters.target_id} onChange={set('target_id')} />
        <TextField label={t('from')} name="from" type="date" value={filters.from} onChange={set('from')} />
        <TextField label={t('to')} name="to" type="date" value={filters.to} onChange={set('to')} />
        <Button type="submit">{t('go')}</Button>
      </form>
      <ErrorBanner error={error} />
      <DataTable<Entry>
        rows={rows}
        keyOf={(e) => e.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        columns={[
          { key: 'when', header: t('when'), render: (e) => formatDateTime(e.created_at) },
          // The name alone (the e-mail on hover): at tablet width the change column needs the room.
          { key: 'who', header: t('who'), render: (e) => <span title={e.admin_email}>{e.admin_name}</span> },
          { key: 'action', header: t('what'), render: (e) => <code>{e.action}</code> },
          { key: 'target', header: t('target'), render: (e) => `${e.target_type}${e.target_id ? ` ${e.target_id.slice(0, 8)}` : ''}` },
          { key: 'change', header: t('change'), render: (e) => <Change e={e} /> },
        ]}
      />
    </Page>
  );
}
