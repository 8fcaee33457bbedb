-- Whether the user has Plus now: a subscription to a Plus-tier plan that is active or in its grace
-- period (subscription_status). Derived on every call, never stored, so it cannot disagree with the
-- subscription it comes from; the profile's is_premium, theme access and the Plus rate limits ask
-- this.
--
-- Security definer, because a plan no longer on sale is hidden from users by its read policy while
-- its subscribers keep Plus. So that it tells nothing about other users, a signed-in user may ask
-- only about themselves (an admin with users.view about anyone); the service role and the
-- database's own roles (no claims) about anyone.
create or replace function public.user_is_premium(p_user_id uuid) returns boolean
language plpgsql stable security definer set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' and p_user_id is distinct from auth.uid() and not public.has_permission('users.view') then
    raise exception 'user_is_premium answers for the caller only' using errcode = '42501';
  end if;
  return exists (
    select 1
      from public.user_subscriptions s
      join public.subscription_plans p on p.id = s.plan_id
     where s.user_id = p_user_id
       and p.tier = 'plus'
       and public.subscription_status(s.current_period_end, s.auto_renew, s.cancel_requested_at, s.cancelled_at,
                                      p.grace_period_days, now(), s.grace_period_ends_at) in ('active', 'grace'));
end
$$;
revoke execute on function public.user_is_premium(uuid) from public;
grant execute on function public.user_is_premium(uuid) to authenticated, service_role;
