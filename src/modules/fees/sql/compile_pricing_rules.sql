-- pricing.md §6: every rule complete for its category, or the rules are refused naming the first bad
-- one (bundles answer 422 with param pricing_rules). The result is the pricing_program the engine
-- (calc_fee_program) walks: times of day and lengths in microseconds, band edges sorted.
-- The engine's bounds, which the request schemas repeat (src/modules/parking-lots/schemas.ts):
-- per_minutes up to 999999 and cap_duration_hours up to 99999 (both longer than any stay priced,
-- 366 days, so no tariff needs more, and their microseconds stay far from bigint's end when added
-- to instants); price_minor and cap_price_minor up to 12 digits; rule_order any int4 of 0 or more.
create or replace function public.compile_pricing_rules(p_rules jsonb) returns public.pricing_program
language plpgsql immutable parallel safe
as $fn$
declare
  sec constant bigint := 1000000;
  day_us constant bigint := 86400000000;
  rule jsonb; idx int; jv jsonb; problem text; ord int; category text; cap_type text; day_code int;
  band_s bigint; band_e bigint; band_kind int; all_ords int[] := '{}';
  nu int := 0; u_ord int[] := '{}'; u_dt int[] := '{}'; u_spec int[] := '{}'; u_dtname text[] := '{}'; u_kind int[] := '{}';
  u_s bigint[] := '{}'; u_e bigint[] := '{}'; u_len bigint[] := '{}'; u_min int[] := '{}'; u_p bigint[] := '{}';
  edges bigint[] := '{}';
  nedges int;
  nc int := 0; c_ord int[] := '{}'; c_type text[] := '{}'; c_class int[] := '{}'; c_dt int[] := '{}'; c_spec int[] := '{}';
  c_kind int[] := '{}'; c_s bigint[] := '{}'; c_e bigint[] := '{}'; c_h bigint[] := '{}'; c_price bigint[] := '{}';
  c_repeat boolean[] := '{}'; c_scope text[] := '{}';
  i int; j int; ev bigint;
