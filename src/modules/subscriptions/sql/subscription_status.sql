-- A subscription's status at an instant, from its timestamps and its plan's grace period (0080), in
-- this order:
--   cancelled  the store ended it (cancelled_at at or before p_at: refund, revocation), or its period
--              and any grace are over after the user turned renewal off (auto_renew false or
--              cancel_requested_at set);
--   active     p_at is before current_period_end (also when renewal is off: paid is paid);
--   grace      the period is over, renewal is on and the store is still retrying: until the grace
--              end the store reported (p_grace_period_ends_at, user_subscriptions.grace_period_ends_at;
--              equal to the period end when the store grants none), or, while the store has not said,
--              for the plan's grace_period_days after current_period_end;
--   expired    anything else (renewal failed past the grace period).
-- Plus is granted while a Plus plan's subscription is active or in grace (user_is_premium).
-- Immutable given p_at, so that a status is the same answer wherever it is asked.
create or replace function public.subscription_status(
  p_current_period_end timestamptz,
  p_auto_renew boolean,
  p_cancel_requested_at timestamptz,
  p_cancelled_at timestamptz,
  p_grace_period_days integer,
  p_at timestamptz,
  -- Last and defaulted, so that a call without it (the plan's grace) reads as before 0085.
  p_grace_period_ends_at timestamptz default null
) returns text
language sql immutable parallel safe
as $$
  select case
    when p_cancelled_at is not null and p_cancelled_at <= p_at then 'cancelled'
    when p_at < p_current_period_end then 'active'
    when not p_auto_renew or p_cancel_requested_at is not null then 'cancelled'
    when p_at < coalesce(p_grace_period_ends_at, p_current_period_end + make_interval(days => p_grace_period_days)) then 'grace'
    else 'expired'
  end
$$;
revoke execute on function public.subscription_status(timestamptz, boolean, timestamptz, timestamptz, integer, timestamptz, timestamptz) from public;
grant execute on function public.subscription_status(timestamptz, boolean, timestamptz, timestamptz, integer, timestamptz, timestamptz)
  to anon, authenticated, service_role;
