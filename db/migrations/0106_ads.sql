-- Ads (contract 4.3, issue 13): banners the app shows in a placement, for a locale, between two
-- times. Like articles, an ad goes live and ends by the read's own clock (starts_at, ends_at), with no
-- job. Impressions and clicks are counted per ad and Tokyo day by record_ad_event
-- (src/modules/content/sql/), the one writer of ad_event_counts; admins read the sums per day
-- through ad_daily_stats.

insert into public.codes (category, code, label_en, label_ja, sort_order) values
  ('ad_placement', 'home_banner', 'Home screen banner', 'ホーム画面バナー', 10),
  ('ad_placement', 'search_results', 'Among search results', '検索結果内', 20),
  ('ad_placement', 'lot_detail', 'Parking lot detail', '駐車場詳細', 30),
  ('ad_placement', 'session_end', 'After a parking session', '駐車終了後', 40);

create table public.ads (
  id uuid primary key default gen_random_uuid(),
  placement_kind text generated always as ('ad_placement') stored,
  placement text not null,
  -- null: shown in every locale.
  locale text constraint ads_locale_check check (locale in ('ja', 'en')),
  title text not null constraint ads_title_length check (char_length(title) between 1 and 100 and btrim(title) <> ''),
  body text constraint ads_body_length check (char_length(body) <= 500),
  image_asset_id uuid constraint ads_image_asset_id_fkey references public.assets (id) on delete set null,
  link_url text constraint ads_link_url_format check (char_length(link_url) <= 1000 and link_url ~* '^https?://[^\s]+$'),
  advertiser text constraint ads_advertiser_length check (char_length(advertiser) <= 200),
  -- Higher first within a placement.
  priority integer not null default 0 constraint ads_priority_range check (priority between -1000 and 1000),
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  is_active boolean not null default true,
  created_by uuid default auth.uid() constraint ads_created_by_fkey references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ads_placement_fkey foreign key (placement_kind, placement) references public.codes (category, code),
  constraint ads_schedule_order check (ends_at is null or ends_at > starts_at)
);
create trigger ads_touch before update on public.ads for each row execute function public.touch_updated_at();
create index ads_live_idx on public.ads (placement, priority desc, starts_at desc, id) where is_active;
create index ads_image_asset_id_idx on public.ads (image_asset_id) where image_asset_id is not null;
create index ads_created_by_idx on public.ads (created_by) where created_by is not null;

-- Counters, not an event log: one row per ad, Tokyo day, kind and shard, incremented in place. The
-- shard (0..7, chosen at random per event) spreads a popular ad's increments over eight rows, so that
-- concurrent events rarely wait for one another's row lock; the sums are ad_daily_stats.
create table public.ad_event_counts (
  ad_id uuid not null constraint ad_event_counts_ad_id_fkey references public.ads (id) on delete cascade,
  day date not null,
  event_type text not null constraint ad_event_counts_event_type_check check (event_type in ('impression', 'click')),
  shard smallint not null constraint ad_event_counts_shard_range check (shard between 0 and 7),
  count bigint not null default 0 constraint ad_event_counts_count_check check (count >= 0),
  primary key (ad_id, day, event_type, shard)
);

alter table public.ads enable row level security;
alter table public.ad_event_counts enable row level security;

-- The public: active ads within their schedule. Admins with ads.view: every ad and its counts.
create policy ads_public_read on public.ads for select to anon, authenticated
  using (is_active and starts_at <= now() and (ends_at is null or ends_at > now()));
create policy ads_admin_read on public.ads for select to authenticated
  using ((select public.has_permission('ads.view')));
create policy ads_admin_write on public.ads for all to authenticated
  using ((select public.has_permission('ads.edit'))) with check ((select public.has_permission('ads.edit')));
create policy ad_event_counts_admin_read on public.ad_event_counts for select to authenticated
  using ((select public.has_permission('ads.view')));

grant select on public.ads to anon, authenticated;
grant insert (id, placement, locale, title, body, image_asset_id, link_url, advertiser, priority, starts_at, ends_at, is_active),
  update (placement, locale, title, body, image_asset_id, link_url, advertiser, priority, starts_at, ends_at, is_active),
  delete on public.ads to authenticated;
grant select on public.ad_event_counts to authenticated;

-- An ad's image is public while the ad is live.
create policy assets_public_ad_image on public.assets for select to anon, authenticated
  using (exists (select 1 from public.ads a
                  where a.image_asset_id = assets.id and a.is_active and a.starts_at <= now() and (a.ends_at is null or a.ends_at > now())));
