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
