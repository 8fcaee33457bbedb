-- ParkingLotGeometry: {shape_type, point | line | area}, nothing else, every coordinate in range,
-- lines of at least 2 points, polygons of closed rings of at least 4 points.
-- A CHECK constraint of parking_lots: strict (a null column passes), and written as nested IFs
-- because SQL does not promise to evaluate AND/OR operands in order.
create or replace function public.is_parking_lot_geometry(g jsonb) returns boolean
language plpgsql immutable strict parallel safe
as $$
declare
  shape text;
  part jsonb;
  ring jsonb;
  pair jsonb;
begin
  if jsonb_typeof(g) <> 'object' then return false; end if;
  if jsonb_typeof(g->'shape_type') is distinct from 'string' then return false; end if;
  shape := g->>'shape_type';
  if shape not in ('point', 'line', 'area') then return false; end if;
  if not public.has_exactly_keys(g, array['shape_type', shape]) then return false; end if;
  part := g->shape;
  if shape = 'point' then
    if not public.has_exactly_keys(part, array['lat', 'lng']) then return false; end if;
    return public.is_lng_lat(jsonb_build_array(part->'lng', part->'lat'));
  end if;
  if not public.has_exactly_keys(part, array['coordinates', 'type']) then return false; end if;
  if jsonb_typeof(part->'coordinates') <> 'array' then return false; end if;
  if part->>'type' is distinct from (array['LineString', 'Polygon'])[array_position(array['line', 'area'], shape)] then
    return false;
  end if;
  if shape = 'line' then
    if jsonb_array_length(part->'coordinates') < 2 then return false; end if;
    for pair in select jsonb_array_elements(part->'coordinates') loop
      if not public.is_lng_lat(pair) then return false; end if;
    end loop;
    return true;
  end if;
  if jsonb_array_length(part->'coordinates') < 1 then return false; end if;
  for ring in select jsonb_array_elements(part->'coordinates') loop
    if jsonb_typeof(ring) <> 'array' then return false; end if;
    if jsonb_array_length(ring) < 4 then return false; end if;
    for pair in select jsonb_array_elements(ring) loop
      if not public.is_lng_lat(pair) then return false; end if;
    end loop;
    if ring->0 <> ring->-1 then return false; end if;
  end loop;
  return true;
end
$$;
