import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { usePermissions } from '../../auth';
import { Button, ConfirmButton, DataTable, ErrorBanner, Page, SelectField, StatusBadge, TextField, fieldError, useToast, useKeysetList, useLatestLoad, type KeysetPage } from '../../components';
import { formatDateTime, useLocale, useMessages, type Messages } from '../../i18n';


// Buttons beside a labelled field line up with the field's input, not stretch to its label.
const endAligned = { alignItems: 'flex-end' } as const;
const m = {
  en: {
    title: 'Articles', newArticle: 'New article', search: 'Title or slug', status: 'Status', locale: 'Language', category: 'Category', all: 'All',
    draft: 'Draft', scheduled: 'Scheduled', published: 'Published', archived: 'Archived', go: 'Search', articleTitle: 'Title', slug: 'Slug',
    updated: 'Updated', publishedAt: 'Published at', empty: 'No articles.', edit: 'Edit article', create: 'New article', summary: 'Summary',
    body: 'Body (Markdown)', preview: 'Preview', refreshPreview: 'Update preview', save: 'Save', saved: 'Saved', back: 'Back to articles',
    publish: 'Publish', publishQ: 'Publish “{title}”? The app shows it from the time below (now when empty).', publishAt: 'Publish at (empty: now)',
    unpublish: 'Unpublish', unpublishQ: 'Take “{title}” back to draft? The app stops showing it.', archive: 'Archive', archiveQ: 'Archive “{title}”?',
    restore: 'Restore to draft', restoreQ: 'Restore “{title}” to draft?', ja: 'Japanese', en: 'English', readOnly: 'You can read this article but not change it.',
    publishedNeedsPublish: 'Changing a published article needs the publish permission.',
  },
  ja: {
    title: '記事', newArticle: '新規記事', search: 'タイトルまたはスラッグ', status: '状態', locale: '言語', category: 'カテゴリ', all: 'すべて',
    draft: '下書き', scheduled: '予約', published: '公開', archived: 'アーカイブ', go: '検索', articleTitle: 'タイトル', slug: 'スラッグ',
    updated: '更新日時', publishedAt: '公開日時', empty: '記事はありません。', edit: '記事の編集', create: '新規記事', summary: '概要',
    body: '本文(Markdown)', preview: 'プレビュー', refreshPreview: 'プレビューを更新', save: '保存', saved: '保存しました', back: '記事一覧へ',
    publish: '公開', publishQ: '「{title}」を公開しますか?下の日時からアプリに表示されます(空欄なら今すぐ)。', publishAt: '公開日時(空欄: 今すぐ)',
    unpublish: '非公開にする', unpublishQ: '「{title}」を下書きに戻しますか?アプリに表示されなくなります。', archive: 'アーカイブ', archiveQ: '「{title}」をアーカイブしますか?',
    restore: '下書きに戻す', restoreQ: '「{title}」を下書きに戻しますか?', ja: '日本語', en: '英語', readOnly: 'この記事は閲覧のみ可能です。',
    publishedNeedsPublish: '公開中の記事の変更には公開権限が必要です。',
  },
} satisfies Messages;

type Article = Schemas['AdminArticle'];
type Detail = Schemas['AdminArticleDetail'];
type Status = Article['status'];

/** The `article_category` codes, labelled in the UI language. */
function useCategories(): { value: string; label: string }[] {
  const locale = useLocale();
  const [codes, setCodes] = useState<Schemas['Code'][]>([]);
  useEffect(() => {
    void api.GET('/v1/codes').then(({ data }) => data && setCodes(data.codes.filter((c) => c.category === 'article_category')));
  }, []);
  return codes.map((c) => ({ value: c.code, label: locale === 'ja' ? c.label_ja : c.label_en }));
}

