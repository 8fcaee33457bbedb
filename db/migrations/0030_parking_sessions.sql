-- Parking sessions (contract 3.2, 4.1, 4.6 rules 1-2, 6.2; api-decisions): start, finalize, cancel,
-- each a SECURITY DEFINER function with the contract's name and arguments, scoped to auth.uid().
-- Users read their own sessions and change only memo and rating directly; every state change goes
-- through the functions, so the state machine, the fee and the activity log cannot be bypassed.
--
-- Decisions (docs/sessions.md): the one-`parking`-session rule is a partial unique index, never a
-- read-then-write check; idempotency is a row per (user, client request id) whose insert serialises
-- concurrent duplicates; the lot's name and ward are copied onto the session when it starts, so
-- history reads like a receipt even after the lot is renamed, moved off the map or withdrawn.

-- The municipality of a Japanese address, for the "new ward" experience points and badges: the
-- special ward (東京都新宿区 → 新宿区), the designated city with its ward (大阪市北区), or else the
-- city, town or village (八王子市, 足柄下郡箱根町). The prefecture is dropped so that an address
-- written with or without it counts once. Null when no municipality can be read (romanised text).
create function public.address_ward(p_address text) returns text
language plpgsql immutable parallel safe
as $$
declare
  s text;
  n int;
  i int := 2;  -- a municipality has at least one character before its suffix (町田市, 市川市)
  ch text;
  ward text;
begin
  s := regexp_replace(coalesce(p_address, ''), '[[:space:]　]', '', 'g');
  s := regexp_replace(s, '^日本[、,]?', '');
  s := regexp_replace(s, '^〒?[0-9０-９]{3}[-－ー‐]?[0-9０-９]{4}', '');
  s := regexp_replace(s, '^(東京都|北海道|京都府|大阪府|[^0-9０-９]{2,3}?県)', '');
  n := char_length(s);
  while i <= n loop
    ch := substr(s, i, 1);
    -- Street numbers come after the municipality: none named before them means none at all.
    exit when ch ~ '[0-9０-９]';
    if ch in ('区', '市', '町', '村') then
      -- 四日市市, 十日町市: the suffix is the second 市.
      if ch <> '区' and substr(s, i + 1, 1) = '市' then
        i := i + 1;
        ch := '市';
      end if;
      if ch = '市' then
        -- A designated city names its ward next (さいたま市大宮区); a town name never ends in 区.
        ward := substring(substr(s, i + 1) from '^[^0-9０-９]{1,4}?区');
        return left(s, i) || coalesce(ward, '');
      end if;
      return left(s, i);
    end if;
    i := i + 1;
  end loop;
  return null;
end
$$;

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
-- the experience points their trigger (0031) awarded.
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

-- Claims (user, client request id) for one operation. Returns null when this call claimed it (do the
-- work), or the recorded session id when the same request was already carried out (return its
-- result, do nothing else). The same id with another operation or other arguments is a conflict.
create function public.claim_parking_session_request(
  p_user uuid, p_client_request_id uuid, p_operation text, p_request jsonb, p_session_id uuid
) returns uuid
language plpgsql volatile
set search_path = public
as $$
declare
  v_recorded public.parking_session_requests;
begin
  if p_client_request_id is null then
    raise exception 'client_request_id (or an Idempotency-Key header) is required'
      using errcode = 'PK400', detail = '{"param": "client_request_id"}';
  end if;
  insert into public.parking_session_requests (user_id, client_request_id, operation, request, parking_session_id)
  values (p_user, p_client_request_id, p_operation, p_request, p_session_id)
  on conflict (user_id, client_request_id) do nothing;
  if found then
    return null;
  end if;
  -- A new statement, so a new snapshot: it sees the row whose commit the insert waited for.
  select * into v_recorded from public.parking_session_requests
   where user_id = p_user and client_request_id = p_client_request_id;
  if v_recorded.operation <> p_operation or v_recorded.request <> p_request then
    raise exception 'client_request_id % was already used for a different request', p_client_request_id
      using errcode = 'PK409', detail = '{"param": "client_request_id"}';
  end if;
  return v_recorded.parking_session_id;
end
$$;

create function public.require_signed_in_user() returns uuid
language plpgsql stable
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  return v_user;
end
$$;

