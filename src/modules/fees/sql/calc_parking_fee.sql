-- The contract's function: public lots only (lot_not_found otherwise), for anyone. SECURITY
-- DEFINER so that an anonymous estimate reads the lot's rules whatever the table policies say.
--
-- It does calc_lot_fee's work itself rather than calling it: every request pays the first call of
-- the engine in its transaction, when PL/pgSQL prepares each expression it runs again, and a second
-- function frame (its SET search_path, its query, its vehicle-check call) cost about a fifth of that
-- first call for a 7-day stay (issue 21). One query reads the lot, its status and its signature.
create or replace function public.calc_parking_fee(p_lot_id uuid, p_entry_at timestamptz, p_exit_at timestamptz, p_vehicle_type text default null)
returns jsonb
language plpgsql stable security definer
set search_path = public
as $$
declare
  v_lot record;
begin
  select l.vehicle_type_max, s.program, s.hours_program, s.timezone, s.max_parking_duration_min
    into v_lot
    from public.parking_lots l
    left join public.pricing_signatures s on s.signature = l.pricing_signature
   where l.id = p_lot_id and l.status = 'active';
  if not found then
    raise exception 'parking lot % does not exist or is not public', p_lot_id using errcode = 'PK001';
  end if;
  if v_lot.program is null then
    raise exception 'parking lot % has no pricing signature', p_lot_id;
  end if;
  if p_vehicle_type is not null then
    perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);
  end if;
  return public.calc_fee_program(v_lot.program, p_entry_at, p_exit_at, v_lot.timezone, v_lot.hours_program, v_lot.max_parking_duration_min);
end
$$;
revoke execute on function public.calc_parking_fee(uuid, timestamptz, timestamptz, text) from public;
grant execute on function public.calc_parking_fee(uuid, timestamptz, timestamptz, text) to anon, authenticated, service_role;
