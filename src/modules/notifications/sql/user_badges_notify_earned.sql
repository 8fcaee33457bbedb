-- A badge earned tells its user (the app also animates it from the user_badges channel), in the
-- transaction that awarded it.
create or replace function public.user_badges_notify_earned() returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_locale text;
begin
  select p.locale into v_locale from public.profiles p where p.user_id = new.user_id;
  insert into public.user_notifications (user_id, type, title, body, data)
  select new.user_id, 'badge_earned',
         case when v_locale = 'en' then 'Badge earned' else 'バッジを獲得しました' end,
         left(b.name, 2000),
         jsonb_build_object('badge_id', b.id, 'badge_code', b.code)
    from public.badges b
   where b.id = new.badge_id;
  return null;
end
$$;
revoke execute on function public.user_badges_notify_earned() from public;
create or replace trigger user_badges_notify_earned after insert on public.user_badges
  for each row execute function public.user_badges_notify_earned();
