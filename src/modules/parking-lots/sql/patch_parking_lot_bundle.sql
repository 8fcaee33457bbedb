-- Patch: a key that is absent leaves that part untouched (api-decisions). The lot row is locked
-- first so that two patches of one lot apply one after the other.
create or replace function public.patch_parking_lot_bundle(p_lot_id uuid, p_bundle jsonb, p_as_owner boolean default false) returns jsonb
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
  -- Where a lot came from is the admins' record (an imported lot keeps its source when an owner is
  -- linked to it): an owner's patch may send the source back as it is, never change or clear it.
  if p_as_owner and v_core ? 'source'
     and (v_core->>'source') is distinct from (select l.source from public.parking_lots l where l.id = p_lot_id) then
    perform public.raise_bundle_error('parking_lot', 'parking_lot.source: an owner cannot change where a lot came from.');
  end if;
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
revoke execute on function public.patch_parking_lot_bundle(uuid, jsonb, boolean) from public;
grant execute on function public.patch_parking_lot_bundle(uuid, jsonb, boolean) to authenticated, service_role;
