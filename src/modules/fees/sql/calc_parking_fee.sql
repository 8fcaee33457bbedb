-- The contract's function: public lots only (lot_not_found otherwise), for anyone. SECURITY
-- DEFINER so that an anonymous estimate reads the lot's rules whatever the table policies say.
create or replace function public.calc_parking_fee(p_lot_id uuid, p_entry_at timestamptz, p_exit_at timestamptz, p_vehicle_type text default null)
returns jsonb
language plpgsql stable security definer
set search_path = public
as $$
begin
  if not exists (select 1 from public.parking_lots where id = p_lot_id and status = 'active') then
    raise exception 'parking lot % does not exist or is not public', p_lot_id using errcode = 'PK001';
  end if;
  return public.calc_lot_fee(p_lot_id, p_entry_at, p_exit_at, p_vehicle_type);
end
$$;
revoke execute on function public.calc_parking_fee(uuid, timestamptz, timestamptz, text) from public;
grant execute on function public.calc_parking_fee(uuid, timestamptz, timestamptz, text) to anon, authenticated, service_role;
