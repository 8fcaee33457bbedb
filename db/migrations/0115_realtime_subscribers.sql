-- Realtime (docs/realtime.md): which users have a live subscription, and on which API process.
-- The row triggers of the followed tables (src/modules/realtime/sql/realtime_notify_change.sql)
-- NOTIFY only for these users: a NOTIFY takes a cluster-wide lock from its transaction's commit
-- until the commit is done, so every notifying commit waits for the one before it. Measured with
-- bench/sessions.ts on PostgreSQL 15: a NOTIFY for every session change cost about 35% of the
-- lifecycle throughput; checking this table first costs an index lookup.
--
-- A process holds a lease per user (expires_at), renewed while the user has a channel there and
-- dropped when the last one leaves or the process stops; a process that dies leaves rows that
-- simply expire. Written by the service role only (the API's realtime server); no client reads it.
create table public.realtime_subscribers (
  user_id uuid not null,
  process_id uuid not null,
  expires_at timestamptz not null,
  primary key (user_id, process_id)
);
create index realtime_subscribers_process_idx on public.realtime_subscribers (process_id);

alter table public.realtime_subscribers enable row level security;
