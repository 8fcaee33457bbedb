-- Contract 4.6 withdraw_account (no arguments, returns nothing; POST /v1/me/withdraw): the caller
-- leaves, in one transaction.
--   * Refused (409 conflict, details.reason) while a parking session is running (`session_in_progress`:
--     end or cancel it first, so no stay is left open for ever) or while the user holds an admin
--     account that is not disabled (`admin_account`: another admin closes it first).
--   * The profile is anonymised and set `withdrawn`; vehicles (plates), saved lots, push tokens,
--     notifications and bought themes are deleted; a lot-owner profile loses its contact details
--     and is suspended (its lots stay with their other owners and the admins).
--   * The parking history stays, so sales figures do not change: sessions keep user id, lot, times
--     and fees; only the memo and the start position (personal notes and whereabouts) are cleared.
--     Experience, badges, activities and approved reviews stay, tied to an anonymous id.
--   * A subscription still giving Plus is marked for cancellation (cancel_requested_at): the store
--     sale itself is ended by the store flows.
--   * Identity: every session and with it every refresh token is deleted, pending one-time codes
--     too, and the user is marked deleted (deleted_at) with no password. The e-mail address is
--     replaced by a placeholder of the reserved .invalid domain, so the address is free for a new
--     sign-up and no sign-in by address finds the old account (docs/decisions.md, "Withdrawal").
--     Only withdrawn users hold withdrawn.invalid addresses (users_email_not_reserved; the identity
--     flows refuse them), so the placeholder, holding the user's id, is free; should a live user
--     have taken it before that rule (migration 0156), a random suffix is added, so that no one
--     can block another user's withdrawal.
-- The caller's own tokens are refused from then on (auth.require_live_session: account_withdrawn).
-- A repeated call for a withdrawn user changes nothing. Definer: it writes auth.* and rows the user
-- may not write.
create or replace function public.withdraw_account() returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_now timestamptz := now();
  v_placeholder text;
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  -- Serialises with itself and with the identity flows that update the user, and (FOR UPDATE
  -- conflicts with FOR KEY SHARE) with every write of the user's rows: refuse_withdrawn_writer
  -- makes a write that started before this commit wait for it and then refuses it, and one that
  -- holds the lock first is waited for here, so the checks below see its rows.
  perform 1 from auth.users u where u.id = v_user for update;
  if not found then
    raise exception using errcode = 'PK401', message = 'The session has ended; sign in again.', detail = '{"reason": "session_ended"}';
  end if;
  if exists (select 1 from public.profiles p where p.user_id = v_user and p.status = 'withdrawn') then
    return;
  end if;
  if exists (select 1 from public.parking_sessions s where s.user_id = v_user and s.status = 'parking') then
    raise exception 'End or cancel your parking session before withdrawing.'
      using errcode = 'PK409', detail = '{"param": null, "reason": "session_in_progress"}';
  end if;
  if exists (select 1 from public.admins a where a.user_id = v_user and a.status <> 'disabled') then
    raise exception 'This account is also an admin account: another admin must disable it before you withdraw.'
      using errcode = 'PK409', detail = '{"param": null, "reason": "admin_account"}';
  end if;

  insert into public.profiles (user_id) values (v_user) on conflict (user_id) do nothing;
  update public.profiles p
     set display_name = null, avatar_asset_id = null, default_vehicle_id = null, theme_id = null,
         status = 'withdrawn', withdrawn_at = v_now
   where p.user_id = v_user;

  delete from public.user_push_tokens t where t.user_id = v_user;
  delete from public.user_saved_parking_lots s where s.user_id = v_user;
  delete from public.user_vehicles v where v.user_id = v_user;
  delete from public.user_notifications n where n.user_id = v_user;
  delete from public.user_themes t where t.user_id = v_user;
  update public.owners o set display_name = '(withdrawn)', contact_email = null, contact_phone = null, status = 'suspended'
   where o.user_id = v_user;
  update public.parking_sessions s set memo = null, start_lat = null, start_lng = null
   where s.user_id = v_user and (s.memo is not null or s.start_lat is not null);

  update public.user_subscriptions s set cancel_requested_at = v_now
    from public.subscription_plans p
   where p.id = s.plan_id and s.user_id = v_user and s.cancel_requested_at is null
     and public.subscription_status(s.current_period_end, s.auto_renew, s.cancel_requested_at, s.cancelled_at,
                                    p.grace_period_days, v_now) in ('active', 'grace');

  delete from auth.sessions s where s.user_id = v_user;
  delete from auth.one_time_tokens t where t.user_id = v_user;
  v_placeholder := 'withdrawn-' || v_user || '@withdrawn.invalid';
  if exists (select 1 from auth.users u where lower(u.email) = v_placeholder and u.id <> v_user) then
    v_placeholder := 'withdrawn-' || v_user || '-' || gen_random_uuid() || '@withdrawn.invalid';
  end if;
  update auth.users u
     set email = case when u.email is null then null else v_placeholder end,
         encrypted_password = null, email_change = null, email_change_sent_at = null,
         raw_user_meta_data = '{}', deleted_at = v_now
   where u.id = v_user;
end
$$;
revoke execute on function public.withdraw_account() from public;
grant execute on function public.withdraw_account() to authenticated;
