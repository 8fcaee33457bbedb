import { useEffect, useState, type FormEvent } from 'react';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, CheckboxField, ConfirmButton, ErrorBanner, Page, SelectField, StatusBadge, TextField, codeLabel, fieldError, planLabels, statusLabels, tagCategoryLabels, useLatestLoad, useToast } from '../../components';
import { formatDateTime, formatNumber, formatYen, useLocale, useMessages, type Messages } from '../../i18n';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MasterScreen, listed, outcome, type FieldDef } from './Master';

/*
 * The master-data screens (docs/admin.md): each is MasterScreen with its fields and calls. The
 * bodies are built from the field list, so they are cast to the operation's body type: the server's
 * zod schema is the check, and its errors name the field (`param`), shown next to it.
 */

const m = {
  en: {
    ads: 'Ads', sponsors: 'Sponsors', themes: 'Themes', plans: 'Plans', tags: 'Tags', settings: 'Settings', holidays: 'Holidays',
    name: 'Name', code: 'Code', state: 'State', placement: 'Placement', title: 'Title', period: 'Period', priority: 'Priority', impressions: 'Impressions',
    clicks: 'Clicks', status: 'Status', checkins: 'Check-ins', point: 'Point', premium: 'Premium', active: 'Active', order: 'Order', owners: 'Owners',
    tier: 'Tier', price: 'Price', subscribers: 'Subscribers (active / all)', category: 'Category', lots: 'Lots', retire: 'Retire', retireQ: 'Retire the tag {name}? Lots keep it.',
    restore: 'Restore', date: 'Date', year: 'Year', remove: 'Remove', removeQ: 'Remove the holiday {date}? Fees of that day follow the weekday rules again.',
    yes: 'yes', no: 'no', all: 'All', deletePlan: 'Delete', deleteQ: 'Delete the plan {name}? Only a plan nobody subscribed to can be deleted.',
    maintenance: 'Maintenance mode (every /v1 route but admin answers 503)', radius: 'Default search radius (m)', autoApprove: 'Publish new reviews at once',
    save: 'Save', saved: 'Saved', retired: 'Retired', colors: 'Colours', stats: 'Stats', statsOf: 'Last 30 days of “{title}”', close: 'Close',
  },
  ja: {
    ads: '広告', sponsors: 'スポンサー', themes: 'テーマ', plans: 'プラン', tags: 'タグ', settings: '設定', holidays: '祝日',
    name: '名前', code: 'コード', state: '状態', placement: '掲載位置', title: 'タイトル', period: '期間', priority: '優先度', impressions: '表示回数',
    clicks: 'クリック数', status: '状態', checkins: 'チェックイン', point: '地点', premium: 'プレミアム', active: '有効', order: '表示順', owners: '所有者数',
    tier: '区分', price: '価格', subscribers: '契約者(有効/全体)', category: 'カテゴリ', lots: '駐車場数', retire: '廃止', retireQ: 'タグ {name} を廃止しますか?駐車場の紐付けは残ります。',
    restore: '復元', date: '日付', year: '年', remove: '削除', removeQ: '祝日 {date} を削除しますか?その日の料金は曜日のルールに戻ります。',
    yes: 'はい', no: 'いいえ', all: 'すべて', deletePlan: '削除', deleteQ: 'プラン {name} を削除しますか?契約実績のないプランのみ削除できます。',
    maintenance: 'メンテナンスモード(管理 API 以外の /v1 が 503 を返します)', radius: '既定の検索半径(m)', autoApprove: '新しいレビューを即時公開',
    save: '保存', saved: '保存しました', retired: '廃止', colors: '色', stats: '実績', statsOf: '「{title}」の直近 30 日', close: '閉じる',
  },
} satisfies Messages;

const L = (en: string, ja: string) => ({ en, ja });

function useCodes(category: string): { value: string; label: string }[] {
  const locale = useLocale();
  const [codes, setCodes] = useState<Schemas['Code'][]>([]);
  useEffect(() => {
    void api.GET('/v1/codes').then(({ data }) => data && setCodes(data.codes.filter((c) => c.category === category)));
  }, [category]);
  return codes.map((c) => ({ value: c.code, label: `${locale === 'ja' ? c.label_ja : c.label_en} (${c.code})` }));
}

