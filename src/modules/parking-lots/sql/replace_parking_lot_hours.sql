-- Hours: the lot's whole set is replaced. Returns the rows inserted.
create or replace function public.replace_parking_lot_hours(p_lot_id uuid, p_hours jsonb) returns integer
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
revoke execute on function public.replace_parking_lot_hours(uuid, jsonb) from public;
grant execute on function public.replace_parking_lot_hours(uuid, jsonb) to authenticated, service_role;
