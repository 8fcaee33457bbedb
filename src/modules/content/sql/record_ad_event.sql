-- POST /v1/ads/{id}/events: counts one impression or click of an ad on today's Tokyo date, in one
-- statement that increments a counter row (ad_event_counts) rather than appending an event, so that
-- recording stays a single-row upsert however many events an ad gets. The row is one of eight
-- shards picked at random, so concurrent events for one ad seldom queue on one row lock.
--
-- The ad must be active and started; an ad that ended less than a day ago still counts, since an
-- app shows the list it fetched for a while. Security definer: callers (anonymous ones too) may add
-- to the counters through here but neither read nor write them otherwise.
create or replace function public.record_ad_event(p_ad_id uuid, p_event_type text) returns void
language plpgsql volatile security definer
set search_path = public
as $$
begin
  if p_event_type is null or p_event_type not in ('impression', 'click') then
    raise exception 'type must be impression or click.' using errcode = 'PK400', detail = '{"param": "type"}';
  end if;
  insert into public.ad_event_counts as c (ad_id, day, event_type, shard, count)
  select a.id, (now() at time zone 'Asia/Tokyo')::date, p_event_type, floor(random() * 8)::smallint, 1
    from public.ads a
   where a.id = p_ad_id
     and a.is_active
     and a.starts_at <= now()
     and (a.ends_at is null or a.ends_at > now() - interval '1 day')
  on conflict (ad_id, day, event_type, shard) do update set count = c.count + 1;
  if not found then
    raise exception 'No running ad %.', p_ad_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
end
$$;
revoke execute on function public.record_ad_event(uuid, text) from public;
grant execute on function public.record_ad_event(uuid, text) to anon, authenticated, service_role;
