-- Writes what a store said about a subscription onto its row, unless the row already holds a later
-- statement of the store (store_observed_at): late, repeated or out-of-order news never undoes a
-- refund or a renewal. Returns whether it wrote. p_purchase (built by the service from a verified
-- StorePurchase): product_id, latest_transaction_id, store_environment, current_period_end,
-- grace_period_ends_at, auto_renew, observed_at, and revoked_at only when the store said whether it
-- was revoked (Google's purchase query does not: then cancelled_at stays as recorded).
-- cancel_requested_at is ours (withdrawal), never the store's, and is left alone.
create or replace function public.write_store_purchase(p_subscription_id uuid, p_plan_id uuid, p_purchase jsonb) returns boolean
language plpgsql volatile
set search_path = ''
as $$
declare
  v_observed_at timestamptz := (p_purchase->>'observed_at')::timestamptz;
begin
  update public.user_subscriptions s
     set plan_id = p_plan_id,
         product_id = p_purchase->>'product_id',
         latest_transaction_id = coalesce(p_purchase->>'latest_transaction_id', s.latest_transaction_id),
         store_environment = p_purchase->>'store_environment',
         current_period_end = (p_purchase->>'current_period_end')::timestamptz,
         grace_period_ends_at = (p_purchase->>'grace_period_ends_at')::timestamptz,
         auto_renew = (p_purchase->>'auto_renew')::boolean,
         cancelled_at = case when p_purchase ? 'revoked_at' then (p_purchase->>'revoked_at')::timestamptz else s.cancelled_at end,
         store_observed_at = v_observed_at
   where s.id = p_subscription_id
     and (s.store_observed_at is null or s.store_observed_at <= v_observed_at);
  return found;
end
$$;
revoke execute on function public.write_store_purchase(uuid, uuid, jsonb) from public;
grant execute on function public.write_store_purchase(uuid, uuid, jsonb) to service_role;
