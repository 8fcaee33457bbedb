-- Admin accounts: the role ceiling, the last Super Admin, and pending admins (issue 10, items 4, 5, 8).
-- The API checks each rule first and answers with a reason; the policies and the trigger here refuse
-- the same writes whatever route, script or bug sends them.

-- Pending: committed before the identity provider is called (which cannot join a transaction), so a
-- failure there leaves a row that a retry of the create finishes or removes. A pending admin has no
-- identity user yet, and every other admin has one. provisioning_attempt names the create request
-- that may link it: a newer retry takes over, and an older one still running loses the link.
alter table public.admins drop constraint admins_status_check;
alter table public.admins
  add constraint admins_status_check check (status in ('active', 'disabled', 'pending')),
  add column provisioning_attempt uuid,
  add constraint admins_linked_unless_pending check ((status = 'pending') = (user_id is null)),
  add constraint admins_attempt_only_while_pending check (provisioning_attempt is null or status = 'pending');

-- Whether the caller may grant this role, and so create, change, disable or reset the admins who
-- hold it: a Super Admin any role; anyone else only a role whose every key they hold themselves,
-- and never Super Admin.
create or replace function public.can_grant_role(p_role_id uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (
    select 1
      from public.admins me
      join public.roles mine on mine.id = me.role_id
     where me.user_id = auth.uid() and me.status = 'active'
       and (mine.role_code = 'super_admin'
            or (not exists (select 1 from public.roles r where r.id = p_role_id and r.role_code = 'super_admin')
                and not exists (
                  select 1
                    from public.role_permissions granted
                   where granted.role_id = p_role_id
                     and not exists (select 1 from public.role_permissions held
                                      where held.role_id = me.role_id and held.permission_key = granted.permission_key)))))
$$;

revoke execute on function public.can_grant_role(uuid) from public;
grant execute on function public.can_grant_role(uuid) to authenticated, service_role;

-- Restrictive: these narrow the permissive admins.edit / roles.edit policies of 0006, they add no access.
create policy admins_role_ceiling_insert on public.admins as restrictive for insert to authenticated
  with check (public.can_grant_role(role_id));
create policy admins_role_ceiling_update on public.admins as restrictive for update to authenticated
  using (public.can_grant_role(role_id)) with check (public.can_grant_role(role_id));
-- Admins are disabled, never deleted; only a pending one that cannot be finished is removed.
create policy admins_delete_only_pending on public.admins as restrictive for delete to authenticated
  using (status = 'pending' and public.can_grant_role(role_id));
grant delete on public.admins to authenticated;

create policy role_permissions_ceiling_insert on public.role_permissions as restrictive for insert to authenticated
  with check (public.has_permission(permission_key));
create policy role_permissions_ceiling_update on public.role_permissions as restrictive for update to authenticated
  using (public.can_grant_role(role_id)) with check (public.has_permission(permission_key));
create policy role_permissions_ceiling_delete on public.role_permissions as restrictive for delete to authenticated
  using (public.can_grant_role(role_id));

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

create trigger admins_keep_an_active_super_admin
  after update of status, role_id or delete on public.admins
  for each row execute function public.keep_an_active_super_admin();
