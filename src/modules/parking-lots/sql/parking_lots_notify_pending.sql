-- A lot reaching pending through its owner is waiting for review: tell the admins (draft is not).
create or replace function public.parking_lots_notify_pending() returns trigger
language plpgsql security definer set search_path = public
as $$
begin
  if (tg_op = 'INSERT' or old.status is distinct from 'pending')
     and exists (select 1 from public.owners where user_id = auth.uid())
     and not public.has_permission('parking.edit') then
    perform public.notify_admins('new_parking', 'parking.view', new.id, null,
      jsonb_build_object('parking_lot_id', new.id, 'name', new.name, 'previous_status', case when tg_op = 'UPDATE' then old.status end));
  end if;
  return null;
end
$$;
create or replace trigger parking_lots_notify_pending after insert or update of status on public.parking_lots
  for each row when (new.status = 'pending') execute function public.parking_lots_notify_pending();
