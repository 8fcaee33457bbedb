-- The representative point search uses (x = lng, y = lat): the point itself; the middle of a line
-- by length (east-west distances scaled by the cosine of the latitude, as on the ground); the
-- centroid of a polygon's outer ring (the vertex average when the ring encloses no area).
create or replace function public.parking_lot_geometry_point(g jsonb) returns point
language plpgsql immutable strict parallel safe
as $$
declare
  shape text := g->>'shape_type';
  pts float8[][];
  n int;
  k float8;
  total float8 := 0;
  seg float8;
  half float8;
  walked float8 := 0;
  cross_ float8;
  a float8 := 0;
  cx float8 := 0;
  cy float8 := 0;
  i int;
begin
  if jsonb_typeof(g) <> 'object' then
    return null;
  end if;
  if shape = 'point' then
    return point((g->'point'->>'lng')::float8, (g->'point'->>'lat')::float8);
  end if;
  select array_agg(array[(e->>0)::float8, (e->>1)::float8] order by o)
    into pts
    from jsonb_array_elements(case shape when 'line' then g->'line'->'coordinates' else g->'area'->'coordinates'->0 end)
         with ordinality as x(e, o);
  n := coalesce(array_length(pts, 1), 0);
  if n = 0 then
    return null;
  end if;
  if shape = 'line' then
    k := cos(radians(pts[1][2]));
    for i in 1 .. n - 1 loop
      total := total + sqrt(((pts[i + 1][1] - pts[i][1]) * k) ^ 2 + (pts[i + 1][2] - pts[i][2]) ^ 2);
    end loop;
    if total = 0 then
      return point(pts[1][1], pts[1][2]);
    end if;
    half := total / 2;
    for i in 1 .. n - 1 loop
      seg := sqrt(((pts[i + 1][1] - pts[i][1]) * k) ^ 2 + (pts[i + 1][2] - pts[i][2]) ^ 2);
      if walked + seg >= half and seg > 0 then
        return point(pts[i][1] + (pts[i + 1][1] - pts[i][1]) * (half - walked) / seg,
                     pts[i][2] + (pts[i + 1][2] - pts[i][2]) * (half - walked) / seg);
      end if;
      walked := walked + seg;
    end loop;
    return point(pts[n][1], pts[n][2]);
  end if;
  -- Shoelace centroid of the closed outer ring (its last point repeats the first).
  for i in 1 .. n - 1 loop
    cross_ := pts[i][1] * pts[i + 1][2] - pts[i + 1][1] * pts[i][2];
    a := a + cross_;
    cx := cx + (pts[i][1] + pts[i + 1][1]) * cross_;
    cy := cy + (pts[i][2] + pts[i + 1][2]) * cross_;
  end loop;
  if abs(a) < 1e-15 then
    cx := 0;
    cy := 0;
    for i in 1 .. n - 1 loop
      cx := cx + pts[i][1];
      cy := cy + pts[i][2];
    end loop;
    return point(cx / (n - 1), cy / (n - 1));
  end if;
  return point(cx / (3 * a), cy / (3 * a));
end
$$;
