-- POST /v1/me/themes/{id}/apply: the caller's theme becomes this one. It must be an active theme
-- (404 otherwise), owned (theme_owned_by; 403 theme_not_owned) and, when premium, the caller must
-- have Plus (user_is_premium; 403 premium_required). Applying the applied theme changes nothing.
-- Definer: users do not write profiles.theme_id directly, so these checks cannot be skipped.
create or replace function public.apply_theme(p_theme_id uuid) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_theme public.themes;
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  select t.* into v_theme from public.themes t where t.id = p_theme_id and t.is_active;
  if not found then
    raise exception 'No theme %.', p_theme_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  if not public.theme_owned_by(v_theme, v_user) then
    raise exception 'You do not own the theme %: it is bought with experience points or granted by a badge or level.', v_theme.code
      using errcode = 'PK403', detail = '{"reason": "theme_not_owned"}';
  end if;
  if v_theme.is_premium and not public.user_is_premium(v_user) then
    raise exception 'The theme % is for Plus members: an active subscription is needed.', v_theme.code
      using errcode = 'PK403', detail = '{"reason": "premium_required"}';
  end if;
  insert into public.profiles (user_id, theme_id) values (v_user, v_theme.id)
  on conflict (user_id) do update set theme_id = excluded.theme_id
   where public.profiles.theme_id is distinct from excluded.theme_id;
end
$$;
revoke execute on function public.apply_theme(uuid) from public;
grant execute on function public.apply_theme(uuid) to authenticated, service_role;
