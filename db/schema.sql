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

create type public.pricing_program (kind c);

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
  email text,
  encrypted_password text,
  email_confirmed_at timestamp with time zone,
  last_sign_in_at timestamp with time zone,
  raw_app_meta_data jsonb default '{"provider": "email", "providers": ["email"]}'::jsonb not null,
  raw_user_meta_data jsonb default '{}'::jsonb not null,
  banned_until timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  deleted_at timestamp with time zone
);
alter table auth.users add constraint users_email_check CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 320)) AND (email ~~ '%_@_%'::text)));
alter table auth.users add constraint users_email_unless_mirrored CHECK (((email IS NOT NULL) OR ((raw_app_meta_data ->> 'provider'::text) = 'external'::text)));
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
  updated_at timestamp with time zone default now() not null,
  provisioning_attempt uuid
);
alter table public.admins add constraint admins_attempt_only_while_pending CHECK (((provisioning_attempt IS NULL) OR (status = 'pending'::text)));
alter table public.admins add constraint admins_email_format CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 320)) AND (email ~~ '%_@_%'::text)));
alter table public.admins add constraint admins_linked_unless_pending CHECK (((status = 'pending'::text) = (user_id IS NULL)));
alter table public.admins add constraint admins_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200)));
alter table public.admins add constraint admins_pkey PRIMARY KEY (id);
alter table public.admins add constraint admins_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.roles(id);
alter table public.admins add constraint admins_status_check CHECK ((status = ANY (ARRAY['active'::text, 'disabled'::text, 'pending'::text])));
alter table public.admins add constraint admins_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);
alter table public.admins add constraint admins_user_id_key UNIQUE (user_id);
CREATE INDEX admins_created_at_idx ON public.admins USING btree (created_at DESC, id DESC);
CREATE UNIQUE INDEX admins_email_key ON public.admins USING btree (lower(email));
alter table public.admins enable row level security;
create policy admins_delete_only_pending on public.admins as restrictive for delete to authenticated using (((status = 'pending'::text) AND public.can_grant_role(role_id)));
create policy admins_read on public.admins as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('admins.view'::text) AS has_permission)));
create policy admins_role_ceiling_insert on public.admins as restrictive for insert to authenticated with check (public.can_grant_role(role_id));
create policy admins_role_ceiling_update on public.admins as restrictive for update to authenticated using (public.can_grant_role(role_id)) with check (public.can_grant_role(role_id));
create policy admins_write on public.admins as permissive for all to authenticated using (( SELECT public.has_permission('admins.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('admins.edit'::text) AS has_permission));
CREATE TRIGGER admins_keep_an_active_super_admin AFTER DELETE OR UPDATE OF status, role_id ON public.admins FOR EACH ROW EXECUTE FUNCTION public.keep_an_active_super_admin();
CREATE TRIGGER admins_touch BEFORE UPDATE ON public.admins FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admins to service_role;
grant delete, insert, select, update on public.admins to authenticated;

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
alter table public.assets add constraint assets_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;
CREATE INDEX assets_user_id_idx ON public.assets USING btree (user_id) WHERE (user_id IS NOT NULL);
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
alter table public.crash_reports add constraint crash_reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;
CREATE INDEX crash_reports_created_at_idx ON public.crash_reports USING btree (created_at DESC);
CREATE INDEX crash_reports_user_id_idx ON public.crash_reports USING btree (user_id) WHERE (user_id IS NOT NULL);
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
alter table public.owners add constraint owners_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);
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
alter table public.parking_lot_reviews add constraint parking_lot_reviews_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
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
alter table public.parking_lots add constraint parking_lots_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
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
CREATE INDEX parking_lots_created_by_idx ON public.parking_lots USING btree (created_by) WHERE (created_by IS NOT NULL);
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
alter table public.parking_session_requests add constraint parking_session_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
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
alter table public.parking_sessions add constraint parking_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);
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
  created_at timestamp with time zone default now() not null,
  program public.pricing_program
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
alter table public.profiles add constraint profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.profiles enable row level security;
create policy profiles_admin_read on public.profiles as permissive for select to authenticated using (( SELECT public.has_permission('users.view'::text) AS has_permission));
create policy profiles_own on public.profiles as permissive for all to authenticated using ((user_id = ( SELECT auth.uid() AS uid))) with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER profiles_touch BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.profiles to service_role;
grant insert, select, update on public.profiles to authenticated;

create table public.rate_limit_buckets (
  bucket text not null,
  tokens numeric not null,
  refilled_at timestamp with time zone not null,
  full_at timestamp with time zone not null,
  allowed boolean not null
);
alter table public.rate_limit_buckets add constraint rate_limit_buckets_bucket_check CHECK (((char_length(bucket) >= 1) AND (char_length(bucket) <= 300)));
alter table public.rate_limit_buckets add constraint rate_limit_buckets_pkey PRIMARY KEY (bucket);
alter table public.rate_limit_buckets add constraint rate_limit_buckets_tokens_check CHECK ((tokens >= (0)::numeric));
CREATE INDEX rate_limit_buckets_full_at_idx ON public.rate_limit_buckets USING btree (full_at);
alter table public.rate_limit_buckets enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.rate_limit_buckets to service_role;

create table public.role_permissions (
  role_id uuid not null,
  permission_key text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.role_permissions add constraint role_permissions_permission_key_fkey FOREIGN KEY (permission_key) REFERENCES public.permissions(key);
alter table public.role_permissions add constraint role_permissions_pkey PRIMARY KEY (role_id, permission_key);
alter table public.role_permissions add constraint role_permissions_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.roles(id) ON DELETE CASCADE;
alter table public.role_permissions enable row level security;
create policy role_permissions_ceiling_delete on public.role_permissions as restrictive for delete to authenticated using (public.can_grant_role(role_id));
create policy role_permissions_ceiling_insert on public.role_permissions as restrictive for insert to authenticated with check (public.has_permission(permission_key));
create policy role_permissions_ceiling_update on public.role_permissions as restrictive for update to authenticated using (public.can_grant_role(role_id)) with check (public.has_permission(permission_key));
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
grant select on public.schema_migrations to service_role;

create table public.schema_repeatables (
  path text not null,
  checksum text not null,
  applied_at timestamp with time zone default now() not null
);
alter table public.schema_repeatables add constraint schema_repeatables_pkey PRIMARY KEY (path);

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
alter table public.user_activities add constraint user_activities_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
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
alter table public.user_badges add constraint user_badges_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
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
alter table public.user_exp add constraint user_exp_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
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

FUNCTION auth.jwt()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 -- body: 1 lines, md5 0003b3eb0611ffe98f62119eb5ea27ed
grant execute on function auth.jwt() to anon, authenticated, public, service_role;

FUNCTION auth.mirror_external_user(p_user_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 3 lines, md5 6c3e3682405e4a8f7ba50440582495f8
revoke execute on function auth.mirror_external_user(uuid) from public;
grant execute on function auth.mirror_external_user(uuid) to service_role;

FUNCTION auth.require_live_external_user(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 14 lines, md5 ddd18224d47e395b55fe87a7f984d702
revoke execute on function auth.require_live_external_user(uuid) from public;
grant execute on function auth.require_live_external_user(uuid) to authenticated, service_role;

FUNCTION auth.require_live_session(p_session_id uuid, p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 -- body: 20 lines, md5 c6001f17cac47cdc6d037822708cf65e
revoke execute on function auth.require_live_session(uuid,uuid) from public;
grant execute on function auth.require_live_session(uuid,uuid) to authenticated, service_role;

FUNCTION auth.role()
 RETURNS text
 LANGUAGE sql
 STABLE
 -- body: 1 lines, md5 69e6766376bacd7a132a403a4376e9f4
grant execute on function auth.role() to anon, authenticated, public, service_role;

FUNCTION auth.uid()
 RETURNS uuid
 LANGUAGE sql
 STABLE
 -- body: 1 lines, md5 13e75324e2e00b6d0b54904c203f2835
grant execute on function auth.uid() to anon, authenticated, public, service_role;

FUNCTION public.address_ward(p_address text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 -- body: 33 lines, md5 cffd834f4df51d4b3fe4ea44541e62b9
revoke execute on function public.address_ward(text) from public;
grant execute on function public.address_ward(text) to anon, authenticated, service_role;

FUNCTION public.apply_parking_lot_images(p_lot_id uuid, p_images jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 28 lines, md5 ad410efcb1335e3abc9705f9950db195
revoke execute on function public.apply_parking_lot_images(uuid,jsonb) from public;
grant execute on function public.apply_parking_lot_images(uuid,jsonb) to authenticated, service_role;

FUNCTION public.apply_parking_lot_tags(p_lot_id uuid, p_tags jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 27 lines, md5 899d617a748c0cdeb19cdaa944241a40
revoke execute on function public.apply_parking_lot_tags(uuid,jsonb) from public;
grant execute on function public.apply_parking_lot_tags(uuid,jsonb) to authenticated, service_role;

FUNCTION public.asset_listing_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 978bddbb1f7dd0f1be7066717e366315
grant execute on function public.asset_listing_changed() to public, service_role;

FUNCTION public.award_session_end()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 56 lines, md5 28a0738ed2fa481949b7030ffb22d2df
revoke execute on function public.award_session_end() from public;
grant execute on function public.award_session_end() to service_role;

FUNCTION public.bundle_counts(p_lot_id uuid, p_hours integer, p_rules integer, p_images integer, p_tags integer, p_owners integer)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 -- body: 2 lines, md5 ed87518bdfa9eab13298cdd85aaf4e17
revoke execute on function public.bundle_counts(uuid,integer,integer,integer,integer,integer) from public;
grant execute on function public.bundle_counts(uuid,integer,integer,integer,integer,integer) to authenticated, service_role;

FUNCTION public.calc_fee_for_rules(p_rules jsonb, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_timezone text DEFAULT 'Asia/Tokyo'::text, p_hours jsonb DEFAULT '[]'::jsonb, p_max_parking_duration_min integer DEFAULT NULL::integer)
 RETURNS jsonb
 LANGUAGE sql
 STABLE PARALLEL SAFE
 -- body: 1 lines, md5 cc55b3939a0836f6247cc8fce8efe105
revoke execute on function public.calc_fee_for_rules(jsonb,timestamp with time zone,timestamp with time zone,text,jsonb,integer) from public;
grant execute on function public.calc_fee_for_rules(jsonb,timestamp with time zone,timestamp with time zone,text,jsonb,integer) to anon, authenticated, service_role;

FUNCTION public.calc_fee_program(p_program public.pricing_program, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_timezone text DEFAULT 'Asia/Tokyo'::text, p_hours jsonb DEFAULT '[]'::jsonb, p_max_parking_duration_min integer DEFAULT NULL::integer, p_breakdown boolean DEFAULT true)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 430 lines, md5 4b4e92e072c54f8fc84b7c2fb38b0e8e
revoke execute on function public.calc_fee_program(public.pricing_program,timestamp with time zone,timestamp with time zone,text,jsonb,integer,boolean) from public;
grant execute on function public.calc_fee_program(public.pricing_program,timestamp with time zone,timestamp with time zone,text,jsonb,integer,boolean) to anon, authenticated, service_role;

FUNCTION public.calc_lot_fee(p_lot_id uuid, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public'
 -- body: 18 lines, md5 0eb811a32d710f7b26d2ac5f80310cf3
revoke execute on function public.calc_lot_fee(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.calc_lot_fee(uuid,timestamp with time zone,timestamp with time zone,text) to service_role;

FUNCTION public.calc_parking_fee(p_lot_id uuid, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 6 lines, md5 bf8c66f9e87151244cc816e411b93f69
revoke execute on function public.calc_parking_fee(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.calc_parking_fee(uuid,timestamp with time zone,timestamp with time zone,text) to anon, authenticated, service_role;

FUNCTION public.can_grant_role(p_role_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 13 lines, md5 bdd7195e51a637f4d39d79031ded5fc0
revoke execute on function public.can_grant_role(uuid) from public;
grant execute on function public.can_grant_role(uuid) to authenticated, service_role;

FUNCTION public.cancel_parking_session(p_session_id uuid, p_client_request_id uuid DEFAULT NULL::uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 29 lines, md5 cb2866a8a0f2d8b2be4a231c996f3e59
revoke execute on function public.cancel_parking_session(uuid,uuid) from public;
grant execute on function public.cancel_parking_session(uuid,uuid) to authenticated, service_role;

FUNCTION public.check_bundle_core(p_core jsonb)
 RETURNS void
 LANGUAGE plpgsql
 -- body: 21 lines, md5 4bfec4381b9a37e5fbf564f708ae9133
revoke execute on function public.check_bundle_core(jsonb) from public;
grant execute on function public.check_bundle_core(jsonb) to authenticated, service_role;

FUNCTION public.check_bundle_keys(p_bundle jsonb, p_allowed text[])
 RETURNS void
 LANGUAGE plpgsql
 -- body: 12 lines, md5 43c2a9d0c59ac7ffbdb5b837e7b5b53a
revoke execute on function public.check_bundle_keys(jsonb,text[]) from public;
grant execute on function public.check_bundle_keys(jsonb,text[]) to authenticated, service_role;

FUNCTION public.check_bundle_part(p_param text, p_part jsonb, p_max integer, p_fields text[])
 RETURNS void
 LANGUAGE plpgsql
 -- body: 21 lines, md5 e1d19af6d9fa59804e8917c4ba271508
revoke execute on function public.check_bundle_part(text,jsonb,integer,text[]) from public;
grant execute on function public.check_bundle_part(text,jsonb,integer,text[]) to authenticated, service_role;

FUNCTION public.check_bundle_writer(p_bundle jsonb, p_as_owner boolean)
 RETURNS uuid
 LANGUAGE plpgsql
 -- body: 25 lines, md5 d156a4eec7b9d5fbf1b74cdaee44139f
revoke execute on function public.check_bundle_writer(jsonb,boolean) from public;
grant execute on function public.check_bundle_writer(jsonb,boolean) to authenticated, service_role;

FUNCTION public.check_vehicle_allowed(p_vehicle_type_max text, p_vehicle_type text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public'
 -- body: 22 lines, md5 7341a46c74c5707f33377fc9142fd8af
revoke execute on function public.check_vehicle_allowed(text,text) from public;
grant execute on function public.check_vehicle_allowed(text,text) to service_role;

FUNCTION public.claim_parking_session_request(p_user uuid, p_client_request_id uuid, p_operation text, p_request jsonb, p_session_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SET search_path TO 'public'
 -- body: 22 lines, md5 44e2121de4f5f5ff6de1ac8568a3140a
revoke execute on function public.claim_parking_session_request(uuid,uuid,text,jsonb,uuid) from public;
grant execute on function public.claim_parking_session_request(uuid,uuid,text,jsonb,uuid) to service_role;

FUNCTION public.compile_pricing_rules(p_rules jsonb)
 RETURNS public.pricing_program
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 -- body: 126 lines, md5 584702989525029c73e2d8148daf0bc1
revoke execute on function public.compile_pricing_rules(jsonb) from public;
grant execute on function public.compile_pricing_rules(jsonb) to anon, authenticated, service_role;

FUNCTION public.create_parking_lot_bundle(p_bundle jsonb, p_as_owner boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 -- body: 38 lines, md5 42128f5d8497973502b1021d668514e3
revoke execute on function public.create_parking_lot_bundle(jsonb,boolean) from public;
grant execute on function public.create_parking_lot_bundle(jsonb,boolean) to authenticated, service_role;

FUNCTION public.create_parking_session(p_lot_id uuid, p_vehicle_type text, p_start_lat numeric, p_start_lng numeric, p_client_request_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 39 lines, md5 24317d7a3ba488c0ff852247c754bc76
revoke execute on function public.create_parking_session(uuid,text,numeric,numeric,uuid) from public;
grant execute on function public.create_parking_session(uuid,text,numeric,numeric,uuid) to authenticated, service_role;

FUNCTION public.current_owner_id()
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 1 lines, md5 28cb6cde768d170d11d2b8068d94323a
revoke execute on function public.current_owner_id() from public;
grant execute on function public.current_owner_id() to authenticated, service_role;

FUNCTION public.day_type_chain(d date)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE STRICT
 -- body: 11 lines, md5 08827cc3352bf43b234c5ba396a03a6b
revoke execute on function public.day_type_chain(date) from public;
grant execute on function public.day_type_chain(date) to anon, authenticated, service_role;

FUNCTION public.exp_level_for(p_exp bigint)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 6 lines, md5 aaaf1dc2016c1059c7165bc711b41c24
revoke execute on function public.exp_level_for(bigint) from public;
grant execute on function public.exp_level_for(bigint) to authenticated, service_role;

FUNCTION public.finalize_parking_session(p_session_id uuid, p_exit_at timestamp with time zone, p_client_request_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 46 lines, md5 5785291301ef98f904d0620bf4aa30ef
revoke execute on function public.finalize_parking_session(uuid,timestamp with time zone,uuid) from public;
grant execute on function public.finalize_parking_session(uuid,timestamp with time zone,uuid) to authenticated, service_role;

FUNCTION public.has_exactly_keys(o jsonb, keys text[])
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 5 lines, md5 789f0aed683cb83d065b8def32522b68
grant execute on function public.has_exactly_keys(jsonb,text[]) to public, service_role;

FUNCTION public.has_permission(p_key text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 94ccf50999ebc8dbe67b956a8c843d02
revoke execute on function public.has_permission(text) from public;
grant execute on function public.has_permission(text) to authenticated, service_role;

FUNCTION public.is_active_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 1 lines, md5 5b570beb5cef946fde897569ef2e28e9
revoke execute on function public.is_active_admin() from public;
grant execute on function public.is_active_admin() to authenticated, service_role;

FUNCTION public.is_entry_exit_locations(e jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 20 lines, md5 dd403150816dbd12a4cd187a1e2042d9
grant execute on function public.is_entry_exit_locations(jsonb) to public, service_role;

FUNCTION public.is_lng_lat(p jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 5 lines, md5 b4c984e5c6664837d3f526c4bd76374b
grant execute on function public.is_lng_lat(jsonb) to public, service_role;

FUNCTION public.is_lot_owner(p_lot_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 3 lines, md5 1e6381401901bf8e08e73552daad2876
revoke execute on function public.is_lot_owner(uuid) from public;
grant execute on function public.is_lot_owner(uuid) to authenticated, service_role;

FUNCTION public.is_parking_lot_geometry(g jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 39 lines, md5 073925069e659c8057f7c42d016fe363
grant execute on function public.is_parking_lot_geometry(jsonb) to public, service_role;

FUNCTION public.keep_an_active_super_admin()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 20 lines, md5 0be17945de7d857073825ba708fb5d1f
revoke execute on function public.keep_an_active_super_admin() from public;
grant execute on function public.keep_an_active_super_admin() to service_role;

FUNCTION public.lot_awaits_first_owner(p_lot_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 2 lines, md5 23c92b7fe2913834d2b93e4ec2e46c92
revoke execute on function public.lot_awaits_first_owner(uuid) from public;
grant execute on function public.lot_awaits_first_owner(uuid) to authenticated, service_role;

FUNCTION public.lot_hours_open(p_hours jsonb, p_timezone text, p_at timestamp with time zone, p_window_types text[])
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 54 lines, md5 5296a444d1063879c27457671e16d272
revoke execute on function public.lot_hours_open(jsonb,text,timestamp with time zone,text[]) from public;
grant execute on function public.lot_hours_open(jsonb,text,timestamp with time zone,text[]) to anon, authenticated, service_role;

FUNCTION public.lot_location_order(loc public.earth, p_lat double precision, p_lng double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 1 lines, md5 341c8eca1cac6014dadc96187e3fd1fb
grant execute on function public.lot_location_order(public.earth,double precision,double precision) to public, service_role;

FUNCTION public.lot_location_within(loc public.earth, p_lat double precision, p_lng double precision, p_m double precision)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 1 lines, md5 40d686556213d09572c8f29df6b17189
grant execute on function public.lot_location_within(public.earth,double precision,double precision,double precision) to public, service_role;

FUNCTION public.nearby_parking_lots(p_lat numeric, p_lng numeric, p_radius_m integer DEFAULT 500, p_filters jsonb DEFAULT '{}'::jsonb, p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, name text, address text, lat double precision, lng double precision, distance_m double precision, avg_rating numeric, review_count integer, main_image text, tags text[])
 LANGUAGE sql
 STABLE
 -- body: 3 lines, md5 1b786183407b65ac9c875e66511fe505
revoke execute on function public.nearby_parking_lots(numeric,numeric,integer,jsonb,integer) from public;
grant execute on function public.nearby_parking_lots(numeric,numeric,integer,jsonb,integer) to anon, authenticated, service_role;

FUNCTION public.nearby_parking_lots_ranked(p_lat numeric, p_lng numeric, p_radius_m integer DEFAULT 500, p_filters jsonb DEFAULT '{}'::jsonb, p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, name text, address text, lat double precision, lng double precision, distance_m double precision, avg_rating numeric, review_count integer, main_image text, tags text[], estimated_fee integer, fee_complete boolean, rank integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 SET enable_bitmapscan TO 'off'
 -- body: 187 lines, md5 6ce5a86826d5f5418e2aa4843819a5d6
revoke execute on function public.nearby_parking_lots_ranked(numeric,numeric,integer,jsonb,integer) from public;
grant execute on function public.nearby_parking_lots_ranked(numeric,numeric,integer,jsonb,integer) to anon, authenticated, service_role;

FUNCTION public.notify_admins(p_kind text, p_permission text, p_lot_id uuid, p_owner_id uuid, p_payload jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 7 lines, md5 946b6140c96eab15028e2d71ecf5353c
revoke execute on function public.notify_admins(text,text,uuid,uuid,jsonb) from public;
grant execute on function public.notify_admins(text,text,uuid,uuid,jsonb) to service_role;

FUNCTION public.owners_notify_new()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 c9d738b0f44fc5c065d9f32a4b692eba
grant execute on function public.owners_notify_new() to public, service_role;

FUNCTION public.parking_lot_core_fields()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 6 lines, md5 abb13d4b85c78f811dc0f118188c92a8
grant execute on function public.parking_lot_core_fields() to public, service_role;

FUNCTION public.parking_lot_geometry_point(g jsonb)
 RETURNS point
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 66 lines, md5 2a6301a6acc3663e82a62b7e30dfb69f
grant execute on function public.parking_lot_geometry_point(jsonb) to public, service_role;

FUNCTION public.parking_lot_open_at(p_lot_id uuid, p_timezone text, p_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
 -- body: 6 lines, md5 cab41a33a32b1fcbc3327192f0c46b48
revoke execute on function public.parking_lot_open_at(uuid,text,timestamp with time zone) from public;
grant execute on function public.parking_lot_open_at(uuid,text,timestamp with time zone) to anon, authenticated, service_role;

FUNCTION public.parking_lot_part_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 10 lines, md5 72d59b57943c567b98374ca41f71ba2f
grant execute on function public.parking_lot_part_changed() to public, service_role;

FUNCTION public.parking_lot_pricing_settings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 4 lines, md5 f11e7951712f2b2b8b5830bec3c98312
grant execute on function public.parking_lot_pricing_settings_changed() to public, service_role;

FUNCTION public.parking_lots_check_status_move()
 RETURNS trigger
 LANGUAGE plpgsql
 -- body: 9 lines, md5 87f4f844150ab2e912b6b101edf51381
grant execute on function public.parking_lots_check_status_move() to public, service_role;

FUNCTION public.parking_lots_notify_pending()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 9 lines, md5 2b21afee87128da6eec83c829d566b40
grant execute on function public.parking_lots_notify_pending() to public, service_role;

FUNCTION public.parking_lots_signed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 4 lines, md5 aa242713c2f5bf9f6cf1a3d4f0f94fbe
grant execute on function public.parking_lots_signed() to public, service_role;

FUNCTION public.parking_session_view(p_session_id uuid)
 RETURNS TABLE(id uuid, parking_lot_id uuid, parking_lot_name text, vehicle_type text, status text, started_at timestamp with time zone, ended_at timestamp with time zone, cancelled_at timestamp with time zone, start_lat double precision, start_lng double precision, total_amount bigint, memo text, rating smallint, written_now boolean)
 LANGUAGE plpgsql
 -- body: 7 lines, md5 253c9f8e7c7c6795c39dd902082d7488
revoke execute on function public.parking_session_view(uuid) from public;
grant execute on function public.parking_session_view(uuid) to authenticated, service_role;

FUNCTION public.patch_parking_lot_bundle(p_lot_id uuid, p_bundle jsonb, p_as_owner boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 -- body: 35 lines, md5 d95ad0991bfb5df950198ceaaaca66d7
revoke execute on function public.patch_parking_lot_bundle(uuid,jsonb,boolean) from public;
grant execute on function public.patch_parking_lot_bundle(uuid,jsonb,boolean) to authenticated, service_role;

FUNCTION public.pricing_parts_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 17 lines, md5 b04052cb58f079ba59dc5768093e6c70
grant execute on function public.pricing_parts_changed() to public, service_role;

FUNCTION public.raise_bundle_error(p_param text, p_message text, p_details jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 -- body: 3 lines, md5 35485b5086c99c055823e5928200bbf9
revoke execute on function public.raise_bundle_error(text,text,jsonb) from public;
grant execute on function public.raise_bundle_error(text,text,jsonb) to authenticated, service_role;

FUNCTION public.record_admin_login(p_at timestamp with time zone)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 2 lines, md5 c00f1a3d04e9cfe5e98bfeda85666610
revoke execute on function public.record_admin_login(timestamp with time zone) from public;
grant execute on function public.record_admin_login(timestamp with time zone) to authenticated, service_role;

FUNCTION public.refresh_parking_lot_listings(p_lot_ids uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 16 lines, md5 5cd7e20e3d26b1e7b0566c61bb88c499
revoke execute on function public.refresh_parking_lot_listings(uuid[]) from public;
grant execute on function public.refresh_parking_lot_listings(uuid[]) to service_role;

FUNCTION public.refresh_pricing_signatures(p_lot_ids uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 18 lines, md5 db01db24a8ba247254b615f615511908
revoke execute on function public.refresh_pricing_signatures(uuid[]) from public;
grant execute on function public.refresh_pricing_signatures(uuid[]) to service_role;

FUNCTION public.replace_exp_levels(p_levels jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 39 lines, md5 ab771c93686b1fa42f1a889d59316563
revoke execute on function public.replace_exp_levels(jsonb) from public;
grant execute on function public.replace_exp_levels(jsonb) to authenticated, service_role;

FUNCTION public.replace_parking_lot_hours(p_lot_id uuid, p_hours jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 16 lines, md5 5749053129fa61e566c09792d1d8ffa5
revoke execute on function public.replace_parking_lot_hours(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_hours(uuid,jsonb) to authenticated, service_role;

FUNCTION public.replace_parking_lot_owners(p_lot_id uuid, p_owner_ids jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 20 lines, md5 12311ae148f1aa68c2acb403b3c7cb22
revoke execute on function public.replace_parking_lot_owners(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_owners(uuid,jsonb) to authenticated, service_role;

FUNCTION public.replace_parking_lot_pricing_rules(p_lot_id uuid, p_rules jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 16 lines, md5 b988a737af2e1b227fbfbc03445a3d2e
revoke execute on function public.replace_parking_lot_pricing_rules(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_pricing_rules(uuid,jsonb) to authenticated, service_role;

FUNCTION public.require_signed_in_user()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 -- body: 8 lines, md5 309d6b5eec9224b52324bfef587ab137
revoke execute on function public.require_signed_in_user() from public;
grant execute on function public.require_signed_in_user() to service_role;

FUNCTION public.search_parking_lots(p_q text DEFAULT NULL::text, p_structures text[] DEFAULT NULL::text[], p_entry_methods text[] DEFAULT NULL::text[], p_operator_codes text[] DEFAULT NULL::text[], p_tags text[] DEFAULT NULL::text[], p_max_height_m numeric DEFAULT NULL::numeric, p_max_width_m numeric DEFAULT NULL::numeric, p_max_length_m numeric DEFAULT NULL::numeric, p_max_weight_t numeric DEFAULT NULL::numeric, p_max_tire_width_mm integer DEFAULT NULL::integer, p_after_name text DEFAULT NULL::text, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20)
 RETURNS TABLE(id uuid, name text, address text, lot_type text, structure text, entry_method text, operator_code text, max_height_m numeric, max_width_m numeric, max_length_m numeric, max_weight_t numeric, max_tire_width_mm integer, geometry jsonb, main_image text, tags text[], avg_rating numeric, review_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 40 lines, md5 c792db9bd6afe229577d1f5872c590ac
revoke execute on function public.search_parking_lots(text,text[],text[],text[],text[],numeric,numeric,numeric,numeric,integer,text,uuid,integer) from public;
grant execute on function public.search_parking_lots(text,text[],text[],text[],text[],numeric,numeric,numeric,numeric,integer,text,uuid,integer) to anon, authenticated, service_role;

FUNCTION public.sphere_distance_m(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 2 lines, md5 a9e920d93a0da74068e205a91e17bd1f
revoke execute on function public.sphere_distance_m(double precision,double precision,double precision,double precision) from public;
grant execute on function public.sphere_distance_m(double precision,double precision,double precision,double precision) to anon, authenticated, service_role;

FUNCTION public.stay_touches_night(p_entry timestamp with time zone, p_exit timestamp with time zone, p_timezone text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 17 lines, md5 e03e0cc40da3f617e064c62ae3f37c60
revoke execute on function public.stay_touches_night(timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.stay_touches_night(timestamp with time zone,timestamp with time zone,text) to service_role;

FUNCTION public.tag_listing_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 27f3198920caf9dde9e6eb9700b23384
grant execute on function public.tag_listing_changed() to public, service_role;

FUNCTION public.touch_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 -- body: 4 lines, md5 9cd5ec4496cf5a9c5a108e23d2551d06
grant execute on function public.touch_updated_at() to public, service_role;

alter default privileges in schema public grant delete, insert, maintain, references, select, trigger, truncate, update on tables to service_role;
alter default privileges in schema public grant execute on functions to service_role;
alter default privileges in schema public grant select, update, usage on sequences to service_role;
