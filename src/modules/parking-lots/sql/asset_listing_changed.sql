-- An asset's URL changed: the lots showing it as their image follow.
create or replace function public.asset_listing_changed() returns trigger
language plpgsql security definer set search_path = public
as $$
begin
  perform public.refresh_parking_lot_listings(array(
    select distinct i.parking_lot_id from public.parking_lot_images i join new_rows n on n.id = i.asset_id));
  return null;
end
$$;
create or replace trigger assets_listing_update after update on public.assets referencing new table as new_rows
  for each statement execute function public.asset_listing_changed();
