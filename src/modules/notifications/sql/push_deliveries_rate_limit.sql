-- Contract 8: at most 5 pushes per minute per user and message type, held by the database whatever
-- the number of workers. A new delivery past the fifth of its user and type within the last minute is
-- written as rate_limited (its user_notifications row stays; only the push is skipped), and the batch
-- goes on with the next recipient. The window is the last-send times of the user's deliveries of that
-- type (deliveries to no device, and those rate-limited, were no push and do not count); a
-- transaction-scoped advisory lock on (user, type) makes concurrent inserts count each other.
create or replace function public.push_deliveries_rate_limit() returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if new.status <> 'pending' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('push_rate:' || new.user_id::text || ':' || new.type, 0));
  if (select count(*) from public.push_deliveries d
       where d.user_id = new.user_id and d.type = new.type and d.status in ('pending', 'sent', 'failed')
         and d.created_at > now() - interval '1 minute') >= 5 then
    new.status := 'rate_limited';
    new.finished_at := now();
    new.last_error := 'more than 5 pushes of this type to this user within a minute';
  end if;
  return new;
end
$$;
revoke execute on function public.push_deliveries_rate_limit() from public;
create or replace trigger push_deliveries_rate_limit before insert on public.push_deliveries
  for each row execute function public.push_deliveries_rate_limit();
