-- POST /v1/admin/user-notifications/{id}/send (contract 4.4): records the send and enqueues one
-- push.batch job per p_batch_size recipients, in the caller's transaction, so that the 202 means the
-- jobs exist and a rolled-back request leaves neither. Nothing is delivered here: the consumer writes
-- the user_notifications rows and pushes. The notification row is locked, so of two concurrent sends
-- one waits and then finds it sent.
-- outcome: sent, not_found, already_sent (the route answers 404 and 409 for the last two).
-- Security definer: the admin's role may not write the queue; it must hold notifications.send.
create or replace function public.send_broadcast_notification(p_id uuid, p_batch_size integer)
returns table (outcome text, enqueued integer, batches integer)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_sent_at timestamptz;
  v_recipients integer;
  v_batches integer := 0;
  r record;
begin
  if auth.role() = 'authenticated' and not public.has_permission('notifications.send') then
    raise exception 'sending a notification needs notifications.send' using errcode = '42501';
  end if;
  if p_batch_size is null or p_batch_size < 1 then
    raise exception 'the batch size must be positive' using errcode = '22023';
  end if;
  select b.sent_at into v_sent_at from public.broadcast_notifications b where b.id = p_id for update;
  if not found then
    return query select 'not_found'::text, 0, 0;
    return;
  end if;
  if v_sent_at is not null then
    return query select 'already_sent'::text, b.recipients, b.batches from public.broadcast_notifications b where b.id = p_id;
    return;
  end if;
  select count(*)::integer into v_recipients from public.push_audience(p_id, null, null);
  -- Batch k covers [its first recipient, the next batch's first): the first starts unbounded and the
  -- last ends unbounded, so users who join the audience before their batch runs are not missed.
  for r in
    select s.batch, case when s.batch = 1 then null else s.user_id end as from_user, s.next_user as to_user
      from (select f.user_id, row_number() over (order by f.user_id) as batch, lead(f.user_id) over (order by f.user_id) as next_user
              from (select a.user_id, row_number() over (order by a.user_id) as rn from public.push_audience(p_id, null, null) a) f
             where (f.rn - 1) % p_batch_size = 0) s
     order by s.batch
  loop
    perform public.enqueue_push_job('push.batch', jsonb_build_object('notification_id', p_id, 'batch', r.batch, 'from_user', r.from_user, 'to_user', r.to_user));
    v_batches := v_batches + 1;
  end loop;
  update public.broadcast_notifications
     set sent_at = now(), sent_by = (select a.id from public.admins a where a.user_id = auth.uid()), recipients = v_recipients, batches = v_batches
   where id = p_id;
  return query select 'sent'::text, v_recipients, v_batches;
end
$$;
revoke execute on function public.send_broadcast_notification(uuid, integer) from public;
grant execute on function public.send_broadcast_notification(uuid, integer) to authenticated, service_role;
