-- Admin alerts (new_owner, new_parking, system_alert) reach the admin's devices too: the alert becomes
-- a user_notifications row of the admin's own account (type admin_<kind>), pushed like any other by
-- user_notifications_push, and the alert is marked delivered. notify_admins already skips admins whose
-- preference is off; the preference is read again here for alerts written some other way. The sales
-- digests (sales_daily, sales_monthly) are not handled here: the sales.digest job writes their
-- user_notifications rows itself, with the figures (src/modules/sales/digest.ts).
create or replace function public.admin_notifications_push() returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user_id uuid;
  v_locale text;
begin
  select a.user_id, p.locale into v_user_id, v_locale
    from public.admins a
    left join public.profiles p on p.user_id = a.user_id
    left join public.admin_notification_prefs np on np.admin_id = a.id
   where a.id = new.admin_id and a.status = 'active' and a.user_id is not null
     and exists (select 1 from auth.users u where u.id = a.user_id)
     and coalesce((to_jsonb(np) ->> new.kind)::boolean, true);
  if v_user_id is null then
    return null;
  end if;
  insert into public.user_notifications (user_id, type, title, body, data)
  values (
    v_user_id,
    'admin_' || new.kind,
    case new.kind
      when 'new_owner' then case when v_locale = 'en' then 'New owner registered' else '新しいオーナーが登録されました' end
      when 'new_parking' then case when v_locale = 'en' then 'A parking lot awaits review' else '審査待ちの駐車場があります' end
      else case when v_locale = 'en' then 'System alert' else 'システムアラート' end
    end,
    left(coalesce(new.payload ->> 'display_name', new.payload ->> 'name', new.payload ->> 'message', ''), 2000),
    jsonb_strip_nulls(jsonb_build_object('admin_notification_id', new.id, 'kind', new.kind, 'parking_lot_id', new.parking_lot_id, 'owner_id', new.owner_id))
  );
  update public.admin_notifications set delivered_at = now() where id = new.id;
  return null;
end
$$;
revoke execute on function public.admin_notifications_push() from public;
create or replace trigger admin_notifications_push after insert on public.admin_notifications
  for each row when (new.kind in ('new_owner', 'new_parking', 'system_alert')) execute function public.admin_notifications_push();
