-- Index-backed candidate test on the location column, whichever geography migration 0010 installed:
-- a bounding box a little larger than the radius (the exact test is sphere_distance_m). Plain SQL, so
-- the planner inlines it and sees the indexable operator. For PostGIS the box alone (&&), not
-- ST_DWithin, whose exact spheroid test on every candidate cost more than half of a 500 m search; for
-- earthdistance, earth_box uses its larger radius, so the box still holds every candidate.
do $$
declare
  v_postgis boolean := exists (select 1 from pg_extension where extname = 'postgis');
begin
  execute format($f$
    create or replace function public.lot_location_within(loc %s, p_lat double precision, p_lng double precision, p_m double precision)
    returns boolean language sql immutable parallel safe
    as %L
  $f$,
    case when v_postgis then 'geography' else 'earth' end,
    case when v_postgis then 'select loc && _st_expand(st_setsrid(st_makepoint(p_lng, p_lat), 4326)::geography, p_m)'
         else 'select earth_box(ll_to_earth(p_lat, p_lng), p_m) @> loc' end);
end
$$;
