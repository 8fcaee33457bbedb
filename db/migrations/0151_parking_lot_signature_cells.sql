-- Nearby search with a stay prices each pricing signature in the radius once
-- (nearby_parking_lots_ranked). These indexes answer "which signatures lie in these cells" by a skip
-- scan (one probe per cell and signature) instead of reading every lot in the radius: cells of
-- 0.01 degree (about 1 km) for small radii, 0.1 degree for large ones. Plain btree expressions on
-- rep_lat/rep_lng, so the same on PostGIS and earthdistance, PGlite and the server.
create index parking_lots_signature_cell_001 on public.parking_lots
  ((floor(rep_lat * 100)::integer), (floor(rep_lng * 100)::integer), pricing_signature)
  where status = 'active' and pricing_signature is not null;
create index parking_lots_signature_cell_01 on public.parking_lots
  ((floor(rep_lat * 10)::integer), (floor(rep_lng * 10)::integer), pricing_signature)
  where status = 'active' and pricing_signature is not null;
