import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button, CheckboxField, ErrorBanner, ImageUpload, Page, SelectField, StatusBadge, TextField, fieldError, useLatestLoad, useToast } from '../../components';
import { formatDateTime, formatYen, useLocale, useMessages, type Messages } from '../../i18n';
import { lotStatusLabels } from '../../components/labels';

const m = {
  en: {
    newTitle: 'New parking lot', editTitle: 'Edit {name}', core: 'Lot', name: 'Name', address: 'Address', status: 'Status', lotType: 'Lot type',
    spaces: 'Total spaces', maxDuration: 'Longest stay (minutes)', lat: 'Latitude', lng: 'Longitude', notes: 'Pricing notes (as on the sign)', phone: 'Contact phone',
    hours: 'Opening hours', addHours: 'Add hours', dayType: 'Days', open: 'Opens', close: 'Closes', h24: 'Open 24 hours', closed: 'Closed', remove: 'Remove',
    rules: 'Pricing sign', addUnit: 'Add a rate', addCap: 'Add a maximum', category: 'Kind', unit: 'Rate', cap: 'Maximum', hourly: 'Hourly',
    from: 'From', to: 'Until', perMinutes: 'Per minutes', price: 'Yen', capType: 'Maximum of', capHours: 'Hours', capPrice: 'Maximum yen', capRepeat: 'Repeats',
    daily_max: 'Per calendar day', hour_window_max: 'Within the time band', duration: 'Per N hours from entry', daily: 'Per 24 hours',
    any: 'Any day', all: 'Every day', weekday: 'Weekdays', saturday: 'Saturdays', sunday: 'Sundays', holiday: 'Holidays', holiday_eve: 'Day before a holiday',
    images: 'Images', upload: 'Add image', uploading: 'Uploading…', main: 'Main image', tags: 'Tags', owners: 'Owners', ownerSearch: 'Find an owner by name or e-mail', find: 'Search', add: 'Add', timeline: 'Fee by exit time',
    preview: 'Fee preview', entry: 'Entry', exit: 'Exit', fee: 'Fee for this stay', previewNote: 'Priced by the server with the rules above, before saving.',
    steps: 'When the fee goes up', after: 'Leaving after', total: 'Fee', save: 'Save', saveDraft: 'Save as draft', submit: 'Send for review', saved: 'Saved',
    warnings: 'Notes', uncovered: 'Some of the stay is not covered by any rate.', regular: 'Regular', meter: 'Meter', ticket: 'Ticket', monthly_only: 'Monthly only',
    hourly_with_monthly: 'Hourly and monthly', prepaid_coin: 'Prepaid coin', notFound: 'Lot not found.', reviewReason: 'Reviewer’s note: {reason}',
  },
  ja: {
    newTitle: '駐車場を登録', editTitle: '{name} を編集', core: '駐車場', name: '名前', address: '住所', status: '状態', lotType: '種別',
    spaces: '総台数', maxDuration: '最大駐車時間(分)', lat: '緯度', lng: '経度', notes: '料金の備考(看板の表記)', phone: '連絡先電話番号',
    hours: '営業時間', addHours: '営業時間を追加', dayType: '曜日', open: '開始', close: '終了', h24: '24時間営業', closed: '休業', remove: '削除',
    rules: '料金看板', addUnit: '料金を追加', addCap: '最大料金を追加', category: '種類', unit: '料金', cap: '最大料金', hourly: '時間料金',
    from: '開始時刻', to: '終了時刻', perMinutes: '分ごと', price: '円', capType: '最大料金の単位', capHours: '時間', capPrice: '最大料金(円)', capRepeat: '繰り返し',
    daily_max: '当日(0時切替)', hour_window_max: '時間帯内', duration: '入庫から N 時間', daily: '24時間ごと',
    any: '全日', all: '毎日', weekday: '平日', saturday: '土曜', sunday: '日曜', holiday: '祝日', holiday_eve: '祝前日',
    images: '画像', upload: '画像を追加', uploading: 'アップロード中…', main: 'メイン画像', tags: 'タグ', owners: 'オーナー', ownerSearch: '名前またはメールでオーナーを検索', find: '検索', add: '追加', timeline: '出庫時刻ごとの料金',
    preview: '料金プレビュー', entry: '入庫', exit: '出庫', fee: 'この駐車の料金', previewNote: '保存前の上記の料金ルールでサーバーが計算します。',
    steps: '料金が上がる時刻', after: 'この時刻より後の出庫', total: '料金', save: '保存', saveDraft: '下書き保存', submit: '審査に提出', saved: '保存しました',
    warnings: '注意', uncovered: '料金ルールのない時間が含まれます。', regular: '一般', meter: 'パーキングメーター', ticket: 'チケット', monthly_only: '月極のみ',
    hourly_with_monthly: '時間貸し・月極', prepaid_coin: 'コイン前払い', notFound: '駐車場が見つかりません。', reviewReason: '審査担当者のコメント: {reason}',
  },
} satisfies Messages;

