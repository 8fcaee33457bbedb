-- A session as the API shows it, read in the same statement as the function that just changed it:
-- `select ... from parking_session_view(create_parking_session(...))`. VOLATILE, so it takes a fresh
-- snapshot for its query and sees the session row the inner call wrote (a stable function or an
-- inlined query, reading the statement's snapshot, would not), and the API saves a round trip per
-- call. written_now: this very transaction wrote the row (xmin), which tells a new session from the
-- repeat of an earlier start. Runs as the caller: RLS applies. PL/pgSQL, as exp_level_for (twice
-- per lifecycle; 102 against 19 µs a call as SQL). Its one SET clause, enable_seqscan off, is
-- create_parking_session's reason: the plan kept for the lookup by id must not be the sequential
-- scan chosen while parking_sessions was one page (20 ms a call at 150,000 sessions); jit off
-- with it, as there.
create or replace function public.parking_session_view(p_session_id uuid)
returns table (
  id uuid, parking_lot_id uuid, parking_lot_name text, vehicle_type text, status text, started_at timestamptz,
  ended_at timestamptz, cancelled_at timestamptz, start_lat double precision, start_lng double precision,
  total_amount bigint, memo text, rating smallint, written_now boolean
)
language plpgsql volatile
set enable_seqscan = off
set jit = off
as $$
begin
  return query
  select s.id, s.parking_lot_id, s.parking_lot_name, s.vehicle_type, s.status, s.started_at, s.ended_at, s.cancelled_at,
         s.start_lat, s.start_lng, s.total_amount, s.memo, s.rating, s.xmin = pg_current_xact_id()::xid
    from public.parking_sessions s
   where s.id = p_session_id;
end
$$;
revoke execute on function public.parking_session_view(uuid) from public;
grant execute on function public.parking_session_view(uuid) to authenticated, service_role;
