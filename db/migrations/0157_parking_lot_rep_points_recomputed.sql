-- parking_lot_geometry_point now works relative to a shape's first vertex: a small area's
-- centroid was lost to rounding on raw degrees (a 10 m square in Shinjuku placed 340 m west of
-- itself), and a line or area across the antimeridian was placed at longitude 0. rep_lat, rep_lng
-- and location are stored generated columns, which a new function body does not recompute:
-- writing geometry does. Points are left alone (their representative point is the point). The
-- user triggers are off: no field of the lot changes, so updated_at does not move.
alter table public.parking_lots disable trigger user;
update public.parking_lots set geometry = geometry
 where geometry->>'shape_type' in ('line', 'area');
alter table public.parking_lots enable trigger user;
