-- The external provider's question: there are no local sessions (and bans live at the provider), so
-- only a withdrawal recorded here refuses the user. A user seen for the first time is mirrored.
create or replace function auth.require_live_external_user(p_user_id uuid) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_withdrawn boolean;
begin
  select u.deleted_at is not null or coalesce(p.status = 'withdrawn', false)
    into v_withdrawn
    from auth.users u
    left join public.profiles p on p.user_id = u.id
   where u.id = p_user_id;
  if not found then
    perform auth.mirror_external_user(p_user_id);
  elsif v_withdrawn then
    raise exception using errcode = 'PK401', message = 'This account has been withdrawn.', detail = '{"reason": "account_withdrawn"}';
  end if;
end
$$;
revoke execute on function auth.require_live_external_user(uuid) from public;
grant execute on function auth.require_live_external_user(uuid) to authenticated, service_role;
