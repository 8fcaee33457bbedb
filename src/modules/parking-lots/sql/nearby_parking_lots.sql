-- The contract's nearby_parking_lots (4.6): arguments and row exactly as specified.
create or replace function public.nearby_parking_lots(
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
  tags text[]
)
-- Invoker rights and no SET: the ranked function is the definer; a second definer layer cost 0.3 ms
-- a call in function-call overhead.
language sql stable
as $$
  select r.id, r.name, r.address, r.lat, r.lng, r.distance_m, r.avg_rating, r.review_count, r.main_image, r.tags
    from public.nearby_parking_lots_ranked(p_lat, p_lng, p_radius_m, p_filters, p_limit) r
   order by r.rank
$$;
revoke execute on function public.nearby_parking_lots(numeric, numeric, integer, jsonb, integer) from public;
grant execute on function public.nearby_parking_lots(numeric, numeric, integer, jsonb, integer) to anon, authenticated, service_role;
