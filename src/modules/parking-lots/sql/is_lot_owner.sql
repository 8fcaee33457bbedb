-- Whether the caller is an active owner linked to the lot. SECURITY DEFINER so that the policies of
-- parking_lots can ask about parking_lot_owners without its policies in the way.
create or replace function public.is_lot_owner(p_lot_id uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (
    select 1 from public.parking_lot_owners lo join public.owners o on o.id = lo.owner_id
     where lo.parking_lot_id = p_lot_id and o.user_id = auth.uid() and o.status = 'active')
$$;
revoke execute on function public.is_lot_owner(uuid) from public;
grant execute on function public.is_lot_owner(uuid) to authenticated, service_role;
