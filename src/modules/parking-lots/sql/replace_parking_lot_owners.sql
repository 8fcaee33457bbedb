-- Owners (admin only): the lot's set is replaced by owner_ids. Returns the rows inserted.
create or replace function public.replace_parking_lot_owners(p_lot_id uuid, p_owner_ids jsonb) returns integer
language plpgsql
as $$
declare
  v_missing text;
  v_count integer;
begin
  if jsonb_typeof(p_owner_ids) is distinct from 'array' or jsonb_array_length(p_owner_ids) > 20 then
    perform public.raise_bundle_error('owner_ids', 'owner_ids must be an array of at most 20 owner ids.');
  end if;
  -- Compared as uuids (an id in capitals is the same owner); a text that is no uuid is no owner
  -- rather than a cast error naming no field.
  select x into v_missing
    from jsonb_array_elements_text(p_owner_ids) with ordinality as e(x, n)
   where case when x ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then not exists (select 1 from public.owners o where o.id = x::uuid)
              else true end
   order by n limit 1;
  if found then
    perform public.raise_bundle_error('owner_ids', format('owner_ids: no owner %s.', v_missing), jsonb_build_object('owner_id', v_missing));
  end if;
  delete from public.parking_lot_owners where parking_lot_id = p_lot_id;
  insert into public.parking_lot_owners (parking_lot_id, owner_id)
  select distinct p_lot_id, x::uuid from jsonb_array_elements_text(p_owner_ids) x;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.replace_parking_lot_owners(uuid, jsonb) from public;
grant execute on function public.replace_parking_lot_owners(uuid, jsonb) to authenticated, service_role;
