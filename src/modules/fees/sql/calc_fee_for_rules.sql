-- The fee engine of pricing.md: prices one stay under a bundle of pricing rules. It reads no table but
-- public.holidays, so calc_parking_fee, finalize_parking_session and nearby search can all wrap it and
-- always show the same number. Decisions where pricing.md is silent are written in
-- docs/pricing-guide.md ("Decisions").
--
-- Internally every instant is whole epoch seconds (bigint) and every local time of day is seconds
-- after local midnight (0..86400): integer arithmetic keeps the loops cheap, and the stay is walked
-- band boundary by band boundary and cap boundary by cap boundary, never minute by minute.
--
-- No query runs inside the loops (measured in one session, 1,000 calls under the three rules of a
-- typical sign: a cursor over the rules, a query sorting the band edges and jsonb_agg over unnest for
-- the breakdown cost 218 against 166 µs for a 61-second stay, 157 against 122 µs for 3 hours, 547
-- against 428 µs for 7 days): the rules are read by index (p_rules -> i), the handful of band edges is
-- sorted in place, and the segment, uncovered and cap lists are collected in jsonb[] and turned into
-- JSON once. The first call in a transaction (a finalize) gains less: most of its cost is PL/pgSQL
-- preparing each expression once per transaction.
create or replace function public.calc_fee_for_rules(
  p_rules jsonb,
  p_entry_at timestamptz,
  p_exit_at timestamptz,
  p_timezone text default 'Asia/Tokyo',
  p_hours jsonb default '[]',
  p_max_parking_duration_min integer default null
) returns jsonb
language plpgsql stable parallel safe
as $fn$
#variable_conflict use_column
declare
  tz text := coalesce(nullif(p_timezone, ''), 'Asia/Tokyo');
  s0 bigint;            -- entry, whole epoch seconds
  s1 bigint;            -- exit
  o0 int;               -- UTC offset at entry, seconds

  -- the rules, parsed, in input order; day codes: 0 all, 1 weekday, 2 saturday, 3 sunday, 4 holiday,
  -- 5 holiday_eve; specificity (position in a date's chain): 1 holiday/holiday_eve, 2 day of week, 3 all
  rule jsonb; idx int; jv jsonb; problem text; ord int; category text; cap_type text; day_code int;
  band_s int; band_e int; band_kind int; all_ords int[] := '{}';
  nu int := 0; u_ord int[] := '{}'; u_dt int[] := '{}'; u_spec int[] := '{}'; u_dtname text[] := '{}'; u_kind int[] := '{}';
  u_s int[] := '{}'; u_e int[] := '{}'; u_len bigint[] := '{}'; u_min int[] := '{}'; u_p bigint[] := '{}';
  edges int[] := '{}';  -- distinct band edges of the unit rules, strictly inside the day, ascending
  nedges int;
  nc int := 0; c_ord int[] := '{}'; c_type text[] := '{}'; c_class int[] := '{}'; c_dt int[] := '{}'; c_spec int[] := '{}';
  c_kind int[] := '{}'; c_s int[] := '{}'; c_e int[] := '{}'; c_h bigint[] := '{}'; c_price bigint[] := '{}';
  c_repeat boolean[] := '{}'; c_scope text[] := '{}';

  -- UTC offset pieces of the stay: pc_o[i] holds from pc_s[i] to the next piece (or the exit)
  pc_s bigint[]; pc_o int[]; npc int;
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
  o int; o_prev int; l bigint; d int; tau int; nb bigint; len bigint; h bigint;
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
  -- Durations are whole seconds: both instants are cut to the second, as a parking machine's clock.
  s0 := floor(extract(epoch from p_entry_at))::bigint;
  s1 := floor(extract(epoch from p_exit_at))::bigint;
  begin
    o0 := extract(epoch from (to_timestamp(s0) at time zone tz))::bigint - s0;
  exception when invalid_parameter_value then
    raise exception 'unknown time zone: %', tz using errcode = 'PK400', detail = '{"param":"timezone"}';
  end;

  -- §6: the rules, each complete for its category, or the bundle is refused naming the rule. Bands
  -- become seconds of the local day: kind 0 the whole day (an occurrence starts at s), 1 [s, e),
  -- 2 overnight [s, 24:00) + [00:00, e).
  if p_rules is not null and jsonb_typeof(p_rules) <> 'array' then
    raise exception 'pricing_rules must be an array' using errcode = 'PK400', detail = '{"param":"pricing_rules"}';
  end if;
  for idx in 0 .. coalesce(jsonb_array_length(p_rules), 0) - 1 loop
    rule := p_rules -> idx;
    problem := null; ord := idx; band_s := 0; band_e := 86400;
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
                       + coalesce(nullif(split_part(jv #>> '{}', ':', 3), '')::int, 0)) % 86400;
          else
            problem := 'time_start and time_end must be HH:MM from 00:00 to 24:00';
          end if;
        end if;
        jv := rule->'time_end';
        if jv is not null and jsonb_typeof(jv) <> 'null' then
          if jsonb_typeof(jv) = 'string' and (jv #>> '{}') ~ '^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?|24:00(:00)?)$' then
            band_e := split_part(jv #>> '{}', ':', 1)::int * 3600 + split_part(jv #>> '{}', ':', 2)::int * 60
                      + coalesce(nullif(split_part(jv #>> '{}', ':', 3), '')::int, 0);
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
      u_min[nu] := (rule->>'per_minutes')::int; u_len[nu] := u_min[nu] * 60::bigint; u_p[nu] := (rule->>'price_minor')::bigint;
      if band_kind <> 0 then
        if band_s > 0 and not (band_s = any (edges)) then edges := edges || band_s; end if;
        if band_e > 0 and band_e < 86400 and not (band_e = any (edges)) then edges := edges || band_e; end if;
      end if;
    elsif category = 'cap' then
      nc := nc + 1;
      c_ord[nc] := ord; c_type[nc] := cap_type;
      c_class[nc] := case cap_type when 'hour_window_max' then 2 when 'duration' then 3 else 1 end;
      c_dt[nc] := day_code; c_spec[nc] := case when day_code >= 4 then 1 when day_code = 0 then 3 else 2 end;
      c_kind[nc] := band_kind; c_s[nc] := band_s; c_e[nc] := band_e;
      c_h[nc] := coalesce((rule->>'cap_duration_hours')::bigint * 3600, 0);
      c_price[nc] := (rule->>'cap_price_minor')::bigint;
      c_repeat[nc] := coalesce((rule->>'cap_repeat')::boolean, true);
      c_scope[nc] := rule->>'cap_scope';
    end if;
  end loop;
  nedges := coalesce(array_length(edges, 1), 0);
  for i in 2..nedges loop
    x := edges[i]; j := i - 1;
    while j >= 1 and edges[j] > x loop edges[j + 1] := edges[j]; j := j - 1; end loop;
    edges[j + 1] := x;
  end loop;

  -- §1: local time. The stay is cut where the zone's UTC offset changes (daylight saving elsewhere
  -- than Tokyo); inside a piece local time is instant + offset. Offsets are sampled daily and a
  -- change is located to the second by bisection.
  pc_s := array[s0]; pc_o := array[o0]; npc := 1;
  t_prev := s0; o_prev := o0;
  while t_prev < s1 - 1 loop
    t := least(t_prev + 86400, s1 - 1);
    o := extract(epoch from (to_timestamp(t) at time zone tz))::bigint - t;
    if o <> o_prev then
      lo := t_prev; hi := t;
      while hi - lo > 1 loop
        mid := (lo + hi) / 2;
        if extract(epoch from (to_timestamp(mid) at time zone tz))::bigint - mid = o_prev then lo := mid; else hi := mid; end if;
      end loop;
      npc := npc + 1; pc_s[npc] := hi; pc_o[npc] := o;
    end if;
    t_prev := t; o_prev := o;
  end loop;

  -- Dates looked at: the day before entry (a night window begun then may still run) to the exit's date.
  dmin := floor((s0 + o0)::numeric / 86400)::int - 1;
  dmax := dmin + 1;
  for i in 1..npc loop
    pe := case when i < npc then pc_s[i + 1] else s1 end;
    dmin := least(dmin, floor((pc_s[i] + pc_o[i])::numeric / 86400)::int - 1);
    dmax := greatest(dmax, floor((pe - 1 + pc_o[i])::numeric / 86400)::int);
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
    and extract(epoch from (to_timestamp(dmin::bigint * 86400 - o0) at time zone tz))::bigint - (dmin::bigint * 86400 - o0) = o0
    and extract(epoch from (to_timestamp((dmax + 2)::bigint * 86400 - o0) at time zone tz))::bigint - ((dmax + 2)::bigint * 86400 - o0) = o0;

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
      d := ((l - ((l % 86400) + 86400) % 86400) / 86400)::int;  -- floor division, also before 1970
      tau := (l - d::bigint * 86400)::int;
      nb := (d + 1)::bigint * 86400;
      for k in 1..nedges loop
        if edges[k] > tau then nb := d::bigint * 86400 + edges[k]; exit; end if;
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
        d := floor((ps + o)::numeric / 86400)::int;
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
            ls := d::bigint * 86400; le := ls + 86400;
          elsif c_kind[r] = 0 then
            ls := d::bigint * 86400 + c_s[r]; le := ls + 86400;
          elsif c_kind[r] = 1 then
            ls := d::bigint * 86400 + c_s[r]; le := d::bigint * 86400 + c_e[r];
          else
            ls := d::bigint * 86400 + c_s[r]; le := (d + 1)::bigint * 86400 + c_e[r];
          end if;
          np := np + 1; pr_r[np] := r; pr_d[np] := i;
          if zone_fixed then
            pr_s[np] := ls - o0; pr_e[np] := le - o0;
          else
            pr_s[np] := extract(epoch from ((to_timestamp(ls) at time zone 'UTC') at time zone tz))::bigint;
            pr_e[np] := extract(epoch from ((to_timestamp(le) at time zone 'UTC') at time zone tz))::bigint;
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

  -- §7: warnings
  if p_max_parking_duration_min is not null and (s1 - s0) > p_max_parking_duration_min::bigint * 60 then
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
    -- exit or after-hours-exit windows. A window's end counts as inside (checked one second earlier).
    select exists (select 1 from jsonb_array_elements(p_hours) e where e->>'window_type' = 'entry') into found_one;
    if exists (select 1 from jsonb_array_elements(p_hours) e
               where coalesce(e->>'window_type', 'business') = any (case when found_one then '{entry}'::text[] else '{business}'::text[] end)) then
      hours_ok := public.lot_hours_open(p_hours, tz, to_timestamp(s0), case when found_one then '{entry}'::text[] else '{business}'::text[] end)
               or public.lot_hours_open(p_hours, tz, to_timestamp(s0 - 1), case when found_one then '{entry}'::text[] else '{business}'::text[] end);
      if not hours_ok then warnings := warnings || 'outside_business_hours'::text; end if;
    end if;
    if not ('outside_business_hours' = any (warnings)) then
      hours_ok := public.lot_hours_open(p_hours, tz, to_timestamp(s1), '{business,exit,after_hours_exit}')
               or public.lot_hours_open(p_hours, tz, to_timestamp(s1 - 1), '{business,exit,after_hours_exit}');
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
        'start', to_char(to_timestamp(sg_s[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'end', to_char(to_timestamp(sg_e[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
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
        'start', to_char(to_timestamp(sg_s[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'end', to_char(to_timestamp(sg_e[i]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
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
      'period_start', to_char(to_timestamp(ap_s[best]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'period_end', to_char(to_timestamp(ap_e[best]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
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
      'entry_at', to_char(to_timestamp(s0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'exit_at', to_char(to_timestamp(s1) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'duration_min', (s1 - s0 + 59) / 60,
      'complete', nu > 0 and result_uncovered = '[]'::jsonb,
      'total_before_caps', before_caps,
      'uncovered', result_uncovered,
      'segments', result_segments,
      'caps', result_caps,
      'warnings', to_jsonb(warnings)));
end
$fn$;
revoke all on function public.calc_fee_for_rules(jsonb, timestamptz, timestamptz, text, jsonb, integer) from public;
grant execute on function public.calc_fee_for_rules(jsonb, timestamptz, timestamptz, text, jsonb, integer) to anon, authenticated, service_role;
