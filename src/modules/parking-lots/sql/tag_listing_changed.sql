-- The master data a listing shows: a tag renamed, reordered or retired (asset_listing_changed: an
-- image moved).
create or replace function public.tag_listing_changed() returns trigger
language plpgsql security definer set search_path = public
as $$
begin
  perform public.refresh_parking_lot_listings(array(
    select distinct lt.parking_lot_id from public.parking_lot_tags lt join new_rows n on n.id = lt.tag_id));
  return null;
end
$$;
create or replace trigger tags_listing_update after update on public.tags referencing new table as new_rows
  for each statement execute function public.tag_listing_changed();
