-- The built-in provider's question: does the token's session still exist, for this user, and may the
-- user still use the service? Raises PK401 (401 unauthorized) saying why; the DETAIL's reason is
-- shown to the client as details.reason. Security definer: callers cannot read auth.* themselves.
create or replace function auth.require_live_session(p_session_id uuid, p_user_id uuid) returns void
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_banned_until timestamptz;
  v_withdrawn boolean;
  v_session_live boolean;
begin
  -- Withdrawal ends every session too: the user's state is read first, so that a withdrawn user's
  -- token is told so rather than told to sign in again.
  select u.banned_until, u.deleted_at is not null or coalesce(p.status = 'withdrawn', false), s.id is not null
    into v_banned_until, v_withdrawn, v_session_live
    from auth.users u
    left join auth.sessions s on s.id = p_session_id and s.user_id = u.id
    left join public.profiles p on p.user_id = u.id
   where u.id = p_user_id;
  if v_withdrawn then
    raise exception using errcode = 'PK401', message = 'This account has been withdrawn.', detail = '{"reason": "account_withdrawn"}';
  end if;
  if not found or not v_session_live then
    raise exception using errcode = 'PK401', message = 'The session has ended; sign in again.', detail = '{"reason": "session_ended"}';
  end if;
  if v_banned_until > now() then
    raise exception using errcode = 'PK401', message = 'This account is banned.', detail = '{"reason": "user_banned"}';
  end if;
end
$$;
revoke execute on function auth.require_live_session(uuid, uuid) from public;
grant execute on function auth.require_live_session(uuid, uuid) to authenticated, service_role;
