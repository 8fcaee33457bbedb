-- Great-circle distance in metres on a sphere of the mean earth radius, as PostGIS's sphere distance:
-- the one formula that decides a search radius and the reported distance_m on every database.
create or replace function public.sphere_distance_m(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
returns double precision
language sql immutable parallel safe
as $$
  select 2 * 6371008.8 * asin(least(1, sqrt(
    sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2)))
$$;
revoke execute on function public.sphere_distance_m(double precision, double precision, double precision, double precision) from public;
grant execute on function public.sphere_distance_m(double precision, double precision, double precision, double precision) to anon, authenticated, service_role;
