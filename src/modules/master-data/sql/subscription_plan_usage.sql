-- How a plan is used, for the plan admin (issue 15 item 6): subscriptions ever made to it, those
-- granting it now, and the store purchases whose renewals its product ids map to it
-- (store_purchase_plan). Definer, so that the answer does not depend on whether the caller may
-- also read users' subscriptions (users.view): plans.view is enough, and it tells counts only.
create or replace function public.subscription_plan_usage(p_plan_id uuid,
  out subscriptions integer, out active_subscriptions integer, out ios_purchases integer, out android_purchases integer)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' and not public.has_permission('plans.view') then
    raise exception 'This requires the permission plans.view.' using errcode = '42501';
  end if;
  select count(*)::int,
         (count(*) filter (where public.subscription_status(s.current_period_end, s.auto_renew, s.cancel_requested_at, s.cancelled_at,
                                                           p.grace_period_days, now(), s.grace_period_ends_at) in ('active', 'grace')))::int,
         (count(*) filter (where s.platform = 'ios'))::int,
         (count(*) filter (where s.platform = 'android'))::int
    into subscriptions, active_subscriptions, ios_purchases, android_purchases
    from public.user_subscriptions s
    join public.subscription_plans p on p.id = s.plan_id
   where s.plan_id = p_plan_id;
end
$$;
revoke execute on function public.subscription_plan_usage(uuid) from public;
grant execute on function public.subscription_plan_usage(uuid) to authenticated, service_role;