/** One ad's impressions and clicks per Tokyo day (the server's default range: the last 30 days). */
function AdStats({ ad, onClose }: { ad: Schemas['AdminAd']; onClose(): void }) {
  const t = useMessages(m);
  const [stats, setStats] = useState<Schemas['AdminAdStats']>();
  const [error, setError] = useState<ApiError>();
  useEffect(() => {
    void api.GET('/v1/admin/ads/{id}/stats', { params: { path: { id: ad.id } } }).then(({ data, error }) => (data ? setStats(data) : setError(apiError(error))));
  }, [ad.id]);
  return (
    <section className="panel" aria-labelledby="ad-stats">
      <div className="page-header">
        <h2 id="ad-stats">{t('statsOf', { title: ad.title })}</h2>
        <Button kind="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <ErrorBanner error={error} />
      {stats ? (
        <>
          <div className="ad-stats-chart" style={{ height: 240 }}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={stats.days}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" />
                <YAxis yAxisId="i" />
                <YAxis yAxisId="c" orientation="right" />
                <Tooltip />
                <Legend />
                <Line yAxisId="i" dataKey="impressions" name={t('impressions')} stroke="#1d4ed8" dot={false} isAnimationActive={false} />
                <Line yAxisId="c" dataKey="clicks" name={t('clicks')} stroke="#b45309" dot={false} isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <p>
            {t('impressions')}: {formatNumber(stats.totals.impressions)} · {t('clicks')}: {formatNumber(stats.totals.clicks)}
          </p>
        </>
      ) : null}
    </section>
  );
}

export function Ads() {
  const t = useMessages(m);
  const { has } = usePermissions();
  const placements = useCodes('ad_placement');
  const [statsOf, setStatsOf] = useState<Schemas['AdminAd']>();
  const fields: FieldDef[] = [
    { name: 'placement', label: L('Placement', '掲載位置'), kind: 'select', options: placements, required: true },
    { name: 'title', label: L('Title', 'タイトル'), kind: 'text', required: true },
    { name: 'body', label: L('Body', '本文'), kind: 'multiline', nullable: true },
    { name: 'locale', label: L('Language (none: all)', '言語(なし: すべて)'), kind: 'select', options: [{ value: 'ja', label: '日本語' }, { value: 'en', label: 'English' }], nullable: true },
    { name: 'link_url', label: L('Link URL', 'リンク URL'), kind: 'text', nullable: true },
    { name: 'advertiser', label: L('Advertiser', '広告主'), kind: 'text', nullable: true },
    { name: 'image_asset_id', label: L('Image', '画像'), kind: 'image', upload: 'content', previewFrom: 'image_url', nullable: true },
    { name: 'priority', label: L('Priority', '優先度'), kind: 'number' },
    { name: 'starts_at', label: L('Starts (empty: now)', '開始(空欄: 今)'), kind: 'datetime' },
    { name: 'ends_at', label: L('Ends', '終了'), kind: 'datetime', nullable: true },
    { name: 'is_active', label: L('Active', '有効'), kind: 'checkbox' },
  ];
  return (
    <>
      <MasterScreen<Schemas['AdminAd']>
        title={t('ads')}
        fields={fields}
        keyOf={(a) => a.id}
        canEdit={has('ads.edit')}
        load={async (cursor) => listed(await api.GET('/v1/admin/ads', { params: { query: { limit: 50, ...(cursor ? { cursor } : {}) } } }), (d) => d.ads, (d) => d.next_cursor)}
        create={async (body) => outcome(await api.POST('/v1/admin/ads', { body: body as never }))}
        update={async (a, body) => outcome(await api.PATCH('/v1/admin/ads/{id}', { params: { path: { id: a.id } }, body: body as never }))}
        rowActions={(a) => (
          <Button kind="secondary" onClick={() => setStatsOf(a)}>
            {t('stats')}
          </Button>
        )}
        columns={[
          { key: 'title', header: t('title') },
          { key: 'placement', header: t('placement'), render: (a) => placements.find((p) => p.value === a.placement)?.label ?? a.placement },
          { key: 'state', header: t('state'), render: (a) => <StatusBadge status={a.state} /> },
          { key: 'period', header: t('period'), render: (a) => `${formatDateTime(a.starts_at)} – ${formatDateTime(a.ends_at)}` },
          { key: 'priority', header: t('priority'), render: (a) => String(a.priority) },
          { key: 'impressions', header: t('impressions'), render: (a) => formatNumber(a.impressions) },
          { key: 'clicks', header: t('clicks'), render: (a) => formatNumber(a.clicks) },
        ]}
      />
      {statsOf ? <AdStats ad={statsOf} onClose={() => setStatsOf(undefined)} /> : null}
    </>
  );
}

