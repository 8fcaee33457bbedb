-- GET /v1/sponsors/nearby: active sponsors within p_radius_m of a point, nearest first, with the
-- distance in metres. The same geography as nearby_parking_lots: the index-backed candidate test and
-- order of whichever extension migration 0010 installed (lot_location_within, lot_location_order,
-- which take any location column of that type), and sphere_distance_m for the radius and the
-- reported distance, so PostGIS and earthdistance give the same rows.
--
-- Security definer for the same reason as the lot search: under row-level security the planner may
-- not use the geographic index (its operators are not leakproof). It reads only what the public may
-- read: active sponsors and their logos' public URLs. checked_in_today is the caller's own (null
-- for an anonymous caller).
create or replace function public.nearby_sponsors(
  p_lat numeric,
  p_lng numeric,
  p_radius_m integer default 500,
  p_limit integer default 50
) returns table (
  id uuid,
  name text,
  description text,
  benefit text,
  address text,
  lat double precision,
  lng double precision,
  checkin_radius_m integer,
  checkin_exp integer,
  logo_url text,
  website_url text,
  distance_m double precision,
  checked_in_today boolean
)
language plpgsql stable security definer set search_path = public set enable_bitmapscan = off
as $$
#variable_conflict use_column
declare
  v_lat double precision := p_lat;
  v_lng double precision := p_lng;
  v_user uuid := auth.uid();
  v_today date := (now() at time zone 'Asia/Tokyo')::date;
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

  return query
  select n.id, n.name, n.description, n.benefit, n.address, n.lat, n.lng, n.checkin_radius_m, n.checkin_exp,
         (select a.public_url from public.assets a where a.id = n.logo_asset_id), n.website_url,
         round(n.d::numeric, 1)::double precision,
         case when v_user is null then null
              else exists (select 1 from public.sponsor_checkins c
                            where c.sponsor_id = n.id and c.user_id = v_user and c.local_date = v_today) end
    from (
      select s.id, s.name, s.description, s.benefit, s.address, s.lat, s.lng, s.checkin_radius_m, s.checkin_exp,
             s.logo_asset_id, s.website_url, public.sphere_distance_m(v_lat, v_lng, s.lat, s.lng) as d
        from public.sponsors s
       where s.status = 'active'
         and public.lot_location_within(s.location, v_lat, v_lng, p_radius_m * 1.01 + 1)
         and public.sphere_distance_m(v_lat, v_lng, s.lat, s.lng) <= p_radius_m
       order by public.lot_location_order(s.location, v_lat, v_lng)
       limit p_limit
    ) n
   order by n.d, n.id;
end
$$;
revoke execute on function public.nearby_sponsors(numeric, numeric, integer, integer) from public;
grant execute on function public.nearby_sponsors(numeric, numeric, integer, integer) to anon, authenticated, service_role;
