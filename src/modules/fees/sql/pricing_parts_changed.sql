-- Statement-level, with the changed rows: a bundle replacing 100 rules refreshes its lot once. The
-- trigger functions are definers because the writer (an owner, an admin) cannot write the signature.
create or replace function public.pricing_parts_changed() returns trigger
language plpgsql security definer
set search_path = public
as $$
declare
  v_lots uuid[];
begin
  -- An update may move a row to another lot: both the old and the new lot change.
  if tg_op = 'INSERT' then
    v_lots := array(select distinct parking_lot_id from new_rows);
  elsif tg_op = 'DELETE' then
    v_lots := array(select distinct parking_lot_id from old_rows);
  else
    v_lots := array(select parking_lot_id from old_rows union select parking_lot_id from new_rows);
  end if;
  -- Lock the lots first, so that concurrent writers of one lot's parts take turns; the refresh is
  -- then its own statement, with a snapshot that sees the writer that went before.
  perform 1 from public.parking_lots where id = any (v_lots) order by id for update;
  perform public.refresh_pricing_signatures(v_lots);
  return null;
end
$$;
create or replace trigger pricing_rules_signed_insert after insert on public.parking_lot_pricing_rules
  referencing new table as new_rows for each statement execute function public.pricing_parts_changed();
create or replace trigger pricing_rules_signed_update after update on public.parking_lot_pricing_rules
  referencing old table as old_rows new table as new_rows for each statement execute function public.pricing_parts_changed();
create or replace trigger pricing_rules_signed_delete after delete on public.parking_lot_pricing_rules
  referencing old table as old_rows for each statement execute function public.pricing_parts_changed();
create or replace trigger hours_signed_insert after insert on public.parking_lot_hours
  referencing new table as new_rows for each statement execute function public.pricing_parts_changed();
create or replace trigger hours_signed_update after update on public.parking_lot_hours
  referencing old table as old_rows new table as new_rows for each statement execute function public.pricing_parts_changed();
create or replace trigger hours_signed_delete after delete on public.parking_lot_hours
  referencing old table as old_rows for each statement execute function public.pricing_parts_changed();
