-- Tags: each listed tag is upserted with its state (omitted = true); state null removes the link
-- (back to unknown). An unknown tag_code rejects the whole request. A retired tag (is_active false)
-- counts as unknown for a lot that does not carry it already: it is no longer offered, but a lot that
-- has it keeps it and may still change or remove it. Returns the rows written.
create or replace function public.apply_parking_lot_tags(p_lot_id uuid, p_tags jsonb) returns integer
language plpgsql
as $$
declare
  v_unknown text;
  v_twice text;
  v_removed integer;
  v_written integer;
begin
  perform public.check_bundle_part('tags', p_tags, 100, array['tag_code', 'state']);
  select e->>'tag_code' into v_unknown
    from jsonb_array_elements(p_tags) with ordinality as x(e, n)
   where not exists (
           select 1 from public.tags t
            where t.tag_code = e->>'tag_code'
              and (t.is_active
                   or exists (select 1 from public.parking_lot_tags lt where lt.parking_lot_id = p_lot_id and lt.tag_id = t.id)))
   order by n limit 1;
  if found then
    raise exception 'Unknown tag_code: %', coalesce(v_unknown, 'null')
      using errcode = 'PK005', detail = jsonb_build_object('param', 'tags', 'tag_code', v_unknown)::text;
  end if;
  -- Listed twice, a tag's upsert below would touch its row twice (21000, a server error); the
  -- request schema refuses this first, the function says it to any other caller.
  select e->>'tag_code' into v_twice
    from jsonb_array_elements(p_tags) e
   group by 1 having count(*) > 1 limit 1;
  if found then
    perform public.raise_bundle_error('tags', format('tags: tag_code %s is listed twice.', v_twice), jsonb_build_object('tag_code', v_twice));
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
revoke execute on function public.apply_parking_lot_tags(uuid, jsonb) from public;
grant execute on function public.apply_parking_lot_tags(uuid, jsonb) to authenticated, service_role;