-- Contract 3.2 / 4.6: start a session at a public lot; the session id.
create function public.create_parking_session(
  p_lot_id uuid, p_vehicle_type text, p_start_lat numeric, p_start_lng numeric, p_client_request_id uuid
) returns uuid
language plpgsql volatile security definer
set search_path = public
as $$
declare
  v_user uuid := public.require_signed_in_user();
  v_session_id uuid := gen_random_uuid();
  v_recorded uuid;
  v_lot record;
  v_parking uuid;
begin
  v_recorded := public.claim_parking_session_request(v_user, p_client_request_id, 'create',
    jsonb_build_object('lot_id', p_lot_id, 'vehicle_type', p_vehicle_type, 'start_lat', p_start_lat, 'start_lng', p_start_lng),
    v_session_id);
  if v_recorded is not null then
    return v_recorded;
  end if;

  select name, status, address, vehicle_type_max into v_lot from public.parking_lots where id = p_lot_id;
  if not found or v_lot.status <> 'active' then
    raise exception 'parking lot % does not exist or is not public', p_lot_id
      using errcode = 'PK001', detail = '{"param": "lot_id"}';
  end if;
  if p_vehicle_type is null then
    raise exception 'vehicle_type is required' using errcode = 'PK400', detail = '{"param": "vehicle_type"}';
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);

  insert into public.parking_sessions (id, user_id, parking_lot_id, parking_lot_name, ward, vehicle_type, start_lat, start_lng)
  values (v_session_id, v_user, p_lot_id, v_lot.name, public.address_ward(v_lot.address), p_vehicle_type, p_start_lat, p_start_lng)
  on conflict (user_id) where status = 'parking' do nothing;
  if not found then
    -- The conflicting session is committed (the insert waited for it), so it can be named.
    select id into v_parking from public.parking_sessions where user_id = v_user and status = 'parking';
    raise exception 'You already have a parking session in progress.'
      using errcode = 'PK002', detail = jsonb_build_object('parking_session_id', v_parking)::text;
  end if;

  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at, details)
  select v_user, 'session_start', id, parking_lot_id, started_at, jsonb_build_object('vehicle_type', vehicle_type)
    from public.parking_sessions where id = v_session_id;
  return v_session_id;
end
$$;

-- Contract 3.2 / 4.6: end the caller's parking session, price it at the exit and record the fee.
-- p_exit_at null means now; it may not be before the start (a stay has a length: pricing.md §1)
-- nor more than 2 minutes ahead of the server clock.
create function public.finalize_parking_session(p_session_id uuid, p_exit_at timestamptz, p_client_request_id uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = public
as $$
declare
  v_user uuid := public.require_signed_in_user();
  v_session public.parking_sessions;
  v_exit timestamptz;
  v_fee jsonb;
begin
  if public.claim_parking_session_request(v_user, p_client_request_id, 'finalize',
       jsonb_build_object('session_id', p_session_id, 'exit_at', extract(epoch from p_exit_at)), p_session_id) is not null then
    -- An ended session's fee never changes: the recorded one is the original result.
    select jsonb_build_object('total_amount', total_amount, 'breakdown', fee_breakdown) into v_fee
      from public.parking_sessions where id = p_session_id;
    return v_fee;
  end if;

  select * into v_session from public.parking_sessions where id = p_session_id and user_id = v_user for update;
  if not found then
    raise exception 'No parking session %.', p_session_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  if v_session.status <> 'parking' then
    raise exception 'The parking session is already %.', v_session.status
      using errcode = 'PK409', detail = jsonb_build_object('status', v_session.status)::text;
  end if;

  v_exit := coalesce(p_exit_at, now());
  if v_exit <= v_session.started_at then
    raise exception 'exit_at must be later than the session start (%).', to_char(v_session.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      using errcode = 'PK400', detail = '{"param": "exit_at"}';
  end if;
  if v_exit > now() + interval '2 minutes' then
    raise exception 'exit_at may be at most 2 minutes ahead of the server clock.'
      using errcode = 'PK400', detail = '{"param": "exit_at"}';
  end if;

  -- Any lot, public or not: a lot put on hold while a car is parked still prices the stay. The
  -- vehicle was admitted at the start; a lot that later lowers its limit must not keep a car in.
  v_fee := public.calc_lot_fee(v_session.parking_lot_id, v_session.started_at, v_exit, null);

  update public.parking_sessions
     set status = 'ended', ended_at = v_exit, total_amount = (v_fee->>'total_amount')::bigint, fee_breakdown = v_fee->'breakdown'
   where id = p_session_id;
  -- Its trigger (0031) awards experience points and badges in this same transaction.
  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at, details)
  values (v_user, 'session_end', p_session_id, v_session.parking_lot_id, v_exit,
          jsonb_build_object('total_amount', (v_fee->>'total_amount')::bigint, 'duration_min', v_fee->'breakdown'->'duration_min'));
  return v_fee;
end
$$;

-- Contract 3.2 / 4.6: cancel the caller's parking session within 5 minutes of its start (server
-- clock); no fee. p_client_request_id is optional here because the contract's function takes only the
-- session; the API always passes one.
create function public.cancel_parking_session(p_session_id uuid, p_client_request_id uuid default null)
returns boolean
language plpgsql volatile security definer
set search_path = public
as $$
declare
  v_user uuid := public.require_signed_in_user();
  v_session public.parking_sessions;
