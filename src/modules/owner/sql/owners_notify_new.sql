-- A new owner registered: tell the admins who may see owners.
create or replace function public.owners_notify_new() returns trigger
language plpgsql security definer set search_path = public
as $$
begin
  perform public.notify_admins('new_owner', 'owners.view', null, new.id,
    jsonb_build_object('owner_id', new.id, 'display_name', new.display_name));
  return null;
end
$$;
create or replace trigger owners_notify_new after insert on public.owners for each row execute function public.owners_notify_new();
