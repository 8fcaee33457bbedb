-- Parking lots (contract 2.5-2.9, 3.1): the lot, its hours, pricing rules, images, tags and owners,
-- with every enumeration and bound of the request schemas repeated here as a named constraint, so
-- that data written by any path (bundle functions, seeds, imports, a future admin tool) obeys them.
-- Write paths are the bundle functions (src/modules/parking-lots/sql/); row-level policies below
-- decide who may write what, asking is_lot_owner(), current_owner_id() and has_permission().

create extension if not exists pg_trgm;

-- Geography (DESIGN.md): PostGIS where the server offers it, otherwise cube + earthdistance (PGlite,
-- or a server without PostGIS or without the right to install it). Which one is in use is read back
-- from pg_extension by the migrations that follow.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'postgis') then
    begin
      create extension if not exists postgis;
      return;
    exception when others then
      raise notice 'postgis is available but could not be installed (%): using earthdistance', sqlerrm;
    end;
  end if;
  create extension if not exists cube;
  create extension if not exists earthdistance;
end
$$;

-- Geometry (contract 2.5): CHECK constraints and generated columns of the lots below call
-- is_parking_lot_geometry(), is_entry_exit_locations() and parking_lot_geometry_point().

-- Assets (contract 4.4): files registered by the upload-URL flow, referenced by lot images. The
-- upload flow itself (signed URLs, object storage) adds its endpoint on top of this table.
create table public.assets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid(),
  category text not null constraint assets_category_check check (category in ('parking_lot_image', 'avatar', 'review_image', 'support_attachment', 'content')),
  file_name text not null constraint assets_file_name_length check (char_length(file_name) between 1 and 255),
  mime_type text not null constraint assets_mime_type_check check (mime_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  file_size integer not null constraint assets_file_size_check check (file_size > 0),
  s3_key text not null constraint assets_s3_key_key unique,
  public_url text not null,
  created_at timestamptz not null default now()
);

-- Lots ---------------------------------------------------------------------------------------------

