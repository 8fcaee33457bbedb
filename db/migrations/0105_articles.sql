-- Articles (contract 4.3, issue 13): news and guides the app lists. The public sees an article once
-- it is `published` and its published_at has come, so a scheduled article appears at its time
-- through the read itself, with no job to flip it. The body is Markdown; the API renders it to HTML
-- and sanitises that on every read (src/modules/content/markdown.ts), so no stored HTML, whoever
-- wrote the row, reaches a client.
--
-- Writes belong to the admin side (articles.edit, articles.publish); the policies below are what
-- it will rely on.

insert into public.codes (category, code, label_en, label_ja, sort_order) values
  ('article_category', 'news', 'News', 'お知らせ', 10),
  ('article_category', 'guide', 'Guide', 'ガイド', 20),
  ('article_category', 'campaign', 'Campaign', 'キャンペーン', 30),
  ('article_category', 'maintenance', 'Maintenance', 'メンテナンス', 40);

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  -- One slug names the same article in every locale it is written in.
  slug text not null constraint articles_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  locale text not null constraint articles_locale_check check (locale in ('ja', 'en')),
  category_kind text generated always as ('article_category') stored,
  category text not null,
  title text not null constraint articles_title_length check (char_length(title) between 1 and 200 and btrim(title) <> ''),
  summary text constraint articles_summary_length check (char_length(summary) <= 500),
  body_markdown text not null default '' constraint articles_body_length check (char_length(body_markdown) <= 100000),
  -- A cover from the upload flow (category `content`); its URL is the asset's public_url.
  cover_asset_id uuid constraint articles_cover_asset_id_fkey references public.assets (id) on delete set null,
  status text not null default 'draft' constraint articles_status_check check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  created_by uuid default auth.uid() constraint articles_created_by_fkey references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint articles_slug_locale_key unique (slug, locale),
  constraint articles_category_fkey foreign key (category_kind, category) references public.codes (category, code),
  -- A published article says from when; the time may be ahead (scheduled).
  constraint articles_published_at_required check (status <> 'published' or published_at is not null)
);
create trigger articles_touch before update on public.articles for each row execute function public.touch_updated_at();

-- The public list: newest first, by locale and category (keyset on published_at, id).
create index articles_public_idx on public.articles (published_at desc, id desc) where status = 'published';
create index articles_public_locale_idx on public.articles (locale, published_at desc, id desc) where status = 'published';
create index articles_public_category_idx on public.articles (category, locale, published_at desc, id desc) where status = 'published';
create index articles_cover_asset_id_idx on public.articles (cover_asset_id) where cover_asset_id is not null;
create index articles_created_by_idx on public.articles (created_by) where created_by is not null;

alter table public.articles enable row level security;

-- The public: published articles whose time has come. Admins with articles.view: every article.
create policy articles_public_read on public.articles for select to anon, authenticated
  using (status = 'published' and published_at <= now());
create policy articles_admin_read on public.articles for select to authenticated
  using ((select public.has_permission('articles.view')));
-- Editors write drafts and archived articles; a row that is (or becomes) published needs
-- articles.publish, so what the public sees changes only through a publisher.
create policy articles_admin_insert on public.articles for insert to authenticated
  with check ((select public.has_permission('articles.edit'))
              and (status <> 'published' or (select public.has_permission('articles.publish'))));
create policy articles_admin_update on public.articles for update to authenticated
  using ((select public.has_permission('articles.edit'))
         and (status <> 'published' or (select public.has_permission('articles.publish'))))
  with check ((select public.has_permission('articles.edit'))
              and (status <> 'published' or (select public.has_permission('articles.publish'))));
create policy articles_admin_delete on public.articles for delete to authenticated
  using ((select public.has_permission('articles.edit'))
         and (status <> 'published' or (select public.has_permission('articles.publish'))));

grant select on public.articles to anon, authenticated;
grant insert (id, slug, locale, category, title, summary, body_markdown, cover_asset_id, status, published_at),
  update (slug, locale, category, title, summary, body_markdown, cover_asset_id, status, published_at),
  delete on public.articles to authenticated;

-- Covers are public once their article is: the assets table otherwise shows an asset only to its
-- uploader and to lot editors.
create policy assets_public_article_cover on public.assets for select to anon, authenticated
  using (exists (select 1 from public.articles a
                  where a.cover_asset_id = assets.id and a.status = 'published' and a.published_at <= now()));
create policy assets_content_admin_read on public.assets for select to authenticated
  using (category = 'content' and ((select public.has_permission('articles.view')) or (select public.has_permission('ads.view'))));
