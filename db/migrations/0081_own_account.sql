-- Own account (contract 4.2, 4.6 mark_notifications_read and withdraw_account, 6; issue 12 items 1-7):
-- vehicles, saved lots, notifications, push tokens, themes, and the profile's new fields. Every table
-- is the user's own: row-level security shows a user their rows only, and what a user may not write
-- directly (notifications, push tokens that change hands, bought themes, the withdrawal) goes through
-- definer functions in src/modules/<area>/sql/ that scope themselves to auth.uid().
-- User rows reference auth.users and go with the user (personal data, see docs/identity.md).

-- Vehicles ------------------------------------------------------------------------------------------

-- A driver's vehicles, at most 10 live ones each (user_vehicles_guard). Dimensions are optional: an
-- unknown dimension filters nothing in search. Deleting is soft (deleted_at), so that a vehicle named
-- by an old record keeps its row; a deleted vehicle is gone for every route.
create table public.user_vehicles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() constraint user_vehicles_user_id_fkey references auth.users (id) on delete cascade,
  nickname text not null constraint user_vehicles_nickname_length check (char_length(nickname) between 1 and 50 and btrim(nickname) <> ''),
  -- A code of the vehicle_type category (api-decisions: motorcycle, kei, regular, oversized).
  vehicle_type text not null,
  vehicle_type_category text generated always as ('vehicle_type') stored,
  plate_number text constraint user_vehicles_plate_number_length check (char_length(plate_number) between 1 and 30 and btrim(plate_number) <> ''),
  height_m numeric constraint user_vehicles_height_m_range check (height_m between 0.5 and 5),
  width_m numeric constraint user_vehicles_width_m_range check (width_m between 0.3 and 3.5),
  length_m numeric constraint user_vehicles_length_m_range check (length_m between 0.5 and 20),
  weight_t numeric constraint user_vehicles_weight_t_range check (weight_t between 0.05 and 50),
  tire_width_mm integer constraint user_vehicles_tire_width_mm_range check (tire_width_mm between 50 and 600),
  ground_clearance_cm integer constraint user_vehicles_ground_clearance_cm_range check (ground_clearance_cm between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint user_vehicles_vehicle_type_fkey foreign key (vehicle_type_category, vehicle_type) references public.codes (category, code),
  -- The profile's default vehicle references (user_id, id): only an own vehicle can be the default.
  constraint user_vehicles_user_id_id_key unique (user_id, id)
);
create index user_vehicles_live_idx on public.user_vehicles (user_id, created_at, id) where deleted_at is null;
create trigger user_vehicles_touch before update on public.user_vehicles for each row execute function public.touch_updated_at();

alter table public.user_vehicles enable row level security;
create policy user_vehicles_own on public.user_vehicles for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select on public.user_vehicles to authenticated;
grant insert (nickname, vehicle_type, plate_number, height_m, width_m, length_m, weight_t, tire_width_mm, ground_clearance_cm)
  on public.user_vehicles to authenticated;
grant update (nickname, vehicle_type, plate_number, height_m, width_m, length_m, weight_t, tire_width_mm, ground_clearance_cm, deleted_at)
  on public.user_vehicles to authenticated;

-- Themes --------------------------------------------------------------------------------------------

