-- A push job written by SQL, in the transaction of the caller: the send of a broadcast and the
-- triggers of system notifications enqueue from inside the database, so a job exists exactly when
-- the rows it is about commit. The row is what pg-boss 10's send() writes (its insertJob statement):
-- the queue's retry, expiry, retention and dead-letter settings (migration 0116) copied onto the job.
-- Only the push queues: nothing else enqueues this way.
create or replace function public.enqueue_push_job(p_name text, p_data jsonb) returns uuid
language sql volatile security definer set search_path = ''
as $$
  insert into pgboss.job (name, data, start_after, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
  select q.name, p_data, now(), q.dead_letter,
         coalesce(q.expire_seconds, 900) * interval '1 second',
         now() + coalesce(q.retention_minutes, 20160) * interval '1 minute',
         coalesce(q.retry_limit, 2),
         case when coalesce(q.retry_backoff, false) then greatest(coalesce(q.retry_delay, 0), 1) else coalesce(q.retry_delay, 0) end,
         coalesce(q.retry_backoff, false),
         q.policy
    from pgboss.queue q
   where q.name = p_name and p_name in ('push.batch', 'push.deliver')
  returning id
$$;
revoke execute on function public.enqueue_push_job(text, jsonb) from public;
grant execute on function public.enqueue_push_job(text, jsonb) to service_role;
