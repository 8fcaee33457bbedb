-- Users for admins (issue 15 item 4; docs/admin.md "Users"): search, detail, ban, premium by hand.

-- Why a user is banned, and by whom. What refuses the user is the identity layer's
-- auth.users.banned_until (sign-in, refresh, auth.require_live_session); these columns keep the
-- admin's reason beside the profile, written in the same transaction (public.admin_set_user_ban).
-- Users cannot write them (their column grants on profiles name other columns).
alter table public.profiles
  add column banned_at timestamptz,
  add column ban_reason text constraint profiles_ban_reason_length check (char_length(ban_reason) between 1 and 1000),
  add column banned_by uuid constraint profiles_banned_by_fkey references public.admins (id),
  add constraint profiles_ban_shape check ((banned_at is null) = (ban_reason is null));

-- Plus granted by hand: a subscription row like a store purchase (so user_is_premium, /v1/me and
-- /v1/me/subscription need no second source), on the platform `admin`, that never renews. The
-- reason and the admin are kept on the row for support; the audit log has the before/after too.
alter table public.user_subscriptions drop constraint user_subscriptions_platform_check;
alter table public.user_subscriptions
  add constraint user_subscriptions_platform_check check (platform in ('ios', 'android', 'web', 'admin')),
  add column grant_reason text constraint user_subscriptions_grant_reason_length check (char_length(grant_reason) between 1 and 1000),
  add column granted_by uuid constraint user_subscriptions_granted_by_fkey references public.admins (id),
  add column revoke_reason text constraint user_subscriptions_revoke_reason_length check (char_length(revoke_reason) between 1 and 1000),
  add column revoked_by uuid constraint user_subscriptions_revoked_by_fkey references public.admins (id),
  add constraint user_subscriptions_admin_grant_shape check ((platform = 'admin') = (grant_reason is not null));
create index user_subscriptions_admin_grant_idx on public.user_subscriptions (user_id) where platform = 'admin' and cancelled_at is null;

-- The user directory of the admin portal: identity (auth.users, which no user role reads) joined
-- with the profile. A definer view (the owner's rights on auth.users) whose rows exist only for
-- callers holding users.view; security_barrier, so that no caller's predicate runs before that test.
create view public.admin_user_directory with (security_barrier) as
select u.id,
       u.email,
       p.display_name,
       case when u.deleted_at is not null or coalesce(p.status = 'withdrawn', false) then 'withdrawn'
            when u.banned_until > now() then 'banned'
            else 'active' end as status,
       p.locale,
       p.banned_at,
       p.ban_reason,
       p.banned_by,
       u.email_confirmed_at,
       u.last_sign_in_at,
       date_trunc('milliseconds', u.created_at) as created_at,
       exists (select 1 from public.admins a where a.user_id = u.id) as is_admin
  from auth.users u
  left join public.profiles p on p.user_id = u.id
 where (select public.has_permission('users.view'));
revoke all on public.admin_user_directory from anon, authenticated;
grant select on public.admin_user_directory to authenticated;

-- A user's sign-in sessions (the built-in provider's auth.sessions) for the same callers.
create view public.admin_user_sign_ins with (security_barrier) as
select s.id, s.user_id, s.created_at, s.refreshed_at, s.user_agent, s.ip
  from auth.sessions s
 where (select public.has_permission('users.view'));
revoke all on public.admin_user_sign_ins from anon, authenticated;
grant select on public.admin_user_sign_ins to authenticated;

-- The detail's vehicles and recent parking sessions.
create policy user_vehicles_admin_read on public.user_vehicles for select to authenticated
  using ((select public.has_permission('users.view')));
create policy parking_sessions_users_admin_read on public.parking_sessions for select to authenticated
  using ((select public.has_permission('users.view')));
-- A subscription of a plan taken off sale still names it: whoever reads subscriptions reads their plans.
create policy subscription_plans_users_admin_read on public.subscription_plans for select to authenticated
  using ((select public.has_permission('users.view')));
