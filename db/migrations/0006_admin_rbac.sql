-- Admin accounts, roles and permission keys (contract sections 2.1-2.3, 5), and user profiles.
-- Row-level policies repeat the API's permission checks, so a bug in a route cannot widen access:
-- is_active_admin() and has_permission() (src/modules/admin/sql/) answer for the caller.

create table public.permissions (
  key text primary key check (key ~ '^[a-z]+\.[a-z]+$'),
  group_name text not null,
  description text not null,
  sort_order integer not null
);

insert into public.permissions (key, group_name, description, sort_order) values
  ('dashboard.view', 'Main', 'See the dashboard', 10),
  ('parking.view', 'Parking', 'See parking lots', 20),
  ('parking.edit', 'Parking', 'Create and change parking lots', 21),
  ('tags.view', 'Parking', 'See tags', 22),
  ('tags.edit', 'Parking', 'Create and change tags', 23),
  ('reviews.view', 'Parking', 'See reviews', 24),
  ('reviews.moderate', 'Parking', 'Approve or reject reviews', 25),
  ('users.view', 'Users', 'See users', 30),
  ('users.edit', 'Users', 'Change users', 31),
  ('owners.view', 'Owners', 'See lot owners', 40),
  ('owners.edit', 'Owners', 'Change lot owners', 41),
  ('plans.view', 'Ops', 'See subscription plans', 50),
  ('plans.edit', 'Ops', 'Change subscription plans', 51),
  ('support.view', 'Ops', 'See support tickets and error reports', 52),
  ('support.respond', 'Ops', 'Answer support tickets and error reports', 53),
  ('notifications.view', 'Ops', 'See user notifications', 54),
  ('notifications.send', 'Ops', 'Send push notifications', 55),
  ('sales.view', 'Ops', 'See sales', 56),
  ('articles.view', 'Content', 'See articles', 60),
  ('articles.edit', 'Content', 'Write articles', 61),
  ('articles.publish', 'Content', 'Publish articles', 62),
  ('ads.view', 'Content', 'See ads', 63),
  ('ads.edit', 'Content', 'Change ads', 64),
  ('gamification.view', 'Content', 'See badges and experience rules', 65),
  ('gamification.edit', 'Content', 'Change badges and experience rules', 66),
  ('admins.view', 'Admins', 'See admin accounts', 70),
  ('admins.edit', 'Admins', 'Create, change and disable admin accounts', 71),
  ('roles.view', 'Admins', 'See roles', 72),
  ('roles.edit', 'Admins', 'Create and change roles and their permissions', 73),
  ('settings.view', 'System', 'See settings', 80),
  ('settings.edit', 'System', 'Change settings', 81);

