import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { Button, DataTable, ErrorBanner, Page, SelectField, TextField, fieldError, useLatestLoad } from '../../components';
import { formatNumber, formatYen, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Sales', groupBy: 'Group by', day: 'Day', month: 'Month', lot: 'Lot', operator: 'Operator', ward: 'Ward', from: 'From', to: 'To',
    show: 'Show', csv: 'Download CSV', key: 'Period / key', label: 'Name', sessions: 'Sessions', revenue: 'Revenue', stay: 'Average stay (min)',
    total: 'Total', none: '(none)', empty: 'No ended sessions in this range.', chart: 'Revenue chart',
  },
  ja: {
    title: '売上', groupBy: '集計単位', day: '日別', month: '月別', lot: '駐車場別', operator: '事業者別', ward: '区別', from: '開始日', to: '終了日',
    show: '表示', csv: 'CSV ダウンロード', key: '期間/キー', label: '名称', sessions: '利用件数', revenue: '売上', stay: '平均滞在(分)',
    total: '合計', none: '(なし)', empty: 'この期間に終了した利用はありません。', chart: '売上グラフ',
  },
} satisfies Messages;

type GroupBy = Schemas['SalesReport']['group_by'];
type Row = Schemas['SalesRow'];

const TOTAL = Symbol('total');
type Total = Row & { [TOTAL]: true };
const totalRow = (r: Schemas['SalesReport']): Total => ({ key: null, label: null, ...r.totals, [TOTAL]: true });
const isTotal = (r: Row): r is Total => TOTAL in r;

/**
 * Every day (or month) of the range, so the time axis is continuous: the report lists only periods
 * with sessions, and a line across a gap would claim sales that were not there.
 */
function periods(groupBy: 'day' | 'month', from: string, to: string): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || Number.isNaN(end.getTime())) return out;
  if (groupBy === 'month') d.setUTCDate(1);
  while (d <= end && out.length < 500) {
    out.push(d.toISOString().slice(0, groupBy === 'day' ? 10 : 7));
    if (groupBy === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** Today in Japan (the report's dates are the lots' local dates). */
function tokyoDate(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

export function Sales() {
  const t = useMessages(m);
  const [groupBy, setGroupBy] = useState<GroupBy>('day');
  const [from, setFrom] = useState(() => tokyoDate(-29));
  const [to, setTo] = useState(() => tokyoDate());
  const [applied, setApplied] = useState({ groupBy: 'day' as GroupBy, from, to });
  const [report, setReport] = useState<Schemas['SalesReport']>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError>();

  const begin = useLatestLoad();
  const load = useCallback(async () => {
    const isLatest = begin();
    setLoading(true);
    const { data, error } = await api.GET('/v1/admin/sales', { params: { query: { group_by: applied.groupBy, from: applied.from, to: applied.to } } });
    if (!isLatest()) return;
    setLoading(false);
    if (!data || typeof data === 'string') return setError(apiError(error));
    setError(undefined);
    setReport(data);
  }, [applied, begin]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ groupBy, from, to });
  };

  // The server writes the CSV (its quoting and formula guard); the portal only saves it.
  async function downloadCsv() {
    const { data, error } = await api.GET('/v1/admin/sales', {
      params: { query: { group_by: applied.groupBy, from: applied.from, to: applied.to } },
      headers: { Accept: 'text/csv' },
      parseAs: 'text',
    });
    if (typeof data !== 'string') return setError(apiError(error));
    const url = URL.createObjectURL(new Blob([data], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `sales-${applied.groupBy}-${applied.from}-${applied.to}.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const rows = report?.sales ?? [];
  const name = (r: Row) => r.label ?? r.key ?? t('none');
  const overTime = applied.groupBy === 'day' || applied.groupBy === 'month';
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const chartData = overTime
    ? periods(applied.groupBy as 'day' | 'month', report?.from ?? applied.from, report?.to ?? applied.to).map((p) => ({ name: p, revenue: byKey.get(p)?.revenue ?? 0, sessions: byKey.get(p)?.sessions_count ?? 0 }))
    : rows.map((r) => ({ name: name(r), revenue: r.revenue, sessions: r.sessions_count }));
  const options = (['day', 'month', 'lot', 'operator', 'ward'] as const).map((g) => ({ value: g, label: t(g) }));

  return (
    <Page title={t('title')} actions={<Button kind="secondary" onClick={() => void downloadCsv()}>{t('csv')}</Button>}>
      <form className="toolbar" onSubmit={submit}>
        <SelectField label={t('groupBy')} name="group_by" value={groupBy} onChange={(v) => setGroupBy(v as GroupBy)} options={options} error={fieldError(error, 'group_by')} />
        <TextField label={t('from')} name="from" type="date" value={from} onChange={setFrom} error={fieldError(error, 'from')} />
        <TextField label={t('to')} name="to" type="date" value={to} onChange={setTo} error={fieldError(error, 'to')} />
        <Button type="submit">{t('show')}</Button>
      </form>
      <ErrorBanner error={error} />
      {rows.length ? (
        <figure className="panel sales-chart" aria-label={t('chart')} style={{ height: 320, margin: 0 }}>
          <ResponsiveContainer width="100%" height="100%">
            {overTime ? (
              <ComposedChart data={chartData}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis yAxisId="yen" tickFormatter={(v: number) => formatYen(v)} width={80} />
                <YAxis yAxisId="n" orientation="right" />
                <Tooltip formatter={(v, key) => (key === t('revenue') ? formatYen(Number(v)) : formatNumber(Number(v)))} />
                <Legend />
                <Bar yAxisId="yen" dataKey="revenue" name={t('revenue')} fill="#1d4ed8" isAnimationActive={false} />
                <Line yAxisId="n" type="linear" dataKey="sessions" name={t('sessions')} stroke="#b45309" dot={false} isAnimationActive={false} />
              </ComposedChart>
            ) : (
              <BarChart data={chartData}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis tickFormatter={(v: number) => formatNumber(v)} />
                <Tooltip formatter={(v) => formatYen(Number(v))} />
                <Legend />
                <Bar dataKey="revenue" name={t('revenue')} fill="#1d4ed8" isAnimationActive={false} />
              </BarChart>
            )}
          </ResponsiveContainer>
        </figure>
      ) : null}
      <DataTable<Row>
        rows={report && rows.length ? [...rows, totalRow(report)] : []}
        keyOf={(r) => (isTotal(r) ? 'total' : `${r.key ?? ''}|${r.label ?? ''}`)}
        loading={loading}
        empty={t('empty')}
        columns={[
          { key: 'key', header: t('key'), render: (r) => (isTotal(r) ? <strong>{t('total')}</strong> : (r.key ?? t('none'))) },
          ...(applied.groupBy === 'lot' ? [{ key: 'label', header: t('label'), render: (r: Row) => r.label ?? '—' }] : []),
          { key: 'sessions_count', header: t('sessions'), render: (r) => formatNumber(r.sessions_count) },
          { key: 'revenue', header: t('revenue'), render: (r) => formatYen(r.revenue) },
          { key: 'average_stay_minutes', header: t('stay'), render: (r) => (r.average_stay_minutes === null ? '—' : String(r.average_stay_minutes)) },
        ]}
      />
    </Page>
  );
}
