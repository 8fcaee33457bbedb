-- The vehicle check of pricing.md §6: a vehicle ranking above the lot's vehicle_type_max (in the
-- code master's size order) is refused; an unknown vehicle code is a validation error.
create or replace function public.check_vehicle_allowed(p_vehicle_type_max text, p_vehicle_type text) returns void
language plpgsql stable
set search_path = public
as $$
declare
  v_rank integer;
  v_max_rank integer;
begin
  if p_vehicle_type is null then
    return;
  end if;
  select sort_order into v_rank from public.codes where category = 'vehicle_type' and code = p_vehicle_type;
  if not found then
    raise exception 'vehicle_type % is not a vehicle type code', p_vehicle_type
      using errcode = 'PK400', detail = '{"param": "vehicle_type"}';
  end if;
  if p_vehicle_type_max is null then
    return;
  end if;
  select sort_order into v_max_rank from public.codes where category = 'vehicle_type' and code = p_vehicle_type_max;
  if v_rank > v_max_rank then
    raise exception 'This parking lot takes vehicles up to %; % is larger.', p_vehicle_type_max, p_vehicle_type
      using errcode = 'PK003',
            detail = jsonb_build_object('param', 'vehicle_type', 'vehicle_type_max', p_vehicle_type_max)::text;
  end if;
end
$$;
revoke execute on function public.check_vehicle_allowed(text, text) from public;
grant execute on function public.check_vehicle_allowed(text, text) to service_role;
