-- The caller's owner profile, when it is active (a suspended owner writes nothing and sees no lots).
create or replace function public.current_owner_id() returns uuid
language sql stable security definer set search_path = public
as $$
  select id from public.owners where user_id = auth.uid() and status = 'active'
$$;
revoke execute on function public.current_owner_id() from public;
grant execute on function public.current_owner_id() to authenticated, service_role;
