-- The ranges of the strip index (migration 0152: strips of 0.001 degree of latitude, then the
-- longitude) that hold every point within p_m metres of (p_lat, p_lng) by sphere_distance_m: the
-- strips from the southernmost to the northernmost latitude the circle reaches, each with the
-- longitudes of the circle's bounding box. A superset, as lot_location_within's box is (1% and a
-- metre wider, and a micro-degree either side against rounding); the exact test stays
-- sphere_distance_m. The box's half-width is asin(sin(d) / cos(lat)) at the latitude farthest from
-- the equator that the circle reaches, which is at least the circle's; where that is undefined or
-- wide (the circle near a pole) the strips take every longitude, and across the antimeridian a
-- strip has two ranges.
create or replace function public.lot_strips(p_lat double precision, p_lng double precision, p_m double precision)
returns table (strip integer, lng_lo double precision, lng_hi double precision)
language sql immutable parallel safe
as $$
  with b as (
    select degrees((p_m * 1.01 + 1) / 6371008.8) + 1e-6 as dlat,
           sin((p_m * 1.01 + 1) / 6371008.8) as s
  ), w as (
    select b.dlat,
           case when abs(p_lat) + b.dlat < 89 and b.s / cos(radians(abs(p_lat) + b.dlat)) < 0.9
                then degrees(asin(b.s / cos(radians(abs(p_lat) + b.dlat)))) + 1e-6 end as dlng
      from b
  ), r(lo, hi) as (
    select -180::double precision, 180::double precision from w where w.dlng is null
    union all
    select greatest(p_lng - w.dlng, -180), least(p_lng + w.dlng, 180) from w where w.dlng is not null
    union all
    select p_lng - w.dlng + 360, 180 from w where p_lng - w.dlng < -180
    union all
    select -180, p_lng + w.dlng - 360 from w where p_lng + w.dlng > 180
  )
  select s.strip, r.lo, r.hi
    from w
    cross join generate_series(greatest(floor((p_lat - w.dlat) * 1000)::integer, -90000),
                               least(floor((p_lat + w.dlat) * 1000)::integer, 90000)) s(strip)
    cross join r
$$;
revoke execute on function public.lot_strips(double precision, double precision, double precision) from public;
