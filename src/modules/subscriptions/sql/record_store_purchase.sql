-- verify-iap (contract 4.4): registers a purchase the store has just vouched for to the user who
-- presented it, or brings their registration up to date. One purchase is one subscription: the same
-- transaction verified again by its owner updates that row (created false); verified by another user
-- it stays the first one's, and the other gets PK409 (409 conflict). Two users racing with one
-- transaction meet at the unique (platform, original_transaction_id): the second insert waits for the
-- first to commit and then finds the row taken. A product we do not sell is PKIAP (400 iap_invalid).
-- Runs as the service role, after the service verified the purchase; users cannot write subscriptions.
create or replace function public.record_store_purchase(p_user_id uuid, p_platform text, p_purchase jsonb)
returns table (subscription_id uuid, created boolean)
language plpgsql volatile
set search_path = ''
as $$
declare
  v_plan uuid := public.store_purchase_plan(p_platform, p_purchase->>'product_id');
  v_original text := p_purchase->>'original_transaction_id';
  v_id uuid;
  v_owner uuid;
begin
  if v_plan is null then
    raise exception 'Product % is not one of the plans on sale.', p_purchase->>'product_id'
      using errcode = 'PKIAP', detail = '{"param": "product_id", "reason": "unknown_product"}';
  end if;

  insert into public.user_subscriptions as s
    (user_id, plan_id, platform, product_id, original_transaction_id, latest_transaction_id, store_environment,
     current_period_end, grace_period_ends_at, auto_renew, cancelled_at, store_observed_at)
  values
    (p_user_id, v_plan, p_platform, p_purchase->>'product_id', v_original, p_purchase->>'latest_transaction_id',
     p_purchase->>'store_environment', (p_purchase->>'current_period_end')::timestamptz,
     (p_purchase->>'grace_period_ends_at')::timestamptz, (p_purchase->>'auto_renew')::boolean,
     (p_purchase->>'revoked_at')::timestamptz, (p_purchase->>'observed_at')::timestamptz)
  on conflict (platform, original_transaction_id) do nothing
  returning s.id into v_id;
  if v_id is not null then
    return query select v_id, true;
    return;
  end if;

  select s.id, s.user_id into v_id, v_owner
    from public.user_subscriptions s
   where s.platform = p_platform and s.original_transaction_id = v_original
     for update;
  if v_owner is distinct from p_user_id then
    raise exception 'This purchase is already registered to another account.'
      using errcode = 'PK409', detail = '{"param": "receipt", "reason": "owned_by_another_user"}';
  end if;
  perform public.write_store_purchase(v_id, v_plan, p_purchase);
  return query select v_id, false;
end
$$;
revoke execute on function public.record_store_purchase(uuid, text, jsonb) from public;
grant execute on function public.record_store_purchase(uuid, text, jsonb) to service_role;
