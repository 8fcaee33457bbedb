-- In-app purchases (contract 4.4 verify-iap; issue 12 item 9; docs/subscriptions.md): what the App
-- Store and Google Play tell us about a subscription, on top of user_subscriptions (0080).

-- A store's product id names one plan: the plans master is the mapping (ios_product_id and
-- android_product_id, seeded by 0002), so a product id may not be given to two plans.
create unique index subscription_plans_ios_product_id_key on public.subscription_plans (ios_product_id)
  where ios_product_id is not null;
create unique index subscription_plans_android_product_id_key on public.subscription_plans (android_product_id)
  where android_product_id is not null;

alter table public.user_subscriptions
  -- The store's latest transaction of the subscription (Apple transactionId, Google order id), for support.
  add column latest_transaction_id text
    constraint user_subscriptions_latest_transaction_id_length check (char_length(latest_transaction_id) between 1 and 200),
  -- The store environment the purchase was made in: a Sandbox or test purchase is marked as such.
  add column store_environment text
    constraint user_subscriptions_store_environment_check check (store_environment in ('Production', 'Sandbox', 'Test')),
  -- The end of the billing grace period as the store reported it: equal to current_period_end when the
  -- store grants none (expired, on hold, billing retry without access), later while in grace; null
  -- while the store has not said, and then the plan's grace_period_days apply (subscription_status).
  add column grace_period_ends_at timestamptz,
  -- When the store stated what the row holds (the signed date of Apple's JWS, the time Google was
  -- asked). A statement older than this one never overwrites it: notifications that arrive late, out
  -- of order or twice cannot undo a refund or a renewal.
  add column store_observed_at timestamptz,
  add constraint user_subscriptions_grace_after_period check (grace_period_ends_at >= current_period_end);

-- Every store notification received, by the store's own id (Apple notificationUUID, Pub/Sub
-- messageId): a notification delivered again is recognised and changes nothing twice. Written in the
-- same transaction as the change it made, so one that failed halfway is processed again when the
-- store retries it.
create table public.store_notifications (
  platform text not null constraint store_notifications_platform_check check (platform in ('ios', 'android')),
  notification_id text not null
    constraint store_notifications_notification_id_length check (char_length(notification_id) between 1 and 200),
  notification_type text not null
    constraint store_notifications_notification_type_length check (char_length(notification_type) between 1 and 100),
  subtype text constraint store_notifications_subtype_length check (char_length(subtype) between 1 and 100),
  -- When the store signed or sent it.
  sent_at timestamptz not null,
  -- The subscription it is about, as the store names it (null for TEST and the like).
  original_transaction_id text
    constraint store_notifications_original_transaction_id_length check (char_length(original_transaction_id) between 1 and 4096),
  subscription_id uuid constraint store_notifications_subscription_id_fkey references public.user_subscriptions (id),
  -- applied: the subscription now holds what it said; stale: the subscription already held something
  -- newer; unmatched: no user has registered the purchase yet (verify-iap will); ignored: about
  -- nothing we sell (a test, an unknown product or purchase).
  outcome text not null constraint store_notifications_outcome_check check (outcome in ('applied', 'stale', 'unmatched', 'ignored')),
  received_at timestamptz not null default now(),
  constraint store_notifications_pkey primary key (platform, notification_id)
);
create index store_notifications_subscription_idx on public.store_notifications (subscription_id) where subscription_id is not null;
create index store_notifications_unmatched_idx on public.store_notifications (platform, original_transaction_id)
  where outcome = 'unmatched';

-- The stores' messages are the service's business only: no user role reads or writes them (the
-- service role bypasses row-level security and has its default privileges from 0001).
alter table public.store_notifications enable row level security;
revoke all on public.store_notifications from anon, authenticated;

-- subscription_status takes the store's grace end (a last, defaulted argument): a new signature.
drop function if exists public.subscription_status(timestamptz, boolean, timestamptz, timestamptz, integer, timestamptz);
