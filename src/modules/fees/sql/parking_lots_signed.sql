-- New lots get their pricing signature (pricing_parts_changed keeps it as rules and hours change).
create or replace function public.parking_lots_signed() returns trigger
language plpgsql security definer
set search_path = public
as $$
begin
  perform public.refresh_pricing_signatures(array(select id from new_rows));
  return null;
end
$$;
create or replace trigger parking_lots_signed_insert after insert on public.parking_lots
  referencing new table as new_rows for each statement execute function public.parking_lots_signed();