type DayType = 'all' | 'weekday' | 'saturday' | 'sunday' | 'holiday' | 'holiday_eve';
type Status = Schemas['ParkingLotStatus'];
interface HourRow { day_type: DayType; is_24h: boolean; is_closed: boolean; open_time: string; close_time: string }
interface RuleRow {
  category: 'unit' | 'cap' | 'hourly';
  day_type: DayType | '';
  time_start: string;
  time_end: string;
  per_minutes: string;
  price_minor: string;
  cap_type: 'daily_max' | 'hour_window_max' | 'duration' | 'daily';
  cap_duration_hours: string;
  cap_price_minor: string;
  cap_repeat: boolean;
}
interface ImageRow { asset_id: string; url: string; is_main: boolean }
type Tag = Schemas['Tag'];

const DAY_TYPES: DayType[] = ['all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve'];
const LOT_TYPES = ['regular', 'meter', 'ticket', 'monthly_only', 'hourly_with_monthly', 'prepaid_coin'] as const;
const newRule = (category: RuleRow['category']): RuleRow => ({
  category, day_type: '', time_start: '', time_end: '', per_minutes: category === 'unit' ? '30' : '', price_minor: '', cap_type: 'daily_max',
  cap_duration_hours: '', cap_price_minor: '', cap_repeat: true,
});
const int = (s: string): number | null => (s.trim() === '' ? null : Number.isFinite(Number(s)) ? Math.trunc(Number(s)) : null);
const num = (s: string): number | null => (s.trim() === '' ? null : Number.isFinite(Number(s)) ? Number(s) : null);
const clock = (s: string | null | undefined) => (s ? s.slice(0, 5) : '');

function rulesBody(rules: RuleRow[]): Schemas['ParkingLotPricingRuleInput'][] {
  return rules.map((r, i) => {
    const band = { time_start: r.time_start || null, time_end: r.time_end || null, day_type: r.day_type || null };
    return r.category === 'cap'
      ? { rule_order: i, category: 'cap', ...band, cap_type: r.cap_type, cap_price_minor: int(r.cap_price_minor), cap_duration_hours: r.cap_type === 'duration' ? int(r.cap_duration_hours) : null, cap_repeat: r.cap_repeat }
      : { rule_order: i, category: r.category, ...band, per_minutes: int(r.per_minutes), price_minor: int(r.price_minor) };
  });
}
function hoursBody(hours: HourRow[]): Schemas['ParkingLotHourInput'][] {
  return hours.map((h) => ({ day_type: h.day_type, is_24h: h.is_24h, is_closed: h.is_closed, open_time: h.is_24h || h.is_closed ? null : h.open_time || null, close_time: h.is_24h || h.is_closed ? null : h.close_time || null }));
}

