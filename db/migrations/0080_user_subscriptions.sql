-- Subscriptions (contract 4.2 `GET /v1/me/subscription`, 4.4 verify-iap; issue 12 item 8). One row per
-- store purchase: a subscription bought in the App Store or Google Play (or on the web) is identified
-- there by its original transaction id (Apple's originalTransactionId, Google's purchase token), which
-- stays the same across renewals, so a receipt verified twice, or by two users, is one row.
--
-- What the API shows as the subscription's status (active, grace, expired, cancelled) and the
-- profile's is_premium are derived from these timestamps and the plan by
-- public.subscription_status / public.user_is_premium (src/modules/subscriptions/sql/), never stored:
-- a stored flag would go stale the moment the period ends without a renewal.
--
-- Writes come from the store verification and the store's server notifications (running as the
-- service role) and from withdraw_account (a definer function); users only read their own rows.

-- The store's billing grace period of a plan (App Store Connect: 3, 16 or 28 days; Play Console: 3,
-- 7, 14 or 30): after a failed renewal the store keeps retrying this long and the user keeps Plus
-- meanwhile. Data, so that it follows the store's setting without a release.
alter table public.subscription_plans
  add column grace_period_days integer not null default 3
    constraint subscription_plans_grace_period_days_range check (grace_period_days between 0 and 60);

create table public.user_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- No cascade: a purchase is a sales record, and its transaction id must stay taken by its first
  -- owner (a deleted user's receipt cannot be claimed again). Deleting the user is refused while it
  -- exists, as with parking sessions.
  user_id uuid not null constraint user_subscriptions_user_id_fkey references auth.users (id),
  plan_id uuid not null constraint user_subscriptions_plan_id_fkey references public.subscription_plans (id),
  platform text not null constraint user_subscriptions_platform_check check (platform in ('ios', 'android', 'web')),
  -- The store's product id as the store reported it (the plans master maps product ids to plans).
  product_id text not null constraint user_subscriptions_product_id_length check (char_length(product_id) between 1 and 200),
  original_transaction_id text not null
    constraint user_subscriptions_original_transaction_id_length check (char_length(original_transaction_id) between 1 and 4096),
  -- The end of the period paid for; a renewal moves it on.
  current_period_end timestamptz not null,
  -- Whether the store will try to renew at the period's end (false once the user turns renewal off).
  auto_renew boolean not null default true,
  -- The user asked to cancel (withdrawal, or renewal turned off through us): Plus lasts until the
  -- period's end, with no grace period after it.
  cancel_requested_at timestamptz,
  -- The store ended the subscription (refund, revocation, or a cancellation that took effect): no
  -- Plus from this instant, whatever the period end says.
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_subscriptions_transaction_key unique (platform, original_transaction_id)
);
create index user_subscriptions_user_idx on public.user_subscriptions (user_id, current_period_end desc);
create index user_subscriptions_plan_idx on public.user_subscriptions (plan_id);
create trigger user_subscriptions_touch before update on public.user_subscriptions
  for each row execute function public.touch_updated_at();

alter table public.user_subscriptions enable row level security;
create policy user_subscriptions_own_read on public.user_subscriptions for select to authenticated
  using (user_id = (select auth.uid()) or (select public.has_permission('users.view')));
grant select on public.user_subscriptions to authenticated;

-- A plan taken off sale (is_active false) stays readable by its subscribers: their subscription
-- still names it.
create policy subscription_plans_subscriber_read on public.subscription_plans for select to authenticated
  using (exists (select 1 from public.user_subscriptions s where s.plan_id = subscription_plans.id and s.user_id = (select auth.uid())));
