-- The ParkingLotCoreCreate fields, which are the lot columns a bundle may write.
create or replace function public.parking_lot_core_fields() returns text[]
language sql immutable parallel safe
as $$
  select array['name', 'address', 'status', 'source', 'lot_type', 'vehicle_type_max', 'parent_id', 'variant_label',
    'place_id', 'total_spaces', 'structure', 'entry_method', 'entry_difficulty', 'max_height_m', 'max_width_m',
    'max_length_m', 'max_weight_t', 'min_clearance_cm', 'max_tire_width_mm', 'max_parking_duration_min',
    'receipt_available', 'operator_code', 'description', 'pricing_notes', 'contact_phone', 'contact_email',
    'contact_url', 'capacity_kei', 'capacity_regular', 'capacity_oversized', 'capacity_motorcycle', 'capacity_ev',
    'capacity_disabled', 'raw_text', 'entry_exit_locations', 'geometry']
$$;
