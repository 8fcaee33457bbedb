import { useCallback, useState, type FormEvent } from 'react';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, ConfirmButton, DataTable, ErrorBanner, SelectField, Page, TextField, fieldError, useKeysetList, useToast, type KeysetPage } from '../../components';
import { formatDateTime, formatNumber, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Notifications', compose: 'Compose', type: 'Type', msgTitle: 'Title', body: 'Body', audience: 'Audience', a_all: 'Every user',
    a_premium: 'Plus members', a_lot: 'Users of a lot', a_user: 'One user', a_users: 'Listed users', userId: 'User id', userIds: 'User ids (one a line)',
    lotId: 'Parking lot id', create: 'Save as draft', created: 'Saved; not sent yet', send: 'Send', sendQ: 'Send “{title}” to {audience} now? It cannot be sent twice.',
    sent: 'Sent: {n} recipients, {b} delivery batches', filter: 'Show', all: 'All', drafts: 'Not sent', sentOnly: 'Sent', createdAt: 'Created', sentAt: 'Sent',
    recipients: 'Recipients', deliveries: 'Deliveries', empty: 'No notifications.', queues: 'Delivery queues', queue: 'Queue', queued: 'Waiting',
    active: 'Running', oldest: 'Oldest waiting (s)', dead: 'Dead letters', reload: 'Reload', d_sent: 'sent', d_pending: 'pending', d_failed: 'failed',
    d_no_device: 'no device', d_rate_limited: 'rate limited', findUser: 'Find a user by e-mail or name', findLot: 'Find a lot by name or address',
    search: 'Search', choose: 'Choose', noMatch: 'No match.',
  },
  ja: {
    title: '通知', compose: '作成', type: '種類', msgTitle: 'タイトル', body: '本文', audience: '対象', a_all: '全ユーザー',
    a_premium: 'Plus 会員', a_lot: '駐車場の利用者', a_user: '1 人のユーザー', a_users: '指定ユーザー', userId: 'ユーザー ID', userIds: 'ユーザー ID(1 行に 1 つ)',
    lotId: '駐車場 ID', create: '下書き保存', created: '保存しました(未送信)', send: '送信', sendQ: '「{title}」を{audience}に今すぐ送信しますか?同じ通知は再送できません。',
    sent: '{n} 人に {b} バッチで送信しました', filter: '表示', all: 'すべて', drafts: '未送信', sentOnly: '送信済み', createdAt: '作成日時', sentAt: '送信日時',
    recipients: '対象者数', deliveries: '配信状況', empty: '通知はありません。', queues: '配信キュー', queue: 'キュー', queued: '待機',
    active: '処理中', oldest: '最古の待機(秒)', dead: 'デッドレター', reload: '再読み込み', d_sent: '送信済み', d_pending: '待機中', d_failed: '失敗',
    d_no_device: '端末なし', d_rate_limited: '制限', findUser: 'メールまたは名前でユーザーを検索', findLot: '名前または住所で駐車場を検索',
    search: '検索', choose: '選ぶ', noMatch: '該当なし。',
  },
} satisfies Messages;

type Notice = Schemas['AdminUserNotification'];
type Audience = Schemas['NotificationAudience'];
type Kind = Audience['kind'];
const kinds: Kind[] = ['all', 'premium', 'lot', 'user', 'users'];

/**
 * Finds the person or lot an audience names by what staff know (an e-mail, a lot's name), so that
 * nobody has to copy ids from elsewhere; the id field beside it still takes a pasted id.
 */
