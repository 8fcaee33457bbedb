-- lot_hours_program_open for hours given as a ParkingLotHourInput array: the fee engine's
-- outside_business_hours warning (calc_fee_program receives the signature's hours as JSON).
create or replace function public.lot_hours_open(p_hours jsonb, p_timezone text, p_at timestamptz, p_window_types text[])
returns boolean
language plpgsql stable parallel safe
as $$
begin
  return public.lot_hours_program_open(public.compile_lot_hours(p_hours), p_timezone, p_at, p_window_types);
end
$$;
revoke all on function public.lot_hours_open(jsonb, text, timestamptz, text[]) from public;
grant execute on function public.lot_hours_open(jsonb, text, timestamptz, text[]) to anon, authenticated, service_role;
