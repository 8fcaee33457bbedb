-- Every element of an array part is an object with known keys only.
create or replace function public.check_bundle_part(p_param text, p_part jsonb, p_max int, p_fields text[]) returns void
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
revoke execute on function public.check_bundle_part(text, jsonb, integer, text[]) from public;
grant execute on function public.check_bundle_part(text, jsonb, integer, text[]) to authenticated, service_role;
