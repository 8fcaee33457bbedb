-- EntryExitLocations (contract 2.8): {mode, pins[<= 20]}; a pin is {kind, lat, lng, label?}.
-- A CHECK constraint of parking_lots: strict (a null column passes), and written as nested IFs
-- because SQL does not promise to evaluate AND/OR operands in order.
create or replace function public.is_entry_exit_locations(e jsonb) returns boolean
language plpgsql immutable strict parallel safe
as $$
declare
  pin jsonb;
begin
  if not public.has_exactly_keys(e, array['mode', 'pins']) then return false; end if;
  if jsonb_typeof(e->'mode') <> 'string' or jsonb_typeof(e->'pins') <> 'array' then return false; end if;
  if e->>'mode' not in ('shared', 'separate', 'multiple') or jsonb_array_length(e->'pins') > 20 then return false; end if;
  for pin in select jsonb_array_elements(e->'pins') loop
    if not (public.has_exactly_keys(pin, array['kind', 'lat', 'lng']) or public.has_exactly_keys(pin, array['kind', 'label', 'lat', 'lng'])) then
      return false;
    end if;
    if jsonb_typeof(pin->'kind') <> 'string' then return false; end if;
    if pin->>'kind' not in ('entry', 'exit', 'both') then return false; end if;
    if not public.is_lng_lat(jsonb_build_array(pin->'lng', pin->'lat')) then return false; end if;
    if pin ? 'label' then
      if jsonb_typeof(pin->'label') <> 'string' then return false; end if;
      if char_length(pin->>'label') > 50 then return false; end if;
    end if;
  end loop;
  return true;
end
$$;