-- The theme master. A theme is owned when it is free (no price, no badge, no level), bought with
-- experience points (user_themes), or granted by a badge the user holds or a level they reached:
-- grants are data here, not code. Premium themes are applied only with Plus (user_is_premium).
create table public.themes (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint themes_code_key unique constraint themes_code_format check (code ~ '^[a-z][a-z0-9_]{1,49}$'),
  name_en text not null constraint themes_name_en_length check (char_length(name_en) between 1 and 100),
  name_ja text not null constraint themes_name_ja_length check (char_length(name_ja) between 1 and 100),
  -- Named colours, each #RRGGBB: {"primary": "#0f766e", "background": "#ffffff", ...}.
  colors jsonb not null constraint themes_colors_format check (
    jsonb_typeof(colors) = 'object' and colors <> '{}'
    and not jsonb_path_exists(colors, '$.* ? (@.type() != "string" || !(@ like_regex "^#[0-9a-fA-F]{6}$"))')),
  is_premium boolean not null default false,
  -- Experience points it costs (spent from points not yet spent); null = not for sale.
  price_exp integer constraint themes_price_exp_range check (price_exp between 1 and 1000000),
  granted_by_badge_id uuid constraint themes_granted_by_badge_id_fkey references public.badges (id) on delete set null,
  granted_at_level integer constraint themes_granted_at_level_check check (granted_at_level >= 1),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index themes_granted_by_badge_idx on public.themes (granted_by_badge_id) where granted_by_badge_id is not null;
create trigger themes_touch before update on public.themes for each row execute function public.touch_updated_at();

-- Themes bought with experience points (purchase_theme). exp_spent is what it cost then.
create table public.user_themes (
  user_id uuid not null constraint user_themes_user_id_fkey references auth.users (id) on delete cascade,
  theme_id uuid not null constraint user_themes_theme_id_fkey references public.themes (id) on delete cascade,
  exp_spent integer not null default 0 constraint user_themes_exp_spent_check check (exp_spent >= 0),
  acquired_at timestamptz not null default now(),
  primary key (user_id, theme_id)
);
create index user_themes_theme_idx on public.user_themes (theme_id);

alter table public.themes enable row level security;
alter table public.user_themes enable row level security;
create policy themes_read on public.themes for select to authenticated
  using (is_active or (select public.has_permission('gamification.view')));
create policy themes_write on public.themes for all to authenticated
  using ((select public.has_permission('gamification.edit'))) with check ((select public.has_permission('gamification.edit')));
create policy user_themes_own_read on public.user_themes for select to authenticated using (user_id = (select auth.uid()));
grant select on public.themes, public.user_themes to authenticated;
grant insert (code, name_en, name_ja, colors, is_premium, price_exp, granted_by_badge_id, granted_at_level, is_active, sort_order),
  update (name_en, name_ja, colors, is_premium, price_exp, granted_by_badge_id, granted_at_level, is_active, sort_order)
  on public.themes to authenticated;

insert into public.themes (code, name_en, name_ja, colors, is_premium, price_exp, granted_by_badge_id, granted_at_level, sort_order)
values
  ('standard', 'Standard', 'スタンダード', '{"primary": "#0f766e", "background": "#ffffff", "surface": "#f1f5f9", "text": "#0f172a"}', false, null, null, null, 10),
  ('night', 'Night', 'ナイト', '{"primary": "#38bdf8", "background": "#0b1120", "surface": "#1e293b", "text": "#e2e8f0"}', false, null, null, null, 20),
  ('ocean', 'Ocean', 'オーシャン', '{"primary": "#0369a1", "background": "#f0f9ff", "surface": "#e0f2fe", "text": "#082f49"}', false, 100, null, null, 30),
  ('explorer', 'Explorer', 'エクスプローラー', '{"primary": "#15803d", "background": "#f7fee7", "surface": "#ecfccb", "text": "#1a2e05"}', false, null,
     (select id from public.badges where code = 'new_ward'), null, 40),
  ('veteran', 'Veteran', 'ベテラン', '{"primary": "#b45309", "background": "#fffbeb", "surface": "#fef3c7", "text": "#451a03"}', false, null, null, 5, 50),
  ('sakura', 'Sakura', 'さくら', '{"primary": "#db2777", "background": "#fff1f2", "surface": "#ffe4e6", "text": "#4c0519"}', true, null, null, null, 60),
  ('midnight_gold', 'Midnight gold', 'ミッドナイトゴールド', '{"primary": "#eab308", "background": "#0a0a0a", "surface": "#1c1917", "text": "#fafaf9"}', true, null, null, null, 70);

-- Profile -------------------------------------------------------------------------------------------

alter table public.profiles
  add column avatar_asset_id uuid constraint profiles_avatar_asset_id_fkey references public.assets (id) on delete set null,
  add column default_vehicle_id uuid,
  add column theme_id uuid constraint profiles_theme_id_fkey references public.themes (id) on delete set null,
  add column withdrawn_at timestamptz,
  -- Only an own vehicle can be the default; a vehicle deleted for good clears it (soft deletion:
  -- user_vehicles_guard).
  add constraint profiles_default_vehicle_fkey foreign key (user_id, default_vehicle_id)
    references public.user_vehicles (user_id, id) on delete set null (default_vehicle_id),
  -- withdraw_account sets both; a profile withdrawn before this column existed has no time.
  add constraint profiles_withdrawn_at_only_when_withdrawn check (withdrawn_at is null or status = 'withdrawn');
create index profiles_avatar_asset_idx on public.profiles (avatar_asset_id) where avatar_asset_id is not null;
create index profiles_theme_idx on public.profiles (theme_id) where theme_id is not null;
create index profiles_default_vehicle_idx on public.profiles (user_id, default_vehicle_id) where default_vehicle_id is not null;

-- A user changes their name, locale, avatar and default vehicle; the theme only through
-- apply_theme (owned, premium checked) and the status only through withdraw_account.
revoke insert, update on public.profiles from authenticated;
grant insert (user_id, display_name, locale, avatar_asset_id, default_vehicle_id),
  update (display_name, locale, avatar_asset_id, default_vehicle_id) on public.profiles to authenticated;

-- Saved lots ----------------------------------------------------------------------------------------

-- Favourites. Only a published lot can be saved; the link stays when the lot is later taken off the
-- map (the list hides it), so that it comes back if the lot does.
create table public.user_saved_parking_lots (
  user_id uuid not null default auth.uid() constraint user_saved_parking_lots_user_id_fkey references auth.users (id) on delete cascade,
  parking_lot_id uuid not null constraint user_saved_parking_lots_parking_lot_id_fkey references public.parking_lots (id) on delete cascade,
  -- Milliseconds, as the API shows it: the list's cursor is this instant as shown.
  created_at timestamptz not null default date_trunc('milliseconds', now()),
  primary key (user_id, parking_lot_id)
);
create index user_saved_parking_lots_list_idx on public.user_saved_parking_lots (user_id, created_at desc, parking_lot_id desc);
create index user_saved_parking_lots_lot_idx on public.user_saved_parking_lots (parking_lot_id);

alter table public.user_saved_parking_lots enable row level security;
create policy user_saved_parking_lots_own_read on public.user_saved_parking_lots for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_saved_parking_lots_own_insert on public.user_saved_parking_lots for insert to authenticated
  with check (user_id = (select auth.uid())
              and exists (select 1 from public.parking_lots l where l.id = parking_lot_id and l.status = 'active'));
create policy user_saved_parking_lots_own_delete on public.user_saved_parking_lots for delete to authenticated
  using (user_id = (select auth.uid()));
grant select, delete on public.user_saved_parking_lots to authenticated;
grant insert (parking_lot_id) on public.user_saved_parking_lots to authenticated;

-- Notifications -------------------------------------------------------------------------------------

-- What a user is told, one row per message: the realtime channel user_notifications:user_id=eq.{uid}
-- (contract 6) streams this table, so a row carries what a client needs to render it. Written by the
-- service (admin sends, system events); a user only reads and marks read (mark_notifications_read).
create table public.user_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null constraint user_notifications_user_id_fkey references auth.users (id) on delete cascade,
  -- What kind of message, for the client's icon and routing (e.g. `badge_earned`, `announcement`).
  type text not null constraint user_notifications_type_format check (type ~ '^[a-z][a-z0-9_]{0,49}$'),
  title text not null constraint user_notifications_title_length check (char_length(title) between 1 and 200),
  body text not null default '' constraint user_notifications_body_length check (char_length(body) <= 2000),
  -- Anything the client needs to act on it (a deep link, a lot id...).
  data jsonb not null default '{}' constraint user_notifications_data_object check (jsonb_typeof(data) = 'object'),
  read_at timestamptz,
  -- Milliseconds, as the API shows it, so that a `before` or a cursor echoed from a row means exactly that row.
  created_at timestamptz not null default date_trunc('milliseconds', now())
);
create index user_notifications_list_idx on public.user_notifications (user_id, created_at desc, id desc);
create index user_notifications_unread_idx on public.user_notifications (user_id, created_at) where read_at is null;

