-- A session that ends tells its user the fee (contract 6: "session ended with its fee"), in the
-- transaction that ended it (finalize_parking_session or any other path), in the user's locale.
create or replace function public.parking_sessions_notify_ended() returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_locale text;
  v_fee text := to_char(new.total_amount, 'FM999,999,999,999');
begin
  select p.locale into v_locale from public.profiles p where p.user_id = new.user_id;
  insert into public.user_notifications (user_id, type, title, body, data)
  values (
    new.user_id,
    'session_ended',
    case when v_locale = 'en' then 'Parking ended' else '駐車が終了しました' end,
    left(case when v_locale = 'en' then 'Your fee at ' || new.parking_lot_name || ' is ¥' || v_fee || '.'
              else new.parking_lot_name || 'の料金は ' || v_fee || ' 円です' end, 2000),
    jsonb_build_object('parking_session_id', new.id, 'parking_lot_id', new.parking_lot_id, 'total_amount', new.total_amount)
  );
  return null;
end
$$;
revoke execute on function public.parking_sessions_notify_ended() from public;
create or replace trigger parking_sessions_notify_ended after update of status on public.parking_sessions
  for each row when (old.status = 'parking' and new.status = 'ended') execute function public.parking_sessions_notify_ended();
