-- Nearest-first order on the location column, whichever geography migration 0010 installed, for an
-- ordered index scan. Plain SQL, so the planner inlines it and sees the <-> operator; with
-- earthdistance, <-> is the chord through the earth, in the same order as the distance along it.
do $$
declare
  v_postgis boolean := exists (select 1 from pg_extension where extname = 'postgis');
begin
  execute format($f$
    create or replace function public.lot_location_order(loc %s, p_lat double precision, p_lng double precision)
    returns double precision language sql immutable parallel safe
    as %L
  $f$,
    case when v_postgis then 'geography' else 'earth' end,
    case when v_postgis then 'select loc <-> st_setsrid(st_makepoint(p_lng, p_lat), 4326)::geography'
         else 'select loc <-> ll_to_earth(p_lat, p_lng)' end);
end
$$;
