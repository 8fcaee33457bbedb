-- Contract 3.2 / 4.6: start a session at a public lot; the session id.
-- enable_seqscan off (issue 21): PL/pgSQL keeps each statement's plan per connection, and the plan
-- it keeps is chosen on the first calls, when a new database's tables are one page and a sequential
-- scan is cheapest. Nothing replans it as the tables grow (without autovacuum's ANALYZE nothing
-- invalidates it), so a long-lived connection went on scanning all of parking_sessions for a
-- primary-key lookup: at 150,000 sessions a start took 28 ms and a finalize 61 ms. Every statement
-- here, the triggers it fires (award, notifications, realtime, push) and the foreign-key checks its
-- inserts make are key lookups with an index, so with sequential scans priced out the plan made on
-- tiny tables is the one that stays right. jit off with it: a statement with no index to use (the
-- award's scan of exp_rules) then costs over jit_above_cost and was compiled, 5 s a finalize.
create or replace function public.create_parking_session(
  p_lot_id uuid, p_vehicle_type text, p_start_lat numeric, p_start_lng numeric, p_client_request_id uuid
) returns uuid
language plpgsql volatile security definer
set search_path = public
set enable_seqscan = off
set jit = off
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
revoke execute on function public.create_parking_session(uuid, text, numeric, numeric, uuid) from public;
grant execute on function public.create_parking_session(uuid, text, numeric, numeric, uuid) to authenticated, service_role;
