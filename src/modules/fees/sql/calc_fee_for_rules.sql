-- The fee engine over rules and hours as written (a bundle's, a test's): checked and compiled, then
-- priced. Stored lots are priced from their signature's compiled programs instead (calc_lot_fee,
-- nearby search).
create or replace function public.calc_fee_for_rules(
  p_rules jsonb,
  p_entry_at timestamptz,
  p_exit_at timestamptz,
  p_timezone text default 'Asia/Tokyo',
  p_hours jsonb default '[]',
  p_max_parking_duration_min integer default null
) returns jsonb
language sql stable parallel safe
as $$
  select public.calc_fee_program(public.compile_pricing_rules(p_rules), p_entry_at, p_exit_at, p_timezone, public.compile_lot_hours_input(p_hours), p_max_parking_duration_min)
$$;
revoke all on function public.calc_fee_for_rules(jsonb, timestamptz, timestamptz, text, jsonb, integer) from public;
grant execute on function public.calc_fee_for_rules(jsonb, timestamptz, timestamptz, text, jsonb, integer) to anon, authenticated, service_role;
