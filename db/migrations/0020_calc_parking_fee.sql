-- calc_parking_fee (contract 4.6): a lot's own rules, hours, time zone and limits fed to the pure
-- engine of 0051, so that search, estimates and receipts all price with the same function and the
-- same documents.

-- Pricing signatures. Lots that post the same sign price every stay alike: operators put one sign
-- template on many lots. A lot's pricing signature is a digest of everything calc_parking_fee reads from it (rules,
-- hours, time zone, maximum stay); search with a stay prices each distinct signature once per query
-- instead of each lot (measured: ~0.7 ms per lot priced alone, ~100 lots within 500 m in central
-- Tokyo). The digest and documents are kept by triggers, whoever writes rules or hours.

create table public.pricing_signatures (
  signature text primary key,
  rules jsonb not null,
  hours jsonb not null,
  timezone text not null,
  max_parking_duration_min integer,
  created_at timestamptz not null default now()
);
-- Read only by security definer search functions; clients read rules through the lot.
alter table public.pricing_signatures enable row level security;

alter table public.parking_lots add column pricing_signature text;

-- The same documents calc_lot_fee builds (rules by rule_order, hours by id), so that a signature's
-- price is exactly calc_parking_fee's for each of its lots.
create function public.refresh_pricing_signatures(p_lot_ids uuid[]) returns void
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
    insert into public.pricing_signatures (signature, rules, hours, timezone, max_parking_duration_min)
    select distinct on (signature) signature, rules, hours, timezone, max_min from signed
    on conflict (signature) do nothing
  )
  update public.parking_lots l set pricing_signature = s.signature
    from signed s
   where l.id = s.id and l.pricing_signature is distinct from s.signature
$$;
revoke execute on function public.refresh_pricing_signatures(uuid[]) from public;

-- Statement-level, with the changed rows: a bundle replacing 100 rules refreshes its lot once. The
-- trigger functions are definers because the writer (an owner, an admin) cannot write the signature.
create function public.pricing_parts_changed() returns trigger
language plpgsql security definer
set search_path = public
as $$
declare
  v_lots uuid[];
begin
  -- An update may move a row to another lot: both the old and the new lot change.
  if tg_op = 'INSERT' then
    v_lots := array(select distinct parking_lot_id from new_rows);
  elsif tg_op = 'DELETE' then
    v_lots := array(select distinct parking_lot_id from old_rows);
  else
    v_lots := array(select parking_lot_id from old_rows union select parking_lot_id from new_rows);
  end if;
  -- Lock the lots first, so that concurrent writers of one lot's parts take turns; the refresh is
  -- then its own statement, with a snapshot that sees the writer that went before.
  perform 1 from public.parking_lots where id = any (v_lots) order by id for update;
  perform public.refresh_pricing_signatures(v_lots);
  return null;
end
$$;

create trigger pricing_rules_signed_insert after insert on public.parking_lot_pricing_rules
  referencing new table as new_rows for each statement execute function public.pricing_parts_changed();
create trigger pricing_rules_signed_update after update on public.parking_lot_pricing_rules
  referencing old table as old_rows new table as new_rows for each statement execute function public.pricing_parts_changed();
create trigger pricing_rules_signed_delete after delete on public.parking_lot_pricing_rules
  referencing old table as old_rows for each statement execute function public.pricing_parts_changed();
create trigger hours_signed_insert after insert on public.parking_lot_hours
  referencing new table as new_rows for each statement execute function public.pricing_parts_changed();
create trigger hours_signed_update after update on public.parking_lot_hours
  referencing old table as old_rows new table as new_rows for each statement execute function public.pricing_parts_changed();
create trigger hours_signed_delete after delete on public.parking_lot_hours
  referencing old table as old_rows for each statement execute function public.pricing_parts_changed();

create function public.parking_lots_signed() returns trigger
language plpgsql security definer
set search_path = public
as $$
begin
  perform public.refresh_pricing_signatures(array(select id from new_rows));
  return null;
end
$$;
create trigger parking_lots_signed_insert after insert on public.parking_lots
  referencing new table as new_rows for each statement execute function public.parking_lots_signed();

create function public.parking_lot_pricing_settings_changed() returns trigger
language plpgsql security definer
set search_path = public
as $$
begin
  perform public.refresh_pricing_signatures(array[new.id]);
  return null;
end
$$;
create trigger parking_lots_signed_update after update of timezone, max_parking_duration_min on public.parking_lots
  for each row when (old.timezone is distinct from new.timezone or old.max_parking_duration_min is distinct from new.max_parking_duration_min)
  execute function public.parking_lot_pricing_settings_changed();

select public.refresh_pricing_signatures(array(select id from public.parking_lots));

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
-- still priced after the lot goes on hold. Callers decide who may see which lot. The lot's rules
-- and hours are read from its pricing signature, the same documents nearby search prices with.
create function public.calc_lot_fee(p_lot_id uuid, p_entry_at timestamptz, p_exit_at timestamptz, p_vehicle_type text default null)
returns jsonb
language plpgsql stable
set search_path = public
as $$
declare
  v_lot record;
begin
  select l.vehicle_type_max, l.pricing_signature, s.rules, s.hours, s.timezone, s.max_parking_duration_min
    into v_lot
    from public.parking_lots l
    left join public.pricing_signatures s on s.signature = l.pricing_signature
   where l.id = p_lot_id;
  if not found then
    raise exception 'parking lot % does not exist', p_lot_id using errcode = 'PK001';
  end if;
  if v_lot.rules is null then
    -- Triggers keep every lot signed; a lot without one is a bug, not a lot without rules.
    raise exception 'parking lot % has no pricing signature', p_lot_id;
  end if;
  perform public.check_vehicle_allowed(v_lot.vehicle_type_max, p_vehicle_type);
  return public.calc_fee_for_rules(v_lot.rules, p_entry_at, p_exit_at, v_lot.timezone, v_lot.hours, v_lot.max_parking_duration_min);
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
