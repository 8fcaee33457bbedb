-- The vehicle_type_max values of a lot that admit a vehicle of this type: the type itself and every
-- larger one in the code master's size order (pricing.md §6, as check_vehicle_allowed compares).
-- Asked once per search, so that parking_lot_fits_vehicle compares per lot without a lookup.
create or replace function public.vehicle_types_admitting(p_vehicle_type text) returns text[]
language sql stable
as $$
  select coalesce(array_agg(c.code order by c.sort_order), '{}')
    from public.codes c
   where c.category = 'vehicle_type'
     and c.sort_order >= (select v.sort_order from public.codes v where v.category = 'vehicle_type' and v.code = p_vehicle_type)
$$;
revoke execute on function public.vehicle_types_admitting(text) from public;
grant execute on function public.vehicle_types_admitting(text) to anon, authenticated, service_role;