create table public.parking_lots (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint parking_lots_name_length check (char_length(name) between 1 and 200 and btrim(name) <> ''),
  address text constraint parking_lots_address_length check (char_length(address) <= 500),
  status text not null default 'draft'
    constraint parking_lots_status_check check (status in ('draft', 'pending', 'active', 'on_hold', 'withdrawn', 'rejected')),
  source text default 'manual'
    constraint parking_lots_source_check check (source in ('manual', 'source_a', 'source_b', 'source_c', 'source_d', 'source_e')),
  lot_type text not null default 'regular'
    constraint parking_lots_lot_type_check check (lot_type in ('regular', 'meter', 'ticket', 'monthly_only', 'hourly_with_monthly', 'prepaid_coin')),
  -- A code of the vehicle_type category (the code master may grow without a migration).
  vehicle_type_max text constraint parking_lots_vehicle_type_max_length check (char_length(vehicle_type_max) <= 50),
  vehicle_type_category text generated always as ('vehicle_type') stored,
  parent_id uuid constraint parking_lots_parent_id_fkey references public.parking_lots (id) on delete set null,
  variant_label text constraint parking_lots_variant_label_length check (char_length(variant_label) <= 200),
  place_id text constraint parking_lots_place_id_length check (char_length(place_id) <= 500),
  total_spaces integer constraint parking_lots_total_spaces_check check (total_spaces >= 0),
  structure text constraint parking_lots_structure_check check (structure in ('flat', 'self_multi', 'mechanical')),
  entry_method text constraint parking_lots_entry_method_check check (entry_method in ('self', 'mechanical')),
  entry_difficulty text constraint parking_lots_entry_difficulty_check check (entry_difficulty in ('easy', 'normal', 'hard')),
  max_height_m numeric,
  max_width_m numeric,
  max_length_m numeric,
  max_weight_t numeric,
  min_clearance_cm integer,
  max_tire_width_mm integer,
  max_parking_duration_min integer,
  receipt_available boolean not null default false,
  operator_code text constraint parking_lots_operator_code_check check (operator_code in (
    'operator_a', 'operator_b', 'operator_c', 'operator_d', 'operator_e', 'operator_f', 'operator_g', 'operator_h', 'other')),
  description text constraint parking_lots_description_length check (char_length(description) <= 2000),
  pricing_notes text constraint parking_lots_pricing_notes_length check (char_length(pricing_notes) <= 1000),
  contact_phone text constraint parking_lots_contact_phone_length check (char_length(contact_phone) <= 20),
  contact_email text constraint parking_lots_contact_email_format check (char_length(contact_email) <= 200 and contact_email ~ '^[^@\s]+@[^@\s]+$'),
  contact_url text constraint parking_lots_contact_url_format check (char_length(contact_url) <= 500 and contact_url ~* '^https?://\S+$'),
  capacity_kei integer constraint parking_lots_capacity_kei_range check (capacity_kei between 0 and 9999),
  capacity_regular integer constraint parking_lots_capacity_regular_range check (capacity_regular between 0 and 9999),
  capacity_oversized integer constraint parking_lots_capacity_oversized_range check (capacity_oversized between 0 and 9999),
  capacity_motorcycle integer constraint parking_lots_capacity_motorcycle_range check (capacity_motorcycle between 0 and 9999),
  capacity_ev integer constraint parking_lots_capacity_ev_range check (capacity_ev between 0 and 9999),
  capacity_disabled integer constraint parking_lots_capacity_disabled_range check (capacity_disabled between 0 and 9999),
  raw_text text constraint parking_lots_raw_text_length check (char_length(raw_text) <= 10000),
  entry_exit_locations jsonb constraint parking_lots_entry_exit_locations_shape check (public.is_entry_exit_locations(entry_exit_locations)),
  geometry jsonb constraint parking_lots_geometry_shape check (public.is_parking_lot_geometry(geometry)),
  -- pricing.md §1: band times and dates are read in the lot's own zone.
  timezone text not null default 'Asia/Tokyo' constraint parking_lots_timezone_format check (timezone ~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$'),
  -- Derived on write from geometry: the representative point that search measures from.
  rep_lat double precision generated always as ((public.parking_lot_geometry_point(geometry))[1]) stored,
  rep_lng double precision generated always as ((public.parking_lot_geometry_point(geometry))[0]) stored,
  -- What every listing shows besides the lot's own columns, kept by the listing triggers from the
  -- lot's tags, images and approved reviews, so that search reads one row per lot.
  tag_codes text[] not null default '{}',
  main_image_url text,
  review_count integer not null default 0,
  rating_sum integer not null default 0,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint parking_lots_place_id_key unique (place_id),
  constraint parking_lots_vehicle_type_max_fkey foreign key (vehicle_type_category, vehicle_type_max) references public.codes (category, code),
  constraint parking_lots_parent_not_self check (parent_id <> id)
);

-- The search location, derived from the representative point, indexed for radius queries.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'postgis') then
    alter table public.parking_lots add column location geography(Point, 4326)
      generated always as (case when geometry is null then null else
        st_setsrid(st_makepoint((public.parking_lot_geometry_point(geometry))[0], (public.parking_lot_geometry_point(geometry))[1]), 4326)::geography end) stored;
    create index parking_lots_location_idx on public.parking_lots using gist (location) where status = 'active';
  else
    alter table public.parking_lots add column location earth
      generated always as (case when geometry is null then null else
        ll_to_earth((public.parking_lot_geometry_point(geometry))[1], (public.parking_lot_geometry_point(geometry))[0]) end) stored;
    create index parking_lots_location_idx on public.parking_lots using gist (location) where status = 'active';
  end if;
end
$$;

create index parking_lots_name_trgm_idx on public.parking_lots using gin (name gin_trgm_ops);
create index parking_lots_address_trgm_idx on public.parking_lots using gin (address gin_trgm_ops);
create index parking_lots_public_name_idx on public.parking_lots ((name collate "C"), id) where status = 'active';
create index parking_lots_public_tags_idx on public.parking_lots using gin (tag_codes) where status = 'active';
create index parking_lots_created_at_idx on public.parking_lots (created_at desc, id desc);
create index parking_lots_parent_id_idx on public.parking_lots (parent_id) where parent_id is not null;
-- updated_at follows the lot's own fields, not the listing columns its parts keep up to date.
create trigger parking_lots_touch before update of name, address, status, source, lot_type, vehicle_type_max, parent_id,
  variant_label, place_id, total_spaces, structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m,
  max_weight_t, min_clearance_cm, max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description,
  pricing_notes, contact_phone, contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized,
  capacity_motorcycle, capacity_ev, capacity_disabled, raw_text, entry_exit_locations, geometry, timezone
  on public.parking_lots for each row execute function public.touch_updated_at();

