-- What the admin side reads of ad_event_counts: impressions and clicks per ad and Tokyo day, the
-- eight shards of each counter summed. Invoker's rights, so that the table's policy (ads.view)
-- decides who sees the numbers.
create or replace view public.ad_daily_stats with (security_invoker = true) as
  select c.ad_id,
         c.day,
         coalesce(sum(c.count) filter (where c.event_type = 'impression'), 0)::bigint as impressions,
         coalesce(sum(c.count) filter (where c.event_type = 'click'), 0)::bigint as clicks
    from public.ad_event_counts c
   group by c.ad_id, c.day;
revoke all on public.ad_daily_stats from public;
grant select on public.ad_daily_stats to authenticated, service_role;
