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
-- The row type grew (leave_by, next_amount), and its amounts became bigint (a week at a dear sign
-- overflowed an integer): create or replace cannot change it.
--
-- Plans: every statement here has one good plan whatever the point, radius or stay, so the function
-- keeps the generic plans (plan_cache_mode): PL/pgSQL otherwise plans a statement again on each
-- call while its generic plan is estimated dearer than the custom ones, which the strip index reads
-- were (their series of strips has no known length), and that planning cost a priced search at
-- 500 m a third of its time. JIT is off: a generic plan's estimates can pass JIT's threshold, and
-- compiling took half a second for a query of a millisecond.
drop function if exists public.nearby_parking_lots_ranked(numeric, numeric, integer, jsonb, integer);
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
  estimated_fee bigint,
  fee_complete boolean,
  leave_by text,
  next_amount bigint,
  rank integer
)
language plpgsql stable security definer
set search_path = public set enable_bitmapscan = off set plan_cache_mode = force_generic_plan set jit = off
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
  v_nearest boolean;  -- with a stay, sort=distance and no max_price: the price ranks nothing
  v_dlat double precision;
  v_dlng double precision;
  v_sin double precision;
  v_scale integer;
  v_sigs text[];
  -- the priced signatures (nearby_price_signatures), one element each
  v_p_sig text[];
  v_p_total bigint[];
  v_p_complete boolean[];
  v_p_leave_by text[];
  v_p_next bigint[];
  v_p_holds boolean[];
  -- leave_by of the page's signatures whose fee holds past the first window, from a day's walk
  v_l_sig text[];
  v_l_leave_by text[];
  v_l_next bigint[];
  v_page uuid[];       -- the page in rank order, and each of its lots' signature
  v_page_sig text[];
  v_need integer;
  v_g_all boolean;
  v_g_sigs text[];
  v_g_unpriced boolean;
  v_ids uuid[];
  v_ids_sig text[];
  v_n integer;
  v_dmax double precision;
  v_r double precision;
  v_scan_all_max integer;
  -- a small radius read whole: each lot's id, signature and distance
  v_c_id uuid[];
  v_c_sig text[];
  v_c_d double precision[];
  -- any filter on the lot itself (not on its price): read from the table, not the strip index
  v_lot_filters boolean;
  v_small boolean := false;
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
          raise exception 'max_price must be an integer from 0 to 999999999999.' using errcode = 'PK400', detail = '{"param": "max_price"}';
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
    -- Pricing costs time per day of the stay for every signature in the radius, so a search prices
    -- a week at most; a longer stay is estimated for one lot (calc-fee takes up to 366 days).
    if v_exit - v_entry > interval '7 days' then
      raise exception 'A search prices a stay of at most 7 days (exit_at - entry_at); estimate a longer stay for one lot with calc-fee.'
        using errcode = 'PK400', detail = '{"param": "exit_at"}';
    end if;
    if not exists (select 1 from pg_proc where proname = 'calc_parking_fee' and pronamespace = 'public'::regnamespace) then
      raise exception 'Fee estimates are not installed: max_price, entry_at and exit_at are not available.'
        using errcode = 'PK400', detail = jsonb_build_object('param', case when v_max_price is null then 'entry_at' else 'max_price' end)::text;
    end if;
  end if;
  -- open_now: each candidate's business hours, compiled in its pricing signature (hours_program),
  -- read inside the statements below; a function per lot ran a statement of its own per candidate.
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
           null::bigint, null::boolean, null::text, null::bigint, (row_number() over (order by n.d, n.id))::integer
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
    -- With a stay the work follows the distinct pricing signatures near the point, not the lots in
    -- the radius: each signature is priced once (nearby_price_signatures), and the page is read by
    -- index scans that stop at the limit, one per group of signatures that rank alike. Lots
    -- of one sign share its price, so within a group they rank nearest first, then by id, exactly
    -- as the order over every lot (price, then distance, then id) places them.
    v_nearest := v_sort = 'distance' and v_max_price is null;
    v_lot_filters := v_max_height is not null or v_tags is not null or v_vehicle.id is not null or v_open_now;
    if not v_nearest then
      -- Which signatures occur within the radius, without reading its lots: a skip scan of the cell
      -- index (migration 0151, cells of 0.01 or 0.1 degrees) over the cells the radius touches; or,
      -- where the box of cells would wrap (antimeridian, poles) or hold over 16 cells, the lots. A
      -- superset is harmless: a signature with no lot in the radius is priced and matches nothing.
      v_dlat := degrees(p_radius_m * 1.01 / 6371008.8) + 1e-6;
      v_sin := sin(p_radius_m * 1.01 / 6371008.8) / cos(radians(least(89.9, abs(v_lat) + v_dlat)));
      if v_sin < 0.9 and abs(v_lat) + v_dlat < 89 then
        v_dlng := degrees(asin(v_sin)) + 1e-6;
        if v_lng - v_dlng <= -180 or v_lng + v_dlng >= 180 then
          v_dlng := null;
        end if;
      end if;
      v_scale := case
        when v_dlng is null then null
        when (floor((v_lat + v_dlat) * 100) - floor((v_lat - v_dlat) * 100) + 1)
           * (floor((v_lng + v_dlng) * 100) - floor((v_lng - v_dlng) * 100) + 1) <= 16 then 100
        when (floor((v_lat + v_dlat) * 10) - floor((v_lat - v_dlat) * 10) + 1)
           * (floor((v_lng + v_dlng) * 10) - floor((v_lng - v_dlng) * 10) + 1) <= 16 then 10
      end;
      if v_scale is distinct from 10 then
        -- A small radius (cells of 0.01 degree fit it) holding few lots (at most 200; the setting
        -- parking.nearby_scan_all_max, read for the tests, changes that) is read whole and ranked in
        -- one pass: cheaper there than a scan per group, each of which would read most of the radius.
        -- A larger one is not even counted (its box scan alone cost 3 ms at 5 km on the bench data).
        -- What ranking needs of a lot (id, signature, point) is read from the strip index alone
        -- (lot_strips, migration 0152): a lot's row is a table page of its own, and reading the
        -- 150-200 pages of a 500 m radius was the largest part of the search. Only the page's lots
        -- are read from the table, at the end; filters on the lot itself, if any, read its row.
        v_scan_all_max := coalesce(nullif(current_setting('parking.nearby_scan_all_max', true), '')::integer, 200);
        select coalesce(array_agg(c.id), '{}'), coalesce(array_agg(c.sig), '{}'), coalesce(array_agg(c.d), '{}'),
               coalesce(array_agg(distinct c.sig) filter (where c.sig is not null), '{}')
          into v_c_id, v_c_sig, v_c_d, v_sigs
          from (select l.id, l.sig, l.d
                  from public.lot_strips(v_lat, v_lng, p_radius_m) st
                  cross join lateral (
                    select l.id, l.pricing_signature as sig, public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d
                      from public.parking_lots l
                     where floor(l.rep_lat * 1000)::integer = st.strip and l.rep_lng between st.lng_lo and st.lng_hi
                       and l.status = 'active'
                       and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
                       and (not v_lot_filters or exists (
                             select 1 from public.parking_lots f
                              where f.id = l.id
                                and (v_max_height is null or f.max_height_m is null or f.max_height_m >= v_max_height)
                                and (v_tags is null or f.tag_codes @> v_tags)
                                and (v_vehicle.id is null or public.parking_lot_fits_vehicle(f, v_vehicle, v_vehicle_admitted))
                                and (not v_open_now or public.lot_hours_program_open((select s.hours_program from public.pricing_signatures s where s.signature = f.pricing_signature), f.timezone, now(), array['business']))))
                    offset 0) l  -- offset 0: one index range per strip (joined, the planner may merge the whole index)
                 limit v_scan_all_max + 1) c;
        v_small := cardinality(v_c_id) <= v_scan_all_max;
      end if;
    end if;
    if not v_nearest and not v_small then
      if v_scale = 100 then
        with recursive cells as (
          select cy, cx
            from generate_series(floor((v_lat - v_dlat) * 100)::integer, floor((v_lat + v_dlat) * 100)::integer) cy,
                 generate_series(floor((v_lng - v_dlng) * 100)::integer, floor((v_lng + v_dlng) * 100)::integer) cx
        ), s(cy, cx, sig) as (
          select c.cy, c.cx,
                 (select min(l.pricing_signature) from public.parking_lots l
                   where l.status = 'active' and l.pricing_signature is not null
                     and floor(l.rep_lat * 100)::integer = c.cy and floor(l.rep_lng * 100)::integer = c.cx)
            from cells c
          union all
          select s.cy, s.cx,
                 (select min(l.pricing_signature) from public.parking_lots l
                   where l.status = 'active' and l.pricing_signature is not null
                     and floor(l.rep_lat * 100)::integer = s.cy and floor(l.rep_lng * 100)::integer = s.cx
                     and l.pricing_signature > s.sig)
            from s where s.sig is not null
        )
        select array_agg(distinct s.sig) into v_sigs from s where s.sig is not null;
      elsif v_scale = 10 then
        with recursive cells as (
          select cy, cx
            from generate_series(floor((v_lat - v_dlat) * 10)::integer, floor((v_lat + v_dlat) * 10)::integer) cy,
                 generate_series(floor((v_lng - v_dlng) * 10)::integer, floor((v_lng + v_dlng) * 10)::integer) cx
        ), s(cy, cx, sig) as (
          select c.cy, c.cx,
                 (select min(l.pricing_signature) from public.parking_lots l
                   where l.status = 'active' and l.pricing_signature is not null
                     and floor(l.rep_lat * 10)::integer = c.cy and floor(l.rep_lng * 10)::integer = c.cx)
            from cells c
          union all
          select s.cy, s.cx,
                 (select min(l.pricing_signature) from public.parking_lots l
                   where l.status = 'active' and l.pricing_signature is not null
                     and floor(l.rep_lat * 10)::integer = s.cy and floor(l.rep_lng * 10)::integer = s.cx
                     and l.pricing_signature > s.sig)
            from s where s.sig is not null
        )
        select array_agg(distinct s.sig) into v_sigs from s where s.sig is not null;
      else
        select array_agg(distinct l.pricing_signature) into v_sigs
          from public.parking_lots l
         where l.status = 'active'
           and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
           and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
           and l.pricing_signature is not null;
      end if;
      v_sigs := coalesce(v_sigs, '{}');
    end if;
    if not v_nearest then
      select coalesce(array_agg(p.signature), '{}'), coalesce(array_agg(p.total), '{}'), coalesce(array_agg(p.complete), '{}'),
             coalesce(array_agg(p.leave_by), '{}'), coalesce(array_agg(p.next_amount), '{}'), coalesce(array_agg(p.holds), '{}')
        into v_p_sig, v_p_total, v_p_complete, v_p_leave_by, v_p_next, v_p_holds
        from public.nearby_price_signatures(v_sigs, v_entry, v_exit, interval '2 hours') p;
    end if;

    -- The page: the groups in rank order, each read nearest first until the limit is filled (limit:
    -- what the page still needs), ordered by the reported distance and id, which keeps ties and the
    -- boundary exactly where the order over every lot puts them.
    if v_small then
      -- ranked from what the candidate read kept, without reading the lots again
      select coalesce(array_agg(r.id order by r.position), '{}'), coalesce(array_agg(r.sig order by r.position), '{}')
        into v_page, v_page_sig
        from (select c.id, c.sig,
                     row_number() over (order by case when v_sort = 'price' then not coalesce(p.complete, false) end,
                                                 case when v_sort = 'price' then p.total end,
                                                 c.d, c.id) as position
                from unnest(v_c_id, v_c_sig, v_c_d) c(id, sig, d)
                left join unnest(v_p_sig, v_p_total, v_p_complete) p(sig, total, complete) on p.sig = c.sig
               where v_max_price is null or (p.complete and p.total <= v_max_price)) r
       where r.position <= p_limit;
    else
      v_page := '{}';
      v_page_sig := '{}';
      v_need := p_limit;
      for v_g_all, v_g_sigs, v_g_unpriced in
        select true, null::text[], false where v_nearest
        union all (
          select false, g.sigs, g.unpriced
            from (
              -- sort=price: one group per price (complete first); sort=distance with max_price: one
              -- group of every signature within the price
              select array_agg(p.sig) as sigs, false as unpriced, bool_or(not p.complete) as incomplete, min(p.total) as total
                from unnest(v_p_sig, v_p_total, v_p_complete) p(sig, total, complete)
               where v_max_price is null or (p.complete and p.total <= v_max_price)
               group by case when v_sort = 'price' then not p.complete end, case when v_sort = 'price' then p.total end
              union all
              -- lots without a priced signature: incomplete and without a total, after every priced group
              select array(select s from unnest(v_sigs) s except select s from unnest(v_p_sig) s), true, true, null
               where v_max_price is null
            ) g
           where not v_nearest
           order by g.incomplete, g.total nulls last)
      loop
        exit when v_need = 0;
        if not v_lot_filters then
          -- From the strip index: the group's lots within a circle, grown until it holds what the
          -- page still needs or is the radius. Every lot of the group within the circle is read, so
          -- its nearest by the reported distance and id are exactly the radius's, and no table page
          -- is read (the KNN scan below read a row per lot it passed, 2.5 for each one kept at 5 km).
          -- The circle grows by the density it found, at least 1.5 and at most 4 times.
          v_r := least(p_radius_m, 500);
          loop
            select coalesce(array_agg(c.id order by c.d, c.id), '{}'), coalesce(array_agg(c.sig order by c.d, c.id), '{}'), count(*)
              into v_ids, v_ids_sig, v_n
              from (select l.id, l.sig, l.d
                      from public.lot_strips(v_lat, v_lng, v_r) st
                      cross join lateral (
                        select l.id, l.pricing_signature as sig, public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d
                          from public.parking_lots l
                         where floor(l.rep_lat * 1000)::integer = st.strip and l.rep_lng between st.lng_lo and st.lng_hi
                           and l.status = 'active'
                           and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= v_r
                           and (v_g_all or l.pricing_signature = any (v_g_sigs) or (v_g_unpriced and l.pricing_signature is null))
                        offset 0) l
                     order by l.d, l.id
                     limit v_need) c;
            exit when v_n = v_need or v_r >= p_radius_m;
            v_r := least(p_radius_m, v_r * greatest(1.5, least(4, 1.25 * sqrt(v_need::double precision / greatest(v_n, 1)))));
          end loop;
        else
          -- With filters on the lot itself every candidate's row is read anyway: nearest first by
          -- the ordered index scan, which stops at what the page needs.
          select coalesce(array_agg(c.id order by c.d, c.id), '{}'), coalesce(array_agg(c.sig order by c.d, c.id), '{}'), count(*), max(c.d)
            into v_ids, v_ids_sig, v_n, v_dmax
            from (select l.id, l.pricing_signature as sig, public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d
                    from public.parking_lots l
                   where l.status = 'active'
                     and public.lot_location_within(l.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
                     and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= p_radius_m
                     and (v_g_all or l.pricing_signature = any (v_g_sigs) or (v_g_unpriced and l.pricing_signature is null))
                     and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
                     and (v_tags is null or l.tag_codes @> v_tags)
                     and (v_vehicle.id is null or public.parking_lot_fits_vehicle(l, v_vehicle, v_vehicle_admitted))
                     and (not v_open_now or public.lot_hours_program_open((select s.hours_program from public.pricing_signatures s where s.signature = l.pricing_signature), l.timezone, now(), array['business']))
                   order by public.lot_location_order(l.location, v_lat, v_lng)
                   limit v_need) c;
          if v_n = v_need then
            -- the index orders by its own distance: the group's lots up to the farthest found,
            -- read again and ordered by the reported distance and id
            select array_agg(c.id order by c.d, c.id), array_agg(c.sig order by c.d, c.id)
              into v_ids, v_ids_sig
              from (select l.id, l.pricing_signature as sig, public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) as d
                      from public.parking_lots l
                     where l.status = 'active'
                       and public.lot_location_within(l.location, v_lat, v_lng, v_dmax * 1.01 + 1)
                       and public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng) <= v_dmax
                       and (v_g_all or l.pricing_signature = any (v_g_sigs) or (v_g_unpriced and l.pricing_signature is null))
                       and (v_max_height is null or l.max_height_m is null or l.max_height_m >= v_max_height)
                       and (v_tags is null or l.tag_codes @> v_tags)
                       and (v_vehicle.id is null or public.parking_lot_fits_vehicle(l, v_vehicle, v_vehicle_admitted))
                       and (not v_open_now or public.lot_hours_program_open((select s.hours_program from public.pricing_signatures s where s.signature = l.pricing_signature), l.timezone, now(), array['business']))
                     order by d, l.id
                     limit v_need) c;
          end if;
        end if;
        v_page := v_page || v_ids;
        v_page_sig := v_page_sig || v_ids_sig;
        v_need := v_need - v_n;
      end loop;
    end if;

    -- nearby_price_signatures is called with variables only: a subquery in its arguments keeps the
    -- planner from inlining it, and it is then planned again on every call (0.3 ms).
    if v_nearest then
      -- The price ranks and filters nothing: only the page's signatures are priced.
      v_sigs := array(select distinct s from unnest(v_page_sig) s where s is not null);
      select coalesce(array_agg(p.signature), '{}'), coalesce(array_agg(p.total), '{}'), coalesce(array_agg(p.complete), '{}'),
             coalesce(array_agg(p.leave_by), '{}'), coalesce(array_agg(p.next_amount), '{}'), coalesce(array_agg(p.holds), '{}')
        into v_p_sig, v_p_total, v_p_complete, v_p_leave_by, v_p_next, v_p_holds
        from public.nearby_price_signatures(v_sigs, v_entry, v_exit, interval '2 hours') p;
    end if;
    -- A shown lot whose fee holds for those 2 hours (a maximum reached) and stays complete is
    -- walked again, to a day past the exit (leave_by and next_amount stay null past that).
    if true = any (v_p_holds) then
      v_sigs := array(select h.sig from unnest(v_p_sig, v_p_holds) h(sig, holds) where h.holds and h.sig = any (v_page_sig));
      if v_sigs <> '{}' then
        select array_agg(p.signature), array_agg(p.leave_by), array_agg(p.next_amount)
          into v_l_sig, v_l_leave_by, v_l_next
          from public.nearby_price_signatures(v_sigs, v_entry, v_exit, interval '24 hours') p;
      end if;
    end if;

    -- The page's rows, each with its signature's price and leave_by.
    return query
    select l.id, l.name, l.address, l.rep_lat, l.rep_lng, round(public.sphere_distance_m(v_lat, v_lng, l.rep_lat, l.rep_lng)::numeric, 1)::double precision,
           round(l.rating_sum::numeric / nullif(l.review_count, 0), 2), l.review_count, l.main_image_url, l.tag_codes,
           case when p.complete then p.total end, coalesce(p.complete, false),
           case when p.holds then lg.leave_by else p.leave_by end, case when p.holds then lg.next_amount else p.next_amount end,
           pg.position::integer
      from unnest(v_page) with ordinality pg(id, position)
      join public.parking_lots l on l.id = pg.id
      left join unnest(v_p_sig, v_p_total, v_p_complete, v_p_leave_by, v_p_next, v_p_holds) p(sig, total, complete, leave_by, next_amount, holds)
        on p.sig = l.pricing_signature
      left join unnest(v_l_sig, v_l_leave_by, v_l_next) lg(sig, leave_by, next_amount) on lg.sig = l.pricing_signature
     order by pg.position;
  end if;
end
$$;
revoke execute on function public.nearby_parking_lots_ranked(numeric, numeric, integer, jsonb, integer) from public;
grant execute on function public.nearby_parking_lots_ranked(numeric, numeric, integer, jsonb, integer) to anon, authenticated, service_role;
