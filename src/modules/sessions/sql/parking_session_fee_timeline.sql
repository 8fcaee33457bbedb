-- The live meter of the caller's parking session (issue 17): the fee timeline of its stay from the
-- start to p_until, by the same engine, lot and vehicle (null, as finalize_parking_session prices it)
-- as the receipt finalize will write, so the meter and the receipt cannot disagree. Any lot, public
-- or not, as finalize. No rows unless the session is `parking`. SECURITY DEFINER: lot_fee_timeline is
-- not the caller's to run; the session must be the caller's. The timeline ends at most 366 days
-- after the start, the longest stay the engine prices (pricing.md §1): a session left parking for
-- nearly a year still reads its meter, up to where a fee exists.
create or replace function public.parking_session_fee_timeline(p_session_id uuid, p_until timestamptz)
returns table (kind text, at timestamptz, total_amount bigint, cap_type text, rule_order integer)
language plpgsql stable security definer
set search_path = public
as $$
declare
  v_user uuid := public.require_signed_in_user();
  v_session public.parking_sessions;
begin
  select * into v_session from public.parking_sessions where id = p_session_id and user_id = v_user;
  if not found then
    raise exception 'No parking session %.', p_session_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  if v_session.status <> 'parking' or p_until <= v_session.started_at then
    return;
  end if;
  return query select * from public.lot_fee_timeline(v_session.parking_lot_id, v_session.started_at,
                                                    least(p_until, v_session.started_at + interval '366 days'), null);
end
$$;
revoke execute on function public.parking_session_fee_timeline(uuid, timestamptz) from public;
grant execute on function public.parking_session_fee_timeline(uuid, timestamptz) to authenticated, service_role;
