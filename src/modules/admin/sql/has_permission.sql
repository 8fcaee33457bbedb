-- Whether the caller is an active admin whose role grants the permission key. SECURITY DEFINER, as
-- is_active_admin.
create or replace function public.has_permission(p_key text) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (
    select 1
      from public.admins a
      join public.role_permissions rp on rp.role_id = a.role_id
     where a.user_id = auth.uid() and a.status = 'active' and rp.permission_key = p_key)
$$;
revoke execute on function public.has_permission(text) from public;
grant execute on function public.has_permission(text) to authenticated, service_role;
