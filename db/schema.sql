-- The schema of a fresh database after every migration and repeatable file, read back from its
-- catalogs by `npm run db:schema` (src/db/schema-snapshot.ts) on the embedded database (PGlite,
-- hence earthdistance where a server with PostGIS has geography). Generated: do not edit; CI
-- fails when it differs from what the migrations and repeatable files produce.

create extension cube with schema public;
create extension earthdistance with schema public;
create extension pg_trgm with schema public;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, public, service_role;

create table auth.refresh_tokens (
  id uuid default gen_random_uuid() not null,
  session_id uuid not null,
  token_hash text not null,
  created_at timestamp with time zone default now() not null,
  rotated_at timestamp with time zone
);
alter table auth.refresh_tokens add constraint refresh_tokens_pkey PRIMARY KEY (id);
alter table auth.refresh_tokens add constraint refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES auth.sessions(id) ON DELETE CASCADE;
alter table auth.refresh_tokens add constraint refresh_tokens_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text));
CREATE INDEX refresh_tokens_session_id_idx ON auth.refresh_tokens USING btree (session_id);
CREATE UNIQUE INDEX refresh_tokens_token_hash_key ON auth.refresh_tokens USING btree (token_hash);
alter table auth.refresh_tokens enable row level security;
grant delete, insert, select, update on auth.refresh_tokens to service_role;

create table auth.sessions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  created_at timestamp with time zone default now() not null,
  refreshed_at timestamp with time zone,
  user_agent text,
  ip text
);
alter table auth.sessions add constraint sessions_ip_check CHECK ((char_length(ip) <= 64));
alter table auth.sessions add constraint sessions_pkey PRIMARY KEY (id);
alter table auth.sessions add constraint sessions_user_agent_check CHECK ((char_length(user_agent) <= 512));
alter table auth.sessions add constraint sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX sessions_user_id_idx ON auth.sessions USING btree (user_id);
alter table auth.sessions enable row level security;
grant delete, insert, select, update on auth.sessions to service_role;

create table auth.users (
  id uuid default gen_random_uuid() not null,
  aud text default 'authenticated'::text not null,
  role text default 'authenticated'::text not null,
  email text not null,
  encrypted_password text,
  email_confirmed_at timestamp with time zone,
  last_sign_in_at timestamp with time zone,
  raw_app_meta_data jsonb default '{"provider": "email", "providers": ["email"]}'::jsonb not null,
  raw_user_meta_data jsonb default '{}'::jsonb not null,
  banned_until timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table auth.users add constraint users_email_check CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 320)) AND (email ~~ '%_@_%'::text)));
alter table auth.users add constraint users_pkey PRIMARY KEY (id);
CREATE UNIQUE INDEX users_email_key ON auth.users USING btree (lower(email));
alter table auth.users enable row level security;
CREATE TRIGGER users_touch BEFORE UPDATE ON auth.users FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, select, update on auth.users to service_role;

create table public.admin_notification_prefs (
  admin_id uuid not null,
  new_owner boolean default true not null,
  new_parking boolean default true not null,
  sales_daily boolean default true not null,
  sales_monthly boolean default true not null,
  system_alert boolean default true not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.admin_notification_prefs add constraint admin_notification_prefs_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;
alter table public.admin_notification_prefs add constraint admin_notification_prefs_pkey PRIMARY KEY (admin_id);
alter table public.admin_notification_prefs enable row level security;
create policy admin_notification_prefs_own on public.admin_notification_prefs as permissive for all to authenticated using ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text))))) with check ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text)))));
CREATE TRIGGER admin_notification_prefs_touch BEFORE UPDATE ON public.admin_notification_prefs FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admin_notification_prefs to service_role;
grant insert, select, update on public.admin_notification_prefs to authenticated;

create table public.admin_notifications (
  id uuid default gen_random_uuid() not null,
  admin_id uuid not null,
  kind text not null,
  parking_lot_id uuid,
  owner_id uuid,
  payload jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  delivered_at timestamp with time zone,
  read_at timestamp with time zone
);
alter table public.admin_notifications add constraint admin_notifications_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;
alter table public.admin_notifications add constraint admin_notifications_kind_check CHECK ((kind = ANY (ARRAY['new_owner'::text, 'new_parking'::text, 'sales_daily'::text, 'sales_monthly'::text, 'system_alert'::text])));
alter table public.admin_notifications add constraint admin_notifications_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.owners(id) ON DELETE CASCADE;
alter table public.admin_notifications add constraint admin_notifications_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.admin_notifications add constraint admin_notifications_pkey PRIMARY KEY (id);
CREATE INDEX admin_notifications_admin_idx ON public.admin_notifications USING btree (admin_id, created_at DESC);
CREATE INDEX admin_notifications_undelivered_idx ON public.admin_notifications USING btree (created_at) WHERE (delivered_at IS NULL);
alter table public.admin_notifications enable row level security;
create policy admin_notifications_mark_read on public.admin_notifications as permissive for update to authenticated using ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text)))));
create policy admin_notifications_own on public.admin_notifications as permissive for select to authenticated using ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text)))));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admin_notifications to service_role;
grant select on public.admin_notifications to authenticated;
grant update (read_at) on public.admin_notifications to authenticated;

create table public.admins (
  id uuid default gen_random_uuid() not null,
  user_id uuid,
  name text not null,
  email text not null,
  role_id uuid not null,
  status text default 'active'::text not null,
  last_login_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.admins add constraint admins_email_format CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 320)) AND (email ~~ '%_@_%'::text)));
alter table public.admins add constraint admins_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200)));
alter table public.admins add constraint admins_pkey PRIMARY KEY (id);
alter table public.admins add constraint admins_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.roles(id);
alter table public.admins add constraint admins_status_check CHECK ((status = ANY (ARRAY['active'::text, 'disabled'::text])));
alter table public.admins add constraint admins_user_id_key UNIQUE (user_id);
CREATE INDEX admins_created_at_idx ON public.admins USING btree (created_at DESC, id DESC);
CREATE UNIQUE INDEX admins_email_key ON public.admins USING btree (lower(email));
alter table public.admins enable row level security;
create policy admins_read on public.admins as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('admins.view'::text) AS has_permission)));
create policy admins_write on public.admins as permissive for all to authenticated using (( SELECT public.has_permission('admins.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('admins.edit'::text) AS has_permission));
CREATE TRIGGER admins_touch BEFORE UPDATE ON public.admins FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admins to service_role;
grant insert, select, update on public.admins to authenticated;

create table public.assets (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid(),
  category text not null,
  file_name text not null,
  mime_type text not null,
  file_size integer not null,
  s3_key text not null,
  public_url text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.assets add constraint assets_category_check CHECK ((category = ANY (ARRAY['parking_lot_image'::text, 'avatar'::text, 'review_image'::text, 'support_attachment'::text, 'content'::text])));
alter table public.assets add constraint assets_file_name_length CHECK (((char_length(file_name) >= 1) AND (char_length(file_name) <= 255)));
alter table public.assets add constraint assets_file_size_check CHECK ((file_size > 0));
alter table public.assets add constraint assets_mime_type_check CHECK ((mime_type ~ '^[a-z]+/[a-z0-9.+-]+$'::text));
alter table public.assets add constraint assets_pkey PRIMARY KEY (id);
alter table public.assets add constraint assets_s3_key_key UNIQUE (s3_key);
alter table public.assets enable row level security;
create policy assets_public_lot_image on public.assets as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lot_images i
  WHERE (i.asset_id = assets.id))));
create policy assets_read on public.assets as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('parking.edit'::text) AS has_permission)));
CREATE TRIGGER assets_listing_update AFTER UPDATE ON public.assets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.asset_listing_changed();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.assets to service_role;
grant select on public.assets to anon, authenticated;

create table public.badges (
  id uuid default gen_random_uuid() not null,
  code text not null,
  name text not null,
  description text default ''::text not null,
  icon_url text,
  rule_type text not null,
  threshold integer not null,
  is_active boolean default true not null,
  sort_order integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.badges add constraint badges_code_format CHECK ((code ~ '^[a-z][a-z0-9_]{1,49}$'::text));
alter table public.badges add constraint badges_code_key UNIQUE (code);
alter table public.badges add constraint badges_description_length CHECK ((char_length(description) <= 500));
alter table public.badges add constraint badges_icon_url_format CHECK (((char_length(icon_url) <= 500) AND (icon_url ~* '^https?://\S+$'::text)));
alter table public.badges add constraint badges_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 100)) AND (btrim(name) <> ''::text)));
alter table public.badges add constraint badges_pkey PRIMARY KEY (id);
alter table public.badges add constraint badges_rule_type_check CHECK ((rule_type = ANY (ARRAY['session_count'::text, 'night_session_count'::text, 'ward_count'::text])));
alter table public.badges add constraint badges_threshold_range CHECK (((threshold >= 1) AND (threshold <= 100000)));
alter table public.badges enable row level security;
create policy badges_earned_read on public.badges as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.user_badges ub
  WHERE ((ub.badge_id = badges.id) AND (ub.user_id = ( SELECT auth.uid() AS uid))))));
create policy badges_read on public.badges as permissive for select to authenticated using ((is_active OR ( SELECT public.has_permission('gamification.view'::text) AS has_permission)));
create policy badges_write on public.badges as permissive for all to authenticated using (( SELECT public.has_permission('gamification.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('gamification.edit'::text) AS has_permission));
CREATE TRIGGER badges_touch BEFORE UPDATE ON public.badges FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.badges to service_role;
grant select on public.badges to authenticated;
grant insert (code, name, description, icon_url, rule_type, threshold, is_active, sort_order) on public.badges to authenticated;
grant update (name, description, icon_url, rule_type, threshold, is_active, sort_order) on public.badges to authenticated;

create table public.codes (
  category text not null,
  code text not null,
  label_en text not null,
  label_ja text not null,
  sort_order integer default 0 not null,
  is_active boolean default true not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.codes add constraint codes_code_format CHECK ((code ~ '^[a-z][a-z0-9_]*$'::text));
alter table public.codes add constraint codes_pkey PRIMARY KEY (category, code);
alter table public.codes enable row level security;
create policy codes_read on public.codes as permissive for select to anon, authenticated using (is_active);
CREATE TRIGGER codes_touch BEFORE UPDATE ON public.codes FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.codes to service_role;
grant select on public.codes to anon, authenticated;

create table public.crash_reports (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid(),
  stack text not null,
  device text not null,
  app_version text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.crash_reports add constraint crash_reports_app_version_check CHECK (((char_length(app_version) >= 1) AND (char_length(app_version) <= 50)));
alter table public.crash_reports add constraint crash_reports_device_check CHECK (((char_length(device) >= 1) AND (char_length(device) <= 200)));
alter table public.crash_reports add constraint crash_reports_pkey PRIMARY KEY (id);
alter table public.crash_reports add constraint crash_reports_stack_length CHECK (((char_length(stack) >= 1) AND (char_length(stack) <= 20000)));
CREATE INDEX crash_reports_created_at_idx ON public.crash_reports USING btree (created_at DESC);
alter table public.crash_reports enable row level security;
create policy crash_reports_insert on public.crash_reports as permissive for insert to anon, authenticated with check ((NOT (user_id IS DISTINCT FROM auth.uid())));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.crash_reports to service_role;
grant insert on public.crash_reports to anon, authenticated;

create table public.exp_levels (
  level integer not null,
  min_exp bigint not null
);
alter table public.exp_levels add constraint exp_levels_level_check CHECK ((level >= 1));
alter table public.exp_levels add constraint exp_levels_min_exp_check CHECK ((min_exp >= 0));
alter table public.exp_levels add constraint exp_levels_min_exp_key UNIQUE (min_exp);
alter table public.exp_levels add constraint exp_levels_pkey PRIMARY KEY (level);
alter table public.exp_levels enable row level security;
create policy exp_levels_read on public.exp_levels as permissive for select to authenticated using (true);
grant delete, insert, maintain, references, select, trigger, truncate, update on public.exp_levels to service_role;
grant select on public.exp_levels to authenticated;

create table public.exp_rules (
  code text not null,
  name text not null,
  condition text not null,
  points integer not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.exp_rules add constraint exp_rules_code_format CHECK ((code ~ '^[a-z][a-z0-9_]{1,49}$'::text));
alter table public.exp_rules add constraint exp_rules_condition_check CHECK ((condition = ANY (ARRAY['every_session'::text, 'night_session'::text, 'new_ward'::text])));
alter table public.exp_rules add constraint exp_rules_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 100)) AND (btrim(name) <> ''::text)));
alter table public.exp_rules add constraint exp_rules_pkey PRIMARY KEY (code);
alter table public.exp_rules add constraint exp_rules_points_range CHECK (((points >= 0) AND (points <= 100000)));
alter table public.exp_rules enable row level security;
create policy exp_rules_read on public.exp_rules as permissive for select to authenticated using ((is_active OR ( SELECT public.has_permission('gamification.view'::text) AS has_permission)));
create policy exp_rules_write on public.exp_rules as permissive for all to authenticated using (( SELECT public.has_permission('gamification.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('gamification.edit'::text) AS has_permission));
CREATE TRIGGER exp_rules_touch BEFORE UPDATE ON public.exp_rules FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.exp_rules to service_role;
grant select on public.exp_rules to authenticated;
grant insert (code, name, condition, points, is_active) on public.exp_rules to authenticated;
grant update (name, condition, points, is_active) on public.exp_rules to authenticated;

create table public.holidays (
  holiday_date date not null,
  name text not null,
  name_en text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.holidays add constraint holidays_name_en_length CHECK ((char_length(name_en) <= 100));
alter table public.holidays add constraint holidays_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100)));
alter table public.holidays add constraint holidays_pkey PRIMARY KEY (holiday_date);
alter table public.holidays enable row level security;
create policy holidays_read on public.holidays as permissive for select to anon, authenticated using (true);
create policy holidays_service_write on public.holidays as permissive for all to service_role using (true) with check (true);
CREATE TRIGGER holidays_touch BEFORE UPDATE ON public.holidays FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.holidays to service_role;
grant select on public.holidays to anon, authenticated;

create table public.owners (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  display_name text not null,
  contact_email text,
  contact_phone text,
  status text default 'active'::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.owners add constraint owners_contact_email_length CHECK ((char_length(contact_email) <= 200));
alter table public.owners add constraint owners_contact_phone_length CHECK ((char_length(contact_phone) <= 20));
alter table public.owners add constraint owners_display_name_length CHECK (((char_length(display_name) >= 1) AND (char_length(display_name) <= 200)));
alter table public.owners add constraint owners_pkey PRIMARY KEY (id);
alter table public.owners add constraint owners_status_check CHECK ((status = ANY (ARRAY['active'::text, 'suspended'::text])));
alter table public.owners add constraint owners_user_id_key UNIQUE (user_id);
alter table public.owners enable row level security;
create policy owners_own on public.owners as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('owners.view'::text) AS has_permission)));
create policy owners_register on public.owners as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'active'::text)));
CREATE TRIGGER owners_notify_new AFTER INSERT ON public.owners FOR EACH ROW EXECUTE FUNCTION public.owners_notify_new();
CREATE TRIGGER owners_touch BEFORE UPDATE ON public.owners FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.owners to service_role;
grant select on public.owners to authenticated;
grant insert (display_name, contact_email, contact_phone) on public.owners to authenticated;

create table public.parking_lot_hours (
  id bigint generated always as identity not null,
  parking_lot_id uuid not null,
  window_type text default 'business'::text not null,
  day_type text default 'all'::text not null,
  day_of_week smallint,
  is_24h boolean default false not null,
  is_closed boolean default false not null,
  open_time text,
  close_time text,
  effective_from date,
  effective_to date
);
alter table public.parking_lot_hours add constraint parking_lot_hours_close_time_format CHECK ((close_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_hours add constraint parking_lot_hours_day_of_week_range CHECK (((day_of_week >= 0) AND (day_of_week <= 6)));
alter table public.parking_lot_hours add constraint parking_lot_hours_day_type_check CHECK ((day_type = ANY (ARRAY['all'::text, 'weekday'::text, 'saturday'::text, 'sunday'::text, 'holiday'::text, 'holiday_eve'::text])));
alter table public.parking_lot_hours add constraint parking_lot_hours_effective_order CHECK ((effective_from <= effective_to));
alter table public.parking_lot_hours add constraint parking_lot_hours_open_time_format CHECK ((open_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_hours add constraint parking_lot_hours_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_hours add constraint parking_lot_hours_pkey PRIMARY KEY (id);
alter table public.parking_lot_hours add constraint parking_lot_hours_window_type_check CHECK ((window_type = ANY (ARRAY['business'::text, 'entry'::text, 'exit'::text, 'after_hours_exit'::text])));
CREATE INDEX parking_lot_hours_lot_idx ON public.parking_lot_hours USING btree (parking_lot_id);
alter table public.parking_lot_hours enable row level security;
create policy parking_lot_hours_read on public.parking_lot_hours as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_hours.parking_lot_id))));
create policy parking_lot_hours_write on public.parking_lot_hours as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER hours_signed_delete AFTER DELETE ON public.parking_lot_hours REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER hours_signed_insert AFTER INSERT ON public.parking_lot_hours REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER hours_signed_update AFTER UPDATE ON public.parking_lot_hours REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_hours to service_role;
grant delete, insert, select, update on public.parking_lot_hours to authenticated;
grant select on public.parking_lot_hours to anon;

create table public.parking_lot_images (
  id bigint generated always as identity not null,
  parking_lot_id uuid not null,
  asset_id uuid not null,
  is_main boolean default false not null,
  sort_order integer,
  created_at timestamp with time zone default now() not null
);
alter table public.parking_lot_images add constraint parking_lot_images_asset_id_fkey FOREIGN KEY (asset_id) REFERENCES public.assets(id);
alter table public.parking_lot_images add constraint parking_lot_images_asset_key UNIQUE (parking_lot_id, asset_id);
alter table public.parking_lot_images add constraint parking_lot_images_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_images add constraint parking_lot_images_pkey PRIMARY KEY (id);
alter table public.parking_lot_images enable row level security;
create policy parking_lot_images_read on public.parking_lot_images as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_images.parking_lot_id))));
create policy parking_lot_images_write on public.parking_lot_images as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER parking_lot_images_listing_delete AFTER DELETE ON public.parking_lot_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_images_listing_insert AFTER INSERT ON public.parking_lot_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_images_listing_update AFTER UPDATE ON public.parking_lot_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_images to service_role;
grant delete, insert, select, update on public.parking_lot_images to authenticated;
grant select on public.parking_lot_images to anon;

