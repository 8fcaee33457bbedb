-- Plus by hand (p_reason required): a subscription on the platform `admin` to a Plus-tier plan until
-- p_ends_at, never renewed, so that user_is_premium, /v1/me and /v1/me/subscription show it like a
-- purchase. A user with a running grant has that grant changed (plan, end, reason) rather than a
-- second one added. Returns the grant's id and whether anything changed (the same grant again
-- changes nothing). Refused: an unknown or non-Plus plan (422, param plan_code), a withdrawn user
-- (409 `withdrawn`). Definer: user_subscriptions is written by no user role; users.edit is checked here.
create or replace function public.admin_grant_premium(p_user_id uuid, p_plan_code text, p_ends_at timestamptz, p_reason text,
  out subscription_id uuid, out changed boolean)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_admin uuid;
  v_plan public.subscription_plans%rowtype;
  v_withdrawn boolean;
  v_grant public.user_subscriptions%rowtype;
begin
  select a.id into v_admin from public.admins a where a.user_id = auth.uid() and a.status = 'active';
  if v_admin is null or not public.has_permission('users.edit') then
    raise exception 'This requires the permission users.edit.' using errcode = '42501';
  end if;
  select u.deleted_at is not null or coalesce(p.status = 'withdrawn', false) into v_withdrawn
    from auth.users u left join public.profiles p on p.user_id = u.id
   where u.id = p_user_id
     for update of u;
  if not found then
    raise exception 'No user %.', p_user_id using errcode = 'PK404', detail = '{"param": "id"}';
  end if;
  if v_withdrawn then
    raise exception 'This account has been withdrawn.' using errcode = 'PK409', detail = '{"param": null, "reason": "withdrawn"}';
  end if;
  select * into v_plan from public.subscription_plans p where p.plan_code = p_plan_code;
  if not found or v_plan.tier <> 'plus' then
    raise exception 'No Plus plan %.', p_plan_code using errcode = 'PK400', detail = '{"param": "plan_code"}';
  end if;
  if p_ends_at <= now() then
    raise exception 'The grant must end in the future.' using errcode = 'PK400', detail = '{"param": "ends_at"}';
  end if;

  select * into v_grant from public.user_subscriptions s
   where s.user_id = p_user_id and s.platform = 'admin' and s.cancelled_at is null and s.current_period_end > now()
   order by s.current_period_end desc
   limit 1
     for update;
  if found then
    subscription_id := v_grant.id;
    changed := v_grant.plan_id <> v_plan.id or v_grant.current_period_end <> p_ends_at or v_grant.grant_reason <> p_reason;
    if changed then
      update public.user_subscriptions s
         set plan_id = v_plan.id, product_id = v_plan.plan_code, current_period_end = p_ends_at, grant_reason = p_reason, granted_by = v_admin
       where s.id = v_grant.id;
    end if;
    return;
  end if;
  insert into public.user_subscriptions
    (user_id, plan_id, platform, product_id, original_transaction_id, current_period_end, auto_renew, grant_reason, granted_by)
  values
    (p_user_id, v_plan.id, 'admin', v_plan.plan_code, 'admin:' || gen_random_uuid(), p_ends_at, false, p_reason, v_admin)
  returning id into subscription_id;
  changed := true;
end
$$;
revoke execute on function public.admin_grant_premium(uuid, text, timestamptz, text) from public;
grant execute on function public.admin_grant_premium(uuid, text, timestamptz, text) to authenticated;
