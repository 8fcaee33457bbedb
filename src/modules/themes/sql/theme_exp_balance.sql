-- Experience points a user may still spend on themes: earned (user_exp.exp) less spent
-- (user_themes.exp_spent). Derived, so it cannot drift from either.
create or replace function public.theme_exp_balance(p_user_id uuid) returns bigint
language sql stable
as $$
  select coalesce((select e.exp from public.user_exp e where e.user_id = p_user_id), 0)
       - coalesce((select sum(ut.exp_spent) from public.user_themes ut where ut.user_id = p_user_id), 0)
$$;
revoke execute on function public.theme_exp_balance(uuid) from public;
grant execute on function public.theme_exp_balance(uuid) to authenticated, service_role;