create table public.parking_lot_owners (
  parking_lot_id uuid not null references public.parking_lots (id) on delete cascade,
  owner_id uuid not null constraint parking_lot_owners_owner_id_fkey references public.owners (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (parking_lot_id, owner_id)
);
create index parking_lot_owners_owner_idx on public.parking_lot_owners (owner_id, parking_lot_id);

create table public.parking_lot_hours (
  id bigint generated always as identity primary key,
  parking_lot_id uuid not null references public.parking_lots (id) on delete cascade,
  window_type text not null default 'business'
    constraint parking_lot_hours_window_type_check check (window_type in ('business', 'entry', 'exit', 'after_hours_exit')),
  day_type text not null default 'all'
    constraint parking_lot_hours_day_type_check check (day_type in ('all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve')),
  day_of_week smallint constraint parking_lot_hours_day_of_week_range check (day_of_week between 0 and 6),
  is_24h boolean not null default false,
  is_closed boolean not null default false,
  -- HH:MM; 24:00 is the end of the day.
  open_time text constraint parking_lot_hours_open_time_format check (open_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  close_time text constraint parking_lot_hours_close_time_format check (close_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  effective_from date,
  effective_to date,
  constraint parking_lot_hours_effective_order check (effective_from <= effective_to)
);
create index parking_lot_hours_lot_idx on public.parking_lot_hours (parking_lot_id);

create table public.parking_lot_pricing_rules (
  id bigint generated always as identity primary key,
  parking_lot_id uuid not null references public.parking_lots (id) on delete cascade,
  rule_order integer not null constraint parking_lot_pricing_rules_rule_order_check check (rule_order >= 0),
  category text not null default 'unit'
    constraint parking_lot_pricing_rules_category_check check (category in ('unit', 'cap', 'hourly')),
  day_type text constraint parking_lot_pricing_rules_day_type_check check (day_type in ('all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve')),
  time_start text constraint parking_lot_pricing_rules_time_start_format check (time_start ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  time_end text constraint parking_lot_pricing_rules_time_end_format check (time_end ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  per_minutes integer constraint parking_lot_pricing_rules_per_minutes_check check (per_minutes > 0),
  price_minor integer constraint parking_lot_pricing_rules_price_minor_check check (price_minor >= 0),
  cap_type text constraint parking_lot_pricing_rules_cap_type_check check (cap_type in ('daily_max', 'hour_window_max', 'duration', 'daily')),
  cap_duration_hours integer constraint parking_lot_pricing_rules_cap_duration_hours_check check (cap_duration_hours > 0),
  cap_price_minor integer constraint parking_lot_pricing_rules_cap_price_minor_check check (cap_price_minor >= 0),
  -- null means the default, true (pricing.md §5).
  cap_repeat boolean,
  cap_scope text constraint parking_lot_pricing_rules_cap_scope_length check (char_length(cap_scope) <= 50),
  constraint parking_lot_pricing_rules_rule_order_key unique (parking_lot_id, rule_order),
  -- pricing.md §6: a rule must be complete for its category.
  constraint parking_lot_pricing_rules_complete check (
    (category <> 'unit' or (per_minutes is not null and price_minor is not null))
    and (category <> 'cap' or (cap_type is not null and cap_price_minor is not null))
    and (category <> 'cap' or cap_type <> 'duration' or cap_duration_hours is not null))
);

create table public.parking_lot_images (
  id bigint generated always as identity primary key,
  parking_lot_id uuid not null references public.parking_lots (id) on delete cascade,
  asset_id uuid not null constraint parking_lot_images_asset_id_fkey references public.assets (id),
  is_main boolean not null default false,
  sort_order integer,
  created_at timestamptz not null default now(),
  constraint parking_lot_images_asset_key unique (parking_lot_id, asset_id)
);

-- Three states per tag: a row with state true (applies), a row with state false (explicitly does
-- not apply), no row (unknown).
create table public.parking_lot_tags (
  parking_lot_id uuid not null references public.parking_lots (id) on delete cascade,
  tag_id uuid not null references public.tags (id) on delete cascade,
  state boolean not null,
  updated_at timestamptz not null default now(),
  primary key (parking_lot_id, tag_id)
);
create index parking_lot_tags_tag_idx on public.parking_lot_tags (tag_id, parking_lot_id) where state;
create trigger parking_lot_tags_touch before update on public.parking_lot_tags
  for each row execute function public.touch_updated_at();

-- Admin notifications (2.3, 6.3): stored here, delivered later by a worker ---------------------------

create table public.admin_notifications (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid not null references public.admins (id) on delete cascade,
  kind text not null constraint admin_notifications_kind_check
    check (kind in ('new_owner', 'new_parking', 'sales_daily', 'sales_monthly', 'system_alert')),
  parking_lot_id uuid references public.parking_lots (id) on delete cascade,
  owner_id uuid references public.owners (id) on delete cascade,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  read_at timestamptz
);
create index admin_notifications_admin_idx on public.admin_notifications (admin_id, created_at desc);
create index admin_notifications_undelivered_idx on public.admin_notifications (created_at) where delivered_at is null;

-- Owners (table of 0006): self-registration ----------------------------------------------------------

alter table public.owners alter column user_id set default auth.uid();

create policy owners_register on public.owners for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'active');
grant insert (display_name, contact_email, contact_phone) on public.owners to authenticated;

-- Row-level security -------------------------------------------------------------------------------

alter table public.assets enable row level security;
alter table public.parking_lots enable row level security;
alter table public.parking_lot_owners enable row level security;
alter table public.parking_lot_hours enable row level security;
alter table public.parking_lot_pricing_rules enable row level security;
alter table public.parking_lot_images enable row level security;
alter table public.parking_lot_tags enable row level security;
alter table public.admin_notifications enable row level security;

-- Assets: their uploader and lot editors see them; public lot images are read through the lot.
create policy assets_read on public.assets for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_permission('parking.edit')));
create policy assets_public_lot_image on public.assets for select to anon, authenticated
  using (exists (select 1 from public.parking_lot_images i where i.asset_id = assets.id));

-- Lots: the public sees active lots; admins with parking.view every lot; owners their own.
create policy parking_lots_public_read on public.parking_lots for select to anon, authenticated using (status = 'active');
create policy parking_lots_admin_read on public.parking_lots for select to authenticated using ((select public.has_permission('parking.view')));
create policy parking_lots_owner_read on public.parking_lots for select to authenticated using (public.is_lot_owner(id));
create policy parking_lots_admin_write on public.parking_lots for all to authenticated
  using ((select public.has_permission('parking.edit'))) with check ((select public.has_permission('parking.edit')));
create policy parking_lots_owner_insert on public.parking_lots for insert to authenticated
  with check (created_by = (select auth.uid()) and (select public.current_owner_id()) is not null
              and status in ('draft', 'pending') and source = 'manual');
create policy parking_lots_owner_update on public.parking_lots for update to authenticated
  using (public.is_lot_owner(id)) with check (public.is_lot_owner(id));

-- The pieces of a lot are visible with the lot itself (the lots' own policies decide).
create policy parking_lot_hours_read on public.parking_lot_hours for select to anon, authenticated
  using (exists (select 1 from public.parking_lots l where l.id = parking_lot_id));
create policy parking_lot_pricing_rules_read on public.parking_lot_pricing_rules for select to anon, authenticated
  using (exists (select 1 from public.parking_lots l where l.id = parking_lot_id));
create policy parking_lot_images_read on public.parking_lot_images for select to anon, authenticated
  using (exists (select 1 from public.parking_lots l where l.id = parking_lot_id));
create policy parking_lot_tags_read on public.parking_lot_tags for select to anon, authenticated
  using (exists (select 1 from public.parking_lots l where l.id = parking_lot_id));
create policy parking_lot_owners_read on public.parking_lot_owners for select to authenticated
  using ((select public.has_permission('parking.view')) or owner_id = (select public.current_owner_id()));

create policy parking_lot_hours_write on public.parking_lot_hours for all to authenticated
  using ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id))
  with check ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id));
