import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, apiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, DataTable, ErrorBanner, Page, SelectField, StatusBadge, TextField, useKeysetList, type KeysetPage } from '../../components';
import { formatDateTime, useMessages, type Messages } from '../../i18n';
import { LotsMap, lotPoint, type MapLot } from './LotsMap';
import { lotStatusLabels } from '../../components/labels';

const m = {
  en: {
    title: 'Parking lots', q: 'Name or address', status: 'Status', source: 'Source', all: 'All', go: 'Search', name: 'Name', address: 'Address',
    updated: 'Updated', create: 'New lot', map: 'Map of the listed lots', noPoint: '{n} listed lots have no location and are not on the map.', empty: 'No lots match.',
    manual: 'Manual', imported: 'Imported ({s})', spaces: 'Spaces',
  },
  ja: {
    title: '駐車場', q: '名前または住所', status: '状態', source: '登録元', all: 'すべて', go: '検索', name: '名前', address: '住所',
    updated: '更新日時', create: '駐車場を登録', map: '一覧の駐車場の地図', noPoint: '一覧のうち {n} 件は位置がないため地図に表示されません。', empty: '該当する駐車場はありません。',
    manual: '手入力', imported: '取り込み ({s})', spaces: '台数',
  },
} satisfies Messages;

/** The list row's fields this screen shows (the generated row type's geometry tuples do not survive openapi-fetch's inference). */
interface Lot { id: string; name: string; address: string | null; status: Schemas['ParkingLotStatus']; total_spaces: number | null; updated_at: string; geometry: unknown }
type Status = Schemas['ParkingLotStatus'];
const SOURCES = ['manual', 'source_a', 'source_b', 'source_c', 'source_d', 'source_e'] as const;

export function LotsList() {
  const t = useMessages(m);
  const ts = useMessages(lotStatusLabels);
  const navigate = useNavigate();
  const { has } = usePermissions();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [source, setSource] = useState('');
  const [applied, setApplied] = useState({ q: '', status: '', source: '' });

  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<Lot>> => {
      const query = {
        limit: 50,
        ...(applied.q ? { q: applied.q } : {}),
        ...(applied.status ? { status: [applied.status as Status] } : {}),
        ...(applied.source ? { source: [applied.source as (typeof SOURCES)[number]] } : {}),
        ...(cursor ? { cursor } : {}),
      };
      const { data, error } = await api.GET('/v1/admin/parking-lots', { params: { query } });
      return data ? { rows: data.parking_lots, next: data.next_cursor } : { error: apiError(error) };
    },
    [applied],
  );
  const { rows, next, loading, error, load } = useKeysetList(fetchPage);

  const points = useMemo(
    () => rows.flatMap((l): MapLot[] => { const p = lotPoint(l.geometry); return p ? [{ id: l.id, name: l.name, ...p }] : []; }),
    [rows],
  );
  const select = useCallback((id: string) => navigate(`/lots/${id}`), [navigate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ q: q.trim(), status, source });
  };
  const statuses: Status[] = ['draft', 'pending', 'active', 'on_hold', 'rejected', 'withdrawn'];

  return (
    <Page title={t('title')} actions={has('parking.edit') ? <Button kind="primary" onClick={() => navigate('/lots/new')}>{t('create')}</Button> : undefined}>
      <form className="panel form-grid" onSubmit={submit} role="search">
        <TextField label={t('q')} name="q" value={q} onChange={setQ} />
        <SelectField label={t('status')} name="status" value={status} onChange={setStatus} options={[{ value: '', label: t('all') }, ...statuses.map((s) => ({ value: s, label: ts(s) }))]} />
        <SelectField
          label={t('source')}
          name="source"
          value={source}
          onChange={setSource}
          options={[{ value: '', label: t('all') }, ...SOURCES.map((s) => ({ value: s, label: s === 'manual' ? t('manual') : t('imported', { s: s.slice(-1).toUpperCase() }) }))]}
        />
        <div className="page-actions" style={{ alignItems: 'end' }}>
          <Button type="submit">{t('go')}</Button>
        </div>
      </form>
      <ErrorBanner error={error} />
      <div className="panel">
        <LotsMap lots={points} label={t('map')} onSelect={select} />
        {rows.length > points.length ? <p className="muted">{t('noPoint', { n: rows.length - points.length })}</p> : null}
      </div>
      <DataTable
        caption={t('title')}
        columns={[
          { key: 'name', header: t('name'), render: (l) => l.name },
          { key: 'address', header: t('address'), render: (l) => l.address ?? '—' },
          { key: 'status', header: t('status'), render: (l) => <StatusBadge status={l.status} labels={lotStatusLabels} /> },
          { key: 'spaces', header: t('spaces'), render: (l) => (l.total_spaces ?? '—').toString() },
          { key: 'updated', header: t('updated'), render: (l) => formatDateTime(l.updated_at) },
        ]}
        rows={rows}
        keyOf={(l) => l.id}
        onRowClick={(l) => select(l.id)}
        nextCursor={next}
        onMore={() => next && void load(next)}
        loading={loading}
        empty={t('empty')}
      />
    </Page>
  );
}
