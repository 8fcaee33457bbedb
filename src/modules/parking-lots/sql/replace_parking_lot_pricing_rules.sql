-- Pricing rules: the lot's whole set is replaced; rule_order defaults to the array index.
create or replace function public.replace_parking_lot_pricing_rules(p_lot_id uuid, p_rules jsonb) returns integer
language plpgsql
as $$
declare
  v_count integer;
begin
  perform public.check_bundle_part('pricing_rules', p_rules, 100, array['rule_order', 'category', 'day_type', 'time_start',
    'time_end', 'per_minutes', 'price_minor', 'cap_type', 'cap_duration_hours', 'cap_price_minor', 'cap_repeat', 'cap_scope']);
  delete from public.parking_lot_pricing_rules where parking_lot_id = p_lot_id;
  insert into public.parking_lot_pricing_rules (parking_lot_id, rule_order, category, day_type, time_start, time_end,
    per_minutes, price_minor, cap_type, cap_duration_hours, cap_price_minor, cap_repeat, cap_scope)
  select p_lot_id, coalesce(r.rule_order, (e.n - 1)::integer), coalesce(r.category, 'unit'), r.day_type, r.time_start,
         r.time_end, r.per_minutes, r.price_minor, r.cap_type, r.cap_duration_hours, r.cap_price_minor, r.cap_repeat, r.cap_scope
    from jsonb_array_elements(p_rules) with ordinality as e(value, n)
    cross join lateral jsonb_populate_record(null::public.parking_lot_pricing_rules, e.value) as r
   order by e.n;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function public.replace_parking_lot_pricing_rules(uuid, jsonb) from public;
grant execute on function public.replace_parking_lot_pricing_rules(uuid, jsonb) to authenticated, service_role;
