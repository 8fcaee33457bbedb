-- Hours as a caller wrote them (a ParkingLotHourInput array: the fee preview's, calc_fee_for_rules'),
-- checked, then compiled (compile_lot_hours) for the fee engine. A stored lot's hours need no check:
-- their table's constraints made them, and its pricing signature holds them compiled already. Null
-- and [] are no hours.
create or replace function public.compile_lot_hours_input(p_hours jsonb) returns public.lot_hours_program
language plpgsql immutable parallel safe
as $$
begin
  if p_hours is not null and jsonb_typeof(p_hours) not in ('array', 'null') then
    raise exception 'hours must be an array' using errcode = 'PK400', detail = '{"param":"hours"}';
  end if;
  if exists (
    select 1 from jsonb_array_elements(case when jsonb_typeof(p_hours) = 'array' then p_hours else '[]' end) e
    where jsonb_typeof(e) <> 'object'
       or coalesce(e->>'window_type', 'business') not in ('business', 'entry', 'exit', 'after_hours_exit')
       or coalesce(e->>'day_type', 'all') not in ('all', 'weekday', 'saturday', 'sunday', 'holiday', 'holiday_eve')
       or coalesce(e->>'open_time', '00:00') !~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$'
       or coalesce(e->>'close_time', '00:00') !~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$'
       or coalesce(e->>'day_of_week', '0') !~ '^[0-6]$'
       or coalesce(e->>'is_24h', 'false') not in ('true', 'false')
       or coalesce(e->>'is_closed', 'false') not in ('true', 'false')
       or coalesce(e->>'effective_from', '2000-01-01') !~ '^\d{4}-\d{2}-\d{2}$'
       or coalesce(e->>'effective_to', '2000-01-01') !~ '^\d{4}-\d{2}-\d{2}$'
  ) then
    raise exception 'hours: an entry is not a valid ParkingLotHourInput' using errcode = 'PK400', detail = '{"param":"hours"}';
  end if;
  return public.compile_lot_hours(case when jsonb_typeof(p_hours) = 'array' then p_hours end);
end
$$;
revoke all on function public.compile_lot_hours_input(jsonb) from public;
grant execute on function public.compile_lot_hours_input(jsonb) to anon, authenticated, service_role;