export function Articles() {
  const t = useMessages(m);
  const navigate = useNavigate();
  const { has } = usePermissions();
  const categories = useCategories();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [locale, setLocale] = useState('');
  const [category, setCategory] = useState('');
  const [applied, setApplied] = useState({ q: '', status: '', locale: '', category: '' });

  const fetchPage = useCallback(
    async (cursor?: string): Promise<KeysetPage<Article>> => {
      const query = {
        limit: 50,
        ...(applied.q ? { q: applied.q } : {}),
        ...(applied.status ? { status: applied.status as Status } : {}),
        ...(applied.locale ? { locale: applied.locale as 'ja' | 'en' } : {}),
        ...(applied.category ? { category: applied.category } : {}),
        ...(cursor ? { cursor } : {}),
      };
      const { data, error } = await api.GET('/v1/admin/articles', { params: { query } });
      return data ? { rows: data.articles, next: data.next_cursor } : { error: apiError(error) };
    },
    [applied],
  );
  const { rows, next, loading, error, load } = useKeysetList(fetchPage);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ q: q.trim(), status, locale, category });
  };
  const categoryLabel = (c: string) => categories.find((x) => x.value === c)?.label ?? c;

  return (
    <Page title={t('title')} actions={has('articles.edit') ? <Button onClick={() => navigate('/articles/new')}>{t('newArticle')}</Button> : null}>
      <form className="toolbar" onSubmit={submit} role="search">
        <TextField label={t('search')} name="q" value={q} onChange={setQ} />
        <SelectField
          label={t('status')}
          name="status"
          value={status}
          onChange={setStatus}
          options={[{ value: '', label: t('all') }, ...(['draft', 'scheduled', 'published', 'archived'] as const).map((s) => ({ value: s, label: t(s) }))]}
        />
        <SelectField label={t('locale')} name="locale" value={locale} onChange={setLocale} options={[{ value: '', label: t('all') }, { value: 'ja', label: t('ja') }, { value: 'en', label: t('en') }]} />
        <SelectField label={t('category')} name="category" value={category} onChange={setCategory} options={[{ value: '', label: t('all') }, ...categories]} />
        <Button type="submit">{t('go')}</Button>
      </form>
      <ErrorBanner error={error} />
      <DataTable<Article>
        rows={rows}
        keyOf={(a) => a.id}
        loading={loading}
        nextCursor={next}
        onMore={() => next && void load(next)}
        onRowClick={(a) => navigate(`/articles/${a.id}`)}
        empty={t('empty')}
        columns={[
          { key: 'title', header: t('articleTitle') },
          { key: 'slug', header: t('slug') },
          { key: 'locale', header: t('locale'), render: (a) => t(a.locale) },
          { key: 'category', header: t('category'), render: (a) => categoryLabel(a.category) },
          { key: 'status', header: t('status'), render: (a) => <StatusBadge status={a.status} /> },
          { key: 'published_at', header: t('publishedAt'), render: (a) => formatDateTime(a.published_at) },
          { key: 'updated_at', header: t('updated'), render: (a) => formatDateTime(a.updated_at) },
        ]}
      />
    </Page>
  );
}

interface Form {
  slug: string;
  locale: 'ja' | 'en';
  category: string;
  title: string;
  summary: string;
  body_markdown: string;
}
const blank: Form = { slug: '', locale: 'ja', category: 'news', title: '', summary: '', body_markdown: '' };

