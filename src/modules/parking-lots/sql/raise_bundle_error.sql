-- A bundle refused: PK400, a validation error naming the part (param) and any details.
create or replace function public.raise_bundle_error(p_param text, p_message text, p_details jsonb default '{}') returns void
language plpgsql
as $$
begin
  raise exception '%', p_message using errcode = 'PK400', detail = (jsonb_build_object('param', p_param) || p_details)::text;
end
$$;
revoke execute on function public.raise_bundle_error(text, text, jsonb) from public;
grant execute on function public.raise_bundle_error(text, text, jsonb) to authenticated, service_role;