alter table public.user_notifications enable row level security;
create policy user_notifications_own_read on public.user_notifications for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.user_notifications to authenticated;

-- Push tokens ---------------------------------------------------------------------------------------

-- A device's push token belongs to one user at a time: registering it moves it (a phone that changes
-- hands), which a user cannot do to another user's row, hence upsert_push_token.
create table public.user_push_tokens (
  token text primary key constraint user_push_tokens_token_format check (char_length(token) between 1 and 1024 and token ~ '^[\x21-\x7e]+$'),
  user_id uuid not null constraint user_push_tokens_user_id_fkey references auth.users (id) on delete cascade,
  platform text not null constraint user_push_tokens_platform_check check (platform in ('ios', 'android', 'web')),
  app_version text constraint user_push_tokens_app_version_length check (char_length(app_version) between 1 and 50),
  device_id text constraint user_push_tokens_device_id_length check (char_length(device_id) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index user_push_tokens_user_idx on public.user_push_tokens (user_id, last_seen_at desc);
create trigger user_push_tokens_touch before update on public.user_push_tokens for each row execute function public.touch_updated_at();

alter table public.user_push_tokens enable row level security;
create policy user_push_tokens_own_read on public.user_push_tokens for select to authenticated using (user_id = (select auth.uid()));
create policy user_push_tokens_own_delete on public.user_push_tokens for delete to authenticated using (user_id = (select auth.uid()));
grant select, delete on public.user_push_tokens to authenticated;

-- Profile policies added here ---------------------------------------------------------------------

-- The avatar is an asset the user may show (public.can_use_as_avatar, the one place that decides),
-- whatever writes the profile. Restrictive: narrows profiles_own (0006), adds no access.
create policy profiles_own_avatar_insert on public.profiles as restrictive for insert to authenticated
  with check (avatar_asset_id is null or public.can_use_as_avatar(avatar_asset_id));
create policy profiles_own_avatar_update on public.profiles as restrictive for update to authenticated
  using (true) with check (avatar_asset_id is null or public.can_use_as_avatar(avatar_asset_id));
