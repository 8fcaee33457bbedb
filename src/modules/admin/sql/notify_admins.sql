-- Every active admin who can see what the notification is about and has the preference on (a
-- missing preference row means every preference is on).
create or replace function public.notify_admins(p_kind text, p_permission text, p_lot_id uuid, p_owner_id uuid, p_payload jsonb) returns void
language sql volatile security definer set search_path = public
as $$
  insert into public.admin_notifications (admin_id, kind, parking_lot_id, owner_id, payload)
  select a.id, p_kind, p_lot_id, p_owner_id, p_payload
    from public.admins a
    left join public.admin_notification_prefs np on np.admin_id = a.id
   where a.status = 'active'
     and exists (select 1 from public.role_permissions rp where rp.role_id = a.role_id and rp.permission_key = p_permission)
     and coalesce((to_jsonb(np) ->> p_kind)::boolean, true)
$$;
revoke execute on function public.notify_admins(text, text, uuid, uuid, jsonb) from public;
