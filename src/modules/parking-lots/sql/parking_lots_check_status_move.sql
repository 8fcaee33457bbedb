-- Status moves (3.1, api-decisions): admins may set any status; anyone else (an owner) may only
-- move between draft and pending, and only away from draft, pending or rejected.
create or replace function public.parking_lots_check_status_move() returns trigger
language plpgsql
as $$
begin
  if current_user = 'authenticated' and not public.has_permission('parking.edit') then
    if old.status not in ('draft', 'pending', 'rejected') or new.status not in ('draft', 'pending') then
      raise exception 'An owner cannot move a lot from % to %.', old.status, new.status
        using errcode = 'PK409', detail = '{"param": "parking_lot"}';
    end if;
  end if;
  return new;
end
$$;
create or replace trigger parking_lots_status_move before update of status on public.parking_lots
  for each row when (old.status is distinct from new.status) execute function public.parking_lots_check_status_move();
