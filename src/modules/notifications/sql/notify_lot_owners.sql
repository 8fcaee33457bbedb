-- A moderation decision on a lot, told to its owners (the users behind parking_lot_owners), in the
-- decision's transaction (moderation/lots.ts decideLot): the row reaches them through the realtime
-- channel and, by user_notifications_push, as a push. Security definer: the moderator may not write
-- other users' notifications; the caller must hold parking.edit, which every decision needs.
create or replace function public.notify_lot_owners(p_lot_id uuid, p_status text, p_reason text) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_count integer;
begin
  if auth.role() = 'authenticated' and not public.has_permission('parking.edit') then
    raise exception 'telling owners of a decision needs parking.edit' using errcode = '42501';
  end if;
  insert into public.user_notifications (user_id, type, title, body, data)
  select o.user_id,
         'lot_' || case p_status when 'active' then 'approved' when 'on_hold' then 'on_hold' else p_status end,
         left(case coalesce(p.locale, 'ja')
                when 'en' then case p_status when 'active' then 'Your parking lot is approved'
                                             when 'rejected' then 'Your parking lot was not approved'
                                             when 'on_hold' then 'Your parking lot is on hold'
                                             else 'Your parking lot was withdrawn' end
                else case p_status when 'active' then '駐車場が承認されました'
                                   when 'rejected' then '駐車場が承認されませんでした'
                                   when 'on_hold' then '駐車場の公開を保留しました'
                                   else '駐車場の公開を取り下げました' end
              end || ': ' || l.name, 200),
         left(coalesce(p_reason, ''), 2000),
         jsonb_build_object('parking_lot_id', l.id, 'status', p_status) || case when p_reason is null then '{}'::jsonb else jsonb_build_object('reason', p_reason) end
    from public.parking_lots l
    join public.parking_lot_owners lo on lo.parking_lot_id = l.id
    join public.owners o on o.id = lo.owner_id
    join auth.users u on u.id = o.user_id
    left join public.profiles p on p.user_id = o.user_id
   where l.id = p_lot_id;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.notify_lot_owners(uuid, text, text) from public;
grant execute on function public.notify_lot_owners(uuid, text, text) to authenticated, service_role;
