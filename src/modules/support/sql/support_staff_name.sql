-- The name of an active admin who works support (holds support.view), for the support screens:
-- assignees and reply authors. Support staff cannot read the admins table (admins.view), and need
-- not: this shows them a colleague's name, and nothing of anyone else. Null for anyone else, and
-- for a caller without support.view. SECURITY DEFINER to look past the admins policies.
create or replace function public.support_staff_name(p_admin_id uuid) returns text
language sql stable security definer set search_path = public
as $$
  select a.name
    from public.admins a
   where a.id = p_admin_id
     and a.status = 'active'
     and public.has_permission('support.view')
     and exists (select 1 from public.role_permissions rp where rp.role_id = a.role_id and rp.permission_key = 'support.view')
$$;
revoke execute on function public.support_staff_name(uuid) from public;
grant execute on function public.support_staff_name(uuid) to authenticated, service_role;
