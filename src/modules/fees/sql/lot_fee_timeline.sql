-- The fee timeline of a stored lot, public or not (a session's meter keeps running after its lot goes
-- on hold): the same signature, program, zone and vehicle check as calc_lot_fee, so each step is
-- exactly what calc_lot_fee answers for an exit there. Callers decide who may see which lot.
create or replace function public.lot_fee_timeline(p_lot_id uuid, p_entry_at timestamptz, p_until timestamptz, p_vehicle_type text default null)
returns table (kind text, at timestamptz, total_amount bigint, cap_type text, rule_order integer)
language plpgsql stable
set search_path = public
as $$
declare
  v_lot record;
begin
  select l.vehicle_type_max, s.program, s.timezone
    into v_lot
    from public.parking_lots l
    left join public.pricing_signatures s on s.signature = l.pricing_signature
   where l.id = p_lot_id;
  if not found then
    raise exception 'parking lot % does not exist', p_lot_id using errcode = 'PK001';
  end if;
  if v_lot.program is null then
    raise exception 'parking lot % has no pricing signature', p_lot_id;
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);
  return query select * from public.fee_timeline_program(v_lot.program, p_entry_at, p_until, v_lot.timezone);
end
$$;
revoke execute on function public.lot_fee_timeline(uuid, timestamptz, timestamptz, text) from public;
grant execute on function public.lot_fee_timeline(uuid, timestamptz, timestamptz, text) to service_role;
