-- Per-caller rate limits as sliding logs. Contract 8 says "10 requests per minute per IP", and the
-- token buckets of 0075 let up to twice the limit through in one minute (a full burst, then the
-- refill): reviewers saw 19 sign-ins from one IP pass within 59 seconds. A log of the instants of
-- the allowed hits still inside the window lets at most `limit` through in any window of its length,
-- and holds at most `limit` instants per caller, so a row stays small and of bounded size. The
-- buckets only ever held the last minute or so of counting: they are dropped, not converted.
drop table public.rate_limit_buckets;

-- One row per caller (an auth flow and a client IP, a search user) with a hit inside its window: a
-- row whose window holds no hit and a missing row mean the same, so rows are created by a first hit
-- and swept once idle.
create table public.rate_limit_windows (
  bucket text primary key check (char_length(bucket) between 1 and 300),
  -- The instants of the allowed hits inside the window, oldest first (hits are appended at an
  -- instant no earlier than the newest, so the order holds). A refusal adds nothing.
  hits timestamptz[] not null check (cardinality(hits) >= 1),
  -- When the window holds no hit any more (the newest hit plus the window): the sweep's key.
  free_at timestamptz not null,
  -- Whether the latest hit was allowed: what the hit's upsert reports back.
  allowed boolean not null
);
create index rate_limit_windows_free_at_idx on public.rate_limit_windows (free_at);
alter table public.rate_limit_windows enable row level security;
revoke all on public.rate_limit_windows from anon, authenticated;
grant select, insert, update, delete on public.rate_limit_windows to service_role;
