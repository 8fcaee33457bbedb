-- Pending assets whose upload never arrived, older than `p_older_than` (a day by default): their rows
-- go, and their keys are returned so that the service removes whatever partial object the store
-- may hold. A bounded batch per call; a pending asset is never referenced (only uploaded ones may be
-- attached), the NOT EXISTS checks only guard rows written by other means. Run by the service role.
create or replace function public.sweep_pending_assets(p_older_than interval default interval '1 day', p_limit integer default 1000)
returns table (asset_id uuid, s3_key text)
language plpgsql volatile
set search_path = public
as $$
begin
  return query
  delete from public.assets a
   where a.id in (
     select p.id from public.assets p
      where p.status = 'pending' and p.created_at < now() - p_older_than
        and not exists (select 1 from public.parking_lot_images i where i.asset_id = p.id)
        and not exists (select 1 from public.support_ticket_attachments t where t.asset_id = p.id)
        and not exists (select 1 from public.lot_error_report_photos r where r.asset_id = p.id)
        and not exists (select 1 from public.parking_lot_review_photos v where v.asset_id = p.id)
      order by p.created_at
      limit p_limit
      for update skip locked)
  returning a.id, a.s3_key;
end
$$;
revoke execute on function public.sweep_pending_assets(interval, integer) from public;
grant execute on function public.sweep_pending_assets(interval, integer) to service_role;
