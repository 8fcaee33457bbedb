-- A store server notification (App Store Server Notifications v2, Google Play RTDN), already verified
-- by the service: recorded once by the store's id, and its news written onto the subscription it is
-- about. Outcomes: duplicate (delivered before: nothing changes twice), applied, stale (the row holds
-- newer news), unmatched (nobody registered the purchase yet; verify-iap will), ignored (a test, a
-- product we do not sell). A purchase the store says was bought for one of our users (Apple's
-- appAccountToken, Google's obfuscated account id, set by the app to the user's id: p_account_user_id)
-- is registered to that user when it is news to us (not to a deleted or withdrawn account).
-- p_notification: notification_id, notification_type, subtype, sent_at, original_transaction_id;
-- p_purchase: as write_store_purchase, or null when the notification is about no subscription.
create or replace function public.apply_store_notification(
  p_platform text,
  p_notification jsonb,
  p_purchase jsonb,
  p_account_user_id uuid
) returns table (outcome text, subscription_id uuid)
language plpgsql volatile
set search_path = ''
as $$
declare
  v_notification_id text := p_notification->>'notification_id';
  v_original text := coalesce(p_purchase->>'original_transaction_id', p_notification->>'original_transaction_id');
  v_plan uuid;
  v_id uuid;
  v_outcome text;
begin
  insert into public.store_notifications
    (platform, notification_id, notification_type, subtype, sent_at, original_transaction_id, outcome)
  values
    (p_platform, v_notification_id, p_notification->>'notification_type', p_notification->>'subtype',
     (p_notification->>'sent_at')::timestamptz, v_original, 'ignored')
  on conflict (platform, notification_id) do nothing;
  if not found then
    return query select 'duplicate'::text, null::uuid;
    return;
  end if;

  if p_purchase is not null then
    v_plan := public.store_purchase_plan(p_platform, p_purchase->>'product_id');
  end if;
  if v_plan is null then
    v_outcome := 'ignored';
  else
    select s.id into v_id
      from public.user_subscriptions s
     where s.platform = p_platform and s.original_transaction_id = v_original
       for update;
    if v_id is not null then
      v_outcome := case when public.write_store_purchase(v_id, v_plan, p_purchase) then 'applied' else 'stale' end;
    elsif p_account_user_id is not null
          and exists (select 1 from auth.users u where u.id = p_account_user_id and u.deleted_at is null)
          and not exists (select 1 from public.profiles pr where pr.user_id = p_account_user_id and pr.status = 'withdrawn') then
      insert into public.user_subscriptions as s
        (user_id, plan_id, platform, product_id, original_transaction_id, latest_transaction_id, store_environment,
         current_period_end, grace_period_ends_at, auto_renew, cancelled_at, store_observed_at)
      values
        (p_account_user_id, v_plan, p_platform, p_purchase->>'product_id', v_original, p_purchase->>'latest_transaction_id',
         p_purchase->>'store_environment', (p_purchase->>'current_period_end')::timestamptz,
         (p_purchase->>'grace_period_ends_at')::timestamptz, (p_purchase->>'auto_renew')::boolean,
         (p_purchase->>'revoked_at')::timestamptz, (p_purchase->>'observed_at')::timestamptz)
      on conflict (platform, original_transaction_id) do nothing
      returning s.id into v_id;
      if v_id is null then
        -- Registered meanwhile by verify-iap: bring it up to date instead.
        select s.id into v_id from public.user_subscriptions s
         where s.platform = p_platform and s.original_transaction_id = v_original for update;
        v_outcome := case when public.write_store_purchase(v_id, v_plan, p_purchase) then 'applied' else 'stale' end;
      else
        v_outcome := 'applied';
      end if;
    else
      v_outcome := 'unmatched';
    end if;
  end if;

  update public.store_notifications n
     set outcome = v_outcome, subscription_id = v_id
   where n.platform = p_platform and n.notification_id = v_notification_id;
  return query select v_outcome, v_id;
end
$$;
revoke execute on function public.apply_store_notification(text, jsonb, jsonb, uuid) from public;
grant execute on function public.apply_store_notification(text, jsonb, jsonb, uuid) to service_role;