create policy parking_lot_pricing_rules_write on public.parking_lot_pricing_rules for all to authenticated
  using ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id))
  with check ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id));
create policy parking_lot_images_write on public.parking_lot_images for all to authenticated
  using ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id))
  with check ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id));
create policy parking_lot_tags_write on public.parking_lot_tags for all to authenticated
  using ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id))
  with check ((select public.has_permission('parking.edit')) or public.is_lot_owner(parking_lot_id));
create policy parking_lot_owners_admin_write on public.parking_lot_owners for all to authenticated
  using ((select public.has_permission('parking.edit'))) with check ((select public.has_permission('parking.edit')));
create policy parking_lot_owners_first_link on public.parking_lot_owners for insert to authenticated
  with check (owner_id = (select public.current_owner_id()) and public.lot_awaits_first_owner(parking_lot_id));

create policy admin_notifications_own on public.admin_notifications for select to authenticated
  using (admin_id in (select id from public.admins where user_id = (select auth.uid()) and status = 'active'));
create policy admin_notifications_mark_read on public.admin_notifications for update to authenticated
  using (admin_id in (select id from public.admins where user_id = (select auth.uid()) and status = 'active'));

grant select on public.assets, public.parking_lots, public.parking_lot_hours, public.parking_lot_pricing_rules,
  public.parking_lot_images, public.parking_lot_tags to anon, authenticated;
grant select on public.parking_lot_owners, public.admin_notifications to authenticated;
grant insert (id, name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces,
  structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm,
  max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone,
  contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev,
  capacity_disabled, raw_text, entry_exit_locations, geometry)
  on public.parking_lots to authenticated;
grant update (name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces,
  structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm,
  max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone,
  contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev,
  capacity_disabled, raw_text, entry_exit_locations, geometry)
  on public.parking_lots to authenticated;
grant insert, update, delete on public.parking_lot_hours, public.parking_lot_pricing_rules, public.parking_lot_images,
  public.parking_lot_tags, public.parking_lot_owners to authenticated;
grant update (read_at) on public.admin_notifications to authenticated;
