-- The same documents calc_lot_fee builds (rules by rule_order, hours by id), so that a signature's
-- price is exactly calc_parking_fee's for each of its lots.
create or replace function public.refresh_pricing_signatures(p_lot_ids uuid[]) returns void
language sql volatile security definer
set search_path = public
as $$
  with documents as (
    select l.id, l.timezone, l.max_parking_duration_min as max_min,
           coalesce((select jsonb_agg(to_jsonb(r) - 'id' - 'parking_lot_id' order by r.rule_order)
                       from public.parking_lot_pricing_rules r where r.parking_lot_id = l.id), '[]'::jsonb) as rules,
           coalesce((select jsonb_agg(to_jsonb(h) - 'id' - 'parking_lot_id' order by h.id)
                       from public.parking_lot_hours h where h.parking_lot_id = l.id), '[]'::jsonb) as hours
      from public.parking_lots l
     where l.id = any (p_lot_ids)
  ), signed as (
    select d.*, md5(jsonb_build_array(d.rules, d.hours, d.timezone, d.max_min)::text) as signature from documents d
  ), stored as (
    insert into public.pricing_signatures (signature, rules, hours, timezone, max_parking_duration_min, program, hours_program)
    select distinct on (signature) signature, rules, hours, timezone, max_min, public.compile_pricing_rules(rules), public.compile_lot_hours(hours)
      from signed
    on conflict (signature) do nothing
  )
  update public.parking_lots l set pricing_signature = s.signature
    from signed s
   where l.id = s.id and l.pricing_signature is distinct from s.signature
$$;
revoke execute on function public.refresh_pricing_signatures(uuid[]) from public;