function Finder({ label, search, onPick }: { label: string; search(q: string): Promise<{ id: string; label: string }[]>; onPick(id: string): void }) {
  const t = useMessages(m);
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<{ id: string; label: string }[] | null>(null);
  return (
    <div className="wide">
      <div className="toolbar">
        <TextField label={label} name="find" value={q} onChange={setQ} />
        <Button kind="secondary" onClick={() => void search(q.trim()).then(setHits)} disabled={!q.trim()}>
          {t('search')}
        </Button>
      </div>
      {hits ? (
        hits.length ? (
          <ul className="owner-list">
            {hits.map((h) => (
              <li key={h.id}>
                {h.label}
                <Button kind="secondary" onClick={() => onPick(h.id)}>
                  {t('choose')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noMatch')}</p>
        )
      ) : null}
    </div>
  );
}

async function findUsers(q: string): Promise<{ id: string; label: string }[]> {
  const { data } = await api.GET('/v1/admin/users', { params: { query: { q, limit: 10 } } });
  return (data?.users ?? []).map((u) => ({ id: u.id, label: [u.email, u.display_name].filter(Boolean).join(' · ') || u.id }));
}
async function findLots(q: string): Promise<{ id: string; label: string }[]> {
  const { data } = await api.GET('/v1/admin/parking-lots', { params: { query: { q, limit: 10 } } });
  return (data?.parking_lots ?? []).map((l: { id: string; name: string; address: string | null }) => ({ id: l.id, label: l.address ? `${l.name} · ${l.address}` : l.name }));
}

function audienceOf(kind: Kind, userId: string, userIds: string, lotId: string): Audience {
  switch (kind) {
    case 'user':
      return { kind, user_id: userId.trim() };
    case 'users':
      return { kind, user_ids: userIds.split(/[\s,]+/).filter(Boolean) };
    case 'lot':
      return { kind, parking_lot_id: lotId.trim() };
    default:
      return { kind };
  }
}

export function Notifications() {
  const t = useMessages(m);
  const toast = useToast();
  const { has } = usePermissions();
  const canSend = has('notifications.send');
  const [sentFilter, setSentFilter] = useState('');
  const [stats, setStats] = useState<Schemas['PushStats']>();
  // Compose form.
  const [type, setType] = useState('announcement');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [userId, setUserId] = useState('');
  const [userIds, setUserIds] = useState('');
  const [lotId, setLotId] = useState('');
  const [formError, setFormError] = useState<ApiError>();

  // The delivery figures are read again with the list's first page, so a reload shows both fresh.
  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<Notice>> => {
      const query = { limit: 50, ...(sentFilter ? { sent: sentFilter as 'true' | 'false' } : {}), ...(cursor ? { cursor } : {}) };
      const [{ data, error }, pushStats] = await Promise.all([
        api.GET('/v1/admin/user-notifications', { params: { query } }),
        cursor ? undefined : api.GET('/v1/admin/push-stats'),
      ]);
      if (pushStats?.data) setStats(pushStats.data);
      return data ? { rows: data.notifications, next: data.next_cursor } : { error: apiError(error) };
    },
    [sentFilter],
  );
  const { rows, setRows, next, loading, error, setError, load } = useKeysetList(fetchPage);

  const kindLabel = (k: Kind) => t(`a_${k}`);

  async function create(e: FormEvent) {
    e.preventDefault();
    const { data, error } = await api.POST('/v1/admin/user-notifications', { body: { type, title, body, data: {}, audience: audienceOf(kind, userId, userIds, lotId) } });
    if (!data) return setFormError(apiError(error));
    setFormError(undefined);
    // Read again rather than put in front: a list still loading would answer without it, and under
    // the "sent" filter a draft is not listed at all.
    void load();
    setTitle('');
    setBody('');
    toast(t('created'));
  }

  async function send(n: Notice) {
    const { data, error } = await api.POST('/v1/admin/user-notifications/{id}/send', { params: { path: { id: n.id } }, body: {} });
    if (!data) return setError(apiError(error));
    setError(undefined);
    toast(t('sent', { n: data.enqueued, b: data.batches }));
    const fresh = await api.GET('/v1/admin/user-notifications/{id}', { params: { path: { id: n.id } } });
    if (fresh.data) {
      const row = fresh.data.notification;
      setRows((rs) => rs.map((x) => (x.id === row.id ? row : x)));
    }
  }

  // An audience field's error: the contract names it audience.<field> or the field itself.
  const audErr = (f: string) => fieldError(formError, `audience.${f}`) ?? fieldError(formError, f);

  return (
    <Page title={t('title')} actions={<Button kind="secondary" onClick={() => void load()}>{t('reload')}</Button>}>
      {canSend ? (
        <section className="panel" aria-labelledby="compose">
          <h2 id="compose">{t('compose')}</h2>
          <ErrorBanner error={formError} />
          <form onSubmit={create}>
            <div className="form-grid">
              <TextField label={t('type')} name="type" value={type} onChange={setType} required error={fieldError(formError, 'type')} />
              <TextField label={t('msgTitle')} name="title" value={title} onChange={setTitle} required error={fieldError(formError, 'title')} />
              <TextField label={t('body')} name="body" value={body} onChange={setBody} multiline error={fieldError(formError, 'body')} />
              <SelectField label={t('audience')} name="audience" value={kind} onChange={(v) => setKind(v as Kind)} options={kinds.map((k) => ({ value: k, label: kindLabel(k) }))} error={fieldError(formError, 'audience')} />
              {kind === 'user' ? <TextField label={t('userId')} name="user_id" value={userId} onChange={setUserId} required error={audErr('user_id')} /> : null}
              {kind === 'users' ? <TextField label={t('userIds')} name="user_ids" value={userIds} onChange={setUserIds} multiline required error={audErr('user_ids')} /> : null}
              {kind === 'lot' ? <TextField label={t('lotId')} name="parking_lot_id" value={lotId} onChange={setLotId} required error={audErr('parking_lot_id')} /> : null}
              {kind === 'user' ? <Finder label={t('findUser')} search={findUsers} onPick={setUserId} /> : null}
              {kind === 'users' ? <Finder label={t('findUser')} search={findUsers} onPick={(id) => setUserIds((xs) => (xs.split(/\s+/).includes(id) ? xs : `${xs.trim()}\n${id}`.trim()))} /> : null}
              {kind === 'lot' ? <Finder label={t('findLot')} search={findLots} onPick={setLotId} /> : null}
            </div>
            <div className="page-actions">
              <Button type="submit">{t('create')}</Button>
            </div>
          </form>
        </section>
      ) : null}
      <div className="toolbar">
        <SelectField label={t('filter')} name="sent" value={sentFilter} onChange={setSentFilter} options={[{ value: '', label: t('all') }, { value: 'false', label: t('drafts') }, { value: 'true', label: t('sentOnly') }]} />
      </div>
      <ErrorBanner error={error} />
      <DataTable<Notice>
        rows={rows}
        keyOf={(n) => n.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        empty={t('empty')}
        columns={[
          { key: 'title', header: t('msgTitle') },
          { key: 'type', header: t('type') },
          { key: 'audience', header: t('audience'), render: (n) => kindLabel(n.audience.kind) },
          { key: 'created_at', header: t('createdAt'), render: (n) => formatDateTime(n.created_at) },
          { key: 'sent_at', header: t('sentAt'), render: (n) => formatDateTime(n.sent_at) },
          { key: 'recipients', header: t('recipients'), render: (n) => formatNumber(n.recipients) },
          {
            key: 'deliveries',
            header: t('deliveries'),
            render: (n) =>
              n.sent_at
                ? (['sent', 'pending', 'failed', 'no_device', 'rate_limited'] as const)
                    .filter((k) => n.deliveries[k] > 0 || k === 'sent')
                    .map((k) => `${t(`d_${k}`)} ${formatNumber(n.deliveries[k])}`)
                    .join(' · ')
                : '—',
          },
          {
            key: 'send',
            header: '',
            render: (n) =>
              canSend && !n.sent_at ? (
                <ConfirmButton kind="primary" confirm={t('sendQ', { title: n.title, audience: kindLabel(n.audience.kind) })} onConfirm={() => send(n)}>
                  {t('send')}
                </ConfirmButton>
              ) : null,
          },
        ]}
      />
      {stats ? (
        <section className="panel" aria-labelledby="queues">
          <h2 id="queues">{t('queues')}</h2>
          <DataTable<Schemas['QueueStat']>
            rows={stats.queues}
            keyOf={(q) => q.name}
            columns={[
              { key: 'name', header: t('queue') },
              { key: 'queued', header: t('queued'), render: (q) => formatNumber(q.queued) },
              { key: 'active', header: t('active'), render: (q) => formatNumber(q.active) },
              { key: 'oldest', header: t('oldest'), render: (q) => (q.oldest_queued_age_seconds === null ? '—' : formatNumber(Math.round(q.oldest_queued_age_seconds))) },
              { key: 'dead_letters', header: t('dead'), render: (q) => formatNumber(q.dead_letters) },
            ]}
          />
        </section>
      ) : null}
    </Page>
  );
}