export function Sponsors() {
  const t = useMessages(m);
  const locale = useLocale();
  const { has } = usePermissions();
  const fields: FieldDef[] = [
    { name: 'name', label: L('Name', '名前'), kind: 'text', required: true },
    { name: 'benefit', label: L('Benefit', '特典'), kind: 'text', required: true },
    { name: 'description', label: L('Description', '説明'), kind: 'multiline', nullable: true },
    { name: 'address', label: L('Address', '住所'), kind: 'text', nullable: true },
    { name: 'lat', label: L('Latitude', '緯度'), kind: 'number', required: true },
    { name: 'lng', label: L('Longitude', '経度'), kind: 'number', required: true },
    { name: 'checkin_radius_m', label: L('Check-in radius (m)', 'チェックイン半径(m)'), kind: 'number' },
    { name: 'checkin_exp', label: L('Check-in experience points', 'チェックイン経験値'), kind: 'number' },
    { name: 'website_url', label: L('Website', 'ウェブサイト'), kind: 'text', nullable: true },
    { name: 'logo_asset_id', label: L('Logo', 'ロゴ'), kind: 'image', upload: 'content', nullable: true },
    { name: 'status', label: L('Status', '状態'), kind: 'select', options: (['draft', 'active', 'ended'] as const).map((v) => ({ value: v, label: codeLabel(statusLabels, locale, v) })) },
    { name: 'reward', label: L('Reward revealed at check-in (JSON)', 'チェックイン時の特典(JSON)'), kind: 'json' },
  ];
  return (
    <MasterScreen<Schemas['AdminSponsor']>
      title={t('sponsors')}
      fields={fields}
      keyOf={(s) => s.id}
      canEdit={has('ads.edit')}
      load={async (cursor) => listed(await api.GET('/v1/admin/sponsors', { params: { query: { limit: 50, ...(cursor ? { cursor } : {}) } } }), (d) => d.sponsors, (d) => d.next_cursor)}
      create={async (body) => outcome(await api.POST('/v1/admin/sponsors', { body: body as never }))}
      update={async (s, body) => outcome(await api.PATCH('/v1/admin/sponsors/{id}', { params: { path: { id: s.id } }, body: body as never }))}
      columns={[
        { key: 'name', header: t('name') },
        { key: 'status', header: t('status'), render: (s) => <StatusBadge status={s.status} /> },
        { key: 'point', header: t('point'), render: (s) => `${s.lat.toFixed(5)}, ${s.lng.toFixed(5)} (${s.checkin_radius_m} m)` },
        { key: 'checkins_count', header: t('checkins'), render: (s) => formatNumber(s.checkins_count) },
      ]}
    />
  );
}

export function Themes() {
  const t = useMessages(m);
  const { has } = usePermissions();
  const fields: FieldDef[] = [
    { name: 'code', label: L('Code', 'コード'), kind: 'text', required: true, createOnly: true },
    { name: 'name_en', label: L('Name (English)', '名前(英語)'), kind: 'text', required: true },
    { name: 'name_ja', label: L('Name (Japanese)', '名前(日本語)'), kind: 'text', required: true },
    { name: 'colors', label: L('Colours (JSON, #RRGGBB)', '色(JSON、#RRGGBB)'), kind: 'json', required: true },
    { name: 'is_premium', label: L('Premium', 'プレミアム'), kind: 'checkbox' },
    { name: 'price_exp', label: L('Price in experience points', '経験値での価格'), kind: 'number', nullable: true },
    { name: 'granted_by_badge', label: L('Granted by badge', '付与するバッジ'), kind: 'text', nullable: true },
    { name: 'granted_at_level', label: L('Granted at level', '付与レベル'), kind: 'number', nullable: true },
    { name: 'sort_order', label: L('Order', '表示順'), kind: 'number' },
    { name: 'is_active', label: L('Active', '有効'), kind: 'checkbox' },
  ];
  return (
    <MasterScreen<Schemas['AdminTheme']>
      title={t('themes')}
      fields={fields}
      keyOf={(x) => x.id}
      canEdit={has('gamification.edit')}
      load={async () => listed(await api.GET('/v1/admin/themes'), (d) => d.themes)}
      create={async (body) => outcome(await api.POST('/v1/admin/themes', { body: body as never }))}
      update={async (x, body) => outcome(await api.PATCH('/v1/admin/themes/{id}', { params: { path: { id: x.id } }, body: body as never }))}
      columns={[
        { key: 'code', header: t('code') },
        { key: 'name', header: t('name'), render: (x) => `${x.name_ja} / ${x.name_en}` },
        {
          key: 'colors',
          header: t('colors'),
          render: (x) => (
            <span className="swatches">
              {Object.entries(x.colors).map(([k, c]) => (
                <span key={k} title={`${k} ${c}`} style={{ background: c }} />
              ))}
            </span>
          ),
        },
        { key: 'is_premium', header: t('premium'), render: (x) => (x.is_premium ? t('yes') : t('no')) },
        { key: 'is_active', header: t('active'), render: (x) => (x.is_active ? t('yes') : t('no')) },
        { key: 'owners_count', header: t('owners'), render: (x) => formatNumber(x.owners_count) },
        { key: 'sort_order', header: t('order'), render: (x) => String(x.sort_order) },
      ]}
    />
  );
}

