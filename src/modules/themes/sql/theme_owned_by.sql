-- Whether a user owns a theme (0081): an active theme that is free (no price, no badge, no level),
-- bought (user_themes), granted by a badge the user holds, or by a level the user reached. Grants
-- are the theme's data. The one rule that GET /v1/me/themes lists by and apply_theme checks.
-- Invoker rights: a user sees their own purchases, badges and level.
create or replace function public.theme_owned_by(p_theme public.themes, p_user_id uuid) returns boolean
language sql stable
as $$
  select coalesce(p_theme.is_active
     and ((p_theme.price_exp is null and p_theme.granted_by_badge_id is null and p_theme.granted_at_level is null)
          or exists (select 1 from public.user_themes ut where ut.user_id = p_user_id and ut.theme_id = p_theme.id)
          or exists (select 1 from public.user_badges ub where ub.user_id = p_user_id and ub.badge_id = p_theme.granted_by_badge_id)
          or p_theme.granted_at_level <= coalesce((select e.level from public.user_exp e where e.user_id = p_user_id), 1)), false)
$$;
revoke execute on function public.theme_owned_by(public.themes, uuid) from public;
grant execute on function public.theme_owned_by(public.themes, uuid) to authenticated, service_role;
