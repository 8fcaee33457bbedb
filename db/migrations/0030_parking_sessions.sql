-- Parking sessions (contract 3.2, 4.1, 4.6 rules 1-2, 6.2; api-decisions): start, finalize, cancel,
-- each a SECURITY DEFINER function with the contract's name and arguments, scoped to auth.uid().
-- Users read their own sessions and change only memo and rating directly; every state change goes
-- through the functions, so the state machine, the fee and the activity log cannot be bypassed.
--
-- Decisions (docs/sessions.md): the one-`parking`-session rule is a partial unique index, never a
-- read-then-write check; idempotency is a row per (user, client request id) whose insert serialises
-- concurrent duplicates; the lot's name and ward are copied onto the session when it starts, so
-- history reads like a receipt even after the lot is renamed, moved off the map or withdrawn.

create table public.parking_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  parking_lot_id uuid not null constraint parking_sessions_parking_lot_id_fkey references public.parking_lots (id),
  -- Copied from the lot at the start (see the header).
  parking_lot_name text not null,
  ward text,
  vehicle_type text not null,
  status text not null default 'parking'
    constraint parking_sessions_status_check check (status in ('parking', 'ended', 'cancelled')),
  -- Milliseconds, as the API shows it: a client that echoes started_at sends exactly this instant.
  started_at timestamptz not null default date_trunc('milliseconds', now()),
  ended_at timestamptz,
  cancelled_at timestamptz,
  start_lat double precision constraint parking_sessions_start_lat_range check (start_lat between -90 and 90),
  start_lng double precision constraint parking_sessions_start_lng_range check (start_lng between -180 and 180),
  total_amount bigint constraint parking_sessions_total_amount_check check (total_amount >= 0),
  fee_breakdown jsonb,
  memo text constraint parking_sessions_memo_length check (char_length(memo) <= 1000),
  rating smallint constraint parking_sessions_rating_range check (rating between 1 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint parking_sessions_start_point check ((start_lat is null) = (start_lng is null)),
  -- What each state carries: a parking session has no end; an ended one has its fee; a cancelled one none.
  constraint parking_sessions_state_shape check (
    case status
      when 'parking' then ended_at is null and cancelled_at is null and total_amount is null
      when 'ended' then ended_at > started_at and cancelled_at is null and total_amount is not null and fee_breakdown is not null
      else cancelled_at is not null and ended_at is null and total_amount is null
    end)
);

-- Contract 4.6 rule 2 held by the database: at most one `parking` session per user, whatever the
-- number of API processes. create_parking_session turns a collision into concurrent_session_not_allowed.
create unique index parking_sessions_one_parking_per_user on public.parking_sessions (user_id) where status = 'parking';
create index parking_sessions_history_idx on public.parking_sessions (user_id, started_at desc, id desc);
create index parking_sessions_user_ward_idx on public.parking_sessions (user_id, ward) where status = 'ended';
create index parking_sessions_parking_lot_idx on public.parking_sessions (parking_lot_id);
create trigger parking_sessions_touch before update on public.parking_sessions
  for each row execute function public.touch_updated_at();

-- Contract 4.6 rule 1: one row per (user, client request id), inserted before the work it records.
-- A concurrent duplicate blocks on the primary key until the first transaction ends, then finds the
-- row (the first committed) or takes the claim over (the first rolled back, so nothing happened).
-- `request` holds the arguments that make a repeat the same request; parking_session_id is what
-- the original result is rebuilt from (a create's id, a finalize's recorded fee, a cancel's true).
-- No foreign key on the session: a create claims its id before the session row exists.
create table public.parking_session_requests (
  user_id uuid not null,
  client_request_id uuid not null,
  operation text not null constraint parking_session_requests_operation_check check (operation in ('create', 'finalize', 'cancel')),
  request jsonb not null,
  parking_session_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (user_id, client_request_id)
);

-- The user activity log (contract 6.2): session start, end and cancellation. session_end rows carry
-- the experience points their trigger (award_session_end) awarded.
create table public.user_activities (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  activity_type text not null
    constraint user_activities_activity_type_check check (activity_type in ('session_start', 'session_end', 'session_cancel')),
  parking_session_id uuid not null references public.parking_sessions (id),
  parking_lot_id uuid not null,
  occurred_at timestamptz not null,
  details jsonb not null default '{}',
  exp_awarded integer not null default 0,
  created_at timestamptz not null default now(),
  -- A session starts, ends and is cancelled at most once each: the last line of defence against a
  -- double award.
  constraint user_activities_once_per_session unique (parking_session_id, activity_type)
);
create index user_activities_user_idx on public.user_activities (user_id, occurred_at desc, id desc);

-- Row-level security: own rows only; the session functions (running as their owner,
-- src/modules/sessions/sql/) do every write except memo and rating.
alter table public.parking_sessions enable row level security;
alter table public.parking_session_requests enable row level security;
alter table public.user_activities enable row level security;

create policy parking_sessions_own_read on public.parking_sessions for select to authenticated
  using (user_id = (select auth.uid()));
create policy parking_sessions_own_notes on public.parking_sessions for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy user_activities_own_read on public.user_activities for select to authenticated
  using (user_id = (select auth.uid()));

grant select on public.parking_sessions, public.user_activities to authenticated;
grant update (memo, rating) on public.parking_sessions to authenticated;