/** A datetime-local value (read in Tokyo, the lots' zone) as an instant with its offset. */
const tokyo = (local: string) => `${local.length === 16 ? `${local}:00` : local}+09:00`;
function tomorrowAt(hour: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/** Tokyo wall-clock time of an instant, for the timeline's axis. */
const hhmm = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' }).format(new Date(iso));

/**
 * The fee timeline: what leaving at each moment costs, as steps (the fee jumps when a unit starts and
 * stays flat under a maximum). The table below carries the same figures for screen readers.
 */
function FeeTimeline({ steps, until, total, label }: { steps: Schemas['FeeStep'][]; until: string; total: number; label: string }) {
  if (steps.length < 2) return null;
  // Flat from the last step to the exit: a maximum that holds shows as the level it holds at.
  const data = [...steps.map((s) => ({ at: hhmm(s.after), fee: s.total_amount })), { at: hhmm(until), fee: total }];
  return (
    <figure className="lots-timeline" aria-label={label} data-testid="fee-timeline" style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="at" />
          <YAxis tickFormatter={(v: number) => formatYen(v)} width={72} />
          <Tooltip formatter={(v) => formatYen(Number(v))} />
          <Line type="stepAfter" dataKey="fee" name={label} stroke="#0b5cad" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** The bundle editor: admins (any status, owners) and owners (draft or pending) edit the same form. */
export function LotEditor({ mode }: { mode: 'admin' | 'owner' }) {
  const t = useMessages(m);
  const ts = useMessages(lotStatusLabels);
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const { id } = useParams();
  const { has } = usePermissions();
  const canSave = mode === 'owner' || has(id ? 'parking.edit' : 'parking.edit');
  const [loaded, setLoaded] = useState(!id);
  const [current, setCurrent] = useState<{ name: string; status: Status }>();
  const [decision, setDecision] = useState<Schemas['OwnerLotDecision'] | null>(null);
  const [core, setCore] = useState({ name: '', address: '', status: 'draft' as Status, lot_type: 'regular' as (typeof LOT_TYPES)[number], total_spaces: '', max_parking_duration_min: '', lat: '', lng: '', pricing_notes: '', contact_phone: '' });
  const [hours, setHours] = useState<HourRow[]>([]);
  const [rules, setRules] = useState<RuleRow[]>([]);
  const [images, setImages] = useState<ImageRow[]>([]);
  const [allTags, setAllTags] = useState<Tag[]>([]);
  const [tags, setTags] = useState<Record<string, boolean>>({});
  const [owners, setOwners] = useState<{ owner_id: string; display_name: string }[]>([]);
  const [ownerQ, setOwnerQ] = useState('');
  const [ownerHits, setOwnerHits] = useState<{ id: string; display_name: string }[]>([]);
  const [error, setError] = useState<ApiError>();
  const [saving, setSaving] = useState(false);
  const loadedTags = useRef<string[]>([]);

  useEffect(() => {
    void api.GET('/v1/tags').then(({ data }) => data && setAllTags(data.tags));
  }, []);

  const begin = useLatestLoad();
  useEffect(() => {
    if (!id) return;
    // Another lot opened since: its answer fills the editor, never this one's arriving late.
    const isLatest = begin();
    void (async () => {
      const { data, error } = mode === 'admin'
        ? await api.GET('/v1/admin/parking-lots/{id}', { params: { path: { id } } })
        : await api.GET('/v1/owner/parking-lots/{id}', { params: { path: { id } } });
      if (!isLatest()) return;
      setLoaded(true);
      if (!data) return setError(apiError(error));
      const l = data.parking_lot;
      const p = l.geometry && 'point' in l.geometry ? l.geometry.point : null;
      setCurrent(l);
      setDecision(mode === 'owner' ? (data as Schemas['OwnerParkingLotFull']).last_decision : null);
      setCore({
        name: l.name, address: l.address ?? '', status: l.status, lot_type: (l.lot_type ?? 'regular') as (typeof LOT_TYPES)[number],
        total_spaces: l.total_spaces?.toString() ?? '', max_parking_duration_min: l.max_parking_duration_min?.toString() ?? '',
        lat: p ? String(p.lat) : '', lng: p ? String(p.lng) : '', pricing_notes: l.pricing_notes ?? '', contact_phone: l.contact_phone ?? '',
      });
      setHours(data.hours.map((h) => ({ day_type: (h.day_type ?? 'all') as DayType, is_24h: !!h.is_24h, is_closed: !!h.is_closed, open_time: clock(h.open_time), close_time: clock(h.close_time) })));
      setRules(data.pricing_rules.map((r) => ({
        category: (r.category ?? 'unit') as RuleRow['category'], day_type: (r.day_type ?? '') as RuleRow['day_type'], time_start: clock(r.time_start), time_end: clock(r.time_end),
        per_minutes: r.per_minutes?.toString() ?? '', price_minor: r.price_minor?.toString() ?? '', cap_type: (r.cap_type ?? 'daily_max') as RuleRow['cap_type'],
        cap_duration_hours: r.cap_duration_hours?.toString() ?? '', cap_price_minor: r.cap_price_minor?.toString() ?? '', cap_repeat: r.cap_repeat ?? true,
      })));
      setImages(data.images.map((i) => ({ asset_id: i.asset_id, url: i.url, is_main: i.is_main })));
      const on = Object.fromEntries(data.tags.filter((x) => x.state).map((x) => [x.tag_code, true]));
      loadedTags.current = data.tags.map((x) => x.tag_code);
      setTags(on);
      setOwners(data.owners);
    })();
  }, [id, mode, begin]);

  // Live fee preview of the rules as they stand, debounced so typing does not send a request per key.
  const [entry, setEntry] = useState(() => tomorrowAt(10));
  const [exit, setExit] = useState(() => tomorrowAt(13));
  const [preview, setPreview] = useState<Schemas['FeePreview']>();
  const [previewError, setPreviewError] = useState<ApiError>();
  const previewKey = JSON.stringify([rulesBody(rules), hoursBody(hours), entry, exit, core.max_parking_duration_min]);
  useEffect(() => {
    if (!rules.length || !entry || !exit) {
      setPreview(undefined);
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      const maxDur = int(core.max_parking_duration_min);
      const { data, error } = await api.POST('/v1/fee-preview', {
        body: { pricing_rules: rulesBody(rules), hours: hoursBody(hours), entry_at: tokyo(entry), exit_at: tokyo(exit), ...(maxDur && maxDur > 0 ? { max_parking_duration_min: maxDur } : {}) },
      });
      if (!live) return;
      setPreview(data);
      setPreviewError(data ? undefined : apiError(error));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewKey]);

  async function findOwners() {
    const { data, error } = await api.GET('/v1/admin/owners', { params: { query: { q: ownerQ.trim() || undefined, limit: 10 } } });
    if (!data) return setError(apiError(error));
    setOwnerHits(data.owners.map((o) => ({ id: o.id, display_name: o.display_name })));
  }

  async function save(e: FormEvent | null, status?: Status) {
    e?.preventDefault();
    setSaving(true);
    const lat = num(core.lat);
    const lng = num(core.lng);
    const parking_lot = {
      name: core.name,
      address: core.address || null,
      lot_type: core.lot_type,
      total_spaces: int(core.total_spaces),
      max_parking_duration_min: int(core.max_parking_duration_min),
      pricing_notes: core.pricing_notes || null,
      contact_phone: core.contact_phone || null,
      geometry: lat !== null && lng !== null ? { shape_type: 'point' as const, point: { lat, lng } } : null,
    };
    const parts = {
      hours: hoursBody(hours),
      pricing_rules: rulesBody(rules),
      images: images.map((i, n) => ({ asset_id: i.asset_id, is_main: i.is_main, sort_order: n })),
    };
    const createTags = Object.entries(tags).filter(([, on]) => on).map(([tag_code]) => ({ tag_code, state: true }));
    const patchTags = [...new Set([...loadedTags.current, ...Object.keys(tags)])].map((tag_code) => ({ tag_code, state: tags[tag_code] ? true : null }));
    const st = status ?? core.status;
    let res: { data?: { parking_lot: { id: string; status: Status } }; error?: unknown };
    if (mode === 'admin') {
      res = id
        ? await api.PATCH('/v1/admin/parking-lots/{id}', { params: { path: { id } }, body: { parking_lot: { ...parking_lot, status: st }, ...parts, tags: patchTags, owner_ids: owners.map((o) => o.owner_id) } })
        : await api.POST('/v1/admin/parking-lots', { body: { parking_lot: { ...parking_lot, status: st }, ...parts, tags: createTags, owner_ids: owners.map((o) => o.owner_id) } });
    } else {
      const ownerStatus = (st === 'pending' ? 'pending' : 'draft') as 'draft' | 'pending';
      const editable = !current || ['draft', 'pending', 'rejected'].includes(current.status);
      const sendStatus = status !== undefined || editable ? { status: ownerStatus } : {};
      res = id
        ? await api.PATCH('/v1/owner/parking-lots/{id}', { params: { path: { id } }, body: { parking_lot: { ...parking_lot, ...sendStatus }, ...parts, tags: patchTags } })
        : await api.POST('/v1/owner/parking-lots', { body: { parking_lot: { ...parking_lot, status: ownerStatus }, ...parts, tags: createTags } });
    }
    setSaving(false);
    if (!res.data) return setError(apiError(res.error));
    setError(undefined);
    toast(t('saved'));
    const saved = res.data.parking_lot;
    setCore((c) => ({ ...c, status: saved.status }));
    if (!id) navigate(mode === 'admin' ? `/lots/${saved.id}` : `/owner/lots/${saved.id}`, { replace: true });
  }

  const fe = (param: string) => fieldError(error, param);
  const dayOptions = DAY_TYPES.map((d) => ({ value: d, label: t(d) }));
  const statusOptions = (['draft', 'pending', 'active', 'on_hold', 'rejected', 'withdrawn'] as Status[]).map((s) => ({ value: s, label: ts(s) }));
  const setRule = (i: number, patch: Partial<RuleRow>) => setRules((rs) => rs.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const setHour = (i: number, patch: Partial<HourRow>) => setHours((hs) => hs.map((h, n) => (n === i ? { ...h, ...patch } : h)));
  if (!loaded) return <Page title={t('editTitle', { name: '…' })}><p aria-busy="true">…</p></Page>;

  return (
    <Page title={id ? t('editTitle', { name: current?.name ?? core.name }) : t('newTitle')} actions={current ? <StatusBadge status={core.status} labels={lotStatusLabels} /> : undefined}>
      <form onSubmit={(e) => void save(e)} noValidate>
        <ErrorBanner error={error} />
        {/* The owner fixing a rejected or held lot reads what the moderator asked for. */}
        {decision?.reason && (core.status === 'rejected' || core.status === 'on_hold') && decision.status === core.status ? (
          <p className="notice" role="status" data-testid="decision-reason">{t('reviewReason', { reason: decision.reason })}</p>
        ) : null}
        <section className="panel" aria-labelledby="lot-core">
          <h2 id="lot-core">{t('core')}</h2>
          <div className="form-grid">
            <TextField label={t('name')} name="name" required value={core.name} onChange={(v) => setCore({ ...core, name: v })} error={fe('name') ?? fe('parking_lot.name')} />
            <TextField label={t('address')} name="address" value={core.address} onChange={(v) => setCore({ ...core, address: v })} error={fe('address') ?? fe('parking_lot.address')} />
            {/* Owners choose draft or review with the two buttons below; a status field would only contradict them. */}
            {mode === 'admin' ? <SelectField label={t('status')} name="status" value={core.status} onChange={(v) => setCore({ ...core, status: v as Status })} options={statusOptions} error={fe('status') ?? fe('parking_lot.status')} /> : null}
            <SelectField label={t('lotType')} name="lot_type" value={core.lot_type} onChange={(v) => setCore({ ...core, lot_type: v as (typeof LOT_TYPES)[number] })} options={LOT_TYPES.map((x) => ({ value: x, label: t(x) }))} />
            <TextField label={t('spaces')} name="total_spaces" type="number" value={core.total_spaces} onChange={(v) => setCore({ ...core, total_spaces: v })} error={fe('total_spaces') ?? fe('parking_lot.total_spaces')} />
            <TextField label={t('maxDuration')} name="max_parking_duration_min" type="number" value={core.max_parking_duration_min} onChange={(v) => setCore({ ...core, max_parking_duration_min: v })} error={fe('max_parking_duration_min') ?? fe('parking_lot.max_parking_duration_min')} />
            <TextField label={t('lat')} name="lat" type="number" value={core.lat} onChange={(v) => setCore({ ...core, lat: v })} error={fe('geometry') ?? fe('parking_lot.geometry')} />
            <TextField label={t('lng')} name="lng" type="number" value={core.lng} onChange={(v) => setCore({ ...core, lng: v })} />
            <TextField label={t('phone')} name="contact_phone" value={core.contact_phone} onChange={(v) => setCore({ ...core, contact_phone: v })} error={fe('contact_phone') ?? fe('parking_lot.contact_phone')} />
            <TextField label={t('notes')} name="pricing_notes" multiline value={core.pricing_notes} onChange={(v) => setCore({ ...core, pricing_notes: v })} error={fe('pricing_notes') ?? fe('parking_lot.pricing_notes')} />
          </div>
        </section>

        <section className="panel" aria-labelledby="lot-hours">
          <h2 id="lot-hours">{t('hours')}</h2>
          {fe('hours') ? <p className="field-error" role="alert">{fe('hours')}</p> : null}
          {hours.map((h, i) => (
            <fieldset key={i} className="form-grid lots-row">
              <legend>{t('hours')} {i + 1}</legend>
              <SelectField label={t('dayType')} name={`hours[${i}].day_type`} value={h.day_type} onChange={(v) => setHour(i, { day_type: v as DayType })} options={dayOptions} />
              <CheckboxField label={t('h24')} name={`hours[${i}].is_24h`} checked={h.is_24h} onChange={(v: boolean) => setHour(i, { is_24h: v })} />
              <CheckboxField label={t('closed')} name={`hours[${i}].is_closed`} checked={h.is_closed} onChange={(v: boolean) => setHour(i, { is_closed: v })} />
              {h.is_24h || h.is_closed ? null : (
                <>
                  <TextField label={t('open')} name={`hours[${i}].open_time`} type="time" value={h.open_time} onChange={(v) => setHour(i, { open_time: v })} error={fe(`hours[${i}].open_time`)} />
                  <TextField label={t('close')} name={`hours[${i}].close_time`} type="time" value={h.close_time} onChange={(v) => setHour(i, { close_time: v })} error={fe(`hours[${i}].close_time`)} />
                </>
              )}
              <div><Button type="button" kind="secondary" onClick={() => setHours((hs) => hs.filter((_, n) => n !== i))}>{t('remove')}</Button></div>
            </fieldset>
          ))}
          <Button type="button" kind="secondary" onClick={() => setHours((hs) => [...hs, { day_type: 'all', is_24h: false, is_closed: false, open_time: '08:00', close_time: '22:00' }])}>{t('addHours')}</Button>
        </section>

        <section className="panel" aria-labelledby="lot-rules">
          <h2 id="lot-rules">{t('rules')}</h2>
          {fe('pricing_rules') ? <p className="field-error" role="alert">{fe('pricing_rules')}</p> : null}
          {rules.map((r, i) => (
            <fieldset key={i} className="form-grid lots-row">
              <legend>{r.category === 'cap' ? t('cap') : t('unit')} {i + 1}</legend>
              <SelectField label={t('dayType')} name={`pricing_rules[${i}].day_type`} value={r.day_type} onChange={(v) => setRule(i, { day_type: v as RuleRow['day_type'] })} options={[{ value: '', label: t('any') }, ...dayOptions]} />
              <TextField label={t('from')} name={`pricing_rules[${i}].time_start`} type="time" value={r.time_start} onChange={(v) => setRule(i, { time_start: v })} error={fe(`pricing_rules[${i}].time_start`)} />
              <TextField label={t('to')} name={`pricing_rules[${i}].time_end`} type="time" value={r.time_end} onChange={(v) => setRule(i, { time_end: v })} error={fe(`pricing_rules[${i}].time_end`)} />
              {r.category === 'cap' ? (
                <>
                  <SelectField label={t('capType')} name={`pricing_rules[${i}].cap_type`} value={r.cap_type} onChange={(v) => setRule(i, { cap_type: v as RuleRow['cap_type'] })} options={(['daily_max', 'hour_window_max', 'duration', 'daily'] as const).map((c) => ({ value: c, label: t(c) }))} />
                  {r.cap_type === 'duration' ? <TextField label={t('capHours')} name={`pricing_rules[${i}].cap_duration_hours`} type="number" value={r.cap_duration_hours} onChange={(v) => setRule(i, { cap_duration_hours: v })} error={fe(`pricing_rules[${i}].cap_duration_hours`)} /> : null}
                  <TextField label={t('capPrice')} name={`pricing_rules[${i}].cap_price_minor`} type="number" value={r.cap_price_minor} onChange={(v) => setRule(i, { cap_price_minor: v })} error={fe(`pricing_rules[${i}].cap_price_minor`)} />
                  <CheckboxField label={t('capRepeat')} name={`pricing_rules[${i}].cap_repeat`} checked={r.cap_repeat} onChange={(v: boolean) => setRule(i, { cap_repeat: v })} />
                </>
              ) : (
                <>
                  <TextField label={t('perMinutes')} name={`pricing_rules[${i}].per_minutes`} type="number" value={r.per_minutes} onChange={(v) => setRule(i, { per_minutes: v })} error={fe(`pricing_rules[${i}].per_minutes`)} />
                  <TextField label={t('price')} name={`pricing_rules[${i}].price_minor`} type="number" value={r.price_minor} onChange={(v) => setRule(i, { price_minor: v })} error={fe(`pricing_rules[${i}].price_minor`)} />
                </>
              )}
              <div><Button type="button" kind="secondary" onClick={() => setRules((rs) => rs.filter((_, n) => n !== i))}>{t('remove')}</Button></div>
            </fieldset>
          ))}
          <div className="page-actions">
            <Button type="button" kind="secondary" onClick={() => setRules((rs) => [...rs, newRule('unit')])}>{t('addUnit')}</Button>
            <Button type="button" kind="secondary" onClick={() => setRules((rs) => [...rs, newRule('cap')])}>{t('addCap')}</Button>
          </div>
        </section>

        <section className="panel" aria-labelledby="lot-preview" aria-live="polite">
          <h2 id="lot-preview">{t('preview')}</h2>
          <p className="muted">{t('previewNote')}</p>
          <div className="form-grid">
            <TextField label={t('entry')} name="entry_at" type="datetime-local" value={entry} onChange={setEntry} error={fieldError(previewError, 'entry_at')} />
            <TextField label={t('exit')} name="exit_at" type="datetime-local" value={exit} onChange={setExit} error={fieldError(previewError, 'exit_at')} />
          </div>
          {previewError && !['entry_at', 'exit_at'].includes(previewError.param ?? '') ? <ErrorBanner error={previewError} /> : null}
          {preview ? (
            <>
              <p className="lots-fee" data-testid="fee-preview">
                {t('fee')}: <strong>{formatYen(preview.total_amount)}</strong>
              </p>
              {!preview.breakdown.complete ? <p className="notice">{t('uncovered')}</p> : null}
              <FeeTimeline steps={preview.steps} until={tokyo(exit)} total={preview.total_amount} label={t('timeline')} />
              <table className="lots-steps">
                <caption>{t('steps')}</caption>
                <thead><tr><th scope="col">{t('after')}</th><th scope="col">{t('total')}</th></tr></thead>
                <tbody>
                  {preview.steps.slice(0, 48).map((s) => (
                    <tr key={s.after}><td>{formatDateTime(s.after)}</td><td>{formatYen(s.total_amount)}</td></tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </section>

        <section className="panel" aria-labelledby="lot-images">
          <h2 id="lot-images">{t('images')}</h2>
          {fe('images') ? <p className="field-error" role="alert">{fe('images')}</p> : null}
          <ul className="lots-images">
            {images.map((img) => (
              <li key={img.asset_id}>
                <img src={img.url} alt="" width={120} height={90} className="image-preview" />
                <label>
                  <input type="radio" name="main_image" checked={img.is_main} onChange={() => setImages((xs) => xs.map((x) => ({ ...x, is_main: x.asset_id === img.asset_id })))} /> {t('main')}
                </label>
                <Button type="button" kind="secondary" onClick={() => setImages((xs) => xs.filter((x) => x.asset_id !== img.asset_id))}>{t('remove')}</Button>
              </li>
            ))}
          </ul>
          <ImageUpload
            label={t('upload')}
            category="parking_lot_image"
            onError={(e) => setError({ ...e, param: 'images' })}
            onUploaded={(a) => setImages((xs) => [...xs, { asset_id: a.asset_id, url: a.public_url, is_main: xs.length === 0 }])}
          />
        </section>

        <section className="panel" aria-labelledby="lot-tags">
          <h2 id="lot-tags">{t('tags')}</h2>
          {fe('tags') ? <p className="field-error" role="alert">{fe('tags')}</p> : null}
          <div className="form-grid">
            {allTags.map((tag) => (
              <CheckboxField key={tag.tag_code} label={locale === 'ja' ? tag.name_ja : tag.name_en} name={`tags.${tag.tag_code}`} checked={!!tags[tag.tag_code]} onChange={(v: boolean) => setTags((x) => ({ ...x, [tag.tag_code]: v }))} />
            ))}
          </div>
        </section>

        {mode === 'admin' ? (
          <section className="panel" aria-labelledby="lot-owners">
            <h2 id="lot-owners">{t('owners')}</h2>
            {fe('owner_ids') ? <p className="field-error" role="alert">{fe('owner_ids')}</p> : null}
            <ul className="owner-list">
              {owners.map((o) => (
                <li key={o.owner_id}>
                  {o.display_name}{' '}
                  <Button type="button" kind="secondary" onClick={() => setOwners((os) => os.filter((x) => x.owner_id !== o.owner_id))}>{t('remove')}</Button>
                </li>
              ))}
            </ul>
            <div className="form-grid">
              <TextField label={t('ownerSearch')} name="owner_q" value={ownerQ} onChange={setOwnerQ} />
              <div className="page-actions" style={{ alignItems: 'end' }}><Button type="button" kind="secondary" onClick={() => void findOwners()}>{t('find')}</Button></div>
            </div>
            <ul className="owner-list">
              {ownerHits.filter((h) => !owners.some((o) => o.owner_id === h.id)).map((h) => (
                <li key={h.id}>
                  {h.display_name} <Button type="button" kind="secondary" onClick={() => setOwners((os) => [...os, { owner_id: h.id, display_name: h.display_name }])}>{t('add')}</Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {canSave ? (
          <div className="page-actions">
            {mode === 'owner' ? (
              <>
                <Button type="button" kind="secondary" disabled={saving} onClick={() => void save(null, 'draft')}>{t('saveDraft')}</Button>
                <Button type="button" kind="primary" disabled={saving} onClick={() => void save(null, 'pending')}>{t('submit')}</Button>
              </>
            ) : (
              <Button type="submit" kind="primary" disabled={saving}>{t('save')}</Button>
            )}
          </div>
        ) : null}
      </form>
    </Page>
  );
}
