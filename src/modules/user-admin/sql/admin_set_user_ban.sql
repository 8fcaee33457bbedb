-- Ban (p_reason given) or unban (p_reason null) a user, in the identity layer and in the caller's
-- transaction (the admin route writes its audit row in the same one). Returns whether anything
-- changed: the same ban reason again, or unbanning a user who is not banned, changes nothing.
--   * A ban sets auth.users.banned_until (Supabase's field; a hundred years, as GoTrue's admin API
--     does for a permanent ban) and deletes every session of the user, and with them every refresh
--     token: the access tokens naming those sessions are refused from the commit on
--     (auth.require_live_session), a refresh finds no token, and a sign-in is refused as banned.
--     An external provider's tokens are refused by auth.require_live_external_user, which reads the
--     same mirrored row; the provider itself is told by the route.
--   * An unban clears banned_until: the user signs in again (the ended sessions stay ended).
--   * Refused (409, details.reason): a user holding an admin account that is not disabled
--     (`admin_account`: disable the admin first, so that users.edit cannot lock out admins), and a
--     withdrawn user (`withdrawn`: nothing left to ban).
-- Definer: it writes auth.* and profile columns no user role writes; it checks users.edit itself.
create or replace function public.admin_set_user_ban(p_user_id uuid, p_reason text) returns boolean
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_admin uuid;
  v_banned boolean;
  v_withdrawn boolean;
  v_reason text;
begin
  select a.id into v_admin from public.admins a where a.user_id = auth.uid() and a.status = 'active';
  if v_admin is null or not public.has_permission('users.edit') then
    raise exception 'This requires the permission users.edit.' using errcode = '42501';
  end if;
  -- Serialises with sign-in, refresh and withdrawal, which lock or update the same row.
  select coalesce(u.banned_until > now(), false), u.deleted_at is not null or coalesce(p.status = 'withdrawn', false), p.ban_reason
    into v_banned, v_withdrawn, v_reason
    from auth.users u
    left join public.profiles p on p.user_id = u.id
   where u.id = p_user_id
     for update of u;
  if not found then
    raise exception 'No user %.', p_user_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;

  if p_reason is null then
    if not v_banned and v_reason is null then
      return false;
    end if;
    update auth.users u set banned_until = null where u.id = p_user_id;
    update public.profiles p set banned_at = null, ban_reason = null, banned_by = null where p.user_id = p_user_id;
    return true;
  end if;

  if v_withdrawn then
    raise exception 'This account has been withdrawn.' using errcode = 'PK409', detail = '{"param": null, "reason": "withdrawn"}';
  end if;
  if exists (select 1 from public.admins a where a.user_id = p_user_id and a.status <> 'disabled') then
    raise exception 'This user holds an admin account: disable the admin account before banning the user.'
      using errcode = 'PK409', detail = '{"param": null, "reason": "admin_account"}';
  end if;
  if v_banned and v_reason is not distinct from p_reason then
    return false;
  end if;
  update auth.users u set banned_until = now() + interval '100 years' where u.id = p_user_id;
  delete from auth.sessions s where s.user_id = p_user_id;
  insert into public.profiles (user_id) values (p_user_id) on conflict (user_id) do nothing;
  update public.profiles p
     set banned_at = case when v_banned then coalesce(p.banned_at, now()) else now() end, ban_reason = p_reason, banned_by = v_admin
   where p.user_id = p_user_id;
  return true;
end
$$;
revoke execute on function public.admin_set_user_ban(uuid, text) from public;
grant execute on function public.admin_set_user_ban(uuid, text) to authenticated;
