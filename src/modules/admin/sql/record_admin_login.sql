-- An admin's own sign-in time, without giving admins write access to their own row (role_id!).
create or replace function public.record_admin_login(p_at timestamptz) returns void
language sql volatile security definer set search_path = public
as $$
  update public.admins set last_login_at = p_at
   where user_id = auth.uid() and status = 'active' and (last_login_at is null or last_login_at < p_at)
$$;
revoke execute on function public.record_admin_login(timestamptz) from public;
grant execute on function public.record_admin_login(timestamptz) to authenticated, service_role;
