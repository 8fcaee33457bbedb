-- GET /v1/parking-lots: active lots by name (byte order, the same on every database), with only the
-- filters that are set in the statement, so each call is planned for its own filters (a q uses the
-- trigram indexes, tags the GIN index on tag_codes). A vehicle dimension keeps lots whose limit is
-- at least that much or not stated; p_vehicle_id (one of the caller's vehicles) keeps the lots whose
-- limits it fits (parking_lot_fits_vehicle). Keyset paging after (p_after_name, p_after_id).
create or replace function public.search_parking_lots(
  p_q text default null,
  p_structures text[] default null,
  p_entry_methods text[] default null,
  p_operator_codes text[] default null,
  p_tags text[] default null,
  p_max_height_m numeric default null,
  p_max_width_m numeric default null,
  p_max_length_m numeric default null,
  p_max_weight_t numeric default null,
  p_max_tire_width_mm integer default null,
  p_after_name text default null,
  p_after_id uuid default null,
  p_limit integer default 20,
  p_vehicle_id uuid default null
) returns table (
  id uuid,
  name text,
  address text,
  lot_type text,
  structure text,
  entry_method text,
  operator_code text,
  max_height_m numeric,
  max_width_m numeric,
  max_length_m numeric,
  max_weight_t numeric,
  max_tire_width_mm integer,
  geometry jsonb,
  main_image text,
  tags text[],
  avg_rating numeric,
  review_count integer
)
language plpgsql stable security definer set search_path = public
as $$
declare
  v_where text[] := array['l.status = ''active'''];
  v_unknown text;
  v_vehicle public.user_vehicles;
  v_vehicle_admitted text[];
begin
  -- One row more than a page tells the caller whether there is a next page.
  if p_limit is null or p_limit not between 1 and 101 then
    raise exception 'limit must be between 1 and 100.' using errcode = 'PK400', detail = '{"param": "limit"}';
  end if;
  if p_tags is not null then
    select c into v_unknown from unnest(p_tags) c
     where not exists (select 1 from public.tags t where t.tag_code = c and t.is_active) order by c limit 1;
    if found then
      raise exception 'Unknown tag_code: %', v_unknown
        using errcode = 'PK005', detail = jsonb_build_object('param', 'tags', 'tag_code', v_unknown)::text;
    end if;
    v_where := v_where || 'l.tag_codes @> $5'::text;
  end if;
  if p_q is not null then v_where := v_where || '(l.name ilike $14 or l.address ilike $14)'::text; end if;
  if p_structures is not null then v_where := v_where || 'l.structure = any ($2)'::text; end if;
  if p_entry_methods is not null then v_where := v_where || 'l.entry_method = any ($3)'::text; end if;
  if p_operator_codes is not null then v_where := v_where || 'l.operator_code = any ($4)'::text; end if;
  if p_max_height_m is not null then v_where := v_where || '(l.max_height_m is null or l.max_height_m >= $6)'::text; end if;
  if p_max_width_m is not null then v_where := v_where || '(l.max_width_m is null or l.max_width_m >= $7)'::text; end if;
  if p_max_length_m is not null then v_where := v_where || '(l.max_length_m is null or l.max_length_m >= $8)'::text; end if;
  if p_max_weight_t is not null then v_where := v_where || '(l.max_weight_t is null or l.max_weight_t >= $9)'::text; end if;
  if p_max_tire_width_mm is not null then v_where := v_where || '(l.max_tire_width_mm is null or l.max_tire_width_mm >= $10)'::text; end if;
  if p_vehicle_id is not null then
    v_vehicle := public.search_vehicle(p_vehicle_id);
    v_vehicle_admitted := public.vehicle_types_admitting(v_vehicle.vehicle_type);
    v_where := v_where || 'public.parking_lot_fits_vehicle(l, $15, $16)'::text;
  end if;
  if p_after_id is not null then v_where := v_where || '(l.name collate "C", l.id) > ($11 collate "C", $12)'::text; end if;
  return query execute format(
    'select l.id, l.name, l.address, l.lot_type, l.structure, l.entry_method, l.operator_code, l.max_height_m, l.max_width_m,
            l.max_length_m, l.max_weight_t, l.max_tire_width_mm, l.geometry, l.main_image_url, l.tag_codes,
            round(l.rating_sum::numeric / nullif(l.review_count, 0), 2), l.review_count
       from public.parking_lots l
      where %s
      order by l.name collate "C", l.id
      limit $13', array_to_string(v_where, ' and '))
    using p_q, p_structures, p_entry_methods, p_operator_codes, p_tags, p_max_height_m, p_max_width_m, p_max_length_m,
          p_max_weight_t, p_max_tire_width_mm, p_after_name, p_after_id, p_limit,
          -- q is a substring: the pattern characters of LIKE in it are taken literally.
          '%' || replace(replace(replace(p_q, '\', '\\'), '%', '\%'), '_', '\_') || '%',
          v_vehicle, v_vehicle_admitted;
end
$$;
revoke execute on function public.search_parking_lots(text, text[], text[], text[], text[], numeric, numeric, numeric, numeric, integer, text, uuid, integer, uuid) from public;
grant execute on function public.search_parking_lots(text, text[], text[], text[], text[], numeric, numeric, numeric, numeric, integer, text, uuid, integer, uuid) to anon, authenticated, service_role;
