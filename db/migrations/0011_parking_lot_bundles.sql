-- Lot bundles (contract 2.9, api-decisions "Bundle patch semantics"): a lot with its hours, pricing
-- rules, images, tags and owners written in one call, inside the caller's transaction, as the
-- caller (security invoker: the row-level policies of 0010 decide what an admin or owner may write).
-- Any error leaves nothing behind because the whole request is one transaction.
--
-- The request schemas check every field before these run; the checks here are the database's own
-- (unknown keys, references), so that the functions are safe to call with any JSON.

-- The ParkingLotCoreCreate fields, which are the lot columns a bundle may write.
create function public.parking_lot_core_fields() returns text[]
language sql immutable parallel safe
as $$
  select array['name', 'address', 'status', 'source', 'lot_type', 'vehicle_type_max', 'parent_id', 'variant_label',
    'place_id', 'total_spaces', 'structure', 'entry_method', 'entry_difficulty', 'max_height_m', 'max_width_m',
    'max_length_m', 'max_weight_t', 'min_clearance_cm', 'max_tire_width_mm', 'max_parking_duration_min',
    'receipt_available', 'operator_code', 'description', 'pricing_notes', 'contact_phone', 'contact_email',
    'contact_url', 'capacity_kei', 'capacity_regular', 'capacity_oversized', 'capacity_motorcycle', 'capacity_ev',
    'capacity_disabled', 'raw_text', 'entry_exit_locations', 'geometry']
$$;

create function public.raise_bundle_error(p_param text, p_message text, p_details jsonb default '{}') returns void
language plpgsql
as $$
begin
  raise exception '%', p_message using errcode = 'PK400', detail = (jsonb_build_object('param', p_param) || p_details)::text;
end
$$;

-- Every element of an array part is an object with known keys only.
create function public.check_bundle_part(p_param text, p_part jsonb, p_max int, p_fields text[]) returns void
language plpgsql
as $$
declare
  v_element jsonb;
  v_key text;
begin
  if jsonb_typeof(p_part) is distinct from 'array' then
    perform public.raise_bundle_error(p_param, format('%s must be an array.', p_param));
  end if;
  if jsonb_array_length(p_part) > p_max then
    perform public.raise_bundle_error(p_param, format('%s holds at most %s entries.', p_param, p_max));
  end if;
  for v_element in select jsonb_array_elements(p_part) loop
    if jsonb_typeof(v_element) <> 'object' then
      perform public.raise_bundle_error(p_param, format('Each entry of %s must be an object.', p_param));
    end if;
    for v_key in select jsonb_object_keys(v_element) loop
      if not v_key = any (p_fields) then
        perform public.raise_bundle_error(p_param, format('%s: unknown field %s.', p_param, v_key));
      end if;
    end loop;
  end loop;
end
$$;

create function public.check_bundle_core(p_core jsonb) returns void
language plpgsql
as $$
declare
  v_key text;
begin
  if jsonb_typeof(p_core) is distinct from 'object' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot must be an object.');
  end if;
  for v_key in select jsonb_object_keys(p_core) loop
    if not v_key = any (public.parking_lot_core_fields()) then
      perform public.raise_bundle_error('parking_lot', format('parking_lot: unknown field %s.', v_key));
    end if;
  end loop;
  -- vehicle_type_max is a code of the vehicle_type category (the foreign key would say 23503).
  if jsonb_typeof(p_core->'vehicle_type_max') = 'string'
     and not exists (select 1 from public.codes where category = 'vehicle_type' and code = p_core->>'vehicle_type_max') then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.vehicle_type_max: %s is not a vehicle_type code.', p_core->>'vehicle_type_max'));
  end if;
  if jsonb_typeof(p_core->'parent_id') = 'string'
     and not exists (select 1 from public.parking_lots where id::text = p_core->>'parent_id') then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.parent_id: no parking lot %s.', p_core->>'parent_id'));
  end if;
end
$$;

-- Hours: the lot's whole set is replaced. Returns the rows inserted.
create function public.replace_parking_lot_hours(p_lot_id uuid, p_hours jsonb) returns integer
language plpgsql
as $$
declare
  v_count integer;
