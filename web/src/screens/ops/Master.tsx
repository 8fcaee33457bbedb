import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '../../api';
import { apiError } from '../../api';
import { Button, CheckboxField, DataTable, ErrorBanner, ImageUpload, Page, SelectField, TextField, fieldError, useKeysetList, useToast, type Column, type KeysetPage, type UploadCategory } from '../../components';
import { useLocale, useMessages, type Messages } from '../../i18n';

const m = {
  en: { add: 'Add', edit: 'Edit', save: 'Save', cancel: 'Cancel', saved: 'Saved', newItem: 'New', editing: 'Editing', badJson: 'Not valid JSON', none: '(none)', chooseImage: 'Choose an image', removeImage: 'Remove image' },
  ja: { add: '追加', edit: '編集', save: '保存', cancel: 'キャンセル', saved: '保存しました', newItem: '新規', editing: '編集中', badJson: 'JSON として正しくありません', none: '(なし)', chooseImage: '画像を選ぶ', removeImage: '画像を外す' },
} satisfies Messages;

export type Label = { en: string; ja: string };
export interface FieldDef {
  name: string;
  label: Label;
  kind: 'text' | 'multiline' | 'number' | 'checkbox' | 'select' | 'datetime' | 'date' | 'json' | 'lines' | 'image';
  /** `image`: uploaded through an upload URL into this category; the field holds the asset id. */
  upload?: UploadCategory;
  /** `image`: the record's key that holds the image's URL, to show the current one. */
  previewFrom?: string;
  options?: { value: string; label: string }[];
  /** Permanent once created (a code): shown on create only. */
  createOnly?: boolean;
  required?: boolean;
  /** An empty input is sent as null (else left out). */
  nullable?: boolean;
}
export type Values = Record<string, string | boolean>;

/** A record as the form's strings. */
export function toValues(fields: FieldDef[], row: Record<string, unknown> | null): Values {
  const v: Values = {};
  for (const f of fields) {
    const x = row?.[f.name];
    if (f.kind === 'checkbox') v[f.name] = typeof x === 'boolean' ? x : f.name === 'is_active';
    else if (f.kind === 'json') v[f.name] = x === undefined || x === null ? '{}' : JSON.stringify(x, null, 1);
    else if (f.kind === 'lines') v[f.name] = Array.isArray(x) ? x.join('\n') : '';
    else if (f.kind === 'datetime') v[f.name] = typeof x === 'string' ? localInput(x) : '';
    else v[f.name] = x === undefined || x === null ? '' : String(x);
  }
  return v;
}

/**
 * The form's values as the user sees them: a select that must hold a value and holds none shows its
 * first option, and that is what is saved. Read at every render and at Save, not when the form
 * opens: some options (codes) arrive after the screen, and a form opened before them held '' while
 * the browser showed the first option, so Save sent nothing.
 */
function asShown(fields: FieldDef[], values: Values): Values {
  const shown = { ...values };
  for (const f of fields) {
    const first = f.options?.[0]?.value;
    if (f.kind === 'select' && !f.nullable && !values[f.name] && first !== undefined) shown[f.name] = first;
  }
  return shown;
}

/** An ISO instant as a `datetime-local` value in the browser's zone. */
function localInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/**
 * The request body from the form: on create every field, on edit only the changed ones (a PATCH
 * changes what it names). Throws an ApiError naming the field for JSON that does not parse.
 */
export function toBody(fields: FieldDef[], values: Values, initial: Values | null, badJson: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (initial && f.createOnly) continue;
    const v = values[f.name];
    if (initial && v === initial[f.name]) continue;
    if (typeof v === 'boolean') {
      body[f.name] = v;
      continue;
    }
    const s = (v ?? '').trim();
    if (!s && f.kind !== 'lines' && f.kind !== 'json') {
      if (f.nullable) body[f.name] = null;
      else if (f.kind === 'text' || f.kind === 'multiline') body[f.name] = s;
      continue;
    }
    if (f.kind === 'number') body[f.name] = Number(s);
    else if (f.kind === 'datetime') body[f.name] = new Date(s).toISOString();
    else if (f.kind === 'lines') body[f.name] = s.split('\n').map((l) => l.trim()).filter(Boolean);
    else if (f.kind === 'json') {
      try {
        body[f.name] = s ? JSON.parse(s) : {};
      } catch {
        throw { code: 'invalid_json', message: badJson, param: f.name } satisfies ApiError;
      }
    } else body[f.name] = s;
  }
  return body;
}

/** An openapi-fetch answer: the data, or the error envelope. */
export type Answer<D> = { data?: D | undefined; error?: unknown };

/**
 * A master-data screen: the list, and one form that adds a record or edits the chosen one. Each
 * screen gives its fields, columns and calls; errors stand next to the field their `param` names.
 */
