-- The nearby search as it was before issue 21 item 2 (every lot in the radius priced, at most 200),
-- kept for test/parking-lots/nearby-priced-equivalence.test.ts only: the rewrite must answer every
-- query this one answered with exactly the same rows. Its open_now reads the lots' compiled hours
-- (lot_hours_program_open) since parking_lot_open_at and lot_hours_open were dropped; that those
-- answer as the former hours query did is test/fees/lot-hours-equivalence.test.ts's.
-- Public search (contract 4.1, 4.6, DESIGN.md "Geography"), behind nearby_parking_lots. The index
-- that finds nearby candidates is PostGIS or earthdistance, whichever migration 0010 installed
-- (lot_location_within, lot_location_order); the distance that decides the radius and the reported
-- distance_m is one formula on both (sphere_distance_m), so both databases return the same lots with
-- the same distances.
--
-- Security definer, reading only what the public may read: active lots and their listing columns,
-- the same rows the public read policy of parking_lots allows. Run as the caller, row-level security
-- keeps the planner from the geographic and trigram indexes (their operators are not leakproof):
-- measured on 100,000 lots, a sequential scan and JIT took 560 ms per nearby call as anon against
-- 0.3 ms here (search_parking_lots likewise).
--
-- The search itself. Besides the contract's row it returns, when the filters carry a stay
-- (entry_at, exit_at), each lot's estimate by calc_parking_fee (pricing.md §7: estimated_fee is
-- null unless the estimate is complete), and the rank of the row in the requested order: `sort`
-- 'distance' (default, nearest first) or 'price' (complete estimates cheapest first, then nearest).
-- `vehicle_id` (one of the caller's vehicles) keeps the lots whose limits it fits
-- (parking_lot_fits_vehicle).
--
-- "Leave by" (issue 17): each returned row with a complete estimate also gets leave_by, the latest
-- exit with the same fee (the next step of the engine's timeline at or after exit_at, or earlier
-- where the estimate stops being complete), and next_amount, the fee just after it; both null when
-- the fee does not rise within 24 hours after exit_at. The timeline is also what prices the stay
-- (its value at exit_at is the estimate's total, checked by test/fees/fee-timeline.test.ts), so
-- sort=price and max_price rank exactly as before and one walk per signature serves both.
-- The row type grew (leave_by, next_amount): create or replace cannot change it.
drop function if exists public.nearby_parking_lots_ranked_before(numeric, numeric, integer, jsonb, integer);
create or replace function public.nearby_parking_lots_ranked_before(
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
  leave_by text,
  next_amount integer,
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
  v_exit_us bigint;  -- exit_at in epoch microseconds, as the engine's timeline writes instants
  v_sort text := 'distance';
  v_candidates uuid[];
  -- vehicle_id: the caller's vehicle (search_vehicle) and the lot sizes that admit its type.
  v_vehicle public.user_vehicles;
  v_vehicle_admitted text[];
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
      elsif v_key = 'vehicle_id' then
        if jsonb_typeof(v_value) <> 'string' or v_value #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
          raise exception 'vehicle_id must be the id of one of your vehicles.' using errcode = 'PK400', detail = '{"param": "vehicle_id"}';
        end if;
        v_vehicle := public.search_vehicle((v_value #>> '{}')::uuid);
        v_vehicle_admitted := public.vehicle_types_admitting(v_vehicle.vehicle_type);
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
    -- Pricing costs time per day of the stay for every candidate, so a search prices a week at most;
    -- a longer stay is estimated for one lot (calc-fee takes up to 366 days).
    if v_exit - v_entry > interval '7 days' then
      raise exception 'A search prices a stay of at most 7 days (exit_at - entry_at); estimate a longer stay for one lot with calc-fee.'
        using errcode = 'PK400', detail = '{"param": "exit_at"}';
    end if;
    if not exists (select 1 from pg_proc where proname = 'calc_parking_fee' and pronamespace = 'public'::regnamespace) then
      raise exception 'Fee estimates are not installed: max_price, entry_at and exit_at are not available.'
        using errcode = 'PK400', detail = jsonb_build_object('param', case when v_max_price is null then 'entry_at' else 'max_price' end)::text;
    end if;
  end if;
  if v_open_now then
    if not exists (select 1 from pg_proc where proname = 'lot_hours_program_open' and pronamespace = 'public'::regnamespace) then
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
           null::integer, null::boolean, null::text, null::integer, (row_number() over (order by n.d, n.id))::integer
      from (
        select l.id, l.name, l.address, l.rep_lat, l.rep_lng, l.rating_sum, l.review_count, l.main_image_url, l.tag_codes,
               public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d
          from public.parking_lots l
         where l.status = 'active'
           and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
           and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
           and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
           and (v_tags is null or l.tag_codes @> v_tags)
           and (v_vehicle.id is null or public.parking_lot_fits_vehicle(l, v_vehicle, v_vehicle_admitted))
           and (not v_open_now or public.lot_hours_program_open((select s.hours_program from public.pricing_signatures s where s.signature = l.pricing_signature), l.timezone, now(), array['business']))
         order by public.lot_location_order(l.location, v_lat, v_lng)
         limit p_limit
      ) n
     order by n.d, n.id;
  else
    -- With a stay, every candidate in the radius is priced (max_price and sort=price need all of
    -- them), but each distinct pricing signature only once: lots with the same sign share it.
    -- The candidates are bounded, so that one anonymous request cannot price a city: measured on
    -- the 300 demo lots (271 signatures), a 10 km search over 366 days held the embedded database
    -- for 21 s and the server for 13 s; 200 lots over 7 days is at most a few hundred ms there.
    select array_agg(c.id) into v_candidates
      from (select l.id
              from public.parking_lots l
             where l.status = 'active'
               and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
               and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
               and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
               and (v_tags is null or l.tag_codes @> v_tags)
               and (v_vehicle.id is null or public.parking_lot_fits_vehicle(l, v_vehicle, v_vehicle_admitted))
               and (not v_open_now or public.lot_hours_program_open((select s.hours_program from public.pricing_signatures s where s.signature = l.pricing_signature), l.timezone, now(), array['business']))
             limit 201) c;
    if cardinality(v_candidates) > 200 then
      raise exception 'A search with a stay prices at most 200 lots, and more match within radius_m: narrow radius_m or the filters.'
        using errcode = 'PK400', detail = '{"param": "radius_m"}';
    end if;
    v_exit_us := (extract(epoch from v_exit) * 1000000)::bigint;
    return query
    with candidates as (
      select l.id, l.name, l.address, l.rep_lat, l.rep_lng, l.rating_sum, l.review_count, l.main_image_url, l.tag_codes,
             public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d, l.pricing_signature
        from public.parking_lots l
       where l.id = any (v_candidates)
    ), fees as materialized (
      -- Each signature's fee as a function of the exit (calc_fee_program with p_timeline: the same
      -- walk that prices a stay, recording each charge where it falls) to 2 hours past the exit: the
      -- stay's total and completeness are read at exit_at (equal to the estimate's, a property the
      -- fee tests check), and the next step after it gives leave_by. One walk per signature serves
      -- both; 2 hours reach the next unit of any sign with units of up to 120 minutes.
      select s.signature, s.program, s.timezone,
             public.calc_fee_program(s.program, v_entry, v_exit + interval '2 hours', s.timezone, null, null, false, true) as tl
        from public.pricing_signatures s
       where s.signature in (select c.pricing_signature from candidates c)
    ), read as materialized (
      -- k: how many steps start before exit_at (the fee at exit_at is step k's total, 1-based)
      select f.signature, f.program, f.timezone, f.tl, k.k
        from fees f
        cross join lateral (
          select count(*) filter (where e.v::bigint < v_exit_us) as k
            from jsonb_array_elements_text(f.tl->'step_at') as e(v)) k
    ), priced as (
      select c.*, case when r.k > 0 then (r.tl->'step_total'->>(r.k::int - 1))::integer when r.signature is not null then 0 end as fee_total,
             coalesce((r.tl->>'complete_until')::bigint >= v_exit_us, false) as fee_complete
        from candidates c
        left join read r on r.signature = c.pricing_signature
    ), ranked as (
      select p.*, row_number() over (
               order by case when v_sort = 'price' then not p.fee_complete end,
                        case when v_sort = 'price' then p.fee_total end,
                        p.d, p.id) as position
        from priced p
       where v_max_price is null or (p.fee_complete and p.fee_total <= v_max_price)
    ), shown as (
      select r.* from ranked r where r.position <= p_limit
    ), timelines as materialized (
      -- A shown lot whose fee holds for those 2 hours (a maximum reached) and stays complete is
      -- walked again, to a day past the exit.
      select r.signature, t.tl, t.k, t.window_end_us
        from read r
        cross join lateral (
          select case when long.tl is null then r.tl else long.tl end as tl,
                 case when long.tl is null then r.k
                      else (select count(*) filter (where e.v::bigint < v_exit_us) from jsonb_array_elements_text(long.tl->'step_at') as e(v)) end as k,
                 case when long.tl is null then v_exit_us + 7200000000 else v_exit_us + 86400000000 end as window_end_us
            from (select case when jsonb_array_length(r.tl->'step_at') = r.k
                                   and (r.tl->>'complete_until')::bigint >= v_exit_us + 7200000000
                              then public.calc_fee_program(r.program, v_entry, v_exit + interval '24 hours', r.timezone, null, null, false, true) end as tl
                  offset 0) long  -- offset 0: walked once, not once per reference
        ) t
       where r.signature in (select s.pricing_signature from shown s where s.fee_complete)
    ), leave_by as (
      -- the next step after exit_at, unless the estimate stops being complete first
      select t.signature,
             case when nx.at_us is not null and nx.at_us <= cu.us then nx.at_us
                  when cu.us < t.window_end_us then cu.us end as us,
             case when nx.at_us is not null and nx.at_us <= cu.us then nx.total end as next_total
        from timelines t
        cross join lateral (select (t.tl->>'complete_until')::bigint as us) cu
        cross join lateral (select (t.tl->'step_at'->>t.k::int)::bigint as at_us, (t.tl->'step_total'->>t.k::int)::bigint as total) nx
    )
    select r.id, r.name, r.address, r.rep_lat, r.rep_lng, round(r.d::numeric, 1)::double precision,
           round(r.rating_sum::numeric / nullif(r.review_count, 0), 2), r.review_count, r.main_image_url, r.tag_codes,
           case when r.fee_complete then r.fee_total end, r.fee_complete,
           -- the engine's form of an instant: UTC, a fraction of a second only when it has one
           case when lb.us is not null then
             to_char(to_timestamp(lb.us / 1000000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
               || case when lb.us % 1000000 = 0 then '' else '.' || rtrim(lpad((lb.us % 1000000)::text, 6, '0'), '0') end || 'Z'
           end,
           lb.next_total::integer, r.position::integer
      from shown r
      left join leave_by lb on r.fee_complete and lb.signature = r.pricing_signature
     order by r.position;
  end if;
end
$$;
revoke execute on function public.nearby_parking_lots_ranked_before(numeric, numeric, integer, jsonb, integer) from public;
grant execute on function public.nearby_parking_lots_ranked_before(numeric, numeric, integer, jsonb, integer) to anon, authenticated, service_role;
