-- The recipients of a broadcast whose user ids lie in [p_from, p_to) (null: unbounded), in id order:
-- the send counts and splits them into batches by id, and each batch job reads its range again, so a
-- batch is a few hundred rows of work whatever the audience. Withdrawn accounts are left out.
--   user, users: the listed ids that are users;  lot: users who saved the lot or parked there;
--   premium: users with Plus now (user_is_premium);  all: every user.
-- A list is read from its ids (not by scanning every user against it).
create or replace function public.push_audience(p_broadcast_id uuid, p_from uuid, p_to uuid) returns table (user_id uuid)
language sql stable security definer set search_path = ''
as $$
  select r.id
    from (select distinct u.id
            from public.broadcast_notifications b
            cross join lateral unnest(b.user_ids) as listed (id)
            join auth.users u on u.id = listed.id
           where b.id = p_broadcast_id and b.audience in ('user', 'users')
          union all
          select u.id
            from public.broadcast_notifications b
            join auth.users u on true
           where b.id = p_broadcast_id and b.audience not in ('user', 'users')
             and case b.audience
                   when 'lot' then exists (select 1 from public.user_saved_parking_lots s where s.user_id = u.id and s.parking_lot_id = b.parking_lot_id)
                                or exists (select 1 from public.parking_sessions ps where ps.user_id = u.id and ps.parking_lot_id = b.parking_lot_id)
                   when 'premium' then exists (select 1 from public.user_subscriptions s where s.user_id = u.id) and public.user_is_premium(u.id)
                   else true
                 end) r
   where (p_from is null or r.id >= p_from)
     and (p_to is null or r.id < p_to)
     and not exists (select 1 from public.profiles p where p.user_id = r.id and p.status = 'withdrawn')
   order by r.id
$$;
revoke execute on function public.push_audience(uuid, uuid, uuid) from public;
grant execute on function public.push_audience(uuid, uuid, uuid) to service_role;
