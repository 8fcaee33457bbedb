-- The bundle itself: an object with only the parts this call accepts.
create or replace function public.check_bundle_keys(p_bundle jsonb, p_allowed text[]) returns void
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
revoke execute on function public.check_bundle_keys(jsonb, text[]) from public;
grant execute on function public.check_bundle_keys(jsonb, text[]) to authenticated, service_role;
