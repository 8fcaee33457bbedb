-- What a vehicle row must respect whatever writes it: a user keeps at most 10 live vehicles
-- (counted under a per-user lock, so that two concurrent registrations cannot both be the tenth),
-- and a vehicle deleted (softly) stops being the profile's default vehicle. The hard delete of the
-- withdrawal clears the default through the profile's foreign key.
-- After the row is written: the count includes it. Definer: counts every live vehicle of the user.
create or replace function public.user_vehicles_guard() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.deleted_at is null and (tg_op = 'INSERT' or old.deleted_at is not null) then
    perform pg_advisory_xact_lock(hashtext('public.user_vehicles'), hashtext(new.user_id::text));
    if (select count(*) from public.user_vehicles v where v.user_id = new.user_id and v.deleted_at is null) > 10 then
      raise exception 'A user keeps at most 10 vehicles: delete one before registering another.'
        using errcode = 'PK400', detail = '{"param": null, "limit": 10}';
    end if;
  elsif tg_op = 'UPDATE' and new.deleted_at is not null and old.deleted_at is null then
    update public.profiles p set default_vehicle_id = null where p.user_id = new.user_id and p.default_vehicle_id = new.id;
  end if;
  return null;
end
$$;
revoke execute on function public.user_vehicles_guard() from public;
create or replace trigger user_vehicles_guard after insert or update of deleted_at on public.user_vehicles
  for each row execute function public.user_vehicles_guard();
