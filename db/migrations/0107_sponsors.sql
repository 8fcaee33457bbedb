-- Sponsors (contract 4.3, issue 13): partner businesses with a point on the map, a benefit and a
-- check-in reward (experience points, and data such as a coupon code shown after checking in).
-- Nearby search uses the geography of the lots (DESIGN.md; migration 0010 chose PostGIS or
-- earthdistance), through the same index-backed helpers (lot_location_within, lot_location_order).
--
-- A check-in (checkin_sponsor, src/modules/content/sql/) needs the caller within the sponsor's
-- radius, happens at most once per sponsor, user and Tokyo day, and writes a `sponsor_checkin`
-- activity whose trigger (award_sponsor_checkin, src/modules/gamification/sql/) awards the points.
-- Admin writes: ads.view / ads.edit (the contract's Content keys have no sponsors.* of their own).

create table public.sponsors (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint sponsors_name_length check (char_length(name) between 1 and 200 and btrim(name) <> ''),
  description text constraint sponsors_description_length check (char_length(description) <= 2000),
  benefit text not null constraint sponsors_benefit_length check (char_length(benefit) between 1 and 500 and btrim(benefit) <> ''),
  address text constraint sponsors_address_length check (char_length(address) <= 500),
  lat double precision not null constraint sponsors_lat_range check (lat between -90 and 90),
  lng double precision not null constraint sponsors_lng_range check (lng between -180 and 180),
  checkin_radius_m integer not null default 100 constraint sponsors_checkin_radius_range check (checkin_radius_m between 10 and 1000),
  checkin_exp integer not null default 10 constraint sponsors_checkin_exp_range check (checkin_exp between 0 and 10000),
  logo_asset_id uuid constraint sponsors_logo_asset_id_fkey references public.assets (id) on delete set null,
  website_url text constraint sponsors_website_url_format check (char_length(website_url) <= 1000 and website_url ~* '^https?://[^\s]+$'),
  status text not null default 'draft' constraint sponsors_status_check check (status in ('draft', 'active', 'ended')),
  created_by uuid default auth.uid() constraint sponsors_created_by_fkey references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger sponsors_touch before update on public.sponsors for each row execute function public.touch_updated_at();

-- The search location, as parking_lots.location: geography with PostGIS, earth otherwise.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'postgis') then
    alter table public.sponsors add column location geography(Point, 4326)
      generated always as (st_setsrid(st_makepoint(lng, lat), 4326)::geography) stored;
  else
    alter table public.sponsors add column location earth generated always as (ll_to_earth(lat, lng)) stored;
  end if;
  create index sponsors_location_idx on public.sponsors using gist (location) where status = 'active';
end
$$;
-- What a check-in reveals (a coupon code, say): a table of its own, so that the public, who read
-- sponsors, cannot read it before checking in. checkin_sponsor returns it.
create table public.sponsor_rewards (
  sponsor_id uuid primary key constraint sponsor_rewards_sponsor_id_fkey references public.sponsors (id) on delete cascade,
  data jsonb not null default '{}' constraint sponsor_rewards_data_object check (jsonb_typeof(data) = 'object' and pg_column_size(data) <= 4000),
  updated_at timestamptz not null default now()
);
create trigger sponsor_rewards_touch before update on public.sponsor_rewards for each row execute function public.touch_updated_at();

create index sponsors_public_idx on public.sponsors (created_at desc, id desc) where status = 'active';
create index sponsors_logo_asset_id_idx on public.sponsors (logo_asset_id) where logo_asset_id is not null;
create index sponsors_created_by_idx on public.sponsors (created_by) where created_by is not null;

create table public.sponsor_checkins (
  id uuid primary key default gen_random_uuid(),
  sponsor_id uuid not null constraint sponsor_checkins_sponsor_id_fkey references public.sponsors (id),
  user_id uuid not null constraint sponsor_checkins_user_id_fkey references auth.users (id) on delete cascade,
  client_request_id uuid not null,
  -- The day in Asia/Tokyo the check-in counts for.
  local_date date not null,
  lat double precision not null,
  lng double precision not null,
  distance_m double precision not null,
  checked_in_at timestamptz not null default now(),
  -- Once per sponsor, user and day; a repeated request is the same check-in.
  constraint sponsor_checkins_once_a_day unique (sponsor_id, user_id, local_date),
  constraint sponsor_checkins_request_key unique (user_id, client_request_id)
);
create index sponsor_checkins_user_idx on public.sponsor_checkins (user_id, checked_in_at desc);

-- The activity log takes check-ins beside session events: a row names its session or its check-in.
alter table public.user_activities alter column parking_session_id drop not null;
alter table public.user_activities alter column parking_lot_id drop not null;
alter table public.user_activities add column sponsor_checkin_id uuid
  constraint user_activities_sponsor_checkin_id_fkey references public.sponsor_checkins (id) on delete cascade;
alter table public.user_activities drop constraint user_activities_activity_type_check;
alter table public.user_activities add constraint user_activities_activity_type_check
  check (activity_type in ('session_start', 'session_end', 'session_cancel', 'sponsor_checkin'));
alter table public.user_activities add constraint user_activities_subject check (
  case when activity_type = 'sponsor_checkin'
       then sponsor_checkin_id is not null and parking_session_id is null
       else parking_session_id is not null and parking_lot_id is not null and sponsor_checkin_id is null end);
-- A check-in is awarded once: the last line of defence, as user_activities_once_per_session.
alter table public.user_activities add constraint user_activities_once_per_checkin unique (sponsor_checkin_id);

alter table public.sponsors enable row level security;
alter table public.sponsor_rewards enable row level security;
alter table public.sponsor_checkins enable row level security;

create policy sponsors_public_read on public.sponsors for select to anon, authenticated using (status = 'active');
create policy sponsors_admin_read on public.sponsors for select to authenticated using ((select public.has_permission('ads.view')));
create policy sponsors_admin_write on public.sponsors for all to authenticated
  using ((select public.has_permission('ads.edit'))) with check ((select public.has_permission('ads.edit')));
create policy sponsor_rewards_admin_read on public.sponsor_rewards for select to authenticated using ((select public.has_permission('ads.view')));
create policy sponsor_rewards_admin_write on public.sponsor_rewards for all to authenticated
  using ((select public.has_permission('ads.edit'))) with check ((select public.has_permission('ads.edit')));
-- Check-ins: their user, and admins with ads.view. Only checkin_sponsor writes them.
create policy sponsor_checkins_own_read on public.sponsor_checkins for select to authenticated
  using (user_id = (select auth.uid()));
create policy sponsor_checkins_admin_read on public.sponsor_checkins for select to authenticated
  using ((select public.has_permission('ads.view')));

grant select on public.sponsors to anon, authenticated;
grant insert (id, name, description, benefit, address, lat, lng, checkin_radius_m, checkin_exp, logo_asset_id, website_url, status),
  update (name, description, benefit, address, lat, lng, checkin_radius_m, checkin_exp, logo_asset_id, website_url, status),
  delete on public.sponsors to authenticated;
grant select, insert (sponsor_id, data), update (data), delete on public.sponsor_rewards to authenticated;
grant select on public.sponsor_checkins to authenticated;

create policy assets_public_sponsor_logo on public.assets for select to anon, authenticated
  using (exists (select 1 from public.sponsors s where s.logo_asset_id = assets.id and s.status = 'active'));