create table public.parking_lot_owners (
  parking_lot_id uuid not null,
  owner_id uuid not null,
  created_at timestamp with time zone default now() not null
);
alter table public.parking_lot_owners add constraint parking_lot_owners_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.owners(id) ON DELETE CASCADE;
alter table public.parking_lot_owners add constraint parking_lot_owners_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_owners add constraint parking_lot_owners_pkey PRIMARY KEY (parking_lot_id, owner_id);
CREATE INDEX parking_lot_owners_owner_idx ON public.parking_lot_owners USING btree (owner_id, parking_lot_id);
alter table public.parking_lot_owners enable row level security;
create policy parking_lot_owners_admin_write on public.parking_lot_owners as permissive for all to authenticated using (( SELECT public.has_permission('parking.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('parking.edit'::text) AS has_permission));
create policy parking_lot_owners_first_link on public.parking_lot_owners as permissive for insert to authenticated with check (((owner_id = ( SELECT public.current_owner_id() AS current_owner_id)) AND public.lot_awaits_first_owner(parking_lot_id)));
create policy parking_lot_owners_read on public.parking_lot_owners as permissive for select to authenticated using ((( SELECT public.has_permission('parking.view'::text) AS has_permission) OR (owner_id = ( SELECT public.current_owner_id() AS current_owner_id))));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_owners to service_role;
grant delete, insert, select, update on public.parking_lot_owners to authenticated;

create table public.parking_lot_pricing_rules (
  id bigint generated always as identity not null,
  parking_lot_id uuid not null,
  rule_order integer not null,
  category text default 'unit'::text not null,
  day_type text,
  time_start text,
  time_end text,
  per_minutes integer,
  price_minor integer,
  cap_type text,
  cap_duration_hours integer,
  cap_price_minor integer,
  cap_repeat boolean,
  cap_scope text
);
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_duration_hours_check CHECK ((cap_duration_hours > 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_price_minor_check CHECK ((cap_price_minor >= 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_scope_length CHECK ((char_length(cap_scope) <= 50));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_type_check CHECK ((cap_type = ANY (ARRAY['daily_max'::text, 'hour_window_max'::text, 'duration'::text, 'daily'::text])));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_category_check CHECK ((category = ANY (ARRAY['unit'::text, 'cap'::text, 'hourly'::text])));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_complete CHECK ((((category <> 'unit'::text) OR ((per_minutes IS NOT NULL) AND (price_minor IS NOT NULL))) AND ((category <> 'cap'::text) OR ((cap_type IS NOT NULL) AND (cap_price_minor IS NOT NULL))) AND ((category <> 'cap'::text) OR (cap_type <> 'duration'::text) OR (cap_duration_hours IS NOT NULL))));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_day_type_check CHECK ((day_type = ANY (ARRAY['all'::text, 'weekday'::text, 'saturday'::text, 'sunday'::text, 'holiday'::text, 'holiday_eve'::text])));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_per_minutes_check CHECK ((per_minutes > 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_pkey PRIMARY KEY (id);
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_price_minor_check CHECK ((price_minor >= 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_rule_order_check CHECK ((rule_order >= 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_rule_order_key UNIQUE (parking_lot_id, rule_order);
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_time_end_format CHECK ((time_end ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_time_start_format CHECK ((time_start ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_pricing_rules enable row level security;
create policy parking_lot_pricing_rules_read on public.parking_lot_pricing_rules as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_pricing_rules.parking_lot_id))));
create policy parking_lot_pricing_rules_write on public.parking_lot_pricing_rules as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER pricing_rules_signed_delete AFTER DELETE ON public.parking_lot_pricing_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER pricing_rules_signed_insert AFTER INSERT ON public.parking_lot_pricing_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER pricing_rules_signed_update AFTER UPDATE ON public.parking_lot_pricing_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_pricing_rules to service_role;
grant delete, insert, select, update on public.parking_lot_pricing_rules to authenticated;
grant select on public.parking_lot_pricing_rules to anon;

create table public.parking_lot_reviews (
  id uuid default gen_random_uuid() not null,
  parking_lot_id uuid not null,
  user_id uuid default auth.uid() not null,
  rating smallint not null,
  comment text,
  status text default 'pending'::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.parking_lot_reviews add constraint parking_lot_reviews_comment_length CHECK ((((char_length(comment) >= 1) AND (char_length(comment) <= 1000)) AND (btrim(comment) <> ''::text)));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_one_per_user UNIQUE (parking_lot_id, user_id);
alter table public.parking_lot_reviews add constraint parking_lot_reviews_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_reviews add constraint parking_lot_reviews_pkey PRIMARY KEY (id);
alter table public.parking_lot_reviews add constraint parking_lot_reviews_rating_range CHECK (((rating >= 1) AND (rating <= 5)));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])));
CREATE INDEX parking_lot_reviews_approved_idx ON public.parking_lot_reviews USING btree (parking_lot_id, created_at DESC, id DESC) WHERE (status = 'approved'::text);
CREATE INDEX parking_lot_reviews_user_idx ON public.parking_lot_reviews USING btree (user_id);
alter table public.parking_lot_reviews enable row level security;
create policy parking_lot_reviews_moderate on public.parking_lot_reviews as permissive for update to authenticated using (( SELECT public.has_permission('reviews.moderate'::text) AS has_permission)) with check (( SELECT public.has_permission('reviews.moderate'::text) AS has_permission));
create policy parking_lot_reviews_moderator_read on public.parking_lot_reviews as permissive for select to authenticated using (( SELECT public.has_permission('reviews.view'::text) AS has_permission));
create policy parking_lot_reviews_own_read on public.parking_lot_reviews as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy parking_lot_reviews_post on public.parking_lot_reviews as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::text) AND (EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE ((l.id = parking_lot_reviews.parking_lot_id) AND (l.status = 'active'::text))))));
create policy parking_lot_reviews_public_read on public.parking_lot_reviews as permissive for select to anon, authenticated using (((status = 'approved'::text) AND (EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_reviews.parking_lot_id)))));
CREATE TRIGGER parking_lot_reviews_listing_delete AFTER DELETE ON public.parking_lot_reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_reviews_listing_insert AFTER INSERT ON public.parking_lot_reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_reviews_listing_update AFTER UPDATE ON public.parking_lot_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_reviews_touch BEFORE UPDATE ON public.parking_lot_reviews FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_reviews to service_role;
grant select on public.parking_lot_reviews to anon, authenticated;
grant insert (parking_lot_id, rating, comment) on public.parking_lot_reviews to authenticated;
grant update (status) on public.parking_lot_reviews to authenticated;

create table public.parking_lot_tags (
  parking_lot_id uuid not null,
  tag_id uuid not null,
  state boolean not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.parking_lot_tags add constraint parking_lot_tags_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_tags add constraint parking_lot_tags_pkey PRIMARY KEY (parking_lot_id, tag_id);
alter table public.parking_lot_tags add constraint parking_lot_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES public.tags(id) ON DELETE CASCADE;
CREATE INDEX parking_lot_tags_tag_idx ON public.parking_lot_tags USING btree (tag_id, parking_lot_id) WHERE state;
alter table public.parking_lot_tags enable row level security;
create policy parking_lot_tags_read on public.parking_lot_tags as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_tags.parking_lot_id))));
create policy parking_lot_tags_write on public.parking_lot_tags as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER parking_lot_tags_listing_delete AFTER DELETE ON public.parking_lot_tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_tags_listing_insert AFTER INSERT ON public.parking_lot_tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_tags_listing_update AFTER UPDATE ON public.parking_lot_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_tags_touch BEFORE UPDATE ON public.parking_lot_tags FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_tags to service_role;
grant delete, insert, select, update on public.parking_lot_tags to authenticated;
grant select on public.parking_lot_tags to anon;

create table public.parking_lots (
  id uuid default gen_random_uuid() not null,
  name text not null,
  address text,
  status text default 'draft'::text not null,
  source text default 'manual'::text,
  lot_type text default 'regular'::text not null,
  vehicle_type_max text,
  vehicle_type_category text generated always as ('vehicle_type'::text) stored,
  parent_id uuid,
  variant_label text,
  place_id text,
  total_spaces integer,
  structure text,
  entry_method text,
  entry_difficulty text,
  max_height_m numeric,
  max_width_m numeric,
  max_length_m numeric,
  max_weight_t numeric,
  min_clearance_cm integer,
  max_tire_width_mm integer,
  max_parking_duration_min integer,
  receipt_available boolean default false not null,
  operator_code text,
  description text,
  pricing_notes text,
  contact_phone text,
  contact_email text,
  contact_url text,
  capacity_kei integer,
  capacity_regular integer,
  capacity_oversized integer,
  capacity_motorcycle integer,
  capacity_ev integer,
  capacity_disabled integer,
  raw_text text,
  entry_exit_locations jsonb,
  geometry jsonb,
  timezone text default 'Asia/Tokyo'::text not null,
  rep_lat double precision generated always as ((public.parking_lot_geometry_point(geometry))[1]) stored,
  rep_lng double precision generated always as ((public.parking_lot_geometry_point(geometry))[0]) stored,
  tag_codes text[] default '{}'::text[] not null,
  main_image_url text,
  review_count integer default 0 not null,
  rating_sum integer default 0 not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  location public.earth generated always as (
CASE
    WHEN (geometry IS NULL) THEN NULL::public.cube
    ELSE (public.ll_to_earth((public.parking_lot_geometry_point(geometry))[1], (public.parking_lot_geometry_point(geometry))[0]))::public.cube
END) stored,
  pricing_signature text
);
alter table public.parking_lots add constraint parking_lots_address_length CHECK ((char_length(address) <= 500));
alter table public.parking_lots add constraint parking_lots_capacity_disabled_range CHECK (((capacity_disabled >= 0) AND (capacity_disabled <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_ev_range CHECK (((capacity_ev >= 0) AND (capacity_ev <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_kei_range CHECK (((capacity_kei >= 0) AND (capacity_kei <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_motorcycle_range CHECK (((capacity_motorcycle >= 0) AND (capacity_motorcycle <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_oversized_range CHECK (((capacity_oversized >= 0) AND (capacity_oversized <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_regular_range CHECK (((capacity_regular >= 0) AND (capacity_regular <= 9999)));
alter table public.parking_lots add constraint parking_lots_contact_email_format CHECK (((char_length(contact_email) <= 200) AND (contact_email ~ '^[^@\s]+@[^@\s]+$'::text)));
alter table public.parking_lots add constraint parking_lots_contact_phone_length CHECK ((char_length(contact_phone) <= 20));
alter table public.parking_lots add constraint parking_lots_contact_url_format CHECK (((char_length(contact_url) <= 500) AND (contact_url ~* '^https?://\S+$'::text)));
alter table public.parking_lots add constraint parking_lots_description_length CHECK ((char_length(description) <= 2000));
alter table public.parking_lots add constraint parking_lots_entry_difficulty_check CHECK ((entry_difficulty = ANY (ARRAY['easy'::text, 'normal'::text, 'hard'::text])));
alter table public.parking_lots add constraint parking_lots_entry_exit_locations_shape CHECK (public.is_entry_exit_locations(entry_exit_locations));
alter table public.parking_lots add constraint parking_lots_entry_method_check CHECK ((entry_method = ANY (ARRAY['self'::text, 'mechanical'::text])));
alter table public.parking_lots add constraint parking_lots_geometry_shape CHECK (public.is_parking_lot_geometry(geometry));
alter table public.parking_lots add constraint parking_lots_lot_type_check CHECK ((lot_type = ANY (ARRAY['regular'::text, 'meter'::text, 'ticket'::text, 'monthly_only'::text, 'hourly_with_monthly'::text, 'prepaid_coin'::text])));
alter table public.parking_lots add constraint parking_lots_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 200)) AND (btrim(name) <> ''::text)));
alter table public.parking_lots add constraint parking_lots_operator_code_check CHECK ((operator_code = ANY (ARRAY['operator_a'::text, 'operator_b'::text, 'operator_c'::text, 'operator_d'::text, 'operator_e'::text, 'operator_f'::text, 'operator_g'::text, 'operator_h'::text, 'other'::text])));
alter table public.parking_lots add constraint parking_lots_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES public.parking_lots(id) ON DELETE SET NULL;
alter table public.parking_lots add constraint parking_lots_parent_not_self CHECK ((parent_id <> id));
alter table public.parking_lots add constraint parking_lots_pkey PRIMARY KEY (id);
alter table public.parking_lots add constraint parking_lots_place_id_key UNIQUE (place_id);
alter table public.parking_lots add constraint parking_lots_place_id_length CHECK ((char_length(place_id) <= 500));
alter table public.parking_lots add constraint parking_lots_pricing_notes_length CHECK ((char_length(pricing_notes) <= 1000));
alter table public.parking_lots add constraint parking_lots_raw_text_length CHECK ((char_length(raw_text) <= 10000));
alter table public.parking_lots add constraint parking_lots_source_check CHECK ((source = ANY (ARRAY['manual'::text, 'source_a'::text, 'source_b'::text, 'source_c'::text, 'source_d'::text, 'source_e'::text])));
alter table public.parking_lots add constraint parking_lots_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'pending'::text, 'active'::text, 'on_hold'::text, 'withdrawn'::text, 'rejected'::text])));
alter table public.parking_lots add constraint parking_lots_structure_check CHECK ((structure = ANY (ARRAY['flat'::text, 'self_multi'::text, 'mechanical'::text])));
alter table public.parking_lots add constraint parking_lots_timezone_format CHECK ((timezone ~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$'::text));
alter table public.parking_lots add constraint parking_lots_total_spaces_check CHECK ((total_spaces >= 0));
alter table public.parking_lots add constraint parking_lots_variant_label_length CHECK ((char_length(variant_label) <= 200));
alter table public.parking_lots add constraint parking_lots_vehicle_type_max_fkey FOREIGN KEY (vehicle_type_category, vehicle_type_max) REFERENCES public.codes(category, code);
alter table public.parking_lots add constraint parking_lots_vehicle_type_max_length CHECK ((char_length(vehicle_type_max) <= 50));
CREATE INDEX parking_lots_address_trgm_idx ON public.parking_lots USING gin (address public.gin_trgm_ops);
CREATE INDEX parking_lots_created_at_idx ON public.parking_lots USING btree (created_at DESC, id DESC);
CREATE INDEX parking_lots_location_idx ON public.parking_lots USING gist (location) WHERE (status = 'active'::text);
CREATE INDEX parking_lots_name_trgm_idx ON public.parking_lots USING gin (name public.gin_trgm_ops);
CREATE INDEX parking_lots_parent_id_idx ON public.parking_lots USING btree (parent_id) WHERE (parent_id IS NOT NULL);
CREATE INDEX parking_lots_public_name_idx ON public.parking_lots USING btree (name COLLATE "C", id) WHERE (status = 'active'::text);
CREATE INDEX parking_lots_public_tags_idx ON public.parking_lots USING gin (tag_codes) WHERE (status = 'active'::text);
alter table public.parking_lots enable row level security;
create policy parking_lots_admin_read on public.parking_lots as permissive for select to authenticated using (( SELECT public.has_permission('parking.view'::text) AS has_permission));
create policy parking_lots_admin_write on public.parking_lots as permissive for all to authenticated using (( SELECT public.has_permission('parking.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('parking.edit'::text) AS has_permission));
create policy parking_lots_owner_insert on public.parking_lots as permissive for insert to authenticated with check (((created_by = ( SELECT auth.uid() AS uid)) AND (( SELECT public.current_owner_id() AS current_owner_id) IS NOT NULL) AND (status = ANY (ARRAY['draft'::text, 'pending'::text])) AND (source = 'manual'::text)));
create policy parking_lots_owner_read on public.parking_lots as permissive for select to authenticated using (public.is_lot_owner(id));
create policy parking_lots_owner_update on public.parking_lots as permissive for update to authenticated using (public.is_lot_owner(id)) with check (public.is_lot_owner(id));
create policy parking_lots_public_read on public.parking_lots as permissive for select to anon, authenticated using ((status = 'active'::text));
CREATE TRIGGER parking_lots_notify_pending AFTER INSERT OR UPDATE OF status ON public.parking_lots FOR EACH ROW WHEN ((new.status = 'pending'::text)) EXECUTE FUNCTION public.parking_lots_notify_pending();
CREATE TRIGGER parking_lots_signed_insert AFTER INSERT ON public.parking_lots REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lots_signed();
CREATE TRIGGER parking_lots_signed_update AFTER UPDATE OF timezone, max_parking_duration_min ON public.parking_lots FOR EACH ROW WHEN (((old.timezone IS DISTINCT FROM new.timezone) OR (old.max_parking_duration_min IS DISTINCT FROM new.max_parking_duration_min))) EXECUTE FUNCTION public.parking_lot_pricing_settings_changed();
CREATE TRIGGER parking_lots_status_move BEFORE UPDATE OF status ON public.parking_lots FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION public.parking_lots_check_status_move();
CREATE TRIGGER parking_lots_touch BEFORE UPDATE OF name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces, structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm, max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone, contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev, capacity_disabled, raw_text, entry_exit_locations, geometry, timezone ON public.parking_lots FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lots to service_role;
grant select on public.parking_lots to anon, authenticated;
grant insert (id, name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces, structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm, max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone, contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev, capacity_disabled, raw_text, entry_exit_locations, geometry) on public.parking_lots to authenticated;
grant update (name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces, structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm, max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone, contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev, capacity_disabled, raw_text, entry_exit_locations, geometry) on public.parking_lots to authenticated;

create table public.parking_session_requests (
  user_id uuid not null,
  client_request_id uuid not null,
  operation text not null,
  request jsonb not null,
  parking_session_id uuid not null,
  created_at timestamp with time zone default now() not null
);
alter table public.parking_session_requests add constraint parking_session_requests_operation_check CHECK ((operation = ANY (ARRAY['create'::text, 'finalize'::text, 'cancel'::text])));
alter table public.parking_session_requests add constraint parking_session_requests_pkey PRIMARY KEY (user_id, client_request_id);
alter table public.parking_session_requests enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_session_requests to service_role;

create table public.parking_sessions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  parking_lot_id uuid not null,
  parking_lot_name text not null,
  ward text,
  vehicle_type text not null,
  status text default 'parking'::text not null,
  started_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  ended_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  start_lat double precision,
  start_lng double precision,
  total_amount bigint,
  fee_breakdown jsonb,
  memo text,
  rating smallint,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.parking_sessions add constraint parking_sessions_memo_length CHECK ((char_length(memo) <= 1000));
alter table public.parking_sessions add constraint parking_sessions_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id);
alter table public.parking_sessions add constraint parking_sessions_pkey PRIMARY KEY (id);
alter table public.parking_sessions add constraint parking_sessions_rating_range CHECK (((rating >= 1) AND (rating <= 5)));
alter table public.parking_sessions add constraint parking_sessions_start_lat_range CHECK (((start_lat >= ('-90'::integer)::double precision) AND (start_lat <= (90)::double precision)));
alter table public.parking_sessions add constraint parking_sessions_start_lng_range CHECK (((start_lng >= ('-180'::integer)::double precision) AND (start_lng <= (180)::double precision)));
alter table public.parking_sessions add constraint parking_sessions_start_point CHECK (((start_lat IS NULL) = (start_lng IS NULL)));
alter table public.parking_sessions add constraint parking_sessions_state_shape CHECK (
CASE status
    WHEN 'parking'::text THEN ((ended_at IS NULL) AND (cancelled_at IS NULL) AND (total_amount IS NULL))
    WHEN 'ended'::text THEN ((ended_at > started_at) AND (cancelled_at IS NULL) AND (total_amount IS NOT NULL) AND (fee_breakdown IS NOT NULL))
    ELSE ((cancelled_at IS NOT NULL) AND (ended_at IS NULL) AND (total_amount IS NULL))
END);
alter table public.parking_sessions add constraint parking_sessions_status_check CHECK ((status = ANY (ARRAY['parking'::text, 'ended'::text, 'cancelled'::text])));
alter table public.parking_sessions add constraint parking_sessions_total_amount_check CHECK ((total_amount >= 0));
CREATE INDEX parking_sessions_history_idx ON public.parking_sessions USING btree (user_id, started_at DESC, id DESC);
CREATE UNIQUE INDEX parking_sessions_one_parking_per_user ON public.parking_sessions USING btree (user_id) WHERE (status = 'parking'::text);
CREATE INDEX parking_sessions_parking_lot_idx ON public.parking_sessions USING btree (parking_lot_id);
CREATE INDEX parking_sessions_user_ward_idx ON public.parking_sessions USING btree (user_id, ward) WHERE (status = 'ended'::text);
alter table public.parking_sessions enable row level security;
create policy parking_sessions_own_notes on public.parking_sessions as permissive for update to authenticated using ((user_id = ( SELECT auth.uid() AS uid))) with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy parking_sessions_own_read on public.parking_sessions as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER parking_sessions_touch BEFORE UPDATE ON public.parking_sessions FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_sessions to service_role;
grant select on public.parking_sessions to authenticated;
grant update (memo, rating) on public.parking_sessions to authenticated;

create table public.permissions (
  key text not null,
  group_name text not null,
  description text not null,
  sort_order integer not null
);
alter table public.permissions add constraint permissions_key_check CHECK ((key ~ '^[a-z]+\.[a-z]+$'::text));
alter table public.permissions add constraint permissions_pkey PRIMARY KEY (key);
alter table public.permissions enable row level security;
create policy permissions_read on public.permissions as permissive for select to authenticated using (( SELECT public.is_active_admin() AS is_active_admin));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.permissions to service_role;
grant select on public.permissions to authenticated;

create table public.pricing_signatures (
  signature text not null,
  rules jsonb not null,
  hours jsonb not null,
  timezone text not null,
  max_parking_duration_min integer,
  created_at timestamp with time zone default now() not null
);
alter table public.pricing_signatures add constraint pricing_signatures_pkey PRIMARY KEY (signature);
alter table public.pricing_signatures enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.pricing_signatures to service_role;

create table public.profiles (
  user_id uuid not null,
  display_name text,
  locale text default 'ja'::text not null,
  status text default 'active'::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.profiles add constraint profiles_display_name_length CHECK (((char_length(display_name) >= 1) AND (char_length(display_name) <= 100)));
alter table public.profiles add constraint profiles_locale_check CHECK ((locale = ANY (ARRAY['ja'::text, 'en'::text])));
alter table public.profiles add constraint profiles_pkey PRIMARY KEY (user_id);
alter table public.profiles add constraint profiles_status_check CHECK ((status = ANY (ARRAY['active'::text, 'withdrawn'::text])));
alter table public.profiles enable row level security;
create policy profiles_admin_read on public.profiles as permissive for select to authenticated using (( SELECT public.has_permission('users.view'::text) AS has_permission));
create policy profiles_own on public.profiles as permissive for all to authenticated using ((user_id = ( SELECT auth.uid() AS uid))) with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER profiles_touch BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.profiles to service_role;
grant insert, select, update on public.profiles to authenticated;

create table public.rate_limit_counters (
  bucket text not null,
  window_start timestamp with time zone not null,
  window_ends_at timestamp with time zone not null,
  hits integer not null
);
alter table public.rate_limit_counters add constraint rate_limit_counters_bucket_check CHECK (((char_length(bucket) >= 1) AND (char_length(bucket) <= 300)));
alter table public.rate_limit_counters add constraint rate_limit_counters_hits_check CHECK ((hits >= 0));
alter table public.rate_limit_counters add constraint rate_limit_counters_pkey PRIMARY KEY (bucket);
CREATE INDEX rate_limit_counters_window_ends_at_idx ON public.rate_limit_counters USING btree (window_ends_at);
alter table public.rate_limit_counters enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.rate_limit_counters to service_role;

create table public.role_permissions (
  role_id uuid not null,
  permission_key text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.role_permissions add constraint role_permissions_permission_key_fkey FOREIGN KEY (permission_key) REFERENCES public.permissions(key);
alter table public.role_permissions add constraint role_permissions_pkey PRIMARY KEY (role_id, permission_key);
alter table public.role_permissions add constraint role_permissions_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.roles(id) ON DELETE CASCADE;
alter table public.role_permissions enable row level security;
create policy role_permissions_read on public.role_permissions as permissive for select to authenticated using (( SELECT public.is_active_admin() AS is_active_admin));
create policy role_permissions_write on public.role_permissions as permissive for all to authenticated using (( SELECT public.has_permission('roles.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('roles.edit'::text) AS has_permission));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.role_permissions to service_role;
grant delete, insert, select, update on public.role_permissions to authenticated;

create table public.roles (
  id uuid default gen_random_uuid() not null,
  role_code text not null,
  name text not null,
  description text default ''::text not null,
  color text default '#64748b'::text not null,
  is_system boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.roles add constraint roles_color_format CHECK ((color ~ '^#[0-9a-fA-F]{6}$'::text));
alter table public.roles add constraint roles_description_length CHECK ((char_length(description) <= 500));
alter table public.roles add constraint roles_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100)));
alter table public.roles add constraint roles_pkey PRIMARY KEY (id);
alter table public.roles add constraint roles_role_code_format CHECK ((role_code ~ '^[a-z][a-z0-9_]{1,49}$'::text));
alter table public.roles add constraint roles_role_code_key UNIQUE (role_code);
alter table public.roles enable row level security;
create policy roles_read on public.roles as permissive for select to authenticated using (( SELECT public.is_active_admin() AS is_active_admin));
create policy roles_write on public.roles as permissive for all to authenticated using (( SELECT public.has_permission('roles.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('roles.edit'::text) AS has_permission));
CREATE TRIGGER roles_touch BEFORE UPDATE ON public.roles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.roles to service_role;
grant delete, insert, select, update on public.roles to authenticated;

create table public.schema_migrations (
  version text not null,
  name text not null,
  checksum text not null,
  applied_at timestamp with time zone default now() not null
);
alter table public.schema_migrations add constraint schema_migrations_pkey PRIMARY KEY (version);

create table public.subscription_plans (
  id uuid default gen_random_uuid() not null,
  plan_code text not null,
  tier text not null,
  name_en text not null,
  name_ja text not null,
  description_en text default ''::text not null,
  description_ja text default ''::text not null,
  price_minor integer not null,
  currency text default 'JPY'::text not null,
  billing_period text,
  ai_search_per_minute integer not null,
  features text[] default '{}'::text[] not null,
  ios_product_id text,
  android_product_id text,
  sort_order integer default 0 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.subscription_plans add constraint subscription_plans_ai_search_per_minute_check CHECK ((ai_search_per_minute > 0));
alter table public.subscription_plans add constraint subscription_plans_billing_period_check CHECK ((billing_period = ANY (ARRAY['month'::text, 'year'::text])));
alter table public.subscription_plans add constraint subscription_plans_currency_check CHECK ((currency = 'JPY'::text));
alter table public.subscription_plans add constraint subscription_plans_free_has_no_period CHECK (((tier = 'free'::text) = (billing_period IS NULL)));
alter table public.subscription_plans add constraint subscription_plans_pkey PRIMARY KEY (id);
alter table public.subscription_plans add constraint subscription_plans_plan_code_key UNIQUE (plan_code);
alter table public.subscription_plans add constraint subscription_plans_price_minor_check CHECK ((price_minor >= 0));
alter table public.subscription_plans add constraint subscription_plans_tier_check CHECK ((tier = ANY (ARRAY['free'::text, 'plus'::text])));
alter table public.subscription_plans enable row level security;
create policy subscription_plans_read on public.subscription_plans as permissive for select to anon, authenticated using (is_active);
CREATE TRIGGER subscription_plans_touch BEFORE UPDATE ON public.subscription_plans FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.subscription_plans to service_role;
grant select on public.subscription_plans to anon, authenticated;

create table public.tags (
  id uuid default gen_random_uuid() not null,
  tag_code text not null,
  category text not null,
  name_en text not null,
  name_ja text not null,
  sort_order integer default 0 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.tags add constraint tags_category_check CHECK ((category = ANY (ARRAY['payment'::text, 'facility'::text, 'vehicle'::text, 'access'::text, 'service'::text])));
alter table public.tags add constraint tags_pkey PRIMARY KEY (id);
alter table public.tags add constraint tags_tag_code_format CHECK ((tag_code ~ '^[a-z][a-z0-9_]{0,63}$'::text));
alter table public.tags add constraint tags_tag_code_key UNIQUE (tag_code);
alter table public.tags enable row level security;
create policy tags_read on public.tags as permissive for select to anon, authenticated using (is_active);
CREATE TRIGGER tags_listing_update AFTER UPDATE ON public.tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.tag_listing_changed();
CREATE TRIGGER tags_touch BEFORE UPDATE ON public.tags FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.tags to service_role;
grant select on public.tags to anon, authenticated;

create table public.user_activities (
  id bigint generated always as identity not null,
  user_id uuid not null,
  activity_type text not null,
  parking_session_id uuid not null,
  parking_lot_id uuid not null,
  occurred_at timestamp with time zone not null,
  details jsonb default '{}'::jsonb not null,
  exp_awarded integer default 0 not null,
  created_at timestamp with time zone default now() not null
);
alter table public.user_activities add constraint user_activities_activity_type_check CHECK ((activity_type = ANY (ARRAY['session_start'::text, 'session_end'::text, 'session_cancel'::text])));
alter table public.user_activities add constraint user_activities_once_per_session UNIQUE (parking_session_id, activity_type);
alter table public.user_activities add constraint user_activities_parking_session_id_fkey FOREIGN KEY (parking_session_id) REFERENCES public.parking_sessions(id);
alter table public.user_activities add constraint user_activities_pkey PRIMARY KEY (id);
CREATE INDEX user_activities_user_idx ON public.user_activities USING btree (user_id, occurred_at DESC, id DESC);
alter table public.user_activities enable row level security;
create policy user_activities_own_read on public.user_activities as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_activities_award_session_end BEFORE INSERT ON public.user_activities FOR EACH ROW WHEN ((new.activity_type = 'session_end'::text)) EXECUTE FUNCTION public.award_session_end();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_activities to service_role;
grant select on public.user_activities to authenticated;

create table public.user_badges (
  user_id uuid not null,
  badge_id uuid not null,
  earned_at timestamp with time zone default now() not null,
  parking_session_id uuid
);
alter table public.user_badges add constraint user_badges_badge_id_fkey FOREIGN KEY (badge_id) REFERENCES public.badges(id);
alter table public.user_badges add constraint user_badges_parking_session_id_fkey FOREIGN KEY (parking_session_id) REFERENCES public.parking_sessions(id);
alter table public.user_badges add constraint user_badges_pkey PRIMARY KEY (user_id, badge_id);
alter table public.user_badges enable row level security;
create policy user_badges_own_read on public.user_badges as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_badges to service_role;
grant select on public.user_badges to authenticated;

create table public.user_exp (
  user_id uuid not null,
  exp bigint default 0 not null,
  level integer default 1 not null,
  session_count integer default 0 not null,
  night_session_count integer default 0 not null,
  ward_count integer default 0 not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.user_exp add constraint user_exp_pkey PRIMARY KEY (user_id);
alter table public.user_exp enable row level security;
create policy user_exp_own_read on public.user_exp as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_exp to service_role;
grant select on public.user_exp to authenticated;

create sequence public.parking_lot_hours_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.parking_lot_hours.id;
grant select, update, usage on sequence public.parking_lot_hours_id_seq to service_role;

create sequence public.parking_lot_images_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.parking_lot_images.id;
grant select, update, usage on sequence public.parking_lot_images_id_seq to service_role;

create sequence public.parking_lot_pricing_rules_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.parking_lot_pricing_rules.id;
grant select, update, usage on sequence public.parking_lot_pricing_rules_id_seq to service_role;

create sequence public.user_activities_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.user_activities.id;
grant select, update, usage on sequence public.user_activities_id_seq to service_role;

CREATE OR REPLACE FUNCTION auth.jwt()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $function$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$function$;
grant execute on function auth.jwt() to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION auth.role()
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  select coalesce(auth.jwt() ->> 'role', current_setting('role', true))
$function$;
grant execute on function auth.role() to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION auth.uid()
 RETURNS uuid
 LANGUAGE sql
 STABLE
AS $function$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$function$;
grant execute on function auth.uid() to anon, authenticated, public, service_role;

CREATE OR REPLACE FUNCTION public.address_ward(p_address text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
declare
  s text;
  n int;
  i int := 2;  -- a municipality has at least one character before its suffix (町田市, 市川市)
  ch text;
  ward text;
begin
  s := regexp_replace(coalesce(p_address, ''), '[[:space:]　]', '', 'g');
  s := regexp_replace(s, '^日本[、,]?', '');
  s := regexp_replace(s, '^〒?[0-9０-９]{3}[-－ー‐]?[0-9０-９]{4}', '');
  s := regexp_replace(s, '^(東京都|北海道|京都府|大阪府|[^0-9０-９]{2,3}?県)', '');
  n := char_length(s);
  while i <= n loop
    ch := substr(s, i, 1);
    -- Street numbers come after the municipality: none named before them means none at all.
    exit when ch ~ '[0-9０-９]';
    if ch in ('区', '市', '町', '村') then
      -- 四日市市, 十日町市: the suffix is the second 市.
      if ch <> '区' and substr(s, i + 1, 1) = '市' then
        i := i + 1;
        ch := '市';
      end if;
      if ch = '市' then
        -- A designated city names its ward next (さいたま市大宮区); a town name never ends in 区.
        ward := substring(substr(s, i + 1) from '^[^0-9０-９]{1,4}?区');
        return left(s, i) || coalesce(ward, '');
      end if;
      return left(s, i);
    end if;
    i := i + 1;
  end loop;
  return null;
end
$function$;
revoke execute on function public.address_ward(text) from public;
grant execute on function public.address_ward(text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.apply_parking_lot_images(p_lot_id uuid, p_images jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_missing text;
  v_removed integer;
  v_written integer;
begin
  perform public.check_bundle_part('images', p_images, 50, array['asset_id', 'is_main', 'sort_order']);
  -- An asset the caller cannot see (not theirs, or no such asset) is refused like a missing one.
  select e->>'asset_id' into v_missing
    from jsonb_array_elements(p_images) with ordinality as x(e, n)
   where not exists (select 1 from public.assets a where a.id::text = e->>'asset_id')
   order by n limit 1;
  if found then
    perform public.raise_bundle_error('images', format('images: no asset %s (upload it through the upload-URL flow first).', v_missing),
      jsonb_build_object('asset_id', v_missing));
  end if;
  delete from public.parking_lot_images i
   where i.parking_lot_id = p_lot_id
     and not exists (select 1 from jsonb_array_elements(p_images) e where e->>'asset_id' = i.asset_id::text);
  get diagnostics v_removed = row_count;
  insert into public.parking_lot_images as i (parking_lot_id, asset_id, is_main, sort_order)
  select p_lot_id, (e->>'asset_id')::uuid, coalesce((e->>'is_main')::boolean, false), (e->>'sort_order')::integer
    from jsonb_array_elements(p_images) e
  on conflict (parking_lot_id, asset_id) do update
     set is_main = excluded.is_main, sort_order = excluded.sort_order
   where (i.is_main, i.sort_order) is distinct from (excluded.is_main, excluded.sort_order);
  get diagnostics v_written = row_count;
  return v_removed + v_written;
end
$function$;
revoke execute on function public.apply_parking_lot_images(uuid,jsonb) from public;
grant execute on function public.apply_parking_lot_images(uuid,jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.apply_parking_lot_tags(p_lot_id uuid, p_tags jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_unknown text;
  v_removed integer;
  v_written integer;
begin
  perform public.check_bundle_part('tags', p_tags, 100, array['tag_code', 'state']);
  select e->>'tag_code' into v_unknown
    from jsonb_array_elements(p_tags) with ordinality as x(e, n)
   where not exists (select 1 from public.tags t where t.tag_code = e->>'tag_code')
   order by n limit 1;
  if found then
    raise exception 'Unknown tag_code: %', coalesce(v_unknown, 'null')
      using errcode = 'PK005', detail = jsonb_build_object('param', 'tags', 'tag_code', v_unknown)::text;
  end if;
  delete from public.parking_lot_tags lt
   using public.tags t, jsonb_array_elements(p_tags) e
   where lt.parking_lot_id = p_lot_id and lt.tag_id = t.id and t.tag_code = e->>'tag_code' and e->'state' = 'null'::jsonb;
  get diagnostics v_removed = row_count;
  insert into public.parking_lot_tags (parking_lot_id, tag_id, state)
  select p_lot_id, t.id, coalesce((e->>'state')::boolean, true)
    from jsonb_array_elements(p_tags) e
    join public.tags t on t.tag_code = e->>'tag_code'
   where e->'state' is distinct from 'null'::jsonb
  on conflict (parking_lot_id, tag_id) do update set state = excluded.state;
  get diagnostics v_written = row_count;
  return v_removed + v_written;
end
$function$;
revoke execute on function public.apply_parking_lot_tags(uuid,jsonb) from public;
grant execute on function public.apply_parking_lot_tags(uuid,jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.asset_listing_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  perform public.refresh_parking_lot_listings(array(
    select distinct i.parking_lot_id from public.parking_lot_images i join new_rows n on n.id = i.asset_id));
  return null;
end
$function$;
grant execute on function public.asset_listing_changed() to public, service_role;

CREATE OR REPLACE FUNCTION public.award_session_end()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
declare
  v_night boolean;
  v_new_ward boolean;
  v_points integer;
  v_exp bigint;
  v_level integer;
  v_badges text[];
begin
  select x.night, x.new_ward,
         (select coalesce(sum(r.points), 0) from public.exp_rules r
           where r.is_active
             and (r.condition = 'every_session' or (r.condition = 'night_session' and x.night) or (r.condition = 'new_ward' and x.new_ward)))
    into v_night, v_new_ward, v_points
    from (select public.stay_touches_night(s.started_at, s.ended_at, l.timezone) as night,
                 s.ward is not null and not exists (
                   select 1 from public.parking_sessions o
                    where o.user_id = new.user_id and o.status = 'ended' and o.ward = s.ward and o.id <> s.id) as new_ward
            from public.parking_sessions s join public.parking_lots l on l.id = s.parking_lot_id
           where s.id = new.parking_session_id) x;

  with totals as (
    insert into public.user_exp as e (user_id, exp, level, session_count, night_session_count, ward_count)
    values (new.user_id, v_points, public.exp_level_for(v_points), 1, v_night::int, v_new_ward::int)
    on conflict (user_id) do update
       set exp = e.exp + excluded.exp,
           level = public.exp_level_for(e.exp + excluded.exp),
           session_count = e.session_count + 1,
           night_session_count = e.night_session_count + excluded.night_session_count,
           ward_count = e.ward_count + excluded.ward_count,
           updated_at = now()
    returning e.exp, e.level, e.session_count, e.night_session_count, e.ward_count
  ),
  earned as (
    insert into public.user_badges (user_id, badge_id, parking_session_id)
    select new.user_id, b.id, new.parking_session_id
      from public.badges b, totals t
     where b.is_active
       and b.threshold <= case b.rule_type
                            when 'session_count' then t.session_count
                            when 'night_session_count' then t.night_session_count
                            when 'ward_count' then t.ward_count
                          end
       and not exists (select 1 from public.user_badges ub where ub.user_id = new.user_id and ub.badge_id = b.id)
    on conflict do nothing
    returning badge_id
  )
  select t.exp, t.level,
         coalesce((select array_agg(b.code order by b.sort_order, b.code) from earned join public.badges b on b.id = earned.badge_id), '{}')
    into v_exp, v_level, v_badges
    from totals t;

  new.exp_awarded := v_points;
  new.details := new.details || jsonb_build_object(
    'night', v_night, 'new_ward', v_new_ward, 'exp', v_exp, 'level', v_level, 'badges', to_jsonb(v_badges));
  return new;
end
$function$;
revoke execute on function public.award_session_end() from public;
grant execute on function public.award_session_end() to service_role;

CREATE OR REPLACE FUNCTION public.bundle_counts(p_lot_id uuid, p_hours integer, p_rules integer, p_images integer, p_tags integer, p_owners integer)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select jsonb_build_object('parking_lot_id', p_lot_id, 'hours_count', p_hours, 'pricing_rules_count', p_rules,
    'images_count', p_images, 'tags_count', p_tags, 'owners_count', p_owners)
$function$;
revoke execute on function public.bundle_counts(uuid,integer,integer,integer,integer,integer) from public;
grant execute on function public.bundle_counts(uuid,integer,integer,integer,integer,integer) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.calc_fee_for_rules(p_rules jsonb, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_timezone text DEFAULT 'Asia/Tokyo'::text, p_hours jsonb DEFAULT '[]'::jsonb, p_max_parking_duration_min integer DEFAULT NULL::integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
#variable_conflict use_column
declare
  tz text := coalesce(nullif(p_timezone, ''), 'Asia/Tokyo');
  s0 bigint;            -- entry, whole epoch seconds
  s1 bigint;            -- exit
  o0 int;               -- UTC offset at entry, seconds

  -- the rules, parsed, in input order; day codes: 0 all, 1 weekday, 2 saturday, 3 sunday, 4 holiday,
  -- 5 holiday_eve; specificity (position in a date's chain): 1 holiday/holiday_eve, 2 day of week, 3 all
  rule jsonb; idx int; jv jsonb; problem text; ord int; category text; cap_type text; day_code int;
  band_s int; band_e int; band_kind int; all_ords int[] := '{}';
  nu int := 0; u_ord int[] := '{}'; u_dt int[] := '{}'; u_spec int[] := '{}'; u_dtname text[] := '{}'; u_kind int[] := '{}';
  u_s int[] := '{}'; u_e int[] := '{}'; u_len bigint[] := '{}'; u_min int[] := '{}'; u_p bigint[] := '{}';
  edges int[] := '{}';  -- distinct band edges of the unit rules, strictly inside the day, ascending
  nedges int;
  nc int := 0; c_ord int[] := '{}'; c_type text[] := '{}'; c_class int[] := '{}'; c_dt int[] := '{}'; c_spec int[] := '{}';
  c_kind int[] := '{}'; c_s int[] := '{}'; c_e int[] := '{}'; c_h bigint[] := '{}'; c_price bigint[] := '{}';
  c_repeat boolean[] := '{}'; c_scope text[] := '{}';

  -- UTC offset pieces of the stay: pc_o[i] holds from pc_s[i] to the next piece (or the exit)
  pc_s bigint[]; pc_o int[]; npc int;
  zone_fixed boolean;   -- one offset over every date the calculation looks at

  -- local dates (epoch day numbers) dmin..dmax; day_mask[i] for dmin + i - 1 has bit k set when
  -- day type code k is in the date's chain (0 all, 1 weekday, 2 saturday, 3 sunday, 4 holiday, 5 holiday_eve)
  dmin int; dmax int; nd int; day_mask int[]; hol int[];

  -- segments: maximal runs of one governing unit rule (sg_g = 0: uncovered)
  nseg int := 0; sg_s bigint[] := '{}'; sg_e bigint[] := '{}'; sg_g int[] := '{}'; sg_n bigint[] := '{}'; sg_amt bigint[] := '{}';

  -- cap periods: per rule a contiguous run first..last, ascending in time
  np int := 0; pr_r int[] := '{}'; pr_d int[] := '{}'; pr_s bigint[] := '{}'; pr_e bigint[] := '{}';
  pr_live boolean[] := '{}'; pr_aside boolean[] := '{}';
  r_first int[]; r_last int[];
  -- applying periods, compacted, with their budgets as they are spent
  na int := 0; ap_r int[] := '{}'; ap_s bigint[] := '{}'; ap_e bigint[] := '{}'; ap_used bigint[] := '{}'; ap_saved bigint[] := '{}';
  a_first int[]; a_last int[]; ptr int[];

  total bigint := 0; before_caps bigint := 0;
  warnings text[] := '{}';
  hours_ok boolean;

  -- scratch
  i int; j int; k int; r int; r2 int; q int; x int; y int; g int; cur_g int; best int; m int;
  c bigint; nxt bigint; pe bigint; ps bigint; lo bigint; hi bigint; mid bigint; t bigint; t_prev bigint;
  o int; o_prev int; l bigint; d int; tau int; nb bigint; len bigint; h bigint;
  a bigint; b bigint; n bigint; cnt bigint; gross bigint; charged bigint; rem bigint; best_rem bigint; p bigint;
  ls bigint; le bigint; found_one boolean;
  result_segments jsonb; result_uncovered jsonb; result_caps jsonb;
  out_segments jsonb[] := '{}'; out_uncovered jsonb[] := '{}'; out_caps jsonb[] := '{}';
  n_out int := 0; n_unc int := 0; n_out_caps int := 0;
begin
  -- §1: the stay
  if p_entry_at is null then
    raise exception 'entry_at is required' using errcode = 'PK400', detail = '{"param":"entry_at"}';
  end if;
  if p_exit_at is null then
    raise exception 'exit_at is required' using errcode = 'PK400', detail = '{"param":"exit_at"}';
  end if;
  if p_exit_at <= p_entry_at then
    raise exception 'exit_at must be later than entry_at' using errcode = 'PK400', detail = '{"param":"exit_at"}';
  end if;
  if p_exit_at - p_entry_at > interval '366 days' then
    raise exception 'a stay longer than 366 days cannot be priced' using errcode = 'PK400', detail = '{"param":"exit_at"}';
  end if;
  -- Durations are whole seconds: both instants are cut to the second, as a parking machine's clock.
  s0 := floor(extract(epoch from p_entry_at))::bigint;
  s1 := floor(extract(epoch from p_exit_at))::bigint;
  begin
    o0 := extract(epoch from (to_timestamp(s0) at time zone tz))::bigint - s0;
  exception when invalid_parameter_value then
    raise exception 'unknown time zone: %', tz using errcode = 'PK400', detail = '{"param":"timezone"}';
  end;

  -- §6: the rules, each complete for its category, or the bundle is refused naming the rule. Bands
  -- become seconds of the local day: kind 0 the whole day (an occurrence starts at s), 1 [s, e),
  -- 2 overnight [s, 24:00) + [00:00, e).
  if p_rules is not null and jsonb_typeof(p_rules) <> 'array' then
    raise exception 'pricing_rules must be an array' using errcode = 'PK400', detail = '{"param":"pricing_rules"}';
  end if;
  for idx in 0 .. coalesce(jsonb_array_length(p_rules), 0) - 1 loop
    rule := p_rules -> idx;
    problem := null; ord := idx; band_s := 0; band_e := 86400;
    if jsonb_typeof(rule) <> 'object' then
      problem := 'is not an object';
    else
      jv := rule->'rule_order';
      if jv is not null and jsonb_typeof(jv) <> 'null' then
        if jsonb_typeof(jv) = 'number' and jv::text ~ '^\d{1,9}$' then ord := jv::text::int;
        else problem := 'rule_order must be an integer of 0 or more';
        end if;
      end if;
    end if;
    if problem is null then
      category := coalesce(rule->>'category', 'unit');
      cap_type := rule->>'cap_type';
      day_code := case coalesce(rule->>'day_type', 'all') when 'all' then 0 when 'weekday' then 1 when 'saturday' then 2
                    when 'sunday' then 3 when 'holiday' then 4 when 'holiday_eve' then 5 else -1 end;
      if category not in ('unit', 'cap', 'hourly') then
        problem := 'category must be unit, cap or hourly';
      elsif category = 'hourly' then
        null;  -- a representative rate for listings: the calculation ignores it
      elsif day_code < 0 then
        problem := 'day_type must be all, weekday, saturday, sunday, holiday or holiday_eve';
      elsif category = 'unit' and (jsonb_typeof(rule->'per_minutes') is distinct from 'number'
                                   or jsonb_typeof(rule->'price_minor') is distinct from 'number') then
        problem := 'a unit rule needs per_minutes and price_minor';
      elsif category = 'unit' and not ((rule->'per_minutes')::text ~ '^\d{1,6}$' and (rule->>'per_minutes')::int > 0) then
        problem := 'per_minutes must be an integer greater than 0';
      elsif category = 'unit' and (rule->'price_minor')::text !~ '^\d{1,12}$' then
        problem := 'price_minor must be an integer of 0 or more';
      elsif category = 'cap' and (cap_type is null or jsonb_typeof(rule->'cap_price_minor') is distinct from 'number') then
        problem := 'a cap rule needs cap_type and cap_price_minor';
      elsif category = 'cap' and cap_type not in ('daily_max', 'daily', 'hour_window_max', 'duration') then
        problem := 'cap_type must be daily_max, daily, hour_window_max or duration';
      elsif category = 'cap' and (rule->'cap_price_minor')::text !~ '^\d{1,12}$' then
        problem := 'cap_price_minor must be an integer of 0 or more';
      elsif cap_type = 'duration' and jsonb_typeof(rule->'cap_duration_hours') is distinct from 'number' then
        problem := 'a duration cap needs cap_duration_hours';
      elsif cap_type = 'duration' and not ((rule->'cap_duration_hours')::text ~ '^\d{1,5}$' and (rule->>'cap_duration_hours')::int > 0) then
        problem := 'cap_duration_hours must be an integer greater than 0';
      elsif category = 'cap' and coalesce(jsonb_typeof(rule->'cap_repeat'), 'null') not in ('null', 'boolean') then
        problem := 'cap_repeat must be true, false or null';
      elsif category = 'cap' and coalesce(jsonb_typeof(rule->'cap_scope'), 'null') not in ('null', 'string') then
        problem := 'cap_scope must be a string or null';
      elsif category = 'unit' or cap_type = 'hour_window_max' then
        -- time_start null = 00:00 (and 24:00 as a start is 00:00); time_end null = 24:00
        jv := rule->'time_start';
        if jv is not null and jsonb_typeof(jv) <> 'null' then
          if jsonb_typeof(jv) = 'string' and (jv #>> '{}') ~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$' then
            band_s := (split_part(jv #>> '{}', ':', 1)::int * 3600 + split_part(jv #>> '{}', ':', 2)::int * 60
                       + coalesce(nullif(split_part(jv #>> '{}', ':', 3), '')::int, 0)) % 86400;
          else
            problem := 'time_start and time_end must be HH:MM from 00:00 to 24:00';
          end if;
        end if;
        jv := rule->'time_end';
        if jv is not null and jsonb_typeof(jv) <> 'null' then
          if jsonb_typeof(jv) = 'string' and (jv #>> '{}') ~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$' then
            band_e := split_part(jv #>> '{}', ':', 1)::int * 3600 + split_part(jv #>> '{}', ':', 2)::int * 60
                      + coalesce(nullif(split_part(jv #>> '{}', ':', 3), '')::int, 0);
          else
            problem := 'time_start and time_end must be HH:MM from 00:00 to 24:00';
          end if;
        end if;
      end if;
    end if;
    if problem is null and ord = any (all_ords) then
      problem := 'rule_order ' || ord || ' is used by more than one rule';
    end if;
    if problem is not null then
      raise exception 'pricing rule %: %', idx, problem
        using errcode = 'PK400',
              detail = json_build_object('param', 'pricing_rules', 'rule_index', idx, 'rule_order', ord)::text;
    end if;
    all_ords := all_ords || ord;
    band_kind := case when band_s = band_e then 0 when band_s < band_e then 1 else 2 end;
    if category = 'unit' then
      nu := nu + 1;
      u_ord[nu] := ord; u_dt[nu] := day_code; u_spec[nu] := case when day_code >= 4 then 1 when day_code = 0 then 3 else 2 end;
      u_dtname[nu] := coalesce(rule->>'day_type', 'all');
      u_kind[nu] := band_kind; u_s[nu] := band_s; u_e[nu] := band_e;
      u_min[nu] := (rule->>'per_minutes')::int; u_len[nu] := u_min[nu] * 60::bigint; u_p[nu] := (rule->>'price_minor')::bigint;
      if band_kind <> 0 then
        if band_s > 0 and not (band_s = any (edges)) then edges := edges || band_s; end if;
        if band_e > 0 and band_e < 86400 and not (band_e = any (edges)) then edges := edges || band_e; end if;
      end if;
    elsif category = 'cap' then
      nc := nc + 1;
      c_ord[nc] := ord; c_type[nc] := cap_type;
      c_class[nc] := case cap_type when 'hour_window_max' then 2 when 'duration' then 3 else 1 end;
      c_dt[nc] := day_code; c_spec[nc] := case when day_code >= 4 then 1 when day_code = 0 then 3 else 2 end;
      c_kind[nc] := band_kind; c_s[nc] := band_s; c_e[nc] := band_e;
      c_h[nc] := coalesce((rule->>'cap_duration_hours')::bigint * 3600, 0);
      c_price[nc] := (rule->>'cap_price_minor')::bigint;
      c_repeat[nc] := coalesce((rule->>'cap_repeat')::boolean, true);
      c_scope[nc] := rule->>'cap_scope';
    end if;
  end loop;
  nedges := coalesce(array_length(edges, 1), 0);
  for i in 2..nedges loop
    x := edges[i]; j := i - 1;
    while j >= 1 and edges[j] > x loop edges[j + 1] := edges[j]; j := j - 1; end loop;
    edges[j + 1] := x;
  end loop;

  -- §1: local time. The stay is cut where the zone's UTC offset changes (daylight saving elsewhere
  -- than Tokyo); inside a piece local time is instant + offset. Offsets are sampled daily and a
  -- change is located to the second by bisection.
  pc_s := array[s0]; pc_o := array[o0]; npc := 1;
  t_prev := s0; o_prev := o0;
  while t_prev < s1 - 1 loop
    t := least(t_prev + 86400, s1 - 1);
    o := extract(epoch from (to_timestamp(t) at time zone tz))::bigint - t;
    if o <> o_prev then
      lo := t_prev; hi := t;
      while hi - lo > 1 loop
        mid := (lo + hi) / 2;
        if extract(epoch from (to_timestamp(mid) at time zone tz))::bigint - mid = o_prev then lo := mid; else hi := mid; end if;
      end loop;
      npc := npc + 1; pc_s[npc] := hi; pc_o[npc] := o;
    end if;
    t_prev := t; o_prev := o;
  end loop;

  -- Dates looked at: the day before entry (a night window begun then may still run) to the exit's date.
  dmin := floor((s0 + o0)::numeric / 86400)::int - 1;
  dmax := dmin + 1;
  for i in 1..npc loop
    pe := case when i < npc then pc_s[i + 1] else s1 end;
    dmin := least(dmin, floor((pc_s[i] + pc_o[i])::numeric / 86400)::int - 1);
    dmax := greatest(dmax, floor((pe - 1 + pc_o[i])::numeric / 86400)::int);
  end loop;
  nd := dmax - dmin + 1;
  select coalesce(array_agg(holiday_date - date '1970-01-01'), '{}') into hol
  from public.holidays
  where holiday_date between date '1970-01-01' + dmin and date '1970-01-01' + dmax + 1;
  day_mask := array_fill(0, array[nd]);
  for i in 1..nd loop
    d := dmin + i - 1;
    m := 1;
    if d = any (hol) then m := m | 16; elsif d + 1 = any (hol) then m := m | 32; end if;
    k := ((d + 4) % 7 + 7) % 7;  -- 1970-01-01 was a Thursday; 0 = Sunday
    m := m | case when k = 6 then 4 when k = 0 then 8 else 2 end;
    day_mask[i] := m;
  end loop;
  zone_fixed := npc = 1
    and extract(epoch from (to_timestamp(dmin::bigint * 86400 - o0) at time zone tz))::bigint - (dmin::bigint * 86400 - o0) = o0
    and extract(epoch from (to_timestamp((dmax + 2)::bigint * 86400 - o0) at time zone tz))::bigint - ((dmax + 2)::bigint * 86400 - o0) = o0;

  -- §4: walk the stay from band edge to band edge; at each stretch's first instant the governing unit
  -- rule is the candidate with the most specific day type, then the lowest rule_order. Equal
  -- neighbours merge, so a segment crosses midnight when the same rule governs on both sides.
  cur_g := -1;
  for i in 1..npc loop
    c := pc_s[i];
    pe := case when i < npc then pc_s[i + 1] else s1 end;
    o := pc_o[i];
    while c < pe loop
      l := c + o;
      d := ((l - ((l % 86400) + 86400) % 86400) / 86400)::int;  -- floor division, also before 1970
      tau := (l - d::bigint * 86400)::int;
      nb := (d + 1)::bigint * 86400;
      for k in 1..nedges loop
        if edges[k] > tau then nb := d::bigint * 86400 + edges[k]; exit; end if;
      end loop;
      nxt := least(nb - o, pe);
      m := day_mask[d - dmin + 1];
      g := 0;
      for j in 1..nu loop
        if (m >> u_dt[j]) & 1 = 1
           and (u_kind[j] = 0
                or (u_kind[j] = 1 and tau >= u_s[j] and tau < u_e[j])
                or (u_kind[j] = 2 and (tau >= u_s[j] or tau < u_e[j])))
           and (g = 0 or u_spec[j] < u_spec[g] or (u_spec[j] = u_spec[g] and u_ord[j] < u_ord[g])) then
          g := j;
        end if;
      end loop;
      if g = cur_g then
        sg_e[nseg] := nxt;
      else
        nseg := nseg + 1; sg_s[nseg] := c; sg_e[nseg] := nxt; sg_g[nseg] := g; cur_g := g;
      end if;
      c := nxt;
    end loop;
  end loop;
  for i in 1..nseg loop
    g := sg_g[i];
    if g > 0 then
      sg_n[i] := (sg_e[i] - sg_s[i] + u_len[g] - 1) / u_len[g];
      before_caps := before_caps + sg_n[i] * u_p[g];
    else
      sg_n[i] := 0;
    end if;
    sg_amt[i] := 0;
  end loop;

  -- §5: cap periods. Step 1 (day type of the period's date) while generating them.
  r_first := array_fill(1, array[greatest(nc, 1)]); r_last := array_fill(0, array[greatest(nc, 1)]);
  for r in 1..nc loop
    r_first[r] := np + 1;
    if c_class[r] = 3 then
      h := c_h[r]; k := 0;
      loop
        ps := s0 + k * h;
        exit when ps >= s1;
        o := pc_o[1];
        for i in 2..npc loop exit when pc_s[i] > ps; o := pc_o[i]; end loop;
        d := floor((ps + o)::numeric / 86400)::int;
        if (day_mask[d - dmin + 1] >> c_dt[r]) & 1 = 1 then
          np := np + 1; pr_r[np] := r; pr_d[np] := d - dmin + 1; pr_s[np] := ps; pr_e[np] := ps + h;
          pr_live[np] := true; pr_aside[np] := false;
        end if;
        k := k + 1;
      end loop;
    else
      for i in 1..nd loop
        if (day_mask[i] >> c_dt[r]) & 1 = 1 then
          d := dmin + i - 1;
          if c_class[r] = 1 then
            ls := d::bigint * 86400; le := ls + 86400;
          elsif c_kind[r] = 0 then
            ls := d::bigint * 86400 + c_s[r]; le := ls + 86400;
          elsif c_kind[r] = 1 then
            ls := d::bigint * 86400 + c_s[r]; le := d::bigint * 86400 + c_e[r];
          else
            ls := d::bigint * 86400 + c_s[r]; le := (d + 1)::bigint * 86400 + c_e[r];
          end if;
          np := np + 1; pr_r[np] := r; pr_d[np] := i;
          if zone_fixed then
            pr_s[np] := ls - o0; pr_e[np] := le - o0;
          else
            pr_s[np] := extract(epoch from ((to_timestamp(ls) at time zone 'UTC') at time zone tz))::bigint;
            pr_e[np] := extract(epoch from ((to_timestamp(le) at time zone 'UTC') at time zone tz))::bigint;
          end if;
          pr_live[np] := true; pr_aside[np] := false;
        end if;
      end loop;
    end if;
    r_last[r] := np;
    -- Step 2: cap_repeat false keeps only the earliest period that overlaps the stay.
    if not c_repeat[r] then
      found_one := false;
      for x in r_first[r]..r_last[r] loop
        if not found_one and pr_s[x] < s1 and pr_e[x] > s0 then found_one := true;
        else pr_live[x] := false;
        end if;
      end loop;
    end if;
  end loop;

  -- Step 3: a period gives way to an overlapping period, on the same date, of another rule with the
  -- same cap_type (daily and daily_max are one type) and cap_scope and a more specific day type.
  for r in 1..nc loop
    for r2 in 1..nc loop
      continue when r2 = r or c_class[r2] <> c_class[r] or c_spec[r2] >= c_spec[r]
                    or c_scope[r2] is distinct from c_scope[r];
      y := r_first[r2];
      for x in r_first[r]..r_last[r] loop
        continue when not pr_live[x];
        while y <= r_last[r2] and pr_d[y] < pr_d[x] loop y := y + 1; end loop;
        q := y;
        while q <= r_last[r2] and pr_d[q] = pr_d[x] loop
          if pr_live[q] and pr_s[q] < pr_e[x] and pr_s[x] < pr_e[q] then pr_aside[x] := true; exit; end if;
          q := q + 1;
        end loop;
      end loop;
    end loop;
  end loop;

  -- The periods that apply and touch the stay, per rule in time order, with full budgets.
  a_first := array_fill(1, array[greatest(nc, 1)]); a_last := array_fill(0, array[greatest(nc, 1)]);
  for r in 1..nc loop
    a_first[r] := na + 1;
    for x in r_first[r]..r_last[r] loop
      if pr_live[x] and not pr_aside[x] and pr_s[x] < s1 and pr_e[x] > s0 then
        na := na + 1; ap_r[na] := r; ap_s[na] := pr_s[x]; ap_e[na] := pr_e[x]; ap_used[na] := 0; ap_saved[na] := 0;
      end if;
    end loop;
    a_last[r] := na;
  end loop;
  ptr := a_first;

  -- Step 4: charges accrue in time order. Between two consecutive boundaries (segment or period)
  -- every unit start lies in the same periods and costs the same, and each charge lowers all those
  -- budgets alike, so a run of cnt units costs min(cnt * p, smallest remaining budget): the same as
  -- charging them one by one. A reduction is credited to the period whose budget was smallest
  -- (ties: the one ending first, then the lower rule_order).
  for i in 1..nseg loop
    g := sg_g[i];
    continue when g = 0;
    len := u_len[g]; p := u_p[g]; n := sg_n[i];
    a := sg_s[i];
    while a < sg_e[i] loop
      b := sg_e[i];
      for r in 1..nc loop
        q := ptr[r];
        while q <= a_last[r] and ap_e[q] <= a loop q := q + 1; end loop;
        ptr[r] := q;
        if q <= a_last[r] then
          if ap_s[q] <= a then b := least(b, ap_e[q]); else b := least(b, ap_s[q]); end if;
        end if;
      end loop;
      cnt := least(n, (b - sg_s[i] + len - 1) / len) - least(n, (a - sg_s[i] + len - 1) / len);
      if cnt > 0 and p > 0 then
        gross := cnt * p;
        best := 0; best_rem := 0;
        for r in 1..nc loop
          q := ptr[r];
          if q <= a_last[r] and ap_s[q] <= a then
            rem := c_price[r] - ap_used[q];
            if best = 0 or rem < best_rem
               or (rem = best_rem and (ap_e[q] < ap_e[best] or (ap_e[q] = ap_e[best] and c_ord[r] < c_ord[ap_r[best]]))) then
              best := q; best_rem := rem;
            end if;
          end if;
        end loop;
        charged := gross;
        if best > 0 then
          if best_rem < gross then
            charged := best_rem;
            ap_saved[best] := ap_saved[best] + gross - charged;
          end if;
          for r in 1..nc loop
            q := ptr[r];
            if q <= a_last[r] and ap_s[q] <= a then ap_used[q] := ap_used[q] + charged; end if;
          end loop;
        end if;
        total := total + charged;
        sg_amt[i] := sg_amt[i] + charged;
      end if;
      a := b;
    end loop;
  end loop;

  -- §7: warnings
  if p_max_parking_duration_min is not null and (s1 - s0) > p_max_parking_duration_min::bigint * 60 then
    warnings := warnings || 'exceeds_max_parking_duration'::text;
  end if;
  if p_hours is not null and jsonb_typeof(p_hours) not in ('array', 'null') then
    raise exception 'hours must be an array' using errcode = 'PK400', detail = '{"param":"hours"}';
  end if;
  if jsonb_typeof(p_hours) = 'array' and jsonb_array_length(p_hours) > 0 then
    if exists (
      select 1 from jsonb_array_elements(p_hours) e
      where jsonb_typeof(e) <> 'object'
         or coalesce(e->>'window_type', 'business') not in ('business', 'entry', 'exit', 'after_hours_exit')
         or coalesce(e->>'day_type', 'all') not in ('all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve')
         or coalesce(e->>'open_time', '00:00') !~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$'
         or coalesce(e->>'close_time', '00:00') !~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$'
         or coalesce(e->>'day_of_week', '0') !~ '^[0-6]$'
         or coalesce(e->>'is_24h', 'false') not in ('true', 'false')
         or coalesce(e->>'is_closed', 'false') not in ('true', 'false')
         or coalesce(e->>'effective_from', '2000-01-01') !~ '^\d{4}-\d{2}-\d{2}$'
         or coalesce(e->>'effective_to', '2000-01-01') !~ '^\d{4}-\d{2}-\d{2}$'
    ) then
      raise exception 'hours: an entry is not a valid ParkingLotHourInput' using errcode = 'PK400', detail = '{"param":"hours"}';
    end if;
    -- Entry needs the entry windows when the lot has any, else business hours; exit may use business,
    -- exit or after-hours-exit windows. A window's end counts as inside (checked one second earlier).
    select exists (select 1 from jsonb_array_elements(p_hours) e where e->>'window_type' = 'entry') into found_one;
    if exists (select 1 from jsonb_array_elements(p_hours) e
               where coalesce(e->>'window_type', 'business') = any (case when found_one then '{entry}'::text[] else '{business}'::text[] end)) then
      hours_ok := public.lot_hours_open(p_hours, tz, to_timestamp(s0), case when found_one then '{entry}'::text[] else '{business}'::text[] end)
               or public.lot_hours_open(p_hours, tz, to_timestamp(s0 - 1), case when found_one then '{entry}'::text[] else '{business}'::text[] end);
      if not hours_ok then warnings := warnings || 'outside_business_hours'::text; end if;
    end if;
    if not ('outside_business_hours' = any (warnings)) then
      hours_ok := public.lot_hours_open(p_hours, tz, to_timestamp(s1), '{business,exit,after_hours_exit}')
               or public.lot_hours_open(p_hours, tz, to_timestamp(s1 - 1), '{business,exit,after_hours_exit}');
      if not hours_ok and exists (select 1 from jsonb_array_elements(p_hours) e
                                  where coalesce(e->>'window_type', 'business') in ('business', 'exit', 'after_hours_exit')) then
        warnings := warnings || 'outside_business_hours'::text;
      end if;
    end if;
  end if;

  -- §7: the result
  for i in 1..nseg loop
    g := sg_g[i];
    if g > 0 then
      n_out := n_out + 1;
      out_segments[n_out] := jsonb_build_object(
        'start', to_char(to_timestamp(sg_s[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'end', to_char(to_timestamp(sg_e[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'rule_order', u_ord[g],
        'day_type', u_dtname[g],
        'per_minutes', u_min[g],
        'price_minor', u_p[g],
        'units', sg_n[i],
        'amount_before_caps', sg_n[i] * u_p[g],
        'amount_after_caps', sg_amt[i]);
    else
      n_unc := n_unc + 1;
      out_uncovered[n_unc] := jsonb_build_object(
        'start', to_char(to_timestamp(sg_s[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'end', to_char(to_timestamp(sg_e[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
    end if;
  end loop;
  result_segments := to_jsonb(out_segments);
  result_uncovered := to_jsonb(out_uncovered);

  -- Caps that saved something, by period start then rule_order: each rule's applying periods are
  -- already in time order, so this merges the rules' lists.
  ptr := a_first;
  loop
    best := 0;
    for r in 1..nc loop
      q := ptr[r];
      while q <= a_last[r] and ap_saved[q] <= 0 loop q := q + 1; end loop;
      ptr[r] := q;
      if q <= a_last[r] and (best = 0 or ap_s[q] < ap_s[best] or (ap_s[q] = ap_s[best] and c_ord[r] < c_ord[ap_r[best]])) then
        best := q;
      end if;
    end loop;
    exit when best = 0;
    r := ap_r[best];
    n_out_caps := n_out_caps + 1;
    out_caps[n_out_caps] := jsonb_build_object(
      'rule_order', c_ord[r],
      'cap_type', c_type[r],
      'cap_scope', c_scope[r],
      'period_start', to_char(to_timestamp(ap_s[best]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'period_end', to_char(to_timestamp(ap_e[best]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'cap_price_minor', c_price[r],
      'charged', ap_used[best],
      'saved', ap_saved[best]);
    ptr[r] := best + 1;
  end loop;
  result_caps := to_jsonb(out_caps);

  return jsonb_build_object(
    'total_amount', total,
    'breakdown', jsonb_build_object(
      'currency', 'JPY',
      'timezone', tz,
      'entry_at', to_char(to_timestamp(s0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'exit_at', to_char(to_timestamp(s1) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'duration_min', (s1 - s0 + 59) / 60,
      'complete', nu > 0 and result_uncovered = '[]'::jsonb,
      'total_before_caps', before_caps,
      'uncovered', result_uncovered,
      'segments', result_segments,
      'caps', result_caps,
      'warnings', to_jsonb(warnings)));
end
$function$;
revoke execute on function public.calc_fee_for_rules(jsonb,timestamp with time zone,timestamp with time zone,text,jsonb,integer) from public;
grant execute on function public.calc_fee_for_rules(jsonb,timestamp with time zone,timestamp with time zone,text,jsonb,integer) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.calc_lot_fee(p_lot_id uuid, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public'
AS $function$
declare
  v_lot record;
begin
  select l.vehicle_type_max, l.pricing_signature, s.rules, s.hours, s.timezone, s.max_parking_duration_min
    into v_lot
    from public.parking_lots l
    left join public.pricing_signatures s on s.signature = l.pricing_signature
   where l.id = p_lot_id;
  if not found then
    raise exception 'parking lot % does not exist', p_lot_id using errcode = 'PK001';
  end if;
  if v_lot.rules is null then
    -- Triggers keep every lot signed; a lot without one is a bug, not a lot without rules.
    raise exception 'parking lot % has no pricing signature', p_lot_id;
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);
  return public.calc_fee_for_rules(v_lot.rules, p_entry_at, p_exit_at, v_lot.timezone, v_lot.hours, v_lot.max_parking_duration_min);
end
$function$;
revoke execute on function public.calc_lot_fee(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.calc_lot_fee(uuid,timestamp with time zone,timestamp with time zone,text) to service_role;

CREATE OR REPLACE FUNCTION public.calc_parking_fee(p_lot_id uuid, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  if not exists (select 1 from public.parking_lots where id = p_lot_id and status = 'active') then
    raise exception 'parking lot % does not exist or is not public', p_lot_id using errcode = 'PK001';
  end if;
  return public.calc_lot_fee(p_lot_id, p_entry_at, p_exit_at, p_vehicle_type);
end
$function$;
revoke execute on function public.calc_parking_fee(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.calc_parking_fee(uuid,timestamp with time zone,timestamp with time zone,text) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.cancel_parking_session(p_session_id uuid, p_client_request_id uuid DEFAULT NULL::uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
declare
  v_user uuid := public.require_signed_in_user();
  v_session public.parking_sessions;
begin
  if p_client_request_id is not null
     and public.claim_parking_session_request(v_user, p_client_request_id, 'cancel',
           jsonb_build_object('session_id', p_session_id), p_session_id) is not null then
    return true;
  end if;

  select * into v_session from public.parking_sessions where id = p_session_id and user_id = v_user for update;
  if not found then
    raise exception 'No parking session %.', p_session_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  if v_session.status <> 'parking' then
    raise exception 'The parking session is already %.', v_session.status
      using errcode = 'PK409', detail = jsonb_build_object('status', v_session.status)::text;
  end if;
  if now() > v_session.started_at + interval '5 minutes' then
    raise exception 'A parking session can only be cancelled within 5 minutes of its start.'
      using errcode = 'PK004',
            detail = jsonb_build_object('started_at', v_session.started_at, 'cancellable_until', v_session.started_at + interval '5 minutes')::text;
  end if;

  update public.parking_sessions set status = 'cancelled', cancelled_at = now() where id = p_session_id;
  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at)
  values (v_user, 'session_cancel', p_session_id, v_session.parking_lot_id, now());
  return true;
end
$function$;
revoke execute on function public.cancel_parking_session(uuid,uuid) from public;
grant execute on function public.cancel_parking_session(uuid,uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.check_bundle_core(p_core jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  v_key text;
begin
  if jsonb_typeof(p_core) is distinct from 'object' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot must be an object.');
  end if;
  for v_key in select jsonb_object_keys(p_core) loop
    if not v_key = any (public.parking_lot_core_fields()) then
      perform public.raise_bundle_error('parking_lot', format('parking_lot: unknown field %s.', v_key));
    end if;
  end loop;
  -- vehicle_type_max is a code of the vehicle_type category (the foreign key would say 23503).
  if jsonb_typeof(p_core->'vehicle_type_max') = 'string'
     and not exists (select 1 from public.codes where category = 'vehicle_type' and code = p_core->>'vehicle_type_max') then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.vehicle_type_max: %s is not a vehicle_type code.', p_core->>'vehicle_type_max'));
  end if;
  if jsonb_typeof(p_core->'parent_id') = 'string'
     and not exists (select 1 from public.parking_lots where id::text = p_core->>'parent_id') then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.parent_id: no parking lot %s.', p_core->>'parent_id'));
  end if;
end
$function$;
revoke execute on function public.check_bundle_core(jsonb) from public;
grant execute on function public.check_bundle_core(jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.check_bundle_keys(p_bundle jsonb, p_allowed text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  v_key text;
begin
  if jsonb_typeof(p_bundle) is distinct from 'object' then
    perform public.raise_bundle_error(null, 'The bundle must be an object.');
  end if;
  for v_key in select jsonb_object_keys(p_bundle) loop
    if not v_key = any (p_allowed) then
      perform public.raise_bundle_error(v_key, format('Unknown field %s.', v_key));
    end if;
  end loop;
end
$function$;
revoke execute on function public.check_bundle_keys(jsonb,text[]) from public;
grant execute on function public.check_bundle_keys(jsonb,text[]) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.check_bundle_part(p_param text, p_part jsonb, p_max integer, p_fields text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  v_element jsonb;
  v_key text;
begin
  if jsonb_typeof(p_part) is distinct from 'array' then
    perform public.raise_bundle_error(p_param, format('%s must be an array.', p_param));
  end if;
  if jsonb_array_length(p_part) > p_max then
    perform public.raise_bundle_error(p_param, format('%s holds at most %s entries.', p_param, p_max));
  end if;
  for v_element in select jsonb_array_elements(p_part) loop
    if jsonb_typeof(v_element) <> 'object' then
      perform public.raise_bundle_error(p_param, format('Each entry of %s must be an object.', p_param));
    end if;
    for v_key in select jsonb_object_keys(v_element) loop
      if not v_key = any (p_fields) then
        perform public.raise_bundle_error(p_param, format('%s: unknown field %s.', p_param, v_key));
      end if;
    end loop;
  end loop;
end
$function$;
revoke execute on function public.check_bundle_part(text,jsonb,integer,text[]) from public;
grant execute on function public.check_bundle_part(text,jsonb,integer,text[]) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.check_bundle_writer(p_bundle jsonb, p_as_owner boolean)
 RETURNS uuid
 LANGUAGE plpgsql
AS $function$
declare
  v_owner uuid;
  v_status text := p_bundle->'parking_lot'->>'status';
begin
  if not p_as_owner then
    if not public.has_permission('parking.edit') then
      raise exception 'This requires the permission parking.edit.' using errcode = 'PK403', detail = '{"permission": "parking.edit"}';
    end if;
    return null;
  end if;
  v_owner := public.current_owner_id();
  if v_owner is null then
    raise exception 'This requires an active owner account (POST /v1/owner/register).' using errcode = 'PK403';
  end if;
  if p_bundle ? 'owner_ids' then
    perform public.raise_bundle_error('owner_ids', 'owner_ids is set by admins only; an owner''s lot is linked to the owner.');
  end if;
  if v_status is not null and v_status not in ('draft', 'pending') then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.status: an owner may send draft or pending, not %s.', v_status));
  end if;
  if jsonb_typeof(p_bundle->'parking_lot'->'source') = 'string' and p_bundle->'parking_lot'->>'source' <> 'manual' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot.source: a lot registered by its owner is manual.');
  end if;
  return v_owner;
end
$function$;
revoke execute on function public.check_bundle_writer(jsonb,boolean) from public;
grant execute on function public.check_bundle_writer(jsonb,boolean) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.check_vehicle_allowed(p_vehicle_type_max text, p_vehicle_type text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public'
AS $function$
declare
  v_rank integer;
  v_max_rank integer;
begin
  if p_vehicle_type is null then
    return;
  end if;
  select sort_order into v_rank from public.codes where category = 'vehicle_type' and code = p_vehicle_type;
  if not found then
    raise exception 'vehicle_type % is not a vehicle type code', p_vehicle_type
      using errcode = 'PK400', detail = '{"param": "vehicle_type"}';
  end if;
  if p_vehicle_type_max is null then
    return;
  end if;
  select sort_order into v_max_rank from public.codes where category = 'vehicle_type' and code = p_vehicle_type_max;
  if v_rank > v_max_rank then
    raise exception 'This parking lot takes vehicles up to %; % is larger.', p_vehicle_type_max, p_vehicle_type
      using errcode = 'PK003',
            detail = jsonb_build_object('param', 'vehicle_type', 'vehicle_type_max', p_vehicle_type_max)::text;
  end if;
end
$function$;
revoke execute on function public.check_vehicle_allowed(text,text) from public;
grant execute on function public.check_vehicle_allowed(text,text) to service_role;

CREATE OR REPLACE FUNCTION public.claim_parking_session_request(p_user uuid, p_client_request_id uuid, p_operation text, p_request jsonb, p_session_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SET search_path TO 'public'
AS $function$
declare
  v_recorded public.parking_session_requests;
begin
  if p_client_request_id is null then
    raise exception 'client_request_id (or an Idempotency-Key header) is required'
      using errcode = 'PK400', detail = '{"param": "client_request_id"}';
  end if;
  insert into public.parking_session_requests (user_id, client_request_id, operation, request, parking_session_id)
  values (p_user, p_client_request_id, p_operation, p_request, p_session_id)
  on conflict (user_id, client_request_id) do nothing;
  if found then
    return null;
  end if;
  -- A new statement, so a new snapshot: it sees the row whose commit the insert waited for.
  select * into v_recorded from public.parking_session_requests
   where user_id = p_user and client_request_id = p_client_request_id;
  if v_recorded.operation <> p_operation or v_recorded.request <> p_request then
    raise exception 'client_request_id % was already used for a different request', p_client_request_id
      using errcode = 'PK409', detail = '{"param": "client_request_id"}';
  end if;
  return v_recorded.parking_session_id;
end
$function$;
revoke execute on function public.claim_parking_session_request(uuid,uuid,text,jsonb,uuid) from public;
grant execute on function public.claim_parking_session_request(uuid,uuid,text,jsonb,uuid) to service_role;

CREATE OR REPLACE FUNCTION public.create_parking_lot_bundle(p_bundle jsonb, p_as_owner boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_id uuid := gen_random_uuid();
  v_owner uuid;
  v_core jsonb;
  v_cols text;
  v_hours int := 0;
  v_rules int := 0;
  v_images int := 0;
  v_tags int := 0;
  v_owners int := 0;
begin
  perform public.check_bundle_keys(p_bundle, array['parking_lot', 'hours', 'pricing_rules', 'images', 'tags', 'owner_ids']);
  v_owner := public.check_bundle_writer(p_bundle, p_as_owner);
  v_core := p_bundle->'parking_lot';
  perform public.check_bundle_core(v_core);
  if not v_core ? 'name' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot.name is required.');
  end if;
  if p_as_owner then
    v_core := v_core || jsonb_build_object('status', coalesce(v_core->>'status', 'pending'), 'source', 'manual');
  end if;
  select string_agg(format('%I', k), ', ') into v_cols from jsonb_object_keys(v_core) k;
  -- No RETURNING: an owner may not read the lot back until the link below exists.
  execute format('insert into public.parking_lots (id, %1$s) select $2, %2$s from jsonb_populate_record(null::public.parking_lots, $1) r',
                 v_cols, (select string_agg(format('r.%I', k), ', ') from jsonb_object_keys(v_core) k))
    using v_core, v_id;
  if v_owner is not null then
    insert into public.parking_lot_owners (parking_lot_id, owner_id) values (v_id, v_owner);
    v_owners := 1;
  elsif p_bundle ? 'owner_ids' then
    v_owners := public.replace_parking_lot_owners(v_id, p_bundle->'owner_ids');
  end if;
  if p_bundle ? 'hours' then v_hours := public.replace_parking_lot_hours(v_id, p_bundle->'hours'); end if;
  if p_bundle ? 'pricing_rules' then v_rules := public.replace_parking_lot_pricing_rules(v_id, p_bundle->'pricing_rules'); end if;
  if p_bundle ? 'images' then v_images := public.apply_parking_lot_images(v_id, p_bundle->'images'); end if;
  if p_bundle ? 'tags' then v_tags := public.apply_parking_lot_tags(v_id, p_bundle->'tags'); end if;
  return public.bundle_counts(v_id, v_hours, v_rules, v_images, v_tags, v_owners);
end
$function$;
revoke execute on function public.create_parking_lot_bundle(jsonb,boolean) from public;
grant execute on function public.create_parking_lot_bundle(jsonb,boolean) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.create_parking_session(p_lot_id uuid, p_vehicle_type text, p_start_lat numeric, p_start_lng numeric, p_client_request_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
declare
  v_user uuid := public.require_signed_in_user();
  v_session_id uuid := gen_random_uuid();
  v_recorded uuid;
  v_lot record;
  v_parking uuid;
begin
  v_recorded := public.claim_parking_session_request(v_user, p_client_request_id, 'create',
    jsonb_build_object('lot_id', p_lot_id, 'vehicle_type', p_vehicle_type, 'start_lat', p_start_lat, 'start_lng', p_start_lng),
    v_session_id);
  if v_recorded is not null then
    return v_recorded;
  end if;

  select name, status, address, vehicle_type_max into v_lot from public.parking_lots where id = p_lot_id;
  if not found or v_lot.status <> 'active' then
    raise exception 'parking lot % does not exist or is not public', p_lot_id
      using errcode = 'PK001', detail = '{"param": "lot_id"}';
  end if;
  if p_vehicle_type is null then
    raise exception 'vehicle_type is required' using errcode = 'PK400', detail = '{"param": "vehicle_type"}';
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);

  insert into public.parking_sessions (id, user_id, parking_lot_id, parking_lot_name, ward, vehicle_type, start_lat, start_lng)
  values (v_session_id, v_user, p_lot_id, v_lot.name, public.address_ward(v_lot.address), p_vehicle_type, p_start_lat, p_start_lng)
  on conflict (user_id) where status = 'parking' do nothing;
  if not found then
    -- The conflicting session is committed (the insert waited for it), so it can be named.
    select id into v_parking from public.parking_sessions where user_id = v_user and status = 'parking';
    raise exception 'You already have a parking session in progress.'
      using errcode = 'PK002', detail = jsonb_build_object('parking_session_id', v_parking)::text;
  end if;

  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at, details)
  select v_user, 'session_start', id, parking_lot_id, started_at, jsonb_build_object('vehicle_type', vehicle_type)
    from public.parking_sessions where id = v_session_id;
  return v_session_id;
end
$function$;
revoke execute on function public.create_parking_session(uuid,text,numeric,numeric,uuid) from public;
grant execute on function public.create_parking_session(uuid,text,numeric,numeric,uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.current_owner_id()
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  select id from public.owners where user_id = auth.uid() and status = 'active'
$function$;
revoke execute on function public.current_owner_id() from public;
grant execute on function public.current_owner_id() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.day_type_chain(d date)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE STRICT
AS $function$
declare
  v_holiday boolean := exists (select 1 from public.holidays where holiday_date = d);
  v_eve boolean := not v_holiday and exists (select 1 from public.holidays where holiday_date = d + 1);
begin
  return array_remove(array[
    case when v_holiday then 'holiday' end,
    case when v_eve then 'holiday_eve' end,
    case extract(isodow from d) when 6 then 'saturday' when 7 then 'sunday' else 'weekday' end,
    'all'
  ], null);
end
$function$;
revoke execute on function public.day_type_chain(date) from public;
grant execute on function public.day_type_chain(date) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.exp_level_for(p_exp bigint)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
declare
  v_level integer;
begin
  select coalesce(max(l.level), 1) into v_level from public.exp_levels l where l.min_exp <= p_exp;
  return v_level;
end
$function$;
revoke execute on function public.exp_level_for(bigint) from public;
grant execute on function public.exp_level_for(bigint) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.finalize_parking_session(p_session_id uuid, p_exit_at timestamp with time zone, p_client_request_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
declare
  v_user uuid := public.require_signed_in_user();
  v_session public.parking_sessions;
  v_exit timestamptz;
  v_fee jsonb;
begin
  if public.claim_parking_session_request(v_user, p_client_request_id, 'finalize',
       jsonb_build_object('session_id', p_session_id, 'exit_at', extract(epoch from p_exit_at)), p_session_id) is not null then
    -- An ended session's fee never changes: the recorded one is the original result.
    select jsonb_build_object('total_amount', total_amount, 'breakdown', fee_breakdown) into v_fee
      from public.parking_sessions where id = p_session_id;
    return v_fee;
  end if;

  select * into v_session from public.parking_sessions where id = p_session_id and user_id = v_user for update;
  if not found then
    raise exception 'No parking session %.', p_session_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  if v_session.status <> 'parking' then
    raise exception 'The parking session is already %.', v_session.status
      using errcode = 'PK409', detail = jsonb_build_object('status', v_session.status)::text;
  end if;

  v_exit := coalesce(p_exit_at, now());
  if v_exit <= v_session.started_at then
    raise exception 'exit_at must be later than the session start (%).', to_char(v_session.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      using errcode = 'PK400', detail = '{"param": "exit_at"}';
  end if;
  if v_exit > now() + interval '2 minutes' then
    raise exception 'exit_at may be at most 2 minutes ahead of the server clock.'
      using errcode = 'PK400', detail = '{"param": "exit_at"}';
  end if;

  -- Any lot, public or not: a lot put on hold while a car is parked still prices the stay. The
  -- vehicle was admitted at the start; a lot that later lowers its limit must not keep a car in.
  v_fee := public.calc_lot_fee(v_session.parking_lot_id, v_session.started_at, v_exit, null);

  update public.parking_sessions
     set status = 'ended', ended_at = v_exit, total_amount = (v_fee->>'total_amount')::bigint, fee_breakdown = v_fee->'breakdown'
   where id = p_session_id;
  -- Its trigger (0031) awards experience points and badges in this same transaction.
  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at, details)
  values (v_user, 'session_end', p_session_id, v_session.parking_lot_id, v_exit,
          jsonb_build_object('total_amount', (v_fee->>'total_amount')::bigint, 'duration_min', v_fee->'breakdown'->'duration_min'));
  return v_fee;
end
$function$;
revoke execute on function public.finalize_parking_session(uuid,timestamp with time zone,uuid) from public;
grant execute on function public.finalize_parking_session(uuid,timestamp with time zone,uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.has_exactly_keys(o jsonb, keys text[])
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
begin
  if jsonb_typeof(o) <> 'object' then return false; end if;
  return (select coalesce(array_agg(k order by k), '{}') from jsonb_object_keys(o) k)
       = (select array_agg(k order by k) from unnest(keys) k);
end
$function$;
grant execute on function public.has_exactly_keys(jsonb,text[]) to public, service_role;

CREATE OR REPLACE FUNCTION public.has_permission(p_key text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  select exists (
    select 1
      from public.admins a
      join public.role_permissions rp on rp.role_id = a.role_id
     where a.user_id = auth.uid() and a.status = 'active' and rp.permission_key = p_key)
$function$;
revoke execute on function public.has_permission(text) from public;
grant execute on function public.has_permission(text) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.is_active_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  select exists (select 1 from public.admins where user_id = auth.uid() and status = 'active')
$function$;
revoke execute on function public.is_active_admin() from public;
grant execute on function public.is_active_admin() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.is_entry_exit_locations(e jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
declare
  pin jsonb;
begin
  if not public.has_exactly_keys(e, array['mode', 'pins']) then return false; end if;
  if jsonb_typeof(e->'mode') <> 'string' or jsonb_typeof(e->'pins') <> 'array' then return false; end if;
  if e->>'mode' not in ('shared', 'separate', 'multiple') or jsonb_array_length(e->'pins') > 20 then return false; end if;
  for pin in select jsonb_array_elements(e->'pins') loop
    if not (public.has_exactly_keys(pin, array['kind', 'lat', 'lng']) or public.has_exactly_keys(pin, array['kind', 'label', 'lat', 'lng'])) then
      return false;
    end if;
    if jsonb_typeof(pin->'kind') <> 'string' then return false; end if;
    if pin->>'kind' not in ('entry', 'exit', 'both') then return false; end if;
    if not public.is_lng_lat(jsonb_build_array(pin->'lng', pin->'lat')) then return false; end if;
    if pin ? 'label' then
      if jsonb_typeof(pin->'label') <> 'string' then return false; end if;
      if char_length(pin->>'label') > 50 then return false; end if;
    end if;
  end loop;
  return true;
end
$function$;
grant execute on function public.is_entry_exit_locations(jsonb) to public, service_role;

CREATE OR REPLACE FUNCTION public.is_lng_lat(p jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
begin
  if jsonb_typeof(p) <> 'array' then return false; end if;
  if jsonb_array_length(p) <> 2 or jsonb_typeof(p->0) <> 'number' or jsonb_typeof(p->1) <> 'number' then return false; end if;
  return (p->>0)::float8 between -180 and 180 and (p->>1)::float8 between -90 and 90;
end
$function$;
grant execute on function public.is_lng_lat(jsonb) to public, service_role;

CREATE OR REPLACE FUNCTION public.is_lot_owner(p_lot_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  select exists (
    select 1 from public.parking_lot_owners lo join public.owners o on o.id = lo.owner_id
     where lo.parking_lot_id = p_lot_id and o.user_id = auth.uid() and o.status = 'active')
$function$;
revoke execute on function public.is_lot_owner(uuid) from public;
grant execute on function public.is_lot_owner(uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.is_parking_lot_geometry(g jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
declare
  shape text;
  part jsonb;
  ring jsonb;
  pair jsonb;
begin
  if jsonb_typeof(g) <> 'object' then return false; end if;
  if jsonb_typeof(g->'shape_type') is distinct from 'string' then return false; end if;
  shape := g->>'shape_type';
  if shape not in ('point', 'line', 'area') then return false; end if;
  if not public.has_exactly_keys(g, array['shape_type', shape]) then return false; end if;
  part := g->shape;
  if shape = 'point' then
    if not public.has_exactly_keys(part, array['lat', 'lng']) then return false; end if;
    return public.is_lng_lat(jsonb_build_array(part->'lng', part->'lat'));
  end if;
  if not public.has_exactly_keys(part, array['coordinates', 'type']) then return false; end if;
  if jsonb_typeof(part->'coordinates') <> 'array' then return false; end if;
  if part->>'type' is distinct from (array['LineString', 'Polygon'])[array_position(array['line', 'area'], shape)] then
    return false;
  end if;
  if shape = 'line' then
    if jsonb_array_length(part->'coordinates') < 2 then return false; end if;
    for pair in select jsonb_array_elements(part->'coordinates') loop
      if not public.is_lng_lat(pair) then return false; end if;
    end loop;
    return true;
  end if;
  if jsonb_array_length(part->'coordinates') < 1 then return false; end if;
  for ring in select jsonb_array_elements(part->'coordinates') loop
    if jsonb_typeof(ring) <> 'array' then return false; end if;
    if jsonb_array_length(ring) < 4 then return false; end if;
    for pair in select jsonb_array_elements(ring) loop
      if not public.is_lng_lat(pair) then return false; end if;
    end loop;
    if ring->0 <> ring->-1 then return false; end if;
  end loop;
  return true;
end
$function$;
grant execute on function public.is_parking_lot_geometry(jsonb) to public, service_role;

CREATE OR REPLACE FUNCTION public.lot_awaits_first_owner(p_lot_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  select exists (select 1 from public.parking_lots where id = p_lot_id and created_by = auth.uid())
     and not exists (select 1 from public.parking_lot_owners where parking_lot_id = p_lot_id)
$function$;
revoke execute on function public.lot_awaits_first_owner(uuid) from public;
grant execute on function public.lot_awaits_first_owner(uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.lot_hours_open(p_hours jsonb, p_timezone text, p_at timestamp with time zone, p_window_types text[])
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
declare
  v_open boolean;
begin
    with h as (
      select coalesce(e->>'window_type', 'business') as window_type,
             coalesce(e->>'day_type', 'all') as day_type,
             (e->>'day_of_week')::int as day_of_week,
             coalesce((e->>'is_24h')::boolean, false) as is_24h,
             coalesce((e->>'is_closed')::boolean, false) as is_closed,
             (select split_part(v, ':', 1)::int * 3600 + split_part(v, ':', 2)::int * 60 from (select e->>'open_time' as v) x) as open_s,
             (select split_part(v, ':', 1)::int * 3600 + split_part(v, ':', 2)::int * 60 from (select e->>'close_time' as v) x) as close_s,
             (e->>'effective_from')::date as effective_from,
             (e->>'effective_to')::date as effective_to
      from jsonb_array_elements(p_hours) as e
      where coalesce(e->>'window_type', 'business') = any (p_window_types)
    ),
    here as (select p_at at time zone p_timezone as l),
    -- back = 0: the instant's own date; back = 1: the day before, whose overnight spans reach into it.
    days as (
      select b.back, (here.l::date - b.back) as d,
             extract(epoch from here.l::time)::int + b.back * 86400 as tau
      from here, (values (0), (1)) as b(back)
    ),
    applicable as (
      select days.back, days.tau, h.*,
             case when h.day_type in ('holiday', 'holiday_eve') then 1
                  when h.day_type <> 'all' or h.day_of_week is not null then 2
                  else 3 end as specificity
      from days
      cross join lateral (select public.day_type_chain(days.d) as chain) c
      join h on h.day_type = any (c.chain)
            and (h.day_of_week is null or h.day_of_week = extract(dow from days.d))
            and (h.effective_from is null or days.d >= h.effective_from)
            and (h.effective_to is null or days.d <= h.effective_to)
    ),
    schedule as (
      select *, rank() over (partition by back, window_type order by specificity) as rk from applicable
    ),
    spans as (
      select back, window_type, tau, is_closed, is_24h,
             coalesce(open_s, 0) % 86400 as o, coalesce(close_s, 86400) as c
      from schedule where rk = 1
    ),
    -- A closed entry closes its whole schedule; otherwise any span may cover the instant. From the
    -- day before only overnight spans reach in.
    per_schedule as (
      select bool_and(not is_closed) and bool_or(
               case when back = 0 then is_24h or o = c or (o < c and tau >= o and tau < c) or (o > c and tau >= o)
                    else not is_24h and o > c and tau < 86400 + c end) as covered
      from spans group by back, window_type
    )
    select coalesce(bool_or(covered), false) into v_open from per_schedule;
  return v_open;
end
$function$;
revoke execute on function public.lot_hours_open(jsonb,text,timestamp with time zone,text[]) from public;
grant execute on function public.lot_hours_open(jsonb,text,timestamp with time zone,text[]) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.lot_location_order(loc public.earth, p_lat double precision, p_lng double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$select loc <-> ll_to_earth(p_lat, p_lng)$function$;
grant execute on function public.lot_location_order(public.earth,double precision,double precision) to public, service_role;

CREATE OR REPLACE FUNCTION public.lot_location_within(loc public.earth, p_lat double precision, p_lng double precision, p_m double precision)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$select earth_box(ll_to_earth(p_lat, p_lng), p_m) @> loc$function$;
grant execute on function public.lot_location_within(public.earth,double precision,double precision,double precision) to public, service_role;

CREATE OR REPLACE FUNCTION public.nearby_parking_lots(p_lat numeric, p_lng numeric, p_radius_m integer DEFAULT 500, p_filters jsonb DEFAULT '{}'::jsonb, p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, name text, address text, lat double precision, lng double precision, distance_m double precision, avg_rating numeric, review_count integer, main_image text, tags text[])
 LANGUAGE sql
 STABLE
AS $function$
  select r.id, r.name, r.address, r.lat, r.lng, r.distance_m, r.avg_rating, r.review_count, r.main_image, r.tags
    from public.nearby_parking_lots_ranked(p_lat, p_lng, p_radius_m, p_filters, p_limit) r
   order by r.rank
$function$;
revoke execute on function public.nearby_parking_lots(numeric,numeric,integer,jsonb,integer) from public;
grant execute on function public.nearby_parking_lots(numeric,numeric,integer,jsonb,integer) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.nearby_parking_lots_ranked(p_lat numeric, p_lng numeric, p_radius_m integer DEFAULT 500, p_filters jsonb DEFAULT '{}'::jsonb, p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, name text, address text, lat double precision, lng double precision, distance_m double precision, avg_rating numeric, review_count integer, main_image text, tags text[], estimated_fee integer, fee_complete boolean, rank integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 SET enable_bitmapscan TO 'off'
AS $function$
#variable_conflict use_column
declare
  v_lat double precision := p_lat;
  v_lng double precision := p_lng;
  v_filters jsonb := coalesce(p_filters, '{}');
  v_key text;
  v_value jsonb;
  v_max_height numeric;
  v_tags text[];
  v_unknown text;
  v_open_now boolean := false;
  v_max_price bigint;
  v_entry timestamptz;
  v_exit timestamptz;
  v_sort text := 'distance';
begin
  if p_lat is null or p_lat not between -90 and 90 then
    raise exception 'lat must be between -90 and 90.' using errcode = 'PK400', detail = '{"param": "lat"}';
  end if;
  if p_lng is null or p_lng not between -180 and 180 then
    raise exception 'lng must be between -180 and 180.' using errcode = 'PK400', detail = '{"param": "lng"}';
  end if;
  if p_radius_m is null or p_radius_m not between 1 and 10000 then
    raise exception 'radius_m must be between 1 and 10000.' using errcode = 'PK400', detail = '{"param": "radius_m"}';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'limit must be between 1 and 100.' using errcode = 'PK400', detail = '{"param": "limit"}';
  end if;
  if jsonb_typeof(v_filters) <> 'object' then
    raise exception 'p_filters must be an object.' using errcode = 'PK400', detail = '{"param": "p_filters"}';
  end if;

  -- Every filter is applied or refused: none is silently ignored.
  if v_filters <> '{}' then
    for v_key, v_value in select key, value from jsonb_each(v_filters) loop
      if v_key = 'max_height_m' then
        if jsonb_typeof(v_value) <> 'number' then
          raise exception 'max_height_m must be a number.' using errcode = 'PK400', detail = '{"param": "max_height_m"}';
        end if;
        v_max_height := v_value::text::numeric;
      elsif v_key = 'tags' then
        if jsonb_typeof(v_value) <> 'array' or exists (select 1 from jsonb_array_elements(v_value) e where jsonb_typeof(e) <> 'string') then
          raise exception 'tags must be an array of tag codes.' using errcode = 'PK400', detail = '{"param": "tags"}';
        end if;
        select array_agg(distinct e) into v_tags from jsonb_array_elements_text(v_value) e;
        select c into v_unknown from unnest(v_tags) c
         where not exists (select 1 from public.tags t where t.tag_code = c and t.is_active) order by c limit 1;
        if found then
          raise exception 'Unknown tag_code: %', v_unknown
            using errcode = 'PK005', detail = jsonb_build_object('param', 'tags', 'tag_code', v_unknown)::text;
        end if;
      elsif v_key = 'open_now' then
        if jsonb_typeof(v_value) <> 'boolean' then
          raise exception 'open_now must be a boolean.' using errcode = 'PK400', detail = '{"param": "open_now"}';
        end if;
        v_open_now := v_value::text::boolean;
      elsif v_key = 'max_price' then
        if jsonb_typeof(v_value) <> 'number' or v_value::text !~ '^\d{1,12}$' then
          raise exception 'max_price must be an integer of 0 or more.' using errcode = 'PK400', detail = '{"param": "max_price"}';
        end if;
        v_max_price := v_value::text::bigint;
      elsif v_key in ('entry_at', 'exit_at') then
        if jsonb_typeof(v_value) <> 'string' or v_value #>> '{}' !~ '(Z|z|[+-]\d\d(:?\d\d)?)$' then
          raise exception '% must be a timestamp with an offset.', v_key using errcode = 'PK400', detail = jsonb_build_object('param', v_key)::text;
        end if;
        begin
          if v_key = 'entry_at' then v_entry := (v_value #>> '{}')::timestamptz; else v_exit := (v_value #>> '{}')::timestamptz; end if;
        exception when datetime_field_overflow or invalid_datetime_format then
          raise exception '% must be a timestamp with an offset.', v_key using errcode = 'PK400', detail = jsonb_build_object('param', v_key)::text;
        end;
      elsif v_key = 'sort' then
        if jsonb_typeof(v_value) <> 'string' or v_value #>> '{}' not in ('distance', 'price') then
          raise exception 'sort must be distance or price.' using errcode = 'PK400', detail = '{"param": "sort"}';
        end if;
        v_sort := v_value #>> '{}';
      else
        raise exception 'Unknown filter %.', v_key using errcode = 'PK400', detail = jsonb_build_object('param', v_key)::text;
      end if;
    end loop;
  end if;

  -- A stay is priced whenever it is given; max_price and sort=price need one.
  if v_entry is null and (v_exit is not null or v_max_price is not null or v_sort = 'price') then
    raise exception 'entry_at and exit_at give the stay to price.' using errcode = 'PK400', detail = '{"param": "entry_at"}';
  end if;
  if v_entry is not null then
    if v_exit is null then
      raise exception 'entry_at and exit_at give the stay to price.' using errcode = 'PK400', detail = '{"param": "exit_at"}';
    end if;
    if v_exit <= v_entry then
      raise exception 'exit_at must be later than entry_at.' using errcode = 'PK400', detail = '{"param": "exit_at"}';
    end if;
    if not exists (select 1 from pg_proc where proname = 'calc_parking_fee' and pronamespace = 'public'::regnamespace) then
      raise exception 'Fee estimates are not installed: max_price, entry_at and exit_at are not available.'
        using errcode = 'PK400', detail = jsonb_build_object('param', case when v_max_price is null then 'entry_at' else 'max_price' end)::text;
    end if;
  end if;
  if v_open_now then
    if not exists (select 1 from pg_proc where proname = 'lot_hours_open' and pronamespace = 'public'::regnamespace) then
      raise exception 'open_now is not available: the business-hours calendar is not installed.'
        using errcode = 'PK400', detail = '{"param": "open_now"}';
    end if;
  end if;

  -- Nearest first, straight from the index: the ordered scan reads only as many lots as the limit
  -- needs (about 50 rather than every lot in the box; the planner would pick a bitmap scan and a sort
  -- for small radii, hence enable_bitmapscan off on this function). The final order adds the id for
  -- lots at the same distance. Each lot's stay is priced once (the lateral), for the row and for
  -- max_price alike.
  if v_entry is null then
    return query
    select n.id, n.name, n.address, n.rep_lat, n.rep_lng, round(n.d::numeric, 1)::double precision,
           round(n.rating_sum::numeric / nullif(n.review_count, 0), 2), n.review_count, n.main_image_url, n.tag_codes,
           null::integer, null::boolean, (row_number() over (order by n.d, n.id))::integer
      from (
        select l.id, l.name, l.address, l.rep_lat, l.rep_lng, l.rating_sum, l.review_count, l.main_image_url, l.tag_codes,
               public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d
          from public.parking_lots l
         where l.status = 'active'
           and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
           and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
           and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
           and (v_tags is null or l.tag_codes @> v_tags)
           and (not v_open_now or public.parking_lot_open_at(l.id, l.timezone, now()))
         order by public.lot_location_order(l.location, v_lat, v_lng)
         limit p_limit
      ) n
     order by n.d, n.id;
  else
    -- With a stay, every candidate in the radius is priced (max_price and sort=price need all of
    -- them), but each distinct pricing signature (0020) only once: lots with the same sign share it.
    return query
    with candidates as (
      select l.id, l.name, l.address, l.rep_lat, l.rep_lng, l.rating_sum, l.review_count, l.main_image_url, l.tag_codes,
             public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d, l.pricing_signature
        from public.parking_lots l
       where l.status = 'active'
         and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
         and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
         and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
         and (v_tags is null or l.tag_codes @> v_tags)
         and (not v_open_now or public.parking_lot_open_at(l.id, l.timezone, now()))
    ), fees as materialized (
      select s.signature,
             public.calc_fee_for_rules(s.rules, v_entry, v_exit, s.timezone, s.hours, s.max_parking_duration_min) as fee
        from public.pricing_signatures s
       where s.signature in (select c.pricing_signature from candidates c)
    ), priced as (
      select c.*, (f.fee->>'total_amount')::integer as fee_total,
             coalesce((f.fee->'breakdown'->>'complete')::boolean, false) as fee_complete
        from candidates c
        left join fees f on f.signature = c.pricing_signature
    ), ranked as (
      select p.*, row_number() over (
               order by case when v_sort = 'price' then not p.fee_complete end,
                        case when v_sort = 'price' then p.fee_total end,
                        p.d, p.id) as position
        from priced p
       where v_max_price is null or (p.fee_complete and p.fee_total <= v_max_price)
    )
    select r.id, r.name, r.address, r.rep_lat, r.rep_lng, round(r.d::numeric, 1)::double precision,
           round(r.rating_sum::numeric / nullif(r.review_count, 0), 2), r.review_count, r.main_image_url, r.tag_codes,
           case when r.fee_complete then r.fee_total end, r.fee_complete, r.position::integer
      from ranked r
     where r.position <= p_limit
     order by r.position;
  end if;
end
$function$;
revoke execute on function public.nearby_parking_lots_ranked(numeric,numeric,integer,jsonb,integer) from public;
grant execute on function public.nearby_parking_lots_ranked(numeric,numeric,integer,jsonb,integer) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.notify_admins(p_kind text, p_permission text, p_lot_id uuid, p_owner_id uuid, p_payload jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  insert into public.admin_notifications (admin_id, kind, parking_lot_id, owner_id, payload)
  select a.id, p_kind, p_lot_id, p_owner_id, p_payload
    from public.admins a
    left join public.admin_notification_prefs np on np.admin_id = a.id
   where a.status = 'active'
     and exists (select 1 from public.role_permissions rp where rp.role_id = a.role_id and rp.permission_key = p_permission)
     and coalesce((to_jsonb(np) ->> p_kind)::boolean, true)
$function$;
revoke execute on function public.notify_admins(text,text,uuid,uuid,jsonb) from public;
grant execute on function public.notify_admins(text,text,uuid,uuid,jsonb) to service_role;

CREATE OR REPLACE FUNCTION public.owners_notify_new()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  perform public.notify_admins('new_owner', 'owners.view', null, new.id,
    jsonb_build_object('owner_id', new.id, 'display_name', new.display_name));
  return null;
end
$function$;
grant execute on function public.owners_notify_new() to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_lot_core_fields()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  select array['name', 'address', 'status', 'source', 'lot_type', 'vehicle_type_max', 'parent_id', 'variant_label',
    'place_id', 'total_spaces', 'structure', 'entry_method', 'entry_difficulty', 'max_height_m', 'max_width_m',
    'max_length_m', 'max_weight_t', 'min_clearance_cm', 'max_tire_width_mm', 'max_parking_duration_min',
    'receipt_available', 'operator_code', 'description', 'pricing_notes', 'contact_phone', 'contact_email',
    'contact_url', 'capacity_kei', 'capacity_regular', 'capacity_oversized', 'capacity_motorcycle', 'capacity_ev',
    'capacity_disabled', 'raw_text', 'entry_exit_locations', 'geometry']
$function$;
grant execute on function public.parking_lot_core_fields() to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_lot_geometry_point(g jsonb)
 RETURNS point
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
declare
  shape text := g->>'shape_type';
  pts float8[][];
  n int;
  k float8;
  total float8 := 0;
  seg float8;
  half float8;
  walked float8 := 0;
  cross_ float8;
  a float8 := 0;
  cx float8 := 0;
  cy float8 := 0;
  i int;
begin
  if jsonb_typeof(g) <> 'object' then
    return null;
  end if;
  if shape = 'point' then
    return point((g->'point'->>'lng')::float8, (g->'point'->>'lat')::float8);
  end if;
  select array_agg(array[(e->>0)::float8, (e->>1)::float8] order by o)
    into pts
    from jsonb_array_elements(case shape when 'line' then g->'line'->'coordinates' else g->'area'->'coordinates'->0 end)
         with ordinality as x(e, o);
  n := coalesce(array_length(pts, 1), 0);
  if n = 0 then
    return null;
  end if;
  if shape = 'line' then
    k := cos(radians(pts[1][2]));
    for i in 1 .. n - 1 loop
      total := total + sqrt(((pts[i + 1][1] - pts[i][1]) * k) ^ 2 + (pts[i + 1][2] - pts[i][2]) ^ 2);
    end loop;
    if total = 0 then
      return point(pts[1][1], pts[1][2]);
    end if;
    half := total / 2;
    for i in 1 .. n - 1 loop
      seg := sqrt(((pts[i + 1][1] - pts[i][1]) * k) ^ 2 + (pts[i + 1][2] - pts[i][2]) ^ 2);
      if walked + seg >= half and seg > 0 then
        return point(pts[i][1] + (pts[i + 1][1] - pts[i][1]) * (half - walked) / seg,
                     pts[i][2] + (pts[i + 1][2] - pts[i][2]) * (half - walked) / seg);
      end if;
      walked := walked + seg;
    end loop;
    return point(pts[n][1], pts[n][2]);
  end if;
  -- Shoelace centroid of the closed outer ring (its last point repeats the first).
  for i in 1 .. n - 1 loop
    cross_ := pts[i][1] * pts[i + 1][2] - pts[i + 1][1] * pts[i][2];
    a := a + cross_;
    cx := cx + (pts[i][1] + pts[i + 1][1]) * cross_;
    cy := cy + (pts[i][2] + pts[i + 1][2]) * cross_;
  end loop;
  if abs(a) < 1e-15 then
    cx := 0;
    cy := 0;
    for i in 1 .. n - 1 loop
      cx := cx + pts[i][1];
      cy := cy + pts[i][2];
    end loop;
    return point(cx / (n - 1), cy / (n - 1));
  end if;
  return point(cx / (3 * a), cy / (3 * a));
end
$function$;
grant execute on function public.parking_lot_geometry_point(jsonb) to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_lot_open_at(p_lot_id uuid, p_timezone text, p_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$
begin
  return public.lot_hours_open(
    coalesce((select jsonb_agg(to_jsonb(h) - 'id' - 'parking_lot_id') from public.parking_lot_hours h
               where h.parking_lot_id = p_lot_id and h.window_type = 'business'), '[]'),
    p_timezone, p_at, array['business']);
end
$function$;
revoke execute on function public.parking_lot_open_at(uuid,text,timestamp with time zone) from public;
grant execute on function public.parking_lot_open_at(uuid,text,timestamp with time zone) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.parking_lot_part_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  if tg_op = 'INSERT' then
    perform public.refresh_parking_lot_listings(array(select distinct parking_lot_id from new_rows));
  elsif tg_op = 'UPDATE' then
    perform public.refresh_parking_lot_listings(array(select parking_lot_id from new_rows union select parking_lot_id from old_rows));
  else
    perform public.refresh_parking_lot_listings(array(select distinct parking_lot_id from old_rows));
  end if;
  return null;
end
$function$;
grant execute on function public.parking_lot_part_changed() to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_lot_pricing_settings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  perform public.refresh_pricing_signatures(array[new.id]);
  return null;
end
$function$;
grant execute on function public.parking_lot_pricing_settings_changed() to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_lots_check_status_move()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if current_user = 'authenticated' and not public.has_permission('parking.edit') then
    if old.status not in ('draft', 'pending', 'rejected') or new.status not in ('draft', 'pending') then
      raise exception 'An owner cannot move a lot from % to %.', old.status, new.status
        using errcode = 'PK409', detail = '{"param": "parking_lot"}';
    end if;
  end if;
  return new;
end
$function$;
grant execute on function public.parking_lots_check_status_move() to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_lots_notify_pending()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  if (tg_op = 'INSERT' or old.status is distinct from 'pending')
     and exists (select 1 from public.owners where user_id = auth.uid())
     and not public.has_permission('parking.edit') then
    perform public.notify_admins('new_parking', 'parking.view', new.id, null,
      jsonb_build_object('parking_lot_id', new.id, 'name', new.name, 'previous_status', case when tg_op = 'UPDATE' then old.status end));
  end if;
  return null;
end
$function$;
grant execute on function public.parking_lots_notify_pending() to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_lots_signed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  perform public.refresh_pricing_signatures(array(select id from new_rows));
  return null;
end
$function$;
grant execute on function public.parking_lots_signed() to public, service_role;

CREATE OR REPLACE FUNCTION public.parking_session_view(p_session_id uuid)
 RETURNS TABLE(id uuid, parking_lot_id uuid, parking_lot_name text, vehicle_type text, status text, started_at timestamp with time zone, ended_at timestamp with time zone, cancelled_at timestamp with time zone, start_lat double precision, start_lng double precision, total_amount bigint, memo text, rating smallint, written_now boolean)
 LANGUAGE plpgsql
AS $function$
begin
  return query
  select s.id, s.parking_lot_id, s.parking_lot_name, s.vehicle_type, s.status, s.started_at, s.ended_at, s.cancelled_at,
         s.start_lat, s.start_lng, s.total_amount, s.memo, s.rating, s.xmin = pg_current_xact_id()::xid
    from public.parking_sessions s
   where s.id = p_session_id;
end
$function$;
revoke execute on function public.parking_session_view(uuid) from public;
grant execute on function public.parking_session_view(uuid) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.patch_parking_lot_bundle(p_lot_id uuid, p_bundle jsonb, p_as_owner boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
declare
  v_core jsonb;
  v_hours int := 0;
  v_rules int := 0;
  v_images int := 0;
  v_tags int := 0;
  v_owners int := 0;
begin
  perform public.check_bundle_keys(p_bundle, array['parking_lot', 'hours', 'pricing_rules', 'images', 'tags', 'owner_ids']);
  perform public.check_bundle_writer(p_bundle, p_as_owner);
  -- Only lots the caller may change are found (an owner's own lots); others do not exist for them.
  perform 1 from public.parking_lots where id = p_lot_id and (not p_as_owner or public.is_lot_owner(id)) for update;
  if not found then
    raise exception 'No parking lot %.', p_lot_id using errcode = 'PK001', detail = '{"param": "id"}';
  end if;
  v_core := coalesce(p_bundle->'parking_lot', '{}');
  perform public.check_bundle_core(v_core);
  if v_core ? 'name' and jsonb_typeof(v_core->'name') is distinct from 'string' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot.name cannot be removed.');
  end if;
  if v_core <> '{}' then
    execute format('update public.parking_lots l set %s from jsonb_populate_record(null::public.parking_lots, $1) r where l.id = $2',
                   (select string_agg(format('%1$I = r.%1$I', k), ', ') from jsonb_object_keys(v_core) k))
      using v_core, p_lot_id;
  else
    -- A bundle patch is one change to the lot: its updated_at moves when only its parts change.
    update public.parking_lots set name = name where id = p_lot_id;
  end if;
  if p_bundle ? 'owner_ids' then v_owners := public.replace_parking_lot_owners(p_lot_id, p_bundle->'owner_ids'); end if;
  if p_bundle ? 'hours' then v_hours := public.replace_parking_lot_hours(p_lot_id, p_bundle->'hours'); end if;
  if p_bundle ? 'pricing_rules' then v_rules := public.replace_parking_lot_pricing_rules(p_lot_id, p_bundle->'pricing_rules'); end if;
  if p_bundle ? 'images' then v_images := public.apply_parking_lot_images(p_lot_id, p_bundle->'images'); end if;
  if p_bundle ? 'tags' then v_tags := public.apply_parking_lot_tags(p_lot_id, p_bundle->'tags'); end if;
  return public.bundle_counts(p_lot_id, v_hours, v_rules, v_images, v_tags, v_owners);
end
$function$;
revoke execute on function public.patch_parking_lot_bundle(uuid,jsonb,boolean) from public;
grant execute on function public.patch_parking_lot_bundle(uuid,jsonb,boolean) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.pricing_parts_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
declare
  v_lots uuid[];
begin
  -- An update may move a row to another lot: both the old and the new lot change.
  if tg_op = 'INSERT' then
    v_lots := array(select distinct parking_lot_id from new_rows);
  elsif tg_op = 'DELETE' then
    v_lots := array(select distinct parking_lot_id from old_rows);
  else
    v_lots := array(select parking_lot_id from old_rows union select parking_lot_id from new_rows);
  end if;
  -- Lock the lots first, so that concurrent writers of one lot's parts take turns; the refresh is
  -- then its own statement, with a snapshot that sees the writer that went before.
  perform 1 from public.parking_lots where id = any (v_lots) order by id for update;
  perform public.refresh_pricing_signatures(v_lots);
  return null;
end
$function$;
grant execute on function public.pricing_parts_changed() to public, service_role;

CREATE OR REPLACE FUNCTION public.raise_bundle_error(p_param text, p_message text, p_details jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  raise exception '%', p_message using errcode = 'PK400', detail = (jsonb_build_object('param', p_param) || p_details)::text;
end
$function$;
revoke execute on function public.raise_bundle_error(text,text,jsonb) from public;
grant execute on function public.raise_bundle_error(text,text,jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.record_admin_login(p_at timestamp with time zone)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  update public.admins set last_login_at = p_at
   where user_id = auth.uid() and status = 'active' and (last_login_at is null or last_login_at < p_at)
$function$;
revoke execute on function public.record_admin_login(timestamp with time zone) from public;
grant execute on function public.record_admin_login(timestamp with time zone) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.refresh_parking_lot_listings(p_lot_ids uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  update public.parking_lots l
     set tag_codes = coalesce((
           select array_agg(t.tag_code order by t.sort_order, t.tag_code)
             from public.parking_lot_tags lt join public.tags t on t.id = lt.tag_id
            where lt.parking_lot_id = l.id and lt.state and t.is_active), '{}'),
         main_image_url = (
           select a.public_url
             from public.parking_lot_images i join public.assets a on a.id = i.asset_id
            where i.parking_lot_id = l.id
            order by i.is_main desc, i.sort_order nulls last, i.id
            limit 1),
         (review_count, rating_sum) = (
           select count(*)::integer, coalesce(sum(r.rating), 0)::integer
             from public.parking_lot_reviews r
            where r.parking_lot_id = l.id and r.status = 'approved')
   where l.id = any (p_lot_ids)
$function$;
revoke execute on function public.refresh_parking_lot_listings(uuid[]) from public;
grant execute on function public.refresh_parking_lot_listings(uuid[]) to service_role;

CREATE OR REPLACE FUNCTION public.refresh_pricing_signatures(p_lot_ids uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  with documents as (
    select l.id, l.timezone, l.max_parking_duration_min as max_min,
           coalesce((select jsonb_agg(to_jsonb(r) - 'id' - 'parking_lot_id' order by r.rule_order)
                       from public.parking_lot_pricing_rules r where r.parking_lot_id = l.id), '[]'::jsonb) as rules,
           coalesce((select jsonb_agg(to_jsonb(h) - 'id' - 'parking_lot_id' order by h.id)
                       from public.parking_lot_hours h where h.parking_lot_id = l.id), '[]'::jsonb) as hours
      from public.parking_lots l
     where l.id = any (p_lot_ids)
  ), signed as (
    select d.*, md5(jsonb_build_array(d.rules, d.hours, d.timezone, d.max_min)::text) as signature from documents d
  ), stored as (
    insert into public.pricing_signatures (signature, rules, hours, timezone, max_parking_duration_min)
    select distinct on (signature) signature, rules, hours, timezone, max_min from signed
    on conflict (signature) do nothing
  )
  update public.parking_lots l set pricing_signature = s.signature
    from signed s
   where l.id = s.id and l.pricing_signature is distinct from s.signature
$function$;
revoke execute on function public.refresh_pricing_signatures(uuid[]) from public;
grant execute on function public.refresh_pricing_signatures(uuid[]) to service_role;

CREATE OR REPLACE FUNCTION public.replace_exp_levels(p_levels jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
declare
  v_entry jsonb;
  v_expected integer := 1;
  v_min bigint;
  v_previous bigint := -1;
  v_problem text;
begin
  if not public.has_permission('gamification.edit') then
    raise exception 'changing levels needs gamification.edit' using errcode = '42501';
  end if;
  if jsonb_typeof(p_levels) is distinct from 'array' or jsonb_array_length(p_levels) = 0 then
    v_problem := 'levels must be a non-empty array';
  else
    for v_entry in select e from jsonb_array_elements(p_levels) e loop
      if jsonb_typeof(v_entry->'level') is distinct from 'number' or (v_entry->>'level') <> v_expected::text then
        v_problem := 'levels must be numbered 1, 2, 3, ... in order';
      elsif jsonb_typeof(v_entry->'min_exp') is distinct from 'number' or (v_entry->>'min_exp') !~ '^[0-9]{1,15}$' then
        v_problem := 'min_exp must be a whole number of 0 or more';
      else
        v_min := (v_entry->>'min_exp')::bigint;
        if v_expected = 1 and v_min <> 0 then
          v_problem := 'level 1 starts at 0 points';
        elsif v_min <= v_previous then
          v_problem := 'min_exp must rise with each level';
        end if;
      end if;
      exit when v_problem is not null;
      v_previous := v_min;
      v_expected := v_expected + 1;
    end loop;
  end if;
  if v_problem is not null then
    raise exception '%', v_problem using errcode = 'PK400', detail = '{"param": "exp_levels"}';
  end if;
  delete from public.exp_levels;
  insert into public.exp_levels (level, min_exp)
  select (e->>'level')::int, (e->>'min_exp')::bigint from jsonb_array_elements(p_levels) e;
  update public.user_exp set level = public.exp_level_for(exp) where level <> public.exp_level_for(exp);
end
$function$;
revoke execute on function public.replace_exp_levels(jsonb) from public;
grant execute on function public.replace_exp_levels(jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.replace_parking_lot_hours(p_lot_id uuid, p_hours jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_count integer;
begin
  perform public.check_bundle_part('hours', p_hours, 50, array['window_type', 'day_type', 'day_of_week', 'is_24h', 'is_closed',
    'open_time', 'close_time', 'effective_from', 'effective_to']);
  delete from public.parking_lot_hours where parking_lot_id = p_lot_id;
  insert into public.parking_lot_hours (parking_lot_id, window_type, day_type, day_of_week, is_24h, is_closed, open_time,
                                        close_time, effective_from, effective_to)
  select p_lot_id, coalesce(h.window_type, 'business'), coalesce(h.day_type, 'all'), h.day_of_week, coalesce(h.is_24h, false),
         coalesce(h.is_closed, false), h.open_time, h.close_time, h.effective_from, h.effective_to
    from jsonb_array_elements(p_hours) with ordinality as e(value, n)
    cross join lateral jsonb_populate_record(null::public.parking_lot_hours, e.value) as h
   order by e.n;
  get diagnostics v_count = row_count;
  return v_count;
end
$function$;
revoke execute on function public.replace_parking_lot_hours(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_hours(uuid,jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.replace_parking_lot_owners(p_lot_id uuid, p_owner_ids jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_missing text;
  v_count integer;
begin
  if jsonb_typeof(p_owner_ids) is distinct from 'array' or jsonb_array_length(p_owner_ids) > 20 then
    perform public.raise_bundle_error('owner_ids', 'owner_ids must be an array of at most 20 owner ids.');
  end if;
  select x into v_missing
    from jsonb_array_elements_text(p_owner_ids) with ordinality as e(x, n)
   where not exists (select 1 from public.owners o where o.id::text = x)
   order by n limit 1;
  if found then
    perform public.raise_bundle_error('owner_ids', format('owner_ids: no owner %s.', v_missing), jsonb_build_object('owner_id', v_missing));
  end if;
  delete from public.parking_lot_owners where parking_lot_id = p_lot_id;
  insert into public.parking_lot_owners (parking_lot_id, owner_id)
  select distinct p_lot_id, x::uuid from jsonb_array_elements_text(p_owner_ids) x;
  get diagnostics v_count = row_count;
  return v_count;
end
$function$;
revoke execute on function public.replace_parking_lot_owners(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_owners(uuid,jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.replace_parking_lot_pricing_rules(p_lot_id uuid, p_rules jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
declare
  v_count integer;
begin
  perform public.check_bundle_part('pricing_rules', p_rules, 100, array['rule_order', 'category', 'day_type', 'time_start',
    'time_end', 'per_minutes', 'price_minor', 'cap_type', 'cap_duration_hours', 'cap_price_minor', 'cap_repeat', 'cap_scope']);
  delete from public.parking_lot_pricing_rules where parking_lot_id = p_lot_id;
  insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, day_type, time_start, time_end,
    per_minutes, price_minor, cap_type, cap_duration_hours, cap_price_minor, cap_repeat, cap_scope)
  select p_lot_id, coalesce(r.rule_order, (e.n - 1)::integer), coalesce(r.category, 'unit'), r.day_type, r.time_start,
         r.time_end, r.per_minutes, r.price_minor, r.cap_type, r.cap_duration_hours, r.cap_price_minor, r.cap_repeat, r.cap_scope
    from jsonb_array_elements(p_rules) with ordinality as e(value, n)
    cross join lateral jsonb_populate_record(null::public.parking_lot_pricing_rules, e.value) as r
   order by e.n;
  get diagnostics v_count = row_count;
  return v_count;
end
$function$;
revoke execute on function public.replace_parking_lot_pricing_rules(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_pricing_rules(uuid,jsonb) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.require_signed_in_user()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
AS $function$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  return v_user;
end
$function$;
revoke execute on function public.require_signed_in_user() from public;
grant execute on function public.require_signed_in_user() to service_role;

CREATE OR REPLACE FUNCTION public.search_parking_lots(p_q text DEFAULT NULL::text, p_structures text[] DEFAULT NULL::text[], p_entry_methods text[] DEFAULT NULL::text[], p_operator_codes text[] DEFAULT NULL::text[], p_tags text[] DEFAULT NULL::text[], p_max_height_m numeric DEFAULT NULL::numeric, p_max_width_m numeric DEFAULT NULL::numeric, p_max_length_m numeric DEFAULT NULL::numeric, p_max_weight_t numeric DEFAULT NULL::numeric, p_max_tire_width_mm integer DEFAULT NULL::integer, p_after_name text DEFAULT NULL::text, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20)
 RETURNS TABLE(id uuid, name text, address text, lot_type text, structure text, entry_method text, operator_code text, max_height_m numeric, max_width_m numeric, max_length_m numeric, max_weight_t numeric, max_tire_width_mm integer, geometry jsonb, main_image text, tags text[], avg_rating numeric, review_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
declare
  v_where text[] := array['l.status = ''active'''];
  v_unknown text;
begin
  -- One row more than a page tells the caller whether there is a next page.
  if p_limit is null or p_limit not between 1 and 101 then
    raise exception 'limit must be between 1 and 100.' using errcode = 'PK400', detail = '{"param": "limit"}';
  end if;
  if p_tags is not null then
    select c into v_unknown from unnest(p_tags) c
     where not exists (select 1 from public.tags t where t.tag_code = c and t.is_active) order by c limit 1;
    if found then
      raise exception 'Unknown tag_code: %', v_unknown
        using errcode = 'PK005', detail = jsonb_build_object('param', 'tags', 'tag_code', v_unknown)::text;
    end if;
    v_where := v_where || 'l.tag_codes @> $5'::text;
  end if;
  if p_q is not null then v_where := v_where || '(l.name ilike $14 or l.address ilike $14)'::text; end if;
  if p_structures is not null then v_where := v_where || 'l.structure = any ($2)'::text; end if;
  if p_entry_methods is not null then v_where := v_where || 'l.entry_method = any ($3)'::text; end if;
  if p_operator_codes is not null then v_where := v_where || 'l.operator_code = any ($4)'::text; end if;
  if p_max_height_m is not null then v_where := v_where || '(l.max_height_m is null or l.max_height_m >= $6)'::text; end if;
  if p_max_width_m is not null then v_where := v_where || '(l.max_width_m is null or l.max_width_m >= $7)'::text; end if;
  if p_max_length_m is not null then v_where := v_where || '(l.max_length_m is null or l.max_length_m >= $8)'::text; end if;
  if p_max_weight_t is not null then v_where := v_where || '(l.max_weight_t is null or l.max_weight_t >= $9)'::text; end if;
  if p_max_tire_width_mm is not null then v_where := v_where || '(l.max_tire_width_mm is null or l.max_tire_width_mm >= $10)'::text; end if;
  if p_after_id is not null then v_where := v_where || '(l.name collate "C", l.id) > ($11 collate "C", $12)'::text; end if;
  return query execute format(
    'select l.id, l.name, l.address, l.lot_type, l.structure, l.entry_method, l.operator_code, l.max_height_m, l.max_width_m,
            l.max_length_m, l.max_weight_t, l.max_tire_width_mm, l.geometry, l.main_image_url, l.tag_codes,
            round(l.rating_sum::numeric / nullif(l.review_count, 0), 2), l.review_count
       from public.parking_lots l
      where %s
      order by l.name collate "C", l.id
      limit $13', array_to_string(v_where, ' and '))
    using p_q, p_structures, p_entry_methods, p_operator_codes, p_tags, p_max_height_m, p_max_width_m, p_max_length_m,
          p_max_weight_t, p_max_tire_width_mm, p_after_name, p_after_id, p_limit,
          -- q is a substring: the pattern characters of LIKE in it are taken literally.
          '%' || replace(replace(replace(p_q, '\', '\\'), '%', '\%'), '_', '\_') || '%';
end
$function$;
revoke execute on function public.search_parking_lots(text,text[],text[],text[],text[],numeric,numeric,numeric,numeric,integer,text,uuid,integer) from public;
grant execute on function public.search_parking_lots(text,text[],text[],text[],text[],numeric,numeric,numeric,numeric,integer,text,uuid,integer) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.sphere_distance_m(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  select 2 * 6371008.8 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2)))
$function$;
revoke execute on function public.sphere_distance_m(double precision,double precision,double precision,double precision) from public;
grant execute on function public.sphere_distance_m(double precision,double precision,double precision,double precision) to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.stay_touches_night(p_entry timestamp with time zone, p_exit timestamp with time zone, p_timezone text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
declare
  v_first date;
  v_last date;
begin
  if p_exit - p_entry >= interval '1 day' then
    return true;
  end if;
  v_first := (p_entry at time zone p_timezone)::date;
  v_last := (p_exit at time zone p_timezone)::date;
  for k in -1 .. v_last - v_first loop
    if ((v_first + k) + time '22:00') at time zone p_timezone < p_exit
       and ((v_first + k + 1) + time '05:00') at time zone p_timezone > p_entry then
      return true;
    end if;
  end loop;
  return false;
end
$function$;
revoke execute on function public.stay_touches_night(timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.stay_touches_night(timestamp with time zone,timestamp with time zone,text) to service_role;

CREATE OR REPLACE FUNCTION public.tag_listing_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
begin
  perform public.refresh_parking_lot_listings(array(
    select distinct lt.parking_lot_id from public.parking_lot_tags lt join new_rows n on n.id = lt.tag_id));
  return null;
end
$function$;
grant execute on function public.tag_listing_changed() to public, service_role;

CREATE OR REPLACE FUNCTION public.touch_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  new.updated_at := now();
  return new;
end
$function$;
grant execute on function public.touch_updated_at() to public, service_role;

alter default privileges in schema public grant delete, insert, maintain, references, select, trigger, truncate, update on tables to service_role;
alter default privileges in schema public grant execute on functions to service_role;
alter default privileges in schema public grant select, update, usage on sequences to service_role;
