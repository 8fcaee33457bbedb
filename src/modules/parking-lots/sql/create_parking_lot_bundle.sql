-- Lot bundles (contract 2.9, api-decisions "Bundle patch semantics"): a lot with its hours, pricing
-- rules, images, tags and owners written in one call, inside the caller's transaction, as the caller
-- (security invoker: the row-level policies of parking_lots and its parts decide what an admin or
-- owner may write). Any error leaves nothing behind because the whole request is one transaction.
-- The request schemas check every field before this runs; the checks of check_bundle_keys,
-- check_bundle_core and check_bundle_part are the database's own (unknown keys, references), so that
-- the functions are safe to call with any JSON.
--
-- Create: the lot, then its owner link, hours, rules, images and tags. An owner's lot starts
-- pending unless the body says draft, its source is manual, and it is linked to that owner.
--
-- p_client_request_id (the Idempotency-Key header; null: none): a retried create must not make a
-- second lot. The (user, id) claim in parking_lot_create_requests comes before the lot, so a
-- concurrent repeat waits on its key and then answers with the first's lot; a repeat answers the
-- first call's counts with "replayed": true and writes nothing. It is claimed after the permission
-- check (a caller who may not create learns nothing of a key) and before the other checks, which
-- read the database as it is now: a repeat answers as the first call did.
create or replace function public.create_parking_lot_bundle(
  p_bundle jsonb, p_as_owner boolean default false, p_client_request_id uuid default null
) returns jsonb
language plpgsql
as $$
declare
  v_id uuid := gen_random_uuid();
  v_request public.parking_lot_create_requests;
  v_sha256 bytea;
  v_counts jsonb;
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
  if p_client_request_id is not null then
    if auth.uid() is null then
      raise exception 'A client request id is kept per user: a signed-in caller is required.' using errcode = '42501';
    end if;
    v_sha256 := sha256(convert_to(p_bundle::text, 'UTF8'));
    insert into public.parking_lot_create_requests (client_request_id, as_owner, request_sha256, parking_lot_id)
    values (p_client_request_id, p_as_owner, v_sha256, v_id)
    on conflict (user_id, client_request_id) do nothing;
    if not found then
      -- A new statement, so a new snapshot: it sees the row whose commit the insert waited for.
      select * into v_request from public.parking_lot_create_requests r
       where r.user_id = auth.uid() and r.client_request_id = p_client_request_id;
      if v_request.as_owner <> p_as_owner or v_request.request_sha256 <> v_sha256 then
        raise exception 'client_request_id % was already used for a different request.', p_client_request_id
          using errcode = 'PK409', detail = '{"param": "client_request_id"}';
      end if;
      return v_request.counts || '{"replayed": true}'::jsonb;
    end if;
  end if;
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
  v_counts := public.bundle_counts(v_id, v_hours, v_rules, v_images, v_tags, v_owners);
  if p_client_request_id is not null then
    update public.parking_lot_create_requests r set counts = v_counts
     where r.user_id = auth.uid() and r.client_request_id = p_client_request_id;
  end if;
  return v_counts;
end
$$;
revoke execute on function public.create_parking_lot_bundle(jsonb, boolean, uuid) from public;
grant execute on function public.create_parking_lot_bundle(jsonb, boolean, uuid) to authenticated, service_role;