begin
  perform public.check_bundle_part('hours', p_hours, 50, array['window_type', 'day_type', 'day_of_week', 'is_24h', 'is_closed',
    'open_time', 'close_time', 'effective_from', 'effective_to']);
  delete from public.parking_lot_hours where parking_lot_id = p_lot_id;
  insert into public.parking_lot_hours (parking_lot_id, window_type, day_type, day_of_week, is_24h, is_closed, open_time,
                                        close_time, effective_from, effective_to)
  select p_lot_id, coalesce(h.window_type, 'business'), coalesce(h.day_type, 'all'), h.day_of_week, coalesce(h.is_24h, false),
         coalesce(h.is_closed, false), h.open_time, h.close_time, h.effective_from, h.effective_to
    from jsonb_array_elements(p_hours) with ordinality as e(value, n)
    cross join lateral jsonb_populate_record(null::public.parking_lot_hours, e.value) as h
   order by e.n;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- Pricing rules: the lot's whole set is replaced; rule_order defaults to the array index.
create function public.replace_parking_lot_pricing_rules(p_lot_id uuid, p_rules jsonb) returns integer
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

-- Images: the body is the desired set, keyed by asset. Returns the rows inserted, changed or removed.
create function public.apply_parking_lot_images(p_lot_id uuid, p_images jsonb) returns integer
language plpgsql
as $$
declare
  v_missing text;
  v_removed integer;
  v_written integer;
begin
  perform public.check_bundle_part('images', p_images, 50, array['asset_id', 'is_main', 'sort_order']);
  -- An asset the caller cannot see (not theirs, or no such asset) is refused like a missing one.
  select e->>'asset_id' into v_missing
    from jsonb_array_elements(p_images) with ordinality as x(e, n)
   where not exists (select 1 from public.assets a where a.id::text = e->>'asset_id')
   order by n limit 1;
  if found then
    perform public.raise_bundle_error('images', format('images: no asset %s (upload it through the upload-URL flow first).', v_missing),
      jsonb_build_object('asset_id', v_missing));
  end if;
  delete from public.parking_lot_images i
   where i.parking_lot_id = p_lot_id
     and not exists (select 1 from jsonb_array_elements(p_images) e where e->>'asset_id' = i.asset_id::text);
  get diagnostics v_removed = row_count;
  insert into public.parking_lot_images as i (parking_lot_id, asset_id, is_main, sort_order)
  select p_lot_id, (e->>'asset_id')::uuid, coalesce((e->>'is_main')::boolean, false), (e->>'sort_order')::integer
    from jsonb_array_elements(p_images) e
  on conflict (parking_lot_id, asset_id) do update
     set is_main = excluded.is_main, sort_order = excluded.sort_order
   where (i.is_main, i.sort_order) is distinct from (excluded.is_main, excluded.sort_order);
  get diagnostics v_written = row_count;
  return v_removed + v_written;
end
$$;

-- Tags: each listed tag is upserted with its state (omitted = true); state null removes the link
-- (back to unknown). An unknown tag_code rejects the whole request. Returns the rows written.
create function public.apply_parking_lot_tags(p_lot_id uuid, p_tags jsonb) returns integer
language plpgsql
as $$
declare
  v_unknown text;
  v_removed integer;
  v_written integer;
begin
  perform public.check_bundle_part('tags', p_tags, 100, array['tag_code', 'state']);
  select e->>'tag_code' into v_unknown
    from jsonb_array_elements(p_tags) with ordinality as x(e, n)
   where not exists (select 1 from public.tags t where t.tag_code = e->>'tag_code')
   order by n limit 1;
  if found then
    raise exception 'Unknown tag_code: %', coalesce(v_unknown, 'null')
      using errcode = 'PK005', detail = jsonb_build_object('param', 'tags', 'tag_code', v_unknown)::text;
  end if;
  delete from public.parking_lot_tags lt
   using public.tags t, jsonb_array_elements(p_tags) e
   where lt.parking_lot_id = p_lot_id and lt.tag_id = t.id and t.tag_code = e->>'tag_code' and e->'state' = 'null'::jsonb;
  get diagnostics v_removed = row_count;
  insert into public.parking_lot_tags (parking_lot_id, tag_id, state)
  select p_lot_id, t.id, coalesce((e->>'state')::boolean, true)
    from jsonb_array_elements(p_tags) e
    join public.tags t on t.tag_code = e->>'tag_code'
   where e->'state' is distinct from 'null'::jsonb
  on conflict (parking_lot_id, tag_id) do update set state = excluded.state;
  get diagnostics v_written = row_count;
  return v_removed + v_written;
end
$$;

-- Owners (admin only): the lot's set is replaced by owner_ids. Returns the rows inserted.
create function public.replace_parking_lot_owners(p_lot_id uuid, p_owner_ids jsonb) returns integer
language plpgsql
as $$
declare
  v_missing text;
  v_count integer;
