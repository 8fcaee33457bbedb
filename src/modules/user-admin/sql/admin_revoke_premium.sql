-- Ends the user's running Plus grants by hand (admin_grant_premium) now, with a reason. Returns the
-- ids of the grants ended (none: nothing to revoke, nothing changed). Plus bought in a store is the
-- store's to end (a refund reaches us as its notification): when that is all the user has, the
-- revocation is refused, 409 `store_subscription`, rather than answering as if Plus had ended.
-- Definer, as admin_grant_premium.
create or replace function public.admin_revoke_premium(p_user_id uuid, p_reason text) returns uuid[]
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_admin uuid;
  v_ids uuid[];
begin
  select a.id into v_admin from public.admins a where a.user_id = auth.uid() and a.status = 'active';
  if v_admin is null or not public.has_permission('users.edit') then
    raise exception 'This requires the permission users.edit.' using errcode = '42501';
  end if;
  perform 1 from auth.users u where u.id = p_user_id for update;
  if not found then
    raise exception 'No user %.', p_user_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  with ended as (
    update public.user_subscriptions s
       set cancelled_at = now(), revoke_reason = p_reason, revoked_by = v_admin
     where s.user_id = p_user_id and s.platform = 'admin' and s.cancelled_at is null and s.current_period_end > now()
    returning s.id)
  select coalesce(array_agg(id order by id), '{}') into v_ids from ended;
  if cardinality(v_ids) = 0 and public.user_is_premium(p_user_id) then
    raise exception 'This user has Plus from a store purchase; the store ends it (a refund), not an admin.'
      using errcode = 'PK409', detail = '{"param": null, "reason": "store_subscription"}';
  end if;
  return v_ids;
end
$$;
revoke execute on function public.admin_revoke_premium(uuid, text) from public;
grant execute on function public.admin_revoke_premium(uuid, text) to authenticated;
