-- A [lng, lat] pair: exactly two numbers, longitude first, both in range (nested IFs, as
-- is_parking_lot_geometry).
create or replace function public.is_lng_lat(p jsonb) returns boolean
language plpgsql immutable strict parallel safe
as $$
begin
  if jsonb_typeof(p) <> 'array' then return false; end if;
  if jsonb_array_length(p) <> 2 or jsonb_typeof(p->0) <> 'number' or jsonb_typeof(p->1) <> 'number' then return false; end if;
  return (p->>0)::float8 between -180 and 180 and (p->>1)::float8 between -90 and 90;
end
$$;