/** `datetime-local` (the browser's zone) to an ISO instant; empty stays empty. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Create (`/articles/new`) or edit an article, with the server's own rendering as the preview. */
export function ArticleEditor() {
  const t = useMessages(m);
  const toast = useToast();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { has } = usePermissions();
  const categories = useCategories();
  const [article, setArticle] = useState<Detail>();
  const [form, setForm] = useState<Form>(blank);
  const [html, setHtml] = useState('');
  const [error, setError] = useState<ApiError>();
  const [publishAt, setPublishAt] = useState('');
  const [saving, setSaving] = useState(false);

  const adopt = (a: Detail) => {
    setArticle(a);
    setForm({ slug: a.slug, locale: a.locale, category: a.category, title: a.title, summary: a.summary ?? '', body_markdown: a.body_markdown });
    setHtml(a.body_html);
  };
  const begin = useLatestLoad();
  useEffect(() => {
    if (isNew) return;
    // An answer for an article left since must not fill this one's form.
    const isLatest = begin();
    void api.GET('/v1/admin/articles/{id}', { params: { path: { id } } }).then(({ data, error }) => isLatest() && (data ? adopt(data.article) : setError(apiError(error))));
  }, [id, isNew, begin]);

  const live = article && (article.status === 'published' || article.status === 'scheduled');
  // Editing what the public reads needs articles.publish as well (docs/admin.md).
  const canEdit = has('articles.edit') && (!live || has('articles.publish'));
  const canPublish = has('articles.publish');
  const set = <K extends keyof Form>(k: K) => (v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  async function preview() {
    const { data, error } = await api.POST('/v1/admin/articles/preview', { body: { body_markdown: form.body_markdown } });
    if (!data) return setError(apiError(error));
    setError(undefined);
    setHtml(data.body_html);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const body = { ...form, summary: form.summary.trim() ? form.summary : null };
    const res = isNew
      ? await api.POST('/v1/admin/articles', { body })
      : await api.PATCH('/v1/admin/articles/{id}', { params: { path: { id } }, body });
    setSaving(false);
    if (!res.data) return setError(apiError(res.error));
    setError(undefined);
    adopt(res.data.article);
    toast(t('saved'));
    if (isNew) navigate(`/articles/${res.data.article.id}`, { replace: true });
  }

  async function move(action: 'publish' | 'unpublish' | 'archive' | 'restore') {
    if (!article) return;
    const path = { params: { path: { id: article.id } } };
    const at = toIso(publishAt);
    const res =
      action === 'publish'
        ? await api.POST('/v1/admin/articles/{id}/publish', { ...path, body: at ? { published_at: at } : {} })
        : action === 'unpublish'
          ? await api.POST('/v1/admin/articles/{id}/unpublish', path)
          : action === 'archive'
            ? await api.POST('/v1/admin/articles/{id}/archive', path)
            : await api.POST('/v1/admin/articles/{id}/restore', path);
    if (!res.data) return setError(apiError(res.error));
    setError(undefined);
    adopt(res.data.article);
    toast(t('saved'));
  }

  const title = article?.title ?? '';
  const status = article?.status;
  const actions = (
    <>
      <Button kind="secondary" onClick={() => navigate('/articles')}>
        {t('back')}
      </Button>
      {status ? <StatusBadge status={status} /> : null}
    </>
  );
  return (
    <Page title={isNew ? t('create') : t('edit')} actions={actions}>
      <ErrorBanner error={error} />
      {!isNew && article && !canEdit ? <p className="notice">{live && has('articles.edit') ? t('publishedNeedsPublish') : t('readOnly')}</p> : null}
      <form onSubmit={save}>
        <div className="form-grid">
          <fieldset disabled={!isNew && !canEdit} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
            <TextField label={t('articleTitle')} name="title" value={form.title} onChange={set('title')} required error={fieldError(error, 'title')} />
            <TextField label={t('slug')} name="slug" value={form.slug} onChange={set('slug')} required error={fieldError(error, 'slug')} placeholder="spring-campaign" />
            <SelectField label={t('locale')} name="locale" value={form.locale} onChange={(v) => set('locale')(v as 'ja' | 'en')} options={[{ value: 'ja', label: t('ja') }, { value: 'en', label: t('en') }]} error={fieldError(error, 'locale')} />
            <SelectField
              label={t('category')}
              name="category"
              value={form.category}
              onChange={set('category')}
              options={categories.length ? categories : [{ value: form.category, label: form.category }]}
              error={fieldError(error, 'category')}
            />
            <TextField label={t('summary')} name="summary" value={form.summary} onChange={set('summary')} multiline rows={2} wide error={fieldError(error, 'summary')} />
            <TextField label={t('body')} name="body_markdown" value={form.body_markdown} onChange={set('body_markdown')} multiline rows={14} wide error={fieldError(error, 'body_markdown')} />
          </fieldset>
        </div>
        <div className="page-actions">
          {isNew || canEdit ? (
            <Button type="submit" disabled={saving}>
              {t('save')}
            </Button>
          ) : null}
          <Button kind="secondary" onClick={() => void preview()}>
            {t('refreshPreview')}
          </Button>
        </div>
      </form>
      {article ? (
        <div className="panel page-actions" style={endAligned} aria-label={t('status')}>
          {canPublish && status !== 'archived' ? (
            <>
              <TextField label={t('publishAt')} name="published_at" type="datetime-local" value={publishAt} onChange={setPublishAt} error={fieldError(error, 'published_at')} />
              <ConfirmButton kind="primary" confirm={t('publishQ', { title })} onConfirm={() => move('publish')}>
                {t('publish')}
              </ConfirmButton>
            </>
          ) : null}
          {canPublish && live ? (
            <ConfirmButton kind="secondary" confirm={t('unpublishQ', { title })} onConfirm={() => move('unpublish')}>
              {t('unpublish')}
            </ConfirmButton>
          ) : null}
          {has('articles.edit') && (status === 'draft' || (live && canPublish)) ? (
            <ConfirmButton confirm={t('archiveQ', { title })} onConfirm={() => move('archive')}>
              {t('archive')}
            </ConfirmButton>
          ) : null}
          {has('articles.edit') && status === 'archived' ? (
            <ConfirmButton kind="secondary" confirm={t('restoreQ', { title })} onConfirm={() => move('restore')}>
              {t('restore')}
            </ConfirmButton>
          ) : null}
        </div>
      ) : null}
      <section className="panel" aria-labelledby="article-preview">
        <h2 id="article-preview">{t('preview')}</h2>
        {/* body_html is rendered and sanitised by the server, by the code the public read uses. */}
        <div className="article-preview" dangerouslySetInnerHTML={{ __html: html }} />
      </section>
    </Page>
  );
}
