-- The lot's own fields that its price reads (time zone, maximum stay) changed: sign it again.
create or replace function public.parking_lot_pricing_settings_changed() returns trigger
language plpgsql security definer
set search_path = public
as $$
begin
  perform public.refresh_pricing_signatures(array[new.id]);
  return null;
end
$$;
create or replace trigger parking_lots_signed_update after update of timezone, max_parking_duration_min on public.parking_lots
  for each row when (old.timezone is distinct from new.timezone or old.max_parking_duration_min is distinct from new.max_parking_duration_min)
  execute function public.parking_lot_pricing_settings_changed();
