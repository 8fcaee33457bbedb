-- The external provider's question: there are no local sessions, so a withdrawal or a ban recorded
-- here (admin_set_user_ban sets the mirrored row's banned_until in the admin's transaction, then tells
-- the provider, which refuses refresh and sign-in) refuses the user's tokens at once. A user seen
-- for the first time is mirrored.
create or replace function auth.require_live_external_user(p_user_id uuid) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_withdrawn boolean;
  v_banned_until timestamptz;
begin
  select u.deleted_at is not null or coalesce(p.status = 'withdrawn', false), u.banned_until
    into v_withdrawn, v_banned_until
    from auth.users u
    left join public.profiles p on p.user_id = u.id
   where u.id = p_user_id;
  if not found then
    perform auth.mirror_external_user(p_user_id);
  elsif v_withdrawn then
    raise exception using errcode = 'PK401', message = 'This account has been withdrawn.', detail = '{"reason": "account_withdrawn"}';
  elsif v_banned_until > now() then
    raise exception using errcode = 'PK401', message = 'This account is banned.', detail = '{"reason": "user_banned"}';
  end if;
end
$$;
revoke execute on function auth.require_live_external_user(uuid) from public;
grant execute on function auth.require_live_external_user(uuid) to authenticated, service_role;
