-- Nearby search with a stay ranks the lots of a radius by their signature's price and their
-- distance, and needs of each lot only its id, signature and point: this index holds them, so
-- that the lots of a radius are read from it alone (an index-only scan) instead of from the table,
-- where each lot is a page of its own (issue 21 item 2). Keyed by strips of 0.001 degree of
-- latitude (about 111 m) and the longitude, so a radius is one range of longitudes per strip it
-- crosses (lot_strips). Plain btree expressions on rep_lat/rep_lng: the same on PostGIS and
-- earthdistance, PGlite and the server.
create index parking_lots_strip_lng on public.parking_lots
  ((floor(rep_lat * 1000)::integer), rep_lng) include (rep_lat, pricing_signature, id)
  where status = 'active';

-- nearby_price_signatures answers each signature's leave_by itself now (its file), with the window
-- as an argument: a new result type and argument list.
drop function if exists public.nearby_price_signatures(text[], timestamptz, timestamptz);
