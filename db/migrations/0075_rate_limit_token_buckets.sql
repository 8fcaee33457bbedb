-- Per-caller rate limits as token buckets (issue 10, item 6). The fixed one-minute windows they
-- replace let twice the limit through in two seconds: a full window's budget just before a minute
-- boundary and the next one's just after. A bucket holds up to `limit` tokens and refills
-- continuously at `limit` per window, so a burst is at most `limit` and any interval of t seconds
-- lets at most limit + t * limit / window through. The counters of the windows are dropped: they
-- only ever held the current minute.
drop table public.rate_limit_counters;

-- One row per bucket (an auth flow and a client IP) that is not full: a full bucket and a missing
-- row mean the same, so rows are created by a first hit and swept once full.
create table public.rate_limit_buckets (
  bucket text primary key check (char_length(bucket) between 1 and 300),
  -- Tokens left at refilled_at; fractional, since refilling is continuous.
  tokens numeric not null check (tokens >= 0),
  refilled_at timestamptz not null,
  -- When the bucket is full again at the rate of its latest hit: the sweep's key.
  full_at timestamptz not null,
  -- Whether the latest hit took a token: what the hit's upsert reports back.
  allowed boolean not null
);
create index rate_limit_buckets_full_at_idx on public.rate_limit_buckets (full_at);
alter table public.rate_limit_buckets enable row level security;
revoke all on public.rate_limit_buckets from anon, authenticated;
grant select, insert, update, delete on public.rate_limit_buckets to service_role;
