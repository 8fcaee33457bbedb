-- The vehicle a search filters by (`vehicle_id` of nearby and lot search): a live vehicle of the
-- caller's. Another user's vehicle, a deleted one and an unknown id are the same 404, so that a
-- search tells nothing about other users' vehicles. Called by the search functions (definers) with
-- the caller's claims.
create or replace function public.search_vehicle(p_vehicle_id uuid) returns public.user_vehicles
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_vehicle public.user_vehicles;
begin
  select v.* into v_vehicle
    from public.user_vehicles v
   where v.id = p_vehicle_id and v.user_id = auth.uid() and v.deleted_at is null;
  if not found then
    raise exception 'No vehicle % of yours.', p_vehicle_id using errcode = 'PK404', detail = '{"param": "vehicle_id"}';
  end if;
  return v_vehicle;
end
$$;
revoke execute on function public.search_vehicle(uuid) from public;
grant execute on function public.search_vehicle(uuid) to anon, authenticated, service_role;
