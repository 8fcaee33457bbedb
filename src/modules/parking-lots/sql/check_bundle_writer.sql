-- Who may write a bundle: an admin with parking.edit, or (p_as_owner) an active owner, whose body
-- may not carry owner_ids and whose status and source are limited (3.1, api-decisions).
create or replace function public.check_bundle_writer(p_bundle jsonb, p_as_owner boolean) returns uuid
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
revoke execute on function public.check_bundle_writer(jsonb, boolean) from public;
grant execute on function public.check_bundle_writer(jsonb, boolean) to authenticated, service_role;
