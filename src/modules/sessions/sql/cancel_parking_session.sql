-- Contract 3.2 / 4.6: cancel the caller's parking session within 5 minutes of its start (server
-- clock); no fee. p_client_request_id is optional because the contract's function takes only the
-- session (api-decisions: the endpoint's body is {client_request_id?}). The refusal's instants are
-- written as the API writes instants (UTC, milliseconds, Z; started_at is stored to the millisecond).
-- enable_seqscan off (issue 21): PL/pgSQL keeps each statement's plan per connection, and the plan
-- it keeps is chosen on the first calls, when a new database's tables are one page and a sequential
-- scan is cheapest. Nothing replans it as the tables grow (without autovacuum's ANALYZE nothing
-- invalidates it), so a long-lived connection went on scanning all of parking_sessions for a
-- primary-key lookup: at 150,000 sessions a start took 28 ms and a finalize 61 ms. Every statement
-- here, the triggers it fires (award, notifications, realtime, push) and the foreign-key checks its
-- inserts make are key lookups with an index, so with sequential scans priced out the plan made on
-- tiny tables is the one that stays right. jit off with it: a statement with no index to use (the
-- award's scan of exp_rules) then costs over jit_above_cost and was compiled, 5 s a finalize.
create or replace function public.cancel_parking_session(p_session_id uuid, p_client_request_id uuid default null)
returns boolean
language plpgsql volatile security definer
set search_path = public
set enable_seqscan = off
set jit = off
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
            detail = jsonb_build_object(
              'started_at', to_char(v_session.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'cancellable_until', to_char((v_session.started_at + interval '5 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
  end if;

  update public.parking_sessions set status = 'cancelled', cancelled_at = now() where id = p_session_id;
  insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at)
  values (v_user, 'session_cancel', p_session_id, v_session.parking_lot_id, now());
  return true;
end
$$;
revoke execute on function public.cancel_parking_session(uuid, uuid) from public;
grant execute on function public.cancel_parking_session(uuid, uuid) to authenticated, service_role;
