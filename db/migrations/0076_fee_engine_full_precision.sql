-- Instants keep their full precision (pricing.md §1): the engine counted whole seconds, cutting both
-- instants toward the past, so a stay inside one wall-clock second cost nothing and 30 minutes and a
-- fraction under a 30-minute unit paid one unit. It now counts microseconds, PostgreSQL's precision;
-- band edges, dates and zone offsets still fall on whole seconds. Breakdown instants show their
-- fraction of a second when they have one. lot_hours_open reads the second of the day rounded down
-- (a cast to int rounded 19:59:59.6 up to 20:00).

-- An instant of the breakdown, epoch microseconds as ISO 8601 UTC: whole seconds without a fraction
-- (as every stay at a parking machine's clock shows), otherwise with as many digits as it needs.
create or replace function public.fee_instant_text(p_us bigint) returns text
language sql immutable strict parallel safe
as $$
  select rtrim(rtrim(to_char((timestamptz 'epoch' + p_us * interval '1 microsecond') at time zone 'UTC',
                             'YYYY-MM-DD"T"HH24:MI:SS.US'), '0'), '.') || 'Z'
$$;

create or replace function public.lot_hours_open(p_hours jsonb, p_timezone text, p_at timestamptz, p_window_types text[])
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

-- A pricing signature's rules, compiled: checked and parsed once when the rules are written, into the
-- arrays the engine walks (times of day and lengths in microseconds). Search, estimates and
-- finalize then skip parsing and checking the rules on every call.
create type public.pricing_program as (
  -- unit rules in input order: rule_order, day code (0 all, 1 weekday, 2 saturday, 3 sunday,
  -- 4 holiday, 5 holiday_eve), specificity (1 holiday/holiday_eve, 2 day of week, 3 all), day type
  -- name, band kind (0 whole day, 1 [s, e), 2 overnight), band start and end, unit length, minutes
  -- and price
  u_ord int[], u_dt int[], u_spec int[], u_dtname text[], u_kind int[], u_s bigint[], u_e bigint[],
  u_len bigint[], u_min int[], u_p bigint[],
  -- distinct band edges of the unit rules strictly inside the day, ascending
  edges bigint[],
  -- cap rules in input order: rule_order, cap_type, class (1 daily, 2 hour window, 3 duration), day
  -- code, specificity, band kind, band start and end, duration, price, repeat, scope
  c_ord int[], c_type text[], c_class int[], c_dt int[], c_spec int[], c_kind int[], c_s bigint[], c_e bigint[],
  c_h bigint[], c_price bigint[], c_repeat boolean[], c_scope text[]
);
alter table public.pricing_signatures add column program public.pricing_program;

-- pricing.md §6: every rule complete for its category, or the rules are refused naming the first bad
-- one (bundles answer 422 with param pricing_rules). Bands become microseconds of the local day.
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
        if jsonb_typeof(jv) = 'number' and jv::text ~ '^\d{1,9}$' then ord := jv::text::int;
        else problem := 'rule_order must be an integer of 0 or more';
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
        problem := 'per_minutes must be an integer greater than 0';
      elsif category = 'unit' and (rule->'price_minor')::text !~ '^\d{1,12}$' then
        problem := 'price_minor must be an integer of 0 or more';
      elsif category = 'cap' and (cap_type is null or jsonb_typeof(rule->'cap_price_minor') is distinct from 'number') then
        problem := 'a cap rule needs cap_type and cap_price_minor';
      elsif category = 'cap' and cap_type not in ('daily_max', 'daily', 'hour_window_max', 'duration') then
        problem := 'cap_type must be daily_max, daily, hour_window_max or duration';
      elsif category = 'cap' and (rule->'cap_price_minor')::text !~ '^\d{1,12}$' then
        problem := 'cap_price_minor must be an integer of 0 or more';
      elsif cap_type = 'duration' and jsonb_typeof(rule->'cap_duration_hours') is distinct from 'number' then
        problem := 'a duration cap needs cap_duration_hours';
      elsif cap_type = 'duration' and not ((rule->'cap_duration_hours')::text ~ '^\d{1,5}$' and (rule->>'cap_duration_hours')::int > 0) then
        problem := 'cap_duration_hours must be an integer greater than 0';
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

-- The engine (pricing.md §1-§7) over compiled rules. p_breakdown false answers only
-- {total_amount, complete}, skipping the breakdown and the business-hours warnings: what a search
-- that ranks by price needs, at a fraction of the cost.
create or replace function public.calc_fee_program(
  p_program public.pricing_program,
  p_entry_at timestamptz,
  p_exit_at timestamptz,
  p_timezone text default 'Asia/Tokyo',
  p_hours jsonb default '[]',
  p_max_parking_duration_min integer default null,
  p_breakdown boolean default true
) returns jsonb
language plpgsql stable parallel safe
as $fn$
#variable_conflict use_column
declare
  tz text := coalesce(nullif(p_timezone, ''), 'Asia/Tokyo');
  -- Instants and durations are whole microseconds (PostgreSQL's precision), so nothing is rounded
  -- before pricing (pricing.md §1). Band edges, dates and zone offsets fall on whole seconds.
  sec constant bigint := 1000000;
  day_us constant bigint := 86400000000;
  s0 bigint;            -- entry, epoch microseconds
  s1 bigint;            -- exit
  o0 bigint;            -- UTC offset at entry, microseconds

  -- the compiled rules (pricing_program), copied into local arrays once
  nu int; u_ord int[] := p_program.u_ord; u_dt int[] := p_program.u_dt; u_spec int[] := p_program.u_spec;
  u_dtname text[] := p_program.u_dtname; u_kind int[] := p_program.u_kind; u_s bigint[] := p_program.u_s;
  u_e bigint[] := p_program.u_e; u_len bigint[] := p_program.u_len; u_min int[] := p_program.u_min; u_p bigint[] := p_program.u_p;
  edges bigint[] := p_program.edges; nedges int;
  nc int; c_ord int[] := p_program.c_ord; c_type text[] := p_program.c_type; c_class int[] := p_program.c_class;
  c_dt int[] := p_program.c_dt; c_spec int[] := p_program.c_spec; c_kind int[] := p_program.c_kind;
  c_s bigint[] := p_program.c_s; c_e bigint[] := p_program.c_e; c_h bigint[] := p_program.c_h;
  c_price bigint[] := p_program.c_price; c_repeat boolean[] := p_program.c_repeat; c_scope text[] := p_program.c_scope;
  any_uncovered boolean := false;

  -- UTC offset pieces of the stay: pc_o[i] holds from pc_s[i] to the next piece (or the exit)
  pc_s bigint[]; pc_o bigint[]; npc int;
  zone_fixed boolean;   -- one offset over every date the calculation looks at

  -- local dates (epoch day numbers) dmin..dmax; day_mask[i] for dmin + i - 1 has bit k set when
  -- day type code k is in the date's chain (0 all, 1 weekday, 2 saturday, 3 sunday, 4 holiday, 5 holiday_eve)
  dmin int; dmax int; nd int; day_mask int[]; hol int[];

  -- segments: maximal runs of one governing unit rule (sg_g = 0: uncovered)
  nseg int := 0; sg_s bigint[] := '{}'; sg_e bigint[] := '{}'; sg_g int[] := '{}'; sg_n bigint[] := '{}'; sg_amt bigint[] := '{}';

  -- cap periods: per rule a contiguous run first..last, ascending in time
  np int := 0; pr_r int[] := '{}'; pr_d int[] := '{}'; pr_s bigint[] := '{}'; pr_e bigint[] := '{}';
  pr_live boolean[] := '{}'; pr_aside boolean[] := '{}';
  r_first int[]; r_last int[];
  -- applying periods, compacted, with their budgets as they are spent
  na int := 0; ap_r int[] := '{}'; ap_s bigint[] := '{}'; ap_e bigint[] := '{}'; ap_used bigint[] := '{}'; ap_saved bigint[] := '{}';
  a_first int[]; a_last int[]; ptr int[];

  total bigint := 0; before_caps bigint := 0;
  warnings text[] := '{}';
  hours_ok boolean;

  -- scratch
  i int; j int; k int; r int; r2 int; q int; x int; y int; g int; cur_g int; best int; m int;
  c bigint; nxt bigint; pe bigint; ps bigint; lo bigint; hi bigint; mid bigint; t bigint; t_prev bigint;
  o bigint; o_prev bigint; os bigint; os_prev bigint; ts_last bigint; l bigint; d int; tau bigint; nb bigint; len bigint; h bigint;
  a bigint; b bigint; n bigint; cnt bigint; gross bigint; charged bigint; rem bigint; best_rem bigint; p bigint;
  ls bigint; le bigint; found_one boolean;
  result_segments jsonb; result_uncovered jsonb; result_caps jsonb;
  out_segments jsonb[] := '{}'; out_uncovered jsonb[] := '{}'; out_caps jsonb[] := '{}';
  n_out int := 0; n_unc int := 0; n_out_caps int := 0;
begin
  -- §1: the stay
  if p_entry_at is null then
    raise exception 'entry_at is required' using errcode = 'PK400', detail = '{"param":"entry_at"}';
  end if;
  if p_exit_at is null then
    raise exception 'exit_at is required' using errcode = 'PK400', detail = '{"param":"exit_at"}';
  end if;
  if p_exit_at <= p_entry_at then
    raise exception 'exit_at must be later than entry_at' using errcode = 'PK400', detail = '{"param":"exit_at"}';
  end if;
  if p_exit_at - p_entry_at > interval '366 days' then
    raise exception 'a stay longer than 366 days cannot be priced' using errcode = 'PK400', detail = '{"param":"exit_at"}';
  end if;
  s0 := (extract(epoch from p_entry_at) * sec)::bigint;
  s1 := (extract(epoch from p_exit_at) * sec)::bigint;
  begin
    o0 := (extract(epoch from (p_entry_at at time zone tz)) - extract(epoch from p_entry_at))::bigint * sec;
  exception when invalid_parameter_value then
    raise exception 'unknown time zone: %', tz using errcode = 'PK400', detail = '{"param":"timezone"}';
  end;

  if p_program is null then
    raise exception 'no compiled pricing rules' using errcode = 'PK400', detail = '{"param":"pricing_rules"}';
  end if;
  nu := coalesce(array_length(u_ord, 1), 0);
  nc := coalesce(array_length(c_ord, 1), 0);
  nedges := coalesce(array_length(edges, 1), 0);

  -- §1: local time. The stay is cut where the zone's UTC offset changes (daylight saving elsewhere
  -- than Tokyo); inside a piece local time is instant + offset. Offsets change on whole seconds: they
  -- are sampled daily over the seconds of the stay and a change is located to the second by bisection.
  pc_s := array[s0]; pc_o := array[o0]; npc := 1;
  t_prev := (s0 - ((s0 % sec) + sec) % sec) / sec;
  ts_last := (s1 - 1 - (((s1 - 1) % sec) + sec) % sec) / sec;
  os_prev := o0 / sec;
  while t_prev < ts_last loop
    t := least(t_prev + 86400, ts_last);
    os := extract(epoch from (to_timestamp(t) at time zone tz))::bigint - t;
    if os <> os_prev then
      lo := t_prev; hi := t;
      while hi - lo > 1 loop
        mid := (lo + hi) / 2;
        if extract(epoch from (to_timestamp(mid) at time zone tz))::bigint - mid = os_prev then lo := mid; else hi := mid; end if;
      end loop;
      npc := npc + 1; pc_s[npc] := hi * sec; pc_o[npc] := os * sec;
    end if;
    t_prev := t; os_prev := os;
  end loop;

  -- Dates looked at: the day before entry (a night window begun then may still run) to the exit's date.
  dmin := floor((s0 + o0)::numeric / day_us)::int - 1;
  dmax := dmin + 1;
  for i in 1..npc loop
    pe := case when i < npc then pc_s[i + 1] else s1 end;
    dmin := least(dmin, floor((pc_s[i] + pc_o[i])::numeric / day_us)::int - 1);
    dmax := greatest(dmax, floor((pe - 1 + pc_o[i])::numeric / day_us)::int);
  end loop;
  nd := dmax - dmin + 1;
  select coalesce(array_agg(holiday_date - date '1970-01-01'), '{}') into hol
  from public.holidays
  where holiday_date between date '1970-01-01' + dmin and date '1970-01-01' + dmax + 1;
  day_mask := array_fill(0, array[nd]);
  for i in 1..nd loop
    d := dmin + i - 1;
    m := 1;
    if d = any (hol) then m := m | 16; elsif d + 1 = any (hol) then m := m | 32; end if;
    k := ((d + 4) % 7 + 7) % 7;  -- 1970-01-01 was a Thursday; 0 = Sunday
    m := m | case when k = 6 then 4 when k = 0 then 8 else 2 end;
    day_mask[i] := m;
  end loop;
  zone_fixed := npc = 1
    and extract(epoch from (to_timestamp(dmin::bigint * 86400 - o0 / sec) at time zone tz))::bigint - (dmin::bigint * 86400 - o0 / sec) = o0 / sec
    and extract(epoch from (to_timestamp((dmax + 2)::bigint * 86400 - o0 / sec) at time zone tz))::bigint - ((dmax + 2)::bigint * 86400 - o0 / sec) = o0 / sec;

  -- §4: walk the stay from band edge to band edge; at each stretch's first instant the governing unit
  -- rule is the candidate with the most specific day type, then the lowest rule_order. Equal
  -- neighbours merge, so a segment crosses midnight when the same rule governs on both sides.
  cur_g := -1;
  for i in 1..npc loop
    c := pc_s[i];
    pe := case when i < npc then pc_s[i + 1] else s1 end;
    o := pc_o[i];
    while c < pe loop
      l := c + o;
      d := ((l - ((l % day_us) + day_us) % day_us) / day_us)::int;  -- floor division, also before 1970
      tau := l - d * day_us;
      nb := (d + 1) * day_us;
      for k in 1..nedges loop
        if edges[k] > tau then nb := d * day_us + edges[k]; exit; end if;
      end loop;
      nxt := least(nb - o, pe);
      m := day_mask[d - dmin + 1];
      g := 0;
      for j in 1..nu loop
        if (m >> u_dt[j]) & 1 = 1
           and (u_kind[j] = 0
                or (u_kind[j] = 1 and tau >= u_s[j] and tau < u_e[j])
                or (u_kind[j] = 2 and (tau >= u_s[j] or tau < u_e[j])))
           and (g = 0 or u_spec[j] < u_spec[g] or (u_spec[j] = u_spec[g] and u_ord[j] < u_ord[g])) then
          g := j;
        end if;
      end loop;
      if g = cur_g then
        sg_e[nseg] := nxt;
      else
        nseg := nseg + 1; sg_s[nseg] := c; sg_e[nseg] := nxt; sg_g[nseg] := g; cur_g := g;
      end if;
      c := nxt;
    end loop;
  end loop;
  for i in 1..nseg loop
    g := sg_g[i];
    if g > 0 then
      sg_n[i] := (sg_e[i] - sg_s[i] + u_len[g] - 1) / u_len[g];
      before_caps := before_caps + sg_n[i] * u_p[g];
    else
      sg_n[i] := 0;
      any_uncovered := true;
    end if;
    sg_amt[i] := 0;
  end loop;

  -- §5: cap periods. Step 1 (day type of the period's date) while generating them.
  r_first := array_fill(1, array[greatest(nc, 1)]); r_last := array_fill(0, array[greatest(nc, 1)]);
  for r in 1..nc loop
    r_first[r] := np + 1;
    if c_class[r] = 3 then
      h := c_h[r]; k := 0;
      loop
        ps := s0 + k * h;
        exit when ps >= s1;
        o := pc_o[1];
        for i in 2..npc loop exit when pc_s[i] > ps; o := pc_o[i]; end loop;
        d := floor((ps + o)::numeric / day_us)::int;
        if (day_mask[d - dmin + 1] >> c_dt[r]) & 1 = 1 then
          np := np + 1; pr_r[np] := r; pr_d[np] := d - dmin + 1; pr_s[np] := ps; pr_e[np] := ps + h;
          pr_live[np] := true; pr_aside[np] := false;
        end if;
        k := k + 1;
      end loop;
    else
      for i in 1..nd loop
        if (day_mask[i] >> c_dt[r]) & 1 = 1 then
          d := dmin + i - 1;
          if c_class[r] = 1 then
            ls := d * day_us; le := ls + day_us;
          elsif c_kind[r] = 0 then
            ls := d * day_us + c_s[r]; le := ls + day_us;
          elsif c_kind[r] = 1 then
            ls := d * day_us + c_s[r]; le := d * day_us + c_e[r];
          else
            ls := d * day_us + c_s[r]; le := (d + 1) * day_us + c_e[r];
          end if;
          np := np + 1; pr_r[np] := r; pr_d[np] := i;
          if zone_fixed then
            pr_s[np] := ls - o0; pr_e[np] := le - o0;
          else
            pr_s[np] := extract(epoch from ((to_timestamp(ls / sec) at time zone 'UTC') at time zone tz))::bigint * sec;
            pr_e[np] := extract(epoch from ((to_timestamp(le / sec) at time zone 'UTC') at time zone tz))::bigint * sec;
          end if;
          pr_live[np] := true; pr_aside[np] := false;
        end if;
      end loop;
    end if;
    r_last[r] := np;
    -- Step 2: cap_repeat false keeps only the earliest period that overlaps the stay.
    if not c_repeat[r] then
      found_one := false;
      for x in r_first[r]..r_last[r] loop
        if not found_one and pr_s[x] < s1 and pr_e[x] > s0 then found_one := true;
        else pr_live[x] := false;
        end if;
      end loop;
    end if;
  end loop;

  -- Step 3: a period gives way to an overlapping period, on the same date, of another rule with the
  -- same cap_type (daily and daily_max are one type) and cap_scope and a more specific day type.
  for r in 1..nc loop
    for r2 in 1..nc loop
      continue when r2 = r or c_class[r2] <> c_class[r] or c_spec[r2] >= c_spec[r]
                    or c_scope[r2] is distinct from c_scope[r];
      y := r_first[r2];
      for x in r_first[r]..r_last[r] loop
        continue when not pr_live[x];
        while y <= r_last[r2] and pr_d[y] < pr_d[x] loop y := y + 1; end loop;
        q := y;
        while q <= r_last[r2] and pr_d[q] = pr_d[x] loop
          if pr_live[q] and pr_s[q] < pr_e[x] and pr_s[x] < pr_e[q] then pr_aside[x] := true; exit; end if;
          q := q + 1;
        end loop;
      end loop;
    end loop;
  end loop;

  -- The periods that apply and touch the stay, per rule in time order, with full budgets.
  a_first := array_fill(1, array[greatest(nc, 1)]); a_last := array_fill(0, array[greatest(nc, 1)]);
  for r in 1..nc loop
    a_first[r] := na + 1;
    for x in r_first[r]..r_last[r] loop
      if pr_live[x] and not pr_aside[x] and pr_s[x] < s1 and pr_e[x] > s0 then
        na := na + 1; ap_r[na] := r; ap_s[na] := pr_s[x]; ap_e[na] := pr_e[x]; ap_used[na] := 0; ap_saved[na] := 0;
      end if;
    end loop;
    a_last[r] := na;
  end loop;
  ptr := a_first;

  -- Step 4: charges accrue in time order. Between two consecutive boundaries (segment or period)
  -- every unit start lies in the same periods and costs the same, and each charge lowers all those
  -- budgets alike, so a run of cnt units costs min(cnt * p, smallest remaining budget): the same as
  -- charging them one by one. A reduction is credited to the period whose budget was smallest
  -- (ties: the one ending first, then the lower rule_order).
  for i in 1..nseg loop
    g := sg_g[i];
    continue when g = 0;
    len := u_len[g]; p := u_p[g]; n := sg_n[i];
    a := sg_s[i];
    while a < sg_e[i] loop
      b := sg_e[i];
      for r in 1..nc loop
        q := ptr[r];
        while q <= a_last[r] and ap_e[q] <= a loop q := q + 1; end loop;
        ptr[r] := q;
        if q <= a_last[r] then
          if ap_s[q] <= a then b := least(b, ap_e[q]); else b := least(b, ap_s[q]); end if;
        end if;
      end loop;
      cnt := least(n, (b - sg_s[i] + len - 1) / len) - least(n, (a - sg_s[i] + len - 1) / len);
      if cnt > 0 and p > 0 then
        gross := cnt * p;
        best := 0; best_rem := 0;
        for r in 1..nc loop
          q := ptr[r];
          if q <= a_last[r] and ap_s[q] <= a then
            rem := c_price[r] - ap_used[q];
            if best = 0 or rem < best_rem
               or (rem = best_rem and (ap_e[q] < ap_e[best] or (ap_e[q] = ap_e[best] and c_ord[r] < c_ord[ap_r[best]]))) then
              best := q; best_rem := rem;
            end if;
          end if;
        end loop;
        charged := gross;
        if best > 0 then
          if best_rem < gross then
            charged := best_rem;
            ap_saved[best] := ap_saved[best] + gross - charged;
          end if;
          for r in 1..nc loop
            q := ptr[r];
            if q <= a_last[r] and ap_s[q] <= a then ap_used[q] := ap_used[q] + charged; end if;
          end loop;
        end if;
        total := total + charged;
        sg_amt[i] := sg_amt[i] + charged;
      end if;
      a := b;
    end loop;
  end loop;

  if not p_breakdown then
    return jsonb_build_object('total_amount', total, 'complete', nu > 0 and not any_uncovered);
  end if;

  -- §7: warnings
  if p_max_parking_duration_min is not null and (s1 - s0) > p_max_parking_duration_min::bigint * 60 * sec then
    warnings := warnings || 'exceeds_max_parking_duration'::text;
  end if;
  if p_hours is not null and jsonb_typeof(p_hours) not in ('array', 'null') then
    raise exception 'hours must be an array' using errcode = 'PK400', detail = '{"param":"hours"}';
  end if;
  if jsonb_typeof(p_hours) = 'array' and jsonb_array_length(p_hours) > 0 then
    if exists (
      select 1 from jsonb_array_elements(p_hours) e
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
    -- Entry needs the entry windows when the lot has any, else business hours; exit may use business,
    -- exit or after-hours-exit windows. A window's end counts as inside (checked an instant earlier).
    select exists (select 1 from jsonb_array_elements(p_hours) e where e->>'window_type' = 'entry') into found_one;
    if exists (select 1 from jsonb_array_elements(p_hours) e
               where coalesce(e->>'window_type', 'business') = any (case when found_one then '{entry}'::text[] else '{business}'::text[] end)) then
      hours_ok := public.lot_hours_open(p_hours, tz, p_entry_at, case when found_one then '{entry}'::text[] else '{business}'::text[] end)
               or public.lot_hours_open(p_hours, tz, p_entry_at - interval '1 microsecond', case when found_one then '{entry}'::text[] else '{business}'::text[] end);
      if not hours_ok then warnings := warnings || 'outside_business_hours'::text; end if;
    end if;
    if not ('outside_business_hours' = any (warnings)) then
      hours_ok := public.lot_hours_open(p_hours, tz, p_exit_at, '{business,exit,after_hours_exit}')
               or public.lot_hours_open(p_hours, tz, p_exit_at - interval '1 microsecond', '{business,exit,after_hours_exit}');
      if not hours_ok and exists (select 1 from jsonb_array_elements(p_hours) e
                                  where coalesce(e->>'window_type', 'business') in ('business', 'exit', 'after_hours_exit')) then
        warnings := warnings || 'outside_business_hours'::text;
      end if;
    end if;
  end if;

  -- §7: the result
  for i in 1..nseg loop
    g := sg_g[i];
    if g > 0 then
      n_out := n_out + 1;
      out_segments[n_out] := jsonb_build_object(
        'start', public.fee_instant_text(sg_s[i]),
        'end', public.fee_instant_text(sg_e[i]),
        'rule_order', u_ord[g],
        'day_type', u_dtname[g],
        'per_minutes', u_min[g],
        'price_minor', u_p[g],
        'units', sg_n[i],
        'amount_before_caps', sg_n[i] * u_p[g],
        'amount_after_caps', sg_amt[i]);
    else
      n_unc := n_unc + 1;
      out_uncovered[n_unc] := jsonb_build_object(
        'start', public.fee_instant_text(sg_s[i]),
        'end', public.fee_instant_text(sg_e[i]));
    end if;
  end loop;
  result_segments := to_jsonb(out_segments);
  result_uncovered := to_jsonb(out_uncovered);

  -- Caps that saved something, by period start then rule_order: each rule's applying periods are
  -- already in time order, so this merges the rules' lists.
  ptr := a_first;
  loop
    best := 0;
    for r in 1..nc loop
      q := ptr[r];
      while q <= a_last[r] and ap_saved[q] <= 0 loop q := q + 1; end loop;
      ptr[r] := q;
      if q <= a_last[r] and (best = 0 or ap_s[q] < ap_s[best] or (ap_s[q] = ap_s[best] and c_ord[r] < c_ord[ap_r[best]])) then
        best := q;
      end if;
    end loop;
    exit when best = 0;
    r := ap_r[best];
    n_out_caps := n_out_caps + 1;
    out_caps[n_out_caps] := jsonb_build_object(
      'rule_order', c_ord[r],
      'cap_type', c_type[r],
      'cap_scope', c_scope[r],
      'period_start', public.fee_instant_text(ap_s[best]),
      'period_end', public.fee_instant_text(ap_e[best]),
      'cap_price_minor', c_price[r],
      'charged', ap_used[best],
      'saved', ap_saved[best]);
    ptr[r] := best + 1;
  end loop;
  result_caps := to_jsonb(out_caps);

  return jsonb_build_object(
    'total_amount', total,
    'breakdown', jsonb_build_object(
      'currency', 'JPY',
      'timezone', tz,
      'entry_at', public.fee_instant_text(s0),
      'exit_at', public.fee_instant_text(s1),
      'duration_min', (s1 - s0 + 60 * sec - 1) / (60 * sec),
      'complete', nu > 0 and result_uncovered = '[]'::jsonb,
      'total_before_caps', before_caps,
      'uncovered', result_uncovered,
      'segments', result_segments,
      'caps', result_caps,
      'warnings', to_jsonb(warnings)));
end
$fn$;

-- The engine over rules as written (a lot's rules, or a bundle's before it is stored).
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
  select public.calc_fee_program(public.compile_pricing_rules(p_rules), p_entry_at, p_exit_at, p_timezone, p_hours, p_max_parking_duration_min)
$$;

-- Signatures store their compiled rules beside the documents they were compiled from.
create or replace function public.refresh_pricing_signatures(p_lot_ids uuid[]) returns void
language sql volatile security definer
set search_path = public
as $$
  with documents as (
    select l.id, l.timezone, l.max_parking_duration_min as max_min,
           coalesce((select jsonb_agg(to_jsonb(r) - 'id' - 'parking_lot_id' order by r.rule_order)
                       from public.parking_lot_pricing_rules r where r.parking_lot_id = l.id), '[]'::jsonb) as rules,
           coalesce((select jsonb_agg(to_jsonb(h) - 'id' - 'parking_lot_id' order by h.id)
                       from public.parking_lot_hours h where h.parking_lot_id = l.id), '[]'::jsonb) as hours
      from public.parking_lots l
     where l.id = any (p_lot_ids)
  ), signed as (
    select d.*, md5(jsonb_build_array(d.rules, d.hours, d.timezone, d.max_min)::text) as signature from documents d
  ), stored as (
    insert into public.pricing_signatures (signature, rules, hours, timezone, max_parking_duration_min, program)
    select distinct on (signature) signature, rules, hours, timezone, max_min, public.compile_pricing_rules(rules) from signed
    on conflict (signature) do nothing
  )
  update public.parking_lots l set pricing_signature = s.signature
    from signed s
   where l.id = s.id and l.pricing_signature is distinct from s.signature
$$;

update public.pricing_signatures set program = public.compile_pricing_rules(rules);
alter table public.pricing_signatures alter column program set not null;

create or replace function public.calc_lot_fee(p_lot_id uuid, p_entry_at timestamptz, p_exit_at timestamptz, p_vehicle_type text default null)
returns jsonb
language plpgsql stable
set search_path = public
as $$
declare
  v_lot record;
begin
  select l.vehicle_type_max, l.pricing_signature, s.program, s.hours, s.timezone, s.max_parking_duration_min
    into v_lot
    from public.parking_lots l
    left join public.pricing_signatures s on s.signature = l.pricing_signature
   where l.id = p_lot_id;
  if not found then
    raise exception 'parking lot % does not exist', p_lot_id using errcode = 'PK001';
  end if;
  if v_lot.program is null then
    -- Triggers keep every lot signed; a lot without one is a bug, not a lot without rules.
    raise exception 'parking lot % has no pricing signature', p_lot_id;
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);
  return public.calc_fee_program(v_lot.program, p_entry_at, p_exit_at, v_lot.timezone, v_lot.hours, v_lot.max_parking_duration_min);
end
$$;

-- Search prices each signature for its total only (no breakdown, no warnings).
create or replace function public.nearby_parking_lots_ranked(
  p_lat numeric,
  p_lng numeric,
  p_radius_m integer default 500,
  p_filters jsonb default '{}',
  p_limit integer default 50
) returns table (
  id uuid,
  name text,
  address text,
  lat double precision,
  lng double precision,
  distance_m double precision,
  avg_rating numeric,
  review_count integer,
  main_image text,
  tags text[],
  estimated_fee integer,
  fee_complete boolean,
  rank integer
)
language plpgsql stable security definer set search_path = public set enable_bitmapscan = off
as $$
#variable_conflict use_column
declare
  v_lat double precision := p_lat;
  v_lng double precision := p_lng;
  v_filters jsonb := coalesce(p_filters, '{}');
  v_key text;
  v_value jsonb;
  v_max_height numeric;
  v_tags text[];
  v_unknown text;
  v_open_now boolean := false;
  v_max_price bigint;
  v_entry timestamptz;
  v_exit timestamptz;
  v_sort text := 'distance';
begin
  if p_lat is null or p_lat not between -90 and 90 then
    raise exception 'lat must be between -90 and 90.' using errcode = 'PK400', detail = '{"param": "lat"}';
  end if;
  if p_lng is null or p_lng not between -180 and 180 then
    raise exception 'lng must be between -180 and 180.' using errcode = 'PK400', detail = '{"param": "lng"}';
  end if;
  if p_radius_m is null or p_radius_m not between 1 and 10000 then
    raise exception 'radius_m must be between 1 and 10000.' using errcode = 'PK400', detail = '{"param": "radius_m"}';
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'limit must be between 1 and 100.' using errcode = 'PK400', detail = '{"param": "limit"}';
  end if;
  if jsonb_typeof(v_filters) <> 'object' then
    raise exception 'p_filters must be an object.' using errcode = 'PK400', detail = '{"param": "p_filters"}';
  end if;

  -- Every filter is applied or refused: none is silently ignored.
  if v_filters <> '{}' then
    for v_key, v_value in select key, value from jsonb_each(v_filters) loop
      if v_key = 'max_height_m' then
        if jsonb_typeof(v_value) <> 'number' then
          raise exception 'max_height_m must be a number.' using errcode = 'PK400', detail = '{"param": "max_height_m"}';
        end if;
        v_max_height := v_value::text::numeric;
      elsif v_key = 'tags' then
        if jsonb_typeof(v_value) <> 'array' or exists (select 1 from jsonb_array_elements(v_value) e where jsonb_typeof(e) <> 'string') then
          raise exception 'tags must be an array of tag codes.' using errcode = 'PK400', detail = '{"param": "tags"}';
        end if;
        select array_agg(distinct e) into v_tags from jsonb_array_elements_text(v_value) e;
        select c into v_unknown from unnest(v_tags) c
         where not exists (select 1 from public.tags t where t.tag_code = c and t.is_active) order by c limit 1;
        if found then
          raise exception 'Unknown tag_code: %', v_unknown
            using errcode = 'PK005', detail = jsonb_build_object('param', 'tags', 'tag_code', v_unknown)::text;
        end if;
      elsif v_key = 'open_now' then
        if jsonb_typeof(v_value) <> 'boolean' then
          raise exception 'open_now must be a boolean.' using errcode = 'PK400', detail = '{"param": "open_now"}';
        end if;
        v_open_now := v_value::text::boolean;
      elsif v_key = 'max_price' then
        if jsonb_typeof(v_value) <> 'number' or v_value::text !~ '^\d{1,12}$' then
          raise exception 'max_price must be an integer of 0 or more.' using errcode = 'PK400', detail = '{"param": "max_price"}';
        end if;
        v_max_price := v_value::text::bigint;
      elsif v_key in ('entry_at', 'exit_at') then
        if jsonb_typeof(v_value) <> 'string' or v_value #>> '{}' !~ '(Z|z|[+-]\d\d(:?\d\d)?)$' then
          raise exception '% must be a timestamp with an offset.', v_key using errcode = 'PK400', detail = jsonb_build_object('param', v_key)::text;
        end if;
        begin
          if v_key = 'entry_at' then v_entry := (v_value #>> '{}')::timestamptz; else v_exit := (v_value #>> '{}')::timestamptz; end if;
        exception when datetime_field_overflow or invalid_datetime_format then
          raise exception '% must be a timestamp with an offset.', v_key using errcode = 'PK400', detail = jsonb_build_object('param', v_key)::text;
        end;
      elsif v_key = 'sort' then
        if jsonb_typeof(v_value) <> 'string' or v_value #>> '{}' not in ('distance', 'price') then
          raise exception 'sort must be distance or price.' using errcode = 'PK400', detail = '{"param": "sort"}';
        end if;
        v_sort := v_value #>> '{}';
      else
        raise exception 'Unknown filter %.', v_key using errcode = 'PK400', detail = jsonb_build_object('param', v_key)::text;
      end if;
    end loop;
  end if;

  -- A stay is priced whenever it is given; max_price and sort=price need one.
  if v_entry is null and (v_exit is not null or v_max_price is not null or v_sort = 'price') then
    raise exception 'entry_at and exit_at give the stay to price.' using errcode = 'PK400', detail = '{"param": "entry_at"}';
  end if;
  if v_entry is not null then
    if v_exit is null then
      raise exception 'entry_at and exit_at give the stay to price.' using errcode = 'PK400', detail = '{"param": "exit_at"}';
    end if;
    if v_exit <= v_entry then
      raise exception 'exit_at must be later than entry_at.' using errcode = 'PK400', detail = '{"param": "exit_at"}';
    end if;
    if not exists (select 1 from pg_proc where proname = 'calc_parking_fee' and pronamespace = 'public'::regnamespace) then
      raise exception 'Fee estimates are not installed: max_price, entry_at and exit_at are not available.'
        using errcode = 'PK400', detail = jsonb_build_object('param', case when v_max_price is null then 'entry_at' else 'max_price' end)::text;
    end if;
  end if;
  if v_open_now then
    if not exists (select 1 from pg_proc where proname = 'lot_hours_open' and pronamespace = 'public'::regnamespace) then
      raise exception 'open_now is not available: the business-hours calendar is not installed.'
        using errcode = 'PK400', detail = '{"param": "open_now"}';
    end if;
  end if;

  -- Nearest first, straight from the index: the ordered scan reads only as many lots as the limit
  -- needs (about 50 rather than every lot in the box; the planner would pick a bitmap scan and a sort
  -- for small radii, hence enable_bitmapscan off on this function). The final order adds the id for
  -- lots at the same distance. Each lot's stay is priced once (the lateral), for the row and for
  -- max_price alike.
  if v_entry is null then
    return query
    select n.id, n.name, n.address, n.rep_lat, n.rep_lng, round(n.d::numeric, 1)::double precision,
           round(n.rating_sum::numeric / nullif(n.review_count, 0), 2), n.review_count, n.main_image_url, n.tag_codes,
           null::integer, null::boolean, (row_number() over (order by n.d, n.id))::integer
      from (
        select l.id, l.name, l.address, l.rep_lat, l.rep_lng, l.rating_sum, l.review_count, l.main_image_url, l.tag_codes,
               public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d
          from public.parking_lots l
         where l.status = 'active'
           and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
           and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
           and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
           and (v_tags is null or l.tag_codes @> v_tags)
           and (not v_open_now or public.parking_lot_open_at(l.id, l.timezone, now()))
         order by public.lot_location_order(l.location, v_lat, v_lng)
         limit p_limit
      ) n
     order by n.d, n.id;
  else
    -- With a stay, every candidate in the radius is priced (max_price and sort=price need all of
    -- them), but each distinct pricing signature (0020) only once: lots with the same sign share it.
    return query
    with candidates as (
      select l.id, l.name, l.address, l.rep_lat, l.rep_lng, l.rating_sum, l.review_count, l.main_image_url, l.tag_codes,
             public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d, l.pricing_signature
        from public.parking_lots l
       where l.status = 'active'
         and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
         and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
         and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
         and (v_tags is null or l.tag_codes @> v_tags)
         and (not v_open_now or public.parking_lot_open_at(l.id, l.timezone, now()))
    ), fees as materialized (
      select s.signature,
             public.calc_fee_program(s.program, v_entry, v_exit, s.timezone, s.hours, s.max_parking_duration_min, false) as fee
        from public.pricing_signatures s
       where s.signature in (select c.pricing_signature from candidates c)
    ), priced as (
      select c.*, (f.fee->>'total_amount')::integer as fee_total,
             coalesce((f.fee->>'complete')::boolean, false) as fee_complete
        from candidates c
        left join fees f on f.signature = c.pricing_signature
    ), ranked as (
      select p.*, row_number() over (
               order by case when v_sort = 'price' then not p.fee_complete end,
                        case when v_sort = 'price' then p.fee_total end,
                        p.d, p.id) as position
        from priced p
       where v_max_price is null or (p.fee_complete and p.fee_total <= v_max_price)
    )
    select r.id, r.name, r.address, r.rep_lat, r.rep_lng, round(r.d::numeric, 1)::double precision,
           round(r.rating_sum::numeric / nullif(r.review_count, 0), 2), r.review_count, r.main_image_url, r.tag_codes,
           case when r.fee_complete then r.fee_total end, r.fee_complete, r.position::integer
      from ranked r
     where r.position <= p_limit
     order by r.position;
  end if;
end
$$;
