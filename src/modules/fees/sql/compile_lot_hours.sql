-- A lot's hours (a ParkingLotHourInput array, as pricing signatures store them) compiled for
-- lot_hours_program_open: each window's fields read, defaulted and turned into numbers once, when a
-- signature is written, instead of at every check. Entries in input order; the layout is
-- lot_hours_program's (migration 0154). Times are read as the former query over the JSON read them
-- (lot_hours_open, until 0154): hours and minutes of HH:MM. Hours that are not an array are refused
-- (22023), as that query did; null compiles to no windows.
create or replace function public.compile_lot_hours(p_hours jsonb) returns public.lot_hours_program
language plpgsql immutable parallel safe
as $$
begin
  return (
    select row(
             coalesce(array_agg(coalesce(e->>'window_type', 'business') order by x.i), '{}'),
             coalesce(array_agg(case coalesce(e->>'day_type', 'all') when 'all' then 0 when 'weekday' then 1 when 'saturday' then 2
                                  when 'sunday' then 3 when 'holiday' then 4 when 'holiday_eve' then 5 end order by x.i), '{}'),
             coalesce(array_agg(case when coalesce(e->>'day_type', 'all') in ('holiday', 'holiday_eve') then 1
                                     when coalesce(e->>'day_type', 'all') <> 'all' or e->>'day_of_week' is not null then 2
                                     else 3 end order by x.i), '{}'),
             coalesce(array_agg((e->>'day_of_week')::int order by x.i), '{}'),
             coalesce(array_agg(coalesce((e->>'is_24h')::boolean, false) order by x.i), '{}'),
             coalesce(array_agg(coalesce((e->>'is_closed')::boolean, false) order by x.i), '{}'),
             coalesce(array_agg(coalesce(split_part(e->>'open_time', ':', 1)::int * 3600 + split_part(e->>'open_time', ':', 2)::int * 60, 0) % 86400
                                order by x.i), '{}'),
             coalesce(array_agg(coalesce(split_part(e->>'close_time', ':', 1)::int * 3600 + split_part(e->>'close_time', ':', 2)::int * 60, 86400)
                                order by x.i), '{}'),
             coalesce(array_agg((e->>'effective_from')::date order by x.i), '{}'),
             coalesce(array_agg((e->>'effective_to')::date order by x.i), '{}'))::public.lot_hours_program
      from jsonb_array_elements(p_hours) with ordinality as x(e, i));
end
$$;
revoke all on function public.compile_lot_hours(jsonb) from public;
grant execute on function public.compile_lot_hours(jsonb) to anon, authenticated, service_role;

-- Stored signatures hold their hours compiled by this function: whenever this file changes (and so is
-- applied again), every signature is compiled again, so no program outlives the compiler that made it.
update public.pricing_signatures set hours_program = public.compile_lot_hours(hours)
 where hours_program is distinct from public.compile_lot_hours(hours);