begin
  if jsonb_typeof(p_owner_ids) is distinct from 'array' or jsonb_array_length(p_owner_ids) > 20 then
    perform public.raise_bundle_error('owner_ids', 'owner_ids must be an array of at most 20 owner ids.');
  end if;
  select x into v_missing
    from jsonb_array_elements_text(p_owner_ids) with ordinality as e(x, n)
   where not exists (select 1 from public.owners o where o.id::text = x)
   order by n limit 1;
  if found then
    perform public.raise_bundle_error('owner_ids', format('owner_ids: no owner %s.', v_missing), jsonb_build_object('owner_id', v_missing));
  end if;
  delete from public.parking_lot_owners where parking_lot_id = p_lot_id;
  insert into public.parking_lot_owners (parking_lot_id, owner_id)
  select distinct p_lot_id, x::uuid from jsonb_array_elements_text(p_owner_ids) x;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- Who may write a bundle: an admin with parking.edit, or (p_as_owner) an active owner, whose body
-- may not carry owner_ids and whose status and source are limited (3.1, api-decisions).
create function public.check_bundle_writer(p_bundle jsonb, p_as_owner boolean) returns uuid
language plpgsql
as $$
declare
  v_owner uuid;
  v_status text := p_bundle->'parking_lot'->>'status';
begin
  if not p_as_owner then
    if not public.has_permission('parking.edit') then
      raise exception 'This requires the permission parking.edit.' using errcode = 'PK403', detail = '{"permission": "parking.edit"}';
    end if;
    return null;
  end if;
  v_owner := public.current_owner_id();
  if v_owner is null then
    raise exception 'This requires an active owner account (POST /v1/owner/register).' using errcode = 'PK403';
  end if;
  if p_bundle ? 'owner_ids' then
    perform public.raise_bundle_error('owner_ids', 'owner_ids is set by admins only; an owner''s lot is linked to the owner.');
  end if;
  if v_status is not null and v_status not in ('draft', 'pending') then
    perform public.raise_bundle_error('parking_lot', format('parking_lot.status: an owner may send draft or pending, not %s.', v_status));
  end if;
  if jsonb_typeof(p_bundle->'parking_lot'->'source') = 'string' and p_bundle->'parking_lot'->>'source' <> 'manual' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot.source: a lot registered by its owner is manual.');
  end if;
  return v_owner;
end
$$;

create function public.check_bundle_keys(p_bundle jsonb, p_allowed text[]) returns void
language plpgsql
as $$
declare
  v_key text;
begin
  if jsonb_typeof(p_bundle) is distinct from 'object' then
    perform public.raise_bundle_error(null, 'The bundle must be an object.');
  end if;
  for v_key in select jsonb_object_keys(p_bundle) loop
    if not v_key = any (p_allowed) then
      perform public.raise_bundle_error(v_key, format('Unknown field %s.', v_key));
    end if;
  end loop;
end
$$;

create function public.bundle_counts(p_lot_id uuid, p_hours int, p_rules int, p_images int, p_tags int, p_owners int) returns jsonb
language sql immutable
as $$
  select jsonb_build_object('parking_lot_id', p_lot_id, 'hours_count', p_hours, 'pricing_rules_count', p_rules,
    'images_count', p_images, 'tags_count', p_tags, 'owners_count', p_owners)
$$;

-- Create: the lot, then its owner link, hours, rules, images and tags. An owner's lot starts
-- pending unless the body says draft, its source is manual, and it is linked to that owner.
create function public.create_parking_lot_bundle(p_bundle jsonb, p_as_owner boolean default false) returns jsonb
language plpgsql
as $$
declare
  v_id uuid := gen_random_uuid();
  v_owner uuid;
  v_core jsonb;
  v_cols text;
  v_hours int := 0;
  v_rules int := 0;
  v_images int := 0;
  v_tags int := 0;
  v_owners int := 0;
