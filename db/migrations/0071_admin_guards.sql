-- Admin accounts: the role ceiling, the last Super Admin, and pending admins (issue 10, items 4, 5, 8).
-- The API checks each rule first and answers with a reason; the policies and the trigger here refuse
-- the same writes whatever route, script or bug sends them.

-- Pending: committed before the identity provider is called (which cannot join a transaction), so a
-- failure there leaves a row that a retry of the create finishes or removes. A pending admin has no
-- identity user yet, and every other admin has one. provisioning_attempt names the create request
-- that may link it: a newer retry takes over, and an older one still running loses the link.
alter table public.admins drop constraint admins_status_check;
alter table public.admins
  add constraint admins_status_check check (status in ('active', 'disabled', 'pending')),
  add column provisioning_attempt uuid,
  add constraint admins_linked_unless_pending check ((status = 'pending') = (user_id is null)),
  add constraint admins_attempt_only_while_pending check (provisioning_attempt is null or status = 'pending');

-- The role ceiling's question is public.can_grant_role (src/modules/admin/sql/can_grant_role.sql).

-- Restrictive: these narrow the permissive admins.edit / roles.edit policies of 0006, they add no access.
create policy admins_role_ceiling_insert on public.admins as restrictive for insert to authenticated
  with check (public.can_grant_role(role_id));
create policy admins_role_ceiling_update on public.admins as restrictive for update to authenticated
  using (public.can_grant_role(role_id)) with check (public.can_grant_role(role_id));
-- Admins are disabled, never deleted; only a pending one that cannot be finished is removed.
create policy admins_delete_only_pending on public.admins as restrictive for delete to authenticated
  using (status = 'pending' and public.can_grant_role(role_id));
grant delete on public.admins to authenticated;

create policy role_permissions_ceiling_insert on public.role_permissions as restrictive for insert to authenticated
  with check (public.has_permission(permission_key));
create policy role_permissions_ceiling_update on public.role_permissions as restrictive for update to authenticated
  using (public.can_grant_role(role_id)) with check (public.has_permission(permission_key));
create policy role_permissions_ceiling_delete on public.role_permissions as restrictive for delete to authenticated
  using (public.can_grant_role(role_id));

-- At least one active Super Admin remains: the trigger public.keep_an_active_super_admin
-- (src/modules/admin/sql/keep_an_active_super_admin.sql).