export function Plans() {
  const t = useMessages(m);
  const locale = useLocale();
  const { has } = usePermissions();
  const canEdit = has('plans.edit');
  const fields: FieldDef[] = [
    { name: 'plan_code', label: L('Plan code', 'プランコード'), kind: 'text', required: true, createOnly: true },
    { name: 'tier', label: L('Tier', '区分'), kind: 'select', options: (['plus', 'free'] as const).map((v) => ({ value: v, label: codeLabel(planLabels, locale, v) })), createOnly: true },
    { name: 'name_en', label: L('Name (English)', '名前(英語)'), kind: 'text', required: true },
    { name: 'name_ja', label: L('Name (Japanese)', '名前(日本語)'), kind: 'text', required: true },
    { name: 'description_en', label: L('Description (English)', '説明(英語)'), kind: 'multiline' },
    { name: 'description_ja', label: L('Description (Japanese)', '説明(日本語)'), kind: 'multiline' },
    { name: 'price_minor', label: L('Price (yen)', '価格(円)'), kind: 'number', required: true },
    { name: 'billing_period', label: L('Billing period', '請求周期'), kind: 'select', options: (['month', 'year'] as const).map((v) => ({ value: v, label: codeLabel(planLabels, locale, v) })), nullable: true },
    { name: 'ai_search_per_minute', label: L('AI searches per minute', 'AI 検索/分'), kind: 'number', required: true },
    { name: 'features', label: L('Features (one a line)', '機能(1 行に 1 つ)'), kind: 'lines' },
    { name: 'ios_product_id', label: L('App Store product id', 'App Store 製品 ID'), kind: 'text', nullable: true },
    { name: 'android_product_id', label: L('Google Play product id', 'Google Play 製品 ID'), kind: 'text', nullable: true },
    { name: 'grace_period_days', label: L('Grace period (days)', '猶予期間(日)'), kind: 'number' },
    { name: 'sort_order', label: L('Order', '表示順'), kind: 'number' },
    { name: 'is_active', label: L('On sale', '販売中'), kind: 'checkbox' },
  ];
  type Plan = Schemas['AdminSubscriptionPlan'];
  return (
    <MasterScreen<Plan>
      title={t('plans')}
      fields={fields}
      keyOf={(p) => p.id}
      canEdit={canEdit}
      load={async () => listed(await api.GET('/v1/admin/subscription-plans', { params: { query: { status: 'all' } } }), (d) => d.subscription_plans)}
      create={async (body) => outcome(await api.POST('/v1/admin/subscription-plans', { body: body as never }))}
      update={async (p, body) => outcome(await api.PATCH('/v1/admin/subscription-plans/{id}', { params: { path: { id: p.id } }, body: body as never }))}
      rowActions={(p, reload, setError) =>
        canEdit && p.subscriptions_count === 0 ? (
          <ConfirmButton
            confirm={t('deleteQ', { name: p.name_en })}
            onConfirm={async () => {
              const err = outcome(await api.DELETE('/v1/admin/subscription-plans/{id}', { params: { path: { id: p.id } } }));
              setError(err);
              if (!err) reload();
            }}
          >
            {t('deletePlan')}
          </ConfirmButton>
        ) : null
      }
      columns={[
        { key: 'plan_code', header: t('code') },
        { key: 'name', header: t('name'), render: (p) => `${p.name_ja} / ${p.name_en}` },
        { key: 'tier', header: t('tier'), render: (p) => codeLabel(planLabels, locale, p.tier) },
        { key: 'price', header: t('price'), render: (p) => `${formatYen(p.price_minor)}${p.billing_period ? ` / ${codeLabel(planLabels, locale, p.billing_period)}` : ''}` },
        { key: 'is_active', header: t('active'), render: (p) => (p.is_active ? t('yes') : t('no')) },
        { key: 'subs', header: t('subscribers'), render: (p) => `${formatNumber(p.active_subscriptions_count)} / ${formatNumber(p.subscriptions_count)}` },
      ]}
    />
  );
}

