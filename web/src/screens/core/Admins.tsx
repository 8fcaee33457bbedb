import { useCallback, useState, type FormEvent } from 'react';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, ConfirmButton, DataTable, ErrorBanner, Page, SelectField, StatusBadge, TextField, fieldError, roleName as roleLabel, useToast, useKeysetList, type KeysetPage } from '../../components';
import { formatDateTime, useLocale, useMessages, type Messages } from '../../i18n';
import { useRoles } from './useRoles';

const m = {
  en: {
    title: 'Admins', add: 'Add admin', name: 'Name', email: 'E-mail', role: 'Role', status: 'Status', lastLogin: 'Last sign-in', created: 'Created',
    actions: 'Actions', create: 'Create admin', cancel: 'Cancel', initialPassword: 'Initial password for {email} (shown once; pass it on securely):',
    newPassword: 'New password for {email} (shown once):', reset: 'Reset password', resetQ: 'Reset the password of {email}? Their sessions end.',
    disable: 'Disable', enable: 'Enable', disableQ: 'Disable {email}? They can no longer sign in.', saved: 'Saved', filter: 'Status', all: 'All',
    active: 'Active', disabled: 'Disabled', pending: 'Pending', created_toast: 'Admin created', dismiss: 'I have copied it',
  },
  ja: {
    title: '管理者', add: '管理者を追加', name: '名前', email: 'メールアドレス', role: 'ロール', status: '状態', lastLogin: '最終サインイン', created: '作成日時',
    actions: '操作', create: '管理者を作成', cancel: 'キャンセル', initialPassword: '{email} の初期パスワード(一度だけ表示されます。安全な方法で伝えてください):',
    newPassword: '{email} の新しいパスワード(一度だけ表示されます):', reset: 'パスワード再設定', resetQ: '{email} のパスワードを再設定しますか?セッションは終了します。',
    disable: '無効化', enable: '有効化', disableQ: '{email} を無効化しますか?サインインできなくなります。', saved: '保存しました', filter: '状態', all: 'すべて',
    active: '有効', disabled: '無効', pending: '保留中', created_toast: '管理者を作成しました', dismiss: 'コピーしました',
  },
} satisfies Messages;

type Admin = Schemas['Admin'];

