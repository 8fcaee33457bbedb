-- One-time codes of the built-in identity provider (issue 22): the 6-digit code and the link token
-- of a sign-up confirmation, a sign-in by e-mail (magic link), a password recovery or an address
-- change, as Supabase Auth sends them. Neither is stored: the code as an HMAC keyed with a secret the
-- database does not hold (a bare hash of 6 digits is a million guesses away), the link token (256
-- random bits) as its SHA-256. A user has at most one live code per kind; a new one replaces it.
create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('signup', 'magiclink', 'recovery', 'email_change')),
  -- The address the code was sent to, in lower case: the user's, or the new one of an address change.
  email text not null check (char_length(email) between 3 and 320),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  link_hash text not null check (link_hash ~ '^[0-9a-f]{64}$'),
  -- Wrong codes entered against it; at the limit (5) it is deleted.
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint one_time_tokens_user_type_key unique (user_id, token_type)
);
create index one_time_tokens_email_idx on auth.one_time_tokens (email, token_type);
create unique index one_time_tokens_link_hash_key on auth.one_time_tokens (link_hash);
-- Long-dead codes are swept as new ones are issued.
create index one_time_tokens_expires_at_idx on auth.one_time_tokens (expires_at);
alter table auth.one_time_tokens enable row level security;
grant select, insert, update, delete on auth.one_time_tokens to service_role;

-- An address change waits for its confirmation here (Supabase Auth's columns of the same names).
alter table auth.users add column email_change text check (char_length(email_change) between 3 and 320);
alter table auth.users add column email_change_sent_at timestamptz;
