-- Whether a vehicle fits a lot's limits (issue 12 item 4): height, width, length, weight and tire
-- width at most the lot's maximum, ground clearance at least the lot's minimum, and the vehicle type
-- within the lot's vehicle_type_max (p_admitting: vehicle_types_admitting of the vehicle's type). A
-- limit the lot does not state, or a dimension the driver did not enter, excludes nothing, as
-- max_tire_width_mm = null already means in search.
-- Plain SQL without lookups, so that the planner inlines it into the search's candidate filter.
create or replace function public.parking_lot_fits_vehicle(p_lot public.parking_lots, p_vehicle public.user_vehicles, p_admitting text[])
returns boolean
language sql immutable
as $$
  select (p_lot.max_height_m is null or p_vehicle.height_m is null or p_vehicle.height_m <= p_lot.max_height_m)
     and (p_lot.max_width_m is null or p_vehicle.width_m is null or p_vehicle.width_m <= p_lot.max_width_m)
     and (p_lot.max_length_m is null or p_vehicle.length_m is null or p_vehicle.length_m <= p_lot.max_length_m)
     and (p_lot.max_weight_t is null or p_vehicle.weight_t is null or p_vehicle.weight_t <= p_lot.max_weight_t)
     and (p_lot.max_tire_width_mm is null or p_vehicle.tire_width_mm is null or p_vehicle.tire_width_mm <= p_lot.max_tire_width_mm)
     and (p_lot.min_clearance_cm is null or p_vehicle.ground_clearance_cm is null or p_vehicle.ground_clearance_cm >= p_lot.min_clearance_cm)
     and (p_lot.vehicle_type_max is null or p_lot.vehicle_type_max = any (p_admitting))
$$;
revoke execute on function public.parking_lot_fits_vehicle(public.parking_lots, public.user_vehicles, text[]) from public;
grant execute on function public.parking_lot_fits_vehicle(public.parking_lots, public.user_vehicles, text[]) to anon, authenticated, service_role;
