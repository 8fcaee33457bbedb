-- The parking_lot part: an object of known lot fields whose references exist.
create or replace function public.check_bundle_core(p_core jsonb) returns void
language plpgsql
as $$
declare
  v_key text;
begin
  if jsonb_typeof(p_core) is distinct from 'object' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot must be an object.');
  end if;
  for v_key in select jsonb_object_keys(p_core) loop
    if not v_key = any (public.parking_lot_core_fields()) then
      perform public.raise_bundle_error('parking_lot', format('parking_lot: unknown field %s.', v_key));
    end if;
  end loop;
  -- vehicle_type_max is a code of the vehicle_type category (the foreign key would say 23503).
  if jsonb_typeof(p_core->'vehicle_type_max') = 'string'
     and not exists (select 1 from public.codes where category = 'vehicle_type' and code = p_core->>'vehicle_type_max') then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.vehicle_type_max: %s is not a vehicle_type code.', p_core->>'vehicle_type_max'));
  end if;
  -- Compared as a uuid: the same lot's id in capitals is that lot. The cast sits in a case, so a
  -- text that is no uuid names no lot rather than failing the cast (a constant-false branch is not
  -- even folded by the planner).
  if jsonb_typeof(p_core->'parent_id') = 'string'
     and not exists (select 1 from public.parking_lots
                      where id = case when p_core->>'parent_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                      then (p_core->>'parent_id')::uuid end) then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.parent_id: no parking lot %s.', p_core->>'parent_id'));
  end if;
end
$$;
revoke execute on function public.check_bundle_core(jsonb) from public;
grant execute on function public.check_bundle_core(jsonb) to authenticated, service_role;
