-- Every user_notifications row is pushed to the user's devices. Rows written by the push.batch
-- consumer (an admin's broadcast) come with their delivery and are pushed by that batch; it marks its
-- transaction with parking.push_source = 'batch'. Every other row (a session ended, a badge earned, a
-- support reply, a lot decision, whatever code writes it) gets its delivery here and a push.deliver
-- job, in the transaction that wrote the row: no push for a rolled-back notification, and none lost
-- for a committed one. A delivery the rate limit marks is not enqueued. A user without a device gets
-- neither a delivery nor a job: it is the common case on a session's end, which is the hot path
-- (bench/sessions.ts), and there is nothing to push (a token registered in the same instant is
-- missed, as it would be a moment later).
create or replace function public.user_notifications_push() returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_delivery public.push_deliveries;
begin
  if coalesce(current_setting('parking.push_source', true), '') = 'batch' then
    return null;
  end if;
  if not exists (select 1 from public.user_push_tokens t where t.user_id = new.user_id) then
    return null;
  end if;
  insert into public.push_deliveries (user_notification_id, user_id, type)
  values (new.id, new.user_id, new.type)
  returning * into v_delivery;
  if v_delivery.status = 'pending' then
    perform public.enqueue_push_job('push.deliver', jsonb_build_object('delivery_id', v_delivery.id));
  end if;
  return null;
end
$$;
revoke execute on function public.user_notifications_push() from public;
create or replace trigger user_notifications_push after insert on public.user_notifications
  for each row execute function public.user_notifications_push();
