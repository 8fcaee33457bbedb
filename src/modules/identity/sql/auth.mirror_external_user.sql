-- With an external identity provider, auth.users mirrors by id alone the users this service has seen
-- (their tokens, the admins it links), so that the same foreign keys hold in both modes. Mirrored rows
-- have no address and no password: they cannot sign in here.
create or replace function auth.mirror_external_user(p_user_id uuid) returns void
language sql volatile security definer set search_path = ''
as $$
  insert into auth.users (id, email, raw_app_meta_data)
  values (p_user_id, null, '{"provider": "external", "providers": ["external"]}')
  on conflict (id) do nothing
$$;
revoke execute on function auth.mirror_external_user(uuid) from public;
grant execute on function auth.mirror_external_user(uuid) to service_role;