create table public.roles (
  id uuid primary key default gen_random_uuid(),
  role_code text not null
    constraint roles_role_code_key unique
    constraint roles_role_code_format check (role_code ~ '^[a-z][a-z0-9_]{1,49}$'),
  name text not null constraint roles_name_length check (char_length(name) between 1 and 100),
  description text not null default '' constraint roles_description_length check (char_length(description) <= 500),
  color text not null default '#64748b' constraint roles_color_format check (color ~ '^#[0-9a-fA-F]{6}$'),
  is_system boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger roles_touch before update on public.roles for each row execute function public.touch_updated_at();

create table public.role_permissions (
  role_id uuid not null references public.roles (id) on delete cascade,
  permission_key text not null references public.permissions (key),
  created_at timestamptz not null default now(),
  primary key (role_id, permission_key)
);

insert into public.roles (role_code, name, description, color, is_system) values
  ('super_admin', 'Super Admin', 'All permissions', '#dc2626', true),
  ('ops_manager', 'Ops Manager', 'Parking, users, owners, plans, support, notifications and revenue', '#2563eb', true),
  ('content_manager', 'Content Manager', 'Articles, ads, gamification and theming', '#16a34a', true),
  ('support_agent', 'Support Agent', 'Support tickets and error reports', '#d97706', true);

insert into public.role_permissions (role_id, permission_key)
select r.id, p.key
  from public.roles r
  join public.permissions p on
       r.role_code = 'super_admin'
    or (r.role_code = 'ops_manager' and (p.key = 'dashboard.view' or p.key = 'sales.view'
         or split_part(p.key, '.', 1) in ('parking', 'tags', 'reviews', 'users', 'owners', 'plans', 'support', 'notifications')))
    or (r.role_code = 'content_manager' and (p.key in ('dashboard.view', 'tags.view')
         or split_part(p.key, '.', 1) in ('articles', 'ads', 'gamification')))
    or (r.role_code = 'support_agent' and p.key in
         ('dashboard.view', 'support.view', 'support.respond', 'users.view', 'parking.view', 'reviews.view'));

-- user_id has no foreign key to auth.users: with an external identity provider that table is empty.
create table public.admins (
  id uuid primary key default gen_random_uuid(),
  user_id uuid constraint admins_user_id_key unique,
  name text not null constraint admins_name_length check (char_length(name) between 1 and 200),
  email text not null constraint admins_email_format check (char_length(email) between 3 and 320 and email like '%_@_%'),
  role_id uuid not null constraint admins_role_id_fkey references public.roles (id),
  status text not null default 'active' constraint admins_status_check check (status in ('active', 'disabled')),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index admins_email_key on public.admins (lower(email));
create index admins_created_at_idx on public.admins (created_at desc, id desc);
create trigger admins_touch before update on public.admins for each row execute function public.touch_updated_at();

create table public.admin_notification_prefs (
  admin_id uuid primary key references public.admins (id) on delete cascade,
  new_owner boolean not null default true,
  new_parking boolean not null default true,
  sales_daily boolean not null default true,
  sales_monthly boolean not null default true,
  system_alert boolean not null default true,
  updated_at timestamptz not null default now()
);
create trigger admin_notification_prefs_touch before update on public.admin_notification_prefs
  for each row execute function public.touch_updated_at();

alter table public.permissions enable row level security;
alter table public.roles enable row level security;
alter table public.role_permissions enable row level security;
alter table public.admins enable row level security;
alter table public.admin_notification_prefs enable row level security;

create policy permissions_read on public.permissions for select to authenticated using ((select public.is_active_admin()));
create policy roles_read on public.roles for select to authenticated using ((select public.is_active_admin()));
create policy roles_write on public.roles for all to authenticated
  using ((select public.has_permission('roles.edit'))) with check ((select public.has_permission('roles.edit')));
create policy role_permissions_read on public.role_permissions for select to authenticated using ((select public.is_active_admin()));
create policy role_permissions_write on public.role_permissions for all to authenticated
  using ((select public.has_permission('roles.edit'))) with check ((select public.has_permission('roles.edit')));
create policy admins_read on public.admins for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_permission('admins.view')));
create policy admins_write on public.admins for all to authenticated
  using ((select public.has_permission('admins.edit'))) with check ((select public.has_permission('admins.edit')));
create policy admin_notification_prefs_own on public.admin_notification_prefs for all to authenticated
  using (admin_id in (select id from public.admins where user_id = (select auth.uid()) and status = 'active'))
  with check (admin_id in (select id from public.admins where user_id = (select auth.uid()) and status = 'active'));

grant select on public.permissions, public.roles, public.role_permissions, public.admins to authenticated;
grant insert, update, delete on public.roles, public.role_permissions to authenticated;
grant insert, update on public.admins to authenticated;
grant select, insert, update on public.admin_notification_prefs to authenticated;

-- Profiles of app users. Created on first use (GET /v1/me), whichever identity provider made the user.
create table public.profiles (
  user_id uuid primary key,
  display_name text constraint profiles_display_name_length check (char_length(display_name) between 1 and 100),
  locale text not null default 'ja' check (locale in ('ja', 'en')),
  status text not null default 'active' check (status in ('active', 'withdrawn')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger profiles_touch before update on public.profiles for each row execute function public.touch_updated_at();
alter table public.profiles enable row level security;
create policy profiles_own on public.profiles for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy profiles_admin_read on public.profiles for select to authenticated using ((select public.has_permission('users.view')));
grant select, insert, update on public.profiles to authenticated;

-- Lot owners (self-registration; the lot side comes with the parking-lot tables).
create table public.owners (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null constraint owners_user_id_key unique,
  display_name text not null constraint owners_display_name_length check (char_length(display_name) between 1 and 200),
  contact_email text constraint owners_contact_email_length check (char_length(contact_email) <= 200),
  contact_phone text constraint owners_contact_phone_length check (char_length(contact_phone) <= 20),
  status text not null default 'active' check (status in ('active', 'suspended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger owners_touch before update on public.owners for each row execute function public.touch_updated_at();
alter table public.owners enable row level security;
create policy owners_own on public.owners for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_permission('owners.view')));
grant select on public.owners to authenticated;
