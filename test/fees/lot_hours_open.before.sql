-- lot_hours_open as it was before issue 21 compiled hours (a query over the JSON, day_type_chain per
-- date), kept only for test/fees/lot-hours-equivalence.test.ts.
-- Whether an instant falls inside the lot's windows of the given types (ParkingLotHourInput), on its
-- local date's most specific schedule or in an overnight span begun the day before. The fee engine's
-- outside_business_hours warning and search's open_now use it. PL/pgSQL for its kept plans, as
-- day_type_chain.
-- The second of the local day is rounded down: instants keep their fraction of a second, and a cast
-- to int would round 19:59:59.6 up to 20:00.
create or replace function public.lot_hours_open_before(p_hours jsonb, p_timezone text, p_at timestamptz, p_window_types text[])
returns boolean
language plpgsql stable parallel safe
as $$
declare
  v_open boolean;
begin
    with h as (
      select coalesce(e->>'window_type', 'business') as window_type,
             coalesce(e->>'day_type', 'all') as day_type,
             (e->>'day_of_week')::int as day_of_week,
             coalesce((e->>'is_24h')::boolean, false) as is_24h,
             coalesce((e->>'is_closed')::boolean, false) as is_closed,
             (select split_part(v, ':', 1)::int * 3600 + split_part(v, ':', 2)::int * 60 from (select e->>'open_time' as v) x) as open_s,
             (select split_part(v, ':', 1)::int * 3600 + split_part(v, ':', 2)::int * 60 from (select e->>'close_time' as v) x) as close_s,
             (e->>'effective_from')::date as effective_from,
             (e->>'effective_to')::date as effective_to
      from jsonb_array_elements(p_hours) as e
      where coalesce(e->>'window_type', 'business') = any (p_window_types)
    ),
    here as (select p_at at time zone p_timezone as l),
    -- back = 0: the instant's own date; back = 1: the day before, whose overnight spans reach into it.
    days as (
      select b.back, (here.l::date - b.back) as d,
             floor(extract(epoch from here.l::time))::int + b.back * 86400 as tau
      from here, (values (0), (1)) as b(back)
    ),
    applicable as (
      select days.back, days.tau, h.*,
             case when h.day_type in ('holiday', 'holiday_eve') then 1
                  when h.day_type <> 'all' or h.day_of_week is not null then 2
                  else 3 end as specificity
      from days
      cross join lateral (select public.day_type_chain(days.d) as chain) c
      join h on h.day_type = any (c.chain)
            and (h.day_of_week is null or h.day_of_week = extract(dow from days.d))
            and (h.effective_from is null or days.d >= h.effective_from)
            and (h.effective_to is null or days.d <= h.effective_to)
    ),
    schedule as (
      select *, rank() over (partition by back, window_type order by specificity) as rk from applicable
    ),
    spans as (
      select back, window_type, tau, is_closed, is_24h,
             coalesce(open_s, 0) % 86400 as o, coalesce(close_s, 86400) as c
      from schedule where rk = 1
    ),
    -- A closed entry closes its whole schedule; otherwise any span may cover the instant. From the
    -- day before only overnight spans reach in.
    per_schedule as (
      select bool_and(not is_closed) and bool_or(
               case when back = 0 then is_24h or o = c or (o < c and tau >= o and tau < c) or (o > c and tau >= o)
                    else not is_24h and o > c and tau < 86400 + c end) as covered
      from spans group by back, window_type
    )
    select coalesce(bool_or(covered), false) into v_open from per_schedule;
  return v_open;
end
$$;
