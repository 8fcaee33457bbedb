-- The recipients of a broadcast whose user ids lie in [p_from, p_to) (null: unbounded), in id order:
-- the send counts and splits them into batches by id, and each batch job reads its range again, so a
-- batch is a few hundred rows of work whatever the audience. Withdrawn accounts are left out.
--   user, users: the listed ids that are users;  lot: users who saved the lot or parked there;
--   premium: users with Plus now (user_is_premium);  all: every user.
create or replace function public.push_audience(p_broadcast_id uuid, p_from uuid, p_to uuid) returns table (user_id uuid)
language sql stable security definer set search_path = ''
as $$
  select u.id
    from public.broadcast_notifications b
    join auth.users u on true
   where b.id = p_broadcast_id
     and (p_from is null or u.id >= p_from)
     and (p_to is null or u.id < p_to)
     and not exists (select 1 from public.profiles p where p.user_id = u.id and p.status = 'withdrawn')
     and case b.audience
           when 'user' then u.id = any (b.user_ids)
           when 'users' then u.id = any (b.user_ids)
           when 'lot' then exists (select 1 from public.user_saved_parking_lots s where s.user_id = u.id and s.parking_lot_id = b.parking_lot_id)
                        or exists (select 1 from public.parking_sessions ps where ps.user_id = u.id and ps.parking_lot_id = b.parking_lot_id)
           when 'premium' then exists (select 1 from public.user_subscriptions s where s.user_id = u.id) and public.user_is_premium(u.id)
           else true
         end
   order by u.id
$$;
revoke execute on function public.push_audience(uuid, uuid, uuid) from public;
grant execute on function public.push_audience(uuid, uuid, uuid) to service_role;
