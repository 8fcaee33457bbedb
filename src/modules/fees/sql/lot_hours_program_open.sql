-- Whether an instant falls inside a lot's windows of the given types (compiled by compile_lot_hours),
-- on its local date's most specific schedule or in an overnight span begun the day before. The one
-- definition of "open": search's open_now (nearby_parking_lots_ranked) asks it of the lot's pricing
-- signature's compiled hours, the fee engine's outside_business_hours warning (calc_fee_program) of
-- the compiled hours it is given (the signature's, or hours as written compiled by
-- compile_lot_hours_input).
--
-- For each of the two dates (the instant's own, and the day before for its overnight spans) and each
-- window type: the windows that apply on that date (its day types, day of week, effective dates),
-- of them those with the highest specificity (a holiday rule over a weekday one over an everyday
-- one) make the schedule; a closed window closes the whole schedule, otherwise any of its spans may
-- cover the instant. From the day before only overnight spans (opening after closing) reach in. A
-- span's closing is not inside it. The second of the local day is rounded down: instants keep their
-- fraction of a second, and a cast to int would round 19:59:59.6 up to 20:00.
--
-- The holiday calendar is read only when a window names holiday or holiday_eve: the other day types
-- of a date do not depend on it (a holiday is still its weekday, pricing.md §2), and open_now checks
-- every candidate lot of a search.
create or replace function public.lot_hours_program_open(p_hours public.lot_hours_program, p_timezone text, p_at timestamptz, p_window_types text[])
returns boolean
language plpgsql stable parallel safe
as $$
declare
  n int := coalesce(array_length(p_hours.w_type, 1), 0);
  v_local timestamp;
  v_second int;
  v_holidays date[] := '{}';
  v_back int;
  v_date date;
  v_dow int;
  v_mask int;   -- bit k set when day code k is in the date's chain (as calc_fee_program's day_mask)
  v_applies boolean[];
  v_type text;
  v_best int;
  v_open boolean;
  v_covered boolean;
  i int;
begin
  if n = 0 then
    return false;
  end if;
  v_local := p_at at time zone p_timezone;
  v_second := floor(extract(epoch from v_local::time))::int;
  if 4 = any (p_hours.w_dt) or 5 = any (p_hours.w_dt) then
    select coalesce(array_agg(h.holiday_date), '{}') into v_holidays
      from public.holidays h where h.holiday_date between v_local::date - 1 and v_local::date + 1;
  end if;
  for v_back in 0..1 loop
    v_date := v_local::date - v_back;
    v_dow := extract(dow from v_date)::int;
    -- holiday and holiday_eve exclude each other: the eve of a holiday that is itself a holiday is
    -- just a holiday (day_type_chain).
    v_mask := 1 | case when v_date = any (v_holidays) then 16 when v_date + 1 = any (v_holidays) then 32 else 0 end
                | case v_dow when 6 then 4 when 0 then 8 else 2 end;
    for i in 1..n loop
      -- A day code of null (a day type no date has) applies on no date.
      v_applies[i] := coalesce((v_mask >> p_hours.w_dt[i]) & 1 = 1, false)
        and (p_hours.w_dow[i] is null or p_hours.w_dow[i] = v_dow)
        and (p_hours.w_from[i] is null or v_date >= p_hours.w_from[i])
        and (p_hours.w_to[i] is null or v_date <= p_hours.w_to[i]);
    end loop;
    foreach v_type in array p_window_types loop
      v_best := null;
      for i in 1..n loop
        if v_applies[i] and p_hours.w_type[i] = v_type and (v_best is null or p_hours.w_spec[i] < v_best) then
          v_best := p_hours.w_spec[i];
        end if;
      end loop;
      continue when v_best is null;
      v_open := true;
      v_covered := false;
      for i in 1..n loop
        continue when not (v_applies[i] and p_hours.w_type[i] = v_type and p_hours.w_spec[i] = v_best);
        if p_hours.w_closed[i] then
          v_open := false;
        elsif v_back = 0 then
          v_covered := v_covered or p_hours.w_24h[i] or p_hours.w_open[i] = p_hours.w_close[i]
            or (p_hours.w_open[i] < p_hours.w_close[i] and v_second >= p_hours.w_open[i] and v_second < p_hours.w_close[i])
            or (p_hours.w_open[i] > p_hours.w_close[i] and v_second >= p_hours.w_open[i]);
        else
          v_covered := v_covered or (not p_hours.w_24h[i] and p_hours.w_open[i] > p_hours.w_close[i] and v_second < p_hours.w_close[i]);
        end if;
      end loop;
      if v_open and v_covered then
        return true;
      end if;
    end loop;
  end loop;
  return false;
end
$$;
revoke all on function public.lot_hours_program_open(public.lot_hours_program, text, timestamptz, text[]) from public;
grant execute on function public.lot_hours_program_open(public.lot_hours_program, text, timestamptz, text[]) to anon, authenticated, service_role;
