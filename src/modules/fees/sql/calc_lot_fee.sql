-- Prices a stay at any lot, public or not: a session that started while the lot was public is
-- still priced after the lot goes on hold. Callers decide who may see which lot. The lot's rules
-- and hours are read compiled from its pricing signature, the programs nearby search prices with.
create or replace function public.calc_lot_fee(p_lot_id uuid, p_entry_at timestamptz, p_exit_at timestamptz, p_vehicle_type text default null)
returns jsonb
language plpgsql stable
set search_path = public
as $$
declare
  v_lot record;
begin
  select l.vehicle_type_max, l.pricing_signature, s.program, s.hours_program, s.timezone, s.max_parking_duration_min
    into v_lot
    from public.parking_lots l
    left join public.pricing_signatures s on s.signature = l.pricing_signature
   where l.id = p_lot_id;
  if not found then
    raise exception 'parking lot % does not exist', p_lot_id using errcode = 'PK001';
  end if;
  if v_lot.program is null then
    -- Triggers keep every lot signed; a lot without one is a bug, not a lot without rules.
    raise exception 'parking lot % has no pricing signature', p_lot_id;
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);
  return public.calc_fee_program(v_lot.program, p_entry_at, p_exit_at, v_lot.timezone, v_lot.hours_program, v_lot.max_parking_duration_min);
end
$$;
revoke execute on function public.calc_lot_fee(uuid, timestamptz, timestamptz, text) from public;
grant execute on function public.calc_lot_fee(uuid, timestamptz, timestamptz, text) to service_role;