begin
  if p_client_request_id is not null
     and public.claim_parking_session_request(v_user, p_client_request_id, 'cancel',
           jsonb_build_object('session_id', p_session_id), p_session_id) is not null then
    return true;
  end if;

  select * into v_session from public.parking_sessions where id = p_session_id and user_id = v_user for update;
  if not found then
    raise exception 'No parking session %.', p_session_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  if v_session.status <> 'parking' then
    raise exception 'The parking session is already %.', v_session.status
      using errcode = 'PK409', detail = jsonb_build_object('status', v_session.status)::text;
  end if;
  if now() > v_session.started_at + interval '5 minutes' then
    raise exception 'A parking session can only be cancelled within 5 minutes of its start.'
      using errcode = 'PK004',
            detail = jsonb_build_object('started_at', v_session.started_at, 'cancellable_until', v_session.started_at + interval '5 minutes')::text;
  end if;

  update public.parking_sessions set status = 'cancelled', cancelled_at = now() where id = p_session_id;
  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at)
  values (v_user, 'session_cancel', p_session_id, v_session.parking_lot_id, now());
  return true;
end
$$;

-- A session as the API shows it, read in the same statement as the function that just changed it:
-- `select ... from parking_session_view(create_parking_session(...))`. A VOLATILE function takes a
-- fresh snapshot for its query, so it sees what the inner call wrote (a plain join would not), and
-- the API saves a round trip per call. written_now: this very transaction wrote the row (xmin), which
-- tells a new session from the repeat of an earlier start. Runs as the caller: RLS applies.
create function public.parking_session_view(p_session_id uuid)
returns table (
  id uuid, parking_lot_id uuid, parking_lot_name text, vehicle_type text, status text, started_at timestamptz,
  ended_at timestamptz, cancelled_at timestamptz, start_lat double precision, start_lng double precision,
  total_amount bigint, memo text, rating smallint, written_now boolean
)
language sql volatile
set search_path = public
as $$
  select s.id, s.parking_lot_id, s.parking_lot_name, s.vehicle_type, s.status, s.started_at, s.ended_at, s.cancelled_at,
         s.start_lat, s.start_lng, s.total_amount, s.memo, s.rating, s.xmin = pg_current_xact_id()::xid
    from public.parking_sessions s
   where s.id = p_session_id
$$;

revoke execute on function public.address_ward(text), public.require_signed_in_user(),
  public.claim_parking_session_request(uuid, uuid, text, jsonb, uuid),
  public.create_parking_session(uuid, text, numeric, numeric, uuid),
  public.finalize_parking_session(uuid, timestamptz, uuid),
  public.cancel_parking_session(uuid, uuid), public.parking_session_view(uuid) from public;
grant execute on function public.address_ward(text) to anon, authenticated, service_role;
grant execute on function public.parking_session_view(uuid) to authenticated, service_role;
grant execute on function public.create_parking_session(uuid, text, numeric, numeric, uuid),
  public.finalize_parking_session(uuid, timestamptz, uuid),
  public.cancel_parking_session(uuid, uuid) to authenticated, service_role;

-- Row-level security: own rows only; the functions above (running as their owner) do every write
-- except memo and rating.
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