begin
  perform public.check_bundle_keys(p_bundle, array['parking_lot', 'hours', 'pricing_rules', 'images', 'tags', 'owner_ids']);
  v_owner := public.check_bundle_writer(p_bundle, p_as_owner);
  v_core := p_bundle->'parking_lot';
  perform public.check_bundle_core(v_core);
  if not v_core ? 'name' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot.name is required.');
  end if;
  if p_as_owner then
    v_core := v_core || jsonb_build_object('status', coalesce(v_core->>'status', 'pending'), 'source', 'manual');
  end if;
  select string_agg(format('%I', k), ', ') into v_cols from jsonb_object_keys(v_core) k;
  -- No RETURNING: an owner may not read the lot back until the link below exists.
  execute format('insert into public.parking_lots (id, %1$s) select $2, %2$s from jsonb_populate_record(null::public.parking_lots, $1) r',
                 v_cols, (select string_agg(format('r.%I', k), ', ') from jsonb_object_keys(v_core) k))
    using v_core, v_id;
  if v_owner is not null then
    insert into public.parking_lot_owners (parking_lot_id, owner_id) values (v_id, v_owner);
    v_owners := 1;
  elsif p_bundle ? 'owner_ids' then
    v_owners := public.replace_parking_lot_owners(v_id, p_bundle->'owner_ids');
  end if;
  if p_bundle ? 'hours' then v_hours := public.replace_parking_lot_hours(v_id, p_bundle->'hours'); end if;
  if p_bundle ? 'pricing_rules' then v_rules := public.replace_parking_lot_pricing_rules(v_id, p_bundle->'pricing_rules'); end if;
  if p_bundle ? 'images' then v_images := public.apply_parking_lot_images(v_id, p_bundle->'images'); end if;
  if p_bundle ? 'tags' then v_tags := public.apply_parking_lot_tags(v_id, p_bundle->'tags'); end if;
  return public.bundle_counts(v_id, v_hours, v_rules, v_images, v_tags, v_owners);
end
$$;

-- Patch: a key that is absent leaves that part untouched (api-decisions). The lot row is locked
-- first so that two patches of one lot apply one after the other.
create function public.patch_parking_lot_bundle(p_lot_id uuid, p_bundle jsonb, p_as_owner boolean default false) returns jsonb
language plpgsql
as $$
declare
  v_core jsonb;
  v_hours int := 0;
  v_rules int := 0;
  v_images int := 0;
  v_tags int := 0;
  v_owners int := 0;
begin
  perform public.check_bundle_keys(p_bundle, array['parking_lot', 'hours', 'pricing_rules', 'images', 'tags', 'owner_ids']);
  perform public.check_bundle_writer(p_bundle, p_as_owner);
  -- Only lots the caller may change are found (an owner's own lots); others do not exist for them.
  perform 1 from public.parking_lots where id = p_lot_id and (not p_as_owner or public.is_lot_owner(id)) for update;
  if not found then
    raise exception 'No parking lot %.', p_lot_id using errcode = 'PK001', detail = '{"param": "id"}';
  end if;
  v_core := coalesce(p_bundle->'parking_lot', '{}');
  perform public.check_bundle_core(v_core);
  if v_core ? 'name' and jsonb_typeof(v_core->'name') is distinct from 'string' then
    perform public.raise_bundle_error('parking_lot', 'parking_lot.name cannot be removed.');
  end if;
  if v_core <> '{}' then
    execute format('update public.parking_lots l set %s from jsonb_populate_record(null::public.parking_lots, $1) r where l.id = $2',
                   (select string_agg(format('%1$I = r.%1$I', k), ', ') from jsonb_object_keys(v_core) k))
      using v_core, p_lot_id;
  else
    -- A bundle patch is one change to the lot: its updated_at moves when only its parts change.
    update public.parking_lots set name = name where id = p_lot_id;
  end if;
  if p_bundle ? 'owner_ids' then v_owners := public.replace_parking_lot_owners(p_lot_id, p_bundle->'owner_ids'); end if;
  if p_bundle ? 'hours' then v_hours := public.replace_parking_lot_hours(p_lot_id, p_bundle->'hours'); end if;
  if p_bundle ? 'pricing_rules' then v_rules := public.replace_parking_lot_pricing_rules(p_lot_id, p_bundle->'pricing_rules'); end if;
  if p_bundle ? 'images' then v_images := public.apply_parking_lot_images(p_lot_id, p_bundle->'images'); end if;
  if p_bundle ? 'tags' then v_tags := public.apply_parking_lot_tags(p_lot_id, p_bundle->'tags'); end if;
  return public.bundle_counts(p_lot_id, v_hours, v_rules, v_images, v_tags, v_owners);
end
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.raise_bundle_error(text, text, jsonb)', 'public.check_bundle_part(text, jsonb, integer, text[])',
    'public.check_bundle_core(jsonb)', 'public.replace_parking_lot_hours(uuid, jsonb)',
    'public.replace_parking_lot_pricing_rules(uuid, jsonb)', 'public.apply_parking_lot_images(uuid, jsonb)',
    'public.apply_parking_lot_tags(uuid, jsonb)', 'public.replace_parking_lot_owners(uuid, jsonb)',
    'public.check_bundle_writer(jsonb, boolean)', 'public.check_bundle_keys(jsonb, text[])',
    'public.bundle_counts(uuid, integer, integer, integer, integer, integer)',
    'public.create_parking_lot_bundle(jsonb, boolean)', 'public.patch_parking_lot_bundle(uuid, jsonb, boolean)']
  loop
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$$;
