-- Whether a stay [entry, exit) touches the night, 22:00 to 05:00 local time, on any day: the night
-- that began the evening before the entry's date reaches into its morning, so the walk starts a day
-- early. PL/pgSQL, as exp_level_for (90 against 10 µs a call as SQL).
create or replace function public.stay_touches_night(p_entry timestamptz, p_exit timestamptz, p_timezone text) returns boolean
language plpgsql stable parallel safe
as $$
declare
  v_first date;
  v_last date;
begin
  if p_exit - p_entry >= interval '1 day' then
    return true;
  end if;
  v_first := (p_entry at time zone p_timezone)::date;
  v_last := (p_exit at time zone p_timezone)::date;
  for k in -1 .. v_last - v_first loop
    if ((v_first + k) + time '22:00') at time zone p_timezone < p_exit
       and ((v_first + k + 1) + time '05:00') at time zone p_timezone > p_entry then
      return true;
    end if;
  end loop;
  return false;
end
$$;
revoke execute on function public.stay_touches_night(timestamptz, timestamptz, text) from public;
