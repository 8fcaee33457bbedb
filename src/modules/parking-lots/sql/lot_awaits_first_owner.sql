-- An owner may link themself only to a lot they have just created and nobody owns yet, which is
-- how the owner bundle's automatic link is written.
create or replace function public.lot_awaits_first_owner(p_lot_id uuid) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (select 1 from public.parking_lots where id = p_lot_id and created_by = auth.uid())
     and not exists (select 1 from public.parking_lot_owners where parking_lot_id = p_lot_id)
$$;
revoke execute on function public.lot_awaits_first_owner(uuid) from public;
grant execute on function public.lot_awaits_first_owner(uuid) to authenticated, service_role;
