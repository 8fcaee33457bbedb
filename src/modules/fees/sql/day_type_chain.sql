-- Day types of a local date, most specific first (pricing.md §2). holiday and holiday_eve exclude
-- each other: the eve of a holiday that is itself a holiday is just a holiday. The chain as names,
-- for reading and testing a date's day types; the fee engine (calc_fee_program) and business hours
-- (lot_hours_program_open) compute the same chain as a bit mask inside their loops, from one read
-- of the calendar for all the dates they look at. PL/pgSQL rather than SQL: a LANGUAGE sql function
-- that cannot be inlined is parsed and planned on every call, where PL/pgSQL keeps its plans per
-- connection.
create or replace function public.day_type_chain(d date) returns text[]
language plpgsql stable strict parallel safe
as $$
declare
  v_holiday boolean := exists (select 1 from public.holidays where holiday_date = d);
  v_eve boolean := not v_holiday and exists (select 1 from public.holidays where holiday_date = d + 1);
begin
  return array_remove(array[
    case when v_holiday then 'holiday' end,
    case when v_eve then 'holiday_eve' end,
    case extract(isodow from d) when 6 then 'saturday' when 7 then 'sunday' else 'weekday' end,
    'all'
  ], null);
end
$$;
revoke all on function public.day_type_chain(date) from public;
grant execute on function public.day_type_chain(date) to anon, authenticated, service_role;
