-- Contract 3.2 / 4.6: end the caller's parking session, price it at the exit and record the fee.
-- p_exit_at null means now; it may not be before the start (a stay has a length: pricing.md §1)
-- nor more than 2 minutes ahead of the server clock. The exit is recorded, and priced, to the
-- millisecond, as started_at is: the API shows instants to the millisecond, and an exit priced at
-- microseconds the receipt's ended_at does not show made calc-fee for (started_at, ended_at)
-- disagree with the receipt where a unit began inside that millisecond. Truncating never moves the
-- exit later, so it never raises the fee.
-- enable_seqscan off (issue 21): PL/pgSQL keeps each statement's plan per connection, and the plan
-- it keeps is chosen on the first calls, when a new database's tables are one page and a sequential
-- scan is cheapest. Nothing replans it as the tables grow (without autovacuum's ANALYZE nothing
-- invalidates it), so a long-lived connection went on scanning all of parking_sessions for a
-- primary-key lookup: at 150,000 sessions a start took 28 ms and a finalize 61 ms. Every statement
-- here, the triggers it fires (award, notifications, realtime, push) and the foreign-key checks its
-- inserts make are key lookups with an index, so with sequential scans priced out the plan made on
-- tiny tables is the one that stays right. jit off with it: a statement with no index to use (the
-- award's scan of exp_rules) then costs over jit_above_cost and was compiled, 5 s a finalize.
create or replace function public.finalize_parking_session(p_session_id uuid, p_exit_at timestamptz, p_client_request_id uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = public
set enable_seqscan = off
set jit = off
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

  v_exit := date_trunc('milliseconds', coalesce(p_exit_at, now()));
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
  -- Its trigger (award_session_end) awards experience points and badges in this same transaction.
  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at, details)
  values (v_user, 'session_end', p_session_id, v_session.parking_lot_id, v_exit,
          jsonb_build_object('total_amount', (v_fee->>'total_amount')::bigint, 'duration_min', v_fee->'breakdown'->'duration_min'));
  return v_fee;
end
$$;
revoke execute on function public.finalize_parking_session(uuid, timestamptz, uuid) from public;
grant execute on function public.finalize_parking_session(uuid, timestamptz, uuid) to authenticated, service_role;
