-- calc_parking_fee's timeline: public lots only (lot_not_found otherwise), for anyone. SECURITY
-- DEFINER for the same reason as calc_parking_fee: an anonymous caller reads the lot's rules.
create or replace function public.parking_fee_timeline(p_lot_id uuid, p_entry_at timestamptz, p_until timestamptz, p_vehicle_type text default null)
returns table (kind text, at timestamptz, total_amount bigint, cap_type text, rule_order integer)
language plpgsql stable security definer
set search_path = public
as $$
begin
  if not exists (select 1 from public.parking_lots where id = p_lot_id and status = 'active') then
    raise exception 'parking lot % does not exist or is not public', p_lot_id using errcode = 'PK001';
  end if;
  return query select * from public.lot_fee_timeline(p_lot_id, p_entry_at, p_until, p_vehicle_type);
end
$$;
revoke execute on function public.parking_fee_timeline(uuid, timestamptz, timestamptz, text) from public;
grant execute on function public.parking_fee_timeline(uuid, timestamptz, timestamptz, text) to anon, authenticated, service_role;
