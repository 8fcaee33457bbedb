-- Once per statement, for every lot the statement touched (a bundle writing 100 tags refreshes its
-- lot once). Security definer: a reviewer or an owner changes the lot's listing, not the lot.
create or replace function public.parking_lot_part_changed() returns trigger
language plpgsql security definer set search_path = public
as $$
begin
  if tg_op = 'INSERT' then
    perform public.refresh_parking_lot_listings(array(select distinct parking_lot_id from new_rows));
  elsif tg_op = 'UPDATE' then
    perform public.refresh_parking_lot_listings(array(select parking_lot_id from new_rows union select parking_lot_id from old_rows));
  else
    perform public.refresh_parking_lot_listings(array(select distinct parking_lot_id from old_rows));
  end if;
  return null;
end
$$;
do $$
declare
  part text;
begin
  foreach part in array array['parking_lot_tags', 'parking_lot_images', 'parking_lot_reviews'] loop
    execute format('create or replace trigger %1$s_listing_insert after insert on public.%1$s referencing new table as new_rows
                      for each statement execute function public.parking_lot_part_changed()', part);
    execute format('create or replace trigger %1$s_listing_update after update on public.%1$s referencing old table as old_rows new table as new_rows
                      for each statement execute function public.parking_lot_part_changed()', part);
    execute format('create or replace trigger %1$s_listing_delete after delete on public.%1$s referencing old table as old_rows
                      for each statement execute function public.parking_lot_part_changed()', part);
  end loop;
end
$$;
