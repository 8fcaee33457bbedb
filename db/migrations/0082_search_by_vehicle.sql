-- Lot search takes the caller's vehicle (issue 12 item 4): search_parking_lots gained p_vehicle_id,
-- which is a new signature for PostgreSQL; the old one goes (docs/database.md rule 3).
drop function if exists public.search_parking_lots(text, text[], text[], text[], text[], numeric, numeric, numeric, numeric, integer, text, uuid, integer);