export function Tags() {
  const t = useMessages(m);
  const locale = useLocale();
  const { has } = usePermissions();
  const canEdit = has('tags.edit');
  const [status, setStatus] = useState('');
  const categories = (['payment', 'facility', 'vehicle', 'access', 'service'] as const).map((v) => ({ value: v, label: codeLabel(tagCategoryLabels, locale, v) }));
  const fields: FieldDef[] = [
    { name: 'tag_code', label: L('Tag code', 'タグコード'), kind: 'text', required: true, createOnly: true },
    { name: 'category', label: L('Category', 'カテゴリ'), kind: 'select', options: categories },
    { name: 'name_en', label: L('Name (English)', '名前(英語)'), kind: 'text', required: true },
    { name: 'name_ja', label: L('Name (Japanese)', '名前(日本語)'), kind: 'text', required: true },
    { name: 'sort_order', label: L('Order', '表示順'), kind: 'number' },
  ];
  type Tag = Schemas['AdminTag'];
  return (
    <MasterScreen<Tag>
      title={t('tags')}
      fields={fields}
      keyOf={(x) => x.id}
      canEdit={canEdit}
      reloadKey={status}
      toolbar={
        <div className="toolbar">
          <SelectField
            label={t('status')}
            name="status"
            value={status}
            onChange={setStatus}
            options={[{ value: '', label: t('all') }, { value: 'active', label: t('active') }, { value: 'retired', label: t('retired') }]}
          />
        </div>
      }
      load={async () => listed(await api.GET('/v1/admin/tags', { params: { query: status ? { status: status as never } : {} } }), (d) => d.tags)}
      create={async (body) => outcome(await api.POST('/v1/admin/tags', { body: body as never }))}
      update={async (x, body) => outcome(await api.PATCH('/v1/admin/tags/{id}', { params: { path: { id: x.id } }, body: body as never }))}
      rowActions={(x, reload, setError) =>
        canEdit ? (
          x.is_active ? (
            <ConfirmButton
              confirm={t('retireQ', { name: x.name_en })}
              onConfirm={async () => {
                const err = outcome(await api.POST('/v1/admin/tags/{id}/retire', { params: { path: { id: x.id } } }));
                setError(err);
                if (!err) reload();
              }}
            >
              {t('retire')}
            </ConfirmButton>
          ) : (
            <Button
              kind="secondary"
              onClick={async () => {
                const err = outcome(await api.POST('/v1/admin/tags/{id}/restore', { params: { path: { id: x.id } } }));
                setError(err);
                if (!err) reload();
              }}
            >
              {t('restore')}
            </Button>
          )
        ) : null
      }
      columns={[
        { key: 'tag_code', header: t('code') },
        { key: 'name', header: t('name'), render: (x) => `${x.name_ja} / ${x.name_en}` },
        { key: 'category', header: t('category'), render: (x) => codeLabel(tagCategoryLabels, locale, x.category) },
        { key: 'is_active', header: t('status'), render: (x) => <StatusBadge status={x.is_active ? 'active' : 'retired'} /> },
        { key: 'lots_count', header: t('lots'), render: (x) => formatNumber(x.lots_count) },
        { key: 'sort_order', header: t('order'), render: (x) => String(x.sort_order) },
      ]}
    />
  );
}

