-- POST /v1/me/themes/{id}/purchase: buys a theme with experience points. The points to spend are
-- those earned (user_exp.exp, which also sets the level and never goes down) less those spent on
-- themes (user_themes.exp_spent), so buying never lowers a level. Under a per-user lock, so that two
-- purchases at once cannot spend the same points. A theme already owned (bought, free or granted)
-- costs nothing again: the call answers as the first did. 404 for a theme that is not active,
-- 409 not_for_sale / insufficient_exp.
create or replace function public.purchase_theme(p_theme_id uuid) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_theme public.themes;
  v_balance bigint;
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  select t.* into v_theme from public.themes t where t.id = p_theme_id and t.is_active;
  if not found then
    raise exception 'No theme %.', p_theme_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.user_themes'), hashtext(v_user::text));
  if public.theme_owned_by(v_theme, v_user) then
    return public.theme_exp_balance(v_user);
  end if;
  if v_theme.price_exp is null then
    raise exception 'The theme % is not sold for points: it is granted by a badge or level.', v_theme.code
      using errcode = 'PK409', detail = '{"reason": "not_for_sale"}';
  end if;
  v_balance := public.theme_exp_balance(v_user);
  if v_balance < v_theme.price_exp then
    raise exception 'The theme % costs % points; you have % to spend.', v_theme.code, v_theme.price_exp, v_balance
      using errcode = 'PK409', detail = jsonb_build_object('reason', 'insufficient_exp', 'price_exp', v_theme.price_exp, 'exp_balance', v_balance)::text;
  end if;
  insert into public.user_themes (user_id, theme_id, exp_spent) values (v_user, v_theme.id, v_theme.price_exp);
  return v_balance - v_theme.price_exp;
end
$$;
revoke execute on function public.purchase_theme(uuid) from public;
grant execute on function public.purchase_theme(uuid) to authenticated, service_role;
