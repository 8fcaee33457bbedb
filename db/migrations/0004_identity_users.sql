-- The built-in identity provider's users, shaped like Supabase Auth's auth.users so that the same
-- policies and foreign keys work whether the built-in or an external provider is used.
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One account per address, whatever its case.
create unique index users_email_key on auth.users (lower(email));
create trigger users_touch before update on auth.users
  for each row execute function public.touch_updated_at();
-- Only the service (service_role) reads or writes identities; users see themselves through /auth/v1.
alter table auth.users enable row level security;
grant select, insert, update, delete on auth.users to service_role;