begin
  -- Band kinds: 0 the whole day (an occurrence starts at s), 1 [s, e), 2 overnight [s, 24:00) + [00:00, e).
  if p_rules is not null and jsonb_typeof(p_rules) <> 'array' then
    raise exception 'pricing_rules must be an array' using errcode = 'PK400', detail = '{"param":"pricing_rules"}';
  end if;
  for idx in 0 .. coalesce(jsonb_array_length(p_rules), 0) - 1 loop
    rule := p_rules -> idx;
    problem := null; ord := idx; band_s := 0; band_e := day_us;
    if jsonb_typeof(rule) <> 'object' then
      problem := 'is not an object';
    else
      jv := rule->'rule_order';
      if jv is not null and jsonb_typeof(jv) <> 'null' then
        if jsonb_typeof(jv) = 'number' and jv::text ~ '^\d{1,10}$' and jv::text::bigint <= 2147483647 then ord := jv::text::int;
        else problem := 'rule_order must be an integer from 0 to 2147483647';
        end if;
      end if;
    end if;
    if problem is null then
      category := coalesce(rule->>'category', 'unit');
      cap_type := rule->>'cap_type';
      day_code := case coalesce(rule->>'day_type', 'all') when 'all' then 0 when 'weekday' then 1 when 'saturday' then 2
                    when 'sunday' then 3 when 'holiday' then 4 when 'holiday_eve' then 5 else -1 end;
      if category not in ('unit', 'cap', 'hourly') then
        problem := 'category must be unit, cap or hourly';
      elsif category = 'hourly' then
        null;  -- a representative rate for listings: the calculation ignores it
      elsif day_code < 0 then
        problem := 'day_type must be all, weekday, saturday, sunday, holiday or holiday_eve';
      elsif category = 'unit' and (jsonb_typeof(rule->'per_minutes') is distinct from 'number'
                                   or jsonb_typeof(rule->'price_minor') is distinct from 'number') then
        problem := 'a unit rule needs per_minutes and price_minor';
      elsif category = 'unit' and not ((rule->'per_minutes')::text ~ '^\d{1,6}$' and (rule->>'per_minutes')::int > 0) then
        problem := 'per_minutes must be an integer from 1 to 999999';
      elsif category = 'unit' and (rule->'price_minor')::text !~ '^\d{1,12}$' then
        problem := 'price_minor must be an integer from 0 to 999999999999';
      elsif category = 'cap' and (cap_type is null or jsonb_typeof(rule->'cap_price_minor') is distinct from 'number') then
        problem := 'a cap rule needs cap_type and cap_price_minor';
      elsif category = 'cap' and cap_type not in ('daily_max', 'daily', 'hour_window_max', 'duration') then
        problem := 'cap_type must be daily_max, daily, hour_window_max or duration';
      elsif category = 'cap' and (rule->'cap_price_minor')::text !~ '^\d{1,12}$' then
        problem := 'cap_price_minor must be an integer from 0 to 999999999999';
      elsif cap_type = 'duration' and jsonb_typeof(rule->'cap_duration_hours') is distinct from 'number' then
        problem := 'a duration cap needs cap_duration_hours';
      elsif cap_type = 'duration' and not ((rule->'cap_duration_hours')::text ~ '^\d{1,5}$' and (rule->>'cap_duration_hours')::int > 0) then
        problem := 'cap_duration_hours must be an integer from 1 to 99999';
      elsif category = 'cap' and coalesce(jsonb_typeof(rule->'cap_repeat'), 'null') not in ('null', 'boolean') then
        problem := 'cap_repeat must be true, false or null';
      elsif category = 'cap' and coalesce(jsonb_typeof(rule->'cap_scope'), 'null') not in ('null', 'string') then
        problem := 'cap_scope must be a string or null';
      elsif category = 'unit' or cap_type = 'hour_window_max' then
        -- time_start null = 00:00 (and 24:00 as a start is 00:00); time_end null = 24:00
        jv := rule->'time_start';
        if jv is not null and jsonb_typeof(jv) <> 'null' then
          if jsonb_typeof(jv) = 'string' and (jv #>> '{}') ~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$' then
            band_s := (split_part(jv #>> '{}', ':', 1)::int * 3600 + split_part(jv #>> '{}', ':', 2)::int * 60
                       + coalesce(nullif(split_part(jv #>> '{}', ':', 3), '')::int, 0)) % 86400 * sec;
          else
            problem := 'time_start and time_end must be HH:MM from 00:00 to 24:00';
          end if;
        end if;
        jv := rule->'time_end';
        if jv is not null and jsonb_typeof(jv) <> 'null' then
          if jsonb_typeof(jv) = 'string' and (jv #>> '{}') ~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$' then
            band_e := (split_part(jv #>> '{}', ':', 1)::int * 3600 + split_part(jv #>> '{}', ':', 2)::int * 60
                      + coalesce(nullif(split_part(jv #>> '{}', ':', 3), '')::int, 0)) * sec;
          else
            problem := 'time_start and time_end must be HH:MM from 00:00 to 24:00';
          end if;
        end if;
      end if;
    end if;
    if problem is null and ord = any (all_ords) then
      problem := 'rule_order ' || ord || ' is used by more than one rule';
    end if;
    if problem is not null then
      raise exception 'pricing rule %: %', idx, problem
        using errcode = 'PK400',
              detail = json_build_object('param', 'pricing_rules', 'rule_index', idx, 'rule_order', ord)::text;
    end if;
    all_ords := all_ords || ord;
    band_kind := case when band_s = band_e then 0 when band_s < band_e then 1 else 2 end;
    if category = 'unit' then
      nu := nu + 1;
      u_ord[nu] := ord; u_dt[nu] := day_code; u_spec[nu] := case when day_code >= 4 then 1 when day_code = 0 then 3 else 2 end;
      u_dtname[nu] := coalesce(rule->>'day_type', 'all');
      u_kind[nu] := band_kind; u_s[nu] := band_s; u_e[nu] := band_e;
      u_min[nu] := (rule->>'per_minutes')::int; u_len[nu] := u_min[nu] * 60 * sec; u_p[nu] := (rule->>'price_minor')::bigint;
      if band_kind <> 0 then
        if band_s > 0 and not (band_s = any (edges)) then edges := edges || band_s; end if;
        if band_e > 0 and band_e < day_us and not (band_e = any (edges)) then edges := edges || band_e; end if;
      end if;
    elsif category = 'cap' then
      nc := nc + 1;
      c_ord[nc] := ord; c_type[nc] := cap_type;
      c_class[nc] := case cap_type when 'hour_window_max' then 2 when 'duration' then 3 else 1 end;
      c_dt[nc] := day_code; c_spec[nc] := case when day_code >= 4 then 1 when day_code = 0 then 3 else 2 end;
      c_kind[nc] := band_kind; c_s[nc] := band_s; c_e[nc] := band_e;
      c_h[nc] := coalesce((rule->>'cap_duration_hours')::bigint * 3600 * sec, 0);
      c_price[nc] := (rule->>'cap_price_minor')::bigint;
      c_repeat[nc] := coalesce((rule->>'cap_repeat')::boolean, true);
      c_scope[nc] := rule->>'cap_scope';
    end if;
  end loop;
  nedges := coalesce(array_length(edges, 1), 0);
  for i in 2..nedges loop
    ev := edges[i]; j := i - 1;
    while j >= 1 and edges[j] > ev loop edges[j + 1] := edges[j]; j := j - 1; end loop;
    edges[j + 1] := ev;
  end loop;

  return row(u_ord, u_dt, u_spec, u_dtname, u_kind, u_s, u_e, u_len, u_min, u_p, edges, c_ord, c_type, c_class, c_dt, c_spec, c_kind, c_s, c_e, c_h, c_price, c_repeat, c_scope)::public.pricing_program;
end
$fn$;

revoke all on function public.compile_pricing_rules(jsonb) from public;
grant execute on function public.compile_pricing_rules(jsonb) to anon, authenticated, service_role;

-- Stored signatures hold their rules compiled by this function: whenever this file changes (and so is
-- applied again), every signature is compiled again, so no program outlives the compiler that made it.
-- calc_fee_program reads what this function writes: a change of the program's layout changes both.
update public.pricing_signatures set program = public.compile_pricing_rules(rules)
 where program is distinct from public.compile_pricing_rules(rules);
