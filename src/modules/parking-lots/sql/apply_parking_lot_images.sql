-- Images: the body is the desired set, keyed by asset. Returns the rows inserted, changed or removed.
create or replace function public.apply_parking_lot_images(p_lot_id uuid, p_images jsonb) returns integer
language plpgsql
as $$
declare
  v_missing text;
  v_twice uuid;
  v_removed integer;
  v_written integer;
begin
  perform public.check_bundle_part('images', p_images, 50, array['asset_id', 'is_main', 'sort_order']);
  -- An image must be an uploaded parking_lot_image asset of the caller's own (admins: any), or one the
  -- lot already shows (an owner keeps the images an admin added). Any other id (another user's, one
  -- whose bytes never arrived, no such asset) is refused alike, telling nothing about it.
  select e->>'asset_id' into v_missing
    from jsonb_array_elements(p_images) with ordinality as x(e, n)
   where not exists (select 1 from public.parking_lot_images i where i.parking_lot_id = p_lot_id and i.asset_id = (e->>'asset_id')::uuid)
     and not public.can_use_asset((e->>'asset_id')::uuid, 'parking_lot_image')
   order by n limit 1;
  if found then
    perform public.raise_bundle_error('images',
      format('images: asset %s is not an uploaded parking-lot image of yours (request an upload URL, PUT the file, then attach it).', v_missing),
      jsonb_build_object('asset_id', v_missing));
  end if;
  -- Ids are compared as uuids, so one asset in two letter cases is one asset: listed twice, the
  -- upsert below would touch its row twice (21000); re-sent in capitals, it is the image kept.
  select (e->>'asset_id')::uuid into v_twice
    from jsonb_array_elements(p_images) e
   group by 1 having count(*) > 1 limit 1;
  if found then
    perform public.raise_bundle_error('images', format('images: asset %s is listed twice.', v_twice), jsonb_build_object('asset_id', v_twice));
  end if;
  delete from public.parking_lot_images i
   where i.parking_lot_id = p_lot_id
     and not exists (select 1 from jsonb_array_elements(p_images) e where (e->>'asset_id')::uuid = i.asset_id);
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
revoke execute on function public.apply_parking_lot_images(uuid, jsonb) from public;
grant execute on function public.apply_parking_lot_images(uuid, jsonb) to authenticated, service_role;