export function MasterScreen<T>({
  title,
  fields,
  columns,
  keyOf,
  load,
  create,
  update,
  canEdit,
  toolbar,
  rowActions,
  reloadKey,
}: {
  title: string;
  fields: FieldDef[];
  columns: Column<T>[];
  keyOf(row: T): string;
  load(cursor?: string): Promise<KeysetPage<T>>;
  create?(body: Record<string, unknown>): Promise<ApiError | undefined>;
  update?(row: T, body: Record<string, unknown>): Promise<ApiError | undefined>;
  canEdit: boolean;
  toolbar?: ReactNode;
  rowActions?(row: T, reload: () => void, setError: (e: ApiError | undefined) => void): ReactNode;
  /** Changing it loads the list again (a filter). */
  reloadKey?: string;
}) {
  const t = useMessages(m);
  const locale = useLocale();
  const toast = useToast();
  const [editing, setEditing] = useState<{ row: T | null; initial: Values | null } | null>(null);
  const [values, setValues] = useState<Values>({});
  const [formError, setFormError] = useState<ApiError>();
  // What an image field shows: the stored image's URL, or the one just uploaded.
  const [previews, setPreviews] = useState<Record<string, string>>({});

  const fetchPage = useCallback(
    (cursor?: string) => load(cursor),
    // `load` closes over the screen's filters, which reloadKey names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reloadKey],
  );
  const { rows, next, loading, error, setError, load: reload } = useKeysetList(fetchPage);

  const open = (row: T | null) => {
    const v = toValues(fields, row as Record<string, unknown> | null);
    setValues(v);
    setPreviews(Object.fromEntries(fields.flatMap((f) => {
      const url = f.previewFrom ? (row as Record<string, unknown> | null)?.[f.previewFrom] : undefined;
      return typeof url === 'string' ? [[f.name, url]] : [];
    })));
    setEditing({ row, initial: row ? v : null });
    setFormError(undefined);
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    let body: Record<string, unknown>;
    try {
      body = toBody(fields, asShown(fields, values), editing.initial, t('badJson'));
    } catch (err) {
      return setFormError(err as ApiError);
    }
    let err: ApiError | undefined;
    try {
      err = editing.row ? await update!(editing.row, body) : await create!(body);
    } catch (x) {
      err = apiError(x);
    }
    if (err) return setFormError(err);
    setEditing(null);
    toast(t('saved'));
    void reload();
  }

  const label = (l: Label) => l[locale];
  const shown = fields.filter((f) => !(editing?.row && f.createOnly));
  const shownValues = asShown(fields, values);
  const editColumn: Column<T>[] =
    (canEdit && update) || rowActions
      ? [
          {
            key: '__actions',
            header: '',
            render: (row) => (
              <span className="page-actions">
                {canEdit && update ? (
                  <Button kind="secondary" onClick={() => open(row)}>
                    {t('edit')}
                  </Button>
                ) : null}
                {rowActions?.(row, () => void reload(), setError)}
              </span>
            ),
          },
        ]
      : [];

  return (
    <Page title={title} actions={canEdit && create ? <Button onClick={() => open(null)}>{t('add')}</Button> : null}>
      {toolbar}
      {editing ? (
        <form className="panel" onSubmit={submit} aria-label={editing.row ? t('editing') : t('newItem')}>
          <ErrorBanner error={formError} />
          <div className="form-grid">
            {shown.map((f) => {
              const err = fieldError(formError, f.name);
              const set = (v: string | boolean) => setValues((old) => ({ ...old, [f.name]: v }));
              const value = shownValues[f.name];
              if (f.kind === 'image')
                return (
                  <div key={f.name} className={`field${err ? ' has-error' : ''}`} role="group" aria-label={label(f.label)}>
                    <span className="field-label">{label(f.label)}</span>
                    {value ? (previews[f.name] ? <img className="image-preview" src={previews[f.name]} alt="" /> : <code>{String(value).slice(0, 8)}</code>) : null}
                    <div className="page-actions">
                      <ImageUpload
                        label={t('chooseImage')}
                        category={f.upload ?? 'content'}
                        onError={(e) => setFormError({ ...e, param: f.name })}
                        onUploaded={(a) => {
                          set(a.asset_id);
                          setPreviews((p) => ({ ...p, [f.name]: a.public_url }));
                        }}
                      />
                      {value && f.nullable ? (
                        <Button kind="secondary" onClick={() => set('')}>
                          {t('removeImage')}
                        </Button>
                      ) : null}
                    </div>
                    {err ? <p className="field-error">{err}</p> : null}
                  </div>
                );
              if (f.kind === 'checkbox') return <CheckboxField key={f.name} label={label(f.label)} name={f.name} checked={value === true} onChange={set} />;
              if (f.kind === 'select')
                return (
                  <SelectField
                    key={f.name}
                    label={label(f.label)}
                    name={f.name}
                    value={String(value ?? '')}
                    onChange={set}
                    options={[...(f.nullable ? [{ value: '', label: t('none') }] : []), ...(f.options ?? [])]}
                    error={err}
                  />
                );
              const type = f.kind === 'number' ? 'number' : f.kind === 'datetime' ? 'datetime-local' : f.kind === 'date' ? 'date' : 'text';
              const multiline = f.kind === 'multiline' || f.kind === 'json' || f.kind === 'lines';
              return <TextField key={f.name} label={label(f.label)} name={f.name} value={String(value ?? '')} onChange={set} type={type} multiline={multiline} required={!!f.required} error={err} />;
            })}
          </div>
          <div className="page-actions">
            <Button type="submit">{t('save')}</Button>
            <Button kind="secondary" onClick={() => setEditing(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <ErrorBanner error={error} />
      <DataTable<T> rows={rows} keyOf={keyOf} loading={loading} nextCursor={next} onMore={() => next && void reload(next)} columns={[...columns, ...editColumn]} />
    </Page>
  );
}

/** The list answer of a call as a page of useKeysetList, or its error. */
export function listed<D, T>(r: Answer<D>, rows: (d: D) => T[], next?: (d: D) => string | null): KeysetPage<T> {
  if (!r.data) return { error: apiError(r.error) };
  return { rows: rows(r.data), next: next ? next(r.data) : null };
}

/** undefined when the write succeeded, else its error. */
export function outcome(r: Answer<unknown>): ApiError | undefined {
  // A 204 (a delete) has no data: the error alone tells.
  return r.error === undefined ? undefined : apiError(r.error);
}
