-- open_now: the lot's business hours at an instant, read in the lot's zone by the fee engine's
-- lot_hours_open (day types with the holiday calendar, day of week, 24 h, closed days, overnight
-- spans, effective dates), so that search and the fee's outside_business_hours warning agree.
-- A lot without business hours is not known to be open.
create or replace function public.parking_lot_open_at(p_lot_id uuid, p_timezone text, p_at timestamptz) returns boolean
language plpgsql stable
as $$
begin
  return public.lot_hours_open(
    coalesce((select jsonb_agg(to_jsonb(h) - 'id' - 'parking_lot_id') from public.parking_lot_hours h
               where h.parking_lot_id = p_lot_id and h.window_type = 'business'), '[]'),
    p_timezone, p_at, array['business']);
end
$$;
revoke execute on function public.parking_lot_open_at(uuid, text, timestamptz) from public;
grant execute on function public.parking_lot_open_at(uuid, text, timestamptz) to anon, authenticated, service_role;
