import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, ConfirmButton, ErrorBanner, Page, TextField, fieldError, groupLabels, permissionJa, roleName, useToast } from '../../components';
import { useLocale, useMessages, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Roles and permissions', save: 'Save', cancel: 'Cancel changes', unsaved: 'Unsaved changes ({n} roles)', saved: 'Permissions saved',
    permission: 'Permission', loading: 'Loading…', system: 'built-in', leave: 'You have unsaved changes to the permissions.', readOnly: 'You can view the roles; changing them needs roles.edit.',
    caption: 'Which role holds which permission. Changes are kept here until you press Save.',
    newRole: 'New role', name: 'Name', code: 'Code (letters, digits, _)', description: 'Description', color: 'Colour', create: 'Create role', close: 'Cancel',
    created: 'Role created; give it permissions and Save.', del: 'Delete', delQ: 'Delete the role {name}?', deleted: 'Role deleted', saveFirst: 'Save or cancel the permission changes first.',
  },
  ja: {
    title: 'ロールと権限', save: '保存', cancel: '変更を取り消す', unsaved: '未保存の変更があります({n} ロール)', saved: '権限を保存しました',
    permission: '権限', loading: '読み込み中…', system: '組み込み', leave: '権限に未保存の変更があります。', readOnly: 'ロールの閲覧のみ可能です。変更には roles.edit が必要です。',
    caption: 'ロールごとの権限。「保存」を押すまで変更は反映されません。',
    newRole: '新しいロール', name: '名前', code: 'コード(英数字と _)', description: '説明', color: '色', create: 'ロールを作成', close: 'キャンセル',
    created: 'ロールを作成しました。権限を選んで保存してください。', del: '削除', delQ: 'ロール {name} を削除しますか?', deleted: 'ロールを削除しました', saveFirst: '先に権限の変更を保存または取り消してください。',
  },
} satisfies Messages;

type Key = Schemas['PermissionKey'];
type Matrix = Record<string, Set<Key>>;

const same = (a: Set<Key> | undefined, b: Set<Key> | undefined) => !!a && !!b && a.size === b.size && [...a].every((k) => b.has(k));

/**
 * The permission matrix. Contract 5.8: changes commit only on an explicit Save, never by autosave;
 * until then they live in this screen's state (Cancel, or leaving, drops them).
 */
