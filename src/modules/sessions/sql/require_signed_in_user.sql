-- The caller's user id; a caller who is not signed in is refused (42501, forbidden at the API).
create or replace function public.require_signed_in_user() returns uuid
language plpgsql stable
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  return v_user;
end
$$;
revoke execute on function public.require_signed_in_user() from public;