export function Holidays() {
  const t = useMessages(m);
  const { has } = usePermissions();
  const canEdit = has('settings.edit');
  const [year, setYear] = useState(() => String(new Date().getFullYear()));
  const fields: FieldDef[] = [
    { name: 'date', label: L('Date', '日付'), kind: 'date', required: true },
    { name: 'name', label: L('Name (Japanese)', '名前(日本語)'), kind: 'text', required: true },
    { name: 'name_en', label: L('Name (English)', '名前(英語)'), kind: 'text', nullable: true },
  ];
  type Holiday = Schemas['AdminHoliday'];
  const y = Number(year);
  return (
    <MasterScreen<Holiday>
      title={t('holidays')}
      fields={fields}
      keyOf={(h) => h.date}
      canEdit={canEdit}
      reloadKey={year}
      toolbar={
        <div className="toolbar">
          <TextField label={t('year')} name="year" type="number" value={year} onChange={setYear} />
        </div>
      }
      load={async () => listed(await api.GET('/v1/admin/holidays', { params: { query: Number.isInteger(y) && y > 1900 ? { year: y } : {} } }), (d) => d.holidays)}
      create={async (body) => outcome(await api.POST('/v1/admin/holidays', { body: body as never }))}
      rowActions={(h, reload, setError) =>
        canEdit ? (
          <ConfirmButton
            confirm={t('removeQ', { date: h.date })}
            onConfirm={async () => {
              const err = outcome(await api.DELETE('/v1/admin/holidays/{date}', { params: { path: { date: h.date } } }));
              setError(err);
              if (!err) reload();
            }}
          >
            {t('remove')}
          </ConfirmButton>
        ) : null
      }
      columns={[
        { key: 'date', header: t('date') },
        { key: 'name', header: t('name'), render: (h) => (h.name_en ? `${h.name} / ${h.name_en}` : h.name) },
      ]}
    />
  );
}

/** The system settings: one form, saved with the changed keys only. */
export function Settings() {
  const t = useMessages(m);
  const toast = useToast();
  const { has } = usePermissions();
  const canEdit = has('settings.edit');
  const [saved, setSaved] = useState<Schemas['SystemSettings']>();
  const [maintenance, setMaintenance] = useState(false);
  const [radius, setRadius] = useState('');
  const [autoApprove, setAutoApprove] = useState(false);
  const [error, setError] = useState<ApiError>();
  const adopt = (s: Schemas['SystemSettings']) => {
    setSaved(s);
    setMaintenance(s.maintenance_mode);
    setRadius(String(s.default_search_radius_m));
    setAutoApprove(s.review_auto_approve);
  };
  const begin = useLatestLoad();
  useEffect(() => {
    // Only the latest load fills the form: a stale answer landing after the admin typed would put
    // the saved values back and turn Save off.
    const isLatest = begin();
    void api.GET('/v1/admin/settings').then(({ data, error }) => isLatest() && (data ? adopt(data.settings) : setError(apiError(error))));
  }, [begin]);
  // Only what changed is sent (the API refuses an empty change); with nothing changed, Save is off.
  const changes = (): Schemas['SystemSettingsPatch'] => {
    const body: Schemas['SystemSettingsPatch'] = {};
    if (!saved) return body;
    if (maintenance !== saved.maintenance_mode) body.maintenance_mode = maintenance;
    if (radius !== String(saved.default_search_radius_m)) body.default_search_radius_m = Number(radius);
    if (autoApprove !== saved.review_auto_approve) body.review_auto_approve = autoApprove;
    return body;
  };
  const dirty = Object.keys(changes()).length > 0;
  async function save(e: FormEvent) {
    e.preventDefault();
    if (!dirty) return;
    const { data, error } = await api.PATCH('/v1/admin/settings', { body: changes() });
    if (!data) return setError(apiError(error));
    setError(undefined);
    adopt(data.settings);
    toast(t('saved'));
  }
  return (
    <Page title={t('settings')}>
      <ErrorBanner error={error} />
      {saved ? (
        <form className="panel" onSubmit={save}>
          <CheckboxField label={t('maintenance')} name="maintenance_mode" checked={maintenance} onChange={setMaintenance} disabled={!canEdit} />
          <div className="form-grid">
            <TextField label={t('radius')} name="default_search_radius_m" type="number" value={radius} onChange={setRadius} error={fieldError(error, 'default_search_radius_m')} />
          </div>
          <CheckboxField label={t('autoApprove')} name="review_auto_approve" checked={autoApprove} onChange={setAutoApprove} disabled={!canEdit} />
          {canEdit ? (
            <Button type="submit" disabled={!dirty}>
              {t('save')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </Page>
  );
}
