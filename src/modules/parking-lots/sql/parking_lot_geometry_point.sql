-- The representative point search uses (x = lng, y = lat): the point itself; the middle of a line
-- by length (east-west distances scaled by the cosine of the latitude, as on the ground); the
-- centroid of a polygon's outer ring (the vertex average when the ring encloses no area).
--
-- Lines and rings are taken relative to their first vertex. A lot spans far less than 180° of
-- longitude, so each other vertex is the one within 180° east or west of the first: a lot across
-- the antimeridian (179.99 and -179.99) is 0.02° wide there, not 359.98° wide around the globe with
-- its middle at longitude 0; the result is brought back into [-180, 180]. And the shoelace sums on
-- raw degrees (products near 139.7 × 35.7 whose differences give the area) lost a small lot to
-- rounding: a 10 m square in Shinjuku came out 340 m west of itself. Offsets from the first vertex
-- keep the digits that matter.
create or replace function public.parking_lot_geometry_point(g jsonb) returns point
language plpgsql immutable strict parallel safe
as $$
declare
  shape text := g->>'shape_type';
  pts float8[][];
  n int;
  x0 float8;
  y0 float8;
  k float8;
  total float8 := 0;
  seg float8;
  half float8;
  walked float8 := 0;
  cross_ float8;
  a float8 := 0;
  cx float8 := 0;
  cy float8 := 0;
  x float8;
  y float8;
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
  x0 := pts[1][1];
  y0 := pts[1][2];
  for i in 1 .. n loop
    pts[i][1] := pts[i][1] - x0;
    pts[i][1] := pts[i][1] - 360 * round(pts[i][1] / 360);
    pts[i][2] := pts[i][2] - y0;
  end loop;
  if shape = 'line' then
    k := cos(radians(y0));
    for i in 1 .. n - 1 loop
      total := total + sqrt(((pts[i + 1][1] - pts[i][1]) * k) ^ 2 + (pts[i + 1][2] - pts[i][2]) ^ 2);
    end loop;
    x := pts[n][1];
    y := pts[n][2];
    if total = 0 then
      x := 0;
      y := 0;
    else
      half := total / 2;
      for i in 1 .. n - 1 loop
        seg := sqrt(((pts[i + 1][1] - pts[i][1]) * k) ^ 2 + (pts[i + 1][2] - pts[i][2]) ^ 2);
        if walked + seg >= half and seg > 0 then
          x := pts[i][1] + (pts[i + 1][1] - pts[i][1]) * (half - walked) / seg;
          y := pts[i][2] + (pts[i + 1][2] - pts[i][2]) * (half - walked) / seg;
          exit;
        end if;
        walked := walked + seg;
      end loop;
    end if;
  else
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
      x := cx / (n - 1);
      y := cy / (n - 1);
    else
      x := cx / (3 * a);
      y := cy / (3 * a);
    end if;
  end if;
  x := x0 + x;
  if x > 180 then
    x := x - 360;
  elsif x < -180 then
    x := x + 360;
  end if;
  return point(x, y0 + y);
end
$$;
