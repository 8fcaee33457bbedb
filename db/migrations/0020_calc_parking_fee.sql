-- calc_parking_fee (contract 4.6): a lot's own rules, hours, time zone and limits fed to the pure
-- engine of 0051, so that search, estimates and receipts all price with the same function.

-- The vehicle check of pricing.md §6: a vehicle ranking above the lot's vehicle_type_max (in the
-- code master's size order) is refused; an unknown vehicle code is a validation error.
create function public.check_vehicle_allowed(p_vehicle_type_max text, p_vehicle_type text) returns void
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

-- Prices a stay at any lot, public or not: a session that started while the lot was public is
-- still priced after the lot goes on hold. Callers decide who may see which lot.
create function public.calc_lot_fee(p_lot_id uuid, p_entry_at timestamptz, p_exit_at timestamptz, p_vehicle_type text default null)
returns jsonb
language plpgsql stable
set search_path = public
as $$
declare
  v_lot record;
  v_rules jsonb;
  v_hours jsonb;
begin
  select timezone, vehicle_type_max, max_parking_duration_min into v_lot from public.parking_lots where id = p_lot_id;
  if not found then
    raise exception 'parking lot % does not exist', p_lot_id using errcode = 'PK001';
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);
  -- Table rows go in as they are: the engine reads the rule and hour fields and ignores the rest.
  select coalesce(jsonb_agg(to_jsonb(r) - 'id' - 'parking_lot_id' order by r.rule_order), '[]'::jsonb)
    into v_rules from public.parking_lot_pricing_rules r where r.parking_lot_id = p_lot_id;
  select coalesce(jsonb_agg(to_jsonb(h) - 'id' - 'parking_lot_id' order by h.id), '[]'::jsonb)
    into v_hours from public.parking_lot_hours h where h.parking_lot_id = p_lot_id;
  return public.calc_fee_for_rules(v_rules, p_entry_at, p_exit_at, v_lot.timezone, v_hours, v_lot.max_parking_duration_min);
end
$$;

-- The contract's function: public lots only (lot_not_found otherwise), for anyone. SECURITY
-- DEFINER so that an anonymous estimate reads the lot's rules whatever the table policies say.
create function public.calc_parking_fee(p_lot_id uuid, p_entry_at timestamptz, p_exit_at timestamptz, p_vehicle_type text default null)
returns jsonb
language plpgsql stable security definer
set search_path = public
as $$
begin
  if not exists (select 1 from public.parking_lots where id = p_lot_id and status = 'active') then
    raise exception 'parking lot % does not exist or is not public', p_lot_id using errcode = 'PK001';
  end if;
  return public.calc_lot_fee(p_lot_id, p_entry_at, p_exit_at, p_vehicle_type);
end
$$;

revoke execute on function public.check_vehicle_allowed(text, text), public.calc_lot_fee(uuid, timestamptz, timestamptz, text),
  public.calc_parking_fee(uuid, timestamptz, timestamptz, text) from public;
grant execute on function public.check_vehicle_allowed(text, text), public.calc_lot_fee(uuid, timestamptz, timestamptz, text)
  to service_role;
grant execute on function public.calc_parking_fee(uuid, timestamptz, timestamptz, text) to anon, authenticated, service_role;
