-- The fee engine of pricing.md: prices one stay under compiled pricing rules (compile_pricing_rules).
-- It reads no table but public.holidays, so calc_parking_fee, finalize_parking_session and nearby search
-- can all use it and always show the same number. Decisions where pricing.md is silent are written in
-- docs/pricing-guide.md ("Decisions").
--
-- Internally every instant is epoch microseconds (bigint, PostgreSQL's precision: nothing is rounded
-- before pricing, pricing.md §1) and every local time of day is microseconds after local midnight:
-- integer arithmetic keeps the loops cheap, and the stay is walked band boundary by band boundary and
-- cap boundary by cap boundary, never minute by minute.
--
-- No query runs inside the loops (measured in one session, 1,000 calls under the three rules of a
-- typical sign: a cursor over the rules, a query sorting the band edges and jsonb_agg over unnest for
-- the breakdown cost 218 against 166 µs for a 61-second stay, 157 against 122 µs for 3 hours, 547
-- against 428 µs for 7 days): the segment, uncovered and cap lists are collected in jsonb[] and turned
-- into JSON once. The rules come compiled, so a call neither parses nor checks them.
--
-- Breakdown instants are written in place, not by a helper function: a SQL function call costs
-- about 5 µs here against 1 µs for the expression, and a 7-day breakdown writes some 60 instants.
-- An instant is to_json of a UTC timestamp (ISO 8601 whatever the session's DateStyle; whole seconds
-- show no fraction, otherwise as many digits as the instant needs), built from the microseconds
-- exactly (interval arithmetic is exact below 2^53 µs): half the cost of to_char and a fifth of the
-- expression nodes, which PL/pgSQL prepares again in every transaction.
--
-- PL/pgSQL prepares every expression it evaluates again in each new transaction, and a request pays
-- the engine's first call in its transaction (issue 21): for a 7-day stay the 301 distinct
-- expressions this function and calc_parking_fee evaluated cost about half of that call. So the
-- common path evaluates as few as it can (192): variables filled by subscript or set before their
-- first read have no initializer, work only a timeline needs sits behind one test of p_timeline,
-- checks that only an invalid input fails sit behind one condition, the unit sizes are literals,
-- rule fields read once per segment or cap are read from p_program rather than copied, and
-- Asia/Tokyo after 1951 skips the offset sampling. What is left is mostly the loops' own statements.
--
-- p_hours are the lot's hours compiled (lot_hours_program): a stored lot's from its pricing signature,
-- compiled when the signature was written, hours as written through compile_lot_hours_input. Null is
-- no hours. They only decide the outside_business_hours warning, through lot_hours_program_open.
--
-- p_breakdown false answers only {total_amount, complete}, skipping the breakdown and the
-- business-hours warnings: what a search that ranks by price needs, at a fraction of the cost.
--
-- p_timeline true reads p_exit_at as the end of a window and answers the fee as a function of the
-- exit over (entry, p_exit_at] (fee_timeline_program turns it into rows): a charge falls at its
-- unit's start t and counts for every exit later than t (the stay is [entry, exit)), so recording
-- each charge of the one walk gives the step function; the walk is the same code that prices a
-- single stay, so the timeline cannot disagree with the engine. Two ways the end of the stay
-- reaches back: cap_repeat false keeps the earliest period overlapping [entry, exit), and duration
-- periods exist only where they start inside the stay; such a period can set another rule's period
-- aside (§5 step 3) from its date's start. So the exits are split at the starts of those periods
-- (regimes; none for most lots) and the cap part is walked once per regime, each regime answering
-- only for its own exits.
-- Version 1 of this function had no p_timeline, version 2 took the hours as JSON and compiled them at
-- every estimate: both dropped so calls stay unambiguous.
drop function if exists public.calc_fee_program(public.pricing_program, timestamptz, timestamptz, text, jsonb, integer, boolean);
drop function if exists public.calc_fee_program(public.pricing_program, timestamptz, timestamptz, text, jsonb, integer, boolean, boolean);
create or replace function public.calc_fee_program(
  p_program public.pricing_program,
  p_entry_at timestamptz,
  p_exit_at timestamptz,
  p_timezone text default 'Asia/Tokyo',
  p_hours public.lot_hours_program default null,
  p_max_parking_duration_min integer default null,
  p_breakdown boolean default true,
  p_timeline boolean default false
) returns jsonb
language plpgsql stable parallel safe
as $fn$
#variable_conflict use_column
declare
  tz text := coalesce(nullif(p_timezone, ''), 'Asia/Tokyo');
  -- Instants and durations are whole microseconds (PostgreSQL's precision), so nothing is rounded
  -- before pricing (pricing.md §1). Band edges, dates and zone offsets fall on whole seconds.
  s0 bigint;            -- entry, epoch microseconds
  s1 bigint;            -- exit
  o0 bigint;            -- UTC offset at entry, microseconds

  -- the compiled rules (pricing_program), copied into local arrays once
  nu int; u_ord int[] := p_program.u_ord; u_dt int[] := p_program.u_dt; u_spec int[] := p_program.u_spec;
  u_kind int[] := p_program.u_kind; u_s bigint[] := p_program.u_s;
  u_e bigint[] := p_program.u_e; u_len bigint[] := p_program.u_len; u_p bigint[] := p_program.u_p;
  edges bigint[] := p_program.edges;
  nc int; c_ord int[] := p_program.c_ord; c_class int[] := p_program.c_class;
  c_dt int[] := p_program.c_dt; c_spec int[] := p_program.c_spec; c_kind int[] := p_program.c_kind;
  c_s bigint[] := p_program.c_s; c_e bigint[] := p_program.c_e;
  c_price bigint[] := p_program.c_price; c_repeat boolean[] := p_program.c_repeat;
  any_uncovered boolean;  -- true when a segment is uncovered, else null

  -- UTC offset pieces of the stay: pc_o[i] holds from pc_s[i] to the next piece (or the exit)
  pc_s bigint[]; pc_o bigint[]; npc int;
  zone_fixed boolean;   -- one offset over every date the calculation looks at

  -- local dates (epoch day numbers) dmin..dmax; day_mask[i] for dmin + i - 1 has bit k set when
  -- day type code k is in the date's chain (0 all, 1 weekday, 2 saturday, 3 sunday, 4 holiday, 5 holiday_eve)
  dmin int; dmax int; nd int; day_mask int[]; hol int[];

  -- segments: maximal runs of one governing unit rule (sg_g = 0: uncovered)
  nseg int := 0; sg_s bigint[]; sg_e bigint[]; sg_g int[]; sg_n bigint[]; sg_amt bigint[];

  -- cap periods: per rule a contiguous run first..last, ascending in time
  np int := 0; pr_d int[]; pr_s bigint[]; pr_e bigint[];
  pr_live boolean[]; pr_aside boolean[];
  r_first int[]; r_last int[];
  -- applying periods, compacted, with their budgets as they are spent
  na int; ap_r int[]; ap_s bigint[]; ap_e bigint[]; ap_used bigint[]; ap_saved bigint[];
  a_first int[]; a_last int[]; ptr int[];

  total bigint; before_caps bigint := 0;
  warnings text[];
  hours_ok boolean;

  -- scratch
  i int; j int; k int; r int; r2 int; q int; x int; y int; g int; best int;
  c bigint; nxt bigint; pe bigint; ps bigint; lo bigint; hi bigint; mid bigint; t bigint; t_prev bigint;
  o bigint; o_prev bigint; os bigint; os_prev bigint; ts_last bigint; d int; tau bigint; nb bigint; len bigint; h bigint;
  a bigint; b bigint; n bigint; cnt bigint; charged bigint; best_rem bigint; p bigint;
  ls bigint; le bigint; found_one boolean;
  -- timeline (p_timeline): regimes of exits, the earliest period each cap_repeat-false rule keeps,
  -- and the steps and caps reached, as parallel arrays
  q_keep int[]; brk bigint[]; nreg int; reg int; reg_s bigint; reg_e bigint; stop bigint;
  base bigint; run_tot bigint; last_tot bigint; flushed boolean; j0 bigint; f bigint; uch bigint; ut bigint;
  ap_hit boolean[]; complete_until bigint;
  st_at bigint[]; st_tot bigint[]; nst int;
  cr_at bigint[]; cr_type text[]; cr_ord int[]; ncr int;
  out_segments text[]; out_uncovered text[]; out_caps text[]; cap_head text[];
begin
  -- §1: the stay. The checks sit behind one condition, which is all a valid stay evaluates.
  if p_entry_at is null or p_exit_at is null or p_exit_at <= p_entry_at or p_exit_at - p_entry_at > interval '366 days' then
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
  end if;
  s0 := (extract(epoch from p_entry_at) * 1000000::bigint)::bigint;
  s1 := (extract(epoch from p_exit_at) * 1000000::bigint)::bigint;
  -- The exception block is a subtransaction on every call; the service's default zone, which almost
  -- every lot has, is known to exist and skips it (issue 21: a request pays the first call).
  if tz = 'Asia/Tokyo' then
    o0 := (extract(epoch from (p_entry_at at time zone tz)) - extract(epoch from p_entry_at))::bigint * 1000000::bigint;
  else
    begin
      o0 := (extract(epoch from (p_entry_at at time zone tz)) - extract(epoch from p_entry_at))::bigint * 1000000::bigint;
    exception when invalid_parameter_value then
      raise exception 'unknown time zone: %', tz using errcode = 'PK400', detail = '{"param":"timezone"}';
    end;
  end if;

  if p_program is null then
    raise exception 'no compiled pricing rules' using errcode = 'PK400', detail = '{"param":"pricing_rules"}';
  end if;
  nu := coalesce(array_length(u_ord, 1), 0);
  nc := coalesce(array_length(c_ord, 1), 0);

  -- §1: local time. The stay is cut where the zone's UTC offset changes (daylight saving elsewhere
  -- than Tokyo); inside a piece local time is instant + offset. Offsets change on whole seconds: they
  -- are sampled daily over the seconds of the stay and a change is located to the second by bisection.
  pc_s := array[s0]; pc_o := array[o0]; npc := 1;
  -- Asia/Tokyo, the service's default zone, has kept +09:00 since its last daylight saving time
  -- ended in September 1951: from 1952-01-03 (the day before entry included) it has one offset and
  -- skips the sampling and the check below, ten expressions of the first call (issue 21).
  zone_fixed := tz = 'Asia/Tokyo' and s0 >= -567907200000000;
  if not zone_fixed then
  t_prev := (s0 - ((s0 % 1000000::bigint) + 1000000::bigint) % 1000000::bigint) / 1000000::bigint;
  ts_last := (s1 - 1 - (((s1 - 1) % 1000000::bigint) + 1000000::bigint) % 1000000::bigint) / 1000000::bigint;
  os_prev := o0 / 1000000::bigint;
  while t_prev < ts_last loop
    t := least(t_prev + 86400, ts_last);
    os := extract(epoch from (to_timestamp(t) at time zone tz))::bigint - t;
    if os <> os_prev then
      lo := t_prev; hi := t;
      while hi - lo > 1 loop
        mid := (lo + hi) / 2;
        if extract(epoch from (to_timestamp(mid) at time zone tz))::bigint - mid = os_prev then lo := mid; else hi := mid; end if;
      end loop;
      npc := npc + 1; pc_s[npc] := hi * 1000000::bigint; pc_o[npc] := os * 1000000::bigint;
    end if;
    t_prev := t; os_prev := os;
  end loop;
  end if;

  -- Dates looked at: the day before entry (a night window begun then may still run) to the exit's date.
  dmin := floor((s0 + o0)::numeric / 86400000000)::int - 1;
  if npc = 1 then
    dmax := greatest(dmin + 1, floor((s1 - 1 + o0)::numeric / 86400000000)::int);
  else
    dmax := dmin + 1;
    for i in 1..npc loop
      pe := case when i < npc then pc_s[i + 1] else s1 end;
      dmin := least(dmin, floor((pc_s[i] + pc_o[i])::numeric / 86400000000)::int - 1);
      dmax := greatest(dmax, floor((pe - 1 + pc_o[i])::numeric / 86400000000)::int);
    end loop;
  end if;
  nd := dmax - dmin + 1;
  select coalesce(array_agg(holiday_date - date '1970-01-01'), '{}') into hol
  from public.holidays
  where holiday_date between date '1970-01-01' + dmin and date '1970-01-01' + dmax + 1;
  -- One expression per date (1970-01-01 was a Thursday; weekday 0 is Sunday).
  for i in 1..nd loop
    day_mask[i] := 1 | case when dmin + i - 1 = any (hol) then 16 when dmin + i = any (hol) then 32 else 0 end
      | case ((dmin + i - 1 + 4) % 7 + 7) % 7 when 6 then 4 when 0 then 8 else 2 end;
  end loop;
  if not zone_fixed then
  zone_fixed := npc = 1
    and extract(epoch from (to_timestamp(dmin::bigint * 86400 - o0 / 1000000::bigint) at time zone tz))::bigint - (dmin::bigint * 86400 - o0 / 1000000::bigint) = o0 / 1000000::bigint
    and extract(epoch from (to_timestamp((dmax + 2)::bigint * 86400 - o0 / 1000000::bigint) at time zone tz))::bigint - ((dmax + 2)::bigint * 86400 - o0 / 1000000::bigint) = o0 / 1000000::bigint;
  end if;

  -- §4: walk the stay from band edge to band edge; at each stretch's first instant the governing unit
  -- rule is the candidate with the most specific day type, then the lowest rule_order. Equal
  -- neighbours merge, so a segment crosses midnight when the same rule governs on both sides.
  for i in 1..npc loop
    c := pc_s[i];
    pe := case when i < npc then pc_s[i + 1] else s1 end;
    o := pc_o[i];
    while c < pe loop
      d := ((c + o - (((c + o) % 86400000000) + 86400000000) % 86400000000) / 86400000000)::int;  -- floor division, also before 1970
      tau := c + o - d * 86400000000;
      nb := (d + 1) * 86400000000;
      for k in 1..coalesce(array_length(edges, 1), 0) loop
        if edges[k] > tau then nb := d * 86400000000 + edges[k]; exit; end if;
      end loop;
      nxt := least(nb - o, pe);
      g := 0;
      for j in 1..nu loop
        if (day_mask[d - dmin + 1] >> u_dt[j]) & 1 = 1
           and (u_kind[j] = 0
                or (u_kind[j] = 1 and tau >= u_s[j] and tau < u_e[j])
                or (u_kind[j] = 2 and (tau >= u_s[j] or tau < u_e[j])))
           and (g = 0 or u_spec[j] < u_spec[g] or (u_spec[j] = u_spec[g] and u_ord[j] < u_ord[g])) then
          g := j;
        end if;
      end loop;
      if g is distinct from sg_g[nseg] then
        nseg := nseg + 1; sg_s[nseg] := c; sg_g[nseg] := g;
      end if;
      sg_e[nseg] := nxt;
      c := nxt;
    end loop;
  end loop;
  for i in 1..nseg loop
    if sg_g[i] > 0 then
      sg_n[i] := (sg_e[i] - sg_s[i] + u_len[sg_g[i]] - 1) / u_len[sg_g[i]];
      before_caps := before_caps + sg_n[i] * u_p[sg_g[i]];
    else
      sg_n[i] := 0;
      any_uncovered := true;
    end if;
  end loop;

  -- §5: cap periods. Step 1 (day type of the period's date) while generating them, step 2 after
  -- each rule's.
  if p_timeline then
    brk := '{}'; st_at := '{}'; st_tot := '{}'; cr_at := '{}'; cr_type := '{}'; cr_ord := '{}'; nst := 0; ncr := 0; last_tot := -1;
  end if;
  q_keep := array_fill(0, array[greatest(nc, 1)]);
  for r in 1..nc loop
    r_first[r] := np + 1;
    if c_class[r] = 3 then
      h := p_program.c_h[r]; k := 0;
      loop
        ps := s0 + k * h;
        exit when ps >= s1;
        o := pc_o[1];
        for i in 2..npc loop exit when pc_s[i] > ps; o := pc_o[i]; end loop;
        d := floor((ps + o)::numeric / 86400000000)::int;
        if (day_mask[d - dmin + 1] >> c_dt[r]) & 1 = 1 then
          np := np + 1; pr_d[np] := d - dmin + 1; pr_s[np] := ps; pr_e[np] := ps + h;
        end if;
        k := k + 1;
      end loop;
    else
      for i in 1..nd loop
        if (day_mask[i] >> c_dt[r]) & 1 = 1 then
          -- daily: the whole date; window: its band, overnight ending on the next date
          ls := (dmin + i - 1) * 86400000000 + case when c_class[r] = 1 then 0 else c_s[r] end;
          le := case when c_class[r] = 1 or c_kind[r] = 0 then ls + 86400000000
                     when c_kind[r] = 1 then (dmin + i - 1) * 86400000000 + c_e[r]
                     else (dmin + i) * 86400000000 + c_e[r] end;
          np := np + 1; pr_d[np] := i;
          if zone_fixed then
            pr_s[np] := ls - o0; pr_e[np] := le - o0;
          else
            pr_s[np] := extract(epoch from ((to_timestamp(ls / 1000000::bigint) at time zone 'UTC') at time zone tz))::bigint * 1000000::bigint;
            pr_e[np] := extract(epoch from ((to_timestamp(le / 1000000::bigint) at time zone 'UTC') at time zone tz))::bigint * 1000000::bigint;
          end if;
        end if;
      end loop;
    end if;
    r_last[r] := np;
    -- Step 2: cap_repeat false keeps only the earliest period that overlaps the stay. A rule's
    -- periods are in time order and do not overlap, so for a shorter stay [entry, x) it keeps the
    -- same period when that period starts before x, and none otherwise.
    if not c_repeat[r] then
      for x in r_first[r]..r_last[r] loop
        if pr_s[x] < s1 and pr_e[x] > s0 then q_keep[r] := x; exit; end if;
      end loop;
      if p_timeline and q_keep[r] > 0 and pr_s[q_keep[r]] > s0 and not (pr_s[q_keep[r]] = any (brk)) then
        brk := brk || pr_s[q_keep[r]];
      end if;
    end if;
  end loop;

  -- Duration periods exist only where they start inside the stay, so a more specific rule's period
  -- that starts at t, on the date of an overlapping period of a less specific rule (same cap_type
  -- and cap_scope) begun earlier, sets that one aside only for exits after t: t splits the exits too.
  if p_timeline then
    for r2 in 1..nc loop
      continue when c_class[r2] <> 3;
      for x in r_first[r2]..r_last[r2] loop
        continue when pr_s[x] <= s0 or pr_s[x] >= s1 or (not c_repeat[r2] and x <> q_keep[r2]) or pr_s[x] = any (brk);
        found_one := false;
        for r in 1..nc loop
          continue when r = r2 or c_class[r] <> 3 or c_spec[r2] >= c_spec[r] or p_program.c_scope[r2] is distinct from p_program.c_scope[r];
          for q in r_first[r]..r_last[r] loop
            exit when pr_s[q] >= pr_s[x];
            if pr_d[q] = pr_d[x] and pr_s[x] < pr_e[q] then found_one := true; exit; end if;
          end loop;
          exit when found_one;
        end loop;
        if found_one then brk := brk || pr_s[x]; end if;
      end loop;
    end loop;
    for i in 2..coalesce(array_length(brk, 1), 0) loop
      a := brk[i]; j := i - 1;
      while j >= 1 and brk[j] > a loop brk[j + 1] := brk[j]; j := j - 1; end loop;
      brk[j + 1] := a;
    end loop;
    complete_until := s1;
    for i in 1..nseg loop
      if sg_g[i] = 0 then complete_until := sg_s[i]; exit; end if;
    end loop;
  end if;
  nreg := coalesce(array_length(brk, 1), 0) + 1;

  -- One regime (the whole stay) unless p_timeline found some: exits in (reg_s, reg_e].
  for reg in 1..nreg loop
  if p_timeline then
    reg_s := case when reg = 1 then s0 else brk[reg - 1] end;
    reg_e := case when reg = nreg then s1 else brk[reg] end;
    stop := reg_e; base := 0; flushed := false; ap_hit := null; pr_aside := null;
  else
    stop := s1;
  end if;
  total := 0; na := 0;
  for r in 1..nc loop
    for x in r_first[r]..r_last[r] loop
      pr_live[x] := (c_repeat[r] or (x = q_keep[r] and pr_s[x] < stop)) and (c_class[r] <> 3 or pr_s[x] < stop);
    end loop;
  end loop;
  sg_amt := array_fill(0::bigint, array[nseg]);

  -- Step 3: a period gives way to an overlapping period, on the same date, of another rule with the
  -- same cap_type (daily and daily_max are one type) and cap_scope and a more specific day type.
  for r in 1..nc loop
    for r2 in 1..nc loop
      continue when r2 = r or c_class[r2] <> c_class[r] or c_spec[r2] >= c_spec[r]
                    or p_program.c_scope[r2] is distinct from p_program.c_scope[r];
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
  for r in 1..nc loop
    a_first[r] := na + 1;
    for x in r_first[r]..r_last[r] loop
      if pr_live[x] and pr_aside[x] is not true and pr_s[x] < s1 and pr_e[x] > s0 then
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
  -- (ties: the one ending first, then the lower rule_order). One pass over the cap rules per run
  -- finds both the next boundary and the smallest budget: it took two, and for the benchmark's busier
  -- lot over 7 days (four caps) the second pass cost about 25 µs of a 400 µs estimate.
  for i in 1..nseg loop
    g := sg_g[i];
    continue when g = 0;
    pe := least(sg_e[i], stop);
    a := sg_s[i];
    while a < pe loop
      -- b: the next boundary (segment end, or a period's start or end); best: the applying period
      -- with the smallest remaining budget
      b := pe; best := 0;
      for r in 1..nc loop
        q := ptr[r];
        continue when q > a_last[r];
        if ap_e[q] <= a then
          loop q := q + 1; exit when q > a_last[r] or ap_e[q] > a; end loop;
          ptr[r] := q;
          continue when q > a_last[r];
        end if;
        if ap_s[q] > a then
          b := least(b, ap_s[q]);
        else
          b := least(b, ap_e[q]);
          if best = 0 or c_price[r] - ap_used[q] < best_rem
             or (c_price[r] - ap_used[q] = best_rem and (ap_e[q] < ap_e[best] or (ap_e[q] = ap_e[best] and c_ord[r] < c_ord[ap_r[best]]))) then
            best := q; best_rem := c_price[r] - ap_used[q];
          end if;
        end if;
      end loop;
      cnt := least(sg_n[i], (b - sg_s[i] + u_len[g] - 1) / u_len[g]) - least(sg_n[i], (a - sg_s[i] + u_len[g] - 1) / u_len[g]);
      if cnt > 0 and u_p[g] > 0 then
        charged := cnt * u_p[g];
        if p_timeline then
          -- The run's units one by one: full charges while the budget lasts, then what remains of
          -- it, then nothing (so the loop stops there). The first reduced unit is where the cap
          -- with the smallest budget is reached.
          j0 := least(sg_n[i], (a - sg_s[i] + u_len[g] - 1) / u_len[g]);
          f := case when best > 0 and best_rem < charged then best_rem / u_p[g] else cnt end;
          for y in 0..least(cnt - 1, f) loop
            ut := sg_s[i] + (j0 + y) * u_len[g];
            uch := case when y < f then u_p[g] else best_rem - f * u_p[g] end;
            if y = f and best > 0 and not coalesce(ap_hit[best], false) and (reg = 1 or ut > reg_s) then
              ap_hit[best] := true;
              ncr := ncr + 1; cr_at[ncr] := ut; cr_type[ncr] := p_program.c_type[ap_r[best]]; cr_ord[ncr] := c_ord[ap_r[best]];
            end if;
            continue when uch = 0;
            if ut <= reg_s then
              base := base + uch;
            else
              if not flushed then
                if base <> last_tot then nst := nst + 1; st_at[nst] := reg_s; st_tot[nst] := base; last_tot := base; end if;
                flushed := true; run_tot := base;
              end if;
              run_tot := run_tot + uch;
              nst := nst + 1; st_at[nst] := ut; st_tot[nst] := run_tot; last_tot := run_tot;
            end if;
          end loop;
        end if;
        if best > 0 then
          if best_rem < charged then
            ap_saved[best] := ap_saved[best] + charged - best_rem;
            charged := best_rem;
          end if;
          for r in 1..nc loop
            if ptr[r] <= a_last[r] and ap_s[ptr[r]] <= a then ap_used[ptr[r]] := ap_used[ptr[r]] + charged; end if;
          end loop;
        end if;
        total := total + charged;
        sg_amt[i] := sg_amt[i] + charged;
      end if;
      a := b;
    end loop;
  end loop;
  if p_timeline and not flushed and base <> last_tot then
    nst := nst + 1; st_at[nst] := reg_s; st_tot[nst] := base; last_tot := base;
  end if;
  end loop;  -- regimes

  if p_timeline then
    return jsonb_build_object('total_amount', total, 'complete', nu > 0 and any_uncovered is not true,
      'complete_until', complete_until, 'step_at', to_jsonb(st_at), 'step_total', to_jsonb(st_tot),
      'cap_at', to_jsonb(cr_at), 'cap_type', to_jsonb(cr_type), 'cap_rule_order', to_jsonb(cr_ord));
  end if;

  if not p_breakdown then
    return jsonb_build_object('total_amount', total, 'complete', nu > 0 and any_uncovered is not true);
  end if;

  -- §7: warnings
  if p_max_parking_duration_min is not null and (s1 - s0) > p_max_parking_duration_min::bigint * 60 * 1000000::bigint then
    warnings := warnings || 'exceeds_max_parking_duration'::text;
  end if;
  -- No hours (null, or a program without windows) evaluates only this condition.
  if cardinality(p_hours.w_type) > 0 then
    -- Entry needs the entry windows when the lot has any, else business hours; exit may use business,
    -- exit or after-hours-exit windows. A window's end counts as inside (checked an instant earlier).
    found_one := 'entry' = any (p_hours.w_type);
    if p_hours.w_type && (case when found_one then '{entry}'::text[] else '{business}'::text[] end) then
      hours_ok := public.lot_hours_program_open(p_hours, tz, p_entry_at, case when found_one then '{entry}'::text[] else '{business}'::text[] end)
               or public.lot_hours_program_open(p_hours, tz, p_entry_at - interval '1 microsecond', case when found_one then '{entry}'::text[] else '{business}'::text[] end);
      if not hours_ok then warnings := warnings || 'outside_business_hours'::text; end if;
    end if;
    if not coalesce('outside_business_hours' = any (warnings), false) then
      hours_ok := public.lot_hours_program_open(p_hours, tz, p_exit_at, '{business,exit,after_hours_exit}')
               or public.lot_hours_program_open(p_hours, tz, p_exit_at - interval '1 microsecond', '{business,exit,after_hours_exit}');
      if not hours_ok and p_hours.w_type && '{business,exit,after_hours_exit}'::text[] then
        warnings := warnings || 'outside_business_hours'::text;
      end if;
    end if;
  end if;

  -- §7: the result, written as JSON text and parsed once: jsonb_build_object costs several µs per
  -- object against under one for concatenation, and a 7-day breakdown has some 30 objects. Every
  -- value is a number, an instant (digits and -:.TZ) or a string through to_json, which escapes it.
  for i in 1..nseg loop
    g := sg_g[i];
    if g > 0 then
      out_segments := out_segments || ('{"start":"' || (btrim(to_json(timestamp 'epoch' + sg_s[i] * interval '1 microsecond')::text, '"') || 'Z') || '","end":"' || (btrim(to_json(timestamp 'epoch' + sg_e[i] * interval '1 microsecond')::text, '"') || 'Z')
        || '","rule_order":' || u_ord[g] || ',"day_type":' || coalesce(to_json(p_program.u_dtname[g])::text, 'null') || ',"per_minutes":' || p_program.u_min[g]
        || ',"price_minor":' || u_p[g] || ',"units":' || sg_n[i] || ',"amount_before_caps":' || sg_n[i] * u_p[g]
        || ',"amount_after_caps":' || sg_amt[i] || '}');
    else
      out_uncovered := out_uncovered || ('{"start":"' || (btrim(to_json(timestamp 'epoch' + sg_s[i] * interval '1 microsecond')::text, '"') || 'Z') || '","end":"' || (btrim(to_json(timestamp 'epoch' + sg_e[i] * interval '1 microsecond')::text, '"') || 'Z') || '"}');
    end if;
  end loop;

  -- Caps that saved something, by period start then rule_order: each rule's applying periods are
  -- already in time order, so this merges the rules' lists. What a cap's object says of its rule is
  -- written once per rule, not once per period.
  for r in 1..nc loop
    cap_head[r] := '{"rule_order":' || c_ord[r] || ',"cap_type":' || coalesce(to_json(p_program.c_type[r])::text, 'null')
      || ',"cap_scope":' || coalesce(to_json(p_program.c_scope[r])::text, 'null') || ',"cap_price_minor":' || c_price[r] || ',"period_start":"';
  end loop;
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
    out_caps := out_caps || (cap_head[r] || (btrim(to_json(timestamp 'epoch' + ap_s[best] * interval '1 microsecond')::text, '"') || 'Z')
      || '","period_end":"' || (btrim(to_json(timestamp 'epoch' + ap_e[best] * interval '1 microsecond')::text, '"') || 'Z')
      || '","charged":' || ap_used[best] || ',"saved":' || ap_saved[best] || '}');
    ptr[r] := best + 1;
  end loop;

  return ('{"total_amount":' || total || ',"breakdown":{"currency":"JPY","timezone":' || to_json(tz)::text
    || ',"entry_at":"' || (btrim(to_json(timestamp 'epoch' + s0 * interval '1 microsecond')::text, '"') || 'Z')
    || '","exit_at":"' || (btrim(to_json(timestamp 'epoch' + s1 * interval '1 microsecond')::text, '"') || 'Z')
    || '","duration_min":' || (s1 - s0 + 60 * 1000000::bigint - 1) / (60 * 1000000::bigint)
    || ',"complete":' || (nu > 0 and any_uncovered is not true)::text
    || ',"total_before_caps":' || before_caps
    || ',"uncovered":[' || coalesce(array_to_string(out_uncovered, ','), '')
    || '],"segments":[' || coalesce(array_to_string(out_segments, ','), '')
    || '],"caps":[' || coalesce(array_to_string(out_caps, ','), '')
    || '],"warnings":' || coalesce(to_jsonb(warnings)::text, '[]') || '}}')::jsonb;
end
$fn$;
revoke all on function public.calc_fee_program(public.pricing_program, timestamptz, timestamptz, text, public.lot_hours_program, integer, boolean, boolean) from public;
grant execute on function public.calc_fee_program(public.pricing_program, timestamptz, timestamptz, text, public.lot_hours_program, integer, boolean, boolean) to anon, authenticated, service_role;
