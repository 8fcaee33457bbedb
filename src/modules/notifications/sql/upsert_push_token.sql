-- PUT /v1/me/push-tokens: registers the caller's device token, or refreshes it (last_seen_at). A
-- token is one device's and belongs to one user at a time: registering a token another user had
-- moves it (a phone that changed hands must not keep receiving the old owner's messages). Definer,
-- since the caller cannot see or take over another user's row.
-- A device (device_id) keeps one token per user: its older tokens go when it sends a new one. A user
-- keeps the 20 most recently seen tokens; older ones are dropped (stale installs).
create or replace function public.upsert_push_token(p_token text, p_platform text, p_app_version text default null, p_device_id text default null)
returns table (token text, platform text, app_version text, device_id text, created_at timestamptz, last_seen_at timestamptz)
language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  insert into public.user_push_tokens as t (token, user_id, platform, app_version, device_id)
  values (p_token, v_user, p_platform, p_app_version, p_device_id)
  on conflict (token) do update
     set user_id = excluded.user_id,
         platform = excluded.platform,
         app_version = excluded.app_version,
         device_id = excluded.device_id,
         last_seen_at = now(),
         -- A token that changed hands is a new registration for its new user.
         created_at = case when t.user_id = excluded.user_id then t.created_at else now() end;
  if p_device_id is not null then
    delete from public.user_push_tokens t where t.user_id = v_user and t.device_id = p_device_id and t.token <> p_token;
  end if;
  delete from public.user_push_tokens t
   where t.token in (select o.token from public.user_push_tokens o where o.user_id = v_user
                      order by o.last_seen_at desc, o.token offset 20);
  return query
  select t.token, t.platform, t.app_version, t.device_id, t.created_at, t.last_seen_at
    from public.user_push_tokens t where t.token = p_token;
end
$$;
revoke execute on function public.upsert_push_token(text, text, text, text) from public;
grant execute on function public.upsert_push_token(text, text, text, text) to authenticated, service_role;
