-- The caller's standing, for policies. SECURITY DEFINER so that a policy on admins can ask about
-- admins without recursing into its own policy.
create or replace function public.is_active_admin() returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (select 1 from public.admins where user_id = auth.uid() and status = 'active')
$$;
revoke execute on function public.is_active_admin() from public;
grant execute on function public.is_active_admin() to authenticated, service_role;
