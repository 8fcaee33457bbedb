-- Sessions of the built-in identity provider, one per sign-in, as in Supabase Auth. Ending a session
-- (sign-out, password change, refresh-token reuse) deletes its row, and with it its refresh tokens.
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  user_agent text check (char_length(user_agent) <= 512),
  ip text check (char_length(ip) <= 64)
);
create index sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens are bearer credentials that live for months on devices: only their SHA-256 is kept,
-- so a copy of this table cannot be replayed. The tokens of a session are its family: a rotated token
-- that comes back after the reuse interval ends the session.
create table auth.refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- Set when the token is exchanged for its successor.
  rotated_at timestamptz
);
create unique index refresh_tokens_token_hash_key on auth.refresh_tokens (token_hash);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
grant select, insert, update, delete on auth.sessions, auth.refresh_tokens to service_role;

-- Fixed-window request counters shared by every API process on this database. One row per bucket
-- (e.g. an auth flow and a client IP), reset in place when a new window starts, so the table holds
-- one row per active caller rather than one per window.
create table public.rate_limit_counters (
  bucket text primary key check (char_length(bucket) between 1 and 300),
  window_start timestamptz not null,
  window_ends_at timestamptz not null,
  hits integer not null check (hits >= 0)
);
create index rate_limit_counters_window_ends_at_idx on public.rate_limit_counters (window_ends_at);
alter table public.rate_limit_counters enable row level security;
revoke all on public.rate_limit_counters from anon, authenticated;
grant select, insert, update, delete on public.rate_limit_counters to service_role;
