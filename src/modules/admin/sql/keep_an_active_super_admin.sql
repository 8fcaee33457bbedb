-- At least one active Super Admin remains. Every write that takes Super Admin rights away queues on
-- one lock and counts only after the previous such write has committed (each statement of a
-- PL/pgSQL function reads a fresh snapshot under READ COMMITTED), so two Super Admins disabling each
-- other at the same moment cannot each count the other as the one who remains. SECURITY DEFINER:
-- the count must see every admin, not only those the caller's policies show.
create or replace function public.keep_an_active_super_admin() returns trigger
language plpgsql security definer set search_path = public
as $$
begin
  if old.status <> 'active' or not exists (select 1 from public.roles where id = old.role_id and role_code = 'super_admin') then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.status = 'active' and new.role_id = old.role_id then
    return null;
  end if;
  perform pg_advisory_xact_lock(7270301003);
  if not exists (
    select 1 from public.admins a join public.roles r on r.id = a.role_id
     where r.role_code = 'super_admin' and a.status = 'active'
  ) then
    raise exception 'At least one active Super Admin must remain.'
      using errcode = 'PK409',
            detail = case when tg_op = 'DELETE' then '{}'
                          when new.status <> old.status then '{"param": "status"}'
                          else '{"param": "role_id"}' end;
  end if;
  return null;
end
$$;

revoke execute on function public.keep_an_active_super_admin() from public;

create or replace trigger admins_keep_an_active_super_admin
  after update of status, role_id or delete on public.admins
  for each row execute function public.keep_an_active_super_admin();