export function Roles() {
  const t = useMessages(m);
  const tg = useMessages(groupLabels);
  const locale = useLocale();
  const toast = useToast();
  const { has } = usePermissions();
  const canEdit = has('roles.edit');
  // The API names the groups and describes the keys in English; the UI's own words stand in for them.
  const groupName = (g: string) => (g.toLowerCase() in groupLabels.en ? tg(g.toLowerCase() as keyof typeof groupLabels.en) : g);
  const describe = (p: { key: string; description: string }) => (locale === 'ja' ? (permissionJa[p.key] ?? p.description) : p.description);
  const [roles, setRoles] = useState<Schemas['Role'][]>([]);
  const [perms, setPerms] = useState<Schemas['PermissionList']['permissions']>([]);
  const [saved, setSaved] = useState<Matrix>({});
  const [draft, setDraft] = useState<Matrix>({});
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const [r, p, rp] = await Promise.all([api.GET('/v1/admin/roles'), api.GET('/v1/admin/permissions'), api.GET('/v1/admin/role-permissions')]);
    if (!r.data || !p.data || !rp.data) return setError(apiError(r.error ?? p.error ?? rp.error));
    setError(undefined);
    setRoles(r.data.roles);
    setPerms(p.data.permissions);
    const mtx: Matrix = Object.fromEntries(r.data.roles.map((role) => [role.id, new Set<Key>()]));
    for (const row of rp.data.role_permissions) mtx[row.role_id]?.add(row.permission_key);
    setSaved(mtx);
    setDraft(Object.fromEntries(Object.entries(mtx).map(([k, v]) => [k, new Set(v)])));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState({ name: '', role_code: '', description: '', color: '#0b5cad' });
  const [formError, setFormError] = useState<ApiError>();

  async function createRole(e: FormEvent) {
    e.preventDefault();
    const { data, error } = await api.POST('/v1/admin/roles', { body: { ...form, permission_keys: [] } });
    if (!data) return setFormError(apiError(error));
    setFormError(undefined);
    setAdding(false);
    setForm({ name: '', role_code: '', description: '', color: '#0b5cad' });
    toast(t('created'));
    await load();
  }

  async function deleteRole(role: Schemas['Role']) {
    const { error } = await api.DELETE('/v1/admin/roles/{id}', { params: { path: { id: role.id } } });
    if (error) return setError(apiError(error));
    toast(t('deleted'));
    await load();
  }

  const changed = useMemo(() => roles.filter((r) => !same(saved[r.id], draft[r.id])), [roles, saved, draft]);

  useEffect(() => {
    if (!changed.length) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed.length]);

  const toggle = (roleId: string, key: Key, on: boolean) =>
    setDraft((d) => {
      const next = new Set(d[roleId]);
      if (on) next.add(key);
      else next.delete(key);
      return { ...d, [roleId]: next };
    });

  async function save() {
    setBusy(true);
    for (const role of changed) {
      const { error } = await api.PUT('/v1/admin/roles/{id}/permissions', {
        params: { path: { id: role.id } },
        body: { permission_keys: [...(draft[role.id] ?? [])] },
      });
      if (error) {
        setBusy(false);
        setError(apiError(error));
        return;
      }
    }
    setBusy(false);
    toast(t('saved'));
    await load();
  }

  const groups = [...new Set(perms.map((p) => p.group))];
  return (
    <Page
      title={t('title')}
      actions={
        canEdit ? (
          <>
            {changed.length ? (
              <span className="unsaved" role="status" data-testid="unsaved">
                {t('unsaved', { n: changed.length })}
              </span>
            ) : null}
            <Button onClick={() => void save()} disabled={!changed.length || busy}>
              {t('save')}
            </Button>
            {!adding ? (
              <Button kind="secondary" onClick={() => setAdding(true)} disabled={busy}>
                {t('newRole')}
              </Button>
            ) : null}
            <Button kind="secondary" onClick={() => setDraft(Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, new Set(v)])))} disabled={!changed.length || busy}>
              {t('cancel')}
            </Button>
          </>
        ) : null
      }
    >
      <ErrorBanner error={error} />
      {!canEdit ? <p className="notice">{t('readOnly')}</p> : null}
      {adding ? (
        <form className="panel" onSubmit={createRole} aria-label={t('newRole')}>
          <ErrorBanner error={formError} />
          {changed.length ? <p className="notice">{t('saveFirst')}</p> : null}
          <div className="form-grid">
            <TextField label={t('name')} name="name" required value={form.name} onChange={(v) => setForm({ ...form, name: v })} error={fieldError(formError, 'name')} />
            <TextField label={t('code')} name="role_code" required value={form.role_code} onChange={(v) => setForm({ ...form, role_code: v })} error={fieldError(formError, 'role_code')} />
            <TextField label={t('description')} name="description" value={form.description} onChange={(v) => setForm({ ...form, description: v })} error={fieldError(formError, 'description')} />
            <TextField label={t('color')} name="color" type="color" value={form.color} onChange={(v) => setForm({ ...form, color: v })} error={fieldError(formError, 'color')} />
          </div>
          <div className="page-actions">
            <Button type="submit" disabled={changed.length > 0}>
              {t('create')}
            </Button>
            <Button kind="secondary" onClick={() => setAdding(false)}>
              {t('close')}
            </Button>
          </div>
        </form>
      ) : null}
      {!roles.length && !error ? <p role="status">{t('loading')}</p> : null}
      {roles.length ? (
        <div className="table-wrap">
          <table className="data-table matrix">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('permission')}</th>
                {roles.map((r) => (
                  <th scope="col" key={r.id}>
                    {roleName(r, locale)}
                    {r.is_system ? <div className="muted">({t('system')})</div> : null}
                    {!r.is_system && canEdit && !changed.length ? (
                      <div>
                        <ConfirmButton confirm={t('delQ', { name: roleName(r, locale) })} onConfirm={() => deleteRole(r)}>
                          {t('del')}
                        </ConfirmButton>
                      </div>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((g) => (
              <tbody key={g}>
                <tr>
                  <th scope="rowgroup" colSpan={roles.length + 1} className="group-row">
                    {groupName(g)}
                  </th>
                </tr>
                {perms
                  .filter((p) => p.group === g)
                  .map((p) => (
                    <tr key={p.key}>
                      <th scope="row" id={`perm-${p.key}`}>
                        <code>{p.key}</code>
                        <span className="muted">{describe(p)}</span>
                      </th>
                      {roles.map((r) => (
                        <td key={r.id}>
                          <input
                            type="checkbox"
                            aria-label={`${roleName(r, locale)}: ${p.key}`}
                            data-role={r.role_code}
                            data-key={p.key}
                            checked={draft[r.id]?.has(p.key) ?? false}
                            disabled={!canEdit || busy}
                            onChange={(e) => toggle(r.id, p.key, e.target.checked)}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            ))}
          </table>
        </div>
      ) : null}
    </Page>
  );
}