export function Admins() {
  const t = useMessages(m);
  const locale = useLocale();
  const { has } = usePermissions();
  const toast = useToast();
  const roles = useRoles();
  const canEdit = has('admins.edit');
  const [status, setStatus] = useState('');
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState({ email: '', name: '', role_id: '' });
  const [formError, setFormError] = useState<ApiError>();

  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<Admin>> => {
      const q = { limit: 50, ...(status ? { status: status as Admin['status'] } : {}), ...(cursor ? { cursor } : {}) };
      const { data, error } = await api.GET('/v1/admin/admins', { params: { query: q } });
      return data ? { rows: data.admins, next: data.next_cursor } : { error: apiError(error) };
    },
    [status],
  );
  const { rows, setRows, next, loading, error, setError, load } = useKeysetList(fetchPage);

  const roleName = (id: string) => {
    const r = roles.find((x) => x.id === id);
    return r ? roleLabel(r, locale) : id.slice(0, 8);
  };
  const replace = (a: Admin) => setRows((rs) => rs.map((r) => (r.id === a.id ? a : r)));

  async function create(e: FormEvent) {
    e.preventDefault();
    const { data, error } = await api.POST('/v1/admin/admins', { body: { ...form, role_id: form.role_id || roles[0]?.id || '' } });
    if (!data) return setFormError(apiError(error));
    setFormError(undefined);
    setAdding(false);
    setForm({ email: '', name: '', role_id: '' });
    setSecret({ label: t('initialPassword', { email: data.admin.email }), value: data.initial_password });
    toast(t('created_toast'));
    void load();
  }

  async function patch(a: Admin, body: Schemas['AdminPatchBody']) {
    const { data, error } = await api.PATCH('/v1/admin/admins/{id}', { params: { path: { id: a.id } }, body });
    if (!data) return setError(apiError(error));
    replace(data.admin);
    toast(t('saved'));
  }

  async function reset(a: Admin) {
    const { data, error } = await api.POST('/v1/admin/admins/{id}/reset-password', { params: { path: { id: a.id } } });
    if (!data) return setError(apiError(error));
    setSecret({ label: t('newPassword', { email: a.email }), value: data.password });
  }

  const roleOptions = roles.map((r) => ({ value: r.id, label: roleLabel(r, locale) }));
  return (
    <Page
      title={t('title')}
      actions={
        canEdit && !adding ? (
          <Button onClick={() => setAdding(true)}>{t('add')}</Button>
        ) : null
      }
    >
      <ErrorBanner error={error} />
      {secret ? (
        <div className="notice" role="alert" data-testid="one-time-password">
          <p>{secret.label}</p>
          <p>
            <span className="secret">{secret.value}</span>
          </p>
          <Button kind="secondary" onClick={() => setSecret(null)}>
            {t('dismiss')}
          </Button>
        </div>
      ) : null}
      {adding ? (
        <form className="panel" onSubmit={create} aria-label={t('add')}>
          <ErrorBanner error={formError} />
          <div className="form-grid">
            <TextField label={t('email')} name="email" type="email" required value={form.email} onChange={(v) => setForm({ ...form, email: v })} error={fieldError(formError, 'email')} />
            <TextField label={t('name')} name="name" required value={form.name} onChange={(v) => setForm({ ...form, name: v })} error={fieldError(formError, 'name')} />
            <SelectField label={t('role')} name="role_id" value={form.role_id || roles[0]?.id || ''} onChange={(v) => setForm({ ...form, role_id: v })} options={roleOptions} error={fieldError(formError, 'role_id')} />
          </div>
          <div className="page-actions">
            <Button type="submit">{t('create')}</Button>
            <Button kind="secondary" onClick={() => setAdding(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="toolbar">
        <SelectField
          label={t('filter')}
          name="status"
          value={status}
          onChange={setStatus}
          options={[
            { value: '', label: t('all') },
            { value: 'active', label: t('active') },
            { value: 'disabled', label: t('disabled') },
            { value: 'pending', label: t('pending') },
          ]}
        />
      </div>
      <DataTable<Admin>
        rows={rows}
        keyOf={(a) => a.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        columns={[
          { key: 'name', header: t('name') },
          { key: 'email', header: t('email') },
          {
            key: 'role',
            header: t('role'),
            render: (a) =>
              canEdit && roles.length ? (
                <select aria-label={`${t('role')}: ${a.email}`} value={a.role_id} onChange={(e) => void patch(a, { role_id: e.target.value })}>
                  {roleOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                roleName(a.role_id)
              ),
          },
          { key: 'status', header: t('status'), render: (a) => <StatusBadge status={a.status} /> },
          { key: 'last', header: t('lastLogin'), render: (a) => formatDateTime(a.last_login_at) },
          {
            key: 'actions',
            header: t('actions'),
            render: (a) =>
              canEdit ? (
                <span className="page-actions">
                  <ConfirmButton kind="secondary" confirm={t('resetQ', { email: a.email })} onConfirm={() => reset(a)}>
                    {t('reset')}
                  </ConfirmButton>
                  {a.status === 'active' ? (
                    <ConfirmButton confirm={t('disableQ', { email: a.email })} onConfirm={() => patch(a, { status: 'disabled' })}>
                      {t('disable')}
                    </ConfirmButton>
                  ) : (
                    <Button kind="secondary" onClick={() => void patch(a, { status: 'active' })}>
                      {t('enable')}
                    </Button>
                  )}
                </span>
              ) : null,
          },
        ]}
      />
    </Page>
  );
}
